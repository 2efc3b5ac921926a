//go:build !unix

package logx

import "os"

// isJournal: there is no systemd journal outside Unix.
func isJournal(f *os.File, stream string) bool { return false }
