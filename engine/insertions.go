package engine

import (
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
	ws := tokensOf(src).words
	cursor := 0
	for _, seg := range segs {
		qw := splitWords(seg)
		if len(qw) == 0 {
			continue
		}
		end, ok := heldFrom(qw, ws, cursor)
		if !ok {
			return false
		}
		cursor = end
	}
	return true
}

// heldFrom finds the words qw in ws from index `from` on, each after the
// previous one, the words between them within the bound and of no
// meaning-changing kind; it returns the index after the last one.
func heldFrom(qw, ws []word, from int) (int, bool) {
	room := maxInsertedShare*len(qw) + minInsertedRoom
	for start := from; start < len(ws); start++ {
		if ws[start].Key != qw[0].Key {
			continue
		}
		i, j, inserted := 1, start+1, 0
		for i < len(qw) && j < len(ws) && inserted <= room {
			switch k := ws[j].Key; {
			case k == qw[i].Key:
				i++
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
