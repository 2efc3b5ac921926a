package watcher

import (
	"archive/zip"
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"citeguard/internal/fsx"
	"citeguard/reports/reportdir"
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

// WriteAtomic writes data to path atomically (fsx.WriteAtomic).
//
// It is kept for programs that import the watcher; new code calls fsx.
func WriteAtomic(path string, data []byte) error { return fsx.WriteAtomic(path, data) }

// freeNameExcept returns a name in dir that no file has yet and, when
// reports is set, no report either (except the job's own report, own), and
// that is not in skip: name, "name (2).ext", "name (3).ext"…
func freeNameExcept(dir, name, reports, own string, skip map[string]bool) string {
	for i := 1; ; i++ {
		cand := reportdir.NumberedName(name, i)
		if skip[cand] || exists(filepath.Join(dir, cand)) {
			continue
		}
		if reports != "" && reportdir.Path(reports, cand) != own && reportdir.Exists(reports, cand) {
			continue
		}
		return cand
	}
}

func exists(p string) bool {
	_, err := os.Lstat(p)
	return err == nil || !errors.Is(err, fs.ErrNotExist)
}
