package library

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"

	"citeguard/engine"
)

// The passage index is a document-level 4-gram index over the normalized
// text of every distinct text version in the library: for each hash bucket
// of a 4-byte gram, the sorted list of texts that contain a gram of that
// bucket (CSR layout: one offsets array, one postings array, no per-gram
// allocation). A query intersects the posting lists of its rarest grams and
// confirms each candidate with strings.Index on the normalized text, so the
// result is exact; bucket collisions only cost a wasted confirmation. See
// BENCHMARKS.md ("Library") for the measurements behind this choice.
const gramBits = 18

type searchDoc struct {
	hash string
	norm string
}

type searchIndex struct {
	docs     []searchDoc
	offsets  []uint32 // len 1<<gramBits + 1
	postings []uint32
	normSize int64
}

// gramMul is the multiplicative hash of a gram; its top gramBits bits are
// the bucket, two bits below them choose the sampled grams.
const (
	gramMul    = 0x9E3779B1
	sampleMask = 3 << (32 - gramBits - 2)
)

func gramBucket(g uint32) uint32 { return (g * gramMul) >> (32 - gramBits) }

// gramSampled: only one gram in four (chosen by content, so a passage and
// the text holding it choose the same grams) is indexed. The index is built
// four times faster and is four times smaller; a passage has about one
// sampled gram per four bytes, and one too short to hold any is searched by
// a linear scan.
func gramSampled(g uint32) bool { return (g*gramMul)&sampleMask == 0 }

func gramAt(t string, i int) uint32 {
	return uint32(t[i]) | uint32(t[i+1])<<8 | uint32(t[i+2])<<16 | uint32(t[i+3])<<24
}

// buildSearchIndex normalizes the texts (in parallel) and builds the index.
func buildSearchIndex(ctx context.Context, hashes []string, load func(string) (string, error), workers int, prev map[string]string) (*searchIndex, error) {
	docs := make([]searchDoc, len(hashes))
	errs := make([]error, len(hashes))
	var wg sync.WaitGroup
	next := make(chan int)
	if workers < 1 {
		workers = 1
	}
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				if n, ok := prev[hashes[i]]; ok {
					docs[i] = searchDoc{hash: hashes[i], norm: n}
					continue
				}
				t, err := load(hashes[i])
				if err != nil {
					errs[i] = err
					continue
				}
				docs[i] = searchDoc{hash: hashes[i], norm: engine.Normalize(t)}
			}
		}()
	}
feed:
	for i := range hashes {
		select {
		case next <- i:
		case <-ctx.Done():
			break feed
		}
	}
	close(next)
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	kept := docs[:0]
	for i, d := range docs {
		if errs[i] == nil {
			kept = append(kept, d)
		}
	}
	return indexDocs(kept), errors.Join(errs...)
}

// indexDocs builds the gram index over normalized documents: a counting
// pass and a filling pass, each split over two goroutines by document range
// (postings stay sorted by document because the ranges are in order).
func indexDocs(docs []searchDoc) *searchIndex {
	nb := 1 << gramBits
	ix := &searchIndex{docs: docs, offsets: make([]uint32, nb+1)}
	for _, d := range docs {
		ix.normSize += int64(len(d.norm))
	}
	// Split the documents in two ranges of about equal text size.
	split, acc := len(docs), int64(0)
	for i, d := range docs {
		acc += int64(len(d.norm))
		if acc*2 >= ix.normSize {
			split = i + 1
			break
		}
	}
	ranges := [2][2]int{{0, split}, {split, len(docs)}}
	// Per worker, one array interleaves each bucket's mark (the last document
	// that counted it) and its count, later its fill position: one cache
	// line per sampled gram instead of two.
	var mcs [2][]uint32
	var wg sync.WaitGroup
	for w := range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			mc := make([]uint32, 2*nb)
			for di := ranges[w][0]; di < ranges[w][1]; di++ {
				countGrams(docs[di].norm, uint32(di+1), mc)
			}
			mcs[w] = mc
		}()
	}
	wg.Wait()
	var sum uint32
	for b := 0; b < nb; b++ {
		c0, c1 := mcs[0][2*b+1], mcs[1][2*b+1]
		ix.offsets[b] = sum
		mcs[0][2*b], mcs[0][2*b+1] = 0, sum
		mcs[1][2*b], mcs[1][2*b+1] = 0, sum+c0
		sum += c0 + c1
	}
	ix.offsets[nb] = sum
	ix.postings = make([]uint32, sum+2) // the last two: each worker's spare for fillGrams
	for w := range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for di := ranges[w][0]; di < ranges[w][1]; di++ {
				fillGrams(docs[di].norm, uint32(di+1), mcs[w], ix.postings, sum+uint32(w))
			}
		}()
	}
	wg.Wait()
	ix.postings = ix.postings[:sum]
	return ix
}

