package extract

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"citeguard/pl"
)

// Notes written as the document's last paragraphs: a reference list.
//
// A document converted from HTML (a Google Docs or web page exported, then
// pandoc), an answer pasted from a chat, or a memo typed by hand keeps its
// notes as a list at its end („Źródła:”, „Przypisy”, „Bibliografia”, or
// no heading), their marks in the body raised digits („…”³), "[3]" or
// "(3)" (bodyMarks). The list is read by lines: an entry opens a line (a
// paragraph, a list item, a line after a soft break, a line of a TXT/MD
// paragraph) with its number k — "[k]", "k.", "k)", "(k)", a superscript
// k, "k " — or is a list item numbered by the word processor; entries
// written in one paragraph ("[1] … [2] …") split at each next "[k]". A line
// that opens no entry continues the entry of its paragraph. After the
// list may stand a short closing („Z poważaniem”, a name) naming no source.
//
// The list's entries are endnotes when the document has no footnotes or
// endnotes of its own, no mark stands inside the list, and either
//   - the marks are glued ones whose first uses are 1, 2, … n in order,
//     each of the document's last n blocks one entry and nothing after
//     them (a plain list of notes: "Tamże." is one), or
//   - every entry names a source (a signature, a provision, an act, a
//     court, a ruling's form, Dz. U., ECLI, CELEX) and some mark points to
//     one: then marks may stand after a space, come out of order, be
//     grouped („[1][2]”, „[1, 3]”, „[1–2]”), and an entry may be cited by
//     none.
//
// The list (and the closing) then leave the body (Text ends before the
// first entry) and become Footnotes of kind "endnote", numbered as the
// list numbers them, each linked to its first mark (Ref, -1 when none
// cites it) and to its further ones (Again); the marks stay in the text.

// Bounds of the reference list: a note's text, the blocks looked at from
// the end, the closing after the list.
const (
	maxTrailNote     = 600
	maxTrailBlocks   = 400
	maxClosingBytes  = 400
	maxClosingBlocks = 5
)

// trailLine is one line of a block: Text[s:e], in block blk; first: the
// block's first line.
type trailLine struct {
	s, e, blk int
	first     bool
}

// trailEntry is one entry of the list: where it opens (its number) and
// its text [s, e).
type trailEntry struct {
	open, s, e int
}

// trailingNotes turns a reference list at the end of doc into endnotes
// (see above).
func trailingNotes(doc *Document) {
	for _, f := range doc.Footnotes {
		if f.Kind == "footnote" || f.Kind == "endnote" {
			return
		}
	}
	lines := tailLines(doc)
	for ci := len(lines) - 1; ci >= 0; ci-- {
		if takeList(doc, lines, ci) {
			return
		}
	}
}

// tailLines returns the lines of the document's last blocks.
func tailLines(doc *Document) []trailLine {
	var out []trailLine
	for bi := max(len(doc.Blocks)-maxTrailBlocks, 0); bi < len(doc.Blocks); bi++ {
		b := doc.Blocks[bi]
		s := b.Start
		for s < b.End {
			e := strings.IndexByte(doc.Text[s:b.End], '\n')
			if e < 0 {
				e = b.End
			} else {
				e += s
			}
			if t := strings.TrimSpace(doc.Text[s:e]); t != "" {
				ls := s + strings.Index(doc.Text[s:e], t)
				out = append(out, trailLine{s: ls, e: ls + len(t), blk: bi, first: s == b.Start})
			}
			s = e + 1
		}
	}
	return out
}

