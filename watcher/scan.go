package watcher

import (
	"context"
	"errors"
	"io/fs"
	"log/slog"
	"math/rand/v2"
	"path"
	"path/filepath"
	"strings"
	"time"

	"github.com/fsnotify/fsnotify"

	"citeguard/internal/fsx"
	"citeguard/internal/handedin"
	"citeguard/reports"
)

// look is what the scanner last saw of a file that is not ready yet.
type look struct {
	f          *folder
	size       int64
	mtime      time.Time
	since      time.Time // since when size and mtime are unchanged
	incomplete time.Time // first settled look that found it incomplete
	once       bool      // reported as left behind (Once mode)
	seen       time.Time // first seen (the status page: waiting since)
	held       bool      // settled, and waits while the library cannot answer
	sources    string    // its handed-in sources as they were (handedin.State): they settle with it
}

// scanner finds the files in the watched folders: a full rescan at start
// and every rescan ±25 %, polling for polled folders, fsnotify events as
// hints, and re-looks at files that are settling. It owns what it has seen
// of files not ready yet; a ready file goes to the queue.
type scanner struct {
	cfg      *Config
	log      *slog.Logger
	once     bool
	folders  *folderSet
	q        *queue
	hold     *hold
	batch    *batch
	stats    *stats
	takeOver func() // adopts the jobs of a daemon that stopped (workArea.takeOver)
	board    *board // what waits, for the status page and INDEX (status_board.go)

	pending  map[string]*look
	reported map[string]bool // directories and the like, logged once
	w        *fsnotify.Watcher
}

// run scans until ctx ends. In Once mode it calls done when nothing is
// left.
func (s *scanner) run(ctx context.Context, done context.CancelFunc) {
	s.pending, s.reported = map[string]*look{}, map[string]bool{}
	s.startEvents()
	defer s.stopEvents()
	s.takeOver()
	s.scanAll(false)

	tick := min(max(s.cfg.Settle.D()/10, 10*time.Millisecond), 100*time.Millisecond)
	ticker := time.NewTicker(tick)
	defer ticker.Stop()
	poll := time.NewTicker(s.cfg.PollInterval.D())
	defer poll.Stop()
	rescan := time.NewTimer(jitter(s.cfg.Rescan.D()))
	defer rescan.Stop()

	for {
		var events chan fsnotify.Event
		var errs chan error
		if s.w != nil {
			events, errs = s.w.Events, s.w.Errors
		}
		select {
		case <-ctx.Done():
			return
		case ev, ok := <-events:
			if !ok {
				s.restart()
				continue
			}
			s.event(ev)
		case err, ok := <-errs:
			if ok {
				// An overflow or a lost watch (a share remounted): events
				// may have been missed. Re-add the watches and rescan.
				s.log.Warn("filesystem watcher error; re-adding watches and rescanning", "err", err, "overflow", errors.Is(err, fsnotify.ErrEventOverflow))
			}
			s.restart()
		case it := <-s.q.relook:
			s.lookAt(it.folder, it.path)
		case <-poll.C:
			s.scanAll(true)
		case <-rescan.C:
			s.log.Debug("periodic rescan")
			s.takeOver()
			s.scanAll(false)
			rescan.Reset(jitter(s.cfg.Rescan.D()))
		case <-ticker.C:
			if s.settle() {
				done()
				return
			}
		}
	}
}

