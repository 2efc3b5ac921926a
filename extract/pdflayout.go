package extract

import (
	"maps"
	"math"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"unicode"
)

// pline is one text line of a PDF page.
type pline struct {
	cs   []pchar
	base float32 // baseline (median bottom of letters without descenders)
	size float32 // size estimate: the height of its tall glyphs (75th percentile), or from xh
	tall int     // how many tall glyphs the estimate rests on
	xh   float32 // median height of its x-height letters; 0 when none was measured
	end  int     // raw offset just after the line, for the line break
	drop bool    // a running header, footer or page number
	note bool    // in the footnote zone
	box  lineBox // the box of its glyphs (extent), measured once
}

// lineBox is the box of a line's glyphs that have one; ok is false when
// none has.
type lineBox struct {
	l, r, b, t float32
	ok         bool
}

// extent returns the box of the line's glyphs that have one.
func (l *pline) extent() (left, right, bottom, top float32, ok bool) {
	return l.box.l, l.box.r, l.box.b, l.box.t, l.box.ok
}

// layoutPDF turns the characters of each page into the body (without
// running headers, footers, page numbers, footnotes and footnote reference
// marks) and the footnotes.
func layoutPDF(pages [][]pchar) *draft {
	lines := pageLines(pages)
	sizeFromXHeight(lines)
	dropRunning(lines)
	body := bodySize(lines)
	d := &draft{}
	pageMarks := markFootnoteZones(lines, body, d)
	all := map[string]bool{}
	for _, m := range pageMarks {
		for k := range m {
			all[k] = true
		}
	}
	endMarks, afterDigit := markEndnotes(lines, body, d, len(all)+1, pageMarks)
	for k := range endMarks {
		all[k] = true
	}
	d.mode = cleanPDF
	var bls []bline
	for i, ls := range lines {
		if i > 0 {
			d.pageBreak()
		}
		raised := classifyRaised(ls, withAfterDigit(pageMarks[i], afterDigit, i), all, body)
		for k, l := range ls {
			if l.drop || l.note {
				continue
			}
			start := d.body.len()
			addLine(d, l, raised[k])
			bls = append(bls, newBline(i, &ls[k], start, d.body.len()-1, body))
		}
	}
	pdfBlocks(d, bls, body)
	return d
}

// pageLines splits each page into lines, the pages of a long document on
// all CPUs (splitLines looks at one page only).
func pageLines(pages [][]pchar) [][]pline {
	lines := make([][]pline, len(pages))
	procs := min(runtime.GOMAXPROCS(0), len(pages)/pagesPerProc)
	if procs < 2 {
		for i, cs := range pages {
			lines[i] = splitLines(cs)
		}
		return lines
	}
	var next atomic.Int64
	var wg sync.WaitGroup
	for range procs {
		wg.Go(func() {
			for i := int(next.Add(1) - 1); i < len(pages); i = int(next.Add(1) - 1) {
				lines[i] = splitLines(pages[i])
			}
		})
	}
	wg.Wait()
	return lines
}

// pagesPerProc is how many pages each goroutine of pageLines has at least.
const pagesPerProc = 4

// splitLines cuts a page at PDFium's line breaks and wherever the text jumps
// to another line without one (PDFium's U+0002 hyphen marker swallows the
// break, and a footnote can run on from the body's last line), and puts
// superscripts printed from a fallback font back in place.
func splitLines(cs []pchar) []pline {
	var out []pline
	var cur []pchar    // the line so far: a run of cs (capped: an append copies), or a copy past a '\r'
	var lo, hi float32 // vertical extent of the current line's glyphs
	have := false
	flush := func(end int) {
		if len(cur) > 0 {
			out = append(out, newLine(cur, end))
		}
		cur, have = nil, false
	}
	for i := range cs {
		c := &cs[i]
		switch c.r {
		case '\r':
			continue
		case '\n':
			flush(c.raw)
			continue
		}
		if c.height() > 0 {
			// A glyph that does not overlap the line vertically starts a new one.
			if have && (c.t < lo-0.1 || c.b > hi+0.1) {
				flush(c.raw)
			}
			if !have {
				lo, hi, have = c.b, c.t, true
			} else {
				lo, hi = min(lo, c.b), max(hi, c.t)
			}
		}
		if n := len(cur); n == 0 {
			cur = cs[i : i+1 : i+1]
		} else if i > 0 && &cur[n-1] == &cs[i-1] {
			cur = cs[i-n : i+1 : i+1]
		} else {
			cur = append(cur, *c)
		}
	}
	end := 0
	if n := len(cs); n > 0 {
		end = cs[n-1].raw + len(string(cs[n-1].r))
	}
	flush(end)
	out = joinSplitLines(out)
	for i := range out {
		if cs, ok := placeDisplaced(out[i].cs, out[i].size); ok {
			out[i] = newLine(cs, out[i].end)
		}
	}
	return out
}

