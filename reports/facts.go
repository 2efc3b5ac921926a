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
	add("Uwaga", lawyerField(c.Note, c.Found.Note))
	add("Cytat pochodzi z", lawyerField(c.RealSource, c.Found.RealSource))
	add("Dlaczego to źródło", strings.Join(whyLines(c), "; "))
	add("Co sprawdzano", levelWord(c.WymaganyPoziom))
	add("Co zrobić", claimAdvice(c))
	return out
}

// sourceNone is what stands in place of a source passage the report
// cannot show; it never contradicts the note beside it (a holding whose key
// words the source has is no „nie znaleziono podobnego miejsca”).
func sourceNone(c *Claim) string {
	switch {
	case c.Status == cite.BrakZrodla:
		return "źródła nie ma w bibliotece"
	case !c.ClaimType.Quotes() && c.WymaganyPoziom == "ISTNIENIE":
		return "sprawdzano tylko, czy źródło istnieje i czy zgadzają się jego dane"
	case c.Status == cite.WymagaOsadu && !c.ClaimType.Quotes():
		return "raport nie przytacza fragmentu: kluczowe słowa tej tezy są w źródle — czy mówi ono to samo, oceń w jego tekście"
	case c.Status == cite.WymagaOsadu || c.Status == cite.Kalibracja:
		return "tych słów nie ma w źródle dosłownie; źródło dotyczy tematu — porównaj z jego tekstem"
	case !c.ClaimType.Quotes():
		return "w źródle nie ma fragmentu z kluczowymi słowami tej tezy"
	}
	return "nie znaleziono podobnego miejsca w źródle"
}
