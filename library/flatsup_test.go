package library

import (
	"strings"
	"testing"

	"citeguard/pl"
)

// flatSupStatute is a statute rendered with its superscripts flattened to
// plain numbers before " .": art. 7¹, 7¹ᵃ, § 1¹, § 1².
const flatSupStatute = `Art. 7. § 1. Umowa najmu lokalu wymaga formy pisemnej.
§ 1 1 . Najemca może wypowiedzieć umowę z zachowaniem terminu miesięcznego.
§ 1 2 . Wypowiedzenie wymaga zachowania formy dokumentowej.
§ 2. Strony mogą w umowie przewidzieć inne terminy niż w § 1 1 .
Art. 7 1 . § 1. Wynajmujący prowadzi rejestr umów zawartych przez niego w danym roku.
§ 2. Rejestr przechowuje się przez pięć lat.
Art. 7 1a . § 1. Rejestr może być prowadzony w postaci elektronicznej bez podpisu.
Art. 8. Przepisy art. 7 stosuje się do umów dzierżawy.
`

func TestFlattenedSuperscriptUnits(t *testing.T) {
	arts := Articles(flatSupStatute)
	for _, c := range []struct{ prov, want string }{
		{"art. 7 § 1^1", "Najemca może wypowiedzieć"},
		{"art. 7 § 1^2", "Wypowiedzenie wymaga"},
		{"art. 7 § 2", "Strony mogą w umowie"},
		{"art. 7^1 § 1", "Wynajmujący prowadzi rejestr"},
		{"art. 7^1 § 2", "Rejestr przechowuje"},
		{"art. 8", "Przepisy art. 7 stosuje"},
	} {
		p, _, ok := pl.ParseProvision(c.prov)
		if !ok {
			t.Fatalf("%s: not parsed", c.prov)
		}
		sp, _, found := cutProvision(flatSupStatute, arts, p)
		if !found {
			t.Errorf("%s: not found", c.prov)
			continue
		}
		if !strings.Contains(sp.Text, c.want) || (c.prov == "art. 7^1 § 2" && strings.Contains(sp.Text, "elektronicznej")) {
			t.Errorf("%s: got %q, want it to hold %q", c.prov, sp.Text, c.want)
		}
	}
	keys := map[string]bool{}
	for _, a := range arts {
		keys[a.Key] = true
	}
	for _, k := range []string{"7", "7^1", "7^1a", "8"} {
		if !keys[k] {
			t.Errorf("article %s not cut; got %v", k, arts)
		}
	}
}

// A "§ 3 1 ." with no § 3 before it in the article is no § 3¹.
func TestFlattenedSuperscriptNeedsBase(t *testing.T) {
	text := "Art. 9. § 1. Zarząd zwołuje zebranie.\n§ 3 1 . Zebranie jest ważne bez względu na liczbę obecnych.\n"
	arts := Articles(text)
	p, _, _ := pl.ParseProvision("art. 9 § 3^1")
	if _, _, found := cutProvision(text, arts, p); found {
		t.Errorf("§ 3¹ cut with no § 3 before it")
	}
}
