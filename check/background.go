package check

import (
	"context"
	"io/fs"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"citeguard/internal/fsx"
	"citeguard/library"

	"github.com/fsnotify/fsnotify"
)

// BackgroundOptions configure how a daemon keeps its library up to date.
type BackgroundOptions struct {
	// Rescan is how often the folders are looked at in any case (default
	// RefreshEvery); a look stats the files and reads none unless changed.
	Rescan time.Duration
	// Poll is how often a folder without file events is looked at: a
	// network share, or all folders when Events is false (default 2 s).
	Poll time.Duration
	// Events uses file events where the folders are local.
	Events bool
	// MaxWait is how long a memo waits for a pending update before it is
	// checked against the last complete index (default 10 s, never more
	// than half of the memo's time left).
	MaxWait time.Duration
}

// Indexer keeps a library's index up to date outside any memo's time: one
// goroutine runs Update when file events, a poll or a memo's own look find
// a change; a memo waits for a pending update, bounded, and is otherwise
// checked against the last complete index. The daemon runs one, around its
// own library (Config.Background) or around the refresh jobs of its worker
// processes.
type Indexer struct {
	roots  []string
	opts   BackgroundOptions
	update func(ctx context.Context)               // brings the index up to date
	dirty  func(ctx context.Context) (bool, error) // whether an update has anything to do (no reads)
	log    logger
	kick   chan struct{} // a change was seen

	mu     sync.Mutex
	idle   chan struct{} // nil: nothing pending; else closed when the pending update is done
	looked time.Time     // the last look before a memo
	done   chan struct{} // the goroutines ended
	cancel context.CancelFunc
}

// logger is what the indexer logs with (*slog.Logger).
type logger interface {
	Debug(msg string, args ...any)
	Info(msg string, args ...any)
	Warn(msg string, args ...any)
}

// lookEvery bounds how often a memo's own look (a walk with a stat per
// file) runs: memos arriving together share one.
const lookEvery = time.Second

// NewIndexer returns an indexer of the library folders roots: update
// brings the index up to date, dirty says cheaply whether it has anything
// to do. Start runs it.
func NewIndexer(roots []string, opts BackgroundOptions, update func(context.Context), dirty func(context.Context) (bool, error), log logger) *Indexer {
	if opts.Rescan <= 0 {
		opts.Rescan = RefreshEvery
	}
	if opts.Poll <= 0 {
		opts.Poll = 2 * time.Second
	}
	if opts.MaxWait <= 0 {
		opts.MaxWait = 10 * time.Second
	}
	return &Indexer{roots: roots, opts: opts, update: update, dirty: dirty, log: log, kick: make(chan struct{}, 1)}
}

// Start runs the indexer until ctx ends or Stop: file events (local
// folders), polling (network shares), a look every Rescan.
func (x *Indexer) Start(ctx context.Context) {
	ctx, x.cancel = context.WithCancel(ctx)
	x.done = make(chan struct{})
	events, poll := x.watch(ctx)
	go func() {
		defer close(x.done)
		x.loop(ctx, events, poll)
	}()
}

// Stop ends the indexer and waits for it.
func (x *Indexer) Stop() {
	if x.cancel != nil {
		x.cancel()
		<-x.done
	}
}

// Changed marks an update as due (a change seen) and wakes the indexer.
func (x *Indexer) Changed() {
	x.mu.Lock()
	if x.idle == nil {
		x.idle = make(chan struct{})
	}
	x.mu.Unlock()
	select {
	case x.kick <- struct{}{}:
	default:
	}
}

// settled ends the pending state unless another change came in meanwhile.
func (x *Indexer) settled() {
	x.mu.Lock()
	defer x.mu.Unlock()
	if len(x.kick) > 0 || x.idle == nil {
		return
	}
	close(x.idle)
	x.idle = nil
}

// look runs dirty and marks an update due when it finds a change.
func (x *Indexer) look(ctx context.Context) {
	if d, err := x.dirty(ctx); err == nil && d {
		x.Changed()
	}
}

// loop runs the updates: on a change (after a short quiet period, so a
// folder being filled is read in few passes), on a poll or rescan tick
// that finds one.
func (x *Indexer) loop(ctx context.Context, events <-chan struct{}, poll time.Duration) {
	rescan := time.NewTicker(x.opts.Rescan)
	defer rescan.Stop()
	var tick <-chan time.Time
	if poll > 0 {
		t := time.NewTicker(poll)
		defer t.Stop()
		tick = t.C
	}
	for {
		select {
		case <-ctx.Done():
			return
		case <-events:
			x.Changed()
			continue
		case <-tick:
			x.look(ctx)
			continue
		case <-rescan.C:
			x.look(ctx)
			continue
		case <-x.kick:
		}
		quiet(ctx, events, 300*time.Millisecond, 2*time.Second)
		x.update(ctx)
		x.settled()
	}
}

