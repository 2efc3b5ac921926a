package library

import (
	"context"
	"errors"
	"fmt"
	"os"
	"sort"
	"strings"
	"sync"

	"citeguard/library/collection"
	"citeguard/norm"
)

// Hit is one place of the library where a passage stands.
type Hit struct {
	Source    *Source
	Rendering *Rendering
	TextHash  string
	Range     norm.Range // byte range in the rendering's ORIGINAL text
	Article   string     // for a statute: the article the passage stands in ("415", "417^1")
	// Holders is how many sources hold the passage in all (the folders'
	// and the collection's); HoldersAtLeast: the collection had more
	// candidates than it checked, so there may be more.
	Holders        int
	HoldersAtLeast bool
}

// maxHitSources bounds the sources Search returns places in (the best
// ranked); Hit.Holders counts them all.
const maxHitSources = 20

// ErrPassageTooShort is returned for a passage under 8 normalized bytes: it
// would match everywhere and name nothing.
var ErrPassageTooShort = errors.New("passage too short to search (fewer than 8 characters after normalization)")

// Search returns the library places whose normalized text contains the
// normalized passage (at most perDoc places per text version, 0 = 20), the
// most likely original first: statutes, then the earliest ruling, then the
// highest court (rankOf), at most maxHitSources sources. Renderings with the
// same text are reported once. The collection is searched for passages of
// at least collection.MinPassage normalized bytes.
func (l *Library) Search(ctx context.Context, passage string, perDoc int) ([]Hit, error) {
	// Quotation marks and end punctuation around a quote are the memo's.
	q := strings.Trim(norm.Normalize(passage), "\" '.,;:")
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
	more, capped, err := l.searchCollection(ctx, q, perDoc, hits)
	if err != nil {
		return nil, err
	}
	hits = append(hits, more...)
	sort.SliceStable(hits, func(i, k int) bool {
		ri, rk := rankOf(hits[i].Source), rankOf(hits[k].Source)
		if ri != rk {
			return ri < rk
		}
		if hits[i].Source.ID != hits[k].Source.ID {
			return hits[i].Source.ID < hits[k].Source.ID
		}
		return hits[i].Range.Start < hits[k].Range.Start
	})
	holders := map[string]bool{}
	for _, h := range hits {
		holders[h.Source.ID] = true
	}
	n := len(holders) + capped.extra
	var out []Hit
	seen := map[string]bool{}
	for _, h := range hits {
		if !seen[h.Source.ID] && len(seen) == maxHitSources {
			continue
		}
		seen[h.Source.ID] = true
		h.Holders, h.HoldersAtLeast = n, capped.more
		out = append(out, h)
	}
	return out, nil
}

// collHits is what searching the collection adds to the count of holders.
type collHits struct {
	extra int  // holders found but not returned as hits
	more  bool // candidates left unchecked
}

// searchCollection finds a normalized passage in the collection: places in
// the best-ranked documents (up to maxHitSources) and the number of the
// others. Documents standing for a folder source already hit are left out.
func (l *Library) searchCollection(ctx context.Context, q string, perDoc int, folder []Hit) ([]Hit, collHits, error) {
	var ch collHits
	if l.coll == nil || len(q) < collection.MinPassage {
		return nil, ch, nil
	}
	res, err := l.coll.Search(ctx, q, 0)
	if err != nil {
		return nil, ch, fmt.Errorf("library collection search: %w", err)
	}
	ch.more = res.Capped
	have := map[string]bool{}
	for _, h := range folder {
		have[h.Source.ID] = true
	}
	var hits []Hit
	returned := 0
	for _, id := range res.Docs {
		src, err := l.collSource(id)
		if err != nil {
			return nil, ch, err
		}
		if have[src.ID] {
			continue
		}
		have[src.ID] = true
		if returned >= maxHitSources {
			ch.extra++
			continue
		}
		returned++
		r := src.Renderings[0]
		es, err := l.EngineText(r.TextHash)
		if err != nil {
			return nil, ch, err
		}
		norm := es.Norm()
		off := 0
		for n := 0; n < perDoc; n++ {
			k := strings.Index(norm.Text[off:], q)
			if k < 0 {
				break
			}
			hits = append(hits, Hit{Source: src, Rendering: r, TextHash: r.TextHash, Range: norm.Orig(off+k, off+k+len(q))})
			off += k + 1
		}
	}
	return hits, ch, nil
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
			if ix != nil && err == nil && l.opts.StateDir != "" && !l.opts.ReadOnly {
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
