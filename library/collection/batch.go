package collection

import (
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"

	"citeguard/internal/fsx"
	"citeguard/norm"
)

// Doc is a document to add.
type Doc struct {
	Text string
	Norm string // its normalized text (norm.Normalize); computed when empty
	Meta []byte // stored as is; the library's metadata
	Keys []string
	Rank uint32

	grams []uint32 // the chosen hash prefixes, set by Prepare
}

var scratchPool = sync.Pool{New: func() any { return new(gramScratch) }}

// Prepare does the expensive part of adding a document, the normalization
// and the choice of its grams, so that it can run in parallel goroutines
// before the one writing goroutine adds it.
func (d *Doc) Prepare() {
	if d.Norm == "" {
		d.Norm = norm.Normalize(d.Text)
	}
	if d.grams == nil {
		g := scratchPool.Get().(*gramScratch)
		d.grams = slices.Clone(g.prefixes(d.Norm))
		scratchPool.Put(g)
	}
}

// Batch is an update of the collection: documents added and deleted, import
// progress recorded. Nothing of it is visible, to this process or any other,
// before Commit or Checkpoint; a crash before then leaves the collection as
// it was.
type Batch struct {
	c       *Collection
	man     manifest
	w       *segWriter
	deleted []DocID
	done    bool
	closed  bool
	dirty   bool // something to publish
	unlock  func()
}

// ErrReadOnly: the collection was opened read-only.
var ErrReadOnly = errors.New("collection opened read-only")

// retireGrace is how long a segment file replaced by a compaction stays on
// disk for readers (other daemons) that still have it open.
const retireGrace = time.Hour

// Begin starts a batch. One batch at a time: a second Begin (in this or
// another process) waits for the lock of the first one.
func (c *Collection) Begin() (*Batch, error) {
	if c.opts.ReadOnly {
		return nil, ErrReadOnly
	}
	c.writer.Lock()
	unlock, err := fsx.Lock(filepath.Join(c.opts.Dir, "LOCK"))
	if err != nil {
		c.writer.Unlock()
		if errors.Is(err, fsx.ErrLocked) {
			return nil, fmt.Errorf("collection %s: another process is updating it (an import?): %w", c.opts.Dir, err)
		}
		return nil, fmt.Errorf("collection %s: %w", c.opts.Dir, err)
	}
	if err := c.Refresh(); err != nil {
		unlock()
		c.writer.Unlock()
		return nil, err
	}
	c.collectGarbage()
	c.mu.RLock()
	b := &Batch{c: c, man: cloneManifest(c.man), unlock: unlock}
	c.mu.RUnlock()
	return b, nil
}

func cloneManifest(m manifest) manifest {
	out := m
	out.Segments = append([]segRef(nil), m.Segments...)
	out.Imports = map[string]ImportState{}
	for k, v := range m.Imports {
		out.Imports[k] = v
	}
	out.Retired = append([]retired(nil), m.Retired...)
	return out
}

// Add adds a document and returns its number. When the document fills the
// open segment, the segment is written (not yet published: Checkpoint or
// Commit publishes it) and SegmentClosed reports true until the next Add.
func (b *Batch) Add(d Doc) (DocID, error) {
	b.closed = false
	if b.done {
		return 0, errors.New("collection: batch already ended")
	}
	if b.w == nil {
		name := fmt.Sprintf("seg-%010d-%x.cgs", b.man.NextDoc, time.Now().UnixNano())
		w, err := newSegWriter(filepath.Join(b.c.opts.Dir, name))
		if err != nil {
			return 0, fmt.Errorf("collection: %w", err)
		}
		b.w = w
	}
	d.Prepare()
	id := DocID(b.man.NextDoc + uint32(b.w.len()))
	if err := b.w.add(docIn{text: d.Text, grams: d.grams, meta: d.Meta, keys: d.Keys, rank: d.Rank}); err != nil {
		return 0, fmt.Errorf("collection: %w", err)
	}
	if b.w.textBytes >= b.c.opts.SegmentBytes {
		if err := b.closeSegment(); err != nil {
			return 0, err
		}
		b.closed = true
	}
	return id, nil
}

// SegmentClosed reports whether the last Add wrote a full segment: a good
// moment for a Checkpoint.
func (b *Batch) SegmentClosed() bool { return b.closed }

// closeSegment writes the open segment and lists it in the batch's manifest.
func (b *Batch) closeSegment() error {
	w := b.w
	if w == nil {
		return nil
	}
	b.w = nil
	n, text := w.len(), w.textBytes
	if n == 0 {
		w.abort()
		return nil
	}
	if err := w.finish(); err != nil {
		return fmt.Errorf("collection: writing a segment: %w", err)
	}
	b.man.Segments = append(b.man.Segments, segRef{File: filepath.Base(w.path), Base: b.man.NextDoc, Docs: uint32(n), TextBytes: text})
	b.man.NextDoc += uint32(n)
	b.dirty = true
	return nil
}

