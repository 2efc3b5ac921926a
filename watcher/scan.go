package watcher

import (
	"citeguard/internal/fsx"
	"citeguard/reports"
	"context"
	"errors"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/fsnotify/fsnotify"
)

// look is what the scanner last saw of a file that is not ready yet.
type look struct {
	f          *folder
	size       int64
	mtime      time.Time
	since      time.Time // since when size and mtime are unchanged
	incomplete time.Time // first settled look that found it incomplete
	once       bool      // reported as left behind (Once mode)
}

// scanner finds files: a full rescan at start and every rescan ±25 %,
// polling for polled folders, fsnotify events as hints, and re-looks at
// files that are settling. In Once mode it calls done when nothing is left.
func (d *Daemon) scanner(ctx context.Context, done context.CancelFunc) {
	pending := map[string]*look{}
	reported := map[string]bool{} // directories and the like, logged once

	var w *fsnotify.Watcher
	startEvents := func() {
		if w != nil {
			w.Close()
			w = nil
		}
		var paths []string
		for _, f := range d.folders {
			if !f.polling {
				paths = append(paths, f.Path)
				if d.cfg.Recursive {
					for _, rel := range d.subdirs(f.Path) {
						paths = append(paths, filepath.Join(f.Path, filepath.FromSlash(rel)))
					}
				}
			}
		}
		if len(paths) == 0 {
			return
		}
		nw, err := fsnotify.NewWatcher()
		if err != nil {
			d.log.Warn("filesystem events unavailable; polling instead", "err", err)
			for _, f := range d.folders {
				f.polling = true
			}
			return
		}
		for _, p := range paths {
			if err := nw.Add(p); err != nil {
				d.log.Warn("cannot watch folder for events; the rescan and polling still find its files", "folder", p, "err", err)
			}
		}
		w = nw
	}
	startEvents()
	defer func() {
		if w != nil {
			w.Close()
		}
	}()

	scanAll := func(onlyPolled bool) {
		for _, f := range d.folders {
			if onlyPolled && !f.polling {
				continue
			}
			d.scanFolder(f, pending, reported)
		}
	}
	d.takeOver()
	scanAll(false)

	tick := min(max(d.cfg.Settle.D()/10, 10*time.Millisecond), 100*time.Millisecond)
	ticker := time.NewTicker(tick)
	defer ticker.Stop()
	poll := time.NewTicker(d.cfg.PollInterval.D())
	defer poll.Stop()
	rescan := time.NewTimer(jitter(d.cfg.Rescan.D()))
	defer rescan.Stop()

	for {
		var events chan fsnotify.Event
		var errs chan error
		if w != nil {
			events, errs = w.Events, w.Errors
		}
		select {
		case <-ctx.Done():
			return
		case ev, ok := <-events:
			if !ok {
				startEvents()
				scanAll(false)
				continue
			}
			f := d.folderOf(ev.Name)
			if f == nil || filepath.Dir(ev.Name) != f.Path {
				continue
			}
			if d.cfg.Recursive && ev.Has(fsnotify.Create) {
				if fi, err := os.Lstat(ev.Name); err == nil && fi.IsDir() && !d.skipDir(fi.Name()) {
					// A new client folder: watch it (and what it holds) and
					// look at what was copied into it before the watch.
					w.Add(ev.Name)
					for _, rel := range d.subdirs(ev.Name) {
						w.Add(filepath.Join(ev.Name, filepath.FromSlash(rel)))
					}
					d.scanTree(d.folderOf(filepath.Join(ev.Name, "x")), pending, reported)
					continue
				}
			}
			if ev.Op&(fsnotify.Remove|fsnotify.Rename) != 0 && !fsx.Exists(ev.Name) {
				delete(pending, ev.Name)
				continue
			}
			d.lookAt(f, ev.Name, pending, reported)
		case err, ok := <-errs:
			if !ok {
				startEvents()
				scanAll(false)
				continue
			}
			// An overflow or a lost watch (a share remounted): events may
			// have been missed. Re-add the watches and rescan everything.
			d.log.Warn("filesystem watcher error; re-adding watches and rescanning", "err", err, "overflow", errors.Is(err, fsnotify.ErrEventOverflow))
			startEvents()
			scanAll(false)
		case it := <-d.relook:
			d.lookAt(it.folder, it.path, pending, reported)
		case <-poll.C:
			scanAll(true)
		case <-rescan.C:
			d.log.Debug("periodic rescan")
			d.takeOver()
			scanAll(false)
			rescan.Reset(jitter(d.cfg.Rescan.D()))
		case <-ticker.C:
			now := time.Now()
			for p, l := range pending {
				if now.Sub(l.since) >= d.cfg.Settle.D() && !l.once {
					d.lookAt(l.f, p, pending, reported)
				}
			}
			if d.once {
				busy := 0
				for _, l := range pending {
					if !l.once {
						busy++
					}
				}
				// Queued, or taken: a claimed memo leaves the queue's
				// count and is in flight until its job ends.
				_, inq := d.q.counts()
				if busy == 0 && inq == 0 && d.inFlight.Load() == 0 {
					done()
					return
				}
			}
		}
	}
}

// jitter returns d ± 25 %, so daemons sharing a folder do not rescan in step.
func jitter(d time.Duration) time.Duration {
	return time.Duration(float64(d) * (0.75 + 0.5*rand.Float64()))
}

