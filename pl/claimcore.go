package pl

import "regexp"

// What a claim, normalized for comparison (lower case, quotation marks
// as ", one space between words: norm.Normalize), says besides what a
// source must support: its lead-in and what it cites.

// reLeadIn is a claim's lead-in: up to fifteen words that end in "że",
// "iż" or a colon ("ma rację skarżący, iż", "sąd najwyższy w wyroku …
// stwierdził, że").
var reLeadIn = regexp.MustCompile(`^(?:[^ ]+ ){0,15}?[^ ]*?(?:,? (?:że|iż|ze|iz)|:) `)

// reCited is what a normalized claim cites rather than states: a
// provision ("art. 98 § 1", "§ 2", "ust. 3 pkt 1"), a date ("14 marca 2019
// r.", "14.03.2019"), a signature ("i csk 9901/99"), a publication ("dz. u.
// z 2019 r. poz. 1145"), a number ("nr 12").
var reCited = regexp.MustCompile(`(?:art\.|§|ust\.|pkt|lit\.|zd\.)\s?\d+[a-z]?(?:\^\d+)?(?:\s?(?:§|ust\.|pkt|lit\.|zd\.)\s?[0-9a-z]+\)?)*` +
	`|\bzd(?:\.|anie)\s?(?:pierwsze|drugie|trzecie|czwarte|\d+)` +
	`|\d{1,2}\s\p{L}+\s\d{4}\s?r\.?|\d{1,2}\.\d{1,2}\.\d{4}(?:\s?r\.)?|\d{4}-\d{2}-\d{2}` +
	`|\b[ivx]{1,5}\s[a-z]{1,5}(?:/[a-z]{1,3})?\s\d+/\d+|dz\.\s?u(?:rz)?\.[^;)]{0,40}?poz\.\s?\d+|\bnr\s\d+`)

// LeadInEnd is where the lead-in of a normalized claim ends, -1 when it
// has none.
func LeadInEnd(normalized string) int {
	if m := reLeadIn.FindStringIndex(normalized); m != nil {
		return m[1]
	}
	return -1
}

// StripCited replaces each thing a normalized claim cites with a space.
func StripCited(normalized string) string { return reCited.ReplaceAllString(normalized, " ") }

// reTheCase are the words by which a claim speaks of the case at hand ("w
// niniejszej sprawie", "zaskarżone orzeczenie", "przedmiotowa umowa"):
// such a claim applies a provision, it does not restate it. Statutes never
// speak so.
var reTheCase = regexp.MustCompile(`(?i)\b(?:niniejsz\p{L}*|zaskarżon\p{L}*|przedmiotow\p{L}*|w\s+(?:tej|tym|danej|konkretnej)\s+(?:sprawie|przypadku))\b`)

// AboutTheCase reports a claim (as written) that speaks of the case at
// hand.
func AboutTheCase(text string) bool { return reTheCase.MatchString(text) }
