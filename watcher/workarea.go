package watcher

// The work folders on the share: every file operation the daemon does in
// a work folder (<watched>/.citeguard-work/<daemon id>) or a job folder
// inside it, and every move from there back into a watched folder.

import (
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"os"
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

// ensure makes sure the folder's work folder and the .citeguard-work above
// it are real folders: a symlink planted there (to elsewhere on the
// machine) is renamed aside, never followed.
func (w *workArea) ensure(f *folder) error {
	for _, p := range []string{filepath.Dir(f.work), f.work} {
		fi, err := os.Lstat(p)
		if err == nil && !fi.IsDir() {
			aside := fmt.Sprintf("%s.not-a-folder-%s", p, time.Now().UTC().Format("20060102T150405.000000000"))
			w.log.Error("the work folder is not a folder (a symlink or file was put in its place); renamed aside", "path", p, "aside", aside)
			if err := os.Rename(p, aside); err != nil {
				return err
			}
		}
		if err := os.Mkdir(p, 0o755); err != nil && !errors.Is(err, fs.ErrExist) {
			return err
		}
	}
	// Windows does not hide a dot name: the attribute hides the work folder
	// from the lawyers browsing the share (a no-op on Unix).
	if err := fsx.SetHidden(filepath.Dir(f.work)); err != nil {
		w.log.Warn("cannot hide the work folder", "path", filepath.Dir(f.work), "err", err)
	}
	return nil
}

// newJob creates the folder of a new job in f's work folder.
func (w *workArea) newJob(f *folder, id string) (string, error) {
	jobDir := filepath.Join(f.work, id)
	return jobDir, os.Mkdir(jobDir, 0o755)
}

// claim renames the file at src into the job folder under name. Only one
// rename of a file succeeds, so of two daemons racing one wins. On an
// error the (empty) job folder is removed again.
func (w *workArea) claim(src, jobDir, name string) error {
	err := os.Rename(src, filepath.Join(jobDir, name))
	if err != nil {
		os.Remove(jobDir)
	}
	return err
}

// memoPath is the path of the memo name in a job folder.
func (w *workArea) memoPath(jobDir, name string) string {
	return filepath.Join(jobDir, filepath.FromSlash(name))
}

// jobs lists the job folders of a work folder (real folders: ReadDir does
// not follow symlinks).
func (w *workArea) jobs(workDir string) []string {
	entries, _ := os.ReadDir(workDir)
	var out []string
	for _, e := range entries {
		if e.IsDir() {
			out = append(out, filepath.Join(workDir, e.Name()))
		}
	}
	return out
}

// exists reports whether anything is at p in a job folder (fsx.Exists).
func (w *workArea) exists(p string) bool { return fsx.Exists(p) }

// lstat looks at p in a job folder without following a link.
func (w *workArea) lstat(p string) (fs.FileInfo, error) { return os.Lstat(p) }

// entries lists a job folder.
func (w *workArea) entries(jobDir string) ([]fs.DirEntry, error) { return os.ReadDir(jobDir) }

// holdsMemo reports whether a job folder holds a file that is not hidden.
func (w *workArea) holdsMemo(jobDir string) bool {
	entries, _ := w.entries(jobDir)
	for _, e := range entries {
		if !strings.HasPrefix(e.Name(), ".") {
			return true
		}
	}
	return false
}

// openMemo opens the memo in a job folder: a regular file only, never a
// link (fsx.OpenRegular).
func (w *workArea) openMemo(p string) (*os.File, fsx.Ident, error) { return fsx.OpenRegular(p) }

// removeMemo removes the memo's file from its job folder once a copy of it
// is at its destination.
func (w *workArea) removeMemo(p string) error { return os.Remove(p) }

// moveOut moves the memo from its job folder to dst, never replacing a
// file there (fsx.MoveNoReplace).
func (w *workArea) moveOut(p, dst string) error { return fsx.MoveNoReplace(p, dst) }

// readJournal reads a job folder's journal (at most 1 MiB, a regular file).
func (w *workArea) readJournal(jobDir string) ([]byte, error) {
	return fsx.ReadRegular(filepath.Join(jobDir, journalName), 1<<20)
}

// writeJournal writes a job folder's journal in place, synced.
func (w *workArea) writeJournal(jobDir string, b []byte) error {
	return fsx.WriteInPlace(filepath.Join(jobDir, journalName), b)
}

// mark makes an attempt marker (an empty hidden folder) in a job folder;
// unmark removes it.
func (w *workArea) mark(jobDir, name string) string {
	p := filepath.Join(jobDir, name)
	os.Mkdir(p, 0o755)
	return p
}

func (w *workArea) unmark(p string) { os.Remove(p) }

// removeJob removes a job folder: its hidden entries (journal, attempt
// markers) and then the folder. A file that is not hidden is never deleted:
// it goes back to the watched folder.
func (w *workArea) removeJob(jobDir string, f *folder, log *slog.Logger) {
	entries, err := w.entries(jobDir)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		log.Warn("cannot read the job folder to remove it", "err", err)
	}
	for _, e := range entries {
		p := filepath.Join(jobDir, e.Name())
		if strings.HasPrefix(e.Name(), ".") {
			os.RemoveAll(p)
		} else if err := w.returnToFolder(p, f, e.Name(), true); err != nil {
			log.Error("a file left in a finished job folder cannot go back to its folder; the job folder stays", "file", p, "err", err)
		} else {
			log.Warn("a file left in a finished job folder went back to its folder", "file", e.Name())
		}
	}
	if err := os.Remove(jobDir); err != nil && !errors.Is(err, fs.ErrNotExist) {
		log.Warn("cannot remove the job folder", "err", err)
	}
}

// returnToFolder moves a file from a job folder back into the watched
// folder under name, never overwriting; with anyName a taken name gives way
// to the next free one.
func (w *workArea) returnToFolder(p string, f *folder, name string, anyName bool) error {
	err := fsx.MoveNoReplace(p, filepath.Join(f.Path, name))
	if errors.Is(err, fsx.ErrExists) && anyName {
		var free string
		if free, err = freeNameExcept(f.Path, name, "", "", nil); err == nil {
			err = fsx.MoveNoReplace(p, filepath.Join(f.Path, free))
		}
	}
	return err
}

// cleanStaleTemps removes temp files of interrupted atomic writes in the
// reports and destination folders.
func (w *workArea) cleanStaleTemps() {
	seen := map[string]bool{}
	for _, f := range w.folders.list {
		for _, dir := range []string{f.Reports, f.Checked, f.Send} {
			if dir == "" || seen[dir] || !w.folders.available(dir) {
				continue
			}
			seen[dir] = true
			entries, _ := os.ReadDir(dir)
			for _, e := range entries {
				n := e.Name()
				if strings.HasPrefix(n, fsx.TempPrefix) || strings.HasPrefix(n, ".") && strings.Contains(n, ".tmp-") {
					if fi, err := e.Info(); err == nil && fi.Mode().IsRegular() && time.Since(fi.ModTime()) > 10*time.Minute {
						os.Remove(filepath.Join(dir, n))
					}
				}
			}
		}
	}
}
