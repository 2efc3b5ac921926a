package extract

import (
	"math"
	"regexp"
	"unicode"
)

// bline is a body line of a PDF as the block segmentation sees it.
type bline struct {
	page        int
	l           *pline
	left, right float32 // extent of the glyphs with a box
	bottom, top float32
	ok          bool  // the line has boxes at all
	bold        bool  // every sampled letter is bold (see pdfBlocks)
	minWeight   int16 // the lightest sampled letter's font weight, 0 when none
	boldName    bool  // every sampled letter's font is named bold
	sparse      bool  // spread out much wider than its characters: a table row
	start, end  int   // body offsets: the line's text, without its line break
	marker      bool  // starts with a list marker ("1.", "a)", "•", "–")
	textLeft    float32
	firstWord   int     // runes of the first word
	advance     float32 // average advance of a character
	size        float32
}

// reListMarker is a list marker at the start of a line: a number, a letter
// or a Roman numeral with "." or ")", or a bullet or dash (or a symbol
// font's private-use bullet, U+F0B7, U+F095…), then a space.
var reListMarker = regexp.MustCompile(`^\s*(?:\(?(?:\d{1,3}|[a-zA-Z]|[ivxlcIVXLC]{1,6})[.)]|[•◦▪▫●○■□‣⁃∙·*\-–—\x{e000}-\x{f8ff}])[\s\x{a0}]`)

// newBline measures a body line written to the body at [start, end).
func newBline(page int, l *pline, start, end int, body float32) bline {
	b := bline{page: page, l: l, start: start, end: end, size: l.size}
	if b.size <= 0 || (l.tall < 3 && b.size < body) {
		b.size = body // too few tall glyphs to tell ("[…]”.³", "k.c.")
	}
	b.left, b.right, b.bottom, b.top, b.ok = extent(l.cs)
	runes, sampled, named := 0, 0, 0
	for _, c := range l.cs {
		if c.r != ' ' && c.r != 0xA0 && c.r != 2 {
			runes++
		}
		if c.weight == 0 || !(unicode.IsLetter(c.r) || unicode.IsDigit(c.r)) {
			continue
		}
		sampled++
		if c.boldName {
			named++
		}
		if b.minWeight == 0 || c.weight < b.minWeight {
			b.minWeight = c.weight
		}
	}
	b.boldName = sampled > 0 && named == sampled
	if runes > 0 && b.ok {
		b.advance = (b.right - b.left) / float32(runes)
	}
	text := l.text()
	if loc := reListMarker.FindStringIndex(text); loc != nil {
		b.marker = true
		// The text of the item starts at the first glyph after the marker.
		n := len([]rune(text[:loc[1]]))
		for _, c := range l.cs[min(n, len(l.cs)):] {
			if c.height() > 0 && c.r != ' ' {
				b.textLeft = c.l
				break
			}
		}
	}
	inWord := false
	for _, c := range l.cs {
		if c.r == ' ' || c.r == 0xA0 {
			if inWord {
				break
			}
			continue
		}
		inWord = true
		b.firstWord++
	}
	return b
}

// pdfBlocks groups the body lines of a PDF into blocks (Block's rules for
// PDF) and records them in the draft's body.
func pdfBlocks(d *draft, ls []bline, body float32) {
	if len(ls) == 0 {
		return
	}
	// Bold: the font's name says so, or it is clearly heavier than the
	// text's usual weight (PDFium estimates weights from the fonts' stems:
	// 365 against 405 in a LuaTeX PDF; a Ghostscript PDF has regular text
	// at 695, so no absolute weight can tell).
	wc := map[int16]int{}
	for i := range ls {
		wc[ls[i].minWeight] += ls[i].end - ls[i].start
	}
	var usual int16
	for w, n := range wc {
		if w > 0 && (n > wc[usual] || (n == wc[usual] && w < usual)) {
			usual = w
		}
	}
	for i := range ls {
		w := ls[i].minWeight
		ls[i].bold = ls[i].boldName || (usual > 0 && w > usual+max(30, usual/12))
	}
	r := &blockRules{pitch: pitchRatio(ls, body), rights: refRights(ls), areas: map[int][2]float32{}, lefts: marginLefts(ls)}
	r.usesGaps = separatesByGaps(ls, r.rights, r.pitch)
	r.usesIndents = !r.usesGaps && separatesByIndents(ls, r.rights)
	var advs []float32
	for i := range ls {
		if ls[i].advance > 0 && ls[i].end-ls[i].start >= 20 {
			advs = append(advs, ls[i].advance)
		}
	}
	adv := median(advs)
	for i := range ls {
		ls[i].sparse = adv > 0 && ls[i].advance > 1.4*adv
		if _, ok := r.areas[ls[i].page]; !ok {
			r.areas[ls[i].page] = pageArea(ls, i)
		}
	}
	start := 0
	prev := BlockKind("")
	for i := 1; i <= len(ls); i++ {
		if i < len(ls) && !r.blockBreak(ls, start, i) {
			continue
		}
		kind, level := classifyBlock(ls[start:i], body, r.areas[ls[start].page])
		if kind == BlockQuote && prev == BlockListItem && !isIndentedRight(ls[start:i], body, r.areas[ls[start].page]) {
			kind = BlockParagraph // a paragraph of a list item, at the item's indent
		}
		d.body.blocks = append(d.body.blocks, draftBlock{start: ls[start].start, end: ls[i-1].end, kind: kind, level: level, indent: -1})
		start, prev = i, kind
	}
}

