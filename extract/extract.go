package extract

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
)

// Options tune one extraction. The zero value is ready to use.
type Options struct {
	Limits Limits   // zero fields take DefaultLimits
	PDF    *PDFPool // the PDF engine; nil uses the shared DefaultPDFPool
	// Format forces a format instead of detecting it from the content and
	// the file name.
	Format Format
	// Viewer also scans a PDF's pages for what a viewer shows beyond the
	// text layer (annotations, form field values, text in a font that
	// extracts as blanks) into Document.Unread: about half again the time
	// of a PDF's extraction (BENCHMARKS.md), so a memo's check asks for it
	// and a library's sources do not.
	Viewer bool
}

// File reads the file at path and extracts its text. See Bytes.
func File(ctx context.Context, path string, opts Options) (*Document, error) {
	data, err := ReadFile(path, opts.Limits)
	if err != nil {
		return nil, err
	}
	return Bytes(ctx, path, data, opts)
}

// ReadFile reads the file at path as File does: a regular file, at most
// lim.MaxFileSize bytes (a LimitError past it; zero fields of lim take
// DefaultLimits).
func ReadFile(path string, lim Limits) ([]byte, error) {
	lim = lim.withDefaults()
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("%s: cannot open: %w", path, err)
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, fmt.Errorf("%s: cannot stat: %w", path, err)
	}
	if !st.Mode().IsRegular() {
		return nil, fmt.Errorf("%s: not a regular file", path)
	}
	if lim.MaxFileSize >= 0 && st.Size() > lim.MaxFileSize {
		return nil, &LimitError{File: path, Limit: "MaxFileSize", What: fmt.Sprintf("file size %d bytes", st.Size()), Max: lim.MaxFileSize}
	}
	var r io.Reader = f
	if lim.MaxFileSize >= 0 {
		r = io.LimitReader(f, lim.MaxFileSize+1) // the file may grow while read
	}
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, fmt.Errorf("%s: cannot read: %w", path, err)
	}
	return data, nil
}

// Bytes extracts the text of a document held in memory; name is used for
// the format (by extension, when the content does not tell) and in errors.
//
// The format is detected from the content (%PDF-, a zip with
// word/document.xml or content.xml, flat ODF XML), else from the
// extension (.txt, .md). Every error names the file; a panic in a parser
// is recovered and returned as ErrPanic; the document is abandoned when
// ctx is done or Limits.Timeout has passed.
func Bytes(ctx context.Context, name string, data []byte, opts Options) (doc *Document, err error) {
	lim := opts.Limits.withDefaults()
	if lim.MaxFileSize >= 0 && int64(len(data)) > lim.MaxFileSize {
		return nil, &LimitError{File: name, Limit: "MaxFileSize", What: fmt.Sprintf("file size %d bytes", len(data)), Max: lim.MaxFileSize}
	}
	if lim.Timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, lim.Timeout)
		defer cancel()
	}
	defer func() {
		if p := recover(); p != nil {
			doc = nil
			err = fmt.Errorf("%s: %w: %v\n%s", name, ErrPanic, p, firstFrames(debug.Stack()))
		}
	}()
	f := opts.Format
	if f == "" {
		f, err = Detect(name, data)
		if err != nil {
			return nil, err
		}
	}
	var d *draft
	switch f {
	case FormatPDF:
		pool := opts.PDF
		if pool == nil {
			pool, err = DefaultPDFPool()
			if err != nil {
				return nil, docError(name, "PDF engine", err)
			}
		}
		d, err = pool.read(ctx, name, data, lim, opts.Viewer)
	case FormatDOCX:
		d, err = readDOCX(ctx, name, data, lim)
	case FormatODT:
		if looksLikeXML(data) {
			d, err = readFlatODT(ctx, name, data, lim)
		} else {
			d, err = readODT(ctx, name, data, lim)
		}
	case FormatTXT, FormatMD:
		d, err = readText(name, data, f == FormatMD)
	default:
		return nil, docError(name, "", fmt.Errorf("%w: %q", ErrUnsupported, f))
	}
	if err == nil {
		err = ctx.Err()
	}
	if err != nil {
		if errors.Is(err, context.DeadlineExceeded) && lim.Timeout > 0 && !strings.Contains(err.Error(), "Timeout") {
			err = fmt.Errorf("%s: extraction took longer than limit Timeout=%s: %w", name, lim.Timeout, err)
		} else if !strings.Contains(err.Error(), name) {
			err = docError(name, "", err)
		}
		return nil, err
	}
	if doc, err = d.finish(name, f, lim); err != nil {
		return nil, err
	}
	doc.Properties = readProperties(data, f)
	if err := doc.beyondText(ctx, data, f, lim); err != nil {
		return nil, err
	}
	return doc, nil
}

