package engine

import (
	"regexp"
	"strings"
	"unicode/utf8"

	"citeguard/cite"
	"citeguard/norm"
	"citeguard/pl"
)

// match kinds of a quotation against its source.
const (
	matchNone    = "brak"
	matchExact   = "dokladne"
	matchNoSpace = "bez_odstepow"
	matchApprox  = "przyblizone"
)

// maxApproxRatio is the reference's tolerance: every segment within 15 %
// edit distance of its length makes an approximate match.
const maxApproxRatio = 0.15

// approxBound is the most edits a segment of n characters may have and
// still match approximately: the largest d with d/n ≤ maxApproxRatio.
func approxBound(n int) int {
	k := int(maxApproxRatio * float64(n))
	for float64(k+1)/float64(n) <= maxApproxRatio {
		k++
	}
	for k > 0 && float64(k)/float64(n) > maxApproxRatio {
		k--
	}
	return k
}

// gapRe splits a normalized quotation at its gaps: [...], (...) and ....
var gapRe = regexp.MustCompile(`\s*(?:\[\s*\.\.\.\s*\]|\(\s*\.\.\.\s*\)|\.\.\.)\s*`)

// edgePunct is the punctuation at the edges of a quotation or of a segment
// between its gaps that is no part of what is quoted: "celu.”" quotes the
// source's "celu”", and "…], że" the source's "że".
const edgePunct = ` .,;:!?"`

// splitGaps returns the non-empty segments of a normalized quotation,
// without the punctuation at their edges.
func splitGaps(q string) []string {
	var segs []string
	for _, s := range gapRe.Split(pl.StripEditorialNotes(q), -1) {
		if s = strings.Trim(s, edgePunct); s != "" {
			segs = append(segs, s)
		}
	}
	return segs
}

// segHit is where one segment landed, as a byte range of the normalized
// source, with its edit distance.
type segHit struct {
	Seg        string
	Start, End int
	Dist       int
	Ratio      float64
}

// fragResult is the outcome of the FRAGMENT check.
type fragResult struct {
	Kind     string
	Hits     []segHit
	Changes  []Change  // word differences, for an approximate match
	Material cite.Note // meaning-changing differences
	// Near are the changes of meaning against the nearest passage of a
	// quotation found neither verbatim nor within the approximate
	// tolerance (nearMaterial), and NearChanges the word differences
	// they come from.
	Near        cite.Note
	NearChanges []Change
}

// checkFragment looks for the quotation in the normalized source: all
// segments verbatim and in order; failing that, verbatim once white space is
// ignored; failing that, each segment's nearest place by edit distance.
func checkFragment(quote string, source *norm.Source) fragResult {
	src := source.Norm()
	segs := splitGaps(norm.Normalize(quote))
	if len(segs) == 0 {
		return fragResult{Kind: matchNone}
	}
	if hits, ok := exactInOrder(segs, src.Text); ok {
		r := fragResult{Kind: matchExact, Hits: hits}
		r.Material = gapNegations(hits, src.Text)
		return r
	}
	if hits, ok := noSpaceInOrder(segs, spacelessOf(source)); ok {
		r := fragResult{Kind: matchNoSpace, Hits: hits}
		r.Material = gapNegations(hits, src.Text)
		return r
	}
	r := fragResult{Kind: matchApprox}
	worst := 0.0
	for _, seg := range segs {
		n := utf8.RuneCountInString(seg)
		k := approxBound(n)
		pt := newPattern(seg)
		h := pt.searchWithin(src.Text, k)
		if h.Start < 0 {
			// Lost diacritics are cosmetic: measure again with them folded.
			folded := foldedOf(source)
			if fh := newPattern(norm.FoldDiacritics(seg)).searchWithin(folded.Text, k); fh.Start >= 0 {
				h = approxHit{Dist: fh.Dist, Start: folded.Pos[fh.Start], End: folded.Pos[fh.End]}
			}
		}
		if h.Start < 0 {
			// Not within the tolerance: still name the nearest place.
			h = pt.search(src.Text)
		}
		ratio := float64(h.Dist) / float64(n)
		worst = max(worst, ratio)
		if h.Start >= 0 {
			h.Start, h.End = snapToWords(src.Text, h.Start, h.End)
		}
		r.Hits = append(r.Hits, segHit{Seg: seg, Start: h.Start, End: h.End, Dist: h.Dist, Ratio: ratio})
	}
	if worst > maxApproxRatio {
		r.Kind = matchNone
		r.Near, r.NearChanges = nearMaterial(r.Hits, src.Text)
		return r
	}
	for _, h := range r.Hits {
		if h.Dist > 0 || h.Start >= 0 && h.Seg != src.Text[h.Start:h.End] {
			r.Changes = append(r.Changes, diffInContext(h.Seg, src.Text, h.Start, h.End)...)
		}
	}
	r.Material = append(r.Material, materialChanges(r.Changes)...)
	for i := 1; i < len(r.Hits); i++ {
		if a, b := r.Hits[i-1], r.Hits[i]; a.End >= 0 && b.Start >= a.End {
			r.Material = append(r.Material, gapNegations([]segHit{a, b}, src.Text)...)
		}
	}
	return r
}

