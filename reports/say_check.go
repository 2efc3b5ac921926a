package reports

import (
	"fmt"
	"strings"

	"citeguard/cite"
	"citeguard/pl"
)

// The words of check's findings: how a claim's source was resolved in the
// library, where a quotation really stands, provisions and their versions,
// why a reference is not checked, where a passage stands in its source.

// resolveWords word how a claim's source was (not) resolved.
var resolveWords = map[cite.Code]func(findingArgs) string{
	cite.ShortFormUnresolved: func(a findingArgs) string {
		return fmt.Sprintf("skrót „%s” nie wskazuje jednoznacznie źródła — uzupełnij powołanie", a.s(0))
	},
	cite.NeedsIdentification: func(a findingArgs) string {
		return fmt.Sprintf("wymaga identyfikacji: brak sygnatury, a w bibliotece nie ma orzeczenia %s z dnia %s — podaj sygnaturę", a.s(0), a.s(1))
	},
	cite.FoundByCourtAndDate: func(a findingArgs) string {
		return "orzeczenie ustalone po sądzie i dacie (bez sygnatury): " + a.s(0)
	},
	cite.AmbiguousSignature: func(a findingArgs) string {
		return fmt.Sprintf("sygnatura niejednoznaczna: %s sprawy o tej sygnaturze (%s) — wskaż sąd lub datę orzeczenia", a.s(0), strings.Join(a.from(1), "; "))
	},
	cite.ResolveFailed: func(a findingArgs) string { return "nie udało się rozwiązać kotwicy " + a.s(0) + ": " + a.s(1) },
	cite.NotInLibrary:  func(a findingArgs) string { return "nie ma w bibliotece: " + a.s(0) },
	cite.UnreadableInLibrary: func(a findingArgs) string {
		next := "dodaj obok jego wersję .txt lub PDF z tekstem"
		if ext := a.s(0); ext == ".doc" || ext == ".rtf" {
			next = "zapisz go jako .docx (albo dodaj obok wersję .txt)"
		}
		return fmt.Sprintf("plik w bibliotece nieczytelny (%s): %s — %s; nie ma czytelnego źródła: %s", a.s(0), a.s(1), next, a.s(2))
	},
	cite.OutcomeDiffers: func(a findingArgs) string {
		return fmt.Sprintf("sygnatura istnieje, ale rozstrzygnięcie w źródle jest inne: memo podaje „%s”, sentencja orzeczenia „%s”", a.s(0), a.s(1))
	},
	cite.SourceUnreadable: func(a findingArgs) string {
		return fmt.Sprintf("źródło %s jest w bibliotece, ale żaden jego plik nie daje się odczytać", a.s(0))
	},
	cite.ActUnrecognised: func(findingArgs) string { return "akt nierozpoznany — nie sprawdzono" },
	cite.ActUnrecognisedWhich: func(findingArgs) string {
		return "akt nierozpoznany — nie sprawdzono (nie wiadomo, którego aktu dotyczy przepis)"
	},
	cite.ActOutsideLibrary: func(findingArgs) string { return "akt spoza biblioteki — nie sprawdzono" },
	cite.NoIdentifier: func(findingArgs) string {
		return "brak identyfikatora (sygnatury, ECLI, CELEX ani aktu) — nie jest twierdzeniem do sprawdzenia"
	},
	cite.ExcerptLacksProvision: func(findingArgs) string {
		return "biblioteka ma tylko wyciąg z aktu, bez tego przepisu — nie sprawdzono"
	},
}

