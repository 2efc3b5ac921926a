// Package library is citeguard's source library: a catalog of the judgments,
// statutes, EU acts and other documents a firm keeps in one or more folders,
// a persistent index of their texts keyed by content hash, the resolution of
// a claim's anchor (signature, ECLI, CELEX, act + article) to the source(s)
// and span to check it against, a library-wide passage search (to name the
// real source of a misattributed quote and to tell a statute quote from the
// wrong article) and the versions of each source (a changed source keeps its
// previous version; reports that relied on it are listed as stale).
//
// The library reads .txt/.md, the HTML of orzeczenia.ms.gov.pl (with its
// .meta.xml), SAOS JSON exports and sidecar NAME.yaml files itself; other
// formats (PDF, DOCX, ODT) are read by an injected Options.Read, so that this
// package does not import the extraction package (data flows one way).
package library

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"citeguard/engine"
	"citeguard/pl"

	"golang.org/x/text/encoding/charmap"
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
}

// Rendering is one file of the library: a document as one format renders it.
type Rendering struct {
	Path     string    `json:"path"`
	Format   string    `json:"format"` // txt, md, html, saos-json, pdf, docx, odt, doc
	Size     int64     `json:"size"`
	ModTime  int64     `json:"mtime"`
	FileHash string    `json:"file_hash,omitempty"` // SHA-256 of the bytes
	TextHash string    `json:"text_hash,omitempty"` // SHA-256 of the text = engine.Source.Hash()
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

// Engine returns the engine.Source of a rendering's text (normalized once,
// cached), ready for engine.VerifyAgainst.
func (s *Source) Engine(r *Rendering) (*engine.Source, error) { return s.lib.EngineText(r.TextHash) }

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
}

// Library is the catalog and its indexes. Safe for concurrent use.
type Library struct {
	opts Options
	log  *slog.Logger

	updMu sync.Mutex // one Update at a time

	mu         sync.RWMutex
	files      map[string]*Rendering // by path
	removed    []*Rendering          // files gone since they were indexed (their history serves Stale)
	uses       map[string][]string   // report id → text hashes it relied on
	usesLog    *os.File              // uses.jsonl, opened on the first RecordUse
	sources    []*Source
	bySig      map[string][]*Source
	byECLI     map[string][]*Source
	byCELEX    map[string][]*Source
	byAct      map[string][]*Source
	byPath     map[string]*Source
	byHash     map[string]owner // text hash → the first source and rendering holding it
	problems   []Problem
	texts      map[string]string // in-memory texts (no state dir) and cache
	engines    map[string]*engine.Source
	artMu      sync.Mutex
	articles   map[string][]Article // by text hash, guarded by artMu
	searchOnce *sync.Once
	search     *searchIndex
	searchErr  error
	last       Changes
	freshMu    sync.Mutex
	fresh      map[string]string // normalized texts read since the passage index was built, guarded by freshMu

	packMu   sync.Mutex
	pack     *os.File
	packSize int64
	packIdx  map[string]packEntry
}

// Open opens the library: loads the persisted index from the state
// directory (if any) and brings it up to date with the folders. A file whose
// size and modification time are unchanged is not read again.
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
	l := &Library{opts: opts, log: opts.Logger, files: map[string]*Rendering{}, uses: map[string][]string{},
		texts: map[string]string{}, engines: map[string]*engine.Source{}, articles: map[string][]Article{}, searchOnce: &sync.Once{}}
	if opts.StateDir != "" {
		if err := l.load(); err != nil {
			return nil, err
		}
	}
	if _, err := l.Update(ctx); err != nil {
		return nil, err
	}
	return l, nil
}

// job is one library file to look at.
type job struct {
	path, format string
	info         fs.FileInfo
	sidecars     []string
	prev         *Rendering
}