// exactInOrder finds every segment verbatim, each after the previous one.
func exactInOrder(segs []string, text string) ([]segHit, bool) {
	hits := make([]segHit, 0, len(segs))
	cursor := 0
	for _, seg := range segs {
		i := strings.Index(text[cursor:], seg)
		if i < 0 {
			return nil, false
		}
		start := cursor + i
		hits = append(hits, segHit{Seg: seg, Start: start, End: start + len(seg)})
		cursor = start + len(seg)
	}
	return hits, true
}

// noSpaceInOrder is exactInOrder with all spaces removed from both sides:
// extraction glues words ("jegokonkretyzację") or splits them ("skarżą cy").
func noSpaceInOrder(segs []string, sp *spaceless) ([]segHit, bool) {
	hits := make([]segHit, 0, len(segs))
	cursor := 0
	for _, seg := range segs {
		s := strings.ReplaceAll(seg, " ", "")
		i := strings.Index(sp.Text[cursor:], s)
		if i < 0 || s == "" {
			return nil, false
		}
		a, b := cursor+i, cursor+i+len(s)
		hits = append(hits, segHit{Seg: seg, Start: int(sp.Pos[a]), End: int(sp.Pos[b-1]) + 1})
		cursor = b
	}
	return hits, true
}

// spaceless is a normalized text without its spaces and, for every byte,
// its offset in the normalized text.
type spaceless struct {
	Text string
	Pos  []int32
}

func removeSpaces(text string) *spaceless {
	squeezed := make([]byte, 0, len(text))
	pos := make([]int32, 0, len(text))
	for i := 0; i < len(text); i++ {
		if text[i] != ' ' {
			squeezed = append(squeezed, text[i])
			pos = append(pos, int32(i))
		}
	}
	return &spaceless{Text: string(squeezed), Pos: pos}
}

// gapNegations reports the negations that the gaps between consecutive
// segments skip.
func gapNegations(hits []segHit, text string) cite.Note {
	var out cite.Note
	for i := 1; i < len(hits); i++ {
		a, b := hits[i-1].End, hits[i].Start
		if a < 0 || b < a {
			continue
		}
		if neg, ok := gapSkipsNegation(text[a:b]); ok {
			out = append(out, cite.Finding{Code: cite.GapSkipsNegation, Args: []string{neg}})
		}
	}
	return out
}

// contextWords is how many source words around an approximate hit the word
// diff may use: a character alignment sometimes drops a quote's first or
// last word to save edits, which would hide a change next to it.
const contextWords = 3

// diffInContext diffs a segment against its hit widened by contextWords on
// each side; wordDiff leaves the widening's unused source words out.
func diffInContext(seg, text string, start, end int) []Change {
	a, b := start, end
	for k := 0; k < contextWords && a > 0; k++ {
		a = wordStartBefore(text, a)
	}
	for k := 0; k < contextWords && b < len(text); k++ {
		b = wordEndAfter(text, b)
	}
	return wordDiff(seg, text[a:b])
}

// wordStartBefore returns the start of the word before byte i.
func wordStartBefore(text string, i int) int {
	for i > 0 && text[i-1] == ' ' {
		i--
	}
	for i > 0 && text[i-1] != ' ' {
		i--
	}
	return i
}

// wordEndAfter returns the end of the word after byte i.
func wordEndAfter(text string, i int) int {
	for i < len(text) && text[i] == ' ' {
		i++
	}
	for i < len(text) && text[i] != ' ' {
		i++
	}
	return i
}

// snapToWords widens [start, end) to whole words.
func snapToWords(text string, start, end int) (int, int) {
	for start > 0 && text[start-1] != ' ' {
		start--
	}
	for end < len(text) && text[end] != ' ' {
		end++
	}
	return start, end
}

// foldedText is a text with diacritics folded and, for every byte, the
// offset of the character it came from in the unfolded text (plus one
// entry for the end).
type foldedText struct {
	Text string
	Pos  []int
}

func foldText(s string) *foldedText {
	var b strings.Builder
	b.Grow(len(s))
	pos := make([]int, 0, len(s)+1)
	for i, r := range s {
		f := norm.FoldDiacritics(string(r))
		b.WriteString(f)
		for range len(f) {
			pos = append(pos, i)
		}
	}
	return &foldedText{Text: b.String(), Pos: append(pos, len(s))}
}
