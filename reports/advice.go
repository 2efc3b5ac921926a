package reports

import (
	"slices"
	"strings"

	"citeguard/cite"
)

// What to do about a claim is read from what the check found (its coded
// note), so that the note and the action never disagree: a wrong date says
// „popraw datę”, not „popraw cytat”. A claim with no coded note (a report
// read back from JSON) falls back to its status (statusAdvice).

// adviceWords are the action each finding asks for; a finding without one
// asks for nothing of its own.
var adviceWords = map[cite.Code]func(findingArgs) string{
	cite.AnchorDiverges:     divergenceAdvice,
	cite.AnchorConfirmedBut: softFieldAdvice,
	cite.IsItThisRuling:     softFieldAdvice,
	cite.CourtSoftMismatch:  fixed("sprawdź, czy to to orzeczenie (w bibliotece wydał je inny sąd)"),
	cite.PartiesOtherCase:   fixed("sprawdź, czy to ta sama sprawa (strony się nie zgadzają)"),
	cite.PartiesPartial:     fixed("sprawdź, czy to ta sama sprawa (strony zgadzają się tylko częściowo)"),
	cite.OutcomeDiffers:     fixed("sprawdź w sentencji, jak sprawa została rozstrzygnięta, i popraw opis wyniku"),

	cite.QuoteChangesSource:      fixed("popraw cytat według źródła albo go usuń"),
	cite.QuoteNearChangesSource:  fixed("popraw cytat według źródła albo go usuń"),
	cite.QuoteAbsentContradicts:  fixed("popraw cytat według źródła albo go usuń"),
	cite.MinorDifferences:        fixed("popraw brzmienie według źródła"),
	cite.QuoteAbsentTopicCovered: fixed("zamień cytat na omówienie albo podaj dokładne brzmienie"),
	cite.QuoteAbsentBoilerplate:  fixed("sprawdź cytat w źródle; popraw albo usuń"),
	cite.QuoteAbsentNoTerms:      fixed("sprawdź cytat w źródle; popraw albo usuń"),
	cite.QuoteAbsentPartialTopic: fixed("sprawdź cytat w źródle; popraw albo usuń"),

	cite.TermsPresent:           fixed("oceń, czy źródło to mówi"),
	cite.TermsInCompactPassage:  fixed("oceń, czy źródło to mówi"),
	cite.TermsMostlyBoilerplate: fixed("oceń, czy źródło to mówi"),
	cite.NoContentTerms:         fixed("sprawdź tezę w źródle; popraw albo usuń"),
	cite.TermsScattered:         fixed("sprawdź tezę w źródle; popraw albo usuń"),
	cite.ClaimContradictsSource: fixed("sprawdź tezę w źródle; popraw albo usuń"),

	cite.ShortFormUnresolved: fixed("uzupełnij powołanie (sygnaturę źródła)"),
	cite.NeedsIdentification: fixed("podaj sygnaturę orzeczenia"),
	cite.AmbiguousSignature:  fixed("wskaż sąd lub datę orzeczenia"),
	cite.NotInLibrary:        fixed("sprawdź powołanie; jeśli jest dobre, dodaj źródło do biblioteki"),
	cite.UnreadableInLibrary: fixed("dodaj do biblioteki czytelną wersję źródła"),
	cite.SourceUnreadable:    fixed("dodaj do biblioteki czytelną wersję źródła"),

	cite.Misattributed:        fixed("popraw powołanie źródła albo usuń cytat"),
	cite.ChangedQuoteOfOther:  fixed("popraw powołanie źródła albo usuń cytat"),
	cite.QuoteFoundNoCitation: fixed("dodaj powołanie źródła"),
	cite.NoCitationForPassage: fixed("dodaj powołanie źródła"),
	cite.SourceNotNamed:       fixed("dodaj powołanie źródła"),
	cite.QuoteWithoutSource:   fixed("wskaż źródło albo oceń, czy to cytat"),
	cite.OneOfSeveral:         fixed("wskaż jedno źródło"),
	cite.NoneOfSeveral:        fixed("sprawdź cytat w powołanych źródłach; popraw albo usuń"),

	cite.NoUnit:               fixed("sprawdź numer przepisu"),
	cite.NoUnitBeforeVersions: fixed("sprawdź, które brzmienie przepisu memo powołuje"),
	cite.NoUnitAfterVersions:  fixed("sprawdź przepis w tekście obowiązującym w dniu memo"),
	cite.OtherVersionFits:     fixed("sprawdź, które brzmienie przepisu memo powołuje"),
	cite.CheckedLaterVersion:  fixed("sprawdź, które brzmienie przepisu memo powołuje"),
	cite.QuoteFromOtherArticle: func(a findingArgs) string {
		return "popraw numer przepisu: cytat pochodzi z " + raiseCarets(unitFrom(a.s(0)))
	},
	cite.QuoteFromOtherArticleExcerpt: func(a findingArgs) string {
		return "popraw numer przepisu: cytat pochodzi z art. " + raiseCarets(a.s(0))
	},
	cite.CaseLawFraming:   fixed("sprawdź, czy powołany wyrok nie przeczy temu twierdzeniu"),
	cite.MemoArgument:     fixed("sprawdź, czy powołane orzeczenie wspiera tezę memo"),
	cite.OutsideButRuling: fixed("sprawdź, skąd pochodzi cytat; jeśli z wyroku, popraw cytat i podaj źródło"),
	cite.NotRestating:     fixed("jeśli memo tylko stosuje przepis, nic nie trzeba; jeśli go streszcza, sprawdź streszczenie"),
}

