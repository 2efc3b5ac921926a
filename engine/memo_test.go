package engine

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"citeguard/cite"
	"citeguard/norm"
)

// exampleRuling is the fictitious ruling I CSK 9901/99 of the example
// library.
func exampleRuling(t *testing.T) *norm.Source {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "testdata", "example", "library", "SN_I-CSK-9901-99.txt"))
	if err != nil {
		t.Fatal(err)
	}
	return norm.NewSource(string(b))
}

// TestMemoContent: TREŚĆ with the memo rules — whole tokens, locality
// deciding, a contradiction check, the lead-in not compared — against the
// ruling, and the reference semantics where they differ.
func TestMemoContent(t *testing.T) {
	t.Parallel()
	src := exampleRuling(t)
	cases := []struct {
		name, claim string
		want, ref   cite.Status // memo rules, reference rules ("" = the same)
		note        string
	}{
		{"restatement", "kara umowna należy się wierzycielowi bez względu na wysokość poniesionej szkody",
			cite.WymagaOsadu, "", "zwartym"},
		{"lead-in not compared", "Ma rację skarżący, iż zgodnie z art. 484 § 2 k.c. miarkowanie kary umownej jest możliwe, gdy zobowiązanie zostało w znacznej części wykonane",
			cite.WymagaOsadu, "", ""},
		{"exclusivity (accuracy §5)", "kara umowna za zwłokę w robotach budowlanych przysługuje zamawiającemu wyłącznie do wysokości dziesięciu procent wynagrodzenia ryczałtowego",
			cite.Niezweryfikowany, "", ""},
		{"negation dropped", "dłużnik może uwolnić się od obowiązku zapłaty kary umownej, wykazując, że wierzyciel nie poniósł szkody",
			cite.Niezweryfikowany, cite.WymagaOsadu, "przeczenie"},
		{"negation added", "skarga kasacyjna strony pozwanej nie została oddalona, a kara umowna nie należy się wierzycielowi",
			cite.Niezweryfikowany, cite.WymagaOsadu, "przeczenie"},
		{"exclusivity added", "miarkowanie kary umownej jest możliwe jedynie wtedy, gdy kara jest rażąco wygórowana",
			cite.WymagaOsadu, "", ""}, // the ruling says „jedynie” nearby: no contradiction
		{"number not in the source", "termin do zapłaty kary umownej wynosi 30 dni od doręczenia wezwania",
			cite.Niezweryfikowany, cite.WymagaOsadu, "liczba"},
		{"modal turned", "sąd musi miarkować karę umowną, gdy zobowiązanie zostało w znacznej części wykonane",
			cite.Niezweryfikowany, cite.WymagaOsadu, "modalność"},
		{"substrings are not tokens", "prawidłowe rozważenie zasad współżycia i kar dyscyplinarnych należało do organu",
			cite.Niezweryfikowany, "", ""},
	}
	for _, c := range cases {
		it := Item{ID: "T", ClaimType: cite.StanowiskoSadu, ClaimText: c.claim}
		memo := VerifyAgainstWith(it, src, Options{Memo: true})
		ref := VerifyAgainst(it, src)
		want := c.ref
		if want == "" {
			want = c.want
		}
		if memo.Status != c.want || !strings.Contains(noteOf(memo), c.note) {
			t.Errorf("%s: memo rules %s (%s), want %s with %q", c.name, memo.Status, noteOf(memo), c.want, c.note)
		}
		if ref.Status != want {
			t.Errorf("%s: reference rules %s (%s), want %s", c.name, ref.Status, noteOf(ref), want)
		}
	}
}

// TestMemoScattered: terms spread over the source with no passage holding
// them are 🔴 with the memo rules, a warning with the reference's.
func TestMemoScattered(t *testing.T) {
	t.Parallel()
	filler := strings.Repeat("Postępowanie toczyło się przed sądem pierwszej instancji przez wiele miesięcy. ", 6)
	var b strings.Builder
	for _, s := range []string{"Powód zaciągnął kredyt w euro.", "Pozwany to bank spółdzielczy.", "Strony stosowały tabele kursów.",
		"Klauzule umowne sformułowano jasno.", "Waloryzacja świadczeń następowała co roku.", "Wpis hipoteczny ustanowiono później."} {
		b.WriteString(s + " " + filler)
	}
	src := norm.NewSource(b.String())
	it := Item{ID: "S", ClaimType: cite.StanowiskoSadu, ClaimText: "bank stosował klauzule waloryzacji kredytu hipotecznego"}
	if r := VerifyAgainstWith(it, src, Options{Memo: true}); r.Status != cite.Niezweryfikowany || !strings.Contains(noteOf(r), "zwartego") {
		t.Errorf("memo rules: %s (%s), want 🔴 brak zwartego fragmentu", r.Status, noteOf(r))
	}
	if r := VerifyAgainst(it, src); r.Status != cite.WymagaOsadu {
		t.Errorf("reference rules: %s (%s), want WYMAGA_OSADU", r.Status, noteOf(r))
	}
}

