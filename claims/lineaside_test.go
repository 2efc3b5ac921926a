package claims

import (
	"testing"

	"citeguard/cite"
)

// lineAsideCases: a parenthesis that stands on a line of its own under a
// procedural fact („- SO uchylił tam wyrok⏎  (koszty 120 zł)”, a source
// line in parentheses under the sentence) is an aside, no part of the
// fact's text; a parenthesis opened on the fact's own line is.
var lineAsideCases = []struct {
	name, text, want string
}{
	{"a bullet's aside on the next line",
		"- wg SO Gdańsk z 4.05.2016, III Ca 51/16: „nie można pominąć sytuacji majątkowej strony”\n- SO oddalił tam apelację pozwanego\n  (koszty 120 zł)\n- dalej bez zmian\n",
		"SO oddalił tam apelację pozwanego"},
	{"a source line in parentheses under the sentence",
		"Wyrokiem z dnia 3 marca 2015 r., I ACa 22/14, Sąd Apelacyjny w Krakowie oddalił apelację powoda\n(sprawa dotyczyła najmu lokalu)\n\nDalsze uwagi.",
		"Wyrokiem z dnia 3 marca 2015 r., I ACa 22/14, Sąd Apelacyjny w Krakowie oddalił apelację powoda"},
	{"the line ends the sentence, the aside under it",
		"- wg SO Gdańsk z 4.05.2016, III Ca 51/16: „nie można pominąć sytuacji majątkowej strony”\n- SO uchylił tam wyrok sądu rejonowego.\n  (zob. też uzasadnienie, s. 4)\n- dalej bez zmian\n",
		"SO uchylił tam wyrok sądu rejonowego."},
	{"a parenthesis on the fact's own line stays",
		"- wg SO Gdańsk z 4.05.2016, III Ca 51/16: „nie można pominąć sytuacji majątkowej strony”\n- SO oddalił tam apelację (w całości)\n- dalej bez zmian\n",
		"SO oddalił tam apelację (w całości)"},
}

func TestLineAside(t *testing.T) {
	t.Parallel()
	for _, tc := range lineAsideCases {
		t.Run(tc.name, func(t *testing.T) {
			res := Extract(Input{Text: tc.text})
			var got []string
			for _, c := range res.Claims {
				if c.ClaimType == cite.FaktProceduralny {
					if c.ClaimText == tc.want {
						return
					}
					got = append(got, c.ClaimText)
				}
			}
			t.Errorf("no procedural fact %q; got %q", tc.want, got)
		})
	}
}
