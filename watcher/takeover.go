package watcher

import (
	"citeguard/internal/fsx"
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"time"
)

// aliveName is the heartbeat file in a daemon's work folder: rewritten
// every heartbeat interval while the daemon runs, so its modification time,
// set by the file server when the folder is on a share, says when the daemon
// last showed life.
const aliveName = ".alive"

// heartbeat rewrites this daemon's heartbeat in each work folder until ctx
// ends. A clean stop leaves the last one; its work folder is empty then.
func (d *Daemon) heartbeat(ctx context.Context) {
	beat := func() {
		for _, f := range d.folders {
			if !d.available(f.Path) {
				continue
			}
			if err := os.MkdirAll(f.work, 0o755); err != nil {
				continue
			}
			// A plain rewrite, not os.Chtimes: the file server's clock stamps
			// it, the same clock that stamps every other daemon's.
			p := filepath.Join(f.work, aliveName)
			if err := os.WriteFile(p, []byte(time.Now().UTC().Format(time.RFC3339)+"\n"), 0o644); err != nil {
				d.log.Warn("cannot write the heartbeat", "path", p, "err", err)
			}
		}
	}
	beat()
	t := time.NewTicker(d.heartbeatEvery())
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			beat()
		}
	}
}

// heartbeatEvery is a tenth of the takeover delay (at most a minute), so a
// living daemon is never taken for a dead one.
func (d *Daemon) heartbeatEvery() time.Duration {
	return min(max(d.cfg.Takeover.D()/10, 50*time.Millisecond), time.Minute)
}

// takeOver adopts the jobs another daemon left in a work folder of a shared
// inbox when that daemon has shown no life for the takeover delay (it died
// and was not restarted). Each job folder is moved into this daemon's work
// folder by one rename, which only one daemon can win, and queued to resume.
// Liveness is judged on the file server's clock: the other daemon's
// heartbeat against this daemon's own, both stamped by the server.
func (d *Daemon) takeOver() {
	if d.cfg.Takeover.D() <= 0 {
		return
	}
	for _, f := range d.folders {
		if !d.available(f.Path) {
			continue
		}
		own, err := os.Stat(filepath.Join(f.work, aliveName))
		if err != nil {
			continue // no heartbeat of ours yet: no clock to compare with
		}
		root := filepath.Dir(f.work)
		others, _ := os.ReadDir(root)
		for _, o := range others {
			if !o.IsDir() || o.Name() == d.id {
				continue
			}
			other := filepath.Join(root, o.Name())
			last := lastSign(other)
			if last.IsZero() || own.ModTime().Sub(last) < d.cfg.Takeover.D() {
				continue
			}
			jobs, _ := os.ReadDir(other)
			for _, j := range jobs {
				if !j.IsDir() {
					continue
				}
				from, to := filepath.Join(other, j.Name()), filepath.Join(f.work, j.Name())
				if err := os.Rename(from, to); err != nil {
					if !errors.Is(err, fs.ErrNotExist) {
						d.log.Warn("cannot take over an orphaned job", "job", j.Name(), "from", o.Name(), "err", err)
					}
					continue // another daemon was faster, or the owner came back
				}
				fsx.SyncDir(f.work)
				d.holdNamesOf(to, f)
				d.log.Warn("took over a job of a daemon that stopped working", "job", j.Name(), "daemon", o.Name(),
					"silent_for", own.ModTime().Sub(last).Round(time.Second).String())
				d.q.push(item{path: to, folder: f, jobDir: to}, false)
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