// Update rescans the folders: new files are read, changed files re-read
// (their previous version kept), removed files dropped; unchanged files (same
// size and modification time) are not read. The index is saved when
// anything changed.
func (l *Library) Update(ctx context.Context) (Changes, error) {
	l.updMu.Lock()
	defer l.updMu.Unlock()
	var ch Changes
	jobs, ignored, err := l.scan(ctx)
	if err != nil {
		return ch, err
	}
	_ = ignored
	l.mu.RLock()
	old := l.files
	l.mu.RUnlock()
	next := make(map[string]*Rendering, len(jobs))
	var work []*job
	for _, j := range jobs {
		j.prev = old[j.path]
		sig := sideSig(j.sidecars)
		if p := j.prev; p != nil && p.Size == j.info.Size() && p.ModTime == j.info.ModTime().UnixNano() && p.SideSig == sig && (p.Format == j.format || j.format == "sniff") {
			next[j.path] = p
			ch.Unchanged++
			continue
		}
		work = append(work, j)
	}
	// Largest first: the workers then finish together instead of one
	// reading a big statute while the others wait.
	sort.SliceStable(work, func(a, b int) bool { return work[a].info.Size() > work[b].info.Size() })
	results := make([]*Rendering, len(work))
	var wg sync.WaitGroup
	idx := make(chan int)
	var statMu sync.Mutex
	for w := 0; w < l.opts.Workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var scratch []byte // this worker's read buffer, reused file to file
			for i := range idx {
				r, n, tn := l.readOne(ctx, work[i], &scratch)
				results[i] = r
				statMu.Lock()
				ch.Bytes += n
				ch.TextBytes += tn
				if n > 0 {
					ch.Read++
				}
				statMu.Unlock()
			}
		}()
	}
feed:
	for i := range work {
		select {
		case idx <- i:
		case <-ctx.Done():
			break feed
		}
	}
	close(idx)
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return ch, fmt.Errorf("library update: %w", err)
	}
	for i, j := range work {
		r := results[i]
		next[j.path] = r
		if j.prev == nil {
			ch.Added++
		} else if j.prev.TextHash != r.TextHash || j.prev.Err != r.Err {
			ch.Changed++
		} else {
			ch.Unchanged++
		}
	}
	var removed []*Rendering
	for p, r := range old {
		if _, ok := next[p]; !ok {
			ch.Removed++
			removed = append(removed, r)
		}
	}
	changed := ch.Added+ch.Changed+ch.Removed > 0 || len(work) > 0
	l.mu.Lock()
	l.files = next
	l.removed = append(l.removed, removed...)
	l.rebuild()
	if changed {
		l.searchOnce = &sync.Once{}
		l.search = nil
	}
	problems := l.problems
	l.last = ch
	l.mu.Unlock()
	for _, p := range problems {
		if p.Err != "" {
			l.log.Debug("library: file skipped", "path", p.Path, "reason", p.Err)
		}
	}
	if changed && l.opts.StateDir != "" {
		// The catalog is saved while the passage index is built and
		// persisted, now that the normalized texts are at hand: a restart
		// then loads it instead of rebuilding.
		saved := make(chan error, 1)
		go func() { saved <- l.save() }()
		if _, err := l.searchIndex(ctx); err != nil {
			l.log.Warn("library: passage index not built", "err", err)
		}
		if err := <-saved; err != nil {
			return ch, err
		}
	}
	l.log.Info("library updated", "added", ch.Added, "changed", ch.Changed, "removed", ch.Removed,
		"unchanged", ch.Unchanged, "read", ch.Read, "skipped", len(problems))
	return ch, nil
}

func sideSig(paths []string) string {
	var b strings.Builder
	for _, p := range paths {
		if fi, err := os.Stat(p); err == nil {
			fmt.Fprintf(&b, "%s:%d:%d;", filepath.Base(p), fi.Size(), fi.ModTime().UnixNano())
		}
	}
	return b.String()
}

// ignoredExt are data files, not documents: gold answers, tables, metadata
// read as sidecars.
var ignoredExt = map[string]bool{".csv": true, ".tsv": true, ".jsonl": true, ".jdg": true, ".law": true,
	".xml": true, ".yaml": true, ".yml": true, ".zip": true, ".png": true, ".jpg": true, ".gif": true}