// elsewhereWords word where a quotation really stands, and which of the
// memo's candidate sources hold a claim.
var elsewhereWords = map[cite.Code]func(findingArgs) string{
	cite.InFile: func(a findingArgs) string { return a.place(0) },
	cite.InArticle: func(a findingArgs) string {
		if act := pl.LookupAct(a.s(1)); act != nil && a.lawyer {
			return unitName(a.s(0)) + " " + act.Cited()
		}
		return unitName(a.s(0)) + " " + a.s(1)
	},
	cite.QuoteStandsIn: func(a findingArgs) string { return "cytat występuje w: " + a.place(0) },
	cite.AlsoIn:        alsoInWords,
	cite.Misattributed: func(a findingArgs) string {
		return fmt.Sprintf("cytatu nie ma w powołanym źródle (%s) — pochodzi z: %s (błędne przypisanie, BLOKADA)", a.s(0), a.place(1))
	},
	cite.ChangedQuoteOfOther: func(a findingArgs) string {
		return fmt.Sprintf("cytatu nie ma w powołanym źródle (%s); odpowiada fragmentowi %s, ale %s", a.s(0), a.place(1), strings.TrimPrefix(a.say(a.Of), "cytat "))
	},
	cite.LocatedBySearch: func(a findingArgs) string {
		return "źródło ustalone wyszukiwaniem cytatu w bibliotece: " + a.place(0)
	},
	cite.QuoteFoundNoCitation: func(a findingArgs) string {
		return fmt.Sprintf("cytat znaleziony w: %s — memo nie podaje jego źródła; uzupełnij powołanie", a.place(0))
	},
	cite.NoCitationForPassage: func(a findingArgs) string {
		return a.say(a.Of) + " — memo nie podaje źródła; cytat odpowiada fragmentowi " + a.place(0)
	},
	cite.SourceNotNamed: func(a findingArgs) string {
		w := "memo nie wskazuje źródła — znaleziono w: " + a.place(0)
		if len(a.Of) > 0 {
			return a.say(a.Of) + "; " + w
		}
		return w
	},
	cite.QuoteWithoutSource: func(findingArgs) string {
		return "cytat bez wskazanego źródła — nie znaleziono go w bibliotece; wskaż źródło albo oceń, czy to cytat"
	},
	cite.ContextAnchor: func(a findingArgs) string {
		return fmt.Sprintf("kotwica ustalona z kontekstu: twierdzenie nie stoi w %s, stoi w %s, wskazanym w tym samym zdaniu lub przypisie", a.s(0), a.s(1))
	},
	cite.NoneOfSeveral: func(a findingArgs) string {
		return a.unblocked() + fmt.Sprintf(" — memo wskazuje kilka źródeł (%s), żadne go nie zawiera (BLOKADA)", strings.Join(a.Args, "; "))
	},
	cite.OneOfSeveral: func(a findingArgs) string {
		return fmt.Sprintf("memo wskazuje kilka źródeł (%s); twierdzenie stoi w: %s — wskaż jedno", a.s(0), a.s(1))
	},
}

// alsoInWords say which other sources hold a misattributed quotation, and
// how many more: „ten sam fragment jest też w: II CSK 1/19 i w 3 innych
// źródłach”.
func alsoInWords(a findingArgs) string {
	more, names := a.n(0), a.from(2)
	al := ""
	if a.s(1) != "" {
		al = " co najmniej"
	}
	if len(names) == 0 {
		return fmt.Sprintf("ten sam fragment zawiera też%s %d %s", al, more, plural(more, "inne źródło", "inne źródła", "innych źródeł"))
	}
	out := "ten sam fragment jest też w: " + strings.Join(names, ", ")
	if more <= 0 {
		return out
	}
	return fmt.Sprintf("%s i w%s %d %s", out, al, more, plural(more, "innym źródle", "innych źródłach", "innych źródłach"))
}

