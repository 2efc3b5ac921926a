package reports

import (
	"strings"
	"testing"
)

// show writes marked words as [+added] [-omitted] (context).
func show(ws []Word) string {
	var out []string
	for _, w := range ws {
		switch w.Mark {
		case Added:
			out = append(out, "[+"+w.Text+"]")
		case Omitted:
			out = append(out, "[-"+w.Text+"]")
		case Context:
			out = append(out, "("+w.Text+")")
		default:
			out = append(out, w.Text)
		}
	}
	return strings.Join(out, " ")
}

func TestWordDiff(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ memo, source, wantMemo, wantSource string }{
		{"skarga kasacyjna zasługuje na uwzględnienie", "Skarga kasacyjna nie zasługuje na uwzględnienie.",
			"skarga kasacyjna zasługuje na uwzględnienie", "Skarga kasacyjna [-nie] zasługuje na uwzględnienie."},
		{"termin wynosi 30 dni", "Sąd uznał, że termin wynosi 14 dni od doręczenia.",
			"termin wynosi [+30] dni", "(Sąd) (uznał,) (że) termin wynosi [-14] dni (od) (doręczenia.)"},
		{"klauzula waloryzacyjna jest abuzywne", "„klauzula waloryzacyjna” jest abuzywna",
			"klauzula waloryzacyjna jest [+abuzywne]", "„klauzula waloryzacyjna” jest [-abuzywna]"},
		{"„Kara umowna […] należy się”", "kara umowna zawsze należy się",
			"„Kara umowna […] należy się”", "kara umowna (zawsze) należy się"},
		// The nearest place shares too little: it is not the quoted place.
		{"kara umowna jest zawsze nieważna, jeżeli wierzyciel nie wykazał szkody", "wykazując jedynie, że wierzyciel nie poniósł szkody.",
			"kara umowna jest zawsze nieważna, jeżeli wierzyciel nie wykazał szkody", "wykazując jedynie, że wierzyciel nie poniósł szkody."},
		{"", "coś", "", "coś"},
		// Words the quotation leaves out with „[…]” are no omission.
		{"roszczenie kupującego […] wygasa", "roszczenie kupującego o obniżenie ceny wygasa",
			"roszczenie kupującego […] wygasa", "roszczenie kupującego (o) (obniżenie) (ceny) wygasa"},
	} {
		m, s := wordDiff(tc.memo, tc.source)
		if got := show(m); got != tc.wantMemo {
			t.Errorf("memo %q:\n got %s\nwant %s", tc.memo, got, tc.wantMemo)
		}
		if got := show(s); got != tc.wantSource {
			t.Errorf("source %q:\n got %s\nwant %s", tc.source, got, tc.wantSource)
		}
	}
}

func TestNoteWords(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"cytat zmienia treść źródła — przeczenie: w cytacie pominięto „nie” (BLOKADA)":                                                         "cytat zmienia treść źródła — przeczenie: w cytacie pominięto „nie”",
		"brak cytatu i brak pokrycia terminów — potencjalna halucynacja, BLOKADA":                                                              "tego cytatu nie ma w źródle, nie ma w nim nawet jego kluczowych słów — możliwe zmyślenie",
		"terminy nośne obecne w zwartym fragmencie źródła (100%) — substancję potwierdza człowiek":                                             "w jednym miejscu źródła stoją razem kluczowe słowa tej tezy (100% z nich) — czy źródło mówi to samo, ocenia prawnik",
		"terminy nośne obecne (86%) — substancję potwierdza człowiek":                                                                          "w źródle są kluczowe słowa tej tezy (86% z nich) — czy źródło mówi to samo, ocenia prawnik",
		"dosłowny cytat nieznaleziony, ale źródło dotyczy tematu (poziom TREŚĆ). Złagodź do parafrazy LUB oznacz pinpoint jako prowizoryczny.": "takich słów nie ma w źródle, choć źródło dotyczy tematu — zamień cytat na omówienie albo zaznacz, że wskazane miejsce jest przybliżone",
		"rozbieżność kotwicy (data: 2019-03-14 ≠ 2019-03-15) — możliwe fałszerstwo źródła":                                                     "dane orzeczenia nie zgadzają się ze źródłem (data: 2019-03-14 ≠ 2019-03-15) — możliwe błędne lub zmyślone powołanie",
		"cytatu nie ma w powołanym źródle (X) — pochodzi z: Y (błędne przypisanie, BLOKADA)":                                                   "cytatu nie ma w powołanym źródle (X) — pochodzi z: Y (błędne przypisanie)",
		"nie ma w bibliotece: sygn. II CSK 9902/20":                                                                                            "nie ma w bibliotece: sygn. II CSK 9902/20",
	} {
		if got := noteWords(in); got != want {
			t.Errorf("noteWords(%q)\n got %q\nwant %q", in, got, want)
		}
	}
}