// startEvents (re)starts the fsnotify watches of the folders not polled.
func (s *scanner) startEvents() {
	s.stopEvents()
	var paths []string
	for _, f := range s.folders.list {
		if !f.polling {
			paths = append(paths, f.Path)
			if d, err := s.folders.watchedDir(f); err == nil && s.cfg.Recursive {
				for _, rel := range s.folders.subdirs(d, ".") {
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
		s.log.Warn("filesystem events unavailable; polling instead", "err", err)
		for _, f := range s.folders.list {
			f.polling = true
		}
		return
	}
	for _, p := range paths {
		if err := nw.Add(p); err != nil {
			s.log.Warn("cannot watch folder for events; the rescan and polling still find its files", "folder", p, "err", err)
		}
	}
	s.w = nw
}

func (s *scanner) stopEvents() {
	if s.w != nil {
		s.w.Close()
		s.w = nil
	}
}

// restart re-adds the watches and rescans everything.
func (s *scanner) restart() {
	s.startEvents()
	s.scanAll(false)
}

func (s *scanner) scanAll(onlyPolled bool) {
	for _, f := range s.folders.list {
		if onlyPolled && !f.polling {
			continue
		}
		s.scanFolder(f)
	}
}

// event is a hint from fsnotify: a file to look at, a file gone, or (with
// recursive: true) a new folder to watch and look into.
func (s *scanner) event(ev fsnotify.Event) {
	f := s.folders.folderOf(ev.Name)
	if f == nil || filepath.Dir(ev.Name) != f.Path {
		return
	}
	if s.cfg.Recursive && ev.Has(fsnotify.Create) {
		if fi, err := s.lstat(f, ev.Name); err == nil && fi.IsDir() && !s.folders.skipDir(fi.Name()) {
			// A new client folder: watch it (and what it holds) and
			// look at what was copied into it before the watch.
			s.w.Add(ev.Name)
			if d, err := s.folders.watchedDir(f); err == nil {
				for _, rel := range s.folders.subdirs(d, f.nameIn(ev.Name)) {
					s.w.Add(filepath.Join(ev.Name, filepath.FromSlash(rel)))
				}
			}
			s.scanTree(s.folders.folderOf(filepath.Join(ev.Name, "x")))
			return
		}
	}
	if ev.Op&(fsnotify.Remove|fsnotify.Rename) != 0 {
		if _, err := s.lstat(f, ev.Name); errors.Is(err, fs.ErrNotExist) {
			delete(s.pending, ev.Name)
			return
		}
	}
	s.lookAt(f, ev.Name)
}

// lstat looks at the path p of the (sub)folder f without following a
// link, by the watched folder's handle.
func (s *scanner) lstat(f *folder, p string) (*fsx.Info, error) {
	d, err := s.folders.watchedDir(f)
	if err != nil {
		return nil, err
	}
	return d.Lstat(f.nameIn(p))
}

// settle looks again at the files whose settle time is up; in Once mode it
// reports whether the run is over: nothing settling, queued or in flight.
func (s *scanner) settle() (over bool) {
	now := time.Now()
	for p, l := range s.pending {
		if now.Sub(l.since) >= s.cfg.Settle.D() && !l.once {
			s.lookAt(l.f, p)
		}
	}
	s.publish(now)
	if !s.once {
		return false
	}
	busy := 0
	for _, l := range s.pending {
		if !l.once {
			busy++
		}
	}
	// Queued, or taken: a claimed memo leaves the queue's count and is in
	// flight until its job ends.
	_, inq := s.q.counts()
	return busy == 0 && inq == 0 && s.stats.inFlight.Load() == 0
}

// jitter returns d ± 25 %, so daemons sharing a folder do not rescan in step.
func jitter(d time.Duration) time.Duration {
	return time.Duration(float64(d) * (0.75 + 0.5*rand.Float64()))
}

func (s *scanner) scanFolder(f *folder) {
	if !s.folders.available(f.Path) {
		if !f.down.Swap(true) {
			s.log.Error("marker file missing: the folder looks unmounted; not touching it until the marker is back", "folder", f.Path, "marker", s.cfg.Marker)
		}
		return
	}
	if f.down.Swap(false) {
		s.log.Info("marker file back; folder in use again", "folder", f.Path)
	}
	// Every rescan starts with the folder's path: a symlink or another
	// folder put in its place refuses it (logged once, on /healthz).
	if err := s.folders.checkWatched(f); err != nil {
		if f.refusedWhy() == "" {
			s.log.Error("cannot read folder", "folder", f.Path, "err", err)
		}
		return
	}
	d, err := s.folders.watchedDir(f)
	if err != nil {
		return
	}
	entries, err := d.ReadDir(".")
	if err != nil {
		s.log.Error("cannot read folder", "folder", f.Path, "err", err)
		return
	}
	for _, e := range entries {
		s.lookAt(f, filepath.Join(f.Path, e.Name()))
	}
	if !s.cfg.Recursive || f.root != nil {
		return
	}
	for _, rel := range s.folders.subdirs(d, ".") {
		s.lookInto(s.folders.subfolder(f, rel))
	}
}

// scanTree looks at the files of a folder inside a watched folder and of
// every folder beneath it (recursive: true).
func (s *scanner) scanTree(f *folder) {
	if f == nil {
		return
	}
	s.lookInto(f)
	d, err := s.folders.watchedDir(f)
	if err != nil {
		return
	}
	for _, rel := range s.folders.subdirs(d, f.rel) {
		s.lookInto(s.folders.subfolder(f, path.Join(f.rel, rel)))
	}
}

// lookInto looks at the files (not the folders) of a folder inside a
// watched folder, listed by the watched folder's handle.
func (s *scanner) lookInto(sf *folder) {
	d, err := s.folders.watchedDir(sf)
	if err != nil {
		return
	}
	entries, err := d.ReadDir(sf.rel)
	if err != nil {
		return // gone meanwhile
	}
	for _, e := range entries {
		if !e.IsDir() {
			s.lookAt(sf, filepath.Join(sf.Path, e.Name()))
		}
	}
}

// lookAt is one look at a file: it tracks the file until its size and mtime
// stay unchanged for the settle time, then judges it and queues it.
func (s *scanner) lookAt(f *folder, path string) {
	name := filepath.Base(path)
	if s.cfg.ignored(name) || s.q.has(path) || f.rootOf().down.Load() || f.rootOf().refusedWhy() != "" || fsx.Hidden(path) {
		return // fsx.Hidden: also a file Windows hides (its attribute)
	}
	fi, err := s.lstat(f, path)
	if err != nil {
		delete(s.pending, path)
		return
	}
	if fi.IsDir() {
		if s.cfg.Recursive {
			return // looked into by scanFolder
		}
		if !s.reported[path] {
			s.reported[path] = true
			s.log.Warn("a folder inside a watched folder is left alone; only files are memos", "path", path)
		}
		return
	}
	now := time.Now()
	l := s.pending[path]
	sources := handedin.State(handedin.Beside(path), handedin.MaxFiles)
	if l == nil || l.size != fi.Size() || !l.mtime.Equal(fi.ModTime()) || l.sources != sources {
		if l == nil {
			l = &look{f: f, seen: now}
			s.pending[path] = l
		}
		l.size, l.mtime, l.since, l.incomplete, l.once, l.held, l.sources = fi.Size(), fi.ModTime(), now, time.Time{}, false, false, sources
		return
	}
	if now.Sub(l.since) < s.cfg.Settle.D() || l.once {
		return
	}
	reason, ready := s.judge(l, f, path, fi, now)
	if !ready {
		return
	}
	delete(s.pending, path)
	s.q.push(item{path: path, folder: f, reason: reason}, false)
}

// judge decides what a settled file is: a memo to check (reason ""), one
// to fail with reason, or not ready (it waits while the library cannot
// answer, or while it is incomplete).
func (s *scanner) judge(l *look, f *folder, path string, fi fs.FileInfo, now time.Time) (reason string, ready bool) {
	reason = s.cfg.reasonFor(fi.Name(), fi)
	if held, why := s.hold.holding(); held && reason == "" {
		// A memo to check waits while the library cannot answer; one that
		// fails anyway (its format, its size) needs no library.
		if s.once {
			l.once = true
			s.batch.leave(path, reports.LeftLibrary)
			s.log.Warn("memo left in its folder: the library cannot answer", "path", path, "reason", why)
			return "", false
		}
		l.since, l.held = now, true // looked at again once the hold ends
		return "", false
	}
	l.held = false
	if reason != "" {
		return reason, true
	}
	d, err := s.folders.watchedDir(f)
	if err != nil {
		return "", false // refused meanwhile: never claimed
	}
	err = complete(d, f.nameIn(path))
	switch {
	case err == nil:
		return "", true
	case !errors.Is(err, errIncomplete):
		return unreadable(s.log, path, err), true
	}
	if l.incomplete.IsZero() {
		l.incomplete = now
		s.log.Info("file settled but incomplete; waiting", "path", path, "why", err)
	}
	// A batch run judges a file that has been incomplete for
	// incomplete_timeout (by its time) now, instead of leaving it to every
	// next run; a younger one is left.
	old := now.Sub(fi.ModTime()) >= s.cfg.IncompleteTimeout.D()
	if s.once && !old {
		l.once = true
		s.batch.leave(path, reports.LeftIncomplete)
		s.log.Warn("file incomplete; left for the next run", "path", path)
		return "", false
	}
	if !s.once && now.Sub(l.incomplete) < s.cfg.IncompleteTimeout.D() {
		l.since = now // look again after another settle period
		return "", false
	}
	reason = incompleteReason(s.cfg, s.log, path, err)
	if errors.Is(err, fsx.ErrHeldForWriting) {
		reason = heldReason
	}
	return reason, true
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
		return reports.Failure{Kind: reports.FailTooLarge, What: reports.PartFile, Size: fi.Size(), Limit: int64(c.MaxSize)}.Polish()
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
func unreadable(log *slog.Logger, path string, err error) string {
	log.Warn("cannot read the file", "path", path, "err", err)
	return reports.Failure{Kind: reports.FailUnreadable}.Polish()
}

// incompleteReason is the report's reason for a file that stayed
// incomplete.
func incompleteReason(cfg *Config, log *slog.Logger, path string, err error) string {
	log.Warn("the file stayed incomplete", "path", path, "why", err)
	return reports.Failure{Kind: reports.FailIncomplete, Waited: cfg.IncompleteTimeout.D()}.Polish()
}
