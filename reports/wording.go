package reports

import (
	"fmt"
	"strings"

	"citeguard/cite"
)

// The lawyer's words for what the checker found. The markdown and HTML
// reports, INDEX and the notifications all say it with these functions, so
// a memo reads the same everywhere.

// statusLook is how a report shows a status: its colour mark, its words
// and its CSS class.
type statusLook struct{ emoji, word, class string }

var statusLooks = map[cite.Status]statusLook{
	cite.Zweryfikowany:    {"🟢", "Zgodne ze źródłem", "ok"},
	cite.Zmodyfikowany:    {"🟡", "Drobne różnice", "warn"},
	cite.WymagaOsadu:      {"🟡", "Do oceny prawnika", "warn"},
	cite.Kalibracja:       {"🟠", "Niedosłowny cytat", "kal"},
	cite.Niezweryfikowany: {"🔴", "Niezgodne ze źródłem", "bad"},
	cite.BrakZrodla:       {"⛔", "Brak źródła", "none"},
}

// StatusWord is a status as a lawyer reads it, without its colour mark.
func StatusWord(s cite.Status) string {
	if l, ok := statusLooks[s]; ok {
		return l.word
	}
	return string(s)
}

// statusLabel is a status with its colour mark: "🔴 Niezgodne ze źródłem".
func statusLabel(s cite.Status) string {
	if l, ok := statusLooks[s]; ok {
		return l.emoji + " " + l.word
	}
	return "? " + string(s)
}

// statusClass is the CSS class of a status.
func statusClass(s cite.Status) string {
	if l, ok := statusLooks[s]; ok {
		return l.class
	}
	return "none"
}

// statusCode is the status as seed 000 names it ("BRAK ŹRÓDŁA"), for the
// legend and the technical details.
func statusCode(s cite.Status) string {
	if s == cite.BrakZrodla {
		return "BRAK ŹRÓDŁA"
	}
	return string(s)
}

// legendEntry explains one status in the legend.
type legendEntry struct {
	Status  cite.Status
	Meaning string
}

// legend is every status, best first, with what it means for the memo.
var legend = []legendEntry{
	{cite.Zweryfikowany, "cytat stoi w źródle dosłownie, a powołane orzeczenie lub przepis istnieje i się zgadza"},
	{cite.Zmodyfikowany, "cytat jest w źródle, ale z drobnymi różnicami (interpunkcja, litery, odmiana) — popraw według źródła"},
	{cite.WymagaOsadu, "źródło porusza ten temat, ale czy mówi to, co memo mu przypisuje, musi ocenić prawnik"},
	{cite.Kalibracja, "takich słów nie ma w źródle, choć źródło dotyczy tematu — zamień cytat na omówienie albo podaj dokładne brzmienie"},
	{cite.Niezweryfikowany, "źródło mówi co innego albo tego nie zawiera, albo dane orzeczenia się nie zgadzają — możliwy błąd lub zmyślenie; memo wstrzymane"},
	{cite.BrakZrodla, "powołanego źródła nie ma w bibliotece, więc nie dało się niczego sprawdzić; memo wstrzymane"},
}

// decisionLooks are the lawyer's words for a decision („Nie wysyłaj” for
// Pełna weryfikacja) and its CSS class.
var decisionLooks = map[cite.Decision][2]string{
	cite.Wyslij:           {"Można wysłać", "send"},
	cite.Popraw:           {"Popraw przed wysłaniem", "fix"},
	cite.PelnaWeryfikacja: {"Nie wysyłaj", "stop"},
}

// DecisionWord is the decision as a lawyer reads it.
func DecisionWord(d cite.Decision) string {
	if l, ok := decisionLooks[d]; ok {
		return l[0]
	}
	return string(d)
}

// decisionClass is the CSS class of a decision; an unknown one is shown
// as blocking.
func decisionClass(d cite.Decision) string {
	if l, ok := decisionLooks[d]; ok {
		return l[1]
	}
	return "stop"
}

// kindOf is what a claim is, for the headline's counts: a quotation, a
// holding attributed to a court, a provision or a cited ruling.
func kindOf(c *Claim) string {
	switch {
	case c.ClaimType.Quotes():
		return "cytat"
	case c.ClaimType == cite.StanowiskoSadu || c.ClaimType == cite.Parafraza:
		return "teza"
	case c.Category == CategoryProvision:
		return "przepis"
	}
	return "sygnatura"
}

