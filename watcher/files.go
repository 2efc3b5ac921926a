package watcher

import (
	"archive/zip"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// ignored reports whether a file name is never touched: hidden files and the
// configured patterns (lock files, partial downloads).
func (c *Config) ignored(name string) bool {
	if strings.HasPrefix(name, ".") {
		return true
	}
	for _, p := range c.Ignore {
		if ok, _ := filepath.Match(p, name); ok {
			return true
		}
		// Match case-insensitively too: THUMBS.DB, Desktop.ini.
		if ok, _ := filepath.Match(strings.ToLower(p), strings.ToLower(name)); ok {
			return true
		}
	}
	return false
}

// allowed reports whether a file name has a memo extension.
func (c *Config) allowed(name string) bool {
	ext := strings.ToLower(filepath.Ext(name))
	for _, e := range c.Extensions {
		if ext == e {
			return true
		}
	}
	return false
}

// errIncomplete means the file is not whole yet (still being copied, or
// truncated for good).
var errIncomplete = errors.New("incomplete")

// complete checks that a settled file is whole: a PDF ends with %%EOF (within
// its last 2 KB, as trailing garbage is common), a DOCX/ODT is a zip whose
// central directory is readable. Other formats cannot be checked.
func complete(path string, size int64) error {
	ext := strings.ToLower(filepath.Ext(path))
	if ext != ".pdf" && ext != ".docx" && ext != ".odt" {
		return nil
	}
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	switch ext {
	case ".pdf":
		n := min(size, 2048)
		buf := make([]byte, n)
		if _, err := f.ReadAt(buf, size-n); err != nil && err != io.EOF {
			return err
		}
		if !bytes.Contains(buf, []byte("%%EOF")) {
			return fmt.Errorf("%w: no %%%%EOF at the end of the PDF", errIncomplete)
		}
	default:
		if _, err := zip.NewReader(f, size); err != nil {
			return fmt.Errorf("%w: the zip directory of the document is missing or damaged (%v)", errIncomplete, err)
		}
	}
	return nil
}

// hashFile returns the SHA-256 of a file, hex.
func hashFile(path string) (string, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "", err
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// WriteAtomic writes data to path by a temp file in the same folder, fsync,
// rename: readers see the old file or the whole new one, never a part.
func WriteAtomic(path string, data []byte) error {
	tmp, err := writeTemp(path, data)
	if err != nil {
		return err
	}
	if err := os.Rename(tmp, path); err != nil {
		os.Remove(tmp)
		return err
	}
	syncDir(filepath.Dir(path))
	return nil
}

// writeAtomicPair writes two files atomically (each via a synced temp file
// and a rename, in order) with one sync of their common folder.
func writeAtomicPair(p1 string, d1 []byte, p2 string, d2 []byte) error {
	t1, err := writeTemp(p1, d1)
	if err != nil {
		return err
	}
	t2, err := writeTemp(p2, d2)
	if err != nil {
		os.Remove(t1)
		return err
	}
	if err := os.Rename(t1, p1); err != nil {
		os.Remove(t1)
		os.Remove(t2)
		return err
	}
	if err := os.Rename(t2, p2); err != nil {
		os.Remove(t2)
		return err
	}
	syncDirShared(filepath.Dir(p2))
	return nil
}

// writeTemp writes data to a synced hidden temp file beside path and
// returns its name.
func writeTemp(path string, data []byte) (string, error) {
	dir, base := filepath.Split(path)
	f, err := os.CreateTemp(dir, "."+base+".tmp-*")
	if err != nil {
		return "", err
	}
	if err := writeSyncClose(f, data); err != nil {
		os.Remove(f.Name())
		return "", err
	}
	return f.Name(), nil
}

// writeSyncClose writes data to f, fsyncs and closes it; the first error
// wins, and f is closed either way.
func writeSyncClose(f *os.File, data []byte) error {
	_, err := f.Write(data)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// freeNameExcept returns a name in dir that no file has yet and, when
// reports is set, no report either (except the job's own report, own), and
// that is not in skip: name, "name (2).ext", "name (3).ext"…
func freeNameExcept(dir, name, reports, own string, skip map[string]bool) string {
	ext := filepath.Ext(name)
	stem := strings.TrimSuffix(name, ext)
	for i := 1; ; i++ {
		cand := name
		if i > 1 {
			cand = fmt.Sprintf("%s (%d)%s", stem, i, ext)
		}
		if skip[cand] || exists(filepath.Join(dir, cand)) {
			continue
		}
		if reports != "" && filepath.Join(reports, cand+".md") != own && (exists(filepath.Join(reports, cand+".md")) || exists(filepath.Join(reports, cand+".json"))) {
			continue
		}
		return cand
	}
}

func exists(p string) bool {
	_, err := os.Lstat(p)
	return err == nil || !errors.Is(err, fs.ErrNotExist)
}

// errExists: the destination is taken; moves never overwrite.
var errExists = errors.New("destination exists")

// moveNoReplace moves src to dst without ever overwriting dst. On one volume
// it is a hard link + unlink (atomic no-replace) or, where links are not
// supported, a checked rename; across volumes (EXDEV) it copies, fsyncs,
// verifies the copy's SHA-256 against the source and only then deletes it.
func moveNoReplace(src, dst string) error {
	if exists(dst) {
		return errExists
	}
	if fi, err := os.Lstat(src); err == nil && fi.Mode()&fs.ModeSymlink == 0 {
		if err := os.Link(src, dst); err == nil {
			// The destination is made durable; the unlink need not be: after a
			// crash the job finds both, compares hashes and removes its copy.
			syncDirShared(filepath.Dir(dst))
			return os.Remove(src)
		} else if errors.Is(err, fs.ErrExist) {
			return errExists
		} else if isCrossDevice(err) {
			return copyVerifyDelete(src, dst)
		}
	}
	if err := os.Rename(src, dst); err != nil {
		if isCrossDevice(err) {
			return copyVerifyDelete(src, dst)
		}
		return err
	}
	syncDir(filepath.Dir(dst))
	return nil
}

func copyVerifyDelete(src, dst string) error {
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.OpenFile(dst, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if err != nil {
		if errors.Is(err, fs.ErrExist) {
			return errExists
		}
		return err
	}
	h := sha256.New()
	_, err = io.Copy(io.MultiWriter(out, h), in)
	if err == nil {
		err = out.Sync()
	}
	if cerr := out.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(dst)
		return fmt.Errorf("copy across volumes: %w", err)
	}
	want := hex.EncodeToString(h.Sum(nil))
	got, err := hashFile(dst)
	if err != nil || got != want {
		os.Remove(dst)
		return fmt.Errorf("copy across volumes: the copy differs from the original (%v)", err)
	}
	syncDir(filepath.Dir(dst))
	in.Close()
	if err := os.Remove(src); err != nil {
		return err
	}
	syncDir(filepath.Dir(src))
	return nil
}
