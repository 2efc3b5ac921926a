package claims

import (
	"strings"

	"citeguard/pl"
)

// speakerWords is how many words may name the court before the colon of a
// list item that gives its position („SA:”, „SN:”, „SA Wawa:”).
const speakerWords = 3

// speakerColonPosition returns the offset where the position of list
// item i starts when the item opens with a court's abbreviation and a
// colon, a trainee's note of what that court held („- SA: przy powództwie
// o … nie ma obowiązku …”), and the court it names; -1 when the item does
// not open so, or what follows the colon is a quotation (classify's) or
// shorter than minPositionWords words.
func (x *extractor) speakerColonPosition(i int) (int, string) {
	s := x.sents[i]
	if s.Kind != BlockListItem {
		return -1, ""
	}
	st := x.text[s.Start:s.End]
	lead := len(st) - len(strings.TrimLeft(st, " \t\u00a0-–•*·"))
	c := strings.IndexByte(st[lead:], ':')
	if c <= 0 {
		return -1, ""
	}
	head := strings.Fields(st[lead : lead+c])
	if len(head) == 0 || len(head) > speakerWords {
		return -1, ""
	}
	court := ""
	if name, ok := pl.SeatedCourtAbbrev(head[0]); ok {
		court = name
	} else if name, ok := pl.ExpandCourtAbbrev(strings.ToLower(head[0])); ok && pl.IsCourtAbbrev(strings.ToLower(head[0])) && head[0] == strings.ToUpper(head[0]) {
		court = name
	}
	if court == "" {
		return -1, ""
	}
	at := s.Start + lead + c + 1
	rest := strings.TrimLeft(x.text[at:s.End], " \t\u00a0")
	if rest == "" || strings.ContainsRune("„\"“”«»‚'", firstRune(rest)) || len(wordsOf(rest)) < minPositionWords {
		return -1, ""
	}
	return at, pl.CanonicalCourt(court)
}

// speakerPosition adds the position of list item i that opens with a
// court's abbreviation and a colon (speakerColonPosition), anchored to the
// latest ruling of that court under discussion (or the label of its list);
// it reports whether it added one.
func (x *extractor) speakerPosition(i int) bool {
	at, court := x.speakerColonPosition(i)
	if at < 0 {
		return false
	}
	s := x.sents[i]
	cu := cue{kind: cueCourt, start: s.Start, end: at, filter: refFilter{court: court, strict: true}}
	cs := x.cueCands(cu, s)
	if lc, ok := x.listRuling(i); ok {
		cs = append(cs, lc)
	}
	cs = rankCands(cs)
	if len(cs) == 0 || cs[0].anchor.Przepis != "" {
		return false
	}
	x.addPosition(i, at, attribution{best: &cs[0], all: cs})
	return true
}
