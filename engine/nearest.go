package engine

import (
	"citeguard/cite"
)

// The nearest passage of a quotation that is neither verbatim nor within
// the approximate tolerance in its source: several words of it differ,
// yet the passage is plainly the one quoted („Kto z winy swej wyrządził
// drugiemu szkodę, nie jest obowiązany do jej naprawy” against „…,
// obowiązany jest do jej naprawienia”). A change of meaning against that
// passage (a negation, a modal word, a number, a time word, a party role)
// blocks whatever else differs.

const (
	// maxNearRatio is the largest edit distance, as a share of a
	// segment's length, at which its nearest place is still read.
	maxNearRatio = 0.5
	// minNearShare is the least share of a segment's words that stand
	// unchanged in its nearest place for the place to be the passage
	// quoted.
	minNearShare = 0.6
	// minNearWords is the shortest segment, in words, read so.
	minNearWords = 5
	// maxNearRun is the longest run of differing words (on either side)
	// whose change of meaning is read: a longer run is another text, not
	// an altered word.
	maxNearRun = 4
)

// nearKinds are the kinds of a change of meaning read against a nearest
// passage: a conjunction differs too easily between two wordings to tell
// a changed quotation from a loose one.
var nearKinds = map[string]bool{cite.KindNegation: true, cite.KindNumber: true, cite.KindModal: true, cite.KindTime: true, cite.KindRole: true, cite.KindDegree: true, cite.KindOpposite: true}

// nearMaterial is the changes of meaning of the segments whose nearest
// place is the passage they quote (nearPassage), and the word differences
// of those segments.
func nearMaterial(hits []segHit, text string) (cite.Note, []Change) {
	var out cite.Note
	var all []Change
	for _, h := range hits {
		if h.Start < 0 || h.Ratio > maxNearRatio {
			continue
		}
		changes := diffInContext(h.Seg, text, h.Start, h.End)
		if !nearPassage(h.Seg, changes) {
			continue
		}
		all = append(all, changes...)
		var short []Change
		for _, c := range changes {
			if len(splitWords(c.Cytat)) <= maxNearRun && len(splitWords(c.Zrodlo)) <= maxNearRun {
				short = append(short, c)
			}
		}
		for _, f := range materialChanges(short) {
			if nearKinds[changeKind(f)] && (changeKind(f) != cite.KindModal || namesModality(f)) {
				out = append(out, f)
			}
		}
	}
	if len(out) == 0 {
		return nil, nil
	}
	return out, all
}

// namesModality reports a change of a modal word that is one of
// possibility or necessity („może”, „musi”, „powinien”), not an
// exclusivity word („jedynie”, „zawsze”): a condensed rendering drops
// those, and adding one narrows what the source says (contradictions
// reads that) rather than turning it.
func namesModality(f cite.Finding) bool {
	for _, a := range f.Args[1:] {
		for _, k := range keysOf(a) {
			if possibilityWords[k] || necessityWords[k] {
				return true
			}
		}
	}
	return false
}

// nearPassage reports whether a segment's word differences from a
// passage leave it the passage quoted: at least minNearWords words, of
// which minNearShare stand unchanged.
func nearPassage(seg string, changes []Change) bool {
	n := len(splitWords(seg))
	if n < minNearWords {
		return false
	}
	changed := 0
	for _, c := range changes {
		changed += len(splitWords(c.Cytat))
	}
	return float64(n-changed) >= minNearShare*float64(n)
}
