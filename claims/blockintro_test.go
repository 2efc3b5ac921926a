package claims

import (
	"testing"

	"citeguard/cite"
)

// blockIntroOlder is a ruling discussed before a block quotation introduced
// by another ruling's signature.
const blockIntroOlder = "Sąd Okręgowy w Bydgoszczy w wyroku z dnia 12 września 2013 r., II Ca 72/13, uznał, że „wyrok zasądzający zadośćuczynienie nie ma charakteru konstytutywnego, lecz deklaratywny”.\n\nSąd Okręgowy w Suwałkach w wyroku z dnia 15 października 2014 r. (I Ca 316/14) wskazał:\n\n"

// blockIntroCases: issue 22 — a block quotation introduced by „Sąd
// Okręgowy w Suwałkach w wyroku … (I Ca 316/14) wskazał:” makes that ruling
// the discourse's last: „W tym samym wyroku”, „W tym samym uzasadnieniu”,
// „Dalej Sąd wskazał” after it are its, not the older ruling's. A Markdown
// "> " block quotation of one line without marks is a block quotation
// (its text after the marker).
var blockIntroCases = []tcase{
	{name: "Markdown „> ” without marks, then „W tym samym wyroku”",
		text: blockIntroOlder + "> Szkoda objęta odpowiedzialnością ubezpieczyciela podlega naprawieniu według ogólnych zasad zawartych w art. 361 – 363 kc, co oznacza, że wypłacone odszkodowanie ma wyrównać uszczerbek powstały w majątku poszkodowanego.\n\nW tym samym wyroku Sąd podkreślił, że „na poszkodowanym ciąży jedynie obowiązek zapobieżenia powiększaniu szkody”.",
		claims: []want{
			{typ: cite.CytatDoslowny, src: "II Ca 72/13"},
			{typ: cite.Powolanie, src: "I Ca 316/14"},
			{typ: cite.CytatDoslowny, src: "I Ca 316/14", from: cite.FromBlock, quote: "Szkoda objęta odpowiedzialnością ubezpieczyciela podlega naprawieniu według ogólnych zasad zawartych w art. 361 – 363 kc, co oznacza, że wypłacone odszkodowanie ma wyrównać uszczerbek powstały w majątku poszkodowanego."},
			{typ: cite.CytatDoslowny, src: "I Ca 316/14", from: cite.FromContext, cue: "W tym samym wyroku"}},
		quoted: []string{"art. 361-363 Kodeks cywilny"}},
	{name: "Markdown „> ” without marks, then „Dalej Sąd wskazał”",
		text: blockIntroOlder + "> Szkoda objęta odpowiedzialnością ubezpieczyciela podlega naprawieniu według ogólnych zasad zawartych w art. 361 – 363 kc.\n\nDalej Sąd wskazał, że „odszkodowanie obejmuje wszelkie celowe i niezbędne wydatki poniesione dla wyrównania doznanego uszczerbku”.",
		claims: []want{
			{typ: cite.CytatDoslowny, src: "II Ca 72/13"},
			{typ: cite.Powolanie, src: "I Ca 316/14"},
			{typ: cite.CytatDoslowny, src: "I Ca 316/14", from: cite.FromBlock},
			{typ: cite.CytatDoslowny, src: "I Ca 316/14", from: cite.FromContext}},
		quoted: []string{"art. 361-363 Kodeks cywilny"}},
	{name: "control: the block in quotation marks (TXT), then „W tym samym uzasadnieniu”",
		text: blockIntroOlder + "„Szkoda objęta odpowiedzialnością ubezpieczyciela podlega naprawieniu według ogólnych zasad zawartych w art. 361 – 363 kc”.\n\nW tym samym uzasadnieniu Sąd zauważył, że „dopuszczalne jest stosowanie nowych części przy naprawie samochodów używanych”.",
		claims: []want{
			{typ: cite.CytatDoslowny, src: "II Ca 72/13"},
			{typ: cite.Powolanie, src: "I Ca 316/14"},
			{typ: cite.CytatDoslowny, src: "I Ca 316/14"},
			{typ: cite.CytatDoslowny, src: "I Ca 316/14", from: cite.FromContext}},
		quoted: []string{"art. 361-363 Kodeks cywilny"}},
}

func TestBlockIntro(t *testing.T) {
	t.Parallel()
	for _, tc := range blockIntroCases {
		t.Run(tc.name, func(t *testing.T) { runCase(t, tc) })
	}
}
