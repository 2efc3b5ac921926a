package extract

import (
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode"
)

// pline is one text line of a PDF page.
type pline struct {
	cs   []pchar
	base float32 // baseline (median bottom of letters without descenders)
	size float32 // size estimate: median height of tall glyphs
	tall int     // how many tall glyphs the estimate rests on
	end  int     // raw offset just after the line, for the line break
	drop bool    // a running header, footer or page number
	note bool    // in the footnote zone
}

// layoutPDF turns the characters of each page into the body (without
// running headers, footers, page numbers, footnotes and footnote reference
// marks) and the footnotes.
func layoutPDF(pages [][]pchar) *draft {
	lines := make([][]pline, len(pages))
	for i, cs := range pages {
		lines[i] = splitLines(cs)
	}
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
	d.mode = cleanPDF
	var bls []bline
	for i, ls := range lines {
		if i > 0 {
			d.pageBreak()
		}
		raised := classifyRaised(ls, pageMarks[i], all, body)
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

// splitLines cuts a page at PDFium's line breaks and wherever the text jumps
// to another line without one (PDFium's U+0002 hyphen marker swallows the
// break, and a footnote can run on from the body's last line).
func splitLines(cs []pchar) []pline {
	var out []pline
	var cur []pchar
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
		cur = append(cur, *c)
	}
	end := 0
	if n := len(cs); n > 0 {
		end = cs[n-1].raw + len(string(cs[n-1].r))
	}
	flush(end)
	return joinSplitLines(out)
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
	if el, er, eb, et, ok := extent(l.cs); ok {
		if !p.ok {
			p.l, p.r, p.b, p.t, p.ok = el, er, eb, et, true
		} else {
			p.l, p.r, p.b, p.t = min(p.l, el), max(p.r, er), min(p.b, eb), max(p.t, et)
		}
	}
}

// continues reports whether piece b continues the run on the same visual
// line: it starts right after the run ends, and the two overlap vertically.
func (p *pieceRun) continues(b *pline) bool {
	bl, _, bb, bt, okB := extent(b.cs)
	if !p.ok || !okB {
		return false
	}
	size := max(p.size, b.size, 1)
	if bl < p.r-0.5 || bl-p.r > 1.5*size || bl < p.l {
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

func newLine(cs []pchar, end int) pline {
	var tall, bases []float32
	for _, c := range cs {
		h := c.height()
		if h <= 0 {
			continue
		}
		if c.r < 128 && strings.ContainsRune(tallGlyphs, c.r) {
			tall = append(tall, h)
		}
		if (unicode.IsLetter(c.r) || unicode.IsDigit(c.r)) && !strings.ContainsRune("gjpqyąęçQ", c.r) {
			bases = append(bases, c.b)
		}
	}
	l := pline{cs: cs, end: end, tall: len(tall)}
	if len(tall) > 0 {
		l.size = percentile(tall, 0.75)
	}
	if len(bases) >= 3 {
		l.base = median(bases)
	} else {
		// Too few letters to tell (a line like "[…]”.3"): the lowest glyph.
		first := true
		for _, c := range cs {
			if c.height() > 0 && (first || c.b < l.base) {
				l.base, first = c.b, false
			}
		}
	}
	return l
}

func median(v []float32) float32 { return percentile(v, 0.5) }

func percentile(v []float32, q float64) float32 {
	if len(v) == 0 {
		return 0
	}
	s := slices.Clone(v)
	slices.Sort(s)
	return s[min(int(float64(len(s))*q), len(s)-1)]
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
// own heading (its signature, the firm) and interrupt no sentence.
func dropRunning(pages [][]pline) {
	if len(pages) < 2 {
		return
	}
	const band = 3
	type cand struct {
		i        int
		top      bool
		key, any string // masked text at this height; masked text anywhere (page numbers)
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
			key := runningKey(ls[i].text())
			if key == "" {
				continue
			}
			// The same text at the same height (±2 pt) is a running line;
			// a page number ("3", "- 3 -", "3/12") may move a little.
			c := cand{i: i, top: k < band, key: key + "@" + strconv.Itoa(int(math.Round(float64(ls[i].base)/4)))}
			if !strings.ContainsFunc(key, unicode.IsLetter) {
				c.any = key + "@any"
			}
			cands[p] = append(cands[p], c)
			for _, k := range []string{c.key, c.any} {
				if k != "" && !seen[k] {
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
			for _, k := range []string{c.key, c.any} {
				if n := count[k]; k != "" && n >= 2 && 2*n >= len(pages) {
					ls[c.i].drop = true
				}
			}
		}
	}
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

// markFootnoteZones finds, on each page, the lines set smaller than the body
// below its last body-size line, marks them as notes and parses them into
// footnotes ("1 Por. wyrok…", continuation lines, a footnote running on to
// the next page). It returns, per page, the marks of the footnotes that
// start on it.
func markFootnoteZones(pages [][]pline, body float32, d *draft) []map[string]bool {
	marks := make([]map[string]bool, len(pages))
	for p := range marks {
		marks[p] = map[string]bool{}
	}
	if body <= 0 {
		return marks
	}
	next, lastZone := 1, -2
	var cur *draftNote
	for p, ls := range pages {
		// The zone: the lines set smaller than the body at the bottom of the
		// page, up to the first body-size line above them.
		idx := make([]int, 0, len(ls))
		for i := range ls {
			if !ls[i].drop {
				idx = append(idx, i)
			}
		}
		slices.SortStableFunc(idx, func(a, b int) int { return cmpDesc(ls[a].base, ls[b].base) })
		var zone []int
		bodyAbove := false
		for k := len(idx) - 1; k >= 0; k-- {
			l := &ls[idx[k]]
			if l.size > 0 && l.size < 0.9*body {
				// A wide gap ends the zone: what is above it is small text of
				// the body (a table, a caption), not a note.
				if n := len(zone); n > 0 {
					below := &ls[zone[n-1]]
					if l.base-below.base > 3.5*max(below.size, l.size) {
						bodyAbove = true
						break
					}
				}
				zone = append(zone, idx[k])
				continue
			}
			bodyAbove = l.size >= 0.9*body
			break
		}
		if len(zone) == 0 {
			zone = gapZone(ls, idx, body, next)
			bodyAbove = len(zone) > 0
		}
		if len(zone) == 0 || !bodyAbove {
			continue
		}
		slices.SortStableFunc(zone, func(a, b int) int { return cmpDesc(ls[a].base, ls[b].base) })
		// A footnote mark set apart from its text (raised on a line of its
		// own) is joined to the line that follows it.
		type zline struct {
			l    *pline
			mark string
			rest []pchar
		}
		var zl []zline
		pending := ""
		for k, i := range zone {
			l := &ls[i]
			// A wide gap below the notes: a footer the running-line test
			// could not see (one page), not a note.
			if k > 0 {
				above := &ls[zone[k-1]]
				if above.base-l.base > 3*max(above.size, l.size) {
					zone = zone[:k]
					break
				}
			}
			l.note = true
			mark, rest := leadingMark(l.cs)
			if mark != "" && len(rest) == 0 {
				pending = mark
				continue
			}
			if pending != "" {
				mark, rest, pending = pending, l.cs, ""
			}
			zl = append(zl, zline{l, mark, rest})
		}
		// A zone starts a footnote ("1 Por. …") or continues the one of the
		// previous page; anything else small at the bottom stays in the body.
		starts := false
		if len(zl) > 0 {
			v, err := strconv.Atoi(zl[0].mark)
			starts = err == nil && (v == next || v == 1)
		}
		if len(zl) == 0 || (!starts && (cur == nil || lastZone != p-1)) {
			for _, i := range zone {
				ls[i].note = false
			}
			continue
		}
		lastZone = p
		for k, z := range zl {
			if v, err := strconv.Atoi(z.mark); err == nil && (v == next || (k == 0 && v == 1)) {
				next = v + 1
				cur = &draftNote{kind: "footnote", id: z.mark, mark: z.mark, page: p + 1}
				d.notes = append(d.notes, cur)
				marks[p][z.mark] = true
				addChars(d, &cur.text, z.rest)
				continue
			}
			cur.text.addSynthetic("\n", z.l.cs[0].raw)
			addChars(d, &cur.text, z.l.cs)
		}
	}
	return marks
}

// gapZone finds footnotes set in the body's size (a document whose
// footnote style is not smaller): the lines at the bottom of the page below
// a gap of more than three line sizes, at most twelve, the first of them
// opening with the number of the next footnote (or 1) whose mark stands
// raised in the body above. idx are the page's lines from the top.
func gapZone(ls []pline, idx []int, body float32, next int) []int {
	var zone []int
	for k := len(idx) - 1; k > 0 && len(zone) < 12; k-- {
		l, above := &ls[idx[k]], &ls[idx[k-1]]
		zone = append(zone, idx[k])
		if above.base-l.base > 3*max(l.size, above.size, body) {
			break
		}
		if k == 1 {
			return nil // no gap: no zone
		}
	}
	if len(zone) == 0 || len(zone) >= len(idx) {
		return nil
	}
	top := &ls[zone[len(zone)-1]]
	mark, _ := leadingMark(top.cs)
	v, err := strconv.Atoi(mark)
	if err != nil || (v != next && v != 1) {
		return nil
	}
	// The mark must stand raised in the body above the zone.
	inZone := map[int]bool{}
	for _, i := range zone {
		inZone[i] = true
	}
	for _, i := range idx {
		l := &ls[i]
		if inZone[i] {
			continue
		}
		size := max(l.size, body)
		for j := 0; j < len(l.cs); {
			if e := refRun(*l, j, size); e > j {
				if string(runesOf(l.cs[j:e])) == mark && j > 0 && !unicode.IsDigit(l.cs[j-1].r) {
					return zone
				}
				j = e
				continue
			}
			j++
		}
	}
	return nil
}

// leadingMark splits a footnote line into its number and the rest.
func leadingMark(cs []pchar) (string, []pchar) {
	i := 0
	for i < len(cs) && (cs[i].r == ' ' || cs[i].r == 0xA0) {
		i++
	}
	j := i
	for j < len(cs) && j-i < 3 && cs[j].r >= '0' && cs[j].r <= '9' {
		j++
	}
	if j == i || (j < len(cs) && unicode.IsDigit(cs[j].r)) {
		return "", cs
	}
	mark := make([]rune, 0, j-i)
	for _, c := range cs[i:j] {
		mark = append(mark, c.r)
	}
	k := j
	for k < len(cs) && (cs[k].r == ' ' || cs[k].r == 0xA0 || cs[k].r == '.' || cs[k].r == ')') {
		k++
	}
	return string(mark), cs[k:]
}

// addChars appends characters to m, each mapped to its raw offset.
func addChars(d *draft, m *mapped, cs []pchar) {
	for _, c := range cs {
		m.add(string(c.r), c.raw)
	}
}

// raisedKind says what a run of small raised digits in the body is.
type raisedKind int

const (
	raisedRef raisedKind = iota + 1 // a footnote reference mark: out of the text, kept as a reference
	raisedSup                       // a superscript number ("art. 398¹"): Unicode superscript digits
)

// raisedRun is a run [i, j) of small raised digits on a line.
type raisedRun struct {
	i, j int
	kind raisedKind
}

// classifyRaised finds the runs of small raised digits on the body lines of
// a page and tells reference marks from superscripts. A run right after a
// digit ("398¹", "393¹¹") is a superscript, unless it is the mark of a
// footnote that starts on this page and no other run on the page can be its
// reference. Any other run after a glyph ("skuteczne.”¹", "dłużniku¹") is
// a reference mark; after a gap only when a footnote has that mark.
func classifyRaised(ls []pline, pageMarks, all map[string]bool, body float32) [][]raisedRun {
	out := make([][]raisedRun, len(ls))
	type cand struct {
		line, run  int
		mark       string
		afterDigit bool
	}
	var cands []cand
	plain := map[string]bool{} // marks with a candidate that is not after a digit
	for k, l := range ls {
		if l.drop || l.note {
			continue
		}
		size := l.size
		if size < 0.9*body {
			size = body // a short line: judge marks by the body's size
		}
		cs := l.cs
		for i := 0; i < len(cs); {
			j := refRun(l, i, size)
			if j == i {
				i++
				continue
			}
			mark := string(runesOf(cs[i:j]))
			afterDigit := i > 0 && unicode.IsDigit(cs[i-1].r)
			switch {
			case afterDigit:
				out[k] = append(out[k], raisedRun{i: i, j: j, kind: raisedSup})
				cands = append(cands, cand{k, len(out[k]) - 1, mark, true})
			case all[mark] || (i > 0 && cs[i-1].r != ' ' && cs[i-1].r != 0xA0):
				out[k] = append(out[k], raisedRun{i: i, j: j, kind: raisedRef})
				plain[mark] = true
			}
			i = j
		}
	}
	// A footnote of this page whose only candidates follow a digit
	// ("…z 2019 r. poz. 12³"): the first of them is its reference.
	for _, c := range cands {
		if pageMarks[c.mark] && !plain[c.mark] {
			out[c.line][c.run].kind = raisedRef
			plain[c.mark] = true
		}
	}
	return out
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
		if cs[i].r == 0xAD && i < lastGlyph && cs[i].rt > cs[i].l {
			// A soft hyphen drawn inside a line is a visible hyphen whose
			// ToUnicode entry says U+00AD (Word-style PDFs).
			d.body.add("-", cs[i].raw)
		} else {
			d.body.add(string(cs[i].r), cs[i].raw)
		}
		i++
	}
	d.body.addSynthetic("\n", l.end)
}

// refRun returns the end of a run of small raised digits starting at i, or
// i when there is none.
func refRun(l pline, i int, size float32) int {
	j := i
	for j < len(l.cs) && j-i < 3 {
		c := l.cs[j]
		h := c.height()
		if c.r < '0' || c.r > '9' || h <= 0 || size <= 0 || h > 0.8*size || c.b < l.base+0.2*size {
			break
		}
		j++
	}
	if j < len(l.cs) && unicode.IsDigit(l.cs[j].r) {
		return i // part of a longer number
	}
	return j
}

func runesOf(cs []pchar) []rune {
	r := make([]rune, len(cs))
	for i, c := range cs {
		r[i] = c.r
	}
	return r
}
