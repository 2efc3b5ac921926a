package claims

import (
	"strconv"

	"citeguard/cite"
)

// A footnote or endnote may name several sources for one claim („I C
// 238/13; II Ca 667/12”, „wyrok SN …, I CSK 1/10 oraz wyrok SA …, I ACa
// 2/12”, „art. 5 k.c.; wyrok SN …”). The note's first source anchors the
// claim, as before; the others are candidates of the same note, a little
// below it, so that check's safety net re-checks the claim against them
// where the first does not hold it — the same way as two notes marked
// together („[2, 3]”, groupedMarks) and two signatures in one parenthesis
// („(I CSK 1/10, I ACa 2/12)”). They are never a rival of the first (the
// memo gives all of them, it does not leave open which it means).

// noteSiblingCands are the candidates of the sources that note n names
// besides first (its anchor, footnoteCand's candidate): each scores
// penaltyBetween less than the one before it.
func (x *extractor) noteSiblingCands(first cand, n int) []cand {
	p := x.fnAnchor[n]
	if p == nil {
		return nil
	}
	var out []cand
	for _, si := range x.fnSents[n] {
		for k := range x.cits[si] {
			c := &x.cits[si][k]
			if c == p || !eligible(c) || sameSourceCits(c, p) {
				continue
			}
			cd := cand{cs: []*Citation{c}, anchor: c.Anchor, id: sourceID(c.Anchor), from: cite.FromFootnote, footnote: n,
				score: first.score - penaltyBetween*(len(out)+1), why: []string{"przypis " + strconv.Itoa(n) + " wskazuje też to źródło"}}
			if c.Kind == ShortCitation {
				cd.short, cd.cue = c, clean(c.Short.Raw)
			}
			if noteActArticle(p, c) {
				// One of the note's act's listed articles: of that act.
				cd.noteArticle = true
				if c.Anchor.Akt == "" {
					cd.anchor.Akt, cd.anchor.Publikator = p.Anchor.Akt, p.Anchor.Publikator
					cd.id = sourceID(cd.anchor)
				}
			}
			if c.Kind == ShortCitation {
				if c.ShortFrom == cite.FromIbidem {
					cd.from = cite.FromIbidem
				}
			}
			out = append(out, cd)
			if len(out) == maxCandidates {
				return out
			}
		}
	}
	return out
}

// sameSourceCits reports two citations of one source (a ruling by its
// court and date and by its signature, one provision twice).
func sameSourceCits(a, b *Citation) bool {
	return sourceID(a.Anchor) == sourceID(b.Anchor) || a.Anchor.Przepis == "" && b.Anchor.Przepis == "" && sameRuling(a.Anchor, b.Anchor)
}

// rival is the best candidate after cs[0] that competes with it: not a
// source of the same note (noteSiblingCands) nor of a note marked
// together with its own (groupedMarks). ok is false when there is none.
func (x *extractor) rival(s Sentence, cs []cand) (cand, bool) {
	actNote := 0 // a note giving the act of cs[0], a provision: one source with it
	for _, c := range cs[1:] {
		if noteActOf(cs[0], c) {
			actNote = c.footnote
		}
	}
	for _, c := range cs[1:] {
		if sameNote(cs[0], c) || x.groupedMarks(s, cs[0], c) || noteActOf(cs[0], c) || actNote != 0 && c.footnote == actNote && noteFrom(c.from) {
			continue
		}
		return c, true
	}
	return cand{}, false
}

// sameNote reports two candidates taken from one footnote or endnote.
func sameNote(a, b cand) bool {
	return a.footnote != 0 && a.footnote == b.footnote && noteFrom(a.from) && noteFrom(b.from)
}

// noteFrom reports the anchor_from of a candidate found through a note.
func noteFrom(f cite.AnchorFrom) bool {
	return f == cite.FromFootnote || f == cite.FromIbidem
}
