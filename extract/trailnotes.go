package extract

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"citeguard/pl"
)

// Notes written as the document's last paragraphs.
//
// A document converted from HTML (a Google Docs or web page exported, then
// pandoc), or typed by hand, keeps its notes as ordinary paragraphs or a
// numbered list at its end, their marks raised digits („…”³) or "[3]" in
// the body. They are endnotes when:
//   - the document has no footnotes or endnotes of its own;
//   - the body's marks — a run of superscript digits or a "[n]" right after
//     a letter or a punctuation mark (never after a digit: „art. 442¹”) —
//     are 1, 2, … n in the order they first appear, n at least 1;
//   - the document's last n blocks, all after the last mark, are short
//     (at most maxTrailNote bytes) paragraphs or list items, the k-th one
//     opening with k (written "k", "k.", "[k]", a superscript k) or with no
//     number at all (a list numbered by the word processor).
//
// The notes then leave the body (Text ends before the first of them) and
// become Footnotes of kind "endnote", linked to their first marks (the
// marks stay in the text).

// maxTrailNote bounds a note's text.
const maxTrailNote = 600

// trailMark is a note mark in the body: its number and where it starts.
type trailMark struct {
	n, at int
}

// trailingNotes turns the notes written as the last paragraphs of doc
// into endnotes (see above).
func trailingNotes(doc *Document) {
	for _, f := range doc.Footnotes {
		if f.Kind == "footnote" || f.Kind == "endnote" {
			return
		}
	}
	marks := bodyMarks(doc.Text)
	n := len(marks)
	if n == 0 || n > len(doc.Blocks)-1 {
		return
	}
	notes := doc.Blocks[len(doc.Blocks)-n:]
	if notes[0].Start <= marks[n-1].at {
		return
	}
	texts := make([][2]int, n)
	for k, b := range notes {
		if b.Kind != BlockParagraph && b.Kind != BlockListItem || b.End-b.Start > maxTrailNote {
			return
		}
		s, ok := noteNumber(doc.Text, b.Start, b.End, k+1)
		if !ok {
			return
		}
		texts[k] = [2]int{s, b.End}
	}
	var out []Footnote
	for k, t := range texts {
		out = append(out, Footnote{Kind: "endnote", Mark: strconv.Itoa(k + 1), Text: doc.Text[t[0]:t[1]], Ref: marks[k].at,
			Page: doc.PageAt(marks[k].at), Offsets: append([]int32(nil), doc.Offsets[t[0]:t[1]+1]...)})
	}
	cut := len(strings.TrimRightFunc(doc.Text[:notes[0].Start], unicode.IsSpace))
	doc.Text = doc.Text[:cut]
	doc.Offsets = doc.Offsets[:cut+1]
	doc.Blocks = doc.Blocks[:len(doc.Blocks)-n]
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

// bodyMarks returns the first appearance of each note mark of text, when
// they count 1, 2, … in order; nil otherwise.
func bodyMarks(text string) []trailMark {
	var out []trailMark
	seen := map[int]bool{}
	for i := 0; i < len(text); {
		r, size := utf8.DecodeRuneInString(text[i:])
		n, end := 0, i
		switch {
		case pl.IsSuperscriptDigit(r):
			for end < len(text) {
				c, sz := utf8.DecodeRuneInString(text[end:])
				if !pl.IsSuperscriptDigit(c) {
					break
				}
				n = n*10 + int(pl.SuperscriptDigits(string(c))[0]-'0')
				end += sz
			}
		case r == '[':
			j := i + 1
			for j < len(text) && j-i <= 3 && text[j] >= '0' && text[j] <= '9' {
				n = n*10 + int(text[j]-'0')
				j++
			}
			if j == i+1 || j >= len(text) || text[j] != ']' {
				n = 0
			}
			end = j + 1
		}
		if n == 0 {
			i += size
			continue
		}
		prev, _ := utf8.DecodeLastRuneInString(text[:i])
		if i > 0 && !unicode.IsDigit(prev) && !pl.IsSuperscriptDigit(prev) && !unicode.IsSpace(prev) && !seen[n] {
			if n != len(out)+1 {
				return nil
			}
			seen[n] = true
			out = append(out, trailMark{n: n, at: i})
		}
		i = end
	}
	return out
}

// noteNumber returns where the text of the note block [s, e) starts: after
// its number k ("3 ", "3.", "[3]", "³") or at s when it opens with none.
func noteNumber(text string, s, e, k int) (int, bool) {
	t := text[s:e]
	num := strconv.Itoa(k)
	for _, p := range []string{"[" + num + "]", num + ".", num + ")", pl.Superscript(num), num} {
		if rest, ok := strings.CutPrefix(t, p); ok && rest != "" {
			if r, _ := utf8.DecodeRuneInString(rest); unicode.IsDigit(r) {
				return 0, false // "2014 r." is no number 2
			}
			return s + len(t) - len(strings.TrimLeftFunc(rest, unicode.IsSpace)), true
		}
	}
	if r, _ := utf8.DecodeRuneInString(t); unicode.IsDigit(r) || pl.IsSuperscriptDigit(r) || r == '[' {
		return 0, false // another note's number
	}
	return s, true
}
