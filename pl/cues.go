package pl

import (
	"fmt"
	"strings"
)

// The back-references of a memo (data/cues.tsv).

// CueKind says what a back-reference points to.
type CueKind string

// The kinds of back-references.
const (
	CueSame    CueKind = "same"    // the ruling named before: „w tym samym wyroku”
	CueReasons CueKind = "reasons" // its reasons: „w uzasadnieniu”
	CueThis    CueKind = "this"    // the court named before: „Sąd ten”
	CueSeat    CueKind = "seat"    // the ruling of a court of that seat: „w sprawie krakowskiej”
	CueAct     CueKind = "act"     // the provision named before: „Ten sam przepis”
)

// CueSlot is a word of a pattern that stands for a class of words.
type CueSlot string

// The slots of a pattern.
const (
	SlotRuling CueSlot = "ruling" // a singular writing of a ruling's form
	SlotCase   CueSlot = "case"   // SlotRuling, or "sprawie", "sprawy"
	SlotCourt  CueSlot = "court"  // a word of CourtHeads
	SlotSeat   CueSlot = "seat"   // a court seat's adjective
)

// CueWord is one word of a pattern: one of Words, or a word of Slot.
type CueWord struct {
	Words    []string
	Slot     CueSlot
	Optional bool // in brackets: it may be left out
}

// Cue is one line of cues.tsv.
type Cue struct {
	Kind  CueKind
	Words []CueWord
}

// ParseCues reads a table in the format of cues.tsv.
func ParseCues(tsv string) ([]Cue, error) {
	rows, err := tsvRows("cues.tsv", tsv, 2)
	if err != nil {
		return nil, err
	}
	var out []Cue
	for _, r := range rows {
		c := Cue{Kind: CueKind(r[0])}
		switch c.Kind {
		case CueSame, CueReasons, CueThis, CueSeat, CueAct:
		default:
			return nil, fmt.Errorf("cues.tsv: %q: unknown kind %q", r[1], r[0])
		}
		for _, f := range strings.Fields(r[1]) {
			var w CueWord
			if strings.HasPrefix(f, "[") && strings.HasSuffix(f, "]") {
				w.Optional, f = true, f[1:len(f)-1]
			}
			if strings.HasPrefix(f, "{") && strings.HasSuffix(f, "}") {
				switch w.Slot = CueSlot(f[1 : len(f)-1]); w.Slot {
				case SlotRuling, SlotCase, SlotCourt, SlotSeat:
				default:
					return nil, fmt.Errorf("cues.tsv: %q: unknown slot %s", r[1], f)
				}
			} else {
				w.Words = strings.Split(f, "|")
				for _, a := range w.Words {
					if a == "" || a != strings.ToLower(a) || strings.ContainsAny(a, "[]{}") {
						return nil, fmt.Errorf("cues.tsv: %q: %q is not a lower-case word", r[1], f)
					}
				}
			}
			c.Words = append(c.Words, w)
		}
		if len(c.Words) == 0 || c.Words[0].Optional {
			return nil, fmt.Errorf("cues.tsv: %q: a pattern starts with a word that must be there", r[1])
		}
		out = append(out, c)
	}
	return out, nil
}

// cues is cues.tsv.
var cues = mustParse(ParseCues(cuesTSV))

// Cues returns the patterns of cues.tsv, in order (the first that matches
// at a word is the cue).
func Cues() []Cue { return append([]Cue(nil), cues...) }
