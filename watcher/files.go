package watcher

import (
	"archive/zip"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"citeguard/extract/pdfcomplete"
	"citeguard/internal/filetype"
	"citeguard/internal/fsx"
	"citeguard/internal/handedin"
)

// ignored reports whether a file name is never touched: hidden files and the
// configured patterns (lock files, partial downloads).
func (c *Config) ignored(name string) bool {
	if strings.HasPrefix(name, ".") || handedin.Name(name) { // handedin.go: a memo's sources, never a memo
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
	if c.Convert != "" && (ext == ".doc" || ext == ".rtf") {
		return true // LibreOffice converts them
	}
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

// complete checks that the settled file name beneath d is whole: no other program holds it
// open for writing (where the system can tell: see heldForWriting), and a
// PDF, DOCX or ODT is complete (see completeFile). A file that is not a
// regular file is never opened.
func complete(d *fsx.Dir, name string) error {
	f, id, err := d.OpenFile(name)
	if errors.Is(err, fsx.ErrHeldForWriting) {
		return fmt.Errorf("%w: %w", errIncomplete, err)
	}
	if err != nil {
		return err
	}
	defer f.Close()
	if held, _ := fsx.HeldForWriting(f, id); held {
		return fmt.Errorf("%w: %w", errIncomplete, fsx.ErrHeldForWriting)
	}
	return completeFile(f, id.Size, name)
}

// completeFile checks that the open file f of size bytes, named name, is
// whole: a PDF by pdfcomplete.Check, a DOCX/ODT by a readable zip directory.
// Other formats cannot be checked.
func completeFile(f io.ReaderAt, size int64, name string) error {
	head := make([]byte, min(size, filetype.HeadSize))
	if n, _ := f.ReadAt(head, 0); filetype.Sniff(head[:n]).Legacy() {
		// A Word 97–2003 or RTF document, whatever its name: the checker
		// converts it or says „zapisz jako .docx” — never a 10-minute wait
		// for a zip directory it will not get.
		return nil
	}
	switch strings.ToLower(filepath.Ext(name)) {
	case ".pdf":
		if err := pdfcomplete.Check(f, size); errors.Is(err, pdfcomplete.ErrIncomplete) {
			return fmt.Errorf("%w: %w", errIncomplete, err)
		} else if err != nil {
			return err
		}
	case ".docx", ".odt":
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
