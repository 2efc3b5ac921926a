package claims

import (
	"strings"

	"citeguard/cite"
)

// endnoteStatement makes a claim of a statement of the body whose only
// anchor is the mark of an endnote at its end („… po przyjęciu pokwitowania
// dłużnik nie może żądać innego zaliczenia [1].”, the entry of a
// reference list naming a ruling or a provision): a sentence with an
// identifier is a claim (SPEC), here a paraphrase of that source, checked
// for its content (TREŚĆ). A footnote's mark keeps its meaning of today
// (a source given for the memo's own words); only an endnote's counts.
func (x *extractor) endnoteStatement(i int, ws []word, cs []Citation) bool {
	s := x.sents[i]
	if s.Footnote != 0 || x.contentWords(s, ws, cs) < minEndnoteWords {
		return false
	}
	end := trimEndMarks(x.text, s.Start, x.clauseEnd(s))
	if end <= s.Start {
		return false
	}
	a := x.attribute(target{i: i, start: s.Start, end: end})
	if a.best == nil || a.best.from != cite.FromFootnote || !x.markAtEnd(a.best.footnote, end, s.End) {
		return false
	}
	if x.endnoteFrom(a.best.from, a.best.footnote) != cite.FromEndnote {
		return false
	}
	if an := a.best.anchor; an.Sygnatura == "" && an.ECLI == "" && an.Przepis == "" {
		return false
	}
	start := markedClause(x.text, s.Start, end)
	cl := Claim{ClaimType: cite.Parafraza, ClaimText: clean(x.text[start:end]), Start: start, End: s.End}
	x.setAnchorFrom(&cl, a)
	x.claims = append(x.claims, cl)
	return true
}

// markAtEnd reports whether a mark of note fn stands in [end, sEnd]: after
// the statement, among the marks that close the sentence.
func (x *extractor) markAtEnd(fn, end, sEnd int) bool {
	for _, f := range inRange(x.byRef, func(f Footnote) int { return f.Ref }, end, sEnd+1) {
		if f.Number == fn {
			return true
		}
	}
	return false
}

// markedClause is where the clause the mark closes starts: after the
// sentence's last spaced dash („Zadbaj o dowody – to wierzyciel je
// wykazuje [2]”: the advice before the dash is the memo's, the statement
// after it the source's), when that clause has minEndnoteWords words;
// the sentence's start otherwise.
func markedClause(text string, s, e int) int {
	t := text[s:e]
	k, n := -1, 0
	for _, d := range []string{" – ", " — "} {
		if i := strings.LastIndex(t, d); i > k {
			k, n = i, len(d)
		}
	}
	if k < 0 || len(strings.Fields(t[k+n:])) < minEndnoteWords {
		return s
	}
	return s + k + n
}

// minEndnoteWords: a statement of fewer content words is no paraphrase
// („Tak też [1].”).
const minEndnoteWords = 4

// trimEndMarks returns where the text before e ends without the note
// marks, spaces and full stops at its end („… zaliczenia [1].”, „[1][2]”,
// „[1, 3]”).
func trimEndMarks(text string, s, e int) int {
	for e > s {
		t := strings.TrimRight(text[s:e], " .\u00a0")
		if !strings.HasSuffix(t, "]") {
			return s + len(t)
		}
		k := strings.LastIndexByte(t, '[')
		if k < 0 || len(t)-k > 12 || strings.Trim(t[k+1:len(t)-1], "0123456789,;-– ") != "" {
			return s + len(t)
		}
		e = s + k
	}
	return e
}

// groupedMarks reports two candidates that are notes marked together in
// sentence s („[2, 3]”, „[2][3]”, „[2–3]”): the memo gives both sources
// for the claim, it does not leave open which one it means — no
// ambiguity; the claim is checked against the first, and against the
// other where the first does not hold it (check's safety net).
func (x *extractor) groupedMarks(s Sentence, a, b cand) bool {
	if a.from != cite.FromFootnote || b.from != cite.FromFootnote || a.footnote == 0 || b.footnote == 0 || a.footnote == b.footnote {
		return false
	}
	for _, f := range inRange(x.byRef, func(f Footnote) int { return f.Ref }, s.Start, s.End+2) {
		if f.Number != a.footnote {
			continue
		}
		for _, g := range inRange(x.byRef, func(f Footnote) int { return f.Ref }, s.Start, s.End+2) {
			if g.Number != b.footnote {
				continue
			}
			lo, hi := min(f.Ref, g.Ref), max(f.Ref, g.Ref)
			if hi-lo <= maxMarkGap && strings.Trim(x.text[lo:hi], "[]0123456789,;-– ") == "" {
				return true
			}
		}
	}
	return false
}

// maxMarkGap bounds the bytes between two marks of one group.
const maxMarkGap = 12
