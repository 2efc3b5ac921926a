package watcher

import (
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"os"
	"path"
	"path/filepath"
	"strings"
	"time"

	"citeguard/internal/fsx"
	"citeguard/reports"
	"citeguard/reports/statuspage"
)

// ReadStatus is the status of cfg's daemon read from its folders, for
// `citeguard status` when the configuration has no health address to ask
// the daemon: the memos in the watched folders and in the daemon's work
// folders, the reports of the last 24 hours, and whether the daemon runs
// (it holds the state folder's lock). It only reads — by the folders'
// handles, never through a link — and creates nothing. Why a memo waits and the
// library's health are known to the running daemon alone.
func ReadStatus(cfg *Config) (*statuspage.Status, error) {
	now := time.Now()
	st := &statuspage.Status{V: statuspage.Version, Generated: now, Health: "unknown", Offline: true, Since: now.Add(-recentWindow),
		Waiting: []reports.Waiting{}, Processed: map[string]int64{}}
	id, err := os.ReadFile(filepath.Join(cfg.State, "daemon-id"))
	switch {
	case errors.Is(err, fs.ErrNotExist):
		// never started with this state folder: no work folder to read
	case err != nil:
		return nil, err
	default:
		st.Daemon = strings.TrimSpace(string(id))
		if !localName(st.Daemon) {
			return nil, errors.New("the state folder's daemon-id is not a daemon id")
		}
	}
	if st.Running, err = stateLocked(cfg.State); err != nil {
		return nil, err
	}
	folders := newFolderSet(cfg, st.Daemon, slog.New(slog.DiscardHandler))
	defer folders.closeDirs()
	for _, f := range folders.list {
		st.Folders = append(st.Folders, statuspage.Folder{Path: f.Path, Profile: f.Profile, Reports: f.Reports, Available: folders.available(f.Path)})
		d, err := folders.watchedDir(f)
		if err != nil {
			st.Folders[len(st.Folders)-1].Available = false
			continue
		}
		st.Waiting = append(st.Waiting, inFolder(cfg, folders, f, d)...)
		if st.Daemon == "" {
			continue
		}
		st.Waiting = append(st.Waiting, claimedIn(f, d, WorkDirName+"/"+st.Daemon)...)
	}
	x := &indexer{cfg: cfg, folders: folders, cache: map[string]indexRow{}}
	if st.Recent = x.recent(st.Since); st.Recent == nil {
		st.Recent = []statuspage.Recent{}
	}
	return st, nil
}

// stateLocked reports whether a daemon holds the lock of the state folder
// dir (a folder not made yet: none).
func stateLocked(dir string) (bool, error) {
	d, err := fsx.OpenDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("state folder: %w", err)
	}
	defer d.Close()
	return d.Locked("lock")
}

// localName reports whether s can be a daemon id: one path element.
func localName(s string) bool {
	return s != "" && s != "." && s != ".." && !strings.ContainsAny(s, `/\`+"\x00")
}

// inFolder lists the memos lying in the watched folder f (and, with
// recursive: true, the folders inside it).
func inFolder(cfg *Config, folders *folderSet, f *folder, d *fsx.Dir) []reports.Waiting {
	dirs := []string{"."}
	if cfg.Recursive {
		dirs = append(dirs, folders.subdirs(d, ".")...)
	}
	var out []reports.Waiting
	for _, rel := range dirs {
		entries, _ := d.ReadDir(rel)
		for _, e := range entries {
			name := e.Name()
			if e.IsDir() || cfg.ignored(name) || strings.HasPrefix(name, ".") || fsx.Hidden(filepath.Join(f.Path, filepath.FromSlash(rel), name)) {
				continue
			}
			out = append(out, reports.Waiting{Name: path.Join(rel, name), Folder: f.Path, Reports: f.Reports, State: reports.WaitInFolder, Since: e.ModTime()})
		}
	}
	return out
}

// claimedIn lists the memos in the daemon's work folder mine beneath the
// watched folder's handle d: each job folder's memo and the checks begun
// (its attempt markers). Journals are not read: without the daemon's key
// they cannot be verified, and a name from one could be forged.
func claimedIn(f *folder, d *fsx.Dir, mine string) []reports.Waiting {
	var out []reports.Waiting
	entries, _ := d.ReadDir(mine)
	for _, job := range entries {
		if !job.IsDir() {
			continue
		}
		w := reports.Waiting{Folder: f.Path, Reports: f.Reports, State: reports.WaitClaimed, Job: job.Name(), Since: job.ModTime()}
		inside, _ := d.ReadDir(path.Join(mine, job.Name()))
		for _, e := range inside {
			switch n := e.Name(); {
			case strings.HasPrefix(n, markShared), strings.HasPrefix(n, markAlone):
				w.Attempts++
			case !strings.HasPrefix(n, ".") && !e.IsDir():
				w.Name = n
			}
		}
		if w.Name != "" {
			out = append(out, w)
		}
	}
	return out
}
