package watcher

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"citeguard/cite"
	"citeguard/reports"
)

// lineageCheck is fakeCheck with the memo's lineage and its claims'
// layer-1 category, as check.Checker sets them.
func lineageCheck(ctx context.Context, path string) (*reports.Memo, error) {
	m, err := fakeCheck(ctx, path)
	if m != nil {
		b, _ := os.ReadFile(path)
		m.Lineage = reports.Lineage(string(b))
		for i := range m.Results {
			m.Results[i].Category = reports.CategoryQuote
		}
	}
	return m, err
}

// memoOf is a memo for the fake checker whose body is its topic's text,
// repeated: two topics share no lineage, two versions of one do.
func memoOf(id, verdict, topic string) string {
	var b strings.Builder
	for i := range 8 {
		fmt.Fprintf(&b, "%d. %s\n", i, topic)
	}
	return strings.Replace(memoText(id, verdict, 0), "xref", b.String()+"xref", 1)
}

const (
	najem = "Najemca lokalu użytkowego może wypowiedzieć umowę najmu zawartą na czas oznaczony tylko w wypadkach w niej wskazanych, a wynajmujący zwrócił kaucję po opróżnieniu lokalu."
	kara  = "Kara umowna za zwłokę w dostawie maszyn należy się zamawiającemu bez względu na szkodę, lecz sąd miarkuje ją, gdy zobowiązanie wykonano w znacznej części."
)

func readReport(t *testing.T, p string) reports.Memo {
	t.Helper()
	var m reports.Memo
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	return m
}

// TestRevisionsScopedToTheirFolder is issue 15's sixth complaint: two
// inboxes share the reports folder; each has its own „Opinia.txt”, and
// neither is taken for a revision of the other (the second report is
// „Opinia (2).txt”). The second inbox's memo dropped again is a revision of
// its own report, not of the first inbox's.
func TestRevisionsScopedToTheirFolder(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	c := testConfig(t, dir, "settle: 100ms\nfolders:\n  - path: kowalski\n  - path: nowak\n")
	stop := startDaemon(t, c, lineageCheck)
	rep := filepath.Join(dir, "reports")
	checked := func() int { return len(files(filepath.Join(dir, "checked"))) }
	dropAtomic(t, filepath.Join(dir, "kowalski", "Opinia.txt"), memoOf("k1", "", najem))
	waitFor(t, "the first memo", func() bool { return checked() == 1 })
	dropAtomic(t, filepath.Join(dir, "nowak", "Opinia.txt"), memoOf("n1", "", najem))
	waitFor(t, "the second memo", func() bool { return checked() == 2 })
	dropAtomic(t, filepath.Join(dir, "nowak", "Opinia.txt"), memoOf("n2", "", najem+" Poprawiono."))
	waitFor(t, "the revision", func() bool { return checked() == 3 })
	stop()
	first, second := readReport(t, filepath.Join(rep, "Opinia.txt.json")), readReport(t, filepath.Join(rep, "Opinia (2).txt.json"))
	if first.Revision != nil || first.Folder != filepath.Join(dir, "kowalski") {
		t.Errorf("Kowalski's report: revision %+v, folder %s", first.Revision, first.Folder)
	}
	if second.Revision == nil || second.Revision.N != 2 || second.Folder != filepath.Join(dir, "nowak") {
		t.Errorf("Nowak's report is not his memo's revision: revision %+v, folder %s", second.Revision, second.Folder)
	}
	if _, err := os.Stat(filepath.Join(rep, "Opinia (2).txt.rewizja-1.json")); err != nil {
		t.Errorf("Nowak's first report not archived: %v", err)
	}
	got := files(filepath.Join(dir, "checked"))
	sort.Strings(got)
	if fmt.Sprint(got) != "[Opinia (2).rewizja-1.txt Opinia (2).txt Opinia.txt]" {
		t.Errorf("checked = %v", got)
	}
}

// TestNameReusedForAnotherMemo: in one folder, a memo of another lineage
// dropped under a name that has a report (a colleague's „Opinia.txt”) is a
// memo of its own, not a revision.
func TestNameReusedForAnotherMemo(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	c := testConfig(t, dir, "settle: 100ms\nfolders:\n  - path: inbox\n")
	stop := startDaemon(t, c, lineageCheck)
	checked := func() int { return len(files(filepath.Join(dir, "checked"))) }
	dropAtomic(t, filepath.Join(dir, "inbox", "Opinia.txt"), memoOf("a", "", najem))
	waitFor(t, "the first memo", func() bool { return checked() == 1 })
	dropAtomic(t, filepath.Join(dir, "inbox", "Opinia.txt"), memoOf("b", "", kara))
	waitFor(t, "the second memo", func() bool { return checked() == 2 })
	stop()
	if m := readReport(t, filepath.Join(dir, "reports", "Opinia (2).txt.json")); m.Revision != nil {
		t.Errorf("another memo under a reused name was taken for a revision: %+v", m.Revision)
	}
	if m := readReport(t, filepath.Join(dir, "reports", "Opinia.txt.json")); m.Revision != nil {
		t.Errorf("the first memo's report was replaced: %+v", m.Revision)
	}
}

// TestFixedRevisionLeavesBlocked: a revision that fixes a 🔴 to a 🟡 is new
// evidence (the decision rises to Popraw though the claim's id stays on the
// layer-1 line), goes to checked/, and its blocked version is moved aside to
// blocked/poprzednie/ — blocked/ holds only what is blocked now.
func TestFixedRevisionLeavesBlocked(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	c := testConfig(t, dir, "settle: 100ms\nfolders:\n  - path: inbox\n")
	stop := startDaemon(t, c, lineageCheck)
	dropAtomic(t, filepath.Join(dir, "inbox", "Opinia.txt"), memoOf("v1", "BLOCK", najem))
	waitFor(t, "the blocked version", func() bool { return len(files(filepath.Join(dir, "blocked"))) == 1 })
	dropAtomic(t, filepath.Join(dir, "inbox", "Opinia.txt"), memoOf("v2", "POPRAW", najem))
	waitFor(t, "the fixed version", func() bool { return len(files(filepath.Join(dir, "checked"))) == 1 })
	stop()
	m := readReport(t, filepath.Join(dir, "reports", "Opinia.txt.json"))
	if m.Decision != cite.Popraw || m.Revision == nil || m.Revision.Rejected != "" {
		t.Errorf("the fixed revision: decision %s, revision %+v", m.Decision, m.Revision)
	}
	if got := files(filepath.Join(dir, "blocked")); len(got) != 0 {
		t.Errorf("blocked/ still holds %v", got)
	}
	if got := files(filepath.Join(dir, "blocked", PreviousDir)); fmt.Sprint(got) != "[Opinia.rewizja-1.txt]" {
		t.Errorf("blocked/poprzednie = %v", got)
	}
}