// takeList reads the reference list whose first entry opens line ci and
// makes its entries the document's endnotes; false when there is none.
func takeList(doc *Document, lines []trailLine, ci int) bool {
	first := lines[ci]
	if first.s == 0 {
		return false // no body
	}
	implicit, midRun := false, false
	if _, ok := entryNumber(doc.Text[first.s:first.e], 1); !ok {
		b := doc.Blocks[first.blk]
		if !first.first || b.Kind != BlockListItem || opensWithNumber(doc.Text[first.s:first.e]) {
			return false
		}
		implicit = true
		// Within a run of list items, only the plain notes (below) may
		// start: a run's last items are no list of sources of their own.
		midRun = first.blk > 0 && doc.Blocks[first.blk-1].Kind == BlockListItem && ci > 0 && lines[ci-1].blk == first.blk-1
	}
	var entries []trailEntry
	open := func(l trailLine) {
		k := len(entries) + 1
		s := l.s
		if !implicit {
			skip, _ := entryNumber(doc.Text[l.s:l.e], k)
			s += skip
		}
		entries = append(entries, trailEntry{open: l.s, s: s, e: l.e})
		splitInline(doc.Text, &entries)
	}
	open(first)
	whole := true // each entry is one whole block
	j := ci + 1
	for ; j < len(lines); j++ {
		l, cur := lines[j], &entries[len(entries)-1]
		t := doc.Text[l.s:l.e]
		if implicit {
			if l.first && doc.Blocks[l.blk].Kind == BlockListItem && !opensWithNumber(t) {
				open(l)
				continue
			}
		} else if _, ok := entryNumber(t, len(entries)+1); ok {
			whole = whole && l.first
			open(l)
			continue
		}
		if l.blk != lines[j-1].blk {
			break // the list ends
		}
		cur.e = l.e // a line that continues the entry
		splitInline(doc.Text, &entries)
		whole = false
	}
	for _, en := range entries {
		if en.e <= en.s || en.e-en.s > maxTrailNote {
			return false
		}
	}
	whole = whole && first.first
	cut := len(strings.TrimRightFunc(doc.Text[:first.s], unicode.IsSpace))
	marks := bodyMarks(doc.Text[:cut])
	for _, en := range entries {
		if len(bodyMarks(doc.Text[en.s:en.e])) > 0 {
			return false // a mark inside the list
		}
	}
	closing := lines[j:]
	plain := whole && len(closing) == 0 && len(entries) == len(lines)-ci && plainMarks(marks, len(entries))
	if !plain {
		if midRun || !closingOK(doc.Text, closing) {
			return false
		}
		cited := false
		for _, m := range marks {
			cited = cited || m.n <= len(entries)
		}
		if !cited {
			return false
		}
		for _, en := range entries {
			if !namesSource(doc.Text[en.s:en.e]) {
				return false
			}
		}
	}
	makeEndnotes(doc, entries, marks, cut)
	return true
}

// splitInline splits the last of entries at the next entry's "[k]" written
// in the same line after a space („[1] Kodeks cywilny [2] Wyrok SO …”).
func splitInline(text string, entries *[]trailEntry) {
	for {
		es := *entries
		cur := &es[len(es)-1]
		if cur.s == cur.open || text[cur.open] != '[' {
			return
		}
		next := "[" + strconv.Itoa(len(es)+1) + "]"
		k := strings.Index(text[cur.s:cur.e], " "+next+" ")
		if k < 0 {
			return
		}
		at := cur.s + k + 1
		end := cur.e
		cur.e = cur.s + k
		s := at + len(next) + 1
		*entries = append(es, trailEntry{open: at, s: s, e: end})
	}
}

// plainMarks reports glued marks whose first uses are 1, 2, … n in order,
// every one of them within n.
func plainMarks(marks []trailMark, n int) bool {
	seen := map[int]bool{}
	next := 1
	for i, m := range marks {
		if m.loose || i > 0 && marks[i-1].at == m.at {
			return false
		}
		switch {
		case seen[m.n]:
		case m.n != next:
			return false
		default:
			seen[m.n] = true
			next++
		}
	}
	return next == n+1
}

