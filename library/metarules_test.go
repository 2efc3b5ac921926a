package library

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"citeguard/internal/golden"
)

// TestMetaRulesChangeRereads: a state saved under other metadata rules (an
// older citeguard) is read again from the folders once, so the metadata
// that now decides verdicts is the current code's, not what an older
// version derived; the sources' text versions do not change, so no report
// is announced as stale.
func TestMetaRulesChangeRereads(t *testing.T) {
	t.Parallel()
	dir := copyFixtures(t)
	state := t.TempDir()
	l := open(t, Options{Roots: []string{dir}, StateDir: state})
	want := resolveOne(t, l, "III CZP 39/02").Meta.Date
	l.Close()
	// An older version's state: other rules, and a date they derived wrongly.
	idx := filepath.Join(state, "library", "index.json")
	data, err := os.ReadFile(idx)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	m["meta_rules"] = metaRules - 1
	for _, f := range m["files"].(map[string]any) {
		if meta, ok := f.(map[string]any)["meta"].(map[string]any); ok && meta["date"] == want {
			meta["date"] = "1999-01-01"
		}
	}
	data, _ = json.Marshal(m)
	if err := os.WriteFile(idx, data, 0o644); err != nil {
		t.Fatal(err)
	}
	l2 := open(t, Options{Roots: []string{dir}, StateDir: state})
	if ch := l2.LastUpdate(); ch.Read == 0 {
		t.Errorf("other rules: nothing re-read (%+v)", ch)
	}
	if got := resolveOne(t, l2, "III CZP 39/02").Meta.Date; got != want {
		t.Errorf("date %q after the re-read, want %q", got, want)
	}
	if st := l2.Stale(); len(st) != 0 {
		t.Errorf("re-reading under new rules announced stale reports: %v", st)
	}
	l2.Close()
	l3 := open(t, Options{Roots: []string{dir}, StateDir: state})
	if ch := l3.LastUpdate(); ch.Read != 0 {
		t.Errorf("same rules: %d files read again, want 0", ch.Read)
	}
}

// TestCatalogGolden pins what the metadata rules derive from the project's
// fixture library. When it changes, the rules changed: bump metaRules (so
// that libraries indexed by an older citeguard are read again) and rewrite
// the golden file with -update.
func TestCatalogGolden(t *testing.T) {
	t.Parallel()
	l := open(t, Options{Roots: []string{fixtures}})
	var lines []string
	for _, s := range l.Sources() {
		m := s.Meta
		m.From = nil
		data, err := json.Marshal(m)
		if err != nil {
			t.Fatal(err)
		}
		lines = append(lines, string(data))
	}
	sort.Strings(lines)
	header := fmt.Sprintf("meta_rules %d\n", metaRules)
	got := header + strings.Join(lines, "\n") + "\n"
	path := filepath.Join("testdata", "catalog.golden")
	if old, err := os.ReadFile(path); err == nil && string(old) != got && strings.HasPrefix(string(old), header) {
		t.Errorf("the metadata rules derive something else from the fixtures than %s records, under the same metaRules: "+
			"bump metaRules in store.go, then run go test ./library -run TestCatalogGolden -update and review the diff", path)
	}
	golden.Check(t, path, []byte(got))
}
