package claims

import (
	"testing"

	"citeguard/cite"
)

// TestNoteActWithArticlesAnchor: a note naming an act with a list of its
// articles is one source; a provision of that act named in the
// quotation's own sentence (or „§ 2 tego artykułu”) anchors it, not the
// note's act, and is no ambiguity with it. Guards: no provision in the
// sentence (the note anchors), a provision of another act (the note
// anchors, as before).
func TestNoteActWithArticlesAnchor(t *testing.T) {
	t.Parallel()
	const quote = "„najemca obowiązany jest płacić wynajmującemu umówiony czynsz przez cały czas trwania umowy”"
	for _, tc := range []struct {
		name, body, note string
		przepis          string
		from             cite.AnchorFrom
	}{
		{"bare act and list", "Dla najmu art. 659 § 2 k.c. stanowi, że " + quote + ".", "Ustawa z dnia 23 kwietnia 1964 r. – Kodeks cywilny (t.j. Dz.U. z 2020 r. poz. 1740 ze zm.), art. 659, 664.", "art. 659 § 2", cite.FromCitation},
		{"act then articles", "Dla najmu art. 659 § 2 k.c. stanowi, że " + quote + ".", "Kodeks cywilny, art. 5, 659.", "art. 659 § 2", cite.FromCitation},
		{"tego artykułu", "Art. 659 § 1 k.c. określa istotę najmu. Zgodnie z § 2 tego artykułu " + quote + ".", "Kodeks cywilny, art. 659, 664.", "art. 659 § 2", cite.FromCitation},
		{"no provision in the sentence", "Ustawodawca przesądził, że " + quote + ".", "Kodeks cywilny, art. 659.", "art. 659", cite.FromFootnote},
	} {
		t.Run(tc.name, func(t *testing.T) {
			text := tc.body + "[^1]\n\n[^1]: " + tc.note
			res := Extract(Input{Text: text, Footnotes: footnoted(text, []Footnote{{Number: 1}})})
			var c *Claim
			for k := range res.Claims {
				if res.Claims[k].ClaimType == cite.CytatDoslowny {
					c = &res.Claims[k]
				}
			}
			if c == nil {
				t.Fatalf("no quotation:\n%s", dump(res))
			}
			if c.Anchor.Przepis != tc.przepis || cite.AnchorFrom(c.AnchorFrom) != tc.from || c.Ambiguous {
				t.Fatalf("anchor %q (%s) ambiguous=%v, want %q from %s", c.SourceID, c.AnchorFrom, c.Ambiguous, tc.przepis, tc.from)
			}
		})
	}
}
