package pl

import (
	"strings"
	"unicode/utf8"
)

// The memo's advice and its mentions of a source: sentences that say what
// to do or that a ruling is to be cited, not what the ruling said.
var (
	// AdviceHeads open an instruction with an infinitive after them
	// („Należy wskazać”, „Warto powołać”, „Proponuję odpowiedzieć”).
	AdviceHeads = wordSet("adviceHeads")
	// NotInfinitives end like an infinitive and are none („część”,
	// „pięć”).
	NotInfinitives = wordSet("notInfinitives")
	// CitingWords cite a source without saying what it said („z
	// powołaniem”, „powołać się na”, „odwołując się do”).
	CitingWords = wordSet("citingWords")
	// AdviceSubjects are the parties and lawyers the memo advises
	// („Pełnomocnik może bronić się …”, „Klient powinien wezwać …”).
	AdviceSubjects = wordSet("adviceSubjects")
	// AdviceModals are the modal words of that advice („może”,
	// „powinien”).
	AdviceModals = wordSet("adviceModals")
	// ArgumentModals make a statement the memo's own argument („nie
	// powinien przesądzić”, „należy uznać”); ArgumentMay does before one
	// of ArgumentMayVerbs („może mieć znaczenie”).
	ArgumentModals   = wordSet("argumentModals")
	ArgumentMay      = wordSet("argumentMay")
	ArgumentMayVerbs = wordSet("argumentMayVerbs")
	// HoldingFrames attribute a statement to a source („według”,
	// „zdaniem”, „w orzecznictwie”, „w wyroku”).
	HoldingFrames = wordSet("holdingFrames")
)

// minInfinitive is the fewest letters of an infinitive IsInfinitive takes
// („dać”, „być” and the like are too short to open an instruction).
const minInfinitive = 4

// IsInfinitive reports whether w (lower case) reads as an infinitive: it
// ends with „ć” („odpowiedzieć”, „wezwać”, „wnieść”, „zachować”), is no
// noun in „-ość” („odpowiedzialność”) and none of NotInfinitives.
func IsInfinitive(w string) bool {
	if !strings.HasSuffix(w, "ć") || utf8.RuneCountInString(w) < minInfinitive {
		return false
	}
	return !strings.HasSuffix(w, "ość") && !NotInfinitives.Has(w)
}