// scan walks the roots and returns the document files with their sidecars.
func (l *Library) scan(ctx context.Context) ([]*job, int, error) {
	var jobs []*job
	ignored := 0
	stateAbs, _ := filepath.Abs(l.opts.StateDir)
	for _, root := range l.opts.Roots {
		root, err := filepath.Abs(root)
		if err != nil {
			return nil, 0, fmt.Errorf("library root %q: %w", root, err)
		}
		if fi, err := os.Stat(root); err != nil {
			return nil, 0, fmt.Errorf("library root: %w", err)
		} else if !fi.IsDir() {
			return nil, 0, fmt.Errorf("library root %s: not a directory", root)
		}
		err = filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				l.log.Warn("library: cannot read", "path", p, "err", err)
				if d != nil && d.IsDir() {
					return fs.SkipDir
				}
				return nil
			}
			if ctx.Err() != nil {
				return ctx.Err()
			}
			name := d.Name()
			if d.IsDir() {
				if p != root && (strings.HasPrefix(name, ".") || p == stateAbs) {
					return fs.SkipDir
				}
				return nil
			}
			if strings.HasPrefix(name, ".") || strings.HasPrefix(name, "~$") || !d.Type().IsRegular() {
				return nil
			}
			format := formatOf(name)
			if format == "" {
				ignored++
				return nil
			}
			info, err := d.Info()
			if err != nil {
				return nil
			}
			jobs = append(jobs, &job{path: p, format: format, info: info, sidecars: sidecarsOf(p)})
			return nil
		})
		if err != nil {
			return nil, 0, fmt.Errorf("library scan %s: %w", root, err)
		}
	}
	sort.Slice(jobs, func(i, k int) bool { return jobs[i].path < jobs[k].path })
	return jobs, ignored, nil
}

// formatOf classifies a file by name; "" means not a document. Files without
// an extension are sniffed when read ("sniff").
func formatOf(name string) string {
	lower := strings.ToLower(name)
	if strings.HasPrefix(lower, "readme") || strings.HasPrefix(lower, "index.") || strings.HasSuffix(lower, "-answers.txt") {
		return ""
	}
	ext := filepath.Ext(lower)
	switch ext {
	case ".txt":
		return "txt"
	case ".md":
		return "md"
	case ".html", ".htm":
		return "html"
	case ".json":
		return "saos-json"
	case ".pdf", ".docx", ".odt", ".doc", ".rtf":
		return ext[1:]
	case "":
		return "sniff"
	}
	if ignoredExt[ext] {
		return ""
	}
	if len(ext) > 6 || strings.ContainsAny(ext, "0123456789_") { // "1.2.2019" style names
		return "sniff"
	}
	return ""
}

// stem is a file's name without its extension(s) (.meta.xml counts as one).
func stem(p string) string {
	b := filepath.Base(p)
	lb := strings.ToLower(b)
	for _, suf := range []string{".meta.xml", ".pdf.yaml", ".yaml", ".yml"} {
		if strings.HasSuffix(lb, suf) {
			return b[:len(b)-len(suf)]
		}
	}
	if e := filepath.Ext(b); e != "" && formatOf(b) != "sniff" {
		return b[:len(b)-len(e)]
	}
	return b
}

// sidecarsOf lists the metadata files beside p: NAME.yaml / NAME.yml (for
// the stem or the full name) and NAME.meta.xml.
func sidecarsOf(p string) []string {
	dir, base := filepath.Split(p)
	st := stem(p)
	var out []string
	for _, c := range []string{base + ".yaml", st + ".yaml", st + ".yml", st + ".meta.xml"} {
		if _, err := os.Stat(filepath.Join(dir, c)); err == nil {
			out = append(out, filepath.Join(dir, c))
		}
	}
	return dedup(out)
}

func dedup(s []string) []string {
	seen := map[string]bool{}
	out := s[:0]
	for _, x := range s {
		if !seen[x] {
			seen[x] = true
			out = append(out, x)
		}
	}
	return out
}

