// Package collection is the library's on-disk store for national scale: the
// judgments imported from SAOS (and any other bulk source), up to millions
// of documents, with resident memory bounded by a few bytes per document.
//
// A collection is a directory of immutable segment files and one MANIFEST
// that lists them. A segment holds a batch of documents: texts, metadata,
// lookup keys (signature, ECLI, court+date, id, text hash, file) in a sorted
// table, and a passage index (winnowed 8-byte grams → documents). Readers
// pread what they need; the page cache does the caching. A writer adds
// segments and marks documents deleted, then replaces the MANIFEST
// atomically: a crash at any point leaves the last complete collection, and
// several processes (daemons of several offices) may read one collection
// while a single writer updates it.
package collection

import (
	"context"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"

	"citeguard/engine"
)

// DocID numbers a document in its collection. Numbers are never reused.
type DocID uint32

// Key kinds: the lookup keys a document is filed under. The library builds
// the values (normalized signatures, canonical court names).
const (
	KeyID        = "I:" // a stable identity: "saos:12345", a file path
	KeySignature = "S:" // a normalized signature
	KeyECLI      = "E:"
	KeyCourtDate = "C:" // canonical court + "|" + yyyy-mm-dd
	KeyHash      = "H:" // SHA-256 of the text
	KeyFile      = "F:" // the file the document was read from
)

// Options configure a collection.
type Options struct {
	Dir      string
	ReadOnly bool // open a published collection; no writer, no lock
	Logger   *slog.Logger
	// SegmentBytes: a segment is closed when its texts reach this size
	// (default 256 MiB; import memory is ~1.5× this).
	SegmentBytes int64
}

const manifestName = "MANIFEST"

// manifest is the collection's table of contents.
type manifest struct {
	Version    int                    `json:"version"`
	Generation uint64                 `json:"generation"`
	NextDoc    uint32                 `json:"next_doc"`
	Segments   []segRef               `json:"segments"`
	Deleted    string                 `json:"deleted,omitempty"` // file of deleted document numbers
	Imports    map[string]ImportState `json:"imports,omitempty"`
	Retired    []retired              `json:"retired,omitempty"`
}

type segRef struct {
	File      string `json:"file"`
	Base      uint32 `json:"base"`
	Docs      uint32 `json:"docs"`
	TextBytes int64  `json:"text_bytes"`
}

// ImportState is how far an input file was imported: a resumed import
// skips what is recorded here.
type ImportState struct {
	Size    int64 `json:"size"`
	ModTime int64 `json:"mtime"`
	Items   int   `json:"items"` // records consumed
	Done    bool  `json:"done"`
}

const manifestVersion = 1

// Collection is an open collection. Safe for concurrent use.
type Collection struct {
	opts    Options
	log     *slog.Logger
	mu      sync.RWMutex
	man     manifest
	segs    []*segment // by base
	deleted []uint64   // bitmap of deleted document numbers
	nlive   int
	writer  sync.Mutex // one batch at a time in this process
}

// Open opens (or, unless read-only, creates) the collection in opts.Dir.
func Open(opts Options) (*Collection, error) {
	if opts.Logger == nil {
		opts.Logger = slog.Default()
	}
	if opts.SegmentBytes <= 0 {
		opts.SegmentBytes = 256 << 20
	}
	c := &Collection{opts: opts, log: opts.Logger}
	if !opts.ReadOnly {
		if err := os.MkdirAll(opts.Dir, 0o755); err != nil {
			return nil, fmt.Errorf("collection: %w", err)
		}
	}
	if err := c.Refresh(); err != nil {
		return nil, err
	}
	return c, nil
}

// Refresh rereads the MANIFEST if another process changed it: new segments
// are opened, dropped ones closed. A missing manifest is an empty
// collection.
func (c *Collection) Refresh() error {
	data, err := os.ReadFile(filepath.Join(c.opts.Dir, manifestName))
	var m manifest
	switch {
	case errors.Is(err, os.ErrNotExist):
		m = manifest{Version: manifestVersion}
	case err != nil:
		return fmt.Errorf("collection %s: %w", c.opts.Dir, err)
	default:
		if err := json.Unmarshal(data, &m); err != nil {
			return fmt.Errorf("collection %s: manifest unreadable: %w", c.opts.Dir, err)
		}
		if m.Version != manifestVersion {
			return fmt.Errorf("collection %s: manifest version %d, this citeguard reads %d", c.opts.Dir, m.Version, manifestVersion)
		}
	}
	c.mu.RLock()
	same := c.segs != nil && m.Generation == c.man.Generation
	c.mu.RUnlock()
	if same {
		return nil
	}
	return c.install(m)
}

