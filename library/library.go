// Package library is citeguard's source library: a catalog of the judgments,
// statutes, EU acts and other documents a firm keeps in one or more folders,
// a persistent index of their texts keyed by content hash, the resolution of
// a claim's anchor (signature, ECLI, CELEX, act + article) to the source(s)
// and span to check it against, a library-wide passage search (to name the
// real source of a misattributed quote and to tell a statute quote from the
// wrong article) and the versions of each source (a changed source keeps its
// previous version; reports that relied on it are listed as stale).
//
// The files, one job each:
//   - library.go: the types (Library, Source, Rendering) and Open;
//     update.go: finding the files (Update, scan); read.go: reading one file;
//     catalog.go: grouping renderings into sources;
//   - the store: store.go (the text pack and the manifest), uses.go (the
//     append-only log of the versions each report used, Stale);
//   - the passage index: searchindex.go (building it), searchfile.go (on
//     disk), search.go (Search);
//   - resolution: query.go (Query, QueryOf, ParseAnchor), resolve.go
//     (Resolve: signatures, courts and dates), resolve_act.go (acts and
//     provisions), statute.go (a statute's header), articles.go (its
//     articles and units);
//   - source formats: format_html.go (portal HTML), format_portal.go (its
//     .meta.xml), format_saos.go (SAOS JSON), format_sidecar.go (NAME.yaml),
//     format_header.go (what a document says about itself); meta.go merges
//     them.
//
// The Polish vocabulary (acts, courts, signatures, provisions) is pl's. The
// library reads .txt/.md, HTML, SAOS JSON and sidecars itself; other formats
// (PDF, DOCX, ODT) are read by an injected Options.Read, so that this
// package does not import the extraction package (data flows one way).
package library

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"runtime"
	"sync"
	"time"

	"citeguard/library/collection"
	"citeguard/norm"
)

// DefaultMaxFileSize bounds the size of one library file.
const DefaultMaxFileSize = 64 << 20

// ReadFunc reads the text of a document in a format the library does not
// read itself (PDF, DOCX, ODT). citeguard wires the extract package here.
type ReadFunc func(ctx context.Context, path string) (string, error)

// Options configure a Library.
type Options struct {
	Roots       []string     // library folders, read recursively
	StateDir    string       // where the index is kept; "" keeps it in memory only
	Read        ReadFunc     // reader for .pdf/.docx/.odt; nil skips those formats
	ReadFormats []string     // extensions Read handles (default .pdf .docx .odt)
	MaxFileSize int64        // largest file read (default DefaultMaxFileSize)
	Workers     int          // files read in parallel (default GOMAXPROCS)
	Logger      *slog.Logger // default slog.Default()
	// Marker, when set, is a file every root must hold: without it the root
	// is taken for an unmounted share and the library is unavailable.
	Marker string
	// ShrinkHold is how long a sudden shrink (most files gone in one
	// update) is held back before it is taken as meant (0: DefaultShrinkHold;
	// negative: never held, for a person's explicit command).
	ShrinkHold time.Duration
	// ReadOnly opens the persisted index as it is, for a reader beside the
	// one process that keeps it up to date (a worker of the daemon): no
	// folder is scanned, no file read, nothing in the state directory is
	// written (Update is an error, RecordUse keeps uses in memory only, a
	// search index is built in memory when the saved one is stale).
	ReadOnly bool
	// Reread names texts a reader found damaged in the text pack: they are
	// dropped from the pack's index when it loads, so Update reads their
	// files again.
	Reread []string
	// Collection is the folder of the collection of bulk-imported
	// judgments (SAOS); "" = <StateDir>/library/collection, none without
	// a StateDir. See national.go.
	Collection string
	// CollectionReadOnly opens a published collection without writing to
	// it (several daemons sharing one index).
	CollectionReadOnly bool
	// CacheBytes bounds the texts kept normalized in memory for
	// verification and search (default DefaultCacheBytes): with a
	// collection, the library's resident memory is this plus a few bytes
	// per document, whatever the library's size.
	CacheBytes int64
	// Progress, when set, is called after every file an update reads (from
	// the reading goroutines, one call at a time): for a progress line.
	Progress func(Progress)
}

// ErrReadOnly: the library was opened read-only.
var ErrReadOnly = errors.New("library: opened read-only")

// DefaultCacheBytes is the default bound of the normalized-text cache.
const DefaultCacheBytes = 256 << 20

