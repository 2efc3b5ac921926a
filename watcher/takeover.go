package watcher

import (
	"context"
	"errors"
	"io/fs"
	"os"
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
		if err := os.MkdirAll(f.work, 0o755); err != nil {
			continue
		}
		// A plain rewrite, not os.Chtimes: the file server's clock stamps
		// it, the same clock that stamps every other daemon's.
		p := filepath.Join(f.work, aliveName)
		if err := os.WriteFile(p, []byte(time.Now().UTC().Format(time.RFC3339)+"\n"), 0o644); err != nil {
			w.log.Warn("cannot write the heartbeat", "path", p, "err", err)
		}
	}
}

// takeOver adopts the jobs another daemon left in a work folder of a shared
// inbox when that daemon has shown no life for the takeover delay (it died
// and was not restarted). Each job folder is moved into this daemon's work
// folder by one rename, which only one daemon can win, and handed to
// adopted. Liveness is judged on the file server's clock: the other
// daemon's heartbeat against this daemon's own, both stamped by the server.
func (w *workArea) takeOver(takeover time.Duration, adopted func(f *folder, jobDir string)) {
	if takeover <= 0 {
		return
	}
	for _, f := range w.folders.list {
		if !w.folders.available(f.Path) {
			continue
		}
		own, err := os.Stat(filepath.Join(f.work, aliveName))
		if err != nil {
			continue // no heartbeat of ours yet: no clock to compare with
		}
		root := filepath.Dir(f.work)
		others, _ := os.ReadDir(root)
		for _, o := range others {
			if !o.IsDir() || o.Name() == w.id {
				continue
			}
			other := filepath.Join(root, o.Name())
			last := lastSign(other)
			if last.IsZero() || own.ModTime().Sub(last) < takeover {
				continue
			}
			for _, from := range w.jobs(other) {
				to := filepath.Join(f.work, filepath.Base(from))
				if err := os.Rename(from, to); err != nil {
					if !errors.Is(err, fs.ErrNotExist) {
						w.log.Warn("cannot take over an orphaned job", "job", filepath.Base(from), "from", o.Name(), "err", err)
					}
					continue // another daemon was faster, or the owner came back
				}
				fsx.SyncDir(f.work)
				w.log.Warn("took over a job of a daemon that stopped working", "job", filepath.Base(from), "daemon", o.Name(),
					"silent_for", own.ModTime().Sub(last).Round(time.Second).String())
				adopted(f, to)
			}
		}
	}
}

// lastSign is when a daemon's work folder last showed life: its heartbeat,
// or, for a daemon of a version without one, the newest job folder or the
// work folder itself. Zero when nothing can be read.
func lastSign(workDir string) time.Time {
	if fi, err := os.Stat(filepath.Join(workDir, aliveName)); err == nil {
		return fi.ModTime()
	}
	var last time.Time
	if fi, err := os.Stat(workDir); err == nil {
		last = fi.ModTime()
	}
	entries, _ := os.ReadDir(workDir)
	for _, e := range entries {
		if fi, err := e.Info(); err == nil && fi.ModTime().After(last) {
			last = fi.ModTime()
		}
	}
	return last
}