// install makes m the current state: opens its segments (reusing the open
// ones) and loads its deleted set.
func (c *Collection) install(m manifest) error {
	c.mu.RLock()
	open := map[string]*segment{}
	for _, s := range c.segs {
		open[s.name] = s
	}
	c.mu.RUnlock()
	var segs []*segment
	var opened []*segment
	for _, r := range m.Segments {
		if s := open[r.File]; s != nil {
			segs = append(segs, s)
			continue
		}
		s, err := openSegment(filepath.Join(c.opts.Dir, r.File))
		if err == nil && s.ndocs() != r.Docs {
			s.close()
			err = fmt.Errorf("segment %s holds %d documents, the manifest says %d", r.File, s.ndocs(), r.Docs)
		}
		if err != nil {
			for _, o := range opened {
				o.close()
			}
			return fmt.Errorf("collection %s: %w", c.opts.Dir, err)
		}
		segs = append(segs, s)
		opened = append(opened, s)
	}
	deleted := make([]uint64, (m.NextDoc+63)/64)
	if m.Deleted != "" {
		data, err := os.ReadFile(filepath.Join(c.opts.Dir, m.Deleted))
		if err != nil || len(data)%4 != 0 {
			for _, o := range opened {
				o.close()
			}
			return fmt.Errorf("collection %s: deleted set %s unreadable: %v", c.opts.Dir, m.Deleted, err)
		}
		for i := 0; i < len(data); i += 4 {
			d := binary.LittleEndian.Uint32(data[i:])
			if d < m.NextDoc {
				deleted[d/64] |= 1 << (d % 64)
			}
		}
	}
	live := 0
	for _, r := range m.Segments {
		live += int(r.Docs)
	}
	for _, w := range deleted {
		live -= popcount(w)
	}
	keep := map[*segment]bool{}
	for _, s := range segs {
		keep[s] = true
	}
	c.mu.Lock()
	old := c.segs
	c.man, c.segs, c.deleted, c.nlive = m, segs, deleted, live
	c.mu.Unlock()
	for _, s := range old {
		if !keep[s] {
			s.close()
		}
	}
	return nil
}

func popcount(x uint64) int {
	n := 0
	for x != 0 {
		x &= x - 1
		n++
	}
	return n
}

// Close closes the segment files.
func (c *Collection) Close() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	var err error
	for _, s := range c.segs {
		err = errors.Join(err, s.close())
	}
	c.segs = nil
	return err
}

// Stats describes a collection.
type Stats struct {
	Generation uint64
	Docs       int // live documents
	Deleted    int
	Segments   int
	TextBytes  int64
}

// Stats returns the collection's counts.
func (c *Collection) Stats() Stats {
	c.mu.RLock()
	defer c.mu.RUnlock()
	st := Stats{Generation: c.man.Generation, Docs: c.nlive, Segments: len(c.segs)}
	for _, r := range c.man.Segments {
		st.TextBytes += r.TextBytes
		st.Deleted += int(r.Docs)
	}
	st.Deleted -= c.nlive
	return st
}

// Generation identifies the collection's current state: it changes with
// every committed update.
func (c *Collection) Generation() uint64 {
	c.mu.RLock()
	defer c.mu.RUnlock()
	return c.man.Generation
}

// Import returns how far a file was imported.
func (c *Collection) Import(path string) (ImportState, bool) {
	c.mu.RLock()
	defer c.mu.RUnlock()
	st, ok := c.man.Imports[path]
	return st, ok
}

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

// ErrPassageTooShort: a passage under MinPassage normalized bytes cannot be
// searched in the collection.
var ErrPassageTooShort = fmt.Errorf("passage too short to search the collection (fewer than %d characters after normalization)", MinPassage)

// SearchResult is where a passage stands in the collection.
type SearchResult struct {
	Docs       []DocID // the documents that hold it, best rank first
	Candidates int     // documents the index proposed
	Capped     bool    // more candidates than MaxConfirm: Docs may be incomplete
}

// Search finds the live documents whose normalized text holds norm (a
// normalized passage). Candidates from the passage index are confirmed in
// rank order (see Rank: statutes, then the earliest, then the highest
// court), at most maxConfirm of them (0: 256).
func (c *Collection) Search(ctx context.Context, norm string, maxConfirm int) (*SearchResult, error) {
	hs := queryHashes(norm)
	if hs == nil {
		return nil, ErrPassageTooShort
	}
	if maxConfirm <= 0 {
		maxConfirm = 256
	}
	v := c.view()
	type cand struct {
		rank uint32
		seg  int
		doc  uint32
	}
	var cands []cand
	for i, s := range v.segs {
		docs, err := s.candidates(hs)
		if err != nil {
			return nil, fmt.Errorf("collection search in %s: %w", s.name, err)
		}
		for _, d := range docs {
			if !v.isDeleted(DocID(v.bases[i] + d)) {
				cands = append(cands, cand{s.ranks[d], i, d})
			}
		}
	}
	slices.SortFunc(cands, func(a, b cand) int {
		if a.rank != b.rank {
			if a.rank < b.rank {
				return -1
			}
			return 1
		}
		return int(v.bases[a.seg]+a.doc) - int(v.bases[b.seg]+b.doc)
	})
	res := &SearchResult{Candidates: len(cands)}
	var buf []byte
	for n, cd := range cands {
		if n >= maxConfirm {
			res.Capped = true
			break
		}
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		var err error
		buf, err = v.segs[cd.seg].text(cd.doc, buf)
		if err != nil {
			return nil, err
		}
		if strings.Contains(engine.Normalize(string(buf)), norm) {
			res.Docs = append(res.Docs, DocID(v.bases[cd.seg]+cd.doc))
		}
	}
	return res, nil
}

// Rank orders documents for naming the most likely original of a passage:
// a statute (kind 0) before a judgment (1) before anything else (2); then
// the earliest date; then the higher court (level 0 = Supreme Court or
// Constitutional Tribunal … 7 = unknown). Lower is better.
func Rank(kind int, date string, level int) uint32 {
	days := uint32(0xFFFF)
	if t, ok := civilDays(date); ok {
		days = t
	}
	return uint32(min(kind, 3))<<20 | days<<4 | uint32(min(max(level, 0), 15))
}

// civilDays counts the days from 1900-01-01 to an ISO date (up to 2079).
func civilDays(date string) (uint32, bool) {
	t, err := time.Parse("2006-01-02", date)
	if err != nil {
		return 0, false
	}
	d := t.Sub(time.Date(1900, 1, 1, 0, 0, 0, 0, time.UTC)).Hours() / 24
	if d < 0 || d >= 0xFFFF {
		return 0, false
	}
	return uint32(d), true
}
