//go:build unix

package logx

import (
	"fmt"
	"os"
	"syscall"
)

// isJournal reports whether f is the stream systemd connected to the
// journal: JOURNAL_STREAM holds its device and inode ("8:12345").
func isJournal(f *os.File, stream string) bool {
	if stream == "" {
		return false
	}
	fi, err := f.Stat()
	if err != nil {
		return false
	}
	st, ok := fi.Sys().(*syscall.Stat_t)
	return ok && fmt.Sprintf("%d:%d", st.Dev, st.Ino) == stream
}