// gramBlock is how many text bytes sampledBuckets looks at per call.
const gramBlock = 4096

// sampledBuckets writes into out the bucket of every sampled gram ending in
// t[from:to] (from ≥ 3) and returns how many there are. It has no branch
// on the data: one gram in four is sampled at random, a branch on it would
// be mispredicted every few bytes.
func sampledBuckets(t string, from, to int, out *[gramBlock]uint32) int {
	g := uint32(t[from-3])<<8 | uint32(t[from-2])<<16 | uint32(t[from-1])<<24
	n := 0
	for i := from; i < to; i++ {
		g = g>>8 | uint32(t[i])<<24 // the gram t[i-3:i+1], little-endian
		h := g * gramMul
		out[n&(gramBlock-1)] = h >> (32 - gramBits)
		n += int((h&sampleMask - 1) >> 31) // 1 when sampled: the masked bits are all zero
	}
	return n
}

// countGrams counts, per bucket, the distinct sampled grams of t: mc[2b]
// remembers the last document (id) that counted bucket b, mc[2b+1] is the
// count. fillGrams is the same walk writing the document's number into the
// postings at mc[2b+1], the bucket's next free place; a gram already seen
// in the document writes to the worker's own spare element of postings
// instead, so neither walk branches on the data (and two workers never
// write one element).
func countGrams(t string, id uint32, mc []uint32) {
	var buf [gramBlock]uint32
	for from := 3; from < len(t); from += gramBlock {
		n := sampledBuckets(t, from, min(from+gramBlock, len(t)), &buf)
		for _, b := range buf[:n] {
			x := mc[2*b] ^ id
			mc[2*b] = id
			mc[2*b+1] += (x | -x) >> 31 // 1 when the bucket is new for this document
		}
	}
}

func fillGrams(t string, id uint32, mc, postings []uint32, spare uint32) {
	var buf [gramBlock]uint32
	for from := 3; from < len(t); from += gramBlock {
		n := sampledBuckets(t, from, min(from+gramBlock, len(t)), &buf)
		for _, b := range buf[:n] {
			x := mc[2*b] ^ id
			mc[2*b] = id
			isNew := (x | -x) >> 31
			at := mc[2*b+1]
			postings[at*isNew+spare*(1-isNew)] = id - 1
			mc[2*b+1] = at + isNew
		}
	}
}

// Bytes is the memory the index holds: normalized texts, offsets, postings.
func (ix *searchIndex) Bytes() int64 {
	return ix.normSize + int64(len(ix.offsets))*4 + int64(len(ix.postings))*4
}

// candidates returns the documents that may contain q (normalized).
func (ix *searchIndex) candidates(q string) []uint32 {
	if len(q) < 4 {
		all := make([]uint32, len(ix.docs))
		for i := range all {
			all[i] = uint32(i)
		}
		return all
	}
	seen := map[uint32]bool{}
	var lists [][]uint32
	for i := 0; i+4 <= len(q); i++ {
		g := gramAt(q, i)
		if !gramSampled(g) {
			continue
		}
		b := gramBucket(g)
		if seen[b] {
			continue
		}
		seen[b] = true
		lists = append(lists, ix.postings[ix.offsets[b]:ix.offsets[b+1]])
	}
	if len(lists) == 0 { // no sampled gram: scan everything
		all := make([]uint32, len(ix.docs))
		for i := range all {
			all[i] = uint32(i)
		}
		return all
	}
	sort.Slice(lists, func(i, k int) bool { return len(lists[i]) < len(lists[k]) })
	if len(lists) > 24 {
		lists = lists[:24]
	}
	cur := append([]uint32(nil), lists[0]...)
	for _, l := range lists[1:] {
		if len(cur) == 0 {
			break
		}
		cur = intersect(cur, l)
	}
	return cur
}