// blockRules is what pdfBlocks measured on the whole document.
type blockRules struct {
	rights      []float32          // per line: the right edge of the full lines around it (refRights)
	pitch       float32            // the usual line pitch as a multiple of the line size
	usesGaps    bool               // paragraphs are set apart by vertical space
	usesIndents bool               // paragraphs open with a first-line indent (and no space)
	areas       map[int][2]float32 // per page: the left and right edge of its text (pageArea)
	lefts       map[int]float32    // per page: where its widest lines start (its left margin)
}

// pitchRatio is the document's usual line pitch as a multiple of the line
// size: the most common ratio (to 0.05) between consecutive lines of the
// same size in one column.
func pitchRatio(ls []bline, body float32) float32 {
	count := map[int]int{}
	for i := 1; i < len(ls); i++ {
		a, b := &ls[i-1], &ls[i]
		if !a.ok || !b.ok || a.page != b.page || !below(a, b) || !overlapX(a, b) {
			continue
		}
		if math.Abs(float64(a.size-b.size)) > 0.1*float64(max(a.size, b.size)) {
			continue
		}
		r := (a.l.base - b.l.base) / max(a.size, b.size)
		if r > 0.8 && r < 4 {
			count[int(math.Round(float64(r)*20))]++
		}
	}
	best, n := 0, 0
	for k, c := range count {
		if c > n || (c == n && k < best) {
			best, n = k, c
		}
	}
	if n == 0 {
		return 1.8
	}
	return float32(best) / 20
}

// refRights is, per line, the right edge of the full lines around it: the
// rightmost edge of the lines within four lines on the same page that start
// where it starts or up to three sizes deeper (its column; a line that
// starts further left, such as the first line of the paragraph after an
// indented quotation, may be wider than the quotation).
func refRights(ls []bline) []float32 {
	out := make([]float32, len(ls))
	for i := range ls {
		r := ls[i].right
		for j := max(i-4, 0); j < min(i+5, len(ls)); j++ {
			if ls[j].page != ls[i].page || !ls[j].ok {
				continue
			}
			d := ls[j].left - ls[i].left
			if d >= -0.5*ls[i].size && (d <= 3*ls[i].size || overlapX(&ls[i], &ls[j])) {
				r = max(r, ls[j].right)
			}
		}
		out[i] = r
	}
	return out
}

// short reports whether line a ends early: the first word of the next line
// would have fitted on it.
func short(a, b *bline, right float32) bool {
	if !a.ok || a.advance <= 0 {
		return false
	}
	room := right - a.right
	need := float32(b.firstWord+1) * a.advance
	return room > max(need, 2*a.size)
}

// separatesByGaps reports whether the document marks paragraph ends with
// vertical space rather than by short lines alone: between lines of one
// column, one style and one indent there are gaps, at least a third as many
// as paragraphs of several lines that end in a short line followed by no
// gap. A run of short lines (the line breaks of a letter head) and list
// items, which have their marker, do not count; a gap between lines of
// different indents is a block quotation's own spacing.
func separatesByGaps(ls []bline, rights []float32, pitch float32) bool {
	shortOnly, gapped := 0, 0
	for i := 1; i < len(ls); i++ {
		a, b := &ls[i-1], &ls[i]
		if a.page != b.page || !below(a, b) || !overlapX(a, b) || a.bold || b.bold {
			continue
		}
		switch {
		case gapAfter(a, b, pitch):
			if abs32(a.left-b.left) < 0.8*max(a.size, b.size) {
				gapped++
			}
		case short(a, b, rights[i-1]) && !b.marker && i >= 2 && fullBefore(ls, i-1, rights):
			shortOnly++
		}
	}
	return gapped >= 1 && 3*gapped >= shortOnly
}

// fullBefore reports whether line i follows a full line of its own column.
func fullBefore(ls []bline, i int, rights []float32) bool {
	p, a := &ls[i-1], &ls[i]
	return p.page == a.page && below(p, a) && overlapX(p, a) && !p.bold && !short(p, a, rights[i-1])
}