// claimTypeWord names a claim type in words.
func claimTypeWord(t cite.ClaimType) string {
	switch t {
	case cite.CytatDoslowny:
		return "Cytat"
	case cite.TezaPinpoint:
		return "Cytat ze wskazaniem miejsca"
	case cite.StanowiskoSadu:
		return "Stanowisko sądu"
	case cite.Parafraza:
		return "Omówienie źródła"
	case cite.FaktProceduralny:
		return "Fakt procesowy"
	case cite.Powolanie:
		return "Powołanie"
	}
	return string(t)
}

// levelWord says what a level of the gradient checks.
func levelWord(l string) string {
	switch l {
	case "FRAGMENT":
		return "czy cytat stoi w źródle dosłownie"
	case "TRESC", "TREŚĆ":
		return "czy źródło mówi to samo co memo (sens, nie brzmienie)"
	case "ISTNIENIE":
		return "czy źródło istnieje i czy jego dane (sygnatura, data, sąd, strony, numer przepisu) się zgadzają"
	}
	return l
}

// forms are the three Polish forms of a noun phrase after a number: one
// (1), few (2–4, 22–24…), many.
type forms [3]string

func (f forms) n(n int) string { return fmt.Sprintf("%d %s", n, plural(n, f[0], f[1], f[2])) }

// problem is what is wrong with a claim, as the headline counts it.
func problem(c *Claim) (forms, bool) {
	k := kindOf(c)
	switch c.Status {
	case cite.Niezweryfikowany:
		switch {
		case k == "cytat" && c.RealSource != "":
			return forms{"cytat przypisany innemu źródłu", "cytaty przypisane innemu źródłu", "cytatów przypisanych innemu źródłu"}, true
		case k == "cytat":
			return forms{"cytat niezgodny ze źródłem", "cytaty niezgodne ze źródłem", "cytatów niezgodnych ze źródłem"}, true
		case k == "teza":
			return forms{"teza niepotwierdzona w źródle", "tezy niepotwierdzone w źródle", "tez niepotwierdzonych w źródle"}, true
		case k == "przepis":
			return forms{"przepis nieistniejący w akcie", "przepisy nieistniejące w akcie", "przepisów nieistniejących w akcie"}, true
		}
		return forms{"powołanie niezgodne z orzeczeniem", "powołania niezgodne z orzeczeniem", "powołań niezgodnych z orzeczeniem"}, true
	case cite.BrakZrodla:
		switch k {
		case "przepis":
			return forms{"przepis nieznaleziony", "przepisy nieznalezione", "przepisów nieznalezionych"}, true
		case "sygnatura":
			return forms{"sygnatura nieznaleziona", "sygnatury nieznalezione", "sygnatur nieznalezionych"}, true
		}
		if k == "teza" {
			return forms{"teza ze źródła spoza biblioteki", "tezy ze źródeł spoza biblioteki", "tez ze źródeł spoza biblioteki"}, true
		}
		return forms{"cytat ze źródła spoza biblioteki", "cytaty ze źródeł spoza biblioteki", "cytatów ze źródeł spoza biblioteki"}, true
	case cite.Zmodyfikowany:
		return forms{"cytat z drobnymi różnicami", "cytaty z drobnymi różnicami", "cytatów z drobnymi różnicami"}, true
	case cite.Kalibracja:
		return forms{"cytat niedosłowny", "cytaty niedosłowne", "cytatów niedosłownych"}, true
	case cite.WymagaOsadu:
		switch {
		case k == "przepis":
			return forms{"przepis do sprawdzenia", "przepisy do sprawdzenia", "przepisów do sprawdzenia"}, true
		case k == "sygnatura" && (len(c.Found.Note) == 0 || hasCode(c.Found.Note, cite.AmbiguousSignature)):
			return forms{"sygnatura niejednoznaczna", "sygnatury niejednoznaczne", "sygnatur niejednoznacznych"}, true
		case k == "sygnatura":
			return forms{"powołanie do sprawdzenia", "powołania do sprawdzenia", "powołań do sprawdzenia"}, true
		case k == "cytat":
			return forms{"cytat do oceny prawnika", "cytaty do oceny prawnika", "cytatów do oceny prawnika"}, true
		}
		return forms{"teza do oceny prawnika", "tezy do oceny prawnika", "tez do oceny prawnika"}, true
	}
	return forms{}, false
}