// readOne reads one file: bytes (bounded), hash, text, metadata. A file that
// cannot be read gets Err and no text; the previous version is kept. The
// file's bytes go into *scratch (grown as needed and reused by the caller),
// so nothing derived from them may alias it.
func (l *Library) readOne(ctx context.Context, j *job, scratch *[]byte) (r *Rendering, nbytes, ntext int64) {
	r = &Rendering{Path: j.path, Format: j.format, Size: j.info.Size(), ModTime: j.info.ModTime().UnixNano(), SideSig: sideSig(j.sidecars), Sidecars: j.sidecars}
	if j.prev != nil {
		r.History = append(r.History, j.prev.History...)
	}
	fail := func(format string, a ...any) (*Rendering, int64, int64) {
		r.Err = fmt.Sprintf(format, a...)
		l.log.Warn("library: file skipped", "path", j.path, "reason", r.Err)
		l.keepPrevious(r, j.prev)
		return r, nbytes, 0
	}
	defer func() {
		if p := recover(); p != nil {
			r.Err = fmt.Sprintf("reader panic: %v", p)
			r.TextHash = ""
			l.log.Error("library: reader panic", "path", j.path, "panic", p)
			l.keepPrevious(r, j.prev)
		}
	}()
	if j.format == "doc" || j.format == "rtf" {
		return fail("legacy .%s is not read; a text rendering beside it (same name, .txt) serves", j.format)
	}
	if r.Size > l.opts.MaxFileSize {
		return fail("file too large: %d bytes (limit %d)", r.Size, l.opts.MaxFileSize)
	}
	data, err := readInto(*scratch, j.path, l.opts.MaxFileSize)
	if err != nil {
		return fail("read: %v", err)
	}
	if cap(data) <= 16<<20 { // a rare large file's buffer is not kept for the rest
		*scratch = data[:0]
	}
	nbytes = int64(len(data))
	sum := sha256.Sum256(data)
	r.FileHash = hex.EncodeToString(sum[:])
	if p := j.prev; p != nil && p.FileHash == r.FileHash && p.Err == "" && p.SideSig == r.SideSig && (p.Format == r.Format || r.Format == "sniff") {
		// Touched, not changed.
		r.TextHash, r.TextLen, r.Meta, r.History = p.TextHash, p.TextLen, p.Meta, p.History
		return r, nbytes, 0
	}
	var text string
	var own Meta
	format := j.format
	if format == "sniff" {
		format = sniff(data)
		if format == "" {
			return fail("not a document (binary or CSV data)")
		}
		r.Format = format
	}
	switch format {
	case "txt", "md":
		if isCSV(data) {
			return fail("not a document (CSV data)")
		}
		text, err = decodeText(data)
	case "html":
		if !utf8.Valid(data) {
			data = []byte(strings.ToValidUTF8(string(data), "\uFFFD"))
		}
		text = HTMLText(string(data))
	case "saos-json":
		own, text, err = ParseSAOS(data)
	default:
		if !l.handles("." + format) {
			return fail("no reader for .%s here (its text rendering, if any, serves)", format)
		}
		text, err = l.opts.Read(ctx, j.path)
	}
	if err != nil {
		return fail("%s: %v", format, err)
	}
	if strings.TrimSpace(text) == "" {
		return fail("no text in the file (a scan without a text layer, or empty)")
	}
	// The text hash is engine.Source.Hash of the text (SHA-256 of its bytes).
	if len(text) == len(data) && text == string(data) {
		r.TextHash = r.FileHash
	} else {
		ts := sha256.Sum256([]byte(text))
		r.TextHash = hex.EncodeToString(ts[:])
	}
	r.TextLen = len(text)
	ntext = int64(len(text))
	if err := l.putText(r.TextHash, text); err != nil {
		return fail("store text: %v", err)
	}
	// Normalized here, in the reading goroutine, for the passage index.
	norm := engine.Normalize(text)
	l.freshMu.Lock()
	if l.fresh == nil {
		l.fresh = map[string]string{}
	}
	l.fresh[r.TextHash] = norm
	l.freshMu.Unlock()
	r.Meta = l.fileMeta(j, text, own)
	if p := j.prev; p != nil && p.TextHash != "" && p.TextHash != r.TextHash {
		r.History = append(r.History, Version{TextHash: p.TextHash, FileHash: p.FileHash, Until: time.Now().UTC()})
		l.log.Info("library: source changed, previous version kept", "path", j.path, "old", short(p.TextHash), "new", short(r.TextHash))
	}
	return r, nbytes, ntext
}