// namesNoSource are the findings of a quotation the memo gives no source for
// that wrap what its passage in the library showed: the quotation is
// corrected first (a material change), then its source named.
var namesNoSource = map[cite.Code]bool{
	cite.NoCitationForPassage: true,
	cite.SourceNotNamed:       true,
}

// fixed is advice that takes no argument.
func fixed(s string) func(findingArgs) string { return func(findingArgs) string { return s } }

// divergenceAdvice is what to do about an anchor that differs from its
// source: the date alone is corrected, a signature is checked.
func divergenceAdvice(a findingArgs) string {
	var date string
	signature, parties := false, false
	for _, d := range a.Of {
		switch f := args(d); f.s(0) {
		case "sygnatura":
			signature = true
		case "data":
			date = f.s(2)
		case "strony":
			parties = true
		}
	}
	switch {
	case signature:
		return "sprawdź sygnaturę i datę orzeczenia — możliwe błędne lub zmyślone powołanie"
	case date != "" && !parties:
		return "popraw datę orzeczenia na " + DateWords(date)
	case date != "":
		return "popraw datę orzeczenia na " + DateWords(date) + " i sprawdź, czy to ta sama sprawa"
	}
	return "sprawdź, czy to ta sama sprawa (strony się nie zgadzają)"
}

// softFieldAdvice is what to do about fields of an anchor that differ
// softly (organ, strony).
func softFieldAdvice(a findingArgs) string {
	var out []string
	for _, f := range a.Args {
		switch f {
		case "organ":
			out = append(out, "sprawdź, czy to to orzeczenie (w bibliotece wydał je inny sąd)")
		case "strony":
			out = append(out, "sprawdź strony sprawy")
		}
	}
	return strings.Join(out, "; ")
}

// noteAdvice is what the findings of a note ask for, each once, in their
// order; "" when none asks for anything.
func noteAdvice(n cite.Note) string {
	var out []string
	var walk func(cite.Note)
	walk = func(n cite.Note) {
		for _, f := range n {
			w, ok := adviceWords[f.Code]
			if !ok {
				walk(f.Of) // a wrapper (InForceOnMemoDate…): what it wraps
				continue
			}
			if namesNoSource[f.Code] {
				walk(f.Of) // what the passage found asks for first, then the citation
			}
			if s := w(args(f)); s != "" && !slices.Contains(out, s) {
				out = append(out, s)
			}
		}
	}
	walk(n)
	return strings.Join(out, "; ")
}

// claimAdvice is what to do about one claim: what its findings ask for,
// else what its status asks for; "" for a 🟢 claim.
func claimAdvice(c *Claim) string {
	if c.Status == cite.Zweryfikowany {
		return ""
	}
	if a := noteAdvice(c.Found.Note); a != "" {
		return a
	}
	return statusAdvice(c)
}

// hasCode reports whether n, or a finding it wraps, has code c.
func hasCode(n cite.Note, c cite.Code) bool {
	for _, f := range n {
		if f.Code == c || hasCode(f.Of, c) {
			return true
		}
	}
	return false
}
