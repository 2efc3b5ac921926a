package pl

import (
	"regexp"
	"strings"
)

// An author's note set inside a quotation in brackets — „[podkreślenie –
// P.K.]”, „(podkr. moje)”, „[wyróżnienie własne]”, „[przyp. aut.]” — is
// no word of the source: the quotation is compared without it.

// editorialStems open an author's note inside a quotation (folded to lower
// case, with diacritics).
var editorialStems = []string{"podkreśl", "podkr.", "wyróżn", "wytłuszcz", "pogrubien", "kursywa", "przyp.", "przypis aut", "dopisek"}

var editorialRe = regexp.MustCompile(`\s*[\[(]\s*(?:` + alternation(editorialStems) + `)[^\[\]()]{0,40}[\])]`)

func alternation(ws []string) string {
	q := make([]string, len(ws))
	for i, w := range ws {
		q[i] = regexp.QuoteMeta(w)
	}
	return strings.Join(q, "|")
}

// StripEditorialNotes removes from a quotation (lower case, as
// norm.Normalize gives it) the author's notes set inside it in brackets.
func StripEditorialNotes(q string) string {
	if !strings.ContainsAny(q, "[(") {
		return q
	}
	return editorialRe.ReplaceAllString(q, "")
}
