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
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"sync"
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
