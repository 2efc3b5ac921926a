//go:build linux

package fsx

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strconv"

	"golang.org/x/sys/unix"
)

// HeldForWriting reports whether another open file description (in this or
// any other process) has f's file open for writing. First a read lease: the
// kernel grants one only while nobody has the file open for writing (it
// needs the file's owner or CAP_LEASE, and a local filesystem). Where the
// lease is refused for another reason, the open files of every process this
// one may inspect are looked at (/proc/<pid>/fd). known is false when
// neither could tell (a network filesystem seen by an unprivileged daemon):
// then only the stability of the file and a second hash protect.
func HeldForWriting(f *os.File, id Ident) (held, known bool) {
	fd := int(f.Fd())
	_, err := unix.FcntlInt(uintptr(fd), unix.F_SETLEASE, unix.F_RDLCK)
	switch {
	case err == nil:
		unix.FcntlInt(uintptr(fd), unix.F_SETLEASE, unix.F_UNLCK)
		return false, true
	case errors.Is(err, unix.EAGAIN) || errors.Is(err, unix.EBUSY):
		return true, true
	}
	return procWriters(id)
}

// procWriters scans /proc/*/fd for a descriptor of the file (device and
// inode) opened for writing. known is false when no process but our own
// could be inspected.
func procWriters(id Ident) (held, known bool) {
	procs, err := os.ReadDir("/proc")
	if err != nil {
		return false, false
	}
	self := os.Getpid()
	others := 0
	for _, p := range procs {
		pid, err := strconv.Atoi(p.Name())
		if err != nil {
			continue
		}
		dir := filepath.Join("/proc", p.Name(), "fd")
		fds, err := os.ReadDir(dir)
		if err != nil {
			continue
		}
		if pid != self {
			others++
		}
		for _, e := range fds {
			var st unix.Stat_t
			if unix.Stat(filepath.Join(dir, e.Name()), &st) != nil || uint64(st.Ino) != id.Ino || uint64(st.Dev) != id.Dev {
				continue
			}
			if fdWritable(filepath.Join("/proc", p.Name(), "fdinfo", e.Name())) {
				return true, true
			}
		}
	}
	return false, others > 0
}

// fdWritable reads the flags of /proc/<pid>/fdinfo/<fd>.
func fdWritable(fdinfo string) bool {
	b, err := os.ReadFile(fdinfo)
	if err != nil {
		return false
	}
	for _, line := range bytes.Split(b, []byte("\n")) {
		if v, ok := bytes.CutPrefix(line, []byte("flags:")); ok {
			flags, err := strconv.ParseUint(string(bytes.TrimSpace(v)), 8, 64)
			return err == nil && flags&unix.O_ACCMODE != unix.O_RDONLY
		}
	}
	return false
}
