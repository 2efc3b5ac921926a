package check

// A library laid over the firm's for one memo's check: the sources handed
// in with it and the ones just downloaded for it from the public
// registers. The firm's library answers first; the overlay only where it
// has nothing.

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"path/filepath"

	"citeguard/library"
	"citeguard/norm"
	"citeguard/reports"
)

// overlay resolves in main, then, where main has no source, in extra.
type overlay struct {
	main, extra Resolver
}

func (o overlay) Resolve(q library.Query) (*library.Resolution, error) {
	r, err := o.main.Resolve(q)
	var nf *library.NotFound
	if err != nil && errors.As(err, &nf) {
		if r2, err2 := o.extra.Resolve(q); err2 == nil {
			return r2, nil
		}
	}
	return r, err
}

func (o overlay) Search(ctx context.Context, passage string, perDoc int) ([]library.Hit, error) {
	hits, err := o.main.Search(ctx, passage, perDoc)
	if more, err2 := o.extra.Search(ctx, passage, perDoc); err2 == nil {
		hits = append(hits, more...)
		if err != nil {
			return hits, nil
		}
	}
	return hits, err
}

func (o overlay) EngineText(hash string) (*norm.Source, error) {
	if s, err := o.main.EngineText(hash); err == nil {
		return s, nil
	}
	return o.extra.EngineText(hash)
}

// openOverlay opens the folders as a library in memory (no index is kept),
// read through the library's PDF engine.
func (c *Checker) openOverlay(ctx context.Context, dirs []string) (*library.Library, error) {
	pdf := c.libPDF
	if pdf == nil {
		pdf = c.pdf
	}
	quiet := slog.New(slog.NewTextHandler(io.Discard, nil))
	return library.Open(ctx, library.Options{Roots: dirs, Read: pdf.LibraryReader(), Logger: quiet, ShrinkHold: -1})
}

// withResolver is a checker like c that resolves through r, dirs among
// its folders: the one check of a memo with an overlay. It shares c's library, engines and settings
// and records nothing.
func (c *Checker) withResolver(r Resolver, dirs []string) *Checker {
	roots := append(append([]string(nil), c.roots...), dirs...) // a report names their files by the folder's name
	v := &Checker{lib: c.lib, res: r, roots: roots, limits: c.limits, pdf: c.pdf, log: c.log, convert: c.convert, soffice: c.soffice,
		convertTimeout: c.convertTimeout, readOnly: true, checked: c.checked, libPDF: c.libPDF}
	v.version.Store(c.version.Load())
	v.info.Store(c.info.Load())
	return v
}

// checkOverlay checks a memo in this process against the library with
// the folders laid over it.
func (c *Checker) checkOverlay(ctx context.Context, path string, dirs []string) (*reports.Memo, []string, error) {
	if len(dirs) == 0 {
		return c.CheckUses(ctx, path)
	}
	extra, err := c.openOverlay(ctx, dirs)
	if err != nil {
		c.log.Warn("reading the sources beside a memo", "memo", filepath.Base(path), "err", err)
		return c.CheckUses(ctx, path)
	}
	defer extra.Close()
	return c.withResolver(overlay{main: c.res, extra: extra}, dirs).CheckUses(ctx, path)
}

// CheckOverlay is CheckUses with the folders laid over the library for
// this memo only: the check a worker process runs for a request with
// Sources.
func (c *Checker) CheckOverlay(ctx context.Context, path string, dirs []string) (*reports.Memo, []string, error) {
	if c.procs != nil {
		m, err := c.procs.checkWith(ctx, path, dirs)
		return m, nil, err
	}
	return c.checkOverlay(ctx, path, dirs)
}