// TestMemoCalibration: a quotation that is not in the source is KALIBRACJA
// with the memo rules only when it is a close restatement of one passage;
// a fabricated quotation on the topic is 🔴 (accuracy §5).
func TestMemoCalibration(t *testing.T) {
	t.Parallel()
	src := exampleRuling(t)
	cases := []struct {
		quote string
		want  cite.Status
	}{
		{"Wierzyciel może żądać kary umownej jedynie po wykazaniu szkody, a sąd każdorazowo miarkuje jej wysokość z urzędu.", cite.Niezweryfikowany},
		{"Kara umowna należy się wierzycielowi bez względu na wysokość szkody, a dłużnik nie może uwolnić się od obowiązku jej zapłaty, wykazując, że wierzyciel szkody nie poniósł.", cite.Kalibracja},
	}
	for _, c := range cases {
		it := Item{ID: "K", ClaimType: cite.CytatDoslowny, Quote: c.quote}
		if r := VerifyAgainstWith(it, src, Options{Memo: true}); r.Status != c.want {
			t.Errorf("%q: %s (%s), want %s", c.quote, r.Status, noteOf(r), c.want)
		}
	}
}

// TestMemoCourtMismatch: the right signature and date with another court is
// 🟡 for a quotation too (memo rules), 🟢 with the reference's.
func TestMemoCourtMismatch(t *testing.T) {
	t.Parallel()
	src := exampleRuling(t)
	it := Item{ID: "C", ClaimType: cite.CytatDoslowny, Quote: "Skarga kasacyjna nie zasługuje na uwzględnienie.",
		Anchor:         &cite.Anchor{Sygnatura: "I CSK 9901/99", Data: "2019-03-14", Organ: "Sąd Apelacyjny w Krakowie"},
		AnchorResolved: &cite.Anchor{Sygnatura: "I CSK 9901/99", Data: "2019-03-14", Organ: "Sąd Najwyższy"}}
	if r := VerifyAgainstWith(it, src, Options{Memo: true}); r.Status != cite.WymagaOsadu || !strings.Contains(noteOf(r), "organ") {
		t.Errorf("memo rules: %s (%s), want WYMAGA_OSADU naming the court", r.Status, noteOf(r))
	}
	if r := VerifyAgainst(it, src); r.Status != cite.Zweryfikowany {
		t.Errorf("reference rules: %s (%s)", r.Status, noteOf(r))
	}
	// The signature in another writing is the same signature.
	it.Anchor = &cite.Anchor{Sygnatura: "I‑CSK 9901/1999", Data: "14 marca 2019 r."}
	if r := VerifyAgainstWith(it, src, Options{Memo: true}); r.Status != cite.Zweryfikowany {
		t.Errorf("canonical signature: %s (%s)", r.Status, noteOf(r))
	}
}

// TestNegationRaising: a negation of the clause that embeds another ("Nie
// można uznać, by …") negates what it embeds — a paraphrase that moves the
// negation into the embedded clause says the same (the lead's class of
// 2026-12-01); a double negative asserts it.
func TestNegationRaising(t *testing.T) {
	t.Parallel()
	src := norm.NewSource("Sąd zważył, co następuje. Nie można uznać, by oświadczenie wykonawcy mogło zastąpić wymagane dokumenty. " +
		"Nie sposób przyjąć, że zamawiający miał obowiązek wezwania. Nie ulega wątpliwości, że termin został dochowany. " +
		"Brak podstaw, by oferta podlegała odrzuceniu.")
	cases := []struct {
		claim string
		want  cite.Status
	}{
		{"oświadczenie wykonawcy nie mogło zastąpić wymaganych dokumentów", cite.WymagaOsadu},
		{"zamawiający nie miał obowiązku wezwania", cite.WymagaOsadu},
		{"oferta nie podlegała odrzuceniu", cite.WymagaOsadu},
		{"termin został dochowany", cite.WymagaOsadu},
		{"termin nie został dochowany", cite.Niezweryfikowany},
		{"oświadczenie wykonawcy mogło zastąpić wymagane dokumenty", cite.Niezweryfikowany},
	}
	for _, c := range cases {
		r := VerifyAgainstWith(Item{ID: "R", ClaimType: cite.StanowiskoSadu, ClaimText: c.claim}, src, Options{Memo: true})
		if r.Status != c.want {
			t.Errorf("%q: %s (%s), want %s", c.claim, r.Status, noteOf(r), c.want)
		}
	}
}

