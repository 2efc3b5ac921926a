package claims_test

import (
	"fmt"

	"citeguard/claims"
)

// Extract finds the claims of a memo's text: each with its type, the source
// it cites and the anchor written around it. A defined term in quotation
// marks is not a claim.
func ExampleExtract() {
	text := "Umowa (dalej: „Umowa”) przewiduje karę. Sąd Najwyższy w wyroku z dnia 5 lipca 2002 r., III CZP 39/02, " +
		"stwierdził: „kara umowna należy się niezależnie od szkody”. Por. art. 484 § 1 k.c."
	r := claims.Extract(claims.Input{Text: text})
	for _, c := range r.Claims {
		fmt.Printf("%s %s %s (%s)\n", c.ID, c.ClaimType, c.SourceID, c.AnchorFrom)
	}
	for _, ig := range r.Ignored {
		fmt.Printf("ignored %q: %s\n", ig.Text, ig.Why)
	}
	// Output:
	// C1 cytat_doslowny III CZP 39/02 (cytowanie)
	// C2 powolanie art. 484 § 1 Kodeks cywilny (cytowanie)
	// ignored "Umowa": termin zdefiniowany
}

// The stages of Extract can be run one by one: here, what the memo cites
// before and after its short form is resolved.
func ExampleResolveReferences() {
	text := "Sąd Najwyższy w wyroku z dnia 5 lipca 2002 r., III CZP 39/02, przyjął, że kara umowna należy się. Tamże, pkt 3."
	cited := claims.FindCitations(claims.Segment(claims.Input{Text: text}))
	resolved := claims.ResolveReferences(cited)
	for i := range resolved.Sentences() {
		for _, c := range resolved.Citations(i) {
			fmt.Printf("%q → %q\n", text[c.Start:c.End], c.Anchor.Sygnatura)
		}
	}
	// Output:
	// "Sąd Najwyższy w wyroku z dnia 5 lipca 2002 r., III CZP 39/02" → "III CZP 39/02"
	// "Tamże" → "III CZP 39/02"
}
