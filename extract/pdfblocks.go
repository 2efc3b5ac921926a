package extract

import (
	"math"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
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
	// textLeftAfter: textLeft is a later glyph's (the first ones after
	// the marker have no box): the text starts at or before it.
	textLeftAfter bool
	firstWord     int     // runes of the first word
	firstWidth    float32 // width of the first word; 0 when its last glyph's edges are not known
	words         int     // glyph runs between blanks, up to 2
	advance       float32 // average advance of a character
	raisedMark    bool    // holds a small raised number after a glyph (a note's mark)
	size          float32
}

// reListMarker is a list marker at the start of a line: a number (or a
// numbered point's "1.1.", "2.3.1."), a letter or a Roman numeral with "."
// or ")", or a bullet or dash (or a symbol font's private-use bullet,
// U+F0B7, U+F095…), then a space.
var reListMarker = regexp.MustCompile(`^\s*(?:\(?(?:\d{1,3}(?:\.\d{1,3}){0,3}|[a-zA-Z]|[ivxlcIVXLC]{1,6})[.)]|[•◦▪▫●○■□‣⁃∙·*\-–—\x{e000}-\x{f8ff}])[\s\x{a0}]`)

// newBline measures a body line written to the body at [start, end).
func newBline(page int, l *pline, start, end int, body float32) bline {
	b := bline{page: page, l: l, start: start, end: end, size: l.size}
	if b.size <= 0 || (l.tall < 3 && b.size < body) {
		b.size = body // too few tall glyphs to tell ("[…]”.³", "k.c.")
	}
	b.left, b.right, b.bottom, b.top, b.ok = l.extent()
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
	for i := 1; i < len(l.cs); i++ {
		if c := l.cs[i-1].r; c != ' ' && c != 0xA0 && !unicode.IsDigit(c) && refRun(l, i, b.size) > i {
			b.raisedMark = true
			break
		}
	}
	if runes > 0 && b.ok {
		b.advance = (b.right - b.left) / float32(runes)
	}
	text := l.text()
	if loc := reListMarker.FindStringIndex(text); loc != nil {
		b.marker = true
		// The text of the item starts at the first glyph after the marker.
		n := len([]rune(text[:loc[1]]))
		seen := false // a glyph after the marker without a box came first
		for _, c := range l.cs[min(n, len(l.cs)):] {
			if c.height() > 0 && c.r != ' ' {
				b.textLeft, b.textLeftAfter = c.l, seen
				break
			}
			seen = seen || c.r != ' ' && c.r != 0xA0
		}
	}
	inWord := false
	var first, last *pchar
	for k := range l.cs {
		c := &l.cs[k]
		if c.r == ' ' || c.r == 0xA0 {
			inWord = false
			continue
		}
		if !inWord {
			b.words++
			if b.words == 2 {
				break
			}
		}
		inWord = true
		b.firstWord++
		if first == nil {
			first = c
		}
		last = c
	}
	// The last glyph's box may be known only in its width (wordEnds).
	if first != nil && first.height() > 0 && last.rt > first.l {
		b.firstWidth = last.rt - first.l
	}
	return b
}

// yearAbbrev reports whether line b opens with a lower-case letter and a
// full stop after line a ended with a digit: "… z dnia 9 września 2021⏎
// r. przed upływem …" is the year's "r.", no list item "r.".
func yearAbbrev(a, b *bline) bool {
	var last rune
	for _, c := range a.l.cs {
		if c.r != ' ' && c.r != 0xA0 {
			last = c.r
		}
	}
	if !unicode.IsDigit(last) {
		return false
	}
	t := strings.TrimLeft(b.l.text(), " \u00a0")
	r, n := utf8.DecodeRuneInString(t)
	return unicode.IsLower(r) && strings.HasPrefix(t[n:], ".")
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
	for i := 1; i < len(ls); i++ {
		if ls[i].marker && yearAbbrev(&ls[i-1], &ls[i]) {
			ls[i].marker = false
		}
	}
	r := &blockRules{pitch: newLinePitch(ls), rights: refRights(ls), areas: map[int][2]float32{}, lefts: marginLefts(ls), body: body}
	r.marginRights = marginRights(ls, r.lefts)
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
		// One word set larger than the body is no row of cells, however
		// wide its letters ("Umowy", the last line of a heading).
		ls[i].sparse = adv > 0 && ls[i].advance > 1.4*adv && (ls[i].words > 1 || ls[i].size < 1.05*body)
		if _, ok := r.areas[ls[i].page]; !ok {
			r.areas[ls[i].page] = pageArea(ls, i)
		}
	}
	unspreadJustified(ls) // nor is a justified line spread out by its word spaces
	start := 0
	var item []bline // the last list item
	prev := BlockKind("")
	for i := 1; i <= len(ls); i++ {
		if i < len(ls) && !r.blockBreak(ls, start, i) {
			continue
		}
		b := ls[start:i]
		kind, level := classifyBlock(b, body, r.areas[b[0].page])
		if kind == BlockQuote && (prev == BlockListItem || atItemText(item, &b[len(b)-1])) && !isIndentedRight(b, body, r.areas[b[0].page]) {
			kind = BlockParagraph // a paragraph of a list item, at the item's indent
		}
		if kind == BlockParagraph && start > 0 && isSmallerBlock(b, body) && (prev == BlockQuote || endsWithColon(&ls[start-1])) {
			kind = BlockQuote // set smaller only, introduced by a colon (or going on a quotation)
		}
		if rowStart(b) > 0 || hangingRow(b) {
			kind = BlockTableCell // a table's row, its cells in reading order
		}
		if kind == BlockListItem {
			item = b
		}
		d.body.blocks = append(d.body.blocks, draftBlock{start: b[0].start, end: b[len(b)-1].end, kind: kind, level: level, indent: -1})
		start, prev = i, kind
	}
}