func intersect(a, b []uint32) []uint32 {
	out := a[:0]
	j := 0
	for _, x := range a {
		for j < len(b) && b[j] < x {
			j++
		}
		if j == len(b) {
			break
		}
		if b[j] == x {
			out = append(out, x)
		}
	}
	return out
}

// Hit is one place of the library where a passage stands.
type Hit struct {
	Source    *Source
	Rendering *Rendering
	TextHash  string
	Range     engine.Range // byte range in the rendering's ORIGINAL text
	Article   string       // for a statute: the article the passage stands in ("415", "417^1")
}

// ErrPassageTooShort is returned for a passage under 8 normalized bytes: it
// would match everywhere and name nothing.
var ErrPassageTooShort = errors.New("passage too short to search (fewer than 8 characters after normalization)")

// Search returns every library place whose normalized text contains the
// normalized passage (at most perDoc places per text version, 0 = 20),
// sources in id order. Renderings with the same text are reported once.
func (l *Library) Search(ctx context.Context, passage string, perDoc int) ([]Hit, error) {
	// Quotation marks and end punctuation around a quote are the memo's.
	q := strings.Trim(engine.Normalize(passage), "\" '.,;:")
	if len(q) < 8 {
		return nil, ErrPassageTooShort
	}
	if perDoc <= 0 {
		perDoc = 20
	}
	ix, err := l.searchIndex(ctx)
	if ix == nil {
		return nil, err
	}
	var hits []Hit
	for _, di := range ix.candidates(q) {
		d := ix.docs[di]
		off := 0
		var places [][2]int
		for len(places) < perDoc {
			k := strings.Index(d.norm[off:], q)
			if k < 0 {
				break
			}
			places = append(places, [2]int{off + k, off + k + len(q)})
			off += k + 1
		}
		if len(places) == 0 {
			continue
		}
		src, r := l.ownerOf(d.hash)
		if src == nil {
			continue
		}
		es, err := l.EngineText(d.hash)
		if err != nil {
			return nil, err
		}
		var arts []Article
		if src.Meta.Kind == Statute || src.Meta.Kind == EUAct {
			arts = l.articlesOf(d.hash, es.Text)
		}
		for _, p := range places {
			rg := es.Norm().Orig(p[0], p[1])
			h := Hit{Source: src, Rendering: r, TextHash: d.hash, Range: rg}
			if a := articleAt(arts, rg.Start); a != nil {
				h.Article = a.Key
			}
			hits = append(hits, h)
		}
	}
	sort.SliceStable(hits, func(i, k int) bool {
		if hits[i].Source.ID != hits[k].Source.ID {
			return hits[i].Source.ID < hits[k].Source.ID
		}
		return hits[i].Range.Start < hits[k].Range.Start
	})
	return hits, nil
}

// ownerOf finds the source and the preferred rendering holding a text.
func (l *Library) ownerOf(hash string) (*Source, *Rendering) {
	l.mu.RLock()
	defer l.mu.RUnlock()
	o := l.byHash[hash]
	return o.src, o.r
}

type owner struct {
	src *Source
	r   *Rendering
}

func articleAt(arts []Article, off int) *Article {
	i := sort.Search(len(arts), func(i int) bool { return arts[i].Start > off })
	if i == 0 {
		return nil
	}
	a := &arts[i-1]
	if off >= a.End {
		return nil
	}
	return a
}