func (d *Daemon) scanFolder(f *folder, pending map[string]*look, reported map[string]bool) {
	if !d.available(f.Path) {
		if !f.down.Swap(true) {
			d.log.Error("marker file missing: the folder looks unmounted; not touching it until the marker is back", "folder", f.Path, "marker", d.cfg.Marker)
		}
		return
	}
	if f.down.Swap(false) {
		d.log.Info("marker file back; folder in use again", "folder", f.Path)
	}
	entries, err := os.ReadDir(f.Path)
	if err != nil {
		d.log.Error("cannot read folder", "folder", f.Path, "err", err)
		return
	}
	for _, e := range entries {
		d.lookAt(f, filepath.Join(f.Path, e.Name()), pending, reported)
	}
	if !d.cfg.Recursive || f.root != nil {
		return
	}
	for _, rel := range d.subdirs(f.Path) {
		sf := d.subfolder(f, rel)
		entries, err := os.ReadDir(sf.Path)
		if err != nil {
			continue // gone meanwhile
		}
		for _, e := range entries {
			if !e.IsDir() {
				d.lookAt(sf, filepath.Join(sf.Path, e.Name()), pending, reported)
			}
		}
	}
}

// lookAt is one look at a file: it tracks the file until its size and mtime
// stay unchanged for the settle time, then checks completeness and queues it.
func (d *Daemon) lookAt(f *folder, path string, pending map[string]*look, reported map[string]bool) {
	name := filepath.Base(path)
	if d.cfg.ignored(name) || d.q.has(path) || f.rootOf().down.Load() || fsx.Hidden(path) {
		return // fsx.Hidden: also a file Windows hides (its attribute)
	}
	fi, err := os.Lstat(path)
	if err != nil {
		delete(pending, path)
		return
	}
	if fi.IsDir() {
		if d.cfg.Recursive {
			return // looked into by scanFolder
		}
		if !reported[path] {
			reported[path] = true
			d.log.Warn("a folder inside a watched folder is left alone; only files are memos", "path", path)
		}
		return
	}
	now := time.Now()
	l := pending[path]
	if l == nil || l.size != fi.Size() || !l.mtime.Equal(fi.ModTime()) {
		if l == nil {
			l = &look{f: f}
			pending[path] = l
		}
		l.size, l.mtime, l.since, l.incomplete, l.once = fi.Size(), fi.ModTime(), now, time.Time{}, false
		return
	}
	if now.Sub(l.since) < d.cfg.Settle.D() || l.once {
		return
	}
	// Settled. Decide what it is.
	reason := d.cfg.reasonFor(name, fi)
	if held, why := d.holding(); held && reason == "" {
		// A memo to check waits while the library cannot answer; one that
		// fails anyway (its format, its size) needs no library.
		if d.once {
			l.once = true
			d.leave(path, "library unavailable")
			d.log.Warn("memo left in its folder: the library cannot answer", "path", path, "reason", why)
			return
		}
		l.since = now // looked at again once the hold ends
		return
	}
	if reason == "" {
		if err := complete(path); err != nil {
			if !errors.Is(err, errIncomplete) {
				reason = d.unreadable(path, err)
			} else {
				if l.incomplete.IsZero() {
					l.incomplete = now
					d.log.Info("file settled but incomplete; waiting", "path", path, "why", err)
				}
				// A batch run judges a file that has been incomplete for
				// incomplete_timeout (by its time) now, instead of leaving
				// it to every next run; a younger one is left.
				old := now.Sub(fi.ModTime()) >= d.cfg.IncompleteTimeout.D()
				if d.once && !old {
					l.once = true
					d.leave(path, "incomplete or still being written")
					d.log.Warn("file incomplete; left for the next run", "path", path)
					return
				}
				if !d.once && now.Sub(l.incomplete) < d.cfg.IncompleteTimeout.D() {
					l.since = now // look again after another settle period
					return
				}
				reason = d.incompleteReason(path, err)
				if errors.Is(err, fsx.ErrHeldForWriting) {
					reason = heldReason
				}
			}
		}
	}
	delete(pending, path)
	d.q.push(item{path: path, folder: f, reason: reason}, false)
}

// reasonFor says why a settled file is not a memo that can be checked ("":
// it is one, as far as its name, type and size tell).
func (c *Config) reasonFor(name string, fi fs.FileInfo) string {
	switch {
	case !fi.Mode().IsRegular():
		return nonRegularReason(fi)
	case !c.allowed(name):
		return unsupported(name)
	case c.MaxSize > 0 && fi.Size() > int64(c.MaxSize):
		return reports.Failure{Kind: reports.FailTooLarge, What: "plik", Size: fi.Size(), Limit: int64(c.MaxSize)}.Polish()
	case fi.Size() == 0:
		return reports.Failure{Kind: reports.FailEmpty}.Polish()
	}
	return ""
}

// unsupported says what to do with a file of a format that is not checked:
// a legacy Word or RTF document is to be saved as .docx.
func unsupported(name string) string {
	ext := strings.ToLower(filepath.Ext(name))
	switch ext {
	case ".doc", ".dot":
		return reports.Failure{Kind: reports.FailLegacyWord, Format: ext}.Polish()
	case ".rtf":
		return reports.Failure{Kind: reports.FailRTF, Format: ext}.Polish()
	}
	if ext == "" {
		ext = "bez rozszerzenia"
	}
	return reports.Failure{Kind: reports.FailUnsupported, Format: ext}.Polish()
}

// unreadable is the report's reason for a file that could not be read:
// Polish, without the path (the error goes to the log).
func (d *Daemon) unreadable(path string, err error) string {
	d.log.Warn("cannot read the file", "path", path, "err", err)
	return reports.Failure{Kind: reports.FailUnreadable}.Polish()
}

// incompleteReason is the report's reason for a file that stayed
// incomplete.
func (d *Daemon) incompleteReason(path string, err error) string {
	d.log.Warn("the file stayed incomplete", "path", path, "why", err)
	return reports.Failure{Kind: reports.FailIncomplete, Waited: d.cfg.IncompleteTimeout.D()}.Polish()
}
