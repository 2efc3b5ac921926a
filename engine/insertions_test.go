package engine

import (
	"testing"

	"citeguard/norm"
)

// TestHeldAcrossInsertions: a rendering that breaks a sentence of an act
// with whole paragraphs (a page's footnotes and its footer, between blank
// lines) or splits a hyphenated compound („społeczno -gospodarczym”)
// still holds the quotation; words inserted inside a line, a negation
// among them, or a passage elsewhere do not.
func TestHeldAcrossInsertions(t *testing.T) {
	t.Parallel()
	const damaged = "- Art. 5. Nie można czynić ze swego prawa użytku, który by był sprzeczny ze społeczno -gospodarczym  przeznaczeniem  tego  prawa  lub  z zasadami  współżycia\n\n" +
		"1) Niniejsza ustawa w zakresie swojej regulacji wdraża:\n\n" +
		"1) dyrektywę 2000/31/WE Parlamentu Europejskiego i Rady z dnia 8 czerwca 2000 r. w sprawie niektórych aspektów prawnych usług społeczeństwa informacyjnego, w szczególności handlu elektronicznego w ramach rynku wewnętrznego (dyrektywa o handlu elektronicznym) (Dz. Urz. WE L 178 z 17.07.2000, str. 1), która nie dotyczy podatków, ani nie narusza innych przepisów o ochronie konsumentów; " +
		"2) dyrektywę Parlamentu Europejskiego i Rady (UE) 2020/1828 z dnia 25 listopada 2020 r. w sprawie powództw przedstawicielskich wytaczanych w celu ochrony zbiorowych interesów konsumentów i uchylającą dyrektywę 2009/22/WE (Dz. Urz. UE L 409 z 04.12.2020, str. 1, Dz. Urz. UE L 265 z 12.10.2022, str. 1, Dz. Urz. UE L 277 z 27.10.2022, str. 1, Dz. Urz. UE L 135 z 23.05.2023, str. 1 oraz Dz. Urz. UE L 2023/2854 z 22.12.2023).\n\n" +
		"Opracowano na podstawie: t.j. Dz. U. z 2025 r. poz. 1071, 1172, 1508.\n\n" +
		"społecznego. Takie działanie lub zaniechanie uprawnionego nie jest uważane za wykonywanie prawa i nie korzysta z ochrony.\n"
	const art5 = "Nie można czynić ze swego prawa użytku, który by był sprzeczny ze społeczno-gospodarczym przeznaczeniem tego prawa lub z zasadami współżycia społecznego"
	src := norm.NewSource(damaged)
	for _, tc := range []struct {
		quote string
		want  bool
	}{
		{art5, true},
		{art5 + ". Takie działanie lub zaniechanie uprawnionego nie jest uważane za wykonywanie prawa", true},
		{"Nie można czynić ze swego prawa użytku, który by był sprzeczny ze społeczno-gospodarczym przeznaczeniem", true},
		// not held: a word the source does not have, words out of order
		{"Nie można czynić ze swego prawa użytku, który by był sprzeczny ze społeczno-gospodarczym przeznaczeniem tego prawa lub z zasadami współżycia gospodarczego", false},
		{"można czynić ze swego prawa użytku sprzecznego z zasadami współżycia społecznego i z ustawą", false},
	} {
		if got := HeldAcrossInsertions(tc.quote, src); got != tc.want {
			t.Errorf("HeldAcrossInsertions(%q) = %v, want %v", tc.quote, got, tc.want)
		}
	}
	// A line break inside a paragraph is no block: the words of one line
	// inserted within a sentence count against the bound.
	wrapped := norm.NewSource("Strona może żądać\nzwrotu kosztów, jeżeli sąd nie orzeknie inaczej,\nw terminie tygodnia.")
	if HeldAcrossInsertions("Strona może żądać w terminie tygodnia", wrapped) {
		t.Error("a negation inside a wrapped paragraph was skipped as a block")
	}
}
