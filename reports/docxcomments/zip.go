package docxcomments

import (
	"archive/zip"
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"citeguard/extract"
)

// pkg is a DOCX package opened for the copy.
type pkg struct {
	zr  *zip.Reader
	lim extract.Limits
}

// ErrNotDOCX: the memo is not a WordprocessingML package.
var ErrNotDOCX = errors.New("not a DOCX package")

func openPackage(data []byte, lim extract.Limits) (*pkg, error) {
	if int64(len(data)) > lim.MaxFileSize {
		return nil, fmt.Errorf("the memo is %d bytes, over the limit of %d", len(data), lim.MaxFileSize)
	}
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return nil, fmt.Errorf("%w: not a readable zip archive: %v", ErrNotDOCX, err)
	}
	if len(zr.File) > lim.MaxZipParts {
		return nil, fmt.Errorf("%d zip entries, over the limit of %d", len(zr.File), lim.MaxZipParts)
	}
	seen := map[string]bool{}
	for _, f := range zr.File {
		k := strings.ToLower(f.Name)
		if seen[k] {
			return nil, fmt.Errorf("the zip archive holds %q twice", f.Name)
		}
		seen[k] = true
	}
	return &pkg{zr: zr, lim: lim}, nil
}

// find is the entry of a part (exact name, then case-insensitive).
func (p *pkg) find(part string) *zip.File {
	part = strings.TrimPrefix(part, "/")
	for _, f := range p.zr.File {
		if f.Name == part {
			return f
		}
	}
	for _, f := range p.zr.File {
		if strings.EqualFold(f.Name, part) {
			return f
		}
	}
	return nil
}

// read inflates a part, at most MaxPartSize bytes (the header's size is
// not trusted). A missing part is nil, nil.
func (p *pkg) read(part string) ([]byte, error) {
	f := p.find(part)
	if f == nil {
		return nil, nil
	}
	if f.UncompressedSize64 > uint64(p.lim.MaxPartSize) {
		return nil, fmt.Errorf("zip part %s inflates to %d bytes, over the limit of %d", f.Name, f.UncompressedSize64, p.lim.MaxPartSize)
	}
	rc, err := f.Open()
	if err != nil {
		return nil, fmt.Errorf("zip part %s: %w", f.Name, err)
	}
	defer rc.Close()
	b, err := io.ReadAll(io.LimitReader(rc, p.lim.MaxPartSize+1))
	if err != nil {
		return nil, fmt.Errorf("zip part %s: %w", f.Name, err)
	}
	if int64(len(b)) > p.lim.MaxPartSize {
		return nil, fmt.Errorf("zip part %s inflates to more than the limit of %d bytes", f.Name, p.lim.MaxPartSize)
	}
	return b, nil
}

// write writes the package with the parts in changed replaced (keyed by
// entry name) and the parts in added appended, in order. Every other entry
// is copied as it is stored, compressed bytes and header.
func (p *pkg) write(changed map[string][]byte, added []part) ([]byte, error) {
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, f := range p.zr.File {
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
	for _, f := range p.zr.File {
		if f.Modified.After(t) {
			t = f.Modified
		}
	}
	if t.IsZero() {
		t = time.Date(1980, 1, 1, 0, 0, 0, 0, time.UTC)
	}
	return t
}
