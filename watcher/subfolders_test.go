package watcher

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"citeguard/internal/fsx"
)

// TestRecursiveFolders: with recursive: true the memos of the folders
// inside the inbox (one per client, as firms sort them) are checked, and
// their reports and destinations mirror them; a client folder created while
// the daemon runs is watched at once; INDEX lists and links them.
func TestRecursiveFolders(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	c := testConfig(t, dir, "settle: 100ms\nrecursive: true\nfolders:\n  - path: inbox\n")
	os.MkdirAll(filepath.Join(dir, "inbox", "Kowalski", "2025"), 0o755)
	os.MkdirAll(filepath.Join(dir, "inbox", ".ukryty"), 0o755)
	os.WriteFile(filepath.Join(dir, "inbox", ".ukryty", "x.txt"), []byte(memoText("x.txt", "", 1)), 0o644)
	stop := startDaemon(t, c, fakeCheck)
	dropAtomic(t, filepath.Join(dir, "inbox", "Kowalski", "Opinia.txt"), memoText("k", "", 1))
	dropAtomic(t, filepath.Join(dir, "inbox", "Kowalski", "2025", "Umowa.txt"), memoText("u", "BLOCK", 1))
	dropAtomic(t, filepath.Join(dir, "inbox", "Ogólne.txt"), memoText("o", "", 1))
	os.MkdirAll(filepath.Join(dir, "inbox", "Nowak"), 0o755) // a new client folder
	dropAtomic(t, filepath.Join(dir, "inbox", "Nowak", "Opinia.txt"), memoText("n", "", 1))
	waitFor(t, "every memo handled", func() bool {
		return fsx.Exists(filepath.Join(dir, "checked", "Kowalski", "Opinia.txt")) && fsx.Exists(filepath.Join(dir, "blocked", "Kowalski", "2025", "Umowa.txt")) &&
			fsx.Exists(filepath.Join(dir, "checked", "Ogólne.txt")) && fsx.Exists(filepath.Join(dir, "checked", "Nowak", "Opinia.txt"))
	})
	stop()
	for _, r := range []string{"Kowalski/Opinia.txt", "Kowalski/2025/Umowa.txt", "Ogólne.txt", "Nowak/Opinia.txt"} {
		for _, ext := range []string{".md", ".json", ".html"} {
			if !fsx.Exists(filepath.Join(dir, "reports", filepath.FromSlash(r)+ext)) {
				t.Errorf("no report %s%s", r, ext)
			}
		}
	}
	if m := readReport(t, filepath.Join(dir, "reports", "Nowak", "Opinia.txt.json")); m.Revision != nil {
		t.Errorf("Nowak's Opinia.txt taken for a revision of Kowalski's: %+v", m.Revision)
	}
	if !fsx.Exists(filepath.Join(dir, "inbox", ".ukryty", "x.txt")) {
		t.Error("a memo in a hidden folder was touched")
	}
	idx, _ := os.ReadFile(filepath.Join(dir, "reports", "INDEX.md"))
	if !strings.Contains(string(idx), "(./Kowalski/2025/Umowa.txt.html)") {
		t.Errorf("INDEX.md does not link a mirrored report:\n%s", idx)
	}
}

// TestRecursiveJobRecovered: a memo of a client folder claimed before a
// crash is finished after the restart into its mirrored folder (its
// journal records the subfolder).
func TestRecursiveJobRecovered(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	c := testConfig(t, dir, "settle: 100ms\nrecursive: true\nfolders:\n  - path: inbox\n")
	work := workFolder(t, c)
	os.MkdirAll(filepath.Join(work, "job1"), 0o755)
	p := filepath.Join(work, "job1", "Opinia.txt")
	os.WriteFile(p, []byte(memoText("Opinia.txt", "BLOCK", 1)), 0o644)
	h, _ := fsx.HashFile(p)
	d, err := New(c, fakeCheck, Options{Logger: quietLogger(t)})
	if err != nil {
		t.Fatal(err)
	}
	if err := d.journals.save(&journal{ID: "job1", Name: "Opinia.txt", Sub: "Kowalski", State: stateClaimed, SHA256: h}, testJob(t, d, filepath.Join(work, "job1"))); err != nil {
		t.Fatal(err)
	}
	d.Close()
	stop := startDaemon(t, c, fakeCheck)
	waitFor(t, "the job finished", func() bool { return fsx.Exists(filepath.Join(dir, "blocked", "Kowalski", "Opinia.txt")) })
	stop()
	if !fsx.Exists(filepath.Join(dir, "reports", "Kowalski", "Opinia.txt.md")) {
		t.Errorf("the report is not in the mirrored folder: %v", files(filepath.Join(dir, "reports")))
	}
}

// TestNotRecursive: without recursive, a folder inside the inbox is left
// alone.
func TestNotRecursive(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	c := testConfig(t, dir, "settle: 100ms\nfolders:\n  - path: inbox\n")
	os.MkdirAll(filepath.Join(dir, "inbox", "Kowalski"), 0o755)
	stop := startDaemon(t, c, fakeCheck)
	dropAtomic(t, filepath.Join(dir, "inbox", "Kowalski", "Opinia.txt"), memoText("k", "", 1))
	dropAtomic(t, filepath.Join(dir, "inbox", "a.txt"), memoText("a", "", 1))
	waitFor(t, "the top memo", func() bool { return len(files(filepath.Join(dir, "checked"))) == 1 })
	stop()
	if !fsx.Exists(filepath.Join(dir, "inbox", "Kowalski", "Opinia.txt")) {
		t.Error("a memo in a subfolder was taken without recursive: true")
	}
}

func TestRecursiveConfig(t *testing.T) {
	t.Parallel()
	_, err := Parse([]byte("recursive: true\nfolders:\n  - path: inbox\nchecked: inbox/sprawdzone\n"), t.TempDir(), "r.yaml")
	if err == nil || !strings.Contains(err.Error(), "inside the watched folder") {
		t.Fatalf("a destination inside a recursive inbox: %v", err)
	}
	if _, err := Parse([]byte("folders:\n  - path: inbox\nchecked: inbox/sprawdzone\n"), t.TempDir(), "r.yaml"); err != nil {
		t.Fatalf("without recursive a destination inside the inbox is as before: %v", err)
	}
}