// keepPrevious records, for a file that became unreadable, its last good
// text as a previous version.
func (l *Library) keepPrevious(r, prev *Rendering) {
	if prev != nil && prev.TextHash != "" {
		r.History = append(r.History, Version{TextHash: prev.TextHash, FileHash: prev.FileHash, Until: time.Now().UTC()})
	}
}

func short(h string) string {
	if len(h) > 12 {
		return h[:12]
	}
	return h
}

func (l *Library) handles(ext string) bool {
	if l.opts.Read == nil {
		return false
	}
	for _, e := range l.opts.ReadFormats {
		if strings.EqualFold(e, ext) {
			return true
		}
	}
	return false
}

// readInto reads a file of at most limit bytes into buf (reallocated when
// too small): one read sized by the file's stat, no growing copies.
func readInto(buf []byte, p string, limit int64) ([]byte, error) {
	f, err := os.Open(p)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, err
	}
	size := fi.Size()
	if size > limit {
		return nil, fmt.Errorf("file grew beyond the limit of %d bytes", limit)
	}
	if int64(cap(buf)) < size+1 {
		buf = make([]byte, 0, size+size/8+512)
	}
	buf = buf[:0]
	for {
		if len(buf) == cap(buf) {
			if int64(len(buf)) > limit {
				return nil, fmt.Errorf("file grew beyond the limit of %d bytes", limit)
			}
			buf = append(buf, 0)[:len(buf)] // the file grew since the stat
		}
		n, err := f.Read(buf[len(buf):cap(buf)])
		buf = buf[:len(buf)+n]
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, err
		}
	}
	if int64(len(buf)) > limit {
		return nil, fmt.Errorf("file grew beyond the limit of %d bytes", limit)
	}
	return buf, nil
}

// readBounded reads a whole file of at most limit bytes.
func readBounded(p string, limit int64) ([]byte, error) { return readInto(nil, p, limit) }

// sniff tells what a file without an extension holds.
func sniff(data []byte) string {
	head := data
	if len(head) > 2048 {
		head = head[:2048]
	}
	if bytes.IndexByte(head, 0) >= 0 {
		return ""
	}
	lh := bytes.ToLower(head)
	for _, t := range []string{"<p", "<div", "<html", "<!doctype html", "<h2", "<table", "<body"} {
		if bytes.Contains(lh, []byte(t)) {
			return "html"
		}
	}
	if isCSV(head) {
		return ""
	}
	return "txt"
}

// isCSV tells quoted CSV data (gold answers, tables) from a document: most
// of the first lines start with a quote and hold `","`.
func isCSV(data []byte) bool {
	if len(data) > 2048 {
		data = data[:2048]
	}
	lines := bytes.Split(bytes.TrimSpace(data), []byte("\n"))
	csv := 0
	for _, ln := range lines {
		if len(ln) > 0 && ln[0] == '"' && (bytes.Contains(ln, []byte(`","`)) || bytes.Count(ln, []byte(`"`)) == 2) {
			csv++
		}
	}
	return len(lines) > 1 && csv*2 > len(lines) || len(lines) == 1 && csv == 1 && bytes.Contains(data, []byte(`","`))
}

// decodeText reads a text file: UTF-8 (a BOM is dropped), else Windows-1250.
func decodeText(data []byte) (string, error) {
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	if utf8.Valid(data) {
		return string(data), nil
	}
	if bytes.IndexByte(data, 0) >= 0 {
		return "", errors.New("binary data, not text")
	}
	out, err := charmap.Windows1250.NewDecoder().Bytes(data)
	if err != nil {
		return "", fmt.Errorf("neither UTF-8 nor Windows-1250: %w", err)
	}
	return string(out), nil
}

