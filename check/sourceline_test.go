package check

import (
	"testing"

	"citeguard/cite"
)

// TestSourceLineAfterBullets (issue 22, classes 1 and 2) end to end: an LLM
// answer whose „Źródło:” lines stand AFTER the bullets or the paragraph
// they give the source of (extract/testdata/zrodla, make.sh there: the
// Markdown, pandoc's DOCX, LibreOffice's PDF of it). Each quotation is
// checked against the source line below it, never the previous section's
// (a dropped negation is 🔴 against its own ruling, not „nie ma w
// źródle” of another); a source line with a wrong date makes its
// quotation 🔴 for the date; a court named only by its seat („Sąd w
// Gliwicach ujął to tak:”) takes the source line's ruling; a court whose
// ruling the memo never names is searched in the whole library, never
// left unchecked; a bullet after a source line set wholly in bold (read as
// a heading from the DOCX and PDF) is not under it.
func TestSourceLineAfterBullets(t *testing.T) {
	c := realSourcesChecker(t,
		"judgments/common/saos-export-2014/151515000000503_I_C_000238_2013_Uz_2014-09-25_001.txt",
		"judgments/common/saos-export-2014/155005000001003_II_Ca_000667_2012_Uz_2012-12-19_001.txt")
	const (
		ok  = cite.Zweryfikowany
		bad = cite.Niezweryfikowany
	)
	checkFixtureForms(t, c, "zrodla", []string{"odpowiedz.md", "odpowiedz.docx", "odpowiedz.pdf"}, []layoutExpect{
		{"zadośćuczynienie ma charakter kompensacyjny", ok, "", "I C 238/13", cite.FromSourceLine},
		{"Wysokość zadośćuczynienia nie może być nadmierna", ok, "", "I C 238/13", cite.FromSourceLine},
		{"Regulacje te w sposób oczywisty mają zastosowanie", bad, "przeczenie", "II Ca 667/12", cite.FromSourceLine},
		{"Brak jest zatem podstaw do żądania zwrotu", ok, "", "II Ca 667/12", cite.FromSourceLine},
		{"Z treści umowy nie wynika natomiast", bad, "data", "II Ca 667/12", cite.FromSourceLine},
		{"sporny pomiędzy stronami był zakres doznanego", ok, "", "II Ca 667/12", cite.FromSourceLine},
		{"Wstydzi się blizn", ok, "znaleziono w: I C 238/13", "", cite.FromLibrary},
		{"Orzekając o odszkodowaniu Sąd wziął pod uwagę", ok, "znaleziono w: I C 238/13", "", cite.FromLibrary},
	})
}