// articlesOf caches the article table of a statute text.
func (l *Library) articlesOf(hash, text string) []Article {
	l.artMu.Lock()
	a, ok := l.articles[hash]
	l.artMu.Unlock()
	if ok {
		return a
	}
	a = Articles(text)
	l.artMu.Lock()
	l.articles[hash] = a
	l.artMu.Unlock()
	return a
}

// searchIndex builds the passage index on first use after a change: from
// the persisted index when it covers exactly the current texts, else from
// the texts (reusing the persisted normalized texts of unchanged ones), and
// persists the result.
func (l *Library) searchIndex(ctx context.Context) (*searchIndex, error) {
	l.mu.RLock()
	once := l.searchOnce
	l.mu.RUnlock()
	once.Do(func() {
		l.mu.RLock()
		seen := map[string]bool{}
		var hashes []string
		for _, s := range l.sources {
			for _, r := range s.Readable() {
				if !seen[r.TextHash] {
					seen[r.TextHash] = true
					hashes = append(hashes, r.TextHash)
				}
			}
		}
		l.mu.RUnlock()
		sort.Strings(hashes)
		var ix *searchIndex
		var err error
		prev := map[string]string{}
		l.freshMu.Lock()
		for h, n := range l.fresh {
			prev[h] = n
		}
		l.fresh = map[string]string{}
		l.freshMu.Unlock()
		if l.opts.StateDir != "" {
			if old, lerr := readSearchIndex(l.searchPath()); lerr == nil {
				if sameHashes(old.docs, hashes) {
					ix = old
				} else {
					for _, d := range old.docs {
						if _, ok := prev[d.hash]; !ok {
							prev[d.hash] = d.norm
						}
					}
				}
			} else if errors.Is(lerr, errOtherFormat) {
				l.log.Info("library: search index made by another version, rebuilding", "err", lerr)
			} else if !errors.Is(lerr, os.ErrNotExist) {
				l.log.Warn("library: search index unreadable, rebuilding", "err", lerr)
			}
		}
		if ix == nil {
			ix, err = buildSearchIndex(ctx, hashes, l.text, l.opts.Workers, prev)
			if err != nil {
				err = fmt.Errorf("library search index: %w", err)
				l.log.Warn("library: search index incomplete", "err", err)
			}
			if ix != nil && err == nil && l.opts.StateDir != "" {
				if werr := writeSearchIndex(l.searchPath(), ix); werr != nil {
					l.log.Warn("library: search index not saved", "err", werr)
				}
			}
		}
		l.mu.Lock()
		if l.searchOnce == once {
			l.search, l.searchErr = ix, err
			if ctx.Err() != nil { // a cancelled build is retried by the next caller
				l.search, l.searchOnce = nil, &sync.Once{}
			}
		}
		l.mu.Unlock()
	})
	l.mu.RLock()
	defer l.mu.RUnlock()
	if l.search == nil {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		if l.searchErr == nil {
			return nil, errors.New("library search index unavailable (the library changed during the build; retry)")
		}
		return nil, l.searchErr
	}
	return l.search, nil
}

func sameHashes(docs []searchDoc, hashes []string) bool {
	if len(docs) != len(hashes) {
		return false
	}
	for i := range docs {
		if docs[i].hash != hashes[i] {
			return false
		}
	}
	return true
}

func (l *Library) searchPath() string { return filepath.Join(l.dir(), "search.idx") }

// The persisted passage index: a magic line, the gram parameters, the
// number of texts, per text its hash (64 hex bytes) and normalized length,
// the offsets and postings (little-endian uint32), then the normalized texts.
const searchMagic = "citeguard-search-v2\n"

func writeSearchIndex(p string, ix *searchIndex) error {
	for _, d := range ix.docs {
		if len(d.hash) != 64 {
			return fmt.Errorf("search index: bad hash %q", d.hash)
		}
	}
	return writeState(p, func(w io.Writer) error {
		var num [8]byte
		u64 := func(v uint64) {
			binary.LittleEndian.PutUint64(num[:], v)
			w.Write(num[:])
		}
		io.WriteString(w, searchMagic)
		u64(gramBits)
		u64(uint64(len(ix.docs)))
		for _, d := range ix.docs {
			io.WriteString(w, d.hash)
			u64(uint64(len(d.norm)))
		}
		writeUint32s(w, ix.offsets)
		u64(uint64(len(ix.postings)))
		writeUint32s(w, ix.postings)
		for _, d := range ix.docs {
			if _, err := io.WriteString(w, d.norm); err != nil {
				return err // a bufio.Writer keeps its first error: one check suffices
			}
		}
		return nil
	})
}

