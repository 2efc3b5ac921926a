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
//   - the body's marks — a run of superscript digits right after a letter
//     or a punctuation mark (never after a digit: „art. 442¹”), or a "[n]"
//     after one or after a space within a line (the reference numbers of an
//     answer pasted from a chat: „(por. [1])”, „… w nadzorze [2].”), never
//     inside a quotation (its "[n]" is quoted text) — are 1, 2, … n in the
//     order they first appear, n at least 1;
//   - the document's last n blocks, all after the last mark, are short
//     (at most maxTrailNote bytes) paragraphs or list items, the k-th one
//     opening with k (written "k", "k.", "[k]", a superscript k) or with no
//     number at all (a list numbered by the word processor); when a mark
//     stands after a space, every note opens with its number or is a list
//     item (a closing short paragraph is no note of a lone „[1]”).
//
// The notes then leave the body (Text ends before the first of them) and
// become Footnotes of kind "endnote", linked to their first marks (the
// marks stay in the text).

// maxTrailNote bounds a note's text.
const maxTrailNote = 600

// trailMark is a note mark in the body: its number, where it first
// stands and where it stands again; loose: it first stands after a space.
type trailMark struct {
	n, at int
	again []int
	loose bool
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
	loose := false
	for _, m := range marks {
		loose = loose || m.loose
	}
	texts := make([][2]int, n)
	for k, b := range notes {
		if b.Kind != BlockParagraph && b.Kind != BlockListItem || b.End-b.Start > maxTrailNote {
			return
		}
		s, ok := noteNumber(doc.Text, b.Start, b.End, k+1)
		if !ok || loose && s == b.Start && b.Kind != BlockListItem {
			return
		}
		texts[k] = [2]int{s, b.End}
	}
	var out []Footnote
	for k := range marks {
		again := marks[k].again
		for len(again) > 0 && again[len(again)-1] >= notes[0].Start {
			again = again[:len(again)-1] // a note's own number
		}
		marks[k].again = again
	}
	for k, t := range texts {
		out = append(out, Footnote{Kind: "endnote", Mark: strconv.Itoa(k + 1), Text: doc.Text[t[0]:t[1]], Ref: marks[k].at, Again: marks[k].again,
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

// bodyMarks returns each note mark of text, where it first appears and
// where it appears again, when the first appearances count
// 1, 2, … in order; nil otherwise.
func bodyMarks(text string) []trailMark {
	var out []trailMark
	seen := map[int]bool{}
	depth := 0 // quotations open at i
	for i := 0; i < len(text); {
		r, size := utf8.DecodeRuneInString(text[i:])
		depth = quoteDepth(depth, r)
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
		case r == '[' && depth == 0:
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
		after := !unicode.IsSpace(prev) || r == '[' && prev != '\n'
		if i > 0 && !unicode.IsDigit(prev) && !pl.IsSuperscriptDigit(prev) && after {
			switch {
			case seen[n]:
				out[n-1].again = append(out[n-1].again, i)
			case n != len(out)+1:
				return nil
			default:
				seen[n] = true
				out = append(out, trailMark{n: n, at: i, loose: unicode.IsSpace(prev)})
			}
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
