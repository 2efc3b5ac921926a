package soffice

import (
	"context"
	_ "embed"
	"errors"
	"fmt"
	"log/slog"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"
)

// DefaultTimeout bounds one conversion when Converter.Timeout is 0.
const DefaultTimeout = time.Minute

// tempPrefix names each conversion's temp folder (in os.TempDir()).
const tempPrefix = "citeguard-convert-"

//go:embed registrymodifications.xcu
var profileSettings []byte

// Converter converts documents with LibreOffice's soffice, one temp folder
// and one profile per conversion; it is safe for concurrent use.
type Converter struct {
	Program string        // soffice (Find)
	Timeout time.Duration // one conversion; 0: DefaultTimeout
	Log     *slog.Logger  // nil: slog.Default()
}

// ToDOCX converts the document at src to .docx and calls read with the
// converted file's path; everything the conversion wrote is removed when
// ToDOCX returns, whatever happened (read must not keep the path). ext
// (".doc", ".rtf") names the copy LibreOffice opens. The error is the
// conversion's: read is not called when it is not nil.
func (c *Converter) ToDOCX(ctx context.Context, src, ext string, read func(docx string)) error {
	dir, err := os.MkdirTemp("", tempPrefix)
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	in := filepath.Join(dir, "memo"+ext)
	if err := prepare(dir, src, in); err != nil {
		return err
	}
	timeout := c.Timeout
	if timeout <= 0 {
		timeout = DefaultTimeout
	}
	cctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	said, err := os.Create(filepath.Join(dir, "said.txt")) // a file, not a pipe: no wait for stragglers
	if err != nil {
		return err
	}
	defer said.Close()
	err = runTree(cctx, func() *exec.Cmd {
		cmd := exec.Command(c.Program, "--headless", "--norestore", "--nolockcheck", "--nodefault",
			"-env:UserInstallation="+fileURL(filepath.Join(dir, "profile")),
			"--convert-to", "docx", "--outdir", filepath.Join(dir, "out"), in)
		cmd.Dir = dir
		tmp := filepath.Join(dir, "tmp") // LibreOffice's own temp files go with the folder
		cmd.Env = append(os.Environ(), "TMPDIR="+tmp, "TMP="+tmp, "TEMP="+tmp)
		cmd.Stdout, cmd.Stderr = said, said
		return cmd
	}, dir, c.logger())
	switch {
	case ctx.Err() != nil:
		return fmt.Errorf("conversion stopped: %w", ctx.Err())
	case cctx.Err() != nil:
		return fmt.Errorf("no result within %s: %w", timeout, cctx.Err())
	}
	docx := filepath.Join(dir, "out", "memo.docx")
	if _, serr := os.Stat(docx); err != nil || serr != nil {
		return errors.Join(err, serr, fmt.Errorf("soffice said: %q", head(said, 300)))
	}
	read(docx)
	return nil
}

func (c *Converter) logger() *slog.Logger {
	if c.Log != nil {
		return c.Log
	}
	return slog.Default()
}

// prepare lays out a conversion's folder: the memo's copy in, the profile
// with its settings, the output and temp folders.
func prepare(dir, src, in string) error {
	data, err := os.ReadFile(src)
	if err != nil {
		return err
	}
	if err := os.WriteFile(in, data, 0o600); err != nil {
		return err
	}
	user := filepath.Join(dir, "profile", "user")
	for _, d := range []string{user, filepath.Join(dir, "out"), filepath.Join(dir, "tmp")} {
		if err := os.MkdirAll(d, 0o700); err != nil {
			return err
		}
	}
	return os.WriteFile(filepath.Join(user, "registrymodifications.xcu"), profileSettings, 0o600)
}

// fileURL is the file: URL of an absolute path, escaped (a temp folder
// under a user name with Polish letters or spaces).
func fileURL(path string) string {
	p := filepath.ToSlash(path)
	if !strings.HasPrefix(p, "/") {
		p = "/" + p // C:/Users/… on Windows
	}
	return (&url.URL{Scheme: "file", Path: p}).String()
}

// head is the start of what f holds, at most max bytes, trimmed.
func head(f *os.File, max int) string {
	b := make([]byte, max)
	n, _ := f.ReadAt(b, 0)
	return strings.TrimSpace(string(b[:n]))
}
