package fsx

import (
	"path/filepath"
	"strings"
)

// Hidden reports whether a file in a watched folder is hidden and must be
// left alone: a dot name anywhere, and on Windows also the hidden or system
// attribute (Office's ~$ lock files, Explorer's thumbs, what a user hid).
func Hidden(path string) bool {
	return strings.HasPrefix(filepath.Base(path), ".") || hiddenAttr(path)
}

// volumeOf splits a Windows path into its volume: a UNC share
// (\\server\share, also \\?\UNC\server\share and //server/share) with unc
// true, or a drive letter ("C:"). It works on any system (tests run it on
// Linux), reading the path as Windows writes it.
func volumeOf(p string) (vol string, unc bool) {
	s := strings.ReplaceAll(p, "/", `\`)
	switch {
	case strings.HasPrefix(strings.ToUpper(s), `\\?\UNC\`):
		s = `\\` + s[len(`\\?\UNC\`):]
	case strings.HasPrefix(s, `\\?\`) || strings.HasPrefix(s, `\\.\`):
		s = s[4:] // \\?\C:\… is the drive's long form
	}
	if strings.HasPrefix(s, `\\`) {
		parts := strings.SplitN(s[2:], `\`, 3)
		if len(parts) < 2 || parts[0] == "" || parts[1] == "" {
			return "", false
		}
		return `\\` + parts[0] + `\` + parts[1], true
	}
	if len(s) >= 2 && s[1] == ':' && ('a' <= s[0]|0x20 && s[0]|0x20 <= 'z') {
		return strings.ToUpper(s[:2]), false
	}
	return "", false
}