// Delete marks a document deleted.
func (b *Batch) Delete(d DocID) {
	b.deleted = append(b.deleted, d)
	b.dirty = true
}

// SetImport records how far an input file was imported.
func (b *Batch) SetImport(path string, st ImportState) {
	if old, ok := b.man.Imports[path]; !ok || old != st {
		b.man.Imports[path] = st
		b.dirty = true
	}
}

// ForgetImport drops what was recorded of an input file's import.
func (b *Batch) ForgetImport(path string) {
	if _, ok := b.man.Imports[path]; ok {
		delete(b.man.Imports, path)
		b.dirty = true
	}
}

// Checkpoint commits what the batch holds and goes on with the same batch:
// a long import checkpoints every segment so that a crash loses at most one.
func (b *Batch) Checkpoint() error {
	if err := b.closeSegment(); err != nil {
		return err
	}
	if !b.dirty {
		return nil // nothing to publish: the generation stays
	}
	if err := b.publish(); err != nil {
		return err
	}
	b.deleted, b.dirty = nil, false
	return nil
}

// Commit publishes the batch and ends it.
func (b *Batch) Commit() error {
	if b.done {
		return errors.New("collection: batch already ended")
	}
	err := b.Checkpoint()
	b.end()
	return err
}

// Abort drops what was not checkpointed and ends the batch.
func (b *Batch) Abort() {
	if b.done {
		return
	}
	if b.w != nil {
		b.w.abort()
		b.w = nil
	}
	b.end()
}

func (b *Batch) end() {
	b.done = true
	b.unlock()
	b.c.writer.Unlock()
}

// publish writes the deleted set and the manifest, then installs it.
func (b *Batch) publish() error {
	c := b.c
	c.mu.RLock()
	old := c.deleted
	c.mu.RUnlock()
	m := b.man
	m.Generation++
	if len(b.deleted) > 0 {
		var data []byte
		for i, w := range old {
			for w != 0 {
				bit := w & -w
				data = binary.LittleEndian.AppendUint32(data, uint32(i*64+trailingZeros(bit)))
				w &^= bit
			}
		}
		for _, d := range b.deleted {
			if d < DocID(m.NextDoc) && !(int(d/64) < len(old) && old[d/64]&(1<<(d%64)) != 0) {
				data = binary.LittleEndian.AppendUint32(data, uint32(d))
			}
		}
		name := fmt.Sprintf("deleted-%d.bin", m.Generation)
		if err := fsx.WriteAtomic(filepath.Join(c.opts.Dir, name), data); err != nil {
			return fmt.Errorf("collection: %w", err)
		}
		if m.Deleted != "" {
			m.Retired = append(m.Retired, retired{File: m.Deleted, At: time.Now().Unix()})
		}
		m.Deleted = name
	}
	data, err := json.MarshalIndent(m, "", " ")
	if err != nil {
		return err
	}
	if err := fsx.WriteAtomic(filepath.Join(c.opts.Dir, manifestName), data); err != nil {
		return fmt.Errorf("collection: %w", err)
	}
	b.man = cloneManifest(m)
	return c.install(m)
}

func trailingZeros(x uint64) int {
	n := 0
	for x&1 == 0 && n < 64 {
		x >>= 1
		n++
	}
	return n
}

// retired is a file no longer in the collection, kept for a while for the
// readers that still have it open.
type retired struct {
	File string `json:"file"`
	At   int64  `json:"at"`
}

// collectGarbage removes, under the writer lock, what a crashed writer left
// (temporary files, segments no manifest lists) and retired files past
// their grace.
func (c *Collection) collectGarbage() {
	c.mu.RLock()
	live := map[string]bool{manifestName: true, "LOCK": true, c.man.Deleted: true}
	for _, s := range c.man.Segments {
		live[s.File] = true
	}
	grace := map[string]bool{}
	for _, r := range c.man.Retired {
		if time.Since(time.Unix(r.At, 0)) < retireGrace {
			grace[r.File] = true
		}
	}
	c.mu.RUnlock()
	entries, err := os.ReadDir(c.opts.Dir)
	if err != nil {
		return
	}
	for _, e := range entries {
		n := e.Name()
		if live[n] || grace[n] {
			continue
		}
		if strings.HasPrefix(n, ".tmp-") || strings.HasPrefix(n, "seg-") || strings.HasPrefix(n, "deleted-") || strings.HasPrefix(n, "."+manifestName+".tmp-") {
			if err := os.Remove(filepath.Join(c.opts.Dir, n)); err == nil {
				c.log.Info("collection: removed a leftover file", "file", n)
			}
		}
	}
}
