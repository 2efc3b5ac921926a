package check

// A memo's check with sources beyond the library: the ones handed in with
// it (handedin.go) and the ones the public registers hold (online.go),
// each laid over the library for that memo only (overlay.go).

import (
	"context"
	"errors"
	"os"
	"path/filepath"

	"citeguard/internal/handedin"
	"citeguard/reports"
)

// withSources reports whether the checker reads sources beyond the library.
func (c *Checker) withSources() bool { return c.online != nil || c.handedIn }

// checkWithSources checks a memo with the sources handed in beside it and
// the public registers' answers. Whatever of them fails, the memo is
// checked against the library as without them, and the report says what
// was not used.
func (c *Checker) checkWithSources(ctx context.Context, path string) (*reports.Memo, error) {
	var src reports.Sources
	tmp := &scratch{}
	defer tmp.remove()
	var dirs []string
	beside := ""
	if c.handedIn { // looked for only when read
		beside = handedin.Beside(path)
	}
	if beside != "" {
		src.HandedIn = filepath.Base(beside)
		dir, n, err := handedIn(beside, tmp)
		var he *HandedInError
		switch {
		case errors.As(err, &he):
			src.HandedInRefused = he.Why
		case err != nil:
			src.HandedInRefused = HandedInUnreadable
		default:
			dirs, src.HandedInFiles = append(dirs, dir), n
		}
		if err != nil {
			c.log.Warn("sources handed in with a memo not used", "memo", filepath.Base(path), "sources", src.HandedIn, "err", err)
		}
	}
	m, err := c.checkDirs(ctx, path, dirs)
	if err == nil && m != nil && c.online != nil {
		m = c.lookUp(ctx, path, m, dirs, tmp, &src)
	}
	if m != nil && (src.HandedIn != "" || len(src.Lookups) > 0) {
		m.Sources = &src
	}
	return m, err
}

// checkDirs checks a memo with the folders laid over the library: in a
// worker process, or here (recording the library texts it relied on).
func (c *Checker) checkDirs(ctx context.Context, path string, dirs []string) (*reports.Memo, error) {
	if c.procs != nil {
		return c.procs.checkWith(ctx, path, dirs)
	}
	m, used, err := c.checkOverlay(ctx, path, dirs)
	if len(used) > 0 && c.lib != nil && !c.readOnly {
		if err := c.lib.RecordUse(m.Memo, used...); err != nil {
			c.log.Warn("recording the sources a report used", "memo", m.Memo, "err", err)
		}
	}
	return m, err
}

// scratch is a memo's temporary folder (an unpacked ZIP, its downloads),
// made when first needed.
type scratch struct{ dir string }

// get returns the folder, making it.
func (s *scratch) get() (string, error) {
	if s.dir == "" {
		d, err := os.MkdirTemp("", "citeguard-sources-")
		if err != nil {
			return "", err
		}
		s.dir = d
	}
	return s.dir, nil
}

func (s *scratch) remove() {
	if s.dir != "" {
		os.RemoveAll(s.dir)
	}
}
