package claims

import (
	"testing"

	"citeguard/cite"
)

// leadInRuling is a ruling discussed before the lead-ins of the cases
// below (a procedural fact).
const leadInRuling = "W wyroku z dnia 12 marca 2015 r., I ACa 1011/14, Sąd Apelacyjny w Krakowie oddalił apelację pozwanego przewoźnika.\n\n"

// leadInCases: a sentence that ends with a colon and introduces a
// quotation set off after it — in the next paragraph, as a dash bullet, as
// a Markdown block — is the quotation's lead-in. It anchors the quotation
// and is no claim of its own: neither an empty position („Sąd przypomniał
// przy tym, że:”) nor a paraphrase of its words („Dalej, jak podkreślił
// Sąd w przywołanym wyżej wyroku:”, whose back-reference once left „w u”
// in the claim's text). The controls: a position with words of its own
// and a colon inside the sentence stay claims.
var leadInCases = []tcase{
	{name: "„Sąd przypomniał przy tym, że:” before a dash bullet quotation",
		text: leadInRuling + "Sąd przypomniał przy tym, że:\n\n– „przewoźnik odpowiada za utratę przesyłki niezależnie od swojej winy”.",
		claims: []want{
			{typ: cite.FaktProceduralny, src: "I ACa 1011/14"},
			{typ: cite.CytatDoslowny, src: "I ACa 1011/14", quote: "przewoźnik odpowiada za utratę przesyłki niezależnie od swojej winy"}}},
	{name: "„jak podkreślił Sąd … w przywołanym wyżej wyroku:” before a paragraph quotation",
		text: leadInRuling + "Spór dotyczył terminu reklamacji. Dalej, jak podkreślił Sąd Apelacyjny w przywołanym wyżej wyroku:\n\n„Termin do złożenia reklamacji biegnie od dnia, w którym przesyłka powinna była zostać doręczona.”",
		claims: []want{
			{typ: cite.FaktProceduralny, src: "I ACa 1011/14"},
			{typ: cite.Powolanie, src: "I ACa 1011/14", text: "przywołanym wyżej wyroku"},
			{typ: cite.CytatDoslowny, src: "I ACa 1011/14", quote: "Termin do złożenia reklamacji biegnie od dnia, w którym przesyłka powinna była zostać doręczona."}}},
	{name: "a Markdown block after „Sąd ten wyjaśnił:”",
		text: leadInRuling + "Sąd ten wyjaśnił:\n\n> „Odszkodowanie za utratę przesyłki nie może przekraczać jej wartości.”",
		claims: []want{
			{typ: cite.FaktProceduralny, src: "I ACa 1011/14"},
			{typ: cite.CytatDoslowny, src: "I ACa 1011/14", quote: "Odszkodowanie za utratę przesyłki nie może przekraczać jej wartości."}}},
	{name: "a PDF's wrapped lead-in after a por. ruling: no procedural fact, the court's ruling anchors",
		text: leadInRuling + "Przesyłka zaginęła w sortowni (por. wyrok Sądu Rejonowego\ndla Krakowa-Krowodrzy w Krakowie z dnia 3 lutego 2016 r., I C 77/15). Dalej, jak podkreślił Sąd Apelacyjny w\nprzywołanym wyżej wyroku:\n„Termin do złożenia reklamacji biegnie od dnia, w którym przesyłka powinna była zostać doręczona.”",
		claims: []want{
			{typ: cite.FaktProceduralny, src: "I ACa 1011/14"},
			{typ: cite.Powolanie, src: "I C 77/15", anchor: cite.Anchor{Organ: "Sąd Rejonowy dla Krakowa-Krowodrzy w Krakowie"}},
			{typ: cite.CytatDoslowny, src: "I ACa 1011/14", quote: "Termin do złożenia reklamacji biegnie od dnia, w którym przesyłka powinna była zostać doręczona."}}},
	{name: "control: a lead-in that tells what the court did keeps the procedural fact",
		text: "Sąd Apelacyjny w Krakowie w wyroku z dnia 12 marca 2015 r., I ACa 1011/14, oddalił apelację i przytoczył następujący fragment uzasadnienia:\n\n„Odszkodowanie za utratę przesyłki nie może przekraczać jej wartości.”",
		claims: []want{
			{typ: cite.FaktProceduralny, src: "I ACa 1011/14", text: "oddalił apelację"},
			{typ: cite.CytatDoslowny, src: "I ACa 1011/14", quote: "Odszkodowanie za utratę przesyłki nie może przekraczać jej wartości."}}},
	{name: "control: a position before the lead-in's own clause stays, without it",
		text: leadInRuling + "Sąd ten przyjął, że przewoźnik odpowiada za utratę przesyłki niezależnie od swojej winy, i dodał:\n\n„Odszkodowanie za utratę przesyłki nie może przekraczać jej wartości.”",
		claims: []want{
			{typ: cite.FaktProceduralny, src: "I ACa 1011/14"},
			{typ: cite.StanowiskoSadu, src: "I ACa 1011/14", text: "przewoźnik odpowiada za utratę przesyłki niezależnie od swojej winy", noText: "dodał"},
			{typ: cite.CytatDoslowny, src: "I ACa 1011/14", quote: "Odszkodowanie za utratę przesyłki nie może przekraczać jej wartości."}}},
	{name: "control: a position with words of its own stays a claim",
		text: leadInRuling + "Sąd ten wskazał, że przewoźnik odpowiada za utratę przesyłki niezależnie od swojej winy.",
		claims: []want{
			{typ: cite.FaktProceduralny, src: "I ACa 1011/14"},
			{typ: cite.StanowiskoSadu, src: "I ACa 1011/14", text: "przewoźnik odpowiada za utratę przesyłki"}}},
	{name: "control: the quotation after the colon in the same sentence",
		text: leadInRuling + "Sąd ten wyjaśnił: „Odszkodowanie za utratę przesyłki nie może przekraczać jej wartości.”",
		claims: []want{
			{typ: cite.FaktProceduralny, src: "I ACa 1011/14"},
			{typ: cite.CytatDoslowny, src: "I ACa 1011/14", quote: "Odszkodowanie za utratę przesyłki nie może przekraczać jej wartości."}}},
}