// atItemText reports whether line l, on the page of a list item, starts
// where the item's text does (after its marker, or where its second line
// starts).
func atItemText(item []bline, l *bline) bool {
	if len(item) == 0 || item[0].page != l.page {
		return false
	}
	m := &item[0]
	near := func(x float32) bool { return x > 0 && abs32(l.left-x) < 0.8*max(m.size, l.size) }
	return near(m.textLeft) || (len(item) > 1 && near(item[1].left))
}

// blockRules is what pdfBlocks measured on the whole document.
type blockRules struct {
	rights      []float32          // per line: the right edge of the full lines around it (refRights)
	pitch       *linePitch         // the usual line pitch as a multiple of the line size
	usesGaps    bool               // paragraphs are set apart by vertical space
	usesIndents bool               // paragraphs open with a first-line indent (and no space)
	areas       map[int][2]float32 // per page: the left and right edge of its text (pageArea)
	lefts       [2]float32         // the left margin of the odd and the even pages (marginLefts)
	body        float32            // the body's size (pdfBlocks)
	// marginRights is where the lines that start at the left margin end,
	// on odd and even pages (marginRights).
	marginRights [2]float32
}

// linePitch is the usual line pitch of a document as a multiple of the
// line size (all: the most common ratio, to 0.05 give or take pitchSpread
// steps, between consecutive lines of the same size in one column; 1.8
// when no lines follow each other), and of each size of its lines (at).
type linePitch struct {
	all   float32
	pairs []pitchPair
	sizes map[int]float32 // size in tenths → its pitch (at)
}

// pitchPair is two consecutive lines of one size and column: that size and
// their ratio of pitch to size in steps of 0.05.
type pitchPair struct {
	size float32
	step int
}

// newLinePitch measures the line pitch of lines ls.
func newLinePitch(ls []bline) *linePitch {
	p := &linePitch{sizes: map[int]float32{}}
	for i := 1; i < len(ls); i++ {
		a, b := &ls[i-1], &ls[i]
		if !a.ok || !b.ok || a.page != b.page || !below(a, b) || !overlapX(a, b) {
			continue
		}
		if math.Abs(float64(a.size-b.size)) > 0.1*float64(max(a.size, b.size)) {
			continue
		}
		size := max(a.size, b.size)
		if r := (a.l.base - b.l.base) / size; r > 0.8 && r < 4 {
			p.pairs = append(p.pairs, pitchPair{size, int(math.Round(float64(r) * 20))})
		}
	}
	p.all = 1.8
	if m, n := modeStep(p.pairs, func(float32) bool { return true }); n > 0 {
		p.all = m
	}
	return p
}

// at is the usual line pitch of lines of the given size: the most common
// ratio of the pairs of lines within a tenth of it, when there are at
// least minSizePitchPairs, else the document's. Each size keeps its own
// spacing: a 12 pt body at one and a half lines, the quotations and the
// cells of a table in 10 pt single-spaced; by the document's usual pitch
// alone, set by the more numerous small lines, the body's line pitch
// would be a gap.
func (p *linePitch) at(size float32) float32 {
	key := int(math.Round(float64(size) * 10))
	if v, ok := p.sizes[key]; ok {
		return v
	}
	v := p.all
	if m, n := modeStep(p.pairs, func(s float32) bool { return abs32(s-size) <= 0.1*size }); n >= minSizePitchPairs {
		v = m
	}
	p.sizes[key] = v
	return v
}

