//go:build !linux

package fsx

import (
	"os"
	"runtime"
)

// HeldForWriting: on Windows OpenRegular already fails while a writer holds
// the file (no FILE_SHARE_WRITE), so a file it opened has none. Elsewhere
// there is no way to tell; the stability of the file and a second hash
// protect.
func HeldForWriting(f *os.File, id Ident) (held, known bool) {
	return false, runtime.GOOS == "windows"
}
