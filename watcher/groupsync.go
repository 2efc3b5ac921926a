package watcher

import (
	"sync"
	"sync/atomic"
)

// groupSync coalesces concurrent syncs of one thing (a folder, the audit
// log): a caller takes a ticket after its write; the sync that runs next
// covers every write whose ticket was taken before it started, so callers
// already covered return without syncing again. Durability is unchanged;
// under load one fsync serves several jobs.
type groupSync struct {
	mu        sync.Mutex
	requested atomic.Uint64
	done      uint64 // guarded by mu
}

func (g *groupSync) sync(fn func() error) error {
	ticket := g.requested.Add(1)
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.done >= ticket {
		return nil
	}
	upTo := g.requested.Load() // every write before these tickets is done
	if err := fn(); err != nil {
		return err // not advanced: the next caller syncs again
	}
	g.done = upTo
	return nil
}

var dirSyncs sync.Map // folder → *groupSync

// syncDirShared is syncDir for folders many jobs write to at once.
func syncDirShared(dir string) {
	g, _ := dirSyncs.LoadOrStore(dir, new(groupSync))
	g.(*groupSync).sync(func() error { return syncDirErr(dir) })
}
