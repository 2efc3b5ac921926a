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

// background keeps the library's index up to date outside any memo's
// time: one goroutine updates it when file events, a poll or a memo's look
// find a change. Checks read the last complete index meanwhile (the
// library swaps a new catalog in whole).
type background struct {
	opts BackgroundOptions
	kick chan struct{} // a change was seen

	mu     sync.Mutex
	idle   chan struct{} // nil: nothing pending; else closed when the pending update is done
	looked time.Time     // the last Dirty look before a memo
	done   chan struct{} // the goroutines ended
}

// lookEvery bounds how often a memo's own look (a walk with a stat per
// file) runs: memos arriving together share one.
const lookEvery = time.Second

// Background starts keeping the library up to date in the background until
// ctx ends or the returned stop is called: file events (local folders),
// polling (network shares), a rescan every opts.Rescan. From then on Check
// first looks whether the library changed, waits (bounded) for a pending
// update, and says in the report when it could not wait for it. A checker
// without a library (a test's Resolver) has nothing to keep.
func (c *Checker) Background(ctx context.Context, opts BackgroundOptions) (stop func()) {
	if c.lib == nil {
		return func() {}
	}
	if opts.Rescan <= 0 {
		opts.Rescan = RefreshEvery
	}
	if opts.Poll <= 0 {
		opts.Poll = 2 * time.Second
	}
	if opts.MaxWait <= 0 {
		opts.MaxWait = 10 * time.Second
	}
	ctx, cancel := context.WithCancel(ctx)
	b := &background{opts: opts, kick: make(chan struct{}, 1), done: make(chan struct{})}
	c.bgMu.Lock()
	c.bg = b
	c.bgMu.Unlock()
	events, poll := c.watchLibrary(ctx, b)
	go func() {
		defer close(b.done)
		c.indexLoop(ctx, b, events, poll)
	}()
	return func() {
		cancel()
		<-b.done
	}
}

// pending marks an update as due and wakes the indexer.
func (b *background) pending() {
	b.mu.Lock()
	if b.idle == nil {
		b.idle = make(chan struct{})
	}
	b.mu.Unlock()
	select {
	case b.kick <- struct{}{}:
	default:
	}
}

// settled ends the pending state unless another change came in meanwhile.
func (b *background) settled() {
	b.mu.Lock()
	defer b.mu.Unlock()
	if len(b.kick) > 0 || b.idle == nil {
		return
	}
	close(b.idle)
	b.idle = nil
}

// indexLoop runs the updates: on a change (after a short quiet period, so a
// folder being filled is read in few passes), on a poll tick that finds
// one, at every rescan.
func (c *Checker) indexLoop(ctx context.Context, b *background, events <-chan struct{}, poll time.Duration) {
	rescan := time.NewTicker(b.opts.Rescan)
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
			b.pending()
			continue
		case <-tick:
			if d, err := c.lib.Dirty(ctx); err != nil || !d {
				continue
			}
			b.pending()
			continue
		case <-rescan.C:
			if d, err := c.lib.Dirty(ctx); err != nil || !d {
				continue
			}
			b.pending()
			continue
		case <-b.kick:
		}
		quiet(ctx, events, 300*time.Millisecond, 2*time.Second)
		c.update(ctx)
		b.settled()
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
	if ch.Added+ch.Changed+ch.Removed > 0 {
		v := libraryVersion(c.lib)
		c.version.Store(&v)
		c.info.Store(libraryInfo(c.lib))
		c.log.Info("library updated", "version", v, "added", ch.Added, "changed", ch.Changed, "removed", ch.Removed)
	}
	if ch.Changed+ch.Removed > 0 {
		c.announceStale()
	}
}

// awaitIndex is a memo's wait for the library: a look for changes (at most
// every lookEvery), then a wait for a pending update, bounded by MaxWait
// and half the memo's time left. It returns false when the memo is checked
// against an index that is not up to date (the report says so).
func (c *Checker) awaitIndex(ctx context.Context) (current bool) {
	c.bgMu.Lock()
	b := c.bg
	c.bgMu.Unlock()
	if b == nil {
		return true
	}
	b.mu.Lock()
	look := time.Since(b.looked) >= lookEvery
	if look {
		b.looked = time.Now()
	}
	b.mu.Unlock()
	if look {
		if d, err := c.lib.Dirty(ctx); err == nil && d {
			b.pending()
		}
	}
	b.mu.Lock()
	idle := b.idle
	b.mu.Unlock()
	if idle == nil {
		return true
	}
	wait := b.opts.MaxWait
	if dl, ok := ctx.Deadline(); ok {
		wait = min(wait, time.Until(dl)/2)
	}
	start := time.Now()
	select {
	case <-idle:
		c.log.Debug("waited for the library update", "seconds", time.Since(start).Seconds())
		return true
	case <-time.After(wait):
	case <-ctx.Done():
	}
	c.log.Info("library update still running: memo checked against the last complete index", "waited", time.Since(start).Round(time.Millisecond).String())
	return false
}

// watchLibrary sets up file events on the library's local folders (and
// every folder beneath, added as they appear). It returns the events and
// the poll interval for what events cannot see (network shares, or 0).
func (c *Checker) watchLibrary(ctx context.Context, b *background) (<-chan struct{}, time.Duration) {
	needPoll := !b.opts.Events
	var local []string
	for _, r := range c.roots {
		if fsx.NetworkFS(r) != "" {
			needPoll = true
			continue
		}
		local = append(local, r)
	}
	poll := time.Duration(0)
	if needPoll {
		poll = b.opts.Poll
	}
	if !b.opts.Events || len(local) == 0 {
		return nil, poll
	}
	w, err := fsnotify.NewWatcher()
	if err != nil {
		c.log.Warn("library: no file events; polling instead", "err", err)
		return nil, b.opts.Poll
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
				c.log.Warn("library: file events lost; the next rescan catches up", "err", err)
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
