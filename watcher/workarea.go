package watcher

// The work folders on the share: every file operation the daemon does in
// a work folder (<watched>/.citeguard-work/<daemon id>) or a job folder
// inside it, and every move from there back into a watched folder. All of
// them go through handles (fsx.Dir): the watched folder's, the work
// folder's and the job folder's own, opened when the job begins and kept
// to its end — a job folder renamed away and replaced by a symlink on the
// share is never followed: what was opened is what is read, moved and
// removed.

import (
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"path"
	"path/filepath"
	"strings"
	"time"

	"citeguard/internal/fsx"
)

// WorkDirName is the hidden folder inside each watched folder that holds the
// claimed memos, one sub-folder per daemon.
const WorkDirName = ".citeguard-work"

const journalName = ".journal.json"

// aliveName is the heartbeat file in a daemon's work folder: rewritten
// every heartbeat interval while the daemon runs, so its modification time,
// set by the file server when the folder is on a share, says when the daemon
// last showed life.
const aliveName = ".alive"

// workArea is the one place where the daemon creates, renames into, reads,
// writes or removes anything in a work folder or a job folder. A job folder
// holds the claimed memo (its one entry that is not hidden), its journal
// and its attempt markers.
type workArea struct {
	folders *folderSet
	log     *slog.Logger
	id      string // this daemon's work folder's name
}

// jobFolder is a job's folder, open from the moment the job is created,
// resumed or taken over until it ends: every operation on its memo,
// journal and markers goes through its handle, never through its path.
type jobFolder struct {
	*fsx.Dir
	name  string    // its name in the work folder: the job's id
	work  *fsx.Dir  // the work folder it was opened in
	ident fsx.Ident // of the folder opened
}

// ensure makes sure the folder's work folder and the .citeguard-work above
// it are real folders — a symlink or file planted there (to elsewhere on
// the machine) is renamed aside, never followed — and returns the work
// folder's handle, opened beneath the watched folder's.
func (w *workArea) ensure(f *folder) (*fsx.Dir, error) {
	root := f.rootOf()
	wd, err := w.folders.watchedDir(root)
	if err != nil {
		return nil, err
	}
	mine := WorkDirName + "/" + w.id
	root.dirMu.Lock()
	defer root.dirMu.Unlock()
	if root.workDir != nil {
		if fi, err := wd.Lstat(mine); err == nil && fsx.SameFile(fi.Ident(), root.workDir.Ident()) {
			return root.workDir, nil
		}
		root.workDir.Close() // moved or replaced on the share: made again below
		root.workDir = nil
	}
	for _, name := range []string{WorkDirName, mine} {
		fi, err := wd.Lstat(name)
		if err == nil && !fi.IsDir() {
			aside := fmt.Sprintf("%s.not-a-folder-%s", name, time.Now().UTC().Format("20060102T150405.000000000"))
			w.log.Error("the work folder is not a folder (a symlink or file was put in its place); renamed aside", "path", filepath.Join(root.Path, name), "aside", aside)
			if err := wd.Rename(name, wd, aside); err != nil {
				return nil, err
			}
		}
		if err := wd.Mkdir(name, 0o755); err != nil && !errors.Is(err, fs.ErrExist) {
			return nil, err
		}
	}
	// Windows does not hide a dot name: the attribute hides the work folder
	// from the lawyers browsing the share (a no-op on Unix). It is set only
	// on the real folder just looked at.
	if fi, err := wd.Lstat(WorkDirName); err == nil && fi.IsDir() {
		if err := fsx.SetHidden(filepath.Join(root.Path, WorkDirName)); err != nil {
			w.log.Warn("cannot hide the work folder", "path", filepath.Join(root.Path, WorkDirName), "err", err)
		}
	}
	d, err := wd.OpenDir(mine)
	if err != nil {
		return nil, err
	}
	root.workDir = d
	return d, nil
}

// newJob creates the folder of a new job in f's work folder and opens it.
func (w *workArea) newJob(f *folder, id string) (*jobFolder, error) {
	wd, err := w.ensure(f)
	if err != nil {
		return nil, err
	}
	if err := wd.Mkdir(id, 0o755); err != nil {
		return nil, err
	}
	job, err := w.openJob(wd, id)
	if err != nil {
		wd.Remove(id)
	}
	return job, err
}

// openJob opens the job folder name of the work folder wd: a real folder,
// never a link (a link put there is refused).
func (w *workArea) openJob(wd *fsx.Dir, name string) (*jobFolder, error) {
	d, err := wd.OpenDir(name)
	if err != nil {
		return nil, err
	}
	return &jobFolder{Dir: d, name: name, work: wd, ident: d.Ident()}, nil
}

// resumeJob opens the job folder name in f's work folder to resume it.
func (w *workArea) resumeJob(f *folder, name string) (*jobFolder, error) {
	wd, err := w.ensure(f)
	if err != nil {
		return nil, err
	}
	return w.openJob(wd, name)
}

// claim renames the file src (a name beneath the watched folder f is in)
// into the job folder under name, by the two folders' handles. Only one
// rename of a file succeeds, so of two daemons racing one wins. On an
// error the (empty) job folder is removed again.
func (w *workArea) claim(f *folder, src string, job *jobFolder, name string) error {
	wd, err := w.folders.watchedDir(f)
	if err == nil {
		err = wd.Rename(src, job.Dir, name)
	}
	if err != nil {
		w.closeJob(job, true)
	}
	return err
}

