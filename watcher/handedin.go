package watcher

// Sources handed in with a memo (internal/handedin): Opinia.zrodla/ or
// Opinia.zrodla.zip beside Opinia.docx in a watched folder. They are never
// memos themselves (Config.ignored); a memo waits until they have settled
// too (scan.go); in an inbox they are copied beside the memo's private
// copy, where the check reads them for that memo only; a gate does not use
// them (a share user could hand in a forged ruling) and its report says
// so; either way they are archived beside the report once the memo is
// placed.

import (
	"errors"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"strings"

	"citeguard/internal/fsx"
	"citeguard/internal/handedin"
	"citeguard/reports"
)

// sourcesOf are the handed-in sources of the job's memo in its watched
// folder ("" when none).
func (jb *job) sourcesOf() string {
	return handedin.Beside(filepath.Join(jb.f.Path, jb.j.Name))
}

// handIn prepares the check of the memo with its handed-in sources: in an
// inbox they are copied beside its private copy (the check finds them
// there); in a gate nothing is copied. It returns the sources ("" none).
func (jb *job) handIn() string {
	src := jb.sourcesOf()
	if src == "" || jb.st.snap == "" || jb.f.Profile == ProfileGate {
		return src
	}
	dst := handedin.Stem(jb.st.snap) + suffixOf(src)
	os.RemoveAll(dst) // a copy of an earlier round
	if err := copySources(src, dst); err != nil {
		os.RemoveAll(dst)
		jb.log.Warn("sources handed in with the memo not copied for its check", "sources", filepath.Base(src), "err", err)
	}
	return src
}

// noteHandedIn says in a gate's report that the sources handed in were
// not used.
func (jb *job) noteHandedIn(src string, m *reports.Memo) {
	if src == "" || m == nil || jb.f.Profile != ProfileGate {
		return
	}
	if m.Sources == nil {
		m.Sources = &reports.Sources{}
	}
	m.Sources.HandedIn, m.Sources.HandedInIgnored, m.Sources.HandedInFiles = filepath.Base(src), true, 0
}

// archiveSources moves the handed-in sources beside the memo's report, named
// after it (Opinia.zrodla.zip beside Opinia.md), once the memo is placed.
func (jb *job) archiveSources(log *slog.Logger) {
	src := jb.sourcesOf()
	if src == "" || jb.j.Report == "" {
		return
	}
	suffix := suffixOf(src)
	dst := strings.TrimSuffix(jb.j.Report, filepath.Ext(jb.j.Report)) + suffix
	if _, err := os.Lstat(dst); err == nil {
		dst = strings.TrimSuffix(dst, suffix) + "-" + jb.j.ID + suffix // an earlier memo's sources stay
	}
	if err := os.Rename(src, dst); err != nil {
		log.Warn("sources handed in with the memo left in place", "sources", filepath.Base(src), "err", err)
		return
	}
	log.Info("sources handed in with the memo archived beside its report", "sources", dst)
}

// suffixOf is the suffix of handed-in sources: a folder's or a ZIP's.
func suffixOf(src string) string {
	if strings.HasSuffix(strings.ToLower(src), handedin.ZipSuffix) {
		return handedin.ZipSuffix
	}
	return handedin.DirSuffix
}

var errTooMuch = errors.New("over the bounds of handed-in sources")

// copySources copies a handed-in folder (its regular files) or ZIP to dst,
// within handedin's bounds. It reads through fsx handles from the watched
// folder down: no symbolic link is followed at any step, and an element
// swapped for a link between listing and reading is refused, not read
// (a share user could otherwise point the copy at a file only the daemon
// may read).
func copySources(src, dst string) error {
	parent, err := fsx.OpenDir(filepath.Dir(src))
	if err != nil {
		return err
	}
	defer parent.Close()
	name := filepath.Base(src)
	fi, err := parent.Lstat(name)
	if err != nil {
		return err
	}
	if !fi.IsDir() {
		if fi.Size() > handedin.MaxZip {
			return errTooMuch
		}
		left := int64(handedin.MaxZip)
		return copyFile(parent, name, dst, &left)
	}
	d, err := parent.OpenDir(name)
	if err != nil {
		return err
	}
	defer d.Close()
	if err := os.MkdirAll(dst, 0o700); err != nil {
		return err
	}
	c := &sourceCopy{left: handedin.MaxBytes}
	return c.folder(d, dst, 0)
}

// sourceCopy is what a folder's copy has left of handedin's bounds.
type sourceCopy struct {
	files int
	left  int64
}

// folder copies the regular files and subfolders of d into dst (depth: how
// deep d is below the handed-in folder).
func (c *sourceCopy) folder(d *fsx.Dir, dst string, depth int) error {
	entries, err := d.ReadDir(".")
	if err != nil {
		return err
	}
	for _, e := range entries {
		name := e.Name()
		if !filepath.IsLocal(name) || strings.ContainsRune(name, filepath.Separator) {
			return errTooMuch
		}
		switch {
		case e.IsDir():
			if depth+1 > handedin.MaxDepth {
				return errTooMuch
			}
			sub, err := d.OpenDir(name)
			if err != nil {
				return err
			}
			err = os.Mkdir(filepath.Join(dst, name), 0o700)
			if err == nil {
				err = c.folder(sub, filepath.Join(dst, name), depth+1)
			}
			sub.Close()
			if err != nil {
				return err
			}
		case e.Mode().IsRegular():
			if c.files++; c.files > handedin.MaxFiles {
				return errTooMuch
			}
			if err := copyFile(d, name, filepath.Join(dst, name), &c.left); err != nil {
				return err
			}
		}
		// a link, FIFO or device is not copied
	}
	return nil
}

// copyFile copies the regular file name beneath d to dst, taking its bytes
// from *left (errTooMuch when they are over it). fsx opens only a regular
// file, never through a link.
func copyFile(d *fsx.Dir, name, dst string, left *int64) error {
	in, _, err := d.OpenFile(name)
	if errors.Is(err, fsx.ErrNotRegular) || errors.Is(err, fsx.ErrSymlink) {
		return errTooMuch
	}
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.OpenFile(dst, os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o600)
	if err != nil {
		return err
	}
	n, err := io.Copy(out, io.LimitReader(in, *left+1))
	if err == nil && n > *left {
		err = errTooMuch
	}
	*left -= n
	if cerr := out.Close(); err == nil {
		err = cerr
	}
	return err
}