// provisionWords word what was found about a provision of an act.
var provisionWords = map[cite.Code]func(findingArgs) string{
	cite.ProvisionExists: func(a findingArgs) string { return fmt.Sprintf("przepis %s istnieje w tekście aktu", a.s(0)) },
	cite.NoUnit: func(a findingArgs) string {
		return fmt.Sprintf("%s: nie ma %s w akcie %s (wersje w bibliotece: %s) — BLOKADA", a.s(0), unitWords[a.s(1)], a.s(2), strings.Join(a.from(3), ", "))
	},
	cite.NoUnitBeforeVersions: func(a findingArgs) string {
		return fmt.Sprintf("%s: nie ma %s w żadnej wersji aktu %s w bibliotece (najwcześniejsza: %s), a memo jest z %s — sprawdź brzmienie z tamtego dnia",
			a.s(0), unitWords[a.s(1)], a.s(2), a.s(3), a.s(4))
	},
	cite.NoUnitAfterVersions: func(a findingArgs) string {
		return fmt.Sprintf("%s: nie ma %s w akcie %s, ale biblioteka ma tylko wersję z %s, a memo jest z %s — sprawdź w tekście obowiązującym",
			a.s(0), unitWords[a.s(1)], a.s(2), a.s(3), a.s(4))
	},
	cite.QuoteFromArticle: func(a findingArgs) string { return "cytat pochodzi z art. " + a.s(0) },
	cite.QuoteFromOtherArticle: func(a findingArgs) string {
		return fmt.Sprintf("cytat pochodzi z %s, a nie z powołanego %s (BLOKADA)", unitFrom(a.s(0)), labelFrom(a.s(1)))
	},
	cite.QuoteFromOtherArticleExcerpt: func(a findingArgs) string {
		return fmt.Sprintf("cytat pochodzi z art. %s, a nie z powołanego %s (biblioteka ma wyciąg z aktu) — BLOKADA", a.s(0), a.s(1))
	},
	cite.SuperscriptRead: func(a findingArgs) string {
		return fmt.Sprintf("%s odczytany jako %s (indeks górny zapisany w tekście jako zwykła cyfra)", a.s(0), a.s(1))
	},
	cite.SuperscriptFits: func(a findingArgs) string {
		return fmt.Sprintf("%s odczytany jako %s: tekst memo pasuje do niego, nie do %s (indeks górny zapisany jako zwykła cyfra)", a.s(0), a.s(1), a.s(0))
	},
	cite.OtherVersionFits: func(a findingArgs) string {
		return fmt.Sprintf("%s w brzmieniu wersji %s — w wersji obowiązującej w dniu memo (%s, %s) brzmi inaczej albo go nie ma; sprawdź, które brzmienie memo powołuje",
			a.s(0), a.s(1), a.s(2), a.s(3))
	},
	cite.VersionFitsUndated: func(a findingArgs) string {
		w := fmt.Sprintf("memo nie podaje swojej daty (czas zapisu pliku nie przesądza brzmienia) — memo odpowiada brzmieniu %s w wersji %s; w wersji obowiązującej w dniu zapisu pliku (%s, %s) przepis brzmi inaczej",
			a.s(0), a.s(1), a.s(2), a.s(3))
		if len(a.Of) > 0 {
			return a.say(a.Of) + "; " + w
		}
		return w
	},
	cite.VersionFitsDated: func(a findingArgs) string {
		day := a.s(3)
		if from := a.s(4); from != "" {
			day += ", data " + dateFromWords(from)
		}
		w := fmt.Sprintf("memo cytuje brzmienie %s w wersji %s; w wersji obowiązującej w dniu memo (%s, %s) przepis brzmi inaczej — sprawdź, czy memo powołuje właściwe brzmienie",
			a.s(0), a.s(1), a.s(2), day)
		if len(a.Of) > 0 {
			return a.say(a.Of) + "; " + w
		}
		return w
	},
	cite.VersionDamaged: func(a findingArgs) string {
		return fmt.Sprintf("tekst wersji obowiązującej w dniu memo (%s) jest w bibliotece uszkodzony (przypis lub numeracja w treści przepisu), ale zawiera cytat; sprawdzono go w czytelnej wersji %s, która brzmi tak samo", a.s(0), a.s(1))
	},
	cite.CheckedLaterVersion: func(a findingArgs) string {
		return fmt.Sprintf("%s — sprawdzono z wersją aktu późniejszą niż memo (%s); brzmienia z tamtego dnia nie ma w bibliotece, oceń ręcznie", a.say(a.Of), a.s(0))
	},
	cite.CaseLawFraming: func(a findingArgs) string {
		return "memo mówi tu o orzecznictwie ogólnie, nie cytuje wyroku (" + a.unblocked() + ") — sprawdź, czy powołany wyrok nie przeczy temu twierdzeniu"
	},
	cite.MemoArgument: func(a findingArgs) string {
		// The engine's words without its verdict: the memo argues in its
		// own words, which is no fabrication.
		inner := a.unblocked()
		for _, v := range []string{" — potencjalna halucynacja, BLOKADA", " — potencjalna halucynacja"} {
			inner = strings.TrimSuffix(inner, v)
		}
		return "teza memo wsparta orzeczeniem (" + inner + ") — sprawdź, czy orzeczenie ją wspiera"
	},
	cite.OutsideButRuling: func(a findingArgs) string {
		return a.say(a.Of) + " — memo przypisuje cytat dokumentowi spoza biblioteki, ale odpowiada on fragmentowi " + a.place(0)
	},
	cite.NotRestating: func(a findingArgs) string {
		return "twierdzenie nie streszcza treści przepisu (" + a.unblocked() + ") — jeśli memo stosuje przepis, nic nie trzeba; jeśli go streszcza, sprawdź streszczenie"
	},
}

// unitWords name a unit of an act that is not there, in the genitive.
var unitWords = map[string]string{
	cite.UnitArticle:   "takiego artykułu",
	cite.UnitParagraph: "takiego paragrafu",
	cite.UnitUst:       "takiego ustępu",
	cite.UnitPoint:     "takiego punktu",
	cite.UnitLetter:    "takiej litery",
	cite.UnitRecital:   "takiego motywu",
}

// placeWords word where a passage stands in its source: the source's
// title and the statute text used.
var placeWords = map[cite.Code]func(findingArgs) string{
	cite.RulingTitle: func(a findingArgs) string {
		var parts []string
		for _, f := range []string{a.s(0), a.s(1)} {
			if f != "" {
				parts = append(parts, f)
			}
		}
		if a.s(2) != "" {
			parts = append(parts, DateWords(a.s(2)))
		}
		return strings.Join(append(parts, "sygn. "+a.s(3)), ", ")
	},
	cite.VersionAsOf:         func(a findingArgs) string { return "tekst według stanu na " + DateWords(a.s(0)) },
	cite.VersionConsolidated: func(a findingArgs) string { return "tekst jednolity " + a.s(0) },
	cite.InForceOnMemoDate: func(a findingArgs) string {
		return a.say(a.Of) + " — obowiązujący w dniu memo (" + DateWords(a.s(0)) + ")"
	},
	cite.EarliestInLibrary: func(a findingArgs) string {
		return a.say(a.Of) + " — najwcześniejszy w bibliotece; memo z " + DateWords(a.s(0)) + " jest starsze"
	},
}