// problemCounts counts the claims' problems, worst first, in the order
// they first appear: "2 cytaty niezgodne ze źródłem, 1 sygnatura
// nieznaleziona". hard selects the blocking problems (🔴/⛔) or the others.
func problemCounts(m *Memo, hard bool) string {
	var order []forms
	n := map[forms]int{}
	for i := range m.Results {
		c := &m.Results[i]
		if c.Status.Blocks() != hard {
			continue
		}
		f, ok := problem(c)
		if !ok {
			continue
		}
		if n[f] == 0 {
			order = append(order, f)
		}
		n[f]++
	}
	var parts []string
	for _, f := range order {
		parts = append(parts, f.n(n[f]))
	}
	return strings.Join(parts, ", ")
}

// kindCounts counts the claims by kind: „2 cytaty, 1 przepis i 1
// sygnatura”.
func kindCounts(m *Memo) string {
	kinds := []struct {
		kind string
		f    forms
	}{
		{"cytat", forms{"cytat", "cytaty", "cytatów"}},
		{"teza", forms{"teza", "tezy", "tez"}},
		{"przepis", forms{"przepis", "przepisy", "przepisów"}},
		{"sygnatura", forms{"sygnatura", "sygnatury", "sygnatur"}},
	}
	n := map[string]int{}
	for i := range m.Results {
		n[kindOf(&m.Results[i])]++
	}
	var parts []string
	for _, k := range kinds {
		if n[k.kind] > 0 {
			parts = append(parts, k.f.n(n[k.kind]))
		}
	}
	return andList(parts)
}

// Headline is the decision in one plain Polish sentence that says what
// to do: „Nie wysyłaj: 2 cytaty niezgodne ze źródłem, 1 sygnatura
// nieznaleziona”, „Można wysłać po przejrzeniu 1 miejsca: 1 teza do oceny
// prawnika”, „Popraw przed wysłaniem 2 miejsca: …”.
func Headline(m *Memo) string {
	if m.Error != "" {
		return ActStop.Word() + ": memo nie zostało sprawdzone"
	}
	switch ActionOf(m) {
	case ActSend:
		if m.Summary.Total == 0 {
			return ActSend.Word() + ": w memo nie ma cytatów, sygnatur ani przepisów do sprawdzenia"
		}
		return ActSend.Word() + ": " + kindCounts(m) + " — wszystko zgodne ze źródłami"
	case ActReview, ActFix:
		return softHeadline(m)
	}
	hard := problemCounts(m, true)
	if hard == "" {
		hard = heldWords
	}
	line := ActStop.Word() + ": " + hard
	if soft := problemCounts(m, false); soft != "" {
		line += "; do poprawy także " + soft
	}
	return line
}

// NextStep says what to do with the memo now.
func NextStep(m *Memo) string {
	if m.Error != "" {
		s := "Memo nie zostało sprawdzone, więc żaden cytat nie jest potwierdzony — przyczyna i co zrobić niżej. "
		if m.MovedTo != "" {
			return s + "Memo jest teraz w folderze " + plain(m.MovedTo) + "/ — po usunięciu przyczyny wrzuć je ponownie do folderu, z którego przyszło."
		}
		return s + "Po usunięciu przyczyny wrzuć memo ponownie do tego samego folderu."
	}
	blocks, mod, kal, judge := groups(m)
	var out []string
	if len(blocks) > 0 {
		out = append(out, fmt.Sprintf("Sprawdź w źródle i popraw albo usuń %s.", andList(blocks)))
	}
	if len(mod) > 0 {
		out = append(out, fmt.Sprintf("Popraw brzmienie %s według źródła (różnice zaznaczono niżej).", andList(mod)))
	}
	if len(kal) > 0 {
		out = append(out, fmt.Sprintf("%s: zamień cytat na omówienie albo podaj dokładne brzmienie ze źródła.", andList(kal)))
	}
	if len(judge) > 0 {
		out = append(out, fmt.Sprintf("%s: oceń sam, czy źródło mówi to, co memo mu przypisuje.", andList(judge)))
	}
	switch {
	case len(blocks) > 0:
		out = append(out, "Memo jest wstrzymane: nie wysyłaj go, dopóki poprawiona wersja nie przejdzie sprawdzenia.")
	case len(out) > 0 && ActionOf(m) == ActReview:
		out = append(out, "Potem memo można wysłać — nie trzeba go sprawdzać ponownie.")
	case len(out) > 0:
		out = append(out, "Potem memo można wysłać (albo sprawdzić ponownie).")
	case ActionOf(m) != ActSend:
		out = append(out, "Ocena poprzedniej wersji została utrzymana, bo wyniki sprawdzenia się nie zmieniły — to, co było do poprawy, jest w raporcie poprzedniej wersji.")
	default:
		out = append(out, "Nic nie trzeba poprawiać — memo można wysłać.")
	}
	return strings.Join(out, " ")
}

