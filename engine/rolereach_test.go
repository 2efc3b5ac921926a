package engine

import (
	"strings"
	"testing"

	"citeguard/cite"
	"citeguard/norm"
)

// TestParaphraseRoleNearby: a paraphrase that names a party role where the
// window of its source names only the opposite one contradicts the source
// („ciężar dowodu spoczywa na wierzycielu” against „na dłużniku”); one whose
// role the source names right beside that window (the sentence before) tells
// the parties of one passage and does not (blind13 b04 C06: the source
// itself names the wrong party in the next sentence).
func TestParaphraseRoleNearby(t *testing.T) {
	t.Parallel()
	const filler = "Sąd rozważył zebrane dowody, przesłuchał świadków, zapoznał się z opinią biegłego i ocenił je zgodnie z doświadczeniem życiowym oraz regułami logicznego rozumowania. "
	far := norm.NewSource(strings.Repeat(filler, 3) + "Ciężar wykazania, że szkoda powstała wskutek okoliczności siły wyższej, spoczywa w tej sprawie na dłużniku, który nie przedstawił na to żadnych dowodów. " + strings.Repeat(filler, 3))
	near := norm.NewSource(strings.Repeat(filler, 3) + "Apelację wniósł wierzyciel. Sąd drugiej instancji rozpoznał ją na posiedzeniu niejawnym, bez wzywania stron, bez przeprowadzania nowych dowodów i bez potrzeby uzupełniania materiału sprawy. Ważności umowy dłużnik nie kwestionował w postępowaniu przed sądem pierwszej instancji, a jej zawarcie potwierdzili świadkowie. " + strings.Repeat(filler, 3))
	for _, c := range []struct {
		src   *norm.Source
		claim string
		role  bool
	}{
		{far, "ciężar wykazania, że szkoda powstała wskutek okoliczności siły wyższej, spoczywa na wierzycielu, który nie przedstawił dowodów", true},
		{near, "ważności umowy wierzyciel nie kwestionował w postępowaniu przed sądem pierwszej instancji, a jej zawarcie potwierdzili świadkowie", false},
	} {
		r := VerifyAgainstWith(Item{ID: "P", ClaimType: cite.StanowiskoSadu, ClaimText: c.claim}, c.src, Options{Memo: true})
		if got := strings.Contains(noteOf(r), "rola strony"); got != c.role {
			t.Errorf("%q: %s (%s), want a role contradiction %v", c.claim, r.Status, noteOf(r), c.role)
		}
	}
}