// joinSplitLines joins a line to the one before it when PDFium broke a
// visual line in two: the second starts right after the first ends and the
// two overlap vertically. PDFium breaks a line wherever the baseline moves,
// so a raised footnote mark ("cogentis.”¹ Rozstrzygające", or the mark that
// opens a footnote, "¹ Wyrok…") would otherwise become a line of its own.
// Linear: the joined line is measured once, however many pieces it has.
func joinSplitLines(ls []pline) []pline {
	if len(ls) < 2 {
		return ls
	}
	out := ls[:0:0]
	var acc pieceRun
	flush := func() {
		if acc.n == 1 {
			out = append(out, acc.first)
		} else if acc.n > 1 {
			out = append(out, newLine(acc.cs, acc.end))
		}
		acc = pieceRun{}
	}
	for _, l := range ls {
		if acc.n > 0 && acc.continues(&l) {
			acc.add(&l)
			continue
		}
		flush()
		acc.add(&l)
	}
	flush()
	return out
}

// pieceRun is a visual line being assembled from PDFium's pieces.
type pieceRun struct {
	first      pline
	cs         []pchar
	end        int
	n          int
	l, r, b, t float32
	ok         bool
	size       float32
	raisedEnd  bool // its last glyph stands raised above its first piece's baseline (a mark)
}

func (p *pieceRun) add(l *pline) {
	if p.n == 0 {
		p.first = *l
		p.cs = l.cs
	} else {
		if p.n == 1 {
			p.cs = append([]pchar(nil), p.cs...)
		}
		p.cs = append(p.cs, l.cs...)
	}
	p.n++
	p.end = l.end
	p.size = max(p.size, l.size)
	for k := len(l.cs) - 1; k >= 0; k-- {
		if c := &l.cs[k]; c.height() > 0 {
			p.raisedEnd = c.b > p.first.base+0.25*c.height()
			break
		}
	}
	if el, er, eb, et, ok := l.extent(); ok {
		if !p.ok {
			p.l, p.r, p.b, p.t, p.ok = el, er, eb, et, true
		} else {
			p.l, p.r, p.b, p.t = min(p.l, el), max(p.r, er), min(p.b, eb), max(p.t, et)
		}
	}
}

// continues reports whether piece b continues the run on the same visual
// line: it starts right after the run ends, and the two overlap vertically.
// After a raised mark, where PDFium broke the line only because the
// baseline moved, the gap may be a justified line's widest word space.
func (p *pieceRun) continues(b *pline) bool {
	bl, _, bb, bt, okB := b.extent()
	if !p.ok || !okB {
		return false
	}
	size := max(p.size, b.size, 1)
	gap := 1.5 * size
	if p.raisedEnd {
		gap = 4 * size
	}
	if bl < p.r-0.5 || bl-p.r > gap || bl < p.l {
		return false
	}
	overlap := min(p.t, bt) - max(p.b, bb)
	return overlap > 0.3*min(p.t-p.b, bt-bb)
}

// extent returns the box of the glyphs of a line that have one.
func extent(cs []pchar) (l, r, b, t float32, ok bool) {
	for _, c := range cs {
		if c.height() <= 0 {
			continue
		}
		if !ok {
			l, r, b, t, ok = c.l, c.rt, c.b, c.t, true
			continue
		}
		l, r, b, t = min(l, c.l), max(r, c.rt), min(b, c.b), max(t, c.t)
	}
	return
}

