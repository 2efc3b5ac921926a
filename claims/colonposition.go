package claims

import "strings"

// A court's position given after a colon without quotation marks: "Sąd
// Okręgowy w Kielcach przypomniał jednak stanowisko SN: art. 446 § 4 k.c.
// ma zastosowanie wyłącznie …" (also typed without Polish letters).

// colonPosition returns the offset where sentence i's position after a
// reporting verb and a colon starts, or -1: the verb is a court's (its
// subject a court, or the sentence opens with it), at most colonVerbWords
// words stand between it and the colon, and what follows the colon is no
// quotation and holds at least minPositionWords words.
func (x *extractor) colonPosition(i int, ws []word) int {
	s := x.sents[i]
	if !x.courtSpeaks(i) {
		return -1
	}
	for _, w := range ws {
		if !isReportVerb(w.s) {
			continue
		}
		end := s.Start + w.end
		hi := min(s.End, end+colonReach)
		c := strings.IndexByte(x.text[end:hi], ':')
		if c < 0 || strings.ContainsAny(x.text[end:end+c], ".;„\"”") {
			continue
		}
		if n := len(wordsOf(x.text[end : end+c])); n > colonVerbWords {
			continue
		}
		at := end + c + 1
		rest := strings.TrimLeft(x.text[at:s.End], " \t\u00a0")
		if rest == "" || strings.ContainsRune("„\"“”«»‚'", firstRune(rest)) {
			continue // a quotation: classify's
		}
		if len(wordsOf(rest)) < minPositionWords {
			continue
		}
		return at
	}
	return -1
}

// courtSpeaks reports whether sentence i has a court as the subject of a
// reporting verb, or opens with the verb (the ruling under discussion
// speaking).
func (x *extractor) courtSpeaks(i int) bool {
	for _, c := range x.cuesOf(i) {
		if c.kind == cueCourt || c.kind == cueVerb {
			return true
		}
	}
	return false
}

// colonReach bounds how far after its verb the colon of a position may
// stand ("przypomniał jednak stanowisko SN:").
const colonReach = 60

// colonVerbWords is how many words may stand between the verb and the
// colon.
const colonVerbWords = 4

// firstRune is the first rune of s.
func firstRune(s string) rune {
	for _, r := range s {
		return r
	}
	return 0
}
