package check

// Sources handed in with a memo: a folder beside it named after it without
// its extension (Opinia.docx → Opinia.zrodla/) or a ZIP of it
// (Opinia.zrodla.zip). They are read for that memo's check only, as a
// library of their own laid over the firm's (overlay.go); a ZIP is read
// within bounds (its size, its entries, the bytes it unpacks to) and no
// entry may leave the folder it is unpacked into.

import (
	"archive/zip"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"citeguard/internal/handedin"
)

// The bounds of handed-in sources (internal/handedin).
const (
	MaxHandedInFiles = handedin.MaxFiles
	MaxHandedInBytes = handedin.MaxBytes
	MaxHandedInZip   = handedin.MaxZip
	maxHandedInDepth = handedin.MaxDepth
)

// maxUnpacked is MaxHandedInBytes (a test lowers it).
var maxUnpacked int64 = MaxHandedInBytes

// HandedInError says why handed-in sources were not used (the memo is
// then checked against the library alone, and the report says so).
type HandedInError struct {
	Name string // the folder or ZIP, by its name
	Why  string // HandedIn* reasons
}

func (e *HandedInError) Error() string { return e.Name + ": " + e.Why }

// The reasons handed-in sources are refused (reports words them).
const (
	HandedInTooMany    = "too-many-files"
	HandedInTooLarge   = "too-large"
	HandedInBadZip     = "bad-zip"
	HandedInTraversal  = "path-outside"
	HandedInUnreadable = "unreadable"
)

// handedIn opens handed-in sources as a folder the library can read: a
// folder as it is (after its bounds are checked), a ZIP unpacked into a
// new folder in the memo's scratch folder. It returns the folder and the number of files.
func handedIn(src string, tmp *scratch) (string, int, error) {
	name := filepath.Base(src)
	if strings.HasSuffix(src, ".zip") {
		base, err := tmp.get()
		if err != nil {
			return "", 0, err
		}
		parent, err := os.MkdirTemp(base, "zrodla-")
		if err != nil {
			return "", 0, err
		}
		dir := filepath.Join(parent, name) // named as the ZIP: the report names its files so
		if err := os.Mkdir(dir, 0o700); err != nil {
			return "", 0, err
		}
		n, err := unzipBounded(src, dir)
		if err != nil {
			var he *HandedInError
			if errors.As(err, &he) {
				he.Name = name
			}
			return "", 0, err
		}
		return dir, n, nil
	}
	n, err := folderBounds(src)
	if err != nil {
		return "", 0, &HandedInError{Name: name, Why: err.Error()}
	}
	return src, n, nil
}

// folderBounds counts the regular files of a handed-in folder, refusing
// one over the bounds; symbolic links are not followed (nor counted).
func folderBounds(dir string) (int, error) {
	n, total := 0, int64(0)
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return errors.New(HandedInUnreadable)
		}
		rel, _ := filepath.Rel(dir, p)
		if d.IsDir() && strings.Count(rel, string(filepath.Separator)) >= maxHandedInDepth {
			return errors.New(HandedInTooMany)
		}
		if !d.Type().IsRegular() {
			return nil
		}
		fi, err := d.Info()
		if err != nil {
			return errors.New(HandedInUnreadable)
		}
		n++
		total += fi.Size()
		switch {
		case n > MaxHandedInFiles:
			return errors.New(HandedInTooMany)
		case total > MaxHandedInBytes:
			return errors.New(HandedInTooLarge)
		}
		return nil
	})
	return n, err
}

// unzipBounded unpacks a ZIP into dir: at most MaxHandedInFiles entries
// and MaxHandedInBytes unpacked (counted as they are read, whatever the
// headers claim), each entry a local path inside dir; folders and
// symbolic links are not unpacked.
func unzipBounded(src, dir string) (int, error) {
	bad := func(why string) error { return &HandedInError{Why: why} }
	fi, err := os.Stat(src)
	if err != nil {
		return 0, bad(HandedInUnreadable)
	}
	if fi.Size() > MaxHandedInZip {
		return 0, bad(HandedInTooLarge)
	}
	zr, err := zip.OpenReader(src)
	if err != nil {
		return 0, bad(HandedInBadZip)
	}
	defer zr.Close()
	if len(zr.File) > MaxHandedInFiles {
		return 0, bad(HandedInTooMany)
	}
	left := maxUnpacked
	n := 0
	for _, f := range zr.File {
		name := filepath.FromSlash(f.Name)
		if !filepath.IsLocal(name) || strings.Contains(f.Name, `\`) || strings.Count(f.Name, "/") > maxHandedInDepth {
			return 0, bad(HandedInTraversal)
		}
		if !f.Mode().IsRegular() {
			continue // a folder, a symbolic link
		}
		written, err := unzipEntry(f, filepath.Join(dir, name), left)
		if err != nil {
			return 0, err
		}
		left -= written
		n++
	}
	return n, nil
}

// unzipEntry writes one entry, at most left bytes.
func unzipEntry(f *zip.File, dst string, left int64) (int64, error) {
	rc, err := f.Open()
	if err != nil {
		return 0, &HandedInError{Why: HandedInBadZip}
	}
	defer rc.Close()
	if err := os.MkdirAll(filepath.Dir(dst), 0o700); err != nil {
		return 0, err
	}
	out, err := os.OpenFile(dst, os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o600)
	if err != nil {
		return 0, &HandedInError{Why: HandedInTraversal} // two entries of one name, or a path through a file
	}
	written, err := io.Copy(out, io.LimitReader(rc, left+1))
	if cerr := out.Close(); err == nil {
		err = cerr
	}
	switch {
	case written > left:
		os.Remove(dst) // never more than the bound on disk
		return 0, &HandedInError{Why: HandedInTooLarge}
	case err != nil:
		return 0, &HandedInError{Why: HandedInBadZip}
	}
	return written, nil
}