// Rendering is one file of the library: a document as one format renders it.
type Rendering struct {
	Path     string    `json:"path"`
	Format   string    `json:"format"` // txt, md, html, saos-json, pdf, docx, odt, doc
	Size     int64     `json:"size"`
	ModTime  int64     `json:"mtime"`
	FileHash string    `json:"file_hash,omitempty"` // SHA-256 of the bytes
	TextHash string    `json:"text_hash,omitempty"` // SHA-256 of the text = norm.Source.Hash()
	TextLen  int       `json:"text_len,omitempty"`
	Err      string    `json:"err,omitempty"` // why the file is not served
	Meta     Meta      `json:"meta"`          // metadata of this file with its sidecars
	SideSig  string    `json:"side_sig,omitempty"`
	Sidecars []string  `json:"sidecars,omitempty"` // metadata files read with it (NAME.yaml, NAME.meta.xml)
	History  []Version `json:"history,omitempty"`  // previous versions, oldest first
}

// Original reports whether the rendering is an original format (preferred
// for display) rather than a text rendering.
func (r *Rendering) Original() bool { return r.Format != "txt" && r.Format != "md" }

// Version is a previous version of a rendering's text.
type Version struct {
	TextHash string    `json:"text_hash"`
	FileHash string    `json:"file_hash"`
	Until    time.Time `json:"until"` // when the change was seen
}

// Source is one document of the library with all its renderings (a court
// PDF and its .txt, a portal HTML + .txt + .meta.xml): same signature, court
// and date make one source.
type Source struct {
	ID         string       // stable identity: kind and key fields
	Meta       Meta         // merged metadata, with where each field came from
	Renderings []*Rendering // the original first; unreadable ones last
	lib        *Library
}

// Readable returns the renderings that have text, the original first.
func (s *Source) Readable() []*Rendering {
	var out []*Rendering
	for _, r := range s.Renderings {
		if r.Err == "" && r.TextHash != "" {
			out = append(out, r)
		}
	}
	return out
}

// Text returns the text of the preferred readable rendering.
func (s *Source) Text() (string, *Rendering, error) {
	rs := s.Readable()
	if len(rs) == 0 {
		return "", nil, fmt.Errorf("source %s: no readable rendering", s.ID)
	}
	t, err := s.lib.text(rs[0].TextHash)
	return t, rs[0], err
}

// Engine returns the norm.Source of a rendering's text (normalized once,
// cached), ready for engine.VerifyAgainst.
func (s *Source) Engine(r *Rendering) (*norm.Source, error) { return s.lib.EngineText(r.TextHash) }

// Hashes returns the text hashes of every readable rendering: what a report
// that relied on this source should record with RecordUse.
func (s *Source) Hashes() []string {
	var out []string
	for _, r := range s.Readable() {
		out = append(out, r.TextHash)
	}
	return out
}

// Problem is a file the library could not serve, with the reason.
type Problem struct {
	Path string
	Err  string
}

// Changes is what an Update found.
type Changes struct {
	Added, Changed, Removed, Unchanged int
	Read                               int // files whose bytes were read
	Bytes                              int64
	TextBytes                          int64
	Collection                         bool // the collection changed (an import, another office's publication)
}

// Library is the catalog and its indexes. Safe for concurrent use.
type Library struct {
	opts Options
	log  *slog.Logger

	updMu sync.Mutex // one Update at a time

	mu          sync.RWMutex
	files       map[string]*Rendering // by path
	removed     []*Rendering          // files gone since they were indexed (their history serves Stale)
	uses        map[string][]string   // report id → text hashes it relied on
	usesLog     *os.File              // uses.jsonl, opened on the first RecordUse
	sources     []*Source
	bySig       map[string][]*Source
	byECLI      map[string][]*Source
	byCELEX     map[string][]*Source
	byAct       map[string][]*Source
	byPath      map[string]*Source
	byHash      map[string]owner // text hash → the first source and rendering holding it
	problems    []Problem
	texts       map[string]string // in-memory texts (no state dir) and cache
	engines     *engineCache
	artMu       sync.Mutex
	articles    map[string][]Article // by text hash, guarded by artMu
	searchOnce  *sync.Once
	search      *searchIndex
	searchErr   error
	last        Changes
	lastProg    Progress  // the last Update's progress when it ended (guarded by mu)
	health      Health    // after the last Update (guarded by mu)
	shrinkSince time.Time // a sudden shrink first seen (guarded by updMu)
	freshMu     sync.Mutex
	fresh       map[string]string // normalized texts read since the passage index was built, guarded by freshMu

	packMu   sync.Mutex
	pack     *os.File
	packSize int64
	packIdx  map[string]packEntry
	verified map[string]bool // pack texts whose hash was checked on their first read
	damaged  map[string]bool // pack texts that did not match their hash: read again by Update

	coll    *collection.Collection // bulk-imported judgments; nil without a state dir
	collMu  sync.Mutex
	collSrc map[collection.DocID]*Source // sources made from collection documents (bounded)
	collGen uint64                       // the collection generation collSrc belongs to
	// staleCache: per text hash a report used, whether the collection
	// still serves it (for collGen).
	staleCache map[string]collStaleInfo
}

