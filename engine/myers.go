package engine

import (
	"unicode"
	"unicode/utf8"
)

// approxHit is the best approximate occurrence of a pattern in a text: the
// edit distance (in characters) and the byte range it covers in the text.
type approxHit struct {
	Dist       int
	Start, End int // byte offsets in the searched text; Start = -1 when none
}

// pattern is a quote segment prepared for bit-parallel search: for every
// character of the pattern a bit vector per 64-character block telling where
// in the pattern it occurs (Myers 1999, multi-word blocks after Hyyrö).
type pattern struct {
	runes   []rune
	blocks  int
	ascii   [utf8.RuneSelf]int32 // character → row of peq, 0 = absent
	other   map[rune]int32
	peq     []uint64 // rows × blocks
	lastHi  uint64   // the bit of the last pattern row in the last block
	lastBit uint     // its index
}

func newPattern(p string) *pattern {
	pt := &pattern{runes: []rune(p)}
	m := len(pt.runes)
	pt.blocks = (m + 63) / 64
	pt.peq = make([]uint64, pt.blocks) // row 0: matches nothing
	rows := int32(1)
	row := func(r rune) int32 {
		if r < utf8.RuneSelf {
			if pt.ascii[r] == 0 {
				pt.ascii[r] = rows
				rows++
				pt.peq = append(pt.peq, make([]uint64, pt.blocks)...)
			}
			return pt.ascii[r]
		}
		if pt.other == nil {
			pt.other = map[rune]int32{}
		}
		if _, ok := pt.other[r]; !ok {
			pt.other[r] = rows
			rows++
			pt.peq = append(pt.peq, make([]uint64, pt.blocks)...)
		}
		return pt.other[r]
	}
	for i, r := range pt.runes {
		pt.peq[int(row(r))*pt.blocks+i/64] |= 1 << uint(i%64)
	}
	if m > 0 {
		pt.lastBit = uint((m - 1) % 64)
		pt.lastHi = 1 << pt.lastBit
	}
	return pt
}

func (pt *pattern) row(r rune) int32 {
	if r < utf8.RuneSelf {
		return pt.ascii[r]
	}
	return pt.other[r] // absent → 0
}

// search finds where the pattern occurs in text with the fewest edits: the
// semi-global edit distance, in O(len(text) · ⌈len(pattern)/64⌉) word
// operations. The first (leftmost) end position of the minimum wins; Start
// is then recovered by a small dynamic programme over the hit's neighbourhood.
func (pt *pattern) search(text string) approxHit {
	return pt.searchWithin(text, len(pt.runes))
}

// searchWithin is search limited to occurrences with at most k edits; with
// none, Start is -1 and Dist is k+1. Blocks of the pattern whose cells all
// exceed k are not computed (Ukkonen's cut-off, as in Myers 1999 and edlib),
// so a small k costs little more than one block per character.
func (pt *pattern) searchWithin(text string, k int) approxHit {
	m := len(pt.runes)
	if m == 0 {
		return approxHit{Start: -1, End: -1}
	}
	k = min(k, m)
	nb := pt.blocks
	pv := make([]uint64, nb)
	mv := make([]uint64, nb)
	score := make([]int, nb)
	hiOf := func(b int) uint64 {
		if b == nb-1 {
			return pt.lastHi
		}
		return 1 << 63
	}
	rowsOf := func(b int) int { return min(64, m-64*b) }
	last := min(nb, (k+64)/64) - 1 // ⌈(k+1)/64⌉ - 1
	for b := 0; b <= last; b++ {
		pv[b] = ^uint64(0)
		score[b] = 64*b + rowsOf(b)
	}
	best, bestEnd, prevEnd := k+1, -1, -1
	for j := 0; j < len(text); {
		var r rune
		w := 1
		if c := text[j]; c < utf8.RuneSelf {
			r = rune(c)
		} else {
			r, w = utf8.DecodeRuneInString(text[j:])
		}
		j += w
		eq := pt.peq[int(pt.row(r))*nb:]
		hout := 0
		for b := 0; b <= last; b++ {
			// advanceBlock, inlined by hand and without branches: this
			// loop is the whole cost.
			p, mvb, e := pv[b], mv[b], eq[b]
			neg := uint64(hout>>63) & 1    // hin < 0
			pos := uint64((-hout)>>63) & 1 // hin > 0
			xv := e | mvb
			e |= neg
			xh := (((e & p) + p) ^ p) | e
			ph := mvb | ^(xh | p)
			mh := p & xh
			sh := uint(63)
			if b == nb-1 {
				sh = pt.lastBit
			}
			hout = int((ph>>sh)&1) - int((mh>>sh)&1)
			ph = ph<<1 | pos
			mh = mh<<1 | neg
			pv[b], mv[b] = mh|^(xv|ph), ph&xv
			score[b] += hout
		}
		// Open the next block when its cells may reach k.
		if last < nb-1 && score[last]-hout <= k && (eq[last+1]&1 != 0 || hout < 0) {
			last++
			pv[last], mv[last] = ^uint64(0), 0
			var h int
			pv[last], mv[last], h = advanceBlock(pv[last], mv[last], eq[last], hout, hiOf(last))
			score[last] = score[last-1] - hout + rowsOf(last) + h
		}
		// Close blocks whose every cell exceeds k.
		for last > 0 && score[last] >= k+64 {
			last--
		}
		if last != nb-1 {
			continue
		}
		s := score[nb-1]
		switch {
		case s < best:
			best, bestEnd, prevEnd = s, j, j
			if s == 0 {
				return approxHit{Dist: 0, Start: pt.startOf(text, j, 0), End: j}
			}
		case s == best && prevEnd == j-w && midWord(text, prevEnd):
			// An equally good end one character later completes the word
			// ("abuzywn" → "abuzywna"): prefer it.
			bestEnd, prevEnd = j, j
		}
	}
	if bestEnd < 0 {
		return approxHit{Dist: k + 1, Start: -1, End: -1}
	}
	return approxHit{Dist: best, Start: pt.startOf(text, bestEnd, best), End: bestEnd}
}