const tallGlyphs = "ABCDEFGHIJKLMNOPRSTUVWXYZ0123456789bdfhkl"

// xGlyphs are the lower-case letters without ascender, descender or
// accent: their height is the font's x-height.
const xGlyphs = "acemnorsuvwxz"

// Classes of ASCII glyphs, by table: tallGlyphs, xGlyphs, and the letters
// and digits that stand on the baseline (not "gjpqyQ"; among the others
// ą, ę and ç dip below it).
const (
	glyphTall uint8 = 1 << iota
	glyphX
	glyphOnBase
)

var asciiGlyphs = func() (t [128]uint8) {
	for _, c := range tallGlyphs {
		t[c] |= glyphTall
	}
	for _, c := range xGlyphs {
		t[c] |= glyphX
	}
	for c := range t {
		r := rune(c)
		if (unicode.IsLetter(r) || unicode.IsDigit(r)) && !strings.ContainsRune("gjpqyQ", r) {
			t[c] |= glyphOnBase
		}
	}
	return t
}()

// glyphIs reports whether r is of class (ASCII only).
func glyphIs(r rune, class uint8) bool { return r < 128 && r >= 0 && asciiGlyphs[r]&class != 0 }

// onBaseline reports whether r is a letter or digit standing on the
// baseline (none of "gjpqyąęçQ").
func onBaseline(r rune) bool {
	if r < 128 {
		return glyphIs(r, glyphOnBase)
	}
	return (unicode.IsLetter(r) || unicode.IsDigit(r)) && r != 'ą' && r != 'ę' && r != 'ç'
}

// newLine measures a line: its baseline, and its size from the glyphs that
// stand on it (a raised footnote mark or superscript is not the line's
// size: "spór.¹⁰" is a body line, "⁴ Tamże." a note line).
func newLine(cs []pchar, end int) pline {
	var basesBuf, tallBuf, xsBuf [160]float32 // most lines: no allocation
	bases := basesBuf[:0]
	for _, c := range cs {
		if c.height() > 0 && onBaseline(c.r) {
			bases = append(bases, c.b)
		}
	}
	l := pline{cs: cs, end: end}
	l.box.l, l.box.r, l.box.b, l.box.t, l.box.ok = extent(cs)
	if len(bases) >= 3 {
		l.base = percentileOf(bases, 0.5)
	} else {
		// Too few letters to tell (a line like "[…]”.3"): the lowest glyph.
		first := true
		for _, c := range cs {
			if c.height() > 0 && (first || c.b < l.base) {
				l.base, first = c.b, false
			}
		}
	}
	tall, xs := tallBuf[:0], xsBuf[:0]
	for _, c := range cs {
		h := c.height()
		if h <= 0 || c.b > l.base+0.25*h {
			continue
		}
		switch {
		case glyphIs(c.r, glyphTall):
			// Its height above the baseline: a "J" (Times, Liberation
			// Serif) or an old-style figure dips below it, and its box
			// is not the size of the line.
			tall = append(tall, c.t-max(c.b, l.base))
		case glyphIs(c.r, glyphX):
			xs = append(xs, h)
		}
	}
	l.tall = len(tall)
	if len(tall) > 0 {
		l.size = percentileOf(tall, 0.75)
	}
	if len(xs) > 0 {
		l.xh = percentileOf(xs, 0.5)
	}
	return l
}

// sizeFromXHeight gives the lines without a tall glyph ("następujący:",
// "na rzecz") a size: their x-height times the document's ratio of size
// to x-height, measured on the lines that have both.
func sizeFromXHeight(pages [][]pline) {
	var ratios []float32
	for _, ls := range pages {
		for _, l := range ls {
			if l.tall >= 3 && l.xh > 0 && len(ratios) < 4096 {
				ratios = append(ratios, l.size/l.xh)
			}
		}
	}
	if len(ratios) == 0 {
		return
	}
	r := median(ratios)
	for _, ls := range pages {
		for i := range ls {
			if l := &ls[i]; l.tall == 0 && l.xh > 0 {
				l.size = l.xh * r
			}
		}
	}
}