// TestNumbersInWords: a number in digits and in words is one number; a
// different number of the same unit contradicts.
func TestNumbersInWords(t *testing.T) {
	t.Parallel()
	src := norm.NewSource("Art. 817. § 1. Ubezpieczyciel obowiązany jest spełnić świadczenie w terminie trzydziestu dni, licząc od daty otrzymania zawiadomienia o wypadku.")
	for claim, want := range map[string]cite.Status{
		"ubezpieczyciel ma obowiązek spełnić świadczenie w terminie 30 dni od daty otrzymania zawiadomienia o wypadku": cite.WymagaOsadu,
		"ubezpieczyciel ma obowiązek spełnić świadczenie w terminie 14 dni od daty otrzymania zawiadomienia o wypadku": cite.Niezweryfikowany,
	} {
		if r := VerifyAgainstWith(Item{ID: "N", ClaimType: cite.Parafraza, ClaimText: claim}, src, Options{Memo: true}); r.Status != want {
			t.Errorf("%q: %s (%s), want %s", claim, r.Status, noteOf(r), want)
		}
	}
	for _, p := range [][2]string{{"30", "trzydziestu"}, {"20", "dwudziestu"}, {"1.000", "tysiąca"}, {"5", "pięciu"}} {
		if !sameNumber(p[0], norm.FoldDiacritics(p[1])) {
			t.Errorf("sameNumber(%q, %q) = false", p[0], p[1])
		}
	}
	if sameNumber("14", "trzydziestu") {
		t.Error("14 and trzydziestu are one number")
	}
}

// TestNegationCutOff: a quotation found verbatim that starts right after a
// negation of its first word („Można czynić…” of „Nie można czynić…”) turns
// what the source says and blocks with the memo rules; a quotation starting
// after the previous sentence's end, or after „bez”, does not.
func TestNegationCutOff(t *testing.T) {
	t.Parallel()
	src := norm.NewSource(`Art. 5. Nie można czynić ze swego prawa użytku, który by był sprzeczny ze społeczno-gospodarczym
przeznaczeniem tego prawa lub z zasadami współżycia społecznego. Takie działanie lub zaniechanie
uprawnionego nie jest uważane za wykonywanie prawa i nie korzysta z ochrony. Odpowiedź brzmi: nie.
Sąd rozpoznaje sprawę bez zbędnej zwłoki. Strona nigdy nie traci prawa do obrony.`)
	for _, tc := range []struct {
		quote string
		want  cite.Status
	}{
		{"Można czynić ze swego prawa użytku, który by był sprzeczny ze społeczno-gospodarczym przeznaczeniem tego prawa", cite.Niezweryfikowany},
		{"jest uważane za wykonywanie prawa", cite.Niezweryfikowany},
		{"korzysta z ochrony", cite.Niezweryfikowany},
		// controls
		{"Nie można czynić ze swego prawa użytku, który by był sprzeczny ze społeczno-gospodarczym przeznaczeniem tego prawa", cite.Zweryfikowany},
		{"Takie działanie lub zaniechanie uprawnionego nie jest uważane za wykonywanie prawa", cite.Zweryfikowany},
		{"Sąd rozpoznaje sprawę bez zbędnej zwłoki", cite.Zweryfikowany},
		{"zbędnej zwłoki", cite.Zweryfikowany},
		{"uprawnionego nie jest uważane za wykonywanie prawa", cite.Zweryfikowany},
		{"nie traci prawa do obrony", cite.Zweryfikowany},
	} {
		it := Item{ID: "N", ClaimType: cite.CytatDoslowny, Quote: tc.quote}
		if r := VerifyAgainstWith(it, src, Options{Memo: true}); r.Status != tc.want {
			t.Errorf("%q: %s (%s), want %s", tc.quote, r.Status, noteOf(r), tc.want)
		}
	}
}