// midWord reports whether a match ending at byte i of text cuts a word.
func midWord(text string, i int) bool {
	if i <= 0 || i >= len(text) {
		return false
	}
	r, _ := utf8.DecodeRuneInString(text[i:])
	return unicode.IsLetter(r) || unicode.IsDigit(r)
}

// advanceBlock advances one 64-row block of the bit-parallel edit-distance
// matrix by one text character; hin and the returned hout are the score
// changes entering the block's top row and leaving its row hi.
func advanceBlock(pv, mv, eq uint64, hin int, hi uint64) (uint64, uint64, int) {
	xv := eq | mv
	if hin < 0 {
		eq |= 1
	}
	xh := (((eq & pv) + pv) ^ pv) | eq
	ph := mv | ^(xh | pv)
	mh := pv & xh
	hout := 0
	if ph&hi != 0 {
		hout = 1
	} else if mh&hi != 0 {
		hout = -1
	}
	ph <<= 1
	mh <<= 1
	if hin < 0 {
		mh |= 1
	} else if hin > 0 {
		ph |= 1
	}
	return mh | ^(xv | ph), ph & xv, hout
}

// maxTraceCells bounds the dynamic programme that recovers a hit's start.
const maxTraceCells = 8 << 20

// startOf returns the byte offset where an occurrence ending at end with
// dist edits begins: the window of len(pattern)+dist characters before end is
// aligned with a free start, and the start of an optimal alignment is kept.
func (pt *pattern) startOf(text string, end, dist int) int {
	m := len(pt.runes)
	// Collect the window's characters backwards from end.
	want := m + dist
	offs := make([]int, 0, want+1)
	win := make([]rune, 0, want)
	i := end
	for len(win) < want && i > 0 {
		r, w := utf8.DecodeLastRuneInString(text[:i])
		i -= w
		win = append(win, r)
		offs = append(offs, i)
	}
	n := len(win)
	for a, b := 0, n-1; a < b; a, b = a+1, b-1 {
		win[a], win[b] = win[b], win[a]
		offs[a], offs[b] = offs[b], offs[a]
	}
	if (m+1)*(n+1) > maxTraceCells {
		if n >= m {
			return offs[n-m]
		}
		return offs[0]
	}
	// D[i][j]: pattern[:i] against win[s:j] for the best s; S tracks that s.
	cols := n + 1
	D := make([]int32, (m+1)*cols)
	S := make([]int32, (m+1)*cols)
	for j := 0; j <= n; j++ {
		S[j] = int32(j)
	}
	for i := 1; i <= m; i++ {
		D[i*cols] = int32(i)
		S[i*cols] = 0
		for j := 1; j <= n; j++ {
			sub := D[(i-1)*cols+j-1]
			if pt.runes[i-1] != win[j-1] {
				sub++
			}
			d, s := sub, S[(i-1)*cols+j-1]
			if up := D[(i-1)*cols+j] + 1; up < d {
				d, s = up, S[(i-1)*cols+j]
			}
			if left := D[i*cols+j-1] + 1; left < d {
				d, s = left, S[i*cols+j-1]
			}
			D[i*cols+j], S[i*cols+j] = d, s
		}
	}
	s := int(S[m*cols+n])
	if s >= n {
		return end
	}
	return offs[s]
}
