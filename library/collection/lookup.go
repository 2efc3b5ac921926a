package collection

// Reading the collection: a consistent view of its segments, lookups by key,
// a document's metadata and text.

import (
	"fmt"
	"sort"
)

// view is a consistent snapshot of the segments.
type view struct {
	segs    []*segment
	bases   []uint32
	deleted []uint64
}

func (c *Collection) view() view {
	c.mu.RLock()
	defer c.mu.RUnlock()
	v := view{segs: c.segs, deleted: c.deleted}
	for _, r := range c.man.Segments {
		v.bases = append(v.bases, r.Base)
	}
	return v
}

func (v view) isDeleted(d DocID) bool {
	i := uint32(d) / 64
	return int(i) < len(v.deleted) && v.deleted[i]&(1<<(uint32(d)%64)) != 0
}

// locate finds the segment of a document.
func (v view) locate(d DocID) (*segment, uint32, error) {
	i := sort.Search(len(v.bases), func(i int) bool { return v.bases[i] > uint32(d) }) - 1
	if i < 0 || uint32(d)-v.bases[i] >= v.segs[i].ndocs() {
		return nil, 0, fmt.Errorf("collection: no document %d", d)
	}
	return v.segs[i], uint32(d) - v.bases[i], nil
}

// Lookup returns the live documents filed under key (KeySignature + value…),
// in document order.
func (c *Collection) Lookup(key string) ([]DocID, error) { return c.lookup(key, false) }

// LookupAll is Lookup including the deleted documents (their texts stay
// readable): what a stale report relied on.
func (c *Collection) LookupAll(key string) ([]DocID, error) { return c.lookup(key, true) }

func (c *Collection) lookup(key string, deleted bool) ([]DocID, error) {
	v := c.view()
	var out []DocID
	for i, s := range v.segs {
		docs, err := s.lookup(key)
		if err != nil {
			return nil, fmt.Errorf("collection lookup %q in %s: %w", key, s.name, err)
		}
		for _, d := range docs {
			if id := DocID(v.bases[i] + d); deleted || !v.isDeleted(id) {
				out = append(out, id)
			}
		}
	}
	return out, nil
}

// Keys calls fn for every key starting with prefix, with its live
// documents (a key held by several segments is reported once per segment).
func (c *Collection) Keys(prefix string, fn func(key string, docs []DocID) error) error {
	v := c.view()
	for i, s := range v.segs {
		err := s.keysWithPrefix(prefix, func(key string, docs []uint32) error {
			var ids []DocID
			for _, d := range docs {
				if id := DocID(v.bases[i] + d); !v.isDeleted(id) {
					ids = append(ids, id)
				}
			}
			if len(ids) == 0 {
				return nil
			}
			return fn(key, ids)
		})
		if err != nil {
			return err
		}
	}
	return nil
}

// Meta returns a document's metadata as it was stored.
func (c *Collection) Meta(d DocID) ([]byte, error) {
	s, local, err := c.view().locate(d)
	if err != nil {
		return nil, err
	}
	return s.meta(local)
}

// Text returns a document's text.
func (c *Collection) Text(d DocID) (string, error) {
	s, local, err := c.view().locate(d)
	if err != nil {
		return "", err
	}
	b, err := s.text(local, nil)
	if err != nil {
		return "", fmt.Errorf("collection: text of %d: %w", d, err)
	}
	return string(b), nil
}

// Rank returns a document's rank (see Rank).
func (c *Collection) Rank(d DocID) uint32 {
	s, local, err := c.view().locate(d)
	if err != nil {
		return ^uint32(0)
	}
	return s.ranks[local]
}

// Deleted reports whether a document was deleted (replaced or removed);
// its text stays readable until the segment is compacted.
func (c *Collection) Deleted(d DocID) bool { return c.view().isDeleted(d) }