func median(v []float32) float32 { return percentile(v, 0.5) }

func percentile(v []float32, q float64) float32 { return percentileOf(slices.Clone(v), q) }

// percentileOf is percentile sorting v in place.
func percentileOf(v []float32, q float64) float32 {
	if len(v) == 0 {
		return 0
	}
	slices.Sort(v)
	return v[min(int(float64(len(v))*q), len(v)-1)]
}

func (l *pline) text() string {
	var b strings.Builder
	for _, c := range l.cs {
		b.WriteRune(c.r)
	}
	return b.String()
}

// runningKey is the line with digit runs masked and blanks collapsed: the
// same on every page for "Strona 3 z 12" and "Strona 10 z 12".
func runningKey(s string) string {
	var b strings.Builder
	space := false
	for _, r := range strings.ToLower(s) {
		switch {
		case unicode.IsDigit(r):
			if !strings.HasSuffix(b.String(), "#") { // a run of digits is one mask
				b.WriteByte('#')
			}
			space = false
		case unicode.IsSpace(r) || r == 0xA0 || r == 2 || r == 0xAD:
			if !space && b.Len() > 0 {
				b.WriteByte(' ')
			}
			space = true
		default:
			b.WriteRune(r)
			space = false
		}
	}
	return strings.TrimSpace(b.String())
}

// dropRunning marks running headers, footers and page numbers: lines among
// the three top and three bottom lines of a page whose masked text recurs
// at the same height on at least half of the pages (and at least two).
// The headers of the first page are kept: there they are the document's
// own heading (its signature, the firm) and interrupt no sentence. A line
// without letters ("3", "- 3 -", "3/12") recurs when its text is the same
// or its first number goes up with the page: the last line of a note
// that ends with a signature ("382/18.", "74/21.") at the same height on
// two pages is no page number.
func dropRunning(pages [][]pline) {
	if len(pages) < 2 {
		return
	}
	const band = 3
	type cand struct {
		i    int
		top  bool
		keys []string // masked text at this height (and anywhere for page numbers)
	}
	cands := make([][]cand, len(pages))
	count := map[string]int{}
	for p, ls := range pages {
		idx := make([]int, len(ls))
		for i := range idx {
			idx[i] = i
		}
		slices.SortStableFunc(idx, func(a, b int) int { return cmpDesc(ls[a].base, ls[b].base) })
		seen := map[string]bool{}
		for k, i := range idx {
			if k >= band && k < len(idx)-band {
				continue
			}
			text := ls[i].text()
			key := runningKey(text)
			if key == "" || raisedOpening(&ls[i]) {
				continue // a footnote opening ("⁴ Tamże." on two pages) is not a running line
			}
			// The same text at the same height (±2 pt) is a running line;
			// a page number ("3", "- 3 -", "3/12") may move a little.
			height := "@" + strconv.Itoa(int(math.Round(float64(ls[i].base)/4)))
			c := cand{i: i, top: k < band}
			if strings.ContainsFunc(key, unicode.IsLetter) {
				c.keys = []string{key + height}
			} else {
				for _, v := range pageNumberKeys(text, p) {
					c.keys = append(c.keys, key+v+height, key+v+"@any")
				}
			}
			cands[p] = append(cands[p], c)
			for _, k := range c.keys {
				if !seen[k] {
					seen[k] = true
					count[k]++
				}
			}
		}
	}
	for p, ls := range pages {
		for _, c := range cands[p] {
			if p == 0 && c.top {
				continue
			}
			for _, k := range c.keys {
				if n := count[k]; n >= 2 && 2*n >= len(pages) {
					ls[c.i].drop = true
				}
			}
		}
	}
}

// pageNumberKeys are the ways a line without letters can recur on page p
// (0-based): its exact text, or its first number minus the page's index —
// "3" on the third page and "4" on the fourth, "3/12" and "4/12" share
// "#2" — which a note's last line ending in a signature ("123/19.",
// "456/20.") does not.
func pageNumberKeys(text string, p int) []string {
	keys := []string{"=" + strings.Join(strings.Fields(text), " ")}
	i := strings.IndexAny(text, "0123456789")
	if i < 0 {
		return keys
	}
	j := i
	for j < len(text) && text[j] >= '0' && text[j] <= '9' {
		j++
	}
	if n, err := strconv.Atoi(text[i:j]); err == nil && j-i <= 6 {
		keys = append(keys, "#"+strconv.Itoa(n-p))
	}
	return keys
}

