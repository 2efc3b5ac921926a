package fsx

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"citeguard/internal/fsx/fsxtest"
)

// TestModeFromUmask: a file for people gets 0666 minus the umask, as a file
// a person saves there would; state stays private; report_mode is exact.
// Not parallel: the umask is the process's.
func TestModeFromUmask(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct {
		umask int
		mode  FileMode
		want  os.FileMode
	}{
		{0o022, ForPeople, 0o644},
		{0o027, ForPeople, 0o640},
		{0o002, ForPeople, 0o664},
		{0o022, Private, 0o600},
		{0o077, Exact(0o640), 0o640},
		{0o022, Exact(0o660), 0o660},
	} {
		name := filepath.Join(dir, "sub-"+tc.mode.String(), "r.md")
		fsxtest.WithUmask(tc.umask, func() {
			if err := WriteAtomicMode(name, []byte("x"), tc.mode); err != nil {
				t.Fatal(err)
			}
			js, md := name+".json", name+".pair.md"
			if err := WritePair(tc.mode, js, []byte("{}"), md, []byte("#")); err != nil {
				t.Fatal(err)
			}
			for _, p := range []string{name, js, md} {
				fi, err := os.Stat(p)
				if err != nil {
					t.Fatal(err)
				}
				if got := fi.Mode().Perm(); got != tc.want {
					t.Errorf("umask %03o, %s: %s is %04o, want %04o", tc.umask, tc.mode, filepath.Base(p), got, tc.want)
				}
			}
			os.Remove(name)
		})
	}
}

// TestOtherUserReadsUnderUmask022 is the complaint of issue 15: with umask
// 022 a report must be readable by another user (a lawyer on the share).
func TestOtherUserReadsUnderUmask022(t *testing.T) {
	fsxtest.CanTestAsOtherUser(t)
	dir := t.TempDir()
	fsxtest.OpenToOthers(t, dir)
	report, state := filepath.Join(dir, "reports", "memo.docx.md"), filepath.Join(dir, "state.json")
	fsxtest.WithUmask(0o022, func() {
		if err := WriteAtomicMode(report, []byte("raport"), ForPeople); err != nil {
			t.Fatal(err)
		}
		if err := WriteAtomic(state, []byte("{}")); err != nil {
			t.Fatal(err)
		}
	})
	if err := fsxtest.ReadAs(t, fsxtest.Nobody, nil, report); err != nil {
		t.Errorf("another user cannot read a report written under umask 022: %v", err)
	}
	if err := fsxtest.ReadAs(t, fsxtest.Nobody, nil, state); err == nil {
		t.Error("another user reads the daemon's state")
	}
}

// TestSetgidFolderGivesItsGroup: in a share folder with the setgid bit, a
// report (umask 027: 0640) and a memo moved in by a hard link both take the
// folder's group, so the group's members read them and others do not.
func TestSetgidFolderGivesItsGroup(t *testing.T) {
	fsxtest.CanTestAsOtherUser(t)
	const share = 4242 // a group only the share's users are in
	dir := t.TempDir()
	fsxtest.OpenToOthers(t, dir)
	blocked, inbox := filepath.Join(dir, "blocked"), filepath.Join(dir, "inbox")
	for _, d := range []string{blocked, inbox} {
		if err := os.Mkdir(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Chown(blocked, 0, share); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(blocked, 0o755|os.ModeSetgid); err != nil {
		t.Fatal(err)
	}
	memo := filepath.Join(inbox, "memo.docx")
	report := filepath.Join(blocked, "memo.docx.md")
	fsxtest.WithUmask(0o027, func() {
		os.WriteFile(memo, []byte("memo"), 0o666)
		if err := WriteAtomicMode(report, []byte("raport"), ForPeople); err != nil {
			t.Fatal(err)
		}
	})
	if err := MoveNoReplace(memo, filepath.Join(blocked, "memo.docx")); err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{report, filepath.Join(blocked, "memo.docx")} {
		fi, _ := os.Stat(p)
		if gid := fi.Sys().(*syscall.Stat_t).Gid; gid != share {
			t.Errorf("%s: group %d, want the folder's %d", filepath.Base(p), gid, share)
		}
		if err := fsxtest.ReadAs(t, fsxtest.Nobody, []uint32{share}, p); err != nil {
			t.Errorf("a member of the share's group cannot read %s: %v", filepath.Base(p), err)
		}
		if err := fsxtest.ReadAs(t, fsxtest.Nobody, nil, p); err == nil {
			t.Errorf("a user outside the group reads %s (umask 027)", filepath.Base(p))
		}
	}
}

func TestParseMode(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{"": "umask", "umask": "umask", "0640": "0640", "664": "0664", "0600": "0600"} {
		m, err := ParseMode(in)
		if err != nil || m.String() != want {
			t.Errorf("ParseMode(%q) = %s, %v; want %s", in, m, err, want)
		}
	}
	for _, bad := range []string{"0400", "rw-r-----", "01777", "0999", "0044"} {
		if _, err := ParseMode(bad); err == nil {
			t.Errorf("ParseMode(%q) accepted", bad)
		}
	}
}