// memoPath is the path of the memo name in a job folder, for messages.
func (w *workArea) memoPath(job *jobFolder, name string) string {
	return filepath.Join(job.Path(), filepath.FromSlash(name))
}

// jobs lists the names of the job folders of a work folder (real folders:
// a link is never one).
func (w *workArea) jobs(wd *fsx.Dir) []string { return w.jobsIn(wd, ".") }

// holdsMemo reports whether a job folder holds a file that is not hidden.
func (w *workArea) holdsMemo(job *jobFolder) bool {
	entries, _ := job.ReadDir(".")
	for _, e := range entries {
		if !strings.HasPrefix(e.Name(), ".") {
			return true
		}
	}
	return false
}

// moveOut moves the memo name from its job folder to dst, never replacing
// a file there (fsx.Dir.MoveNoReplace, by the destination folder's handle).
func (w *workArea) moveOut(job *jobFolder, name, dst string) error {
	dd, dn, err := w.folders.at(dst)
	if err != nil {
		return err
	}
	return job.MoveNoReplace(name, dd, dn)
}

// readJournal reads a job folder's journal (at most 1 MiB, a regular file).
func (w *workArea) readJournal(job *jobFolder) ([]byte, error) {
	return job.ReadFile(journalName, 1<<20)
}

// writeJournal writes a job folder's journal atomically, synced.
func (w *workArea) writeJournal(job *jobFolder, b []byte) error {
	return job.WriteFile(journalName, b, fsx.Private)
}

// mark makes an attempt marker (an empty hidden folder) in a job folder;
// unmark removes it.
func (w *workArea) mark(job *jobFolder, name string) string {
	job.Mkdir(name, 0o755)
	return name
}

func (w *workArea) unmark(job *jobFolder, name string) { job.Remove(name) }

// removeJob removes a job folder: its hidden entries (journal, attempt
// markers, by handle: fsx.Dir.RemoveAll enters only what it verified and
// never leaves the job folder) and then the folder itself, by its name in
// the work folder, when that name is still the folder opened. A file that
// is not hidden is never deleted: it goes back to the watched folder.
func (w *workArea) removeJob(job *jobFolder, f *folder, log *slog.Logger) {
	defer job.Close()
	entries, err := job.ReadDir(".")
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		log.Warn("cannot read the job folder to remove it", "err", err)
	}
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), ".") {
			if err := job.RemoveAll(e.Name()); err != nil {
				log.Warn("cannot remove an entry of the job folder", "entry", e.Name(), "err", err)
			}
		} else if err := w.returnToFolder(job, e.Name(), f, e.Name(), true); err != nil {
			log.Error("a file left in a finished job folder cannot go back to its folder; the job folder stays", "file", w.memoPath(job, e.Name()), "err", err)
		} else {
			log.Warn("a file left in a finished job folder went back to its folder", "file", e.Name())
		}
	}
	w.closeJob(job, false)
}

// closeJob removes the (emptied) job folder by its name in the work
// folder — only while that name is still the folder opened: a link or
// another folder put there on the share is left alone — and closes it.
func (w *workArea) closeJob(job *jobFolder, quiet bool) {
	defer job.Close()
	fi, err := job.work.Lstat(job.name)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return
	case err == nil && fi.IsDir() && fsx.SameFile(fi.Ident(), job.ident):
		if err := job.work.Remove(job.name); err != nil && !errors.Is(err, fs.ErrNotExist) && !quiet {
			w.log.Warn("cannot remove the job folder", "job", job.name, "err", err)
		}
	case !quiet:
		w.log.Error("the job folder was moved away on the share and something else put under its name; that is left alone, never followed", "job", job.name, "folder", job.Path())
	}
}

// exists reports whether the job folder name is still in f's work folder.
func (w *workArea) exists(f *folder, name string) bool {
	wd, err := w.ensure(f)
	return err == nil && wd.Exists(name)
}

// returnToFolder moves the file name from a job folder back into the
// (watched, or a subfolder of a watched) folder f under toName, never
// overwriting; with anyName a taken name gives way to the next free one.
func (w *workArea) returnToFolder(job *jobFolder, name string, f *folder, toName string, anyName bool) error {
	wd, err := w.folders.watchedDir(f)
	if err != nil {
		return err
	}
	to := path.Join(f.rel, toName)
	err = job.MoveNoReplace(name, wd, to)
	if errors.Is(err, fsx.ErrExists) && anyName {
		var free string
		if free, err = freeNameExcept(w.folders, f.Path, toName, "", "", nil); err == nil {
			err = job.MoveNoReplace(name, wd, path.Join(f.rel, free))
		}
	}
	return err
}

// cleanStaleTemps removes temp files of interrupted atomic writes in the
// reports and destination folders, by their handles.
func (w *workArea) cleanStaleTemps() {
	seen := map[string]bool{}
	for _, f := range w.folders.list {
		for _, dir := range []string{f.Reports, f.Checked, f.Send} {
			if dir == "" || seen[dir] || !w.folders.available(dir) {
				continue
			}
			seen[dir] = true
			d, n, err := w.folders.at(dir)
			if err != nil {
				continue
			}
			entries, _ := d.ReadDir(n)
			for _, e := range entries {
				name := e.Name()
				if strings.HasPrefix(name, fsx.TempPrefix) || strings.HasPrefix(name, ".") && strings.Contains(name, ".tmp-") {
					if e.Mode().IsRegular() && time.Since(e.ModTime()) > 10*time.Minute {
						d.Remove(path.Join(n, name))
					}
				}
			}
		}
	}
}
