package fsx

import (
	"sync"
	"sync/atomic"
)

// GroupSync coalesces concurrent syncs of one thing (a folder, a log file):
// a caller takes a ticket after its write; the sync that runs next covers
// every write whose ticket was taken before it started, so callers already
// covered return without syncing again. Durability is unchanged; under load
// one fsync serves several writers. The zero value is ready.
type GroupSync struct {
	mu        sync.Mutex
	requested atomic.Uint64
	done      uint64 // guarded by mu
}

// Sync runs fn unless a sync started after the caller's write has already
// succeeded.
func (g *GroupSync) Sync(fn func() error) error {
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

var dirSyncs sync.Map // folder → *GroupSync

// SyncDirShared is SyncDir for folders many writers use at once; a failure
// is ignored (best effort, as for every folder sync).
func SyncDirShared(dir string) {
	g, _ := dirSyncs.LoadOrStore(dir, new(GroupSync))
	_ = g.(*GroupSync).Sync(func() error { return SyncDir(dir) })
}
