package reports

import (
	"strings"

	"citeguard/cite"
)

// fact is one labelled line about a claim: „Różnice: …”, „Co zrobić: …”.
type fact struct{ Label, Text string }

// claimFacts are what every report says about a claim that needs
// attention after its memo and source passages, in this order: the
// differences, the checker's note, where a misattributed quotation really
// stands, why the claim is tied to that source, what was checked, what to
// do. Empty facts are left out. The texts are not escaped.
func claimFacts(c *Claim) []fact {
	var out []fact
	add := func(label, text string) {
		if text != "" {
			out = append(out, fact{label, text})
		}
	}
	var ds []string
	for _, d := range c.Diff {
		ds = append(ds, diffWord(d))
	}
	add("Różnice", strings.Join(ds, "; "))
	add("Uwaga", noteWords(c.Note))
	add("Cytat pochodzi z", c.RealSource)
	add("Dlaczego to źródło", strings.Join(whyLines(c), "; "))
	add("Co sprawdzano", levelWord(c.WymaganyPoziom))
	add("Co zrobić", claimAdvice(c))
	return out
}

// sourceNone is what stands in place of a source passage the report
// cannot show.
func sourceNone(c *Claim) string {
	switch {
	case c.Status == cite.BrakZrodla:
		return "źródła nie ma w bibliotece"
	case !c.ClaimType.Quotes() && c.WymaganyPoziom == "ISTNIENIE":
		return "sprawdzano tylko, czy źródło istnieje i czy zgadzają się jego dane"
	}
	return "nie znaleziono podobnego miejsca w źródle"
}
