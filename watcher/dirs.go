package watcher

// The handles of the configured folders. Every file the daemon touches on
// the share — in a watched folder, its work folder, the reports folder, a
// destination — is named relative to an open fsx.Dir of the configured
// folder it is in, and no symlink is followed at any element below it: a
// folder swapped for a link on the share while the daemon works in it
// never leads outside (issue 25). The configured paths themselves are the
// administrator's (they may reach a share through a link); the folder at
// each must be a real folder.

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"

	"citeguard/internal/fsx"
)

// at is the handle of the configured folder that holds p and p's name
// beneath it ("." for the folder itself): every operation on a path of a
// watched, reports or destination folder goes through it.
func (s *folderSet) at(p string) (*fsx.Dir, string, error) {
	c := s.configDirOf(p)
	rel, err := filepath.Rel(c, p)
	if err != nil || !filepath.IsLocal(rel) && rel != "." {
		return nil, "", fmt.Errorf("%s is in no configured folder", p)
	}
	d, err := s.dirOf(c)
	if err != nil {
		return nil, "", err
	}
	return d, filepath.ToSlash(rel), nil
}

// dirOf is the open handle of the configured folder c: a watched folder's
// (refused while its path leads elsewhere: watchedDir), or a reports or
// destination folder's, checked at every use. When the folder at c is no
// longer the one opened (moved away, removed and made again) the real
// folder now there is opened; a link there is refused, never followed.
func (s *folderSet) dirOf(c string) (*fsx.Dir, error) {
	for _, f := range s.list {
		if f.Path == c {
			return s.watchedDir(f)
		}
	}
	s.dirMu.Lock()
	defer s.dirMu.Unlock()
	if d := s.dirs[c]; d != nil {
		err := d.CheckPath()
		if err == nil {
			return d, nil
		}
		if errors.Is(err, fsx.ErrSymlink) {
			return nil, fmt.Errorf("%w: a symlink stands in place of the folder %s; it is not followed", fsx.ErrSymlink, c)
		}
		d.Close()
		delete(s.dirs, c)
	}
	d, err := fsx.OpenDir(c)
	if errors.Is(err, fs.ErrNotExist) && s.cfg.Marker == "" {
		// Made again as at the start (create_folders makes them; a folder
		// removed meanwhile is made again, as a report's folder always was).
		if err = os.MkdirAll(c, 0o777); err == nil {
			d, err = fsx.OpenDir(c)
		}
	}
	if err != nil {
		return nil, err
	}
	if s.dirs == nil {
		s.dirs = map[string]*fsx.Dir{}
	}
	s.dirs[c] = d
	return d, nil
}

// guard is the check before an operation reportdir does by path in a
// reports folder (revision, archive, rename, removal, the commented
// copy): the configured folder of p is still the one opened and every
// folder between it and p is a real folder, looked at by handle. It
// narrows, it does not close, the window in which a folder swapped for a
// link there is followed: reportdir works by path (left for the reports
// package's own pass).
func (s *folderSet) guard(p string) error {
	d, name, err := s.at(p)
	if err != nil {
		return err
	}
	if dir := path.Dir(name); dir != "." {
		fi, err := d.Lstat(dir)
		if err == nil && !fi.IsDir() {
			err = &fs.PathError{Op: "lstat", Path: filepath.Join(d.Path(), dir), Err: fsx.ErrSymlink}
		}
		if err != nil && !errors.Is(err, fs.ErrNotExist) {
			return err
		}
	}
	return nil
}

// watchedDir is the handle of the watched folder f is in, opened on first
// use; while the folder is refused (its path led elsewhere at the last
// check), an error saying so.
func (s *folderSet) watchedDir(f *folder) (*fsx.Dir, error) {
	root := f.rootOf()
	if why := root.refusedWhy(); why != "" {
		return nil, fmt.Errorf("the watched folder %s is refused: %s", root.Path, why)
	}
	return s.openWatched(root)
}

// checkWatched is the check every rescan of a watched folder starts with:
// its path must still lead to the folder opened. A symlink put in its
// place, or another folder, refuses it — a log line, /healthz degraded
// with the reason — and none of its files is claimed (nor anything
// returned into it) until the path leads to the folder opened again.
func (s *folderSet) checkWatched(f *folder) error {
	root := f.rootOf()
	d, err := s.openWatched(root)
	if err == nil {
		err = d.CheckPath()
	}
	switch {
	case err == nil:
		if root.refused.Swap(nil) != nil {
			s.log.Info("the watched folder's path leads to its folder again; watching it again", "folder", root.Path)
		}
		return nil
	case errors.Is(err, fsx.ErrSymlink), errors.Is(err, fsx.ErrReplaced):
		why := "a symlink was put in place of the folder (it is not followed)"
		if errors.Is(err, fsx.ErrReplaced) {
			why = "the folder was moved or another one put in its place; reload or restart the daemon to watch the folder now there"
		}
		if root.refused.Swap(&why) == nil {
			s.log.Error("WATCHED FOLDER REFUSED: its path no longer leads to the folder opened; its files are not claimed", "folder", root.Path, "why", why)
		}
		return fmt.Errorf("the watched folder %s is refused: %s", root.Path, why)
	}
	return err
}

// openWatched opens a watched folder's handle when it is not yet open,
// even while refused (checkWatched tells whether the path leads to it).
func (s *folderSet) openWatched(root *folder) (*fsx.Dir, error) {
	root.dirMu.Lock()
	defer root.dirMu.Unlock()
	if root.dir == nil {
		d, err := fsx.OpenDir(root.Path)
		if err != nil {
			return nil, err
		}
		root.dir = d
	}
	return root.dir, nil
}

// refusedWhy is why the watched folder is refused ("" when it is not).
func (f *folder) refusedWhy() string {
	if p := f.refused.Load(); p != nil {
		return *p
	}
	return ""
}

// nameIn is the name of the path p beneath the watched folder f is in
// (slash-separated): what the watched folder's handle resolves.
func (f *folder) nameIn(p string) string {
	rel, err := filepath.Rel(f.rootOf().Path, p)
	if err != nil {
		return filepath.Base(p)
	}
	return filepath.ToSlash(rel)
}

// closeDirs releases every handle (the daemon ends).
func (s *folderSet) closeDirs() {
	s.dirMu.Lock()
	defer s.dirMu.Unlock()
	for c, d := range s.dirs {
		d.Close()
		delete(s.dirs, c)
	}
	for _, f := range s.list {
		f.dirMu.Lock()
		if f.dir != nil {
			f.dir.Close()
			f.dir = nil
		}
		if f.workDir != nil {
			f.workDir.Close()
			f.workDir = nil
		}
		f.dirMu.Unlock()
	}
}
