package claims

import (
	"strings"

	"citeguard/cite"
	"citeguard/pl"
)

// A note that names an act with a list of its articles („Kodeks pracy,
// art. 8, 52, 58.”, „Kodeks cywilny, art. 5, 415.”) gives ONE source: the
// act, narrowed to the listed articles — not several. A provision of that
// act named in the claim's own sentence („art. 58 k.p. przewiduje, że „…”
// [1]”, „§ 2 tego artykułu”) is more specific than the note's bare act and
// anchors the claim; the note's act still tells which act a bare article
// of the note belongs to.

// noteActArticle reports c, a provision of the note whose first source p
// names an act („Kodeks pracy”, „Kodeks cywilny, art. 5”), as one of that
// act's listed articles: a provision with no act of its own or of the
// same act.
func noteActArticle(p, c *Citation) bool {
	return p.Anchor.Akt != "" && p.Anchor.Sygnatura == "" && c.Anchor.Przepis != "" && (c.Anchor.Akt == "" || sameAct(p.Anchor, c.Anchor))
}

// bareAct reports an anchor naming an act and no provision of it.
func bareAct(a cite.Anchor) bool {
	return a.Akt != "" && a.Przepis == "" && a.Sygnatura == ""
}

// sameAct reports two anchors naming one act, in whatever form („k.p.”,
// „Kodeks pracy”, „ustawa z dnia … – Kodeks pracy”).
func sameAct(a, b cite.Anchor) bool {
	if a.Akt == "" || b.Akt == "" {
		return false
	}
	if a.Akt == b.Akt {
		return true
	}
	x, y := pl.LookupAct(a.Akt), pl.LookupAct(b.Akt)
	return x != nil && y != nil && x.Key == y.Key
}

// ownProvisionFirst puts first the best provision cited in the claim's own
// sentence s when the best candidate is a note's act and the provision is
// of that act — the note's bare act or, for a note listing articles, one
// of them: the sentence says which article (and unit), the note which act.
func (x *extractor) ownProvisionFirst(s Sentence, cs []cand) []cand {
	if len(cs) < 2 {
		return cs
	}
	if !noteFrom(cs[0].from) && cs[0].anchor.Przepis != "" {
		return withoutNoteArticles(cs)
	}
	if !noteFrom(cs[0].from) || cs[0].anchor.Akt == "" || cs[0].anchor.Sygnatura != "" {
		return cs
	}
	for k, c := range cs[1:] {
		if c.from != cite.FromCitation || c.score < minAnchorScore || c.anchor.Przepis == "" || !ownSentenceCand(s, c) ||
			c.anchor.Akt != "" && !sameAct(cs[0].anchor, c.anchor) || !bareAct(cs[0].anchor) && !x.noteListsArticle(cs, c) {
			continue
		}
		if c.anchor.Akt == "" {
			c.anchor.Akt, c.anchor.Publikator = cs[0].anchor.Akt, cs[0].anchor.Publikator
			c.id = sourceID(c.anchor)
		}
		out := make([]cand, 0, len(cs))
		out = append(append(out, c), cs[:k+1]...)
		return withoutNoteArticles(append(out, cs[k+2:]...))
	}
	return cs
}

// withoutNoteArticles drops, after a provision cs[0] the claim's sentence
// names, the articles a note lists after the same act: that one source
// is cs[0], the sentence's provision, not each article the note lists.
func withoutNoteArticles(cs []cand) []cand {
	out := cs[:1:1]
	for _, c := range cs[1:] {
		if c.noteArticle && sameAct(cs[0].anchor, c.anchor) {
			continue
		}
		out = append(out, c)
	}
	return out
}

// ownSentenceCand reports a candidate resting on a citation inside s.
func ownSentenceCand(s Sentence, c cand) bool {
	for _, ct := range c.cs {
		if ct.Start >= s.Start && ct.End <= s.End {
			return true
		}
	}
	return false
}

// noteActOf reports candidate c as the bare act (or one of its listed
// articles) of a note, where first is a provision of that act: the same
// source, less specific — no rival.
func noteActOf(first, c cand) bool {
	return noteFrom(c.from) && first.anchor.Przepis != "" && sameAct(first.anchor, c.anchor)
}

// noteListsArticle reports the note of cs[0] listing the article of
// provision c: cs[0] itself, one of its articles (noteSiblingCands) or a
// number of the note's list after its first „art.” („art. 5, 415”).
func (x *extractor) noteListsArticle(cs []cand, c cand) bool {
	art := wholeArticle(c.anchor).Przepis
	for _, d := range cs {
		if sameNote(cs[0], d) && d.anchor.Przepis != "" && wholeArticle(d.anchor).Przepis == art && (d.anchor.Akt == "" || c.anchor.Akt == "" || sameAct(d.anchor, c.anchor)) {
			return true
		}
	}
	num := strings.TrimPrefix(art, "art. ")
	if num == art || num == "" {
		return false
	}
	for _, si := range x.fnSents[cs[0].footnote] {
		f := strings.Fields(x.text[x.sents[si].Start:x.sents[si].End])
		for k := range f {
			if !strings.HasPrefix(strings.ToLower(f[k]), "art") {
				continue
			}
			for _, w := range f[k+1:] {
				if strings.TrimRight(w, ",;.") == num {
					return true
				}
			}
			break
		}
	}
	return false
}
