package claims

import (
	"testing"

	"citeguard/cite"
)

// internalDocCases: a company's internal document (a policy, a procedure,
// an instruction, an internal order) named as a document is an outside
// origin: its quoted words are no claim. Named by a quoted title after
// „projekt dokumentu” or a title that opens with the document's noun, by
// a unit of it, or with „wewnętrzne” or its owner.
var internalDocCases = []tcase{
	{name: "a quoted title after „Projekt dokumentu”, then „przewiduje, że „…””",
		text:    "Projekt dokumentu „Zasady korzystania z laptopów” przewiduje, że „pracownik zwraca sprzęt w dniu rozwiązania umowy bez odrębnego wezwania”.",
		ignored: []string{WhyNoSource, WhyOutside}},
	{name: "a title opening with „Procedura”, then „stanowi, że „…””",
		text:    "Obowiązująca w spółce „Procedura zgłaszania nadużyć” stanowi, że „zgłoszenie może zostać dokonane anonimowo za pośrednictwem skrzynki elektronicznej”.",
		ignored: []string{WhyCompany, WhyOutside}},
	{name: "„Zgodnie z pkt 4 instrukcji kancelaryjnej „…””",
		text:    "Zgodnie z pkt 4 instrukcji kancelaryjnej „korespondencję przychodzącą rejestruje się w dniu jej wpływu do sekretariatu”.",
		ignored: []string{WhyOutside}},
	{name: "„Zarządzenie wewnętrzne prezesa stanowi: „…””",
		text:    "Zarządzenie wewnętrzne prezesa stanowi: „pracownicy działu kadr nie udostępniają akt osobowych osobom trzecim bez zgody przełożonego”.",
		ignored: []string{WhyOutside}},
}

// internalDocPlainCases: the same nouns as plain words („polityka kadrowa
// sądu”), or inside the quotation, name no origin: the quotation stays
// the ruling's claim.
var internalDocPlainCases = []tcase{
	{name: "„polityka” inside the quotation",
		text:   "Sąd Najwyższy w wyroku z dnia 3 lutego 2010 r., II PK 2/10, przyjął, że „polityka kadrowa pracodawcy nie może prowadzić do dyskryminacji ze względu na wiek”.",
		claims: []want{{typ: cite.CytatDoslowny, src: "II PK 2/10"}}},
	{name: "„polityka kadrowa sądu” as a plain word in the lead-in",
		text:   "Sąd Najwyższy w wyroku z dnia 3 lutego 2010 r., II PK 2/10, odniósł się też do kwestii, czym jest polityka kadrowa sądu: „prezes sądu kieruje się przy obsadzie stanowisk wyłącznie potrzebami wydziałów”.",
		claims: []want{{typ: cite.CytatDoslowny, src: "II PK 2/10"}}},
	{name: "a lower-case quoted phrase with „procedura” before a ruling's words",
		text:   "Sąd Najwyższy w wyroku z dnia 3 lutego 2010 r., II PK 2/10, wskazał, że „procedura odwoławcza” oznacza, że „pracownik może żądać ponownego rozpatrzenia sprawy przez komisję pojednawczą”.",
		claims: []want{{typ: cite.CytatDoslowny, src: "II PK 2/10"}}, ignored: []string{WhyDefined}},
}

func TestInternalDocumentOrigin(t *testing.T) {
	t.Parallel()
	for _, tc := range internalDocCases {
		t.Run(tc.name, func(t *testing.T) { runCase(t, tc) })
	}
}

func TestInternalDocumentPlainWord(t *testing.T) {
	t.Parallel()
	for _, tc := range internalDocPlainCases {
		t.Run(tc.name, func(t *testing.T) { runCase(t, tc) })
	}
}
