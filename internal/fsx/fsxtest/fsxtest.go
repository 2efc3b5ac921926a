//go:build linux

// Package fsxtest helps tests check what people can do with the files
// citeguard writes: read them as another user, under a given umask.
package fsxtest

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"syscall"
	"testing"
)

// Nobody is the user (and group) id of the "nobody" account the tests read
// as: a user who is neither the daemon's nor in its groups.
const Nobody = 65534

// CanTestAsOtherUser skips t unless the test runs as root on Linux, where
// it may run a command as another user.
func CanTestAsOtherUser(t testing.TB) {
	t.Helper()
	if os.Geteuid() != 0 {
		t.Skip("reading as another user needs root (the test runs as uid " + strconv.Itoa(os.Geteuid()) + ")")
	}
	if _, err := exec.LookPath("cat"); err != nil {
		t.Skip("no cat command to read as another user")
	}
}

// ReadAs reads path with cat as user uid with the given groups; it returns
// cat's error (a permission error exits 1).
func ReadAs(t testing.TB, uid uint32, groups []uint32, path string) error {
	t.Helper()
	cmd := exec.Command("cat", path)
	cmd.SysProcAttr = sysProcAttr(uid, groups)
	return cmd.Run()
}

// OpenToOthers makes every folder from dir up to the root enterable by
// others (t.TempDir's folders are 0700), so only the file's own mode
// decides who reads it.
func OpenToOthers(t testing.TB, dir string) {
	t.Helper()
	for d := dir; d != filepath.Dir(d); d = filepath.Dir(d) {
		fi, err := os.Stat(d)
		if err != nil {
			t.Fatal(err)
		}
		if fi.Mode().Perm()&0o001 == 0 {
			if err := os.Chmod(d, fi.Mode().Perm()|0o011); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// WithUmask runs fn with the process's umask set to mask. The umask is the
// whole process's: call it only from a test that is not parallel.
func WithUmask(mask int, fn func()) {
	old := syscall.Umask(mask)
	defer syscall.Umask(old)
	fn()
}

func sysProcAttr(uid uint32, groups []uint32) *syscall.SysProcAttr {
	if groups == nil {
		groups = []uint32{}
	}
	return &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: uid, Gid: Nobody, Groups: groups}}
}
