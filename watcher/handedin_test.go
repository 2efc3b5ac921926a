package watcher

import (
	"archive/zip"
	"context"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"citeguard/internal/handedin"
	"citeguard/reports"
)

// sourcesCheck is fakeCheck that records, per memo, the handed-in sources
// it found beside the memo it was given, and reports them as check does.
type sourcesCheck struct {
	mu   sync.Mutex
	seen map[string]string // memo → the first file of its sources ("" none)
}

func (s *sourcesCheck) check(ctx context.Context, path string) (*reports.Memo, error) {
	m, err := fakeCheck(ctx, path)
	src := handedin.Beside(path)
	got := ""
	if src != "" {
		if strings.HasSuffix(src, ".zip") {
			zr, err := zip.OpenReader(src)
			if err == nil {
				got = zr.File[0].Name
				zr.Close()
			}
		} else if es, _ := os.ReadDir(src); len(es) > 0 {
			got = es[0].Name()
		}
		if m != nil {
			m.Sources = &reports.Sources{HandedIn: filepath.Base(src), HandedInFiles: 1}
		}
	}
	s.mu.Lock()
	s.seen[filepath.Base(path)] = got
	s.mu.Unlock()
	return m, err
}

func writeZip(t *testing.T, path, name, body string) {
	t.Helper()
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	zw := zip.NewWriter(f)
	w, _ := zw.Create(name)
	w.Write([]byte(body))
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	f.Close()
}

// TestHandedInInbox: in an inbox, a memo's folder of sources and another
// memo's ZIP are handed to its check (beside its private copy), are not
// memos themselves, and are archived beside the report.
func TestHandedInInbox(t *testing.T) {
	dir := t.TempDir()
	c := testConfig(t, dir, "settle: 100ms\nfolders:\n  - path: inbox\n")
	inbox := filepath.Join(dir, "inbox")
	if err := os.MkdirAll(filepath.Join(inbox, "Opinia.zrodla"), 0o755); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(inbox, "Opinia.zrodla", "wyrok.txt"), []byte("Sygn. akt II CSK 1/20\n"), 0o644)
	writeZip(t, filepath.Join(inbox, "Druga.zrodla.zip"), "wyrok2.txt", "Sygn. akt II CSK 2/20\n")
	sc := &sourcesCheck{seen: map[string]string{}}
	stop := startDaemon(t, c, sc.check)
	dropAtomic(t, filepath.Join(inbox, "Opinia.txt"), memoText("Opinia.txt", "", 2))
	dropAtomic(t, filepath.Join(inbox, "Druga.txt"), memoText("Druga.txt", "", 2))
	dropAtomic(t, filepath.Join(inbox, "Trzecia.txt"), memoText("Trzecia.txt", "", 2))
	rep := filepath.Join(dir, "reports")
	waitFor(t, "3 memos checked and their sources archived", func() bool {
		_, e1 := os.Stat(filepath.Join(rep, "Opinia.txt.zrodla", "wyrok.txt"))
		_, e2 := os.Stat(filepath.Join(rep, "Druga.txt.zrodla.zip"))
		return len(files(filepath.Join(dir, "checked"))) == 3 && e1 == nil && e2 == nil
	})
	stop()
	want := map[string]string{"Opinia.txt": "wyrok.txt", "Druga.txt": "wyrok2.txt", "Trzecia.txt": ""}
	for memo, first := range want {
		if got := sc.seen[memo]; got != first {
			t.Errorf("%s: its check found %q beside it, want %q", memo, got, first)
		}
	}
	if got := files(filepath.Join(dir, "failed")); len(got) != 0 {
		t.Errorf("failed = %v: handed-in sources are no memos", got)
	}
	es, _ := os.ReadDir(inbox)
	for _, e := range es {
		if !strings.HasPrefix(e.Name(), ".") {
			t.Errorf("inbox still holds %s", e.Name())
		}
	}
	md, _ := os.ReadFile(filepath.Join(rep, "Opinia.txt.md"))
	if !strings.Contains(string(md), "Źródła dołączone do memo: Opinia.zrodla") {
		t.Errorf("the report does not say the sources were used:\n%s", md)
	}
}

// TestHandedInGate: a gate does not hand a memo's sources to its check
// and its report says they were ignored.
func TestHandedInGate(t *testing.T) {
	dir := t.TempDir()
	c := testConfig(t, dir, "settle: 100ms\nfolders:\n  - path: outbox\n    profile: gate\n    send: send\n")
	out := filepath.Join(dir, "outbox")
	if err := os.MkdirAll(filepath.Join(out, "Opinia.zrodla"), 0o755); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(out, "Opinia.zrodla", "wyrok.txt"), []byte("Sygn. akt II CSK 1/20\n"), 0o644)
	sc := &sourcesCheck{seen: map[string]string{}}
	stop := startDaemon(t, c, sc.check)
	dropAtomic(t, filepath.Join(out, "Opinia.txt"), memoText("Opinia.txt", "", 2))
	waitFor(t, "the memo sent", func() bool { return len(files(filepath.Join(dir, "send"))) == 1 })
	stop()
	if got, ok := sc.seen["Opinia.txt"]; !ok || got != "" {
		t.Errorf("the gate's check found %q beside the memo (checked: %v)", got, ok)
	}
	md, _ := os.ReadFile(filepath.Join(dir, "reports", "Opinia.txt.md"))
	if !strings.Contains(string(md), "Źródła dołączone do memo (Opinia.zrodla) pominięto: bramka sprawdza tylko według biblioteki kancelarii.") {
		t.Errorf("the gate's report does not say the sources were ignored:\n%s", md)
	}
}