// minSizePitchPairs is how many pairs of lines of one size give that size
// a line pitch of its own (linePitch.at).
const minSizePitchPairs = 5

// modeStep is the most common ratio of the pairs that keep admits, and how
// many pairs make it. The sizes are measured per line (from its x-height)
// and vary by a few per cent, which spreads the ratios of one pitch over
// neighbouring steps: the pitch is the step with the most ratios within
// pitchSpread steps of it, and their mean (the body's 12 pt lines,
// measured 7.9 to 8.4, outnumber a quotation's smaller lines, whose
// ratios fall on fewer steps).
func modeStep(pairs []pitchPair, keep func(size float32) bool) (float32, int) {
	count := map[int]int{}
	for _, q := range pairs {
		if keep(q.size) {
			count[q.step]++
		}
	}
	best, n := 0, 0
	for k := range count {
		c := 0
		for d := -pitchSpread; d <= pitchSpread; d++ {
			c += count[k+d]
		}
		if c > n || (c == n && k < best) {
			best, n = k, c
		}
	}
	if n == 0 {
		return 0, 0
	}
	sum := 0
	for d := -pitchSpread; d <= pitchSpread; d++ {
		sum += (best + d) * count[best+d]
	}
	return float32(sum) / float32(n) / 20, n
}

// pitchSpread is how many steps of 0.05 either side of a line pitch ratio
// still count as that pitch (modeStep): a size measured 5 % off.
const pitchSpread = 2

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
			if ls[j].page == ls[i].page && sameColumn(&ls[i], &ls[j]) {
				r = max(r, ls[j].right)
			}
		}
		out[i] = r
	}
	return out
}