// statusAdvice is what to do about a claim of its status and kind, when
// its findings say nothing more (claimAdvice).
func statusAdvice(c *Claim) string {
	switch c.Status {
	case cite.Zmodyfikowany:
		return "popraw brzmienie według źródła"
	case cite.WymagaOsadu:
		switch kindOf(c) {
		case "sygnatura":
			return "wskaż sąd lub datę orzeczenia"
		case "przepis":
			return "sprawdź przepis w źródle"
		}
		return "oceń, czy źródło to mówi"
	case cite.Kalibracja:
		return "zamień na omówienie albo podaj dokładne brzmienie"
	case cite.Niezweryfikowany:
		switch kindOf(c) {
		case "cytat":
			if c.RealSource != "" {
				return "popraw powołanie źródła albo usuń cytat"
			}
			return "popraw cytat według źródła albo go usuń"
		case "teza":
			return "sprawdź tezę w źródle; popraw albo usuń"
		case "przepis":
			return "sprawdź numer przepisu"
		}
		return "sprawdź sygnaturę, datę, sąd i strony"
	case cite.BrakZrodla:
		return "sprawdź powołanie; jeśli jest dobre, dodaj źródło do biblioteki"
	}
	return ""
}

// anchorFromWord says where the memo gives a claim's source, in the
// memo's own words: „źródło wskazane w przypisie 2”, „„Tamże” (przypis 3) →
// I ACa 1029/13”, „„W tym samym wyroku” → I ACa 1029/13”.
func anchorFromWord(c *Claim) string {
	fn := c.AnchorFootnote
	if fn == 0 {
		fn = c.Footnote
	}
	switch c.AnchorFrom {
	case "cytowanie", "zdanie":
		return "źródło wskazane w tym samym zdaniu"
	case "przypis":
		if c.AnchorFootnote > 0 {
			return fmt.Sprintf("źródło wskazane w przypisie %d", c.AnchorFootnote)
		}
		return "źródło wskazane w przypisie"
	case "przypis_koncowy":
		if c.AnchorFootnote > 0 {
			return fmt.Sprintf("źródło wskazane w przypisie końcowym %d", c.AnchorFootnote)
		}
		return "źródło wskazane w przypisie końcowym"
	case "blok":
		return "źródło wskazane w zdaniu wprowadzającym cytat blokowy"
	case "tabela":
		return "źródło wskazane w tym samym wierszu tabeli"
	case "tamze":
		cue := c.AnchorCue
		if cue == "" {
			cue = c.ShortForm
		}
		switch {
		case cue != "" && fn > 0 && c.Antecedent != "":
			return fmt.Sprintf("„%s” (przypis %d) → %s, źródło z poprzedniego przypisu", cue, fn, c.Antecedent)
		case c.Antecedent != "":
			return fmt.Sprintf("„tamże” → %s, źródło z poprzedniego przypisu", c.Antecedent)
		}
		return "„tamże”: źródło z poprzedniego przypisu"
	case "kontekst":
		if c.AnchorCue != "" && c.Antecedent != "" {
			return fmt.Sprintf("„%s” → %s, orzeczenie omawiane wcześniej w memo", c.AnchorCue, c.Antecedent)
		}
		return "źródło omawiane wcześniej w memo"
	case "poprzednie":
		return "źródło wskazane w poprzednim zdaniu"
	case "nastepne":
		return "źródło wskazane w następnym zdaniu"
	case "lista":
		if c.AnchorCue != "" {
			return fmt.Sprintf("źródło z wiersza „%s”, pod którym stoi lista cytatów", c.AnchorCue)
		}
		return "źródło z wiersza, pod którym stoi lista cytatów"
	case "zrodlo":
		if c.AnchorCue != "" {
			return fmt.Sprintf("źródło z wiersza „%s” pod punktami, które je podają", c.AnchorCue)
		}
		return "źródło z wiersza „Źródło” pod punktami, które je podają"
	case "naglowek":
		if c.AnchorCue != "" {
			return fmt.Sprintf("źródło z nagłówka sekcji „%s”", c.AnchorCue)
		}
		return "źródło z nagłówka sekcji"
	case "biblioteka":
		return "memo nie wskazuje źródła — cytat wyszukany w całej bibliotece"
	case "skrot":
		if c.ShortForm != "" && c.Antecedent != "" {
			return fmt.Sprintf("skrót „%s” odsyła do wcześniej powołanego %s", c.ShortForm, c.Antecedent)
		}
		return "skrót odsyłający do wcześniej powołanego źródła"
	case "":
		return ""
	}
	return "źródło wskazane: " + c.AnchorFrom
}

