package watcher

import (
	"os"
	"path/filepath"
	"testing"

	"citeguard/internal/fsx/fsxtest"
)

// TestFilesForPeopleUnderUmask022 is issue 15's first complaint, end to
// end: under umask 022 every report, INDEX and the moved memo can be read
// by another user (a lawyer on the share: here the user nobody, when the
// test runs as root), while the daemon's state cannot; with report_mode
// 0640 the reports are 0640 whatever the umask. Not parallel: the umask is
// the process's.
func TestFilesForPeopleUnderUmask022(t *testing.T) {
	for _, tc := range []struct {
		mode string
		want os.FileMode
	}{{"umask", 0o644}, {"\"0640\"", 0o640}} {
		dir := t.TempDir()
		c := testConfig(t, dir, "settle: 100ms\nisolation: none\nreport_mode: "+tc.mode+"\nfolders:\n  - path: inbox\n")
		var stop func()
		fsxtest.WithUmask(0o022, func() {
			stop = startDaemon(t, c, fakeCheck)
			dropAtomic(t, filepath.Join(dir, "inbox", "Opinia.txt"), memoText("Opinia.txt", "BLOCK", 2))
			waitFor(t, "the memo blocked", func() bool { return len(files(filepath.Join(dir, "blocked"))) == 1 })
			stop() // writes INDEX once more, under this umask
		})
		rep := filepath.Join(dir, "reports")
		people := []string{"Opinia.txt.md", "Opinia.txt.html", "Opinia.txt.json", "INDEX.md", "INDEX.html"}
		for _, n := range people {
			fi, err := os.Stat(filepath.Join(rep, n))
			if err != nil {
				t.Fatal(err)
			}
			if fi.Mode().Perm() != tc.want {
				t.Errorf("report_mode %s: %s is %04o, want %04o", tc.mode, n, fi.Mode().Perm(), tc.want)
			}
		}
		if os.Geteuid() != 0 {
			continue
		}
		fsxtest.OpenToOthers(t, dir)
		for _, n := range people {
			err := fsxtest.ReadAs(t, fsxtest.Nobody, nil, filepath.Join(rep, n))
			if tc.want == 0o644 && err != nil {
				t.Errorf("another user cannot read %s: %v", n, err)
			}
			if tc.want == 0o640 && err == nil {
				t.Errorf("report_mode 0640: a user outside the group reads %s", n)
			}
		}
		if tc.want == 0o644 {
			if err := fsxtest.ReadAs(t, fsxtest.Nobody, nil, filepath.Join(dir, "blocked", "Opinia.txt")); err != nil {
				t.Errorf("another user cannot read the blocked memo: %v", err)
			}
			if err := fsxtest.ReadAs(t, fsxtest.Nobody, nil, filepath.Join(dir, ".citeguard", "journal.key")); err == nil {
				t.Errorf("another user reads the journal key")
			}
		}
	}
}

// TestFoldersForPeople: the folders the daemon creates get their mode from
// the umask — under the unit's UMask=0007 the lawyers' group may write the
// inbox (drop memos) and blocked/ (move them out), others nothing.
func TestFoldersForPeople(t *testing.T) {
	dir := t.TempDir()
	c := testConfig(t, dir, "settle: 100ms\nisolation: none\nfolders:\n  - path: inbox\n")
	fsxtest.WithUmask(0o007, func() {
		d, err := New(c, fakeCheck, Options{Logger: quietLogger(t)})
		if err != nil {
			t.Fatal(err)
		}
		d.Close()
	})
	for _, n := range []string{"inbox", "reports", "checked", "blocked", "failed", "library"} {
		fi, err := os.Stat(filepath.Join(dir, n))
		if err != nil {
			t.Fatal(err)
		}
		if fi.Mode().Perm() != 0o770 {
			t.Errorf("%s is %04o under umask 0007, want 0770", n, fi.Mode().Perm())
		}
	}
}
