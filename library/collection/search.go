package collection

// Searching the collection for a passage and ranking what it finds.

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"time"

	"citeguard/norm"
)

// ErrPassageTooShort: a passage under MinPassage normalized bytes cannot be
// searched in the collection.
var ErrPassageTooShort = fmt.Errorf("passage too short to search the collection (fewer than %d characters after normalization)", MinPassage)

// SearchResult is where a passage stands in the collection.
type SearchResult struct {
	Docs       []DocID // the documents that hold it, best rank first
	Candidates int     // documents the index proposed
	Capped     bool    // more candidates than MaxConfirm: Docs may be incomplete
}

// Search finds the live documents whose normalized text holds passage (a
// normalized passage). Candidates from the passage index are confirmed in
// rank order (see Rank: statutes, then the earliest, then the highest
// court), at most maxConfirm of them (0: 256).
func (c *Collection) Search(ctx context.Context, passage string, maxConfirm int) (*SearchResult, error) {
	hs := queryHashes(passage)
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
		if strings.Contains(norm.Normalize(string(buf)), passage) {
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
