package watcher

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"
)

// TestFixFolderAndOnDone: with `fix` set, an inbox moves a memo whose
// decision is Popraw to that folder (Wyślij still to checked, a block to
// blocked); OnDone hears of every memo once, after its report is written
// and the memo has moved.
func TestFixFolderAndOnDone(t *testing.T) {
	dir := t.TempDir()
	c := testConfig(t, dir, "settle: 50ms\nfix: do-poprawy\nfolders:\n  - path: inbox\n")
	inbox := filepath.Join(dir, "inbox")
	var mu sync.Mutex
	var done []Done
	d, err := New(c, fakeCheck, Options{Logger: quietLogger(t), Once: true, OnDone: func(x Done) {
		if _, err := os.Stat(x.Dest); err != nil {
			t.Errorf("OnDone before the memo moved: %v", err)
		}
		if _, err := os.Stat(x.Report); err != nil {
			t.Errorf("OnDone before the report was written: %v", err)
		}
		mu.Lock()
		done = append(done, x)
		mu.Unlock()
	}})
	if err != nil {
		t.Fatal(err)
	}
	for n, v := range map[string]string{"clean.txt": "", "popraw.txt": "POPRAW", "block.txt": "BLOCK"} {
		dropAtomic(t, filepath.Join(inbox, n), memoText(n, v, 3))
	}
	if err := d.Run(context.Background()); err != nil {
		t.Fatal(err)
	}
	for sub, want := range map[string]string{"checked": "[clean.txt]", "do-poprawy": "[popraw.txt]", "blocked": "[block.txt]"} {
		if got := files(filepath.Join(dir, sub)); fmt.Sprint(got) != want {
			t.Errorf("%s = %v, want %s", sub, got, want)
		}
	}
	var got []string
	for _, x := range done {
		got = append(got, x.Memo+"→"+x.Outcome+"/"+string(x.Decision))
	}
	sort.Strings(got)
	if want := "[block.txt→blocked/Pełna weryfikacja clean.txt→checked/Wyślij popraw.txt→fix/Popraw]"; fmt.Sprint(got) != want {
		t.Errorf("OnDone heard %v, want %s", got, want)
	}
}

// TestPolishFolderNames: folder_names: polish names every folder the file
// does not name; a folder it names keeps its name.
func TestPolishFolderNames(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	c := testConfig(t, dir, "folder_names: polish\nblocked: wstrzymane\n")
	got := []string{c.Folders[0].Path, c.Library[0], c.Reports, c.Checked, c.Blocked, c.Failed}
	for i, want := range []string{"skrzynka", "biblioteka", "raporty", "sprawdzone", "wstrzymane", "niesprawdzone"} {
		if filepath.Base(got[i]) != want {
			t.Errorf("folder %d is %s, want %s", i, got[i], want)
		}
	}
	if c.Folders[0].Reports != c.Reports || filepath.Base(c.Folders[0].Blocked) != "wstrzymane" {
		t.Errorf("the watched folder's destinations: %+v", c.Folders[0])
	}
	english := testConfig(t, dir, "settle: 1s\n")
	if filepath.Base(english.Folders[0].Path) != "inbox" || filepath.Base(english.Reports) != "reports" {
		t.Errorf("the default names changed: %+v", english.Folders[0])
	}
	for yaml, want := range map[string]string{
		"folder_names: polskie\n": "folder_names",
		"folders:\n  - path: out\n    profile: gate\n    send: send\n    fix: fix\n": "fix is for an inbox",
		"notify:\n  webhook:\n    url: gopher://x\n":                                 "notify.webhook.url",
		"notify:\n  email:\n    smtp: mail:25\n    from: a@b.pl\n":                   "no recipient",
	} {
		if _, err := Parse([]byte(yaml), dir, "test.yaml"); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v, want an error with %q", yaml, err, want)
		}
	}
	if n := english.Notify; n.Enabled() || n.Retries != 5 || n.Backoff.String() != "10s" || n.Email.TLS != "starttls" {
		t.Errorf("the default notify section: %+v", n)
	}
}