// writeUint32s writes v little-endian through a small buffer.
func writeUint32s(w io.Writer, v []uint32) {
	var buf [4096]byte
	for len(v) > 0 {
		n := min(len(v), len(buf)/4)
		for i, x := range v[:n] {
			binary.LittleEndian.PutUint32(buf[4*i:], x)
		}
		w.Write(buf[:4*n])
		v = v[n:]
	}
}

func readSearchIndex(p string) (*searchIndex, error) {
	data, err := os.ReadFile(p)
	if err != nil {
		return nil, err
	}
	return parseSearchIndex(data, p)
}

// errOtherFormat: a search index written with other gram parameters (an
// earlier version); it is rebuilt, which is routine, not damage.
var errOtherFormat = errors.New("made with other gram parameters")

// parseSearchIndex decodes a persisted index, checking every offset.
func parseSearchIndex(data []byte, p string) (*searchIndex, error) {
	bad := func(what string) (*searchIndex, error) { return nil, fmt.Errorf("search index %s: %s", p, what) }
	if !bytes.HasPrefix(data, []byte(searchMagic)) {
		return bad("not a search index")
	}
	d := data[len(searchMagic):]
	if len(d) >= 16 && binary.LittleEndian.Uint64(d) != gramBits {
		return nil, fmt.Errorf("search index %s: %w", p, errOtherFormat)
	}
	if len(d) < 16 {
		return bad("truncated")
	}
	nd := binary.LittleEndian.Uint64(d[8:])
	d = d[16:]
	if nd > uint64(len(d))/72 {
		return bad("truncated")
	}
	ix := &searchIndex{docs: make([]searchDoc, nd)}
	lens := make([]uint64, nd)
	var total uint64
	for i := range ix.docs {
		ix.docs[i].hash = string(d[:64])
		lens[i] = binary.LittleEndian.Uint64(d[64:])
		total += lens[i]
		d = d[72:]
	}
	nb := 1<<gramBits + 1
	if len(d) < nb*4+8 {
		return bad("truncated")
	}
	ix.offsets = make([]uint32, nb)
	for i := range ix.offsets {
		ix.offsets[i] = binary.LittleEndian.Uint32(d[i*4:])
		if i > 0 && ix.offsets[i] < ix.offsets[i-1] {
			return bad("inconsistent offsets")
		}
	}
	d = d[nb*4:]
	np := binary.LittleEndian.Uint64(d)
	d = d[8:]
	if np > uint64(len(d))/4 || uint64(len(d))-np*4 != total || uint64(ix.offsets[nb-1]) != np {
		return bad("truncated or inconsistent")
	}
	ix.postings = make([]uint32, np)
	for i := range ix.postings {
		ix.postings[i] = binary.LittleEndian.Uint32(d[i*4:])
		if uint64(ix.postings[i]) >= nd {
			return bad("inconsistent postings")
		}
	}
	all := string(d[np*4:])
	var off uint64
	for i := range ix.docs {
		ix.docs[i].norm = all[off : off+lens[i]]
		off += lens[i]
	}
	ix.normSize = int64(total)
	return ix, nil
}

// IndexStats describes the passage index.
type IndexStats struct {
	Texts     int
	NormBytes int64
	Postings  int
	MemBytes  int64
}

// SearchStats builds the passage index if needed and describes it.
func (l *Library) SearchStats(ctx context.Context) (IndexStats, error) {
	ix, err := l.searchIndex(ctx)
	if ix == nil {
		return IndexStats{}, err
	}
	return IndexStats{Texts: len(ix.docs), NormBytes: ix.normSize, Postings: len(ix.postings), MemBytes: ix.Bytes()}, nil
}
