package watcher

// The work folder at start-up: jobs left by a stopped daemon are recovered,
// stale temporary files removed.

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

// removeJobDir removes a job folder: its hidden entries (journal, attempt
// markers) and then the folder. A file that is not hidden is never deleted:
// it goes back to the watched folder.
func (d *Daemon) removeJobDir(jobDir string, f *folder, log *slog.Logger) {
	entries, err := os.ReadDir(jobDir)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		log.Warn("cannot read the job folder to remove it", "err", err)
	}
	for _, e := range entries {
		p := filepath.Join(jobDir, e.Name())
		if strings.HasPrefix(e.Name(), ".") {
			os.RemoveAll(p)
		} else if err := d.returnToFolder(p, f, e.Name(), true); err != nil {
			log.Error("a file left in a finished job folder cannot go back to its folder; the job folder stays", "file", p, "err", err)
		} else {
			log.Warn("a file left in a finished job folder went back to its folder", "file", e.Name())
		}
	}
	if err := os.Remove(jobDir); err != nil && !errors.Is(err, fs.ErrNotExist) {
		log.Warn("cannot remove the job folder", "err", err)
	}
}

// recoverAll queues, ahead of any new file, every job this daemon left in
// its work folders (a crash, SIGKILL or power loss).
func (d *Daemon) recoverAll() {
	n := 0
	for _, f := range d.folders {
		if !d.available(f.Path) {
			continue
		}
		if err := d.ensureWorkDir(f); err != nil {
			d.log.Error("cannot use the work folder", "folder", f.work, "err", err)
			continue
		}
		entries, _ := os.ReadDir(f.work)
		for _, e := range entries {
			if e.IsDir() { // a real folder: ReadDir does not follow symlinks
				dir := filepath.Join(f.work, e.Name())
				d.holdNamesOf(dir, f)
				d.q.push(item{path: dir, folder: f, jobDir: dir}, false)
				n++
			}
		}
	}
	if n > 0 {
		d.log.Info("recovering jobs left in the work folder", "jobs", n)
	}
}

// ensureWorkDir makes sure the folder's work folder and the
// .citeguard-work above it are real folders: a symlink planted there (to
// elsewhere on the machine) is renamed aside, never followed.
func (d *Daemon) ensureWorkDir(f *folder) error {
	for _, p := range []string{filepath.Dir(f.work), f.work} {
		fi, err := os.Lstat(p)
		if err == nil && !fi.IsDir() {
			aside := fmt.Sprintf("%s.not-a-folder-%s", p, time.Now().UTC().Format("20060102T150405.000000000"))
			d.log.Error("the work folder is not a folder (a symlink or file was put in its place); renamed aside", "path", p, "aside", aside)
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
		d.log.Warn("cannot hide the work folder", "path", filepath.Dir(f.work), "err", err)
	}
	return nil
}

// cleanStaleTemps removes temp files of interrupted atomic writes in the
// reports and destination folders.
func (d *Daemon) cleanStaleTemps() {
	seen := map[string]bool{}
	for _, f := range d.folders {
		for _, dir := range []string{f.Reports, f.Checked, f.Send} {
			if dir == "" || seen[dir] || !d.available(dir) {
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