// quiet waits until no event came for gap (at most max).
func quiet(ctx context.Context, events <-chan struct{}, gap, max time.Duration) {
	end := time.After(max)
	for {
		select {
		case <-ctx.Done():
			return
		case <-end:
			return
		case <-events:
		case <-time.After(gap):
			return
		}
	}
}

// Await is a memo's wait for the library: a look for changes (at most
// every lookEvery), then a wait for a pending update, bounded by MaxWait and
// half the memo's time left. It returns false when the memo is to be
// checked against an index that is not up to date (the report says so).
func (x *Indexer) Await(ctx context.Context) (current bool) {
	if x == nil {
		return true
	}
	x.mu.Lock()
	look := time.Since(x.looked) >= lookEvery
	if look {
		x.looked = time.Now()
	}
	x.mu.Unlock()
	if look {
		x.look(ctx)
	}
	x.mu.Lock()
	idle := x.idle
	x.mu.Unlock()
	if idle == nil {
		return true
	}
	wait := x.opts.MaxWait
	if dl, ok := ctx.Deadline(); ok {
		wait = min(wait, time.Until(dl)/2)
	}
	start := time.Now()
	select {
	case <-idle:
		x.log.Debug("waited for the library update", "seconds", time.Since(start).Seconds())
		return true
	case <-time.After(wait):
	case <-ctx.Done():
	}
	x.log.Info("library update still running: memo checked against the last complete index", "waited", time.Since(start).Round(time.Millisecond).String())
	return false
}

// watch sets up file events on the local library folders (and every folder
// beneath, added as they appear). It returns the events and the poll
// interval for what events cannot see (network shares), or 0.
func (x *Indexer) watch(ctx context.Context) (<-chan struct{}, time.Duration) {
	needPoll := !x.opts.Events
	var local []string
	for _, r := range x.roots {
		if fsx.NetworkFS(r) != "" {
			needPoll = true
			continue
		}
		local = append(local, r)
	}
	poll := time.Duration(0)
	if needPoll {
		poll = x.opts.Poll
	}
	if !x.opts.Events || len(local) == 0 {
		return nil, poll
	}
	w, err := fsnotify.NewWatcher()
	if err != nil {
		x.log.Warn("library: no file events; polling instead", "err", err)
		return nil, x.opts.Poll
	}
	for _, r := range local {
		addTree(w, r)
	}
	out := make(chan struct{}, 1)
	go func() {
		defer w.Close()
		for {
			select {
			case <-ctx.Done():
				return
			case ev, ok := <-w.Events:
				if !ok {
					return
				}
				if strings.HasPrefix(filepath.Base(ev.Name), ".") {
					continue // temp files of a copy, the state folder
				}
				if ev.Has(fsnotify.Create) {
					addTree(w, ev.Name) // a new folder: watch it too
				}
				select {
				case out <- struct{}{}:
				default:
				}
			case err, ok := <-w.Errors:
				if !ok {
					return
				}
				x.log.Warn("library: file events lost; the next rescan catches up", "err", err)
			}
		}
	}()
	return out, poll
}

// addTree watches dir and the folders beneath it (not hidden ones).
func addTree(w *fsnotify.Watcher, dir string) {
	filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || !d.IsDir() {
			return nil
		}
		if p != dir && strings.HasPrefix(d.Name(), ".") {
			return fs.SkipDir
		}
		w.Add(p)
		return nil
	})
}

// background starts keeping the checker's own library up to date outside
// any memo's time (an Indexer around Library.Update and Library.Dirty) until
// ctx ends or the returned stop is called (Config.Background). From then on
// Check first waits, bounded, for a pending update and says in the report
// when it could not. A checker without a library (a test's Resolver) has
// nothing to keep.
func (c *Checker) background(ctx context.Context, opts BackgroundOptions) (stop func()) {
	if c.lib == nil {
		return func() {}
	}
	x := NewIndexer(c.roots, opts, c.update, c.lib.Dirty, c.log)
	c.bgMu.Lock()
	c.bg = x
	c.bgMu.Unlock()
	x.Start(ctx)
	return x.Stop
}

// awaitIndex is Check's wait for a pending library update (Indexer.Await).
func (c *Checker) awaitIndex(ctx context.Context) (current bool) {
	c.bgMu.Lock()
	x := c.bg
	c.bgMu.Unlock()
	return x.Await(ctx)
}

// update brings the library up to date and what the reports say of it.
func (c *Checker) update(ctx context.Context) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.checked = time.Now()
	ch, err := c.lib.Update(ctx)
	switch {
	case library.IsUnavailable(err):
		return // the library logged why
	case err != nil:
		if ctx.Err() == nil {
			c.log.Error("updating the library", "err", err)
		}
		return
	}
	if ch.Added+ch.Changed+ch.Removed > 0 || ch.Collection {
		v := libraryVersion(c.lib)
		c.version.Store(&v)
		c.info.Store(libraryInfo(c.lib))
		c.log.Info("library updated", "version", v, "added", ch.Added, "changed", ch.Changed, "removed", ch.Removed)
	}
	if ch.Changed+ch.Removed > 0 || ch.Collection {
		c.announceStale()
	}
}
