package reports

import (
	"fmt"
	"strings"

	"citeguard/cite"
)

// The words of the engine's findings: those of the reference script
// ground-citations.mjs v2.5 where it has them (`citeguard task` prints
// them), citeguard's own for the memo rules.

// anchorWords word what ISTNIENIE found.
var anchorWords = map[cite.Code]func(findingArgs) string{
	cite.AnchorDiverges: divergenceWords,
	cite.FieldDiffers:   fieldDiffers,
	cite.AnchorConfirmed: func(findingArgs) string {
		return "kotwica (sygnatura i data) potwierdzona w rozwiązanym źródle"
	},
	cite.AnchorConfirmedBut: func(a findingArgs) string {
		return "tożsamość potwierdzona, ale " + softFields(a.Args) + " — sprawdź"
	},
	cite.IsItThisRuling: func(a findingArgs) string { return softFields(a.Args) + " — sprawdź, czy to to orzeczenie" },
	cite.ExistencePresumed: func(findingArgs) string {
		return "istnienie DOMNIEMANE (jest tekst źródła, brak rozwiązanej kotwicy) — przy wysokiej stawce rozwiąż sygnaturę"
	},
	cite.AnchorUnresolved: func(findingArgs) string {
		return "kotwica nierozwiązana i brak tekstu źródła — rozwiąż sygnaturę lub dostarcz dokument"
	},
	cite.CourtSoftMismatch: func(findingArgs) string {
		return "niezgodność organu (miękka) — sprawdź, ale tożsamość sprawy niesie sygnatura"
	},
	cite.PartiesOtherCase: func(findingArgs) string {
		return "strony sprawy rozbieżne z rozwiązanym źródłem — możliwy „prawdziwy cytat, fałszywa teza” (sygnatura lub cytat realne, ale z innej sprawy)"
	},
	cite.OutcomeContradicts: func(a findingArgs) string {
		return "fakt procesowy niezgodny z sentencją: w orzeczeniu „" + a.s(0) + "”, memo: „" + a.s(1) + "” (BLOKADA)"
	},
	cite.PartiesPartial: func(findingArgs) string {
		return "częściowa zgodność stron — sprawdź, czy to ta sama sprawa (możliwa inna forma nazwy)"
	},
}

// divergenceWords word a diverging anchor by the fields that differ: the
// parties alone, the date alone (an error of the citation, the signature
// being right), or the signature and date (a possible fabrication).
func divergenceWords(a findingArgs) string {
	var parts []string
	parties := false
	for _, d := range a.Of {
		switch f := args(d); f.s(0) {
		case "strony":
			parties = true
		case "sygnatura", "data":
			parts = append(parts, fieldDiffers(f))
		}
	}
	if parties && len(parts) == 0 {
		return "rozbieżność stron sprawy z rozwiązanym źródłem — możliwy „prawdziwy cytat, fałszywa teza” (BLOKADA)"
	}
	if len(a.Of) == 1 && args(a.Of[0]).s(0) == "data" {
		f := args(a.Of[0])
		return fmt.Sprintf("data nie zgadza się z orzeczeniem w bibliotece (%s, a w memo %s) — popraw datę (BLOKADA)", f.s(2), f.s(1))
	}
	note := "rozbieżność kotwicy (" + strings.Join(parts, "; ") + ") — możliwe fałszerstwo źródła"
	if parties {
		note += "; strony sprawy również rozbieżne"
	}
	return note
}

// fieldDiffers says how one field of an anchor differs from the source.
func fieldDiffers(a findingArgs) string {
	if a.s(0) == "sygnatura" {
		return fmt.Sprintf("sygnatura „%s” ≠ „%s” w źródle", a.s(1), a.s(2))
	}
	return fmt.Sprintf("%s %s ≠ %s w źródle", a.s(0), a.s(1), a.s(2))
}

// softFields says which fields of an anchor differ softly: „organ
// niezgodny i strony zgodne tylko częściowo”.
func softFields(fields []string) string {
	var parts []string
	for _, f := range fields {
		switch f {
		case "organ":
			parts = append(parts, "organ niezgodny")
		case "strony":
			parts = append(parts, "strony zgodne tylko częściowo")
		}
	}
	return strings.Join(parts, " i ")
}