func gapAfter(a, b *bline, pitch float32) bool {
	return a.l.base-b.l.base > 1.2*pitch*max(a.size, b.size)
}

// marginLefts is, per page, where its widest lines start: its left margin,
// however much of the page a list or a quotation takes.
func marginLefts(ls []bline) map[int]float32 {
	widest := map[int]float32{}
	for i := range ls {
		if ls[i].ok {
			widest[ls[i].page] = max(widest[ls[i].page], ls[i].right-ls[i].left)
		}
	}
	out := map[int]float32{}
	for i := range ls {
		l := &ls[i]
		if !l.ok || l.right-l.left < 0.9*widest[l.page] {
			continue
		}
		if v, ok := out[l.page]; !ok || l.left < v {
			out[l.page] = l.left
		}
	}
	return out
}

// separatesByIndents reports whether the document marks paragraphs by a
// first-line indent rather than by short last lines: more lines open a
// paragraph deeper than the lines before and after them than short lines
// are followed by a line flush with them (a line break in a letter head).
// List items and bold lines do not count.
func separatesByIndents(ls []bline, rights []float32) bool {
	indented, flush := 0, 0
	for i := 1; i+1 < len(ls); i++ {
		a, b, c := &ls[i-1], &ls[i], &ls[i+1]
		if a.page != b.page || b.page != c.page || !below(a, b) || !below(b, c) || !overlapX(a, b) || !overlapX(b, c) ||
			a.bold || b.bold || b.marker || c.marker {
			continue
		}
		size := max(a.size, b.size)
		switch {
		case b.left > a.left+0.8*size && b.left > c.left+0.8*size && abs32(a.left-c.left) < 0.5*size:
			indented++
		case short(a, b, rights[i-1]) && abs32(b.left-a.left) < 0.8*size:
			flush++
		}
	}
	return indented >= 2 && indented > flush
}

// blockBreak decides whether line i starts a new block; the current block
// started at line first.
func (r *blockRules) blockBreak(ls []bline, first, i int) bool {
	a, b := &ls[i-1], &ls[i]
	if !a.ok || !b.ok {
		return false
	}
	size := max(a.size, b.size)
	if hyphenated(a, b) {
		return false // a word (or compound) hyphenated across the lines: one paragraph
	}
	// A change of weight or size: a heading starts or ends. A row of a
	// table is a block of its own.
	if a.sparse || b.sparse || a.bold != b.bold || abs32(a.size-b.size) > 0.15*size {
		return true
	}
	flow := a.page == b.page && below(a, b) && overlapX(a, b)
	if flow && gapAfter(a, b, r.pitch) {
		return true
	}
	if b.marker && (abs32(b.left-a.left) > 0.8*size || short(a, b, r.rights[i-1]) || ls[first].marker) {
		return true
	}
	var shift float32 // how much further right the text of b's page stands than a's
	if !flow {
		// A new page or column: the paragraph goes on unless it ended or
		// the new line is indented against the line after it.
		if short(a, b, r.rights[i-1]) {
			return true
		}
		if i+1 >= len(ls) {
			return false
		}
		c := &ls[i+1]
		if !c.ok || c.page != b.page || !below(b, c) || !overlapX(b, c) {
			return false
		}
		if b.left > c.left+0.8*size {
			return true
		}
		if a.page == b.page || abs32(c.left-b.left) > 0.8*size {
			return false
		}
		// The first lines of a page hold one indent: compare it with the
		// line before the break, each against its page's left edge
		// (mirrored margins): an indented quotation starts or ends there.
		shift = r.lefts[b.page] - r.lefts[a.page]
	}
	switch d := b.left - shift - a.left; {
	case d > 0.8*size:
		// Deeper: the continuation of a list item's first line, else a
		// first-line indent or an indented quotation starting.
		return !(i-1 == first && a.marker && (a.textLeft == 0 || abs32(b.left-shift-a.textLeft) < 0.8*size))
	case d < -0.8*size:
		// Shallower: the rest of a paragraph whose first line was indented.
		return i-1 != first || a.marker
	}
	// A short line ends a paragraph, unless paragraphs are set apart by
	// space, or by a first-line indent and this one opened with it (its
	// short lines are line breaks: "Do: …", "Od: …" of a letter head).
	if !flow || r.usesGaps || (r.usesIndents && indentOpened(ls, first, i)) {
		return false
	}
	return short(a, b, r.rights[i-1])
}

// indentOpened reports whether the block of lines [first, i) opened with a
// first-line indent: its first line starts deeper than its second.
func indentOpened(ls []bline, first, i int) bool {
	if i-first < 2 {
		return false
	}
	a, b := &ls[first], &ls[first+1]
	return a.page == b.page && a.left > b.left+0.8*max(a.size, b.size)
}