// anchorText names the source as the memo identifies it: „sygn. I CSK
// 9901/99, Sąd Najwyższy, 14 marca 2019 r.”.
func anchorText(a cite.Anchor) string {
	var parts []string
	if a.Przepis != "" || a.Akt != "" {
		parts = append(parts, strings.TrimSpace(a.Przepis+" "+a.Akt))
	}
	if a.Sygnatura != "" {
		parts = append(parts, "sygn. "+a.Sygnatura)
	}
	if a.Organ != "" {
		parts = append(parts, a.Organ)
	}
	if a.Data != "" {
		parts = append(parts, DateWords(a.Data))
	}
	if a.Strony != "" {
		parts = append(parts, a.Strony)
	}
	if a.ECLI != "" {
		parts = append(parts, "ECLI "+a.ECLI)
	}
	if a.CELEX != "" {
		parts = append(parts, "CELEX "+a.CELEX)
	}
	return strings.Join(parts, ", ")
}

// memoPlace says where a claim stands in the memo: „s. 2, akapit 5”,
// „przypis 3”, „akapit 5”; "" when nothing is known.
func memoPlace(page, paragraph, footnote int) string {
	var parts []string
	if page > 0 {
		parts = append(parts, fmt.Sprintf("s. %d", page))
	}
	if footnote > 0 {
		parts = append(parts, fmt.Sprintf("przypis %d", footnote))
	} else if paragraph > 0 {
		parts = append(parts, fmt.Sprintf("akapit %d", paragraph))
	}
	return strings.Join(parts, ", ")
}

// sourcePlace says where a passage stands in its source: „art. 484 § 1,
// s. 3, pkt 15 uzasadnienia, akapit 7”.
func sourcePlace(p *Place) string {
	if p == nil {
		return ""
	}
	var parts []string
	if p.Article != "" {
		parts = append(parts, raiseCarets(p.Article))
	}
	if p.Page > 0 {
		parts = append(parts, fmt.Sprintf("s. %d", p.Page))
	}
	if p.Pkt != "" {
		parts = append(parts, "pkt "+p.Pkt+" uzasadnienia")
	}
	if p.Paragraph > 0 && p.Pkt == "" && p.Page == 0 && p.Article == "" {
		parts = append(parts, fmt.Sprintf("akapit %d", p.Paragraph))
	}
	return strings.Join(parts, ", ")
}

// diffWord says one word-level difference of a quotation.
func diffWord(d Change) string {
	switch d.Rodzaj {
	case "dodane":
		return fmt.Sprintf("memo dodaje: „%s”", d.Cytat)
	case "pominiete":
		return fmt.Sprintf("memo pomija ze źródła: „%s”", d.Zrodlo)
	}
	return fmt.Sprintf("memo ma „%s”, źródło ma „%s”", d.Cytat, d.Zrodlo)
}

// claimPlace says where a claim stands: in the memo's text (memoPlace), or
// in one of its comments („komentarz 2”).
func claimPlace(c *Claim) string {
	if c.Comment > 0 {
		return fmt.Sprintf("komentarz %d", c.Comment)
	}
	return memoPlace(c.Page, c.Paragraph, c.Footnote)
}
