package pl

import (
	"strings"
	"testing"
)

// TestHeaderDateForms: the same memo top gives the same date in every
// form — its line unbroken (DOCX, Markdown) or wrapped where a PDF breaks
// it — and the dates of what the memo writes about (a ruling's, an act's,
// a contract's) are never the memo's, wherever the line breaks.
func TestHeaderDateForms(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name  string
		want  string
		forms []string
	}{
		{"a version's date after a separator", "2.10.2026", []string{
			"Opinia: najem lokalu\nDla: Zarząd Spółki Lipa · Autor: dział prawny · Wersja robocza z 2.10.2026\nStan faktyczny",
			"Opinia: najem lokalu\n*Dla: Zarząd Spółki Lipa · Autor: dział prawny · Wersja robocza z 2.10.2026*\n\n## Stan faktyczny",
			"Opinia: najem lokalu\nDla: Zarząd Spółki Lipa · Autor: dział prawny · Wersja robocza z\n2.10.2026\nStan faktyczny",
			"Opinia: najem lokalu\nDla: Zarząd Spółki Lipa · Autor: dział prawny · Wersja\nrobocza z 2.10.2026\nStan faktyczny",
		}},
		{"a version's date with more after it", "7 stycznia 2025 r.", []string{
			"NOTATKA\nWersja 3 z dnia 7 stycznia 2025 r. · poufne\nTreść",
			"NOTATKA\nWersja 3 z dnia 7 stycznia 2025 r.\n· poufne\nTreść",
			"NOTATKA\nWersja 3 z dnia\n7 stycznia 2025 r. · poufne\nTreść",
		}},
		{"a label's date", "11 lutego 2026 r.", []string{
			"Memorandum\nOd: mec. Nowak   Data: 11 lutego 2026 r.   Do: Klient\n",
			"Memorandum\nOd: mec. Nowak   Data:\n11 lutego 2026 r.   Do: Klient\n",
			"Memorandum\n| Data: | 11 lutego 2026 r. |\n",
		}},
		{"a place and a date", "3 grudnia 2026 r.", []string{
			"Gdańsk, 3 grudnia 2026 r.\n\nOpinia prawna\n",
			"Gdańsk,\n3 grudnia 2026 r.\nOpinia prawna\n",
			"Kancelaria Radców Prawnych | Gdańsk, 3 grudnia 2026 r.\nOpinia prawna\n",
		}},
		{"a document's heading", "9 września 2026 r.", []string{
			"Notatka z dnia 9 września 2026 r.\nw sprawie zwrotu kaucji\n",
			"Notatka służbowa\nz dnia 9 września 2026 r.\n",
			"Notatka z dnia\n9 września 2026 r.\nw sprawie zwrotu kaucji\n",
		}},
		{"a ruling's date in a sentence is not the memo's", "", []string{
			"OPINIA\nOcena ryzyka wynika z tego, co przesądził Sąd Apelacyjny w wyroku z dnia 14 kwietnia 2021 r.\nDalej",
			"OPINIA\nOcena ryzyka wynika z tego, co przesądził Sąd Apelacyjny w wyroku z dnia\n14 kwietnia 2021 r.\nDalej",
			"OPINIA\nOcena ryzyka wynika z tego, co przesądził Sąd Apelacyjny w wyroku z\n14 kwietnia 2021 r.\nDalej",
			"OPINIA\nW wyroku z dnia 14 kwietnia 2021 r.\nSąd Apelacyjny przesądził",
		}},
		{"an act's date is not the memo's", "", []string{
			"OPINIA\nUstawa z dnia 23 kwietnia 1964 r.\nKodeks cywilny\n",
			"OPINIA\nUSTAWA\nz dnia 23 kwietnia 1964 r.\nKodeks cywilny\n",
			"OPINIA\nPodstawą jest ustawa z dnia 23 kwietnia 1964 r. – Kodeks cywilny\n",
			"OPINIA\nPodstawą jest ustawa z dnia\n23 kwietnia 1964 r.\n",
		}},
		{"a contract's date in a wrapped sentence is not the memo's", "", []string{
			"OPINIA\nStrony zawarły umowę najmu z dnia 5 maja 2024 r.\nDalej",
			"OPINIA\nStrony zawarły\numowę najmu z dnia 5 maja 2024 r.\nDalej",
			"OPINIA\nStrony zawarły umowę najmu na\numowy z dnia 5 maja 2024 r.\nDalej",
			"OPINIA\nUmowę strony zawarły w dniu\n5 maja 2024 r.\nDalej",
		}},
		{"an editor's stamp", "4.12.2026", []string{
			"Notatka wewnętrzna · ostatnia edycja: J. Wrona, 4.12.2026 · do akceptacji partnera\nTreść",
			"Notatka wewnętrzna · ostatnia edycja: J. Wrona, 4.12.2026 · do\nakceptacji partnera\nTreść",
			"Notatka wewnętrzna · edytowała: J. Wrona,\n4.12.2026 · do akceptacji partnera\nTreść",
		}},
		{"the memo's date before a ruling's", "20.11.2026", []string{
			"Data: 20.11.2026\nW wyroku z dnia 14 kwietnia 2021 r. Sąd przesądził",
			"W wyroku z dnia\n14 kwietnia 2021 r. Sąd przesądził · Data: 20.11.2026",
		}},
	} {
		for i, f := range tc.forms {
			if got := HeaderDate(strings.Split(f, "\n"), nil); got != tc.want {
				t.Errorf("%s, form %d: HeaderDate(%q) = %q, want %q", tc.name, i, f, got, tc.want)
			}
		}
	}
}

// TestHeaderDateCells: a table cell that is only a date is a column's
// value (a ruling's date in a table of rulings, as a DOCX gives each cell
// its line; the PDF prints the row on one line) — the memo's only after a
// label in the cell before.
func TestHeaderDateCells(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name   string
		lines  []string
		inCell []bool
		want   string
	}{
		{"a table of rulings, cell by cell", []string{"Orzecznictwo", "Sygnatura", "Data", "II CSK 14/20", "17.06.2021", "Teza"}, []bool{false, true, true, true, true, true}, ""},
		{"the same table, row by row", []string{"Orzecznictwo", "Sygnatura Data Teza", "II CSK 14/20 17.06.2021 Teza"}, nil, ""},
		{"a header table: label and date", []string{"MEMORANDUM", "Data:", "17.06.2026", "Do:", "Zarząd"}, []bool{false, true, true, true, true}, "17.06.2026"},
		{"a date alone, no cell", []string{"MEMORANDUM", "17.06.2026"}, nil, "17.06.2026"},
	} {
		if got := HeaderDate(tc.lines, tc.inCell); got != tc.want {
			t.Errorf("%s: HeaderDate(%q) = %q, want %q", tc.name, tc.lines, got, tc.want)
		}
	}
}
