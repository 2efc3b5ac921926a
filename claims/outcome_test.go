package claims

import (
	"testing"

	"citeguard/cite"
)

// outcomeLead cites a ruling in a sentence of its own; the cases below
// state its outcome in the next sentence.
const outcomeLead = "Sąd Okręgowy w Świdnicy w wyroku z dnia 27 listopada 2014 r., II Ca 773/14, rozpoznał sprawę o zadośćuczynienie. "

// outcomeCases: issue 22, procedural facts — the outcome of a cited case
// stated with the case as subject („apelacja okazała się zasadna”,
// „powództwo zostało oddalone”, „doszło do uchylenia”), with its signature
// in the sentence or a back-reference to the ruling cited before, is a
// fakt_proceduralny of that ruling; the memo's own case, its own
// conclusion and an outcome with nothing cited are none.
var outcomeCases = []tcase{
	{name: "w tej sprawie, after the citing sentence",
		text:   outcomeLead + "W tej sprawie apelacja okazała się uzasadniona, co skutkowało zmianą wyroku Sądu Rejonowego w zaskarżonej części.",
		claims: []want{{typ: cite.FaktProceduralny, src: "II Ca 773/14"}, {typ: cite.FaktProceduralny, src: "II Ca 773/14", text: "okazała się uzasadniona", from: cite.FromContext, cue: "w tej sprawie"}}},
	{name: "w sprawie tej, a cassation complaint",
		text:   outcomeLead + "W sprawie tej skarga kasacyjna okazała się bezzasadna.",
		claims: []want{{typ: cite.FaktProceduralny, src: "II Ca 773/14"}, {typ: cite.FaktProceduralny, src: "II Ca 773/14", text: "bezzasadna", from: cite.FromContext}}},
	{name: "w tamtej sprawie after the subject",
		text:   outcomeLead + "Apelacja pozwanego w tamtej sprawie okazała się zasadna.",
		claims: []want{{typ: cite.FaktProceduralny, src: "II Ca 773/14"}, {typ: cite.FaktProceduralny, src: "II Ca 773/14", text: "okazała się zasadna", from: cite.FromContext}}},
	{name: "w przywołanej sprawie, a passive",
		text:   outcomeLead + "W przywołanej sprawie powództwo zostało oddalone.",
		claims: []want{{typ: cite.FaktProceduralny, src: "II Ca 773/14"}, {typ: cite.FaktProceduralny, src: "II Ca 773/14", text: "zostało oddalone", from: cite.FromContext}}},
	{name: "w tamtej sprawie doszło do uchylenia, in the next paragraph",
		text:   outcomeLead + "\n\nW tamtej sprawie doszło do uchylenia wyroku i przekazania sprawy do ponownego rozpoznania.",
		claims: []want{{typ: cite.FaktProceduralny, src: "II Ca 773/14"}, {typ: cite.FaktProceduralny, src: "II Ca 773/14", text: "doszło do uchylenia", from: cite.FromContext}}},
	{name: "w przywołanej sprawie, a court's act",
		text:   outcomeLead + "W przywołanej sprawie Sąd odwoławczy oddalił apelację pozwanego.",
		claims: []want{{typ: cite.FaktProceduralny, src: "II Ca 773/14"}, {typ: cite.FaktProceduralny, src: "II Ca 773/14", text: "oddalił apelację", from: cite.FromContext}}},
	{name: "w tej sprawie, an impersonal act",
		text:   outcomeLead + "W tej sprawie uwzględniono apelację pozwanego.",
		claims: []want{{typ: cite.FaktProceduralny, src: "II Ca 773/14"}, {typ: cite.FaktProceduralny, src: "II Ca 773/14", text: "uwzględniono apelację", from: cite.FromContext}}},
	{name: "without Polish letters",
		text:   "Sad Okregowy w Swidnicy w wyroku z dnia 27 listopada 2014 r., II Ca 773/14, rozpoznal sprawe o zadoscuczynienie. W tej sprawie apelacja okazala sie uzasadniona, co skutkowalo zmiana wyroku Sadu Rejonowego w zaskarzonej czesci.",
		claims: []want{{typ: cite.FaktProceduralny, src: "II Ca 773/14"}, {typ: cite.FaktProceduralny, src: "II Ca 773/14", text: "okazala sie uzasadniona", from: cite.FromContext}}},
	{name: "the signature in the sentence: okazała się bezzasadna",
		text:   "W sprawie I ACa 1403/12 apelacja pozwanej okazała się bezzasadna.",
		claims: []want{{typ: cite.FaktProceduralny, src: "I ACa 1403/12", text: "okazała się bezzasadna", from: cite.FromCitation}}},
	{name: "the signature in the sentence: doszło do uchylenia",
		text:   "W sprawie I ACa 1403/12 doszło do uchylenia wyroku i przekazania sprawy do ponownego rozpoznania.",
		claims: []want{{typ: cite.FaktProceduralny, src: "I ACa 1403/12", text: "doszło do uchylenia"}}},
	{name: "the signature in the sentence, without Polish letters",
		text:   "W sprawie I ACa 1403/12 apelacja okazala sie uzasadniona, co skutkowalo zmiana wyroku.",
		claims: []want{{typ: cite.FaktProceduralny, src: "I ACa 1403/12", text: "okazala sie uzasadniona"}}},
	{name: "control: the memo's own case",
		text:   outcomeLead + "W niniejszej sprawie apelacja okazała się zasadna.",
		claims: []want{{typ: cite.FaktProceduralny, src: "II Ca 773/14"}}},
	{name: "control: the memo's own conclusion, future",
		text:   outcomeLead + "W tej sprawie apelacja okaże się zasadna.",
		claims: []want{{typ: cite.FaktProceduralny, src: "II Ca 773/14"}}},
	{name: "control: the memo's voice",
		text:   outcomeLead + "Naszym zdaniem w tej sprawie apelacja okazała się zasadna.",
		claims: []want{{typ: cite.FaktProceduralny, src: "II Ca 773/14"}}},
	{name: "control: no back-reference, the document's own narrative",
		text:   outcomeLead + "Apelacja okazała się zasadna.",
		claims: []want{{typ: cite.FaktProceduralny, src: "II Ca 773/14"}}},
	{name: "control: w tej sprawie with nothing cited",
		text:   "W tej sprawie apelacja okazała się zasadna, co skutkowało zmianą wyroku.",
		claims: nil},
	{name: "control: a judgment's own case („Sygn. akt”) is never the back-reference",
		text:   "Sygn. akt I ACa 900/13\n\nWYROK\n\nSąd Apelacyjny zważył, co następuje. W tej sprawie apelacja okazała się zasadna.",
		claims: nil},
	{name: "control: w tej sprawie long after the ruling",
		text:   outcomeLead + "Powódka doznała urazu. Leczenie trwało rok. Szkoda została ustalona. Pozwany odmówił zapłaty. W tej sprawie apelacja okazała się zasadna.",
		claims: []want{{typ: cite.FaktProceduralny, src: "II Ca 773/14"}}},
}

func TestOutcomeFacts(t *testing.T) {
	t.Parallel()
	for _, tc := range outcomeCases {
		t.Run(tc.name, func(t *testing.T) { runCase(t, tc) })
	}
}
