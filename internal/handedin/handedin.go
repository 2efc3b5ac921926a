// Package handedin names the sources handed in with a memo: a folder
// beside it named after it without its extension (Opinia.docx →
// Opinia.zrodla/) or a ZIP of that name (Opinia.zrodla.zip). check reads
// them for that memo's check; the daemon (watcher) lets them settle with
// the memo, hands them to the check in an inbox, ignores them in a gate
// and archives them with the report. Names only: no package of the
// pipeline is imported.
package handedin

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// The suffixes of handed-in sources after the memo's name without its
// extension: a folder, a ZIP.
const (
	DirSuffix = ".zrodla"
	ZipSuffix = DirSuffix + ".zip"
)

// Name reports whether a file or folder name is one of handed-in sources
// (never a memo itself).
func Name(name string) bool {
	l := strings.ToLower(name)
	return strings.HasSuffix(l, DirSuffix) || strings.HasSuffix(l, ZipSuffix)
}

// Stem is the memo's path without its extension.
func Stem(memo string) string { return strings.TrimSuffix(memo, filepath.Ext(memo)) }

// Beside returns the handed-in sources of the memo at path: the folder or
// the ZIP beside it ("" when there is none; the folder first). A symbolic
// link is not taken for either.
func Beside(memo string) string {
	stem := Stem(memo)
	if fi, err := os.Lstat(stem + DirSuffix); err == nil && fi.IsDir() {
		return stem + DirSuffix
	}
	if fi, err := os.Lstat(stem + ZipSuffix); err == nil && fi.Mode().IsRegular() {
		return stem + ZipSuffix
	}
	return ""
}

// State describes handed-in sources as they are now — the number of
// files, their bytes and the newest modification — so that a memo waits
// until they stop changing ("" when there are none). At most maxFiles
// files are looked at.
func State(src string, maxFiles int) string {
	if src == "" {
		return ""
	}
	n, size, newest := 0, int64(0), int64(0)
	filepath.WalkDir(src, func(_ string, d fs.DirEntry, err error) error {
		if err != nil || n > maxFiles {
			return filepath.SkipAll
		}
		if fi, err := d.Info(); err == nil {
			n++
			size += fi.Size()
			newest = max(newest, fi.ModTime().UnixNano())
		}
		return nil
	})
	return fmt.Sprintf("%d/%d/%d", n, size, newest)
}

// The bounds of handed-in sources.
const (
	MaxFiles = 500       // files of a folder or entries of a ZIP
	MaxBytes = 256 << 20 // bytes of a folder, or that a ZIP unpacks to
	MaxZip   = 128 << 20 // bytes of the ZIP file itself
	MaxDepth = 8         // folder levels
)