// classifyBlock tells the kind of a block of PDF lines; area is the
// left and right edge of the text of its page.
func classifyBlock(ls []bline, body float32, area [2]float32) (BlockKind, int) {
	bold, size, chars := true, float32(0), 0
	for i := range ls {
		bold = bold && ls[i].bold
		size = max(size, ls[i].size)
		chars += ls[i].end - ls[i].start
	}
	switch {
	case len(ls) <= 3 && chars <= 300 && (bold || (body > 0 && size >= 1.15*body)):
		return BlockHeading, 0
	case ls[0].marker:
		return BlockListItem, 1
	case len(ls) >= 2 && isIndentedBlock(ls, body, area):
		return BlockQuote, 0
	}
	return BlockParagraph, 0
}

// isIndentedBlock reports whether a block is an indented quotation: its
// lines (but maybe an indented first one) start at one place well right of
// the page's text; it is narrower on the right too, or set smaller than
// the body, or indented by at most a quarter of the text's width (not a
// second column); none but its last ends before the next line's first word
// would have fitted (justified or ragged right), and none is spread out
// much wider than its characters (a table's rows).
func isIndentedBlock(ls []bline, body float32, area [2]float32) bool {
	size := max(body, ls[0].size)
	rest := ls
	if len(ls) > 2 {
		rest = ls[1:]
	}
	var right float32
	for i := range ls {
		right = max(right, ls[i].right)
	}
	for i := range rest {
		if !rest[i].ok || rest[i].left < area[0]+1.5*size || abs32(rest[i].left-rest[0].left) > 0.5*size {
			return false
		}
	}
	for i := range ls {
		if ls[i].sparse {
			return false // spread out: table cells or tab stops
		}
		if i < len(ls)-1 && short(&ls[i], &ls[i+1], right) {
			return false // a line ended before it was full: lines of their own (an address)
		}
	}
	return isIndentedRight(ls, body, area) || rest[0].left-area[0] <= 0.25*(area[1]-area[0])
}

// isIndentedRight reports whether an indented block is narrower than the
// page's text on the right too, or set smaller than the body: a quotation,
// not a paragraph of a list item at the item's indent.
func isIndentedRight(ls []bline, body float32, area [2]float32) bool {
	size, small := max(body, ls[0].size), true
	var right float32
	for i := range ls {
		right = max(right, ls[i].right)
		small = small && ls[i].size < 0.95*body
	}
	return small || area[1]-right > size
}

// pageArea is the left and right edge of the text on the page of line i:
// the most common left edge (to 2 pt, weighted by length) and the right
// edge of the lines of the page (the largest, outliers aside).
func pageArea(ls []bline, i int) [2]float32 {
	p := ls[i].page
	lo, hi := i, i+1
	for lo > 0 && ls[lo-1].page == p {
		lo--
	}
	for hi < len(ls) && ls[hi].page == p {
		hi++
	}
	w := map[int]int{}
	var rights []float32
	for j := lo; j < hi; j++ {
		x := &ls[j]
		if !x.ok {
			continue
		}
		w[int(math.Round(float64(x.left)/2))] += x.end - x.start
		rights = append(rights, x.right)
	}
	best, bw := 0, -1
	for k, v := range w {
		if v > bw || (v == bw && k < best) {
			best, bw = k, v
		}
	}
	if bw < 0 {
		return [2]float32{ls[i].left, ls[i].right}
	}
	return [2]float32{float32(best) * 2, percentile(rights, 0.9)}
}

// below reports whether b lies below a.
func below(a, b *bline) bool {
	return a.l.base-b.l.base > 0.3*max(a.size, b.size)
}

// overlapX reports whether two lines share some horizontal extent.
func overlapX(a, b *bline) bool {
	return min(a.right, b.right) > max(a.left, b.left)
}

func abs32(v float32) float32 {
	if v < 0 {
		return -v
	}
	return v
}

// hyphenated reports whether the clean-up joins line a to line b: a ends
// with PDFium's U+0002 marker, a soft hyphen, or a hyphen or dash right
// after a letter or digit (clean's line-end rules).
func hyphenated(a, b *bline) bool {
	cs := a.l.cs
	i := len(cs) - 1
	for i >= 0 && (cs[i].r == ' ' || cs[i].r == 0xA0 || cs[i].r == '\t') {
		i--
	}
	if i < 0 {
		return false
	}
	switch cs[i].r {
	case 2, 0xAD:
		return true
	case '-', 0x2010, 0x2013, 0x2014:
		return i > 0 && (unicode.IsLetter(cs[i-1].r) || unicode.IsDigit(cs[i-1].r) || unicode.IsMark(cs[i-1].r))
	}
	return false
}
