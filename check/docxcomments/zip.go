package docxcomments

import (
	"archive/zip"
	"bytes"
	"errors"
	"fmt"
	"strings"
	"time"

	"citeguard/extract"
)

// pkg is a DOCX package opened for the copy, through extract's reader (the
// same limits and zip-bomb guard as the memo's extraction).
type pkg struct {
	*extract.Package
	lim extract.Limits
}

// ErrNotDOCX: the memo is not a WordprocessingML package.
var ErrNotDOCX = errors.New("not a DOCX package")

func openPackage(name string, data []byte, lim extract.Limits) (*pkg, error) {
	if int64(len(data)) > lim.MaxFileSize {
		return nil, fmt.Errorf("the memo is %d bytes, over the limit of %d", len(data), lim.MaxFileSize)
	}
	p, err := extract.OpenPackage(name, data, lim)
	if errors.Is(err, extract.ErrCorrupt) {
		return nil, fmt.Errorf("%w: %v", ErrNotDOCX, err)
	}
	if err != nil {
		return nil, err
	}
	// Two entries of one name (in any case): which one a word processor
	// reads is not known, so no copy is made of such a package.
	seen := map[string]bool{}
	for _, f := range p.Files() {
		k := strings.ToLower(f.Name)
		if seen[k] {
			return nil, fmt.Errorf("the zip archive holds %q twice", f.Name)
		}
		seen[k] = true
	}
	return &pkg{Package: p, lim: lim}, nil
}

// write writes the package with the parts in changed replaced (keyed by
// entry name) and the parts in added appended, in order. Every other entry
// is copied as it is stored, compressed bytes and header.
func (p *pkg) write(changed map[string][]byte, added []part) ([]byte, error) {
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, f := range p.Files() {
		b, ok := changed[f.Name]
		if !ok {
			if err := zw.Copy(f); err != nil {
				return nil, fmt.Errorf("copying zip entry %s: %w", f.Name, err)
			}
			continue
		}
		if err := writeEntry(zw, f.Name, f.Modified, b); err != nil {
			return nil, err
		}
	}
	for _, a := range added {
		if err := writeEntry(zw, a.name, p.newest(), a.data); err != nil {
			return nil, err
		}
	}
	if err := zw.Close(); err != nil {
		return nil, fmt.Errorf("writing the zip archive: %w", err)
	}
	return buf.Bytes(), nil
}

// part is a part added to the package.
type part struct {
	name string
	data []byte
}

func writeEntry(zw *zip.Writer, name string, mod time.Time, b []byte) error {
	h := &zip.FileHeader{Name: name, Method: zip.Deflate, Modified: mod}
	w, err := zw.CreateHeader(h)
	if err == nil {
		_, err = w.Write(b)
	}
	if err != nil {
		return fmt.Errorf("writing zip entry %s: %w", name, err)
	}
	return nil
}

// newest is the latest modification time of the package's entries (the
// time an added part carries, so the copy is the same for the same memo).
func (p *pkg) newest() time.Time {
	var t time.Time
	for _, f := range p.Files() {
		if f.Modified.After(t) {
			t = f.Modified
		}
	}
	if t.IsZero() {
		t = time.Date(1980, 1, 1, 0, 0, 0, 0, time.UTC)
	}
	return t
}