// fileMeta merges a file's metadata in order of authority: its sidecar
// YAML, the portal .meta.xml, the source's own metadata (SAOS), the header.
func (l *Library) fileMeta(j *job, text string, own Meta) Meta {
	var m Meta
	for _, sc := range j.sidecars {
		data, err := readBounded(sc, 1<<20)
		if err != nil {
			l.log.Warn("library: sidecar unreadable", "path", sc, "err", err)
			continue
		}
		var sm Meta
		if strings.HasSuffix(strings.ToLower(sc), ".meta.xml") {
			sm, err = ParsePortalMeta(data)
		} else {
			sm, err = ParseSidecar(data)
		}
		if err != nil {
			l.log.Warn("library: sidecar ignored", "path", sc, "err", err)
			continue
		}
		for k := range sm.From {
			sm.From[k] += " " + filepath.Base(sc)
		}
		m.merge(sm)
	}
	m.merge(own)
	m.merge(parseHeader(text, j.path))
	if m.Kind == "" {
		m.Kind = Document
	}
	return m
}

// rebuild groups the files into sources and rebuilds the lookup maps.
// Called with l.mu held.
func (l *Library) rebuild() {
	type group struct {
		key   string
		meta  Meta
		files []*Rendering
	}
	groups := map[string]*group{}
	var order []string
	l.problems = nil
	paths := make([]string, 0, len(l.files))
	for p := range l.files {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	for _, p := range paths {
		r := l.files[p]
		if r.Err != "" {
			l.problems = append(l.problems, Problem{Path: r.Path, Err: r.Err})
		}
		k := filepath.Join(filepath.Dir(p), stem(p))
		g := groups[k]
		if g == nil {
			g = &group{key: k}
			groups[k] = g
			order = append(order, k)
		}
		g.files = append(g.files, r)
	}
	// Merge each group's metadata, originals first.
	for _, k := range order {
		g := groups[k]
		sortRenderings(g.files)
		for _, r := range g.files {
			g.meta.merge(r.Meta)
		}
		if g.meta.Kind == "" {
			g.meta.Kind = Document
		}
	}
	// Same identity (signature + court + date; act + version) → one source.
	byID := map[string]*Source{}
	var srcs []*Source
	for _, k := range order {
		g := groups[k]
		readable := false
		for _, r := range g.files {
			readable = readable || r.Err == ""
		}
		if !readable {
			continue // only in Problems: nothing to serve
		}
		id := identity(g.meta, g.key)
		if s := byID[id]; s != nil {
			s.Renderings = append(s.Renderings, g.files...)
			s.Meta.merge(g.meta)
			sortRenderings(s.Renderings)
			continue
		}
		s := &Source{ID: id, Meta: g.meta, Renderings: g.files, lib: l}
		byID[id] = s
		srcs = append(srcs, s)
	}
	// A judgment known by its signature only (no court or no date) joins the
	// one fully known judgment of that signature it agrees with, if exactly one.
	var kept []*Source
	full := map[string][]*Source{}
	for _, s := range srcs {
		if s.Meta.Kind == Judgment && len(s.Meta.Signatures) > 0 && s.Meta.Court != "" && s.Meta.Date != "" {
			k := pl.SignatureKey(s.Meta.Signatures[0])
			full[k] = append(full[k], s)
		}
	}
	for _, s := range srcs {
		if s.Meta.Kind == Judgment && len(s.Meta.Signatures) > 0 && (s.Meta.Court == "" || s.Meta.Date == "") {
			var agree []*Source
			for _, f := range full[pl.SignatureKey(s.Meta.Signatures[0])] {
				if compatible(s.Meta, f.Meta) {
					agree = append(agree, f)
				}
			}
			if len(agree) == 1 {
				agree[0].Renderings = append(agree[0].Renderings, s.Renderings...)
				sortRenderings(agree[0].Renderings)
				agree[0].Meta.merge(s.Meta)
				continue
			}
		}
		kept = append(kept, s)
	}
	sort.Slice(kept, func(i, k int) bool { return kept[i].ID < kept[k].ID })
	l.sources = kept
	l.bySig, l.byECLI, l.byCELEX, l.byAct, l.byPath = map[string][]*Source{}, map[string][]*Source{}, map[string][]*Source{}, map[string][]*Source{}, map[string]*Source{}
	l.byHash = map[string]owner{}
	for _, s := range kept {
		seen := map[string]bool{}
		for _, sig := range append(append([]string{}, s.Meta.Signatures...), s.Meta.Aliases...) {
			k := pl.SignatureKey(sig)
			if k != "" && !seen[k] {
				seen[k] = true
				l.bySig[k] = append(l.bySig[k], s)
			}
		}
		if s.Meta.ECLI != "" {
			l.byECLI[strings.ToUpper(s.Meta.ECLI)] = append(l.byECLI[strings.ToUpper(s.Meta.ECLI)], s)
		}
		if s.Meta.CELEX != "" {
			l.byCELEX[strings.ToUpper(s.Meta.CELEX)] = append(l.byCELEX[strings.ToUpper(s.Meta.CELEX)], s)
		}
		if s.Meta.Act != "" {
			l.byAct[s.Meta.Act] = append(l.byAct[s.Meta.Act], s)
		}
		for _, r := range s.Renderings {
			if _, ok := l.byHash[r.TextHash]; !ok && r.Err == "" && r.TextHash != "" {
				l.byHash[r.TextHash] = owner{s, r}
			}
			l.byPath[r.Path] = s
			for _, sc := range r.Sidecars {
				l.byPath[sc] = s
			}
		}
	}
	// Statute versions: newest first.
	for _, ss := range l.byAct {
		sort.SliceStable(ss, func(i, k int) bool { return versionKey(ss[i].Meta.Version) > versionKey(ss[k].Meta.Version) })
	}
}

// versionKey orders statute versions: "2015-08-17" and "Dz.U.2025.1071" by year first.
func versionKey(v string) string {
	if strings.HasPrefix(v, "Dz.U.") {
		return v[5:]
	}
	return v
}

func compatible(a, b Meta) bool {
	if a.Court != "" && b.Court != "" && pl.CanonicalCourt(a.Court) != pl.CanonicalCourt(b.Court) {
		return false
	}
	if a.Date != "" && b.Date != "" && a.Date != b.Date {
		return false
	}
	return true
}

// identity is the key under which renderings are one source.
func identity(m Meta, groupKey string) string {
	switch m.Kind {
	case Judgment:
		if len(m.Signatures) > 0 {
			court := pl.CanonicalCourt(m.Court)
			if court == "" {
				court = m.Court
			}
			return fmt.Sprintf("judgment:%s|%s|%s", pl.CanonicalSignature(m.Signatures[0]), court, m.Date)
		}
	case Statute, EUAct:
		if m.Act != "" {
			return fmt.Sprintf("%s:%s|%s", m.Kind, m.Act, m.Version)
		}
	}
	return "document:" + groupKey
}

var formatRank = map[string]int{"pdf": 0, "docx": 1, "odt": 2, "doc": 3, "html": 4, "saos-json": 5, "md": 6, "txt": 7}

func sortRenderings(rs []*Rendering) {
	sort.SliceStable(rs, func(i, k int) bool {
		ei, ek := rs[i].Err != "", rs[k].Err != ""
		if ei != ek {
			return !ei
		}
		ri, rk := formatRank[rs[i].Format], formatRank[rs[k].Format]
		if ri != rk {
			return ri < rk
		}
		return rs[i].Path < rs[k].Path
	})
}

// LastUpdate returns what the last Update (or Open) found.
func (l *Library) LastUpdate() Changes {
	l.mu.RLock()
	defer l.mu.RUnlock()
	return l.last
}

// Sources returns every source, ordered by id.
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
	if l.opts.StateDir == "" {
		return "", fmt.Errorf("text %s not in the library", short(hash))
	}
	return l.packText(hash)
}

// VersionText returns the text of any version the library has seen (a
// current or a previous one), by its hash.
func (l *Library) VersionText(hash string) (string, error) { return l.text(hash) }

// EngineText returns one version of a text (by its hash) as an engine.Source,
// normalized once and cached, ready for engine.VerifyAgainst.
func (l *Library) EngineText(hash string) (*engine.Source, error) {
	l.mu.RLock()
	s := l.engines[hash]
	l.mu.RUnlock()
	if s != nil {
		return s, nil
	}
	t, err := l.text(hash)
	if err != nil {
		return nil, err
	}
	s = engine.NewSource(t)
	l.mu.Lock()
	if e := l.engines[hash]; e != nil {
		s = e
	} else {
		l.engines[hash] = s
	}
	l.mu.Unlock()
	return s, nil
}