// quoteWords word what FRAGMENT found.
var quoteWords = map[cite.Code]func(findingArgs) string{
	cite.NoSourceText: func(findingArgs) string {
		return "nie dostarczono tekstu źródłowego do weryfikacji treści ani fragmentu"
	},
	cite.QuoteChangesSource: func(a findingArgs) string { return "cytat zmienia treść źródła — " + a.of("; ") + " (BLOKADA)" },
	cite.ChangeOmitted: func(a findingArgs) string {
		return fmt.Sprintf("%s: w cytacie pominięto „%s”", changeKindWords[a.s(0)], a.s(1))
	},
	cite.ChangeAdded: func(a findingArgs) string {
		return fmt.Sprintf("%s: w cytacie dodano „%s”, którego nie ma w źródle", changeKindWords[a.s(0)], a.s(1))
	},
	cite.ChangeSwapped: func(a findingArgs) string {
		return fmt.Sprintf("%s: w cytacie „%s”, w źródle „%s”", changeKindWords[a.s(0)], a.s(1), a.s(2))
	},
	cite.GapSkipsNegation: func(a findingArgs) string {
		return "przeczenie: luka […] w cytacie pomija „" + a.s(0) + "” ze źródła"
	},
	cite.FoundIgnoringSpaces: func(findingArgs) string {
		return "znaleziony dosłownie po pominięciu odstępów między wyrazami (ekstrakcja skleja lub rozdziela wyrazy); poza odstępami bez różnic"
	},
	cite.MinorDifferences: func(findingArgs) string {
		return "drobne różnice (interpunkcja, diakrytyki, literówka) — patrz diff"
	},
	cite.QuoteAbsentTopicCovered: func(findingArgs) string {
		return "dosłowny cytat nieznaleziony, ale źródło dotyczy tematu (poziom TREŚĆ). Złagodź do parafrazy LUB oznacz pinpoint jako prowizoryczny."
	},
	cite.QuoteAbsentBoilerplate: func(a findingArgs) string {
		return fmt.Sprintf("brak cytatu; terminy obecne w źródle to głównie język szablonowy (pokrycie ważone %s%%, surowe %s%%) — potencjalna halucynacja, BLOKADA", a.s(0), a.s(1))
	},
	cite.QuoteAbsentNoTerms: func(findingArgs) string {
		return "brak cytatu i brak pokrycia terminów — potencjalna halucynacja, BLOKADA"
	},
	cite.NoSourceOrQuote: func(findingArgs) string { return "brak tekstu źródła lub cytatu" },
	cite.QuoteAbsentContradicts: func(a findingArgs) string {
		return "cytatu nie ma w źródle, a jego treść przeczy źródłu: " + a.of("; ") + " — potencjalna halucynacja, BLOKADA"
	},
	cite.QuoteNearChangesSource: func(a findingArgs) string {
		return "cytatu nie ma dosłownie w źródle, a najbliższy fragment źródła mówi co innego — " + a.of("; ") + " (BLOKADA)"
	},
	cite.QuoteAbsentPartialTopic: func(a findingArgs) string {
		return fmt.Sprintf("cytatu nie ma w źródle; źródło dotyczy tematu tylko częściowo (pokrycie %s%%, w najlepszym fragmencie %s%% terminów) — potencjalna halucynacja, BLOKADA", a.s(0), a.s(1))
	},
}

// changeKindWords name the kinds of a change of meaning.
var changeKindWords = map[string]string{
	cite.KindNegation:    "przeczenie",
	cite.KindNumber:      "liczba",
	cite.KindModal:       "modalność",
	cite.KindConjunction: "spójnik",
	cite.KindTime:        "termin (określenie czasu)",
	cite.KindRole:        "rola strony",
	cite.KindDegree:      "stopień (wyższy/niższy, więcej/mniej)",
	cite.KindOpposite:    "wyraz o przeciwnym znaczeniu",
}

// contentWords word what TREŚĆ found, and what contradicts a claim.
var contentWords = map[cite.Code]func(findingArgs) string{
	cite.NoClaimOrSource: func(findingArgs) string { return "brak treści twierdzenia (claim_text/quote) albo tekstu źródła" },
	cite.TermsPresent: func(a findingArgs) string {
		return fmt.Sprintf("terminy nośne obecne (%s%%) — substancję potwierdza człowiek", a.s(0))
	},
	cite.TermsScatteredWarning: func(a findingArgs) string {
		return fmt.Sprintf("UWAGA: terminy rozproszone po źródle (zbieżność fragmentu %s%%) — brak zwartego fragmentu odpowiadającego twierdzeniu", a.s(0))
	},
	cite.TermsMostlyBoilerplate: func(a findingArgs) string {
		return fmt.Sprintf("terminy obecne, ale pokrycie w przeważającej mierze językiem szablonowym (ważone %s%%, surowe %s%%) — podwyższona ostrożność, substancję potwierdza człowiek", a.s(0), a.s(1))
	},
	cite.NoContentTerms: func(a findingArgs) string {
		return fmt.Sprintf("źródło nie zawiera terminów nośnych twierdzenia (pokrycie %s%%) — potencjalna halucynacja", a.s(0))
	},
	cite.ClaimContradictsSource: func(a findingArgs) string { return "twierdzenie przeczy źródłu: " + a.of("; ") + " (BLOKADA)" },
	cite.TermsScattered: func(a findingArgs) string {
		return fmt.Sprintf("terminy twierdzenia rozproszone po źródle — brak zwartego fragmentu (w najlepszym fragmencie %s%% terminów, pokrycie %s%%)", a.s(0), a.s(1))
	},
	cite.TermsInCompactPassage: func(a findingArgs) string {
		return fmt.Sprintf("terminy nośne obecne w zwartym fragmencie źródła (%s%%) — substancję potwierdza człowiek", a.s(0))
	},
	cite.ContraExclusive: func(a findingArgs) string {
		return fmt.Sprintf("„%s” (wyłączność) — źródło tego nie mówi", a.s(0))
	},
	cite.ContraPossibility: func(a findingArgs) string {
		return fmt.Sprintf("modalność „%s” — źródło mówi o obowiązku", a.s(0))
	},
	cite.ContraNecessity: func(a findingArgs) string {
		return fmt.Sprintf("modalność „%s” — źródło mówi o możliwości", a.s(0))
	},
	cite.ContraNumber: func(a findingArgs) string {
		return fmt.Sprintf("liczba „%s %s” — w źródle „%s %s”", a.s(0), a.s(1), a.s(2), a.s(1))
	},
	cite.ContraNegated: func(a findingArgs) string {
		return fmt.Sprintf("przeczenie „nie … %s %s” — w źródle bez przeczenia", a.s(0), a.s(1))
	},
	cite.ContraRole: func(a findingArgs) string {
		return fmt.Sprintf("rola strony „%s” — w źródle „%s”", a.s(0), a.s(1))
	},
	cite.ContraTime: func(a findingArgs) string {
		return fmt.Sprintf("termin „%s” — w źródle „%s”", a.s(0), a.s(1))
	},
	cite.ContraUnnegated: func(a findingArgs) string {
		return fmt.Sprintf("„%s %s” — w źródle z przeczeniem", a.s(0), a.s(1))
	},
}