// sameColumn reports whether line o starts where line l does or a little
// right of it (its quotation, its list item's text), or shares its extent
// — but for a line set flush right (pdfquotelines.go).
func sameColumn(l, o *bline) bool {
	if !o.ok {
		return false
	}
	d := o.left - l.left
	return d >= -0.5*l.size && (d <= 3*l.size || overlapX(l, o) && !flushRightOf(l, o))
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

// wordFits reports whether the first word of line b, by its measured
// width, would have fitted after line a before right (a generous word
// space between them); short when the width is not known.
func wordFits(a, b *bline, right float32) bool {
	if b.firstWidth <= 0 {
		return short(a, b, right)
	}
	return right-a.right > max(b.firstWidth+0.45*a.size, 2*a.size)
}

// separatesByGaps reports whether the document marks paragraph ends with
// vertical space rather than by short lines alone: between lines of one
// column and one style there are gaps, two or more and at least a third as
// many as short lines followed by no gap (a w:br in a letter head; list
// items, which have their marker, do not count) — or at least one, and no
// paragraph of full lines ends in a short line without one (a short memo
// with few paragraphs: its short lines are line breaks).
func separatesByGaps(ls []bline, rights []float32, pitch *linePitch) bool {
	shortOnly, ends, gapped := 0, 0, 0
	for i := 1; i < len(ls); i++ {
		a, b := &ls[i-1], &ls[i]
		if a.page != b.page || !below(a, b) || !overlapX(a, b) || a.bold || b.bold {
			continue
		}
		switch {
		case gapAfter(a, b, pitch.at(max(a.size, b.size))):
			gapped++
		case short(a, b, rights[i-1]) && !b.marker:
			shortOnly++
			if i >= 2 && fullBefore(ls, i-1, rights) {
				ends++
			}
		}
	}
	return (gapped >= 2 && 3*gapped >= shortOnly) || (gapped >= 1 && ends == 0)
}

// fullBefore reports whether line i follows a full line of its own column.
func fullBefore(ls []bline, i int, rights []float32) bool {
	p, a := &ls[i-1], &ls[i]
	return p.page == a.page && below(p, a) && overlapX(p, a) && !p.bold && !short(p, a, rights[i-1])
}

func gapAfter(a, b *bline, pitch float32) bool {
	size := max(a.size, b.size)
	extra := float32(0)
	if b.raisedMark {
		extra = 0.5 * size // a browser makes room above a line with a <sup>
	}
	return a.l.base-b.l.base > 1.2*pitch*size+extra
}

// marginLefts is the left margin of the odd and of the even pages (they
// differ when the margins are mirrored): the most common start of the
// document's full lines (nine tenths as wide as its widest, outliers
// aside) on pages of that parity, however much of one page a list, a
// quotation, two columns or a table take.
func marginLefts(ls []bline) [2]float32 {
	var widths []float32
	for i := range ls {
		if ls[i].ok {
			widths = append(widths, ls[i].right-ls[i].left)
		}
	}
	full := 0.9 * percentile(widths, 0.9)
	var count [2]map[int]int
	for i := range ls {
		l := &ls[i]
		if !l.ok || l.right-l.left < full {
			continue
		}
		p := l.page % 2
		if count[p] == nil {
			count[p] = map[int]int{}
		}
		count[p][int(math.Round(float64(l.left)/2))]++
	}
	var out [2]float32
	var seen [2]int // full lines at the margin found
	for p, m := range count {
		best, n := 0, 0
		for k, c := range m {
			if c > n || (c == n && k < best) {
				best, n = k, c
			}
		}
		out[p], seen[p] = float32(best)*2, n
	}
	// Pages of one parity with a few full lines (a last page holding the
	// end of an indented quotation) show no margin of their own.
	switch {
	case count[0] == nil || (seen[0] < minMarginLines && seen[1] >= minMarginLines):
		out[0] = out[1]
	case count[1] == nil || (seen[1] < minMarginLines && seen[0] >= minMarginLines):
		out[1] = out[0]
	}
	return out
}

// minMarginLines is how many full lines at one left edge the pages of one
// parity need to have a left margin of their own (mirrored margins).
const minMarginLines = 5

// marginRights is the right margin of the odd and of the even pages: where
// the lines that start at their left margin end (the 98th percentile: in
// ragged-right text few reach it, and on one page maybe none), measured on
// all pages when their left margins are one.
func marginRights(ls []bline, lefts [2]float32) [2]float32 {
	var rights [2][]float32
	one := abs32(lefts[0]-lefts[1]) < 1
	for i := range ls {
		l := &ls[i]
		if p := l.page % 2; l.ok && abs32(l.left-lefts[p]) < 0.5*l.size {
			if one {
				p = 0
			}
			rights[p] = append(rights[p], l.right)
		}
	}
	if one {
		rights[1] = rights[0]
	}
	return [2]float32{percentile(rights[0], 0.98), percentile(rights[1], 0.98)}
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
	if row, goesOn := tableRow(ls, first, i); row {
		return !goesOn
	}
	size := max(a.size, b.size)
	if hyphenated(a, b) {
		return false // a word (or compound) hyphenated across the lines: one paragraph
	}
	// A change of weight or size: a heading starts or ends. A row of a
	// table is a block of its own.
	if a.sparse || b.sparse || a.bold != b.bold || (abs32(a.size-b.size) > 0.15*size && !r.unsizedEnd(ls, i)) {
		return true
	}
	flow := a.page == b.page && below(a, b) && overlapX(a, b)
	if flow && gapAfter(a, b, r.pitch.at(size)) {
		return true
	}
	if b.marker && (abs32(b.left-a.left) > 0.8*size || short(a, b, r.rights[i-1]) || ls[first].marker) {
		return true
	}
	var shift float32 // how much further right the text of b's page stands than a's
	if !flow {
		// A new page or column: the paragraph goes on unless it ended or
		// the new line is indented against the line after it. The last
		// line of a page has no lines below it to show where the lines
		// end: a line of the page's one column (from the left margin past
		// the middle) is measured against the document's right margin too
		// (ragged right).
		if short(a, b, r.rights[i-1]) {
			return true
		}
		if p := a.page % 2; a.page != b.page && abs32(a.left-r.lefts[p]) < 0.5*a.size && 2*a.right > r.lefts[p]+r.marginRights[p] &&
			wordFits(a, b, r.marginRights[p]) {
			return true
		}
		if r.quoteGoesOn(ls, first, i) {
			return false // a block quotation over the page break (pdfquotelines.go)
		}
		if i+1 >= len(ls) {
			return false
		}
		c := &ls[i+1]
		if !c.ok || c.page != b.page || !below(b, c) || !overlapX(b, c) {
			return false
		}
		if b.left > c.left+0.8*size && !c.marker {
			return true // (a next line opening a list item says nothing of b's indent)
		}
		if a.page == b.page || abs32(c.left-b.left) > 0.8*size {
			return false
		}
		// The first lines of a page hold one indent: compare it with the
		// line before the break, each against its page's left margin
		// (mirrored margins): an indented quotation starts or ends there.
		// Lines that share no extent are columns, not indents.
		if shift = r.lefts[b.page%2] - r.lefts[a.page%2]; abs32(shift) < 0.5*size {
			shift = 0
		}
		if min(a.right, b.right-shift) <= max(a.left, b.left-shift) {
			return false
		}
	}
	switch d := b.left - shift - a.left; {
	case d > 0.8*size:
		// Deeper: the continuation of a list item's first line, else a
		// first-line indent or an indented quotation starting.
		// (A hanging indent: the item's lines under its text.) A
		// centred line wrapped onto a shorter centred one goes on.
		if flow && centredWrap(a, b, r.areas[a.page]) {
			return false
		}
		return !(i-1 == first && a.marker && (a.textLeft == 0 || abs32(b.left-shift-a.textLeft) < 0.8*size ||
			a.textLeftAfter && b.left-shift < a.textLeft))
	case d < -0.8*size:
		// Shallower: the rest of a paragraph whose first line was indented.
		return i-1 != first || a.marker
	}
	// A short line ends a paragraph, unless paragraphs are set apart by
	// space, or by a first-line indent and this one opened with it and the
	// line stands among short lines (line breaks: "Do: …", "Od: …" of a
	// letter head).
	if !flow || r.usesGaps || !short(a, b, r.rights[i-1]) {
		return false
	}
	return !(r.usesIndents && indentOpened(ls, first, i) && r.breakRun(ls, i))
}

// unsizedEnd reports whether line i, whose size rests on fewer than three
// tall glyphs ("staranność)."), goes on the full line before it, right
// under it: its size says nothing of a change of font.
func (r *blockRules) unsizedEnd(ls []bline, i int) bool {
	a, b := &ls[i-1], &ls[i]
	return b.l.tall < 3 && a.l.tall >= 3 && a.page == b.page && below(a, b) && overlapX(a, b) &&
		!gapAfter(a, b, r.pitch.at(max(a.size, b.size))) && !short(a, b, r.rights[i-1]) && abs32(a.left-b.left) < 0.5*a.size
}

// breakRun reports whether the short line i-1 stands in a run of short
// lines (the one before it or the one after it is short too): line
// breaks, not the end of a paragraph of full lines.
func (r *blockRules) breakRun(ls []bline, i int) bool {
	if i >= 2 {
		p, a := &ls[i-2], &ls[i-1]
		if p.page == a.page && below(p, a) && short(p, a, r.rights[i-2]) {
			return true
		}
	}
	if i+1 < len(ls) {
		b, c := &ls[i], &ls[i+1]
		return b.page == c.page && below(b, c) && short(b, c, r.rights[i])
	}
	return false
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

// minSmallerBlock is the least text, in bytes, of a block that is a
// block quotation by its smaller font alone (pdfBlocks: only after a
// line ending in a colon or a block quotation — a running header or a
// caption set small is none).
const minSmallerBlock = 40

// isSmallerBlock reports whether a block is a block quotation set only in
// a smaller font (no indent: a style or the runs set it smaller): none of
// its lines is bold or spread out (a table's header), and every line whose
// size rests on three tall glyphs or more is set below smallerQuote
// percent of the body's size.
func isSmallerBlock(ls []bline, body float32) bool {
	sized, chars := 0, 0
	for i := range ls {
		l := &ls[i]
		if !l.ok || l.bold || l.sparse || l.marker && i == 0 {
			return false
		}
		chars += l.end - l.start
		if l.l.tall < 3 {
			continue
		}
		if l.size*100 > body*smallerQuote {
			return false
		}
		sized++
	}
	return sized > 0 && chars >= minSmallerBlock
}

// endsWithColon reports whether line l ends with a colon (it introduces
// what follows).
func endsWithColon(l *bline) bool {
	return strings.HasSuffix(strings.TrimRight(l.l.text(), " \u00a0\t"), ":")
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

// centredWrap reports whether line b is the rest of the centred line a
// wrapped: both stand centred on one axis, off the left margin of the
// page's text area, and b's first word would not have fitted into the
// room a leaves on both sides („… z dnia 9 lipca 2026 r., sygn. akt II
// Ca⏎1187/25” of a pleading's title). A short centred line over another
// (a title over its subtitle) had room for it.
func centredWrap(a, b *bline, area [2]float32) bool {
	size := max(a.size, b.size)
	if area[1] <= area[0] || b.firstWidth <= 0 || a.left < area[0]+0.8*size || b.left <= a.left || b.right >= a.right {
		return false
	}
	if abs32((a.left+a.right)-(b.left+b.right)) > size || abs32((a.left+a.right)-(area[0]+area[1])) > 2*size {
		return false
	}
	room := (area[1] - area[0]) - (a.right - a.left)
	return room < b.firstWidth+0.45*a.size
}
