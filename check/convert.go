package check

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"time"

	"citeguard/extract"
	"citeguard/internal/filetype"
)

// Converters of legacy memos (Config.Convert).
const (
	ConvertNone    = ""        // a .doc/.rtf memo is refused with „zapisz jako .docx”
	ConvertSoffice = "soffice" // LibreOffice converts it to .docx first
)

// DefaultConvertTimeout bounds one LibreOffice conversion.
const DefaultConvertTimeout = time.Minute

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

// FindSoffice returns LibreOffice's soffice program: on the PATH, or where
// its installer puts it on Windows and macOS; "" when not installed.
func FindSoffice() string {
	if p, err := exec.LookPath("soffice"); err == nil {
		return p
	}
	var known []string
	switch runtime.GOOS {
	case "windows":
		for _, env := range []string{"ProgramFiles", "ProgramFiles(x86)"} {
			if d := os.Getenv(env); d != "" {
				known = append(known, filepath.Join(d, "LibreOffice", "program", "soffice.exe"))
			}
		}
	case "darwin":
		known = append(known, "/Applications/LibreOffice.app/Contents/MacOS/soffice")
	}
	for _, p := range known {
		if _, err := os.Stat(p); err == nil {
			return p
		}
	}
	return ""
}

// convertToDOCX converts a legacy document to .docx with LibreOffice in a
// temp folder of its own (a copy of the memo, a private LibreOffice
// profile, so conversions never share state or touch the inbox), bounded
// by timeout. It returns the .docx and a cleanup that removes the folder.
func convertToDOCX(ctx context.Context, soffice, path string, kind filetype.Kind, timeout time.Duration) (string, func(), error) {
	dir, err := os.MkdirTemp("", "citeguard-convert-")
	if err != nil {
		return "", nil, err
	}
	cleanup := func() { os.RemoveAll(dir) }
	ext := ".doc"
	if kind == filetype.RTF {
		ext = ".rtf"
	}
	in := filepath.Join(dir, "memo"+ext)
	if err := copyFile(path, in); err != nil {
		cleanup()
		return "", nil, err
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	profile := "file:///" + strings.TrimPrefix(filepath.ToSlash(filepath.Join(dir, "profile")), "/")
	cmd := exec.CommandContext(ctx, soffice, "--headless", "--norestore", "--nolockcheck", "--nodefault",
		"-env:UserInstallation="+profile, "--convert-to", "docx", "--outdir", filepath.Join(dir, "out"), in)
	cmd.Dir = dir
	killGroup(cmd) // soffice starts soffice.bin: a timeout ends both
	out, err := cmd.CombinedOutput()
	if ctx.Err() == context.DeadlineExceeded {
		cleanup()
		return "", nil, fmt.Errorf("no result within %s", timeout)
	}
	docx := filepath.Join(dir, "out", "memo.docx")
	if _, serr := os.Stat(docx); err != nil || serr != nil {
		cleanup()
		msg := strings.TrimSpace(string(out))
		if len(msg) > 300 {
			msg = msg[:300] + "…"
		}
		return "", nil, errors.Join(err, serr, fmt.Errorf("soffice said: %q", msg))
	}
	return docx, cleanup, nil
}

func copyFile(src, dst string) error {
	data, err := os.ReadFile(src)
	if err != nil {
		return err
	}
	return os.WriteFile(dst, data, 0o600)
}

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
	docx, cleanup, err := convertToDOCX(ctx, c.soffice, path, kind, c.convertTimeout)
	if err != nil {
		return nil, &ConvertError{Kind: kind, Err: err}
	}
	defer cleanup()
	c.log.Info("legacy memo converted to .docx by LibreOffice", "memo", filepath.Base(path), "format", kind)
	memo, err := ReadMemo(ctx, docx, c.extractOpts(), c.pdf)
	if memo != nil {
		memo.converted()
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
func (c *Checker) extractOpts() extract.Options { return extract.Options{Limits: c.limits} }