func TestLeadInNoClaim(t *testing.T) {
	t.Parallel()
	for _, tc := range leadInCases {
		t.Run(tc.name, func(t *testing.T) { runCase(t, tc) })
	}
}

// adviceRulings are the rulings discussed before the advice items below:
// a procedural fact, then a ruling compared („por.”) in a section of its
// own.
const adviceRulings = leadInRuling + "## 2. Odpowiedzialność przewoźnika\n\nPrzewoźnik odpowiada na zasadzie ryzyka (por. wyrok Sądu Najwyższego z dnia 5 maja 2017 r., I CSK 500/16).\n\n## 3. Co proponuję\n\n"

// adviceCases: a sentence that asserts nothing a source said is no
// paraphrase claim though it names a ruling — the memo's advice (an
// infinitive: „Odpowiedzieć na reklamację …”; an advice head and an
// infinitive: „Warto powołać …”, „Należy wskazać …”) and a ruling named
// only as cited („z powołaniem omówionego wyżej wyroku”). The ruling
// stays a reference (powołanie). A back-reference to a ruling discussed
// above is never a „por.” ruling of another section, and a year written
// with it („z 2015 r.”) must fit. The controls: a statement its ruling
// supports, and a court's position, stay claims.
var adviceCases = []tcase{
	{name: "an infinitive opens the item; the back-reference skips the por. ruling of the section above",
		text: adviceRulings + "1. Odpowiedzieć na reklamację nadawcy krótko, z powołaniem omówionego wyżej wyroku.",
		claims: []want{
			{typ: cite.FaktProceduralny, src: "I ACa 1011/14"},
			{typ: cite.Powolanie, src: "I CSK 500/16"},
			{typ: cite.Powolanie, src: "I ACa 1011/14", short: "wyżej wyroku", antecedent: "I ACa 1011/14"}}},
	{name: "„Warto powołać …” with a full citation",
		text: "Warto powołać się także na wyrok Sądu Najwyższego z dnia 3 kwietnia 2019 r., II CSK 100/18.",
		claims: []want{
			{typ: cite.Powolanie, src: "II CSK 100/18"}}},
	{name: "„Należy … przytoczyć” with a back-reference and its year",
		text: "W wyroku z dnia 7 lutego 2011 r., I CSK 300/10, Sąd Najwyższy oddalił skargę kasacyjną przewoźnika.\n\n" + leadInRuling + "Należy w odpowiedzi przytoczyć powołany wyżej wyrok z 2011 r. oraz opinię biegłego.",
		claims: []want{
			{typ: cite.FaktProceduralny, src: "I CSK 300/10"},
			{typ: cite.FaktProceduralny, src: "I ACa 1011/14"},
			{typ: cite.Powolanie, src: "I CSK 300/10", antecedent: "I CSK 300/10"}}},
	{name: "control: a statement its ruling supports is a paraphrase",
		text: "Przewoźnik odpowiada za utratę przesyłki niezależnie od swojej winy (wyrok Sądu Najwyższego z dnia 3 kwietnia 2019 r., II CSK 100/18).",
		claims: []want{
			{typ: cite.Parafraza, src: "II CSK 100/18", text: "Przewoźnik odpowiada za utratę przesyłki"}}},
	{name: "control: advice that reports a court's holding keeps it",
		text: "Warto powołać wyrok Sądu Najwyższego z dnia 3 kwietnia 2019 r., II CSK 100/18, w którym Sąd uznał, że przewoźnik odpowiada niezależnie od winy.",
		claims: []want{
			{typ: cite.StanowiskoSadu, src: "II CSK 100/18", text: "przewoźnik odpowiada niezależnie od winy"}}},
}

func TestAdviceNoParaphrase(t *testing.T) {
	t.Parallel()
	for _, tc := range adviceCases {
		t.Run(tc.name, func(t *testing.T) { runCase(t, tc) })
	}
}

// citedOnlyCases: a back-reference named only as cited („z powołaniem
// omówionego wyżej wyroku”) in a sentence of the memo's own is no
// paraphrase of that ruling; a statement followed by „z powołaniem na”
// and a full citation is (the ruling is given as its source).
var citedOnlyCases = []tcase{
	{name: "a back-reference only cited",
		text: leadInRuling + "Odpowiedź pełnomocnika nadawcy była spóźniona, z powołaniem omówionego wyżej wyroku.",
		claims: []want{
			{typ: cite.FaktProceduralny, src: "I ACa 1011/14"},
			{typ: cite.Powolanie, src: "I ACa 1011/14", short: "wyżej wyroku"}}},
	{name: "control: a statement with its full citation after „z powołaniem na”",
		text: "Przewoźnik odpowiada za utratę przesyłki niezależnie od swojej winy, z powołaniem na wyrok Sądu Najwyższego z dnia 3 kwietnia 2019 r., II CSK 100/18.",
		claims: []want{
			{typ: cite.Parafraza, src: "II CSK 100/18", text: "Przewoźnik odpowiada za utratę przesyłki"}}},
}

func TestCitedOnlyNoParaphrase(t *testing.T) {
	t.Parallel()
	for _, tc := range citedOnlyCases {
		t.Run(tc.name, func(t *testing.T) { runCase(t, tc) })
	}
}
