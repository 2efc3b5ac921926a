package check

import (
	"testing"

	"citeguard/cite"
)

// TestReferenceListMarks (issue 22, classes 1 and 7) end to end: an LLM
// answer citing its sources with "[n]" after a space („… krzywdy” [1].,
// „(por. [1])”) and listing them at its end under „Źródła:”
// (extract/testdata/reflist, make.sh there: the Markdown, pandoc's DOCX,
// LibreOffice's PDF of it). Each quotation is checked against the entry
// its mark points to, as an endnote (cite.FromEndnote): a quotation
// marked [3], whose ruling the library lacks, is ⛔ against that
// signature, never searched in the whole library; a mark used twice ([2]
// again) anchors its second quotation too (a negation dropped is 🔴 against
// II Ca 667/12).
func TestReferenceListMarks(t *testing.T) {
	c := realSourcesChecker(t,
		"judgments/common/saos-export-2014/151515000000503_I_C_000238_2013_Uz_2014-09-25_001.txt",
		"judgments/common/saos-export-2014/155005000001003_II_Ca_000667_2012_Uz_2012-12-19_001.txt")
	checkFixtureForms(t, c, "reflist", []string{"odpowiedz.md", "odpowiedz.docx", "odpowiedz.pdf"}, []layoutExpect{
		{"Wysokość zadośćuczynienia nie może być nadmierna", cite.Zweryfikowany, "", "I C 238/13", cite.FromEndnote},
		{"Brak jest zatem podstaw do żądania zwrotu", cite.Zweryfikowany, "", "II Ca 667/12", cite.FromEndnote},
		{"koszty badań lekarskich zawsze podlegają", cite.BrakZrodla, "", "V CSK 318/16", cite.FromEndnote},
		{"Regulacje te w sposób oczywisty mają", cite.Niezweryfikowany, "przeczenie", "II Ca 667/12", cite.FromEndnote},
	})
}
