package watcher

import (
	"context"
	"errors"
	"io/fs"
	"path"
	"path/filepath"
	"time"

	"citeguard/internal/fsx"
)

// heartbeat rewrites this daemon's heartbeat in each work folder until ctx
// ends, every tenth of the takeover delay (at most a minute), so a living
// daemon is never taken for a dead one. A clean stop leaves the last one;
// its work folder is empty then.
func (w *workArea) heartbeat(ctx context.Context, takeover time.Duration) {
	w.beat()
	t := time.NewTicker(min(max(takeover/10, 50*time.Millisecond), time.Minute))
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			w.beat()
		}
	}
}

func (w *workArea) beat() {
	for _, f := range w.folders.list {
		if !w.folders.available(f.Path) {
			continue
		}
		wd, err := w.ensure(f)
		if err != nil {
			continue
		}
		if err := writeBeat(wd); err != nil {
			w.log.Warn("cannot write the heartbeat", "path", filepath.Join(f.work, aliveName), "err", err)
		}
	}
}

// writeBeat writes the heartbeat in the work folder wd: a new file renamed
// over the last, not a changed time, so the file server's clock stamps it
// — the same clock that stamps every other daemon's. Not synced: a beat
// lost in a crash is of no use anyway.
func writeBeat(wd *fsx.Dir) error {
	f, tmp, err := wd.CreateTemp(".", fsx.ForPeople)
	if err != nil {
		return err
	}
	_, err = f.WriteString(time.Now().UTC().Format(time.RFC3339) + "\n")
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = wd.Rename(tmp, wd, aliveName)
	}
	if err != nil {
		wd.Remove(tmp)
	}
	return err
}

// takeOver adopts the jobs another daemon left in a work folder of a shared
// inbox when that daemon has shown no life for the takeover delay (it died
// and was not restarted). Each job folder is moved into this daemon's work
// folder by one rename (by the handles of the two work folders' watched
// folder), which only one daemon can win, and handed to adopted by its
// name. Liveness is judged on the file server's clock: the other daemon's
// heartbeat against this daemon's own, both stamped by the server.
func (w *workArea) takeOver(takeover time.Duration, adopted func(f *folder, name string)) {
	if takeover <= 0 {
		return
	}
	for _, f := range w.folders.list {
		if !w.folders.available(f.Path) {
			continue
		}
		wd, err := w.ensure(f)
		if err != nil {
			continue
		}
		own, err := wd.Lstat(aliveName)
		if err != nil {
			continue // no heartbeat of ours yet: no clock to compare with
		}
		root, err := w.folders.watchedDir(f)
		if err != nil {
			continue
		}
		others, _ := root.ReadDir(WorkDirName)
		for _, o := range others {
			if !o.IsDir() || o.Name() == w.id {
				continue
			}
			other := path.Join(WorkDirName, o.Name())
			last := lastSign(root, other)
			if last.IsZero() || own.ModTime().Sub(last) < takeover {
				continue
			}
			for _, name := range w.jobsIn(root, other) {
				if err := root.Rename(path.Join(other, name), wd, name); err != nil {
					if !errors.Is(err, fs.ErrNotExist) {
						w.log.Warn("cannot take over an orphaned job", "job", name, "from", o.Name(), "err", err)
					}
					continue // another daemon was faster, or the owner came back
				}
				wd.Sync()
				w.log.Warn("took over a job of a daemon that stopped working", "job", name, "daemon", o.Name(),
					"silent_for", own.ModTime().Sub(last).Round(time.Second).String())
				adopted(f, name)
			}
		}
	}
}

// jobsIn lists the job folders (real folders) of the work folder name
// beneath d.
func (w *workArea) jobsIn(d *fsx.Dir, name string) []string {
	entries, _ := d.ReadDir(name)
	var out []string
	for _, e := range entries {
		if e.IsDir() {
			out = append(out, e.Name())
		}
	}
	return out
}

// lastSign is when the work folder name beneath d last showed life: its
// heartbeat, or, for a daemon of a version without one, the newest job
// folder or the work folder itself. Zero when nothing can be read.
func lastSign(d *fsx.Dir, name string) time.Time {
	if fi, err := d.Lstat(path.Join(name, aliveName)); err == nil && fi.Mode().IsRegular() {
		return fi.ModTime()
	}
	var last time.Time
	if fi, err := d.Lstat(name); err == nil {
		last = fi.ModTime()
	}
	entries, _ := d.ReadDir(name)
	for _, e := range entries {
		if e.ModTime().After(last) {
			last = e.ModTime()
		}
	}
	return last
}