// Open opens the library: loads the persisted index from the state
// directory (if any) and brings it up to date with the folders. A file whose
// size and modification time are unchanged is not read again. A library
// that is unavailable (a folder missing or unmounted, nothing readable) is
// opened all the same: Health says why, and a later Update may find it back.
func Open(ctx context.Context, opts Options) (*Library, error) {
	if opts.MaxFileSize <= 0 {
		opts.MaxFileSize = DefaultMaxFileSize
	}
	if opts.Workers <= 0 {
		opts.Workers = runtime.GOMAXPROCS(0)
	}
	if opts.Logger == nil {
		opts.Logger = slog.Default()
	}
	if len(opts.ReadFormats) == 0 {
		opts.ReadFormats = []string{".pdf", ".docx", ".odt"}
	}
	if opts.ShrinkHold == 0 {
		opts.ShrinkHold = DefaultShrinkHold
	}
	if opts.CacheBytes <= 0 {
		opts.CacheBytes = DefaultCacheBytes
	}
	l := &Library{opts: opts, log: opts.Logger, files: map[string]*Rendering{}, uses: map[string][]string{},
		texts: map[string]string{}, engines: newEngineCache(opts.CacheBytes), articles: map[string][]Article{}, searchOnce: &sync.Once{}}
	if opts.StateDir != "" {
		if err := l.load(); err != nil {
			return nil, err
		}
		l.MarkDamaged(opts.Reread...)
	}
	if err := l.openCollection(); err != nil {
		l.Close()
		return nil, err
	}
	if opts.ReadOnly {
		l.mu.Lock()
		l.rebuild()
		l.measure() // as the index says; the process keeping it watches the folders
		l.mu.Unlock()
		return l, nil
	}
	if _, err := l.Update(ctx); err != nil && !IsUnavailable(err) {
		return nil, err
	}
	return l, nil
}

// LastUpdate returns what the last Update (or Open) found.
func (l *Library) LastUpdate() Changes {
	l.mu.RLock()
	defer l.mu.RUnlock()
	return l.last
}

// Sources returns every source of the folders, ordered by id. The
// collection's judgments are not listed (there may be millions):
// Collection().Stats counts them, Resolve and Search find them.
func (l *Library) Sources() []*Source {
	l.mu.RLock()
	defer l.mu.RUnlock()
	return append([]*Source(nil), l.sources...)
}

// Problems returns the files that could not be served, with the reason.
func (l *Library) Problems() []Problem {
	l.mu.RLock()
	defer l.mu.RUnlock()
	return append([]Problem(nil), l.problems...)
}

// SourceOf returns the source a file belongs to.
func (l *Library) SourceOf(path string) *Source {
	l.mu.RLock()
	defer l.mu.RUnlock()
	if a, err := filepath.Abs(path); err == nil {
		path = a
	}
	return l.byPath[path]
}

// text returns a text by hash, from memory or the state directory.
func (l *Library) text(hash string) (string, error) {
	l.mu.RLock()
	t, ok := l.texts[hash]
	l.mu.RUnlock()
	if ok {
		return t, nil
	}
	if l.opts.StateDir != "" {
		t, err := l.packText(hash)
		if err == nil || !l.inPackOnly(hash, err) {
			return t, err
		}
	}
	if t, ok, err := l.collText(hash); ok || err != nil {
		return t, err
	}
	return "", fmt.Errorf("text %s not in the library", short(hash))
}

// inPackOnly tells a text the pack does not hold (the collection may) from
// one it holds but could not serve (damaged, closed): the latter's error
// stands.
func (l *Library) inPackOnly(hash string, err error) bool {
	if errors.Is(err, ErrTextDamaged) {
		return false
	}
	l.packMu.Lock()
	_, held := l.packIdx[hash]
	l.packMu.Unlock()
	return !held && l.pack != nil
}

// VersionText returns the text of any version the library has seen (a
// current or a previous one), by its hash.
func (l *Library) VersionText(hash string) (string, error) { return l.text(hash) }

// EngineText returns one version of a text (by its hash) as a norm.Source,
// normalized once and cached, ready for engine.VerifyAgainst.
func (l *Library) EngineText(hash string) (*norm.Source, error) {
	if s := l.engines.get(hash); s != nil {
		return s, nil
	}
	t, err := l.text(hash)
	if err != nil {
		return nil, err
	}
	return l.engines.put(hash, norm.NewSource(t)), nil
}
