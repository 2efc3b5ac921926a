package claims

import (
	"strings"
	"testing"

	"citeguard/cite"
)

// TestNoteSiblingCandidates (issue 22 class 6/7): a note naming several
// sources for a quotation anchors it to its first source and keeps the
// others as candidates of the same note (for check's safety net), never
// as an ambiguity; a por./zob. source of the note and a second writing of
// the same ruling are no further candidate.
func TestNoteSiblingCandidates(t *testing.T) {
	t.Parallel()
	const quote = "Sąd zważył, że „ocena dowodów należy do sądu orzekającego i nie może być zastąpiona oceną strony”.[^1]\n\n[^1]: "
	for _, tc := range []struct {
		name, note string
		anchor     string
		others     []string // further candidates, in order
	}{
		{"semicolon", "III CZP 11/19; I CSK 22/18.", "III CZP 11/19", []string{"I CSK 22/18"}},
		{"oraz", "Wyrok SN z 3.03.2010 r., I CSK 101/09 oraz wyrok SA w Krakowie z 5.05.2012 r., I ACa 212/12.", "I CSK 101/09", []string{"I ACa 212/12"}},
		{"three", "II CSK 5/17; IV CSK 6/18; V CSK 7/19.", "II CSK 5/17", []string{"IV CSK 6/18", "V CSK 7/19"}},
		{"provision first", "Art. 233 § 1 k.p.c.; wyrok SN z 10.01.2018 r., II CSK 31/17.", "art. 233 § 1", []string{"II CSK 31/17"}},
		{"por. not a candidate", "II CSK 5/17; por. też IV CSK 6/18.", "II CSK 5/17", nil},
		{"one ruling written twice", "Wyrok SN z 3.03.2010 r., I CSK 101/09 (I CSK 101/09).", "I CSK 101/09", nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			text := quote + tc.note
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
			if !strings.Contains(c.SourceID, tc.anchor) || c.Ambiguous || cite.AnchorFrom(c.AnchorFrom) != cite.FromFootnote {
				t.Fatalf("anchor %q (%s) ambiguous=%v, want %q przypis, not ambiguous", c.SourceID, c.AnchorFrom, c.Ambiguous, tc.anchor)
			}
			var got []string
			for _, k := range c.Candidates[1:] {
				if k.From != cite.FromFootnote {
					t.Errorf("candidate %q from %s, want przypis", k.SourceID, k.From)
				}
				got = append(got, k.SourceID)
			}
			if len(got) != len(tc.others) {
				t.Fatalf("other candidates %q, want %q", got, tc.others)
			}
			for i := range got {
				if !strings.Contains(got[i], tc.others[i]) {
					t.Errorf("candidate %d: %q, want %q", i+1, got[i], tc.others[i])
				}
			}
		})
	}
}
