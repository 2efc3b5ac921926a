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
	"io/fs"
	"log/slog"
	"os"
	"path/filepath"
	"strings"

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

// copySources copies a handed-in folder (its regular files; no symbolic
// link is followed) or ZIP to dst, within handedin's bounds.
func copySources(src, dst string) error {
	fi, err := os.Lstat(src)
	if err != nil {
		return err
	}
	if !fi.IsDir() {
		if fi.Size() > handedin.MaxZip {
			return errTooMuch
		}
		return copyFile(src, dst, handedin.MaxZip)
	}
	n, left := 0, int64(handedin.MaxBytes)
	return filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(src, p)
		if err != nil || !filepath.IsLocal(rel) && rel != "." || strings.Count(rel, string(filepath.Separator)) > handedin.MaxDepth {
			return errTooMuch
		}
		switch {
		case d.IsDir():
			return os.MkdirAll(filepath.Join(dst, rel), 0o700)
		case !d.Type().IsRegular():
			return nil
		}
		if n++; n > handedin.MaxFiles {
			return errTooMuch
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		if left -= info.Size(); left < 0 {
			return errTooMuch
		}
		return copyFile(p, filepath.Join(dst, rel), info.Size())
	})
}

// copyFile copies at most limit bytes of a regular file (a link is not
// copied).
func copyFile(src, dst string, limit int64) error {
	if fi, err := os.Lstat(src); err != nil || !fi.Mode().IsRegular() {
		return errTooMuch
	}
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.OpenFile(dst, os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o600)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, io.LimitReader(in, limit)); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}