func cmpDesc(a, b float32) int {
	switch {
	case a > b:
		return -1
	case a < b:
		return 1
	}
	return 0
}

// bodySize is the most common line size, weighted by characters.
func bodySize(pages [][]pline) float32 {
	w := map[int]int{}
	for _, ls := range pages {
		for _, l := range ls {
			if !l.drop && l.size > 0 {
				w[int(math.Round(float64(l.size)*4))] += len(l.cs)
			}
		}
	}
	best, bestW := 0, -1
	for k, n := range w {
		if n > bestW || (n == bestW && k < best) {
			best, bestW = k, n
		}
	}
	return float32(best) / 4
}

// addNoteChars appends the characters cs of note line l (its tail) to m,
// each mapped to its raw offset; a small raised number right after a digit
// is a superscript ("art. 458⁵" in a note), as in the body.
func addNoteChars(m *mapped, l *pline, cs []pchar) {
	off := len(l.cs) - len(cs) // cs is l.cs[off:]
	size := max(l.size, 0)
	for i := 0; i < len(cs); {
		if i > 0 && unicode.IsDigit(cs[i-1].r) {
			if j := refRun(l, off+i, size) - off; j > i {
				for _, c := range cs[i:j] {
					m.addSynthetic(superscriptDigit(c.r), c.raw)
				}
				i = j
				continue
			}
		}
		m.addRune(cs[i].r, cs[i].raw)
		i++
	}
}

// addLine appends a body line: reference marks leave the text and are
// recorded as references, superscript runs become Unicode superscript
// digits (each mapped to its raw digit).
func addLine(d *draft, l pline, runs []raisedRun) {
	cs := l.cs
	lastGlyph := -1
	for i, c := range cs {
		if c.r != ' ' && c.r != 0xA0 && c.r != 2 {
			lastGlyph = i
		}
	}
	italic := italicChars(cs)
	for i := 0; i < len(cs); {
		if len(runs) > 0 && runs[0].i == i {
			r := runs[0]
			runs = runs[1:]
			if r.kind == raisedSup {
				for _, c := range cs[r.i:r.j] {
					d.body.addSynthetic(superscriptDigit(c.r), c.raw)
				}
			} else {
				mark := string(runesOf(cs[r.i:r.j]))
				at := d.body.len()
				if d.body.lastByte() == ' ' {
					at-- // the mark stands after the word, not after the gap before it
				}
				d.refs = append(d.refs, draftRef{kind: "footnote", id: mark, mark: mark, at: at})
			}
			i = r.j
			continue
		}
		at := d.body.len()
		if cs[i].r == 0xAD && i < lastGlyph && cs[i].rt > cs[i].l {
			// A soft hyphen drawn inside a line is a visible hyphen whose
			// ToUnicode entry says U+00AD (Word-style PDFs).
			d.body.add("-", cs[i].raw)
		} else {
			d.body.addRune(cs[i].r, cs[i].raw)
		}
		if italic != nil && italic[i] {
			d.body.markItalic(at, d.body.len())
		}
		i++
	}
	d.body.addSynthetic("\n", l.end)
}

func runesOf(cs []pchar) []rune {
	r := make([]rune, len(cs))
	for i, c := range cs {
		r[i] = c.r
	}
	return r
}

// withAfterDigit adds to the marks of page p's footnotes the endnotes'
// marks whose reference stands after a digit on that page (markEndnotes),
// so that classifyRaised takes that run for a reference, not a superscript.
func withAfterDigit(marks map[string]bool, afterDigit map[string]int, p int) map[string]bool {
	var out map[string]bool
	for m, at := range afterDigit {
		if at != p {
			continue
		}
		if out == nil {
			out = maps.Clone(marks)
			if out == nil {
				out = map[string]bool{}
			}
		}
		out[m] = true
	}
	if out == nil {
		return marks
	}
	return out
}
