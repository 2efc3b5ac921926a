package library

import (
	"container/list"
	"sync"

	"citeguard/norm"
)

// engineCache keeps the most recently used texts ready for verification
// (norm.Source: the text, its normalization and offset map), up to a bound
// in bytes: with a collection of 500,000 judgments every text could be
// asked for once; none may stay forever.
type engineCache struct {
	mu    sync.Mutex
	limit int64
	size  int64
	lru   *list.List // of *cacheEntry, most recent first
	by    map[string]*list.Element
}

type cacheEntry struct {
	hash string
	src  *norm.Source
	cost int64
}

func newEngineCache(limit int64) *engineCache {
	return &engineCache{limit: limit, lru: list.New(), by: map[string]*list.Element{}}
}

// cost estimates what a source holds in memory once it has been used: the
// text, its normalized form and offset map, and the views the engine builds.
func cost(s *norm.Source) int64 { return 6*int64(len(s.Text)) + 256 }

func (c *engineCache) get(hash string) *norm.Source {
	c.mu.Lock()
	defer c.mu.Unlock()
	if e := c.by[hash]; e != nil {
		c.lru.MoveToFront(e)
		return e.Value.(*cacheEntry).src
	}
	return nil
}

// put caches s (or returns the source another goroutine cached first).
func (c *engineCache) put(hash string, s *norm.Source) *norm.Source {
	c.mu.Lock()
	defer c.mu.Unlock()
	if e := c.by[hash]; e != nil {
		c.lru.MoveToFront(e)
		return e.Value.(*cacheEntry).src
	}
	ce := &cacheEntry{hash, s, cost(s)}
	c.by[hash] = c.lru.PushFront(ce)
	c.size += ce.cost
	for c.size > c.limit && c.lru.Len() > 1 {
		old := c.lru.Back()
		oe := old.Value.(*cacheEntry)
		c.lru.Remove(old)
		delete(c.by, oe.hash)
		c.size -= oe.cost
	}
	return s
}
