package check

import (
	"context"
	"fmt"
	"path/filepath"

	"citeguard/extract"
	"citeguard/internal/filetype"
	"citeguard/internal/soffice"
)

// Converters of legacy memos (Config.Convert).
const (
	ConvertNone    = ""        // a .doc/.rtf memo is refused with „zapisz jako .docx”
	ConvertSoffice = "soffice" // LibreOffice converts it to .docx first
)

// DefaultConvertTimeout bounds one LibreOffice conversion.
const DefaultConvertTimeout = soffice.DefaultTimeout

// ConvertError is a legacy memo (Word 97–2003, RTF) that could not be
// turned into .docx: no converter configured or installed (Missing), or
// the conversion failed.
type ConvertError struct {
	Kind    filetype.Kind
	Missing bool
	Err     error
}

func (e *ConvertError) Error() string {
	if e.Missing {
		return fmt.Sprintf("a legacy %s document: not read without a converter (convert: soffice, with LibreOffice installed)", e.Kind)
	}
	return fmt.Sprintf("converting a legacy %s document with LibreOffice: %v", e.Kind, e.Err)
}

func (e *ConvertError) Unwrap() error { return e.Err }

// FindSoffice returns LibreOffice's soffice program; "" when not installed.
func FindSoffice() string { return soffice.Find() }

// readMemo reads a memo, converting a legacy Word or RTF document first
// when the checker has a converter: what Check and the daemon read.
func (c *Checker) readMemo(ctx context.Context, path string) (*MemoInput, error) {
	kind, _ := filetype.SniffFile(path)
	if !kind.Legacy() {
		return ReadMemo(ctx, path, c.extractOpts(), c.pdf)
	}
	if c.convert != ConvertSoffice || c.soffice == "" {
		return nil, &ConvertError{Kind: kind, Missing: true}
	}
	ext := ".doc"
	if kind == filetype.RTF {
		ext = ".rtf"
	}
	conv := soffice.Converter{Program: c.soffice, Timeout: c.convertTimeout, Log: c.log}
	var memo *MemoInput
	var err error
	if cerr := conv.ToDOCX(ctx, path, ext, func(docx string) {
		c.log.Info("legacy memo converted to .docx by LibreOffice", "memo", filepath.Base(path), "format", kind)
		memo, err = ReadMemo(ctx, docx, c.extractOpts(), c.pdf)
	}); cerr != nil {
		return nil, &ConvertError{Kind: kind, Err: cerr}
	}
	if memo != nil {
		memo.converted()
	}
	if err == nil && memo != nil && kind == filetype.RTF {
		// LibreOffice recomputes fields; Word shows their stored results.
		err = rtfFieldsUnread(ctx, path, memo.Doc, c.limits)
	}
	return memo, err
}

// setConverter takes the converter of opts: soffice must be installed when
// asked for (a warning, not an error: the daemon still serves .docx and
// .pdf memos; legacy ones are refused with the hint).
func (c *Checker) setConverter(opts Config) error {
	c.convert, c.convertTimeout = opts.Convert, opts.ConvertTimeout
	if c.convertTimeout <= 0 {
		c.convertTimeout = DefaultConvertTimeout
	}
	switch opts.Convert {
	case ConvertNone:
	case ConvertSoffice:
		if c.soffice = FindSoffice(); c.soffice == "" {
			c.log.Warn("convert: soffice, but LibreOffice is not installed: .doc and .rtf memos are refused with „zapisz jako .docx”")
		}
	default:
		return fmt.Errorf("convert %q: use soffice or leave it empty", opts.Convert)
	}
	return nil
}

// extractOpts are the extraction options of a memo.
func (c *Checker) extractOpts() extract.Options {
	return extract.Options{Limits: c.limits, Viewer: true}
}
