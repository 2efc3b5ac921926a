package claims

import (
	"testing"

	"citeguard/cite"
)

// originTopicCases: issue 22, class 2 — the origin of a quotation is read
// from the words that introduce or attribute it. A contract, a policy or
// general terms that are only the topic of the lead-in (the sentence goes
// on to say something of them) are no origin: the quoted words — a
// ruling's sentence about the contract — take the library fail-safe and
// are compared, whatever they say inside („na podstawie ustawy…”).
var originTopicCases = []tcase{
	{name: "the contract as the subject of an impersonal lead-in: „Umowę najmu zawiera się …: „…””",
		text:   "Umowę najmu lokalu zawiera się zazwyczaj na czas nieoznaczony: „Na podstawie art. 673 ustawy najem zawarty na czas nieoznaczony każda ze stron może wypowiedzieć z zachowaniem terminów umownych.”",
		claims: []want{{typ: cite.CytatDoslowny, src: "-", from: cite.FromLibrary}}, quoted: []string{"art. 673"}},
	{name: "the policy as the topic: „Polisę wystawia się …, co sąd ujął tak: „…””",
		text:   "Polisę ubezpieczyciel wystawia po zapłacie pierwszej raty składki, a o skutkach jej braku czytamy: „Brak zapłaty składki w terminie nie zwalnia zakładu ubezpieczeń z odpowiedzialności za szkody powstałe w okresie ubezpieczenia.”",
		claims: []want{{typ: cite.CytatDoslowny, src: "-", from: cite.FromLibrary}}},
	{name: "no Polish letters: „Umowe zawiera sie na okres roku: „…””",
		text:   "Umowe ubezpieczenia zawiera sie zwykle na okres roku: „Umowa ubezpieczenia odpowiedzialnosci cywilnej ulega rozwiazaniu z uplywem okresu, na jaki zostala zawarta, bez potrzeby wypowiadania.”",
		claims: []want{{typ: cite.CytatDoslowny, src: "-", from: cite.FromLibrary}}},
}

// originIntroducedCases: the opposite — the lead-in ends with the outside
// document or a part of it (its antecedent of „zgodnie z którym”, the noun
// phrase right before a parenthesis), or the words after the quotation
// name it: the quotation is that document's, not a claim.
var originIntroducedCases = []tcase{
	{name: "„Umowa dzierżawy zawiera postanowienie, zgodnie z którym „…””",
		text: "Umowa dzierżawy zawiera postanowienie, zgodnie z którym „dzierżawca ponosi wszelkie koszty utrzymania gruntu oraz podatki od nieruchomości”."},
	{name: "„Najemca powołuje się na ogólne warunki, według których „…””",
		text: "Najemca powołuje się na ogólne warunki najmu, według których „wynajmujący odpowiada wyłącznie za wady ujawnione w protokole zdawczo-odbiorczym”."},
	{name: "„Zastrzeżenie z umowy leasingu („…”) …”",
		text: "Zastrzeżenie z umowy leasingu („korzystający ponosi ryzyko utraty przedmiotu leasingu niezależnie od przyczyny tej utraty”) nie wpływa na ocenę sprawy."},
	{name: "the document after the quotation: „„…” (§ 4 regulaminu)”",
		text: "Klient został poinformowany, że „reklamacje rozpatrywane są w terminie trzydziestu dni od dnia ich otrzymania przez sprzedawcę” (§ 4 regulaminu)."},
}

func TestOriginTopic(t *testing.T) {
	t.Parallel()
	for _, tc := range originTopicCases {
		t.Run(tc.name, func(t *testing.T) { runCase(t, tc) })
	}
	for _, tc := range originIntroducedCases {
		tc.ignored = []string{WhyOutside}
		t.Run(tc.name, func(t *testing.T) { runCase(t, tc) })
	}
}
