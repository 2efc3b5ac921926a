package claims

import (
	"testing"

	"citeguard/cite"
)

// argumentCases: a sentence whose subject is no court and which states
// the memo's evaluation (a normative word, „może mieć”), citing a ruling
// in parentheses or after it, stays a paraphrase claim marked Argument;
// a sentence that attributes a holding to the court stays a plain
// paraphrase, and so does a statement of law without an evaluation.
var argumentCases = []struct {
	name, text string
	argument   bool
}{
	{"argument that should not decide the dispute",
		"Zarzut braku nadzoru ze strony spółki matki nie powinien przesądzić o wyniku ewentualnego procesu o przywrócenie do pracy (wyrok Sądu Najwyższego z dnia 3 kwietnia 2019 r., II PK 100/18).", true},
	{"what ought to be regarded",
		"Opóźnienie w przekazaniu dokumentów należy uznać za okoliczność obciążającą wykonawcę (wyrok Sądu Najwyższego z dnia 3 kwietnia 2019 r., II CSK 100/18).", true},
	{"what may matter",
		"Długotrwała tolerancja takich praktyk przez przełożonych może mieć znaczenie dla wymiaru odszkodowania (wyrok Sądu Najwyższego z dnia 3 kwietnia 2019 r., II PK 100/18).", true},
	{"control: according to the court",
		"Według Sądu Najwyższego zarzut braku nadzoru nie powinien przesądzić o ocenie zasadności wypowiedzenia (wyrok z dnia 3 kwietnia 2019 r., II PK 100/18).", false},
	{"control: the court held that",
		"Sąd Najwyższy przyjął, że zarzut braku nadzoru nie powinien przesądzić o ocenie wypowiedzenia (wyrok z dnia 3 kwietnia 2019 r., II PK 100/18).", false},
	{"control: in the ruling the court pointed out",
		"W wyroku z dnia 3 kwietnia 2019 r., II PK 100/18, sąd wskazał, że pracodawca powinien kontrolować kasjerów.", false},
	{"control: a statement of law without an evaluation",
		"Przewoźnik odpowiada za utratę przesyłki niezależnie od swojej winy (wyrok Sądu Najwyższego z dnia 3 kwietnia 2019 r., II CSK 100/18).", false},
}

func TestMemoArgument(t *testing.T) {
	t.Parallel()
	for _, tc := range argumentCases {
		t.Run(tc.name, func(t *testing.T) {
			res := Extract(Input{Text: tc.text})
			var para *Claim
			for i := range res.Claims {
				if c := &res.Claims[i]; c.ClaimType == cite.Parafraza || c.ClaimType == cite.StanowiskoSadu {
					para = c
				}
			}
			if para == nil {
				t.Fatalf("no paraphrase or position claim:\n%s", dump(res))
			}
			if para.Argument != tc.argument {
				t.Errorf("Argument = %v, want %v:\n%s", para.Argument, tc.argument, dump(res))
			}
		})
	}
}