// Detect tells the format of a document from its first bytes and, for
// plain text, its name. It fails on formats extract does not read.
func Detect(name string, data []byte) (Format, error) {
	ext := strings.ToLower(filepath.Ext(name))
	if len(data) == 0 {
		switch ext {
		case ".txt", ".text":
			return FormatTXT, nil
		case ".md", ".markdown":
			return FormatMD, nil
		}
		return "", fmt.Errorf("%s: %w: empty file (0 bytes)", name, ErrCorrupt)
	}
	head := data[:min(len(data), 1024)]
	switch {
	case bytes.Contains(head, []byte("%PDF-")):
		return FormatPDF, nil
	case bytes.HasPrefix(data, []byte("PK\x03\x04")), bytes.HasPrefix(data, []byte("PK\x05\x06")):
		switch {
		case bytes.Contains(data, []byte("word/")) || ext == ".docx" || ext == ".docm" || ext == ".dotx":
			return FormatDOCX, nil
		case bytes.Contains(data, []byte("content.xml")) || ext == ".odt" || ext == ".ott":
			return FormatODT, nil
		}
		return "", fmt.Errorf("%s: %w: a zip archive that is neither DOCX nor ODT", name, ErrUnsupported)
	case bytes.HasPrefix(data, []byte{0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1}):
		return "", fmt.Errorf("%s: %w: legacy binary Word/OLE file (.doc); save it as DOCX or PDF", name, ErrUnsupported)
	case looksLikeXML(data) && bytes.Contains(data[:min(len(data), 4096)], []byte("urn:oasis:names:tc:opendocument:xmlns:office")):
		return FormatODT, nil
	}
	switch ext {
	case ".txt", ".text":
		return FormatTXT, nil
	case ".md", ".markdown":
		return FormatMD, nil
	case ".pdf":
		return "", fmt.Errorf("%s: %w: not a PDF (no %%PDF- header)", name, ErrCorrupt)
	case ".docx", ".odt":
		return "", fmt.Errorf("%s: %w: not a %s (not a zip archive)", name, ErrCorrupt, strings.ToUpper(ext[1:]))
	case ".doc", ".rtf":
		return "", fmt.Errorf("%s: %w: %s files are not read; save it as DOCX or PDF", name, ErrUnsupported, ext)
	case ".fodt":
		return "", fmt.Errorf("%s: %w: not a flat ODF XML document", name, ErrCorrupt)
	}
	return "", fmt.Errorf("%s: %w: unknown file type %q (PDF, DOCX, ODT, TXT and MD are read)", name, ErrUnsupported, ext)
}

func looksLikeXML(data []byte) bool {
	d := bytes.TrimPrefix(data, []byte{0xEF, 0xBB, 0xBF})
	d = bytes.TrimLeft(d[:min(len(d), 64)], " \t\r\n")
	return bytes.HasPrefix(d, []byte("<?xml")) || bytes.HasPrefix(d, []byte("<office:document"))
}

// firstFrames keeps the start of a panic's stack: enough to locate it.
func firstFrames(stack []byte) string {
	lines := strings.Split(string(stack), "\n")
	return strings.Join(lines[:min(len(lines), 16)], "\n")
}
