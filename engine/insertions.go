package engine

import (
	"strings"

	"citeguard/norm"
)

// A damaged rendering of a source — a footnote printed into the middle of
// an article, a superscript split from its number („Art. 353 1 .”) — still
// holds a quotation of the text it renders: every word of the quotation,
// in order, with only the damage between them.

// maxInsertedShare bounds the words a damaged rendering may add inside a
// quotation's segment, as a multiple of the segment's words (plus
// minInsertedRoom): a footnote's text, not another passage.
const (
	maxInsertedShare = 3
	minInsertedRoom  = 20
)

// A rendering may also break a sentence with whole paragraphs — a page's
// footnotes and footer printed between its two halves („…z zasadami
// współżycia⏎⏎1) Niniejsza ustawa wdraża…⏎⏎Opracowano na podstawie…⏎⏎
// społecznego.”): a blank line never falls inside a sentence of an act, so
// a run of paragraphs that starts and ends at a blank line is skipped
// whatever its length (up to maxBlockWords, at most maxBlocks times in a
// quotation).
const (
	maxBlockWords = 1000
	maxBlocks     = 3
)

// HeldAcrossInsertions reports whether every segment of quote stands in
// src word by word, in order, with at most a bounded run of other words
// inserted between its words — none of them a negation or a modal word
// (those would say something the quotation leaves out). It tells a
// damaged rendering of a text the quotation is verbatim in elsewhere from
// another wording of it.
func HeldAcrossInsertions(quote string, src *norm.Source) bool {
	segs := splitGaps(norm.Normalize(quote))
	if len(segs) == 0 || src == nil {
		return false
	}
	h := held{src: src, ws: tokensOf(src).words}
	cursor := 0
	for _, seg := range segs {
		qw := splitWords(seg)
		if len(qw) == 0 {
			continue
		}
		end, ok := h.from(qw, cursor)
		if !ok {
			return false
		}
		cursor = end
	}
	return true
}

// held is a source's words, searched for a quotation's.
type held struct {
	src *norm.Source
	ws  []word
}

// from finds the words qw in the source from index `from` on, each after
// the previous one, the words between them within the bound and of no
// meaning-changing kind, or a run of whole paragraphs; it returns the
// index after the last one.
func (h held) from(qw []word, from int) (int, bool) {
	ws := h.ws
	room := maxInsertedShare*len(qw) + minInsertedRoom
	for start := from; start < len(ws); start++ {
		if ws[start].Key != qw[0].Key {
			continue
		}
		i, j, inserted, blocks := 1, start+1, 0, 0
		for i < len(qw) && j < len(ws) && inserted <= room {
			switch k := ws[j].Key; {
			case k == qw[i].Key:
				i++
			case j+1 < len(ws) && k+ws[j+1].Key == strings.ReplaceAll(qw[i].Key, "-", ""):
				i, j = i+1, j+1 // „społeczno -gospodarczym” for „społeczno-gospodarczym”
			case blocks < maxBlocks && h.paragraphBreak(j):
				if next, ok := h.afterBlock(j, qw[i].Key); ok {
					blocks++
					j = next
					continue
				}
				inserted++
			case negationWords[k] || possibilityWords[k] || necessityWords[k]:
				inserted = room + 1 // a word that changes what the passage says
			default:
				inserted++
			}
			j++
		}
		if i == len(qw) && inserted <= room {
			return j, true
		}
	}
	return 0, false
}

// afterBlock is the index of the first word after j that starts a
// paragraph and is key, within maxBlockWords.
func (h held) afterBlock(j int, key string) (int, bool) {
	for k := j + 1; k < len(h.ws) && k <= j+maxBlockWords; k++ {
		if h.ws[k].Key == key && h.paragraphBreak(k) {
			return k, true
		}
	}
	return 0, false
}

// paragraphBreak reports whether a blank line stands in the original text
// between word j-1 and word j.
func (h held) paragraphBreak(j int) bool {
	if j == 0 {
		return false
	}
	n := h.src.Norm()
	a, b := n.End(h.ws[j-1].End-1), n.Start(h.ws[j].Start)
	if a < 0 || b > len(h.src.Text) || a >= b {
		return false
	}
	return strings.Count(h.src.Text[a:b], "\n") >= 2
}