// closingOK reports whether the lines after the list are a closing: few
// short blocks that name no source and mark nothing („Z poważaniem”, a
// signature's name and title).
func closingOK(text string, lines []trailLine) bool {
	if len(lines) == 0 {
		return true
	}
	s, e := lines[0].s, lines[len(lines)-1].e
	if e-s > maxClosingBytes || lines[len(lines)-1].blk-lines[0].blk >= maxClosingBlocks {
		return false
	}
	t := text[s:e]
	for _, l := range lines {
		if opensWithNumber(text[l.s:l.e]) {
			return false
		}
	}
	return len(bodyMarks(t)) == 0 && !namesSource(t)
}

// makeEndnotes turns the entries into endnotes linked to the marks and
// cuts the body at cut.
func makeEndnotes(doc *Document, entries []trailEntry, marks []trailMark, cut int) {
	out := make([]Footnote, len(entries))
	for k, en := range entries {
		out[k] = Footnote{Kind: "endnote", Mark: strconv.Itoa(k + 1), Text: doc.Text[en.s:en.e], Ref: -1,
			Page: doc.PageAt(en.s), Offsets: append([]int32(nil), doc.Offsets[en.s:en.e+1]...)}
	}
	for _, m := range marks {
		if m.n > len(out) {
			continue
		}
		f := &out[m.n-1]
		switch {
		case f.Ref < 0:
			f.Ref, f.Page = m.at, doc.PageAt(m.at)
		case m.at != f.Ref && (len(f.Again) == 0 || f.Again[len(f.Again)-1] != m.at):
			f.Again = append(f.Again, m.at)
		}
	}
	doc.Text = doc.Text[:cut]
	doc.Offsets = doc.Offsets[:cut+1]
	var blocks []Block
	for _, b := range doc.Blocks {
		if b.Start >= cut {
			break
		}
		b.End = min(b.End, cut)
		blocks = append(blocks, b)
	}
	doc.Blocks = blocks
	var pages []PageSpan
	for _, p := range doc.Pages {
		if p.Start > cut {
			break
		}
		p.End = min(p.End, cut)
		pages = append(pages, p)
	}
	doc.Pages = pages
	doc.Footnotes = append(out, doc.Footnotes...)
}

// entryNumber returns how many bytes of line t its number k takes ("3 ",
// "3.", "3)", "(3)", "[3]", "³", with the spaces after it) when t opens
// with it and goes on with text.
func entryNumber(t string, k int) (int, bool) {
	num := strconv.Itoa(k)
	for _, p := range []string{"[" + num + "]", "(" + num + ")", num + ".", num + ")", pl.Superscript(num), num + " "} {
		if rest, ok := strings.CutPrefix(t, p); ok && rest != "" {
			if r, _ := utf8.DecodeRuneInString(rest); unicode.IsDigit(r) || pl.IsSuperscriptDigit(r) {
				return 0, false // "2014 r." is no number 2
			}
			return len(t) - len(strings.TrimLeftFunc(rest, unicode.IsSpace)), true
		}
	}
	return 0, false
}

// opensWithNumber reports a line that opens with a digit, a superscript
// digit or a bracket: some entry's number.
func opensWithNumber(t string) bool {
	r, _ := utf8.DecodeRuneInString(t)
	return unicode.IsDigit(r) || pl.IsSuperscriptDigit(r) || r == '[' || r == '(' && len(t) > 1 && t[1] >= '0' && t[1] <= '9'
}

// quoteDepth is how many quotations are open after r, depth before it: „
// and « open one, ” and » close one, “ closes one when one is open (the
// Polish „…“) and opens one otherwise, a straight " closes one when one is
// open („…"). A quotation left open hides the marks after it: no notes.
func quoteDepth(depth int, r rune) int {
	switch r {
	case '„', '«':
		return depth + 1
	case '”', '»':
		return max(depth-1, 0)
	case '“':
		if depth > 0 {
			return depth - 1
		}
		return 1
	case '"':
		return max(depth-1, 0)
	}
	return depth
}
