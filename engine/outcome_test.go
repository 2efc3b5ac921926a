package engine

import (
	"os"
	"testing"

	"citeguard/internal/sharedtest"
	"citeguard/norm"
)

// The real rulings of the shared test library the outcome tests read
// (their operative parts in the comments).
const (
	// VIII Ca 506/14, SO w Toruniu, 3.12.2014, on the defendant's appeal:
	// „1. oddala apelację; 2. zasądza … tytułem zwrotu kosztów”.
	rulingDismissed = "judgments/common/saos-export-2014/151025000004003_VIII_Ca_000506_2014_Uz_2014-12-03_001.txt"
	// II Ca 1405/14, SO w Krakowie, 21.10.2014: „1. zmienia zaskarżony wyrok
	// w punkcie I …; 2. zasądza … tytułem zwrotu kosztów”.
	rulingChanged = "judgments/common/saos-export-2014/152010000001003_II_Ca_001405_2014_Uz_2014-10-21_002.txt"
	// II Ca 174/13, SO w Bydgoszczy, 10.10.2013: „zmienia zaskarżony wyrok
	// … oddala powództwo w pozostałej części …, oddala apelację w pozostałej
	// części”.
	rulingPartial = "judgments/common/saos-import/151005000001003_II_Ca_000174_2013_Uz_2013-10-10_001.txt"
	// II C 1798/11, SO w Łodzi, 4.03.2014, first instance: „1. oddala
	// powództwo; … 3. zasądza od powódki … tytułem zwrotu części kosztów”.
	rulingFirst = "judgments/common/saos-import/152510000001003_II_C_001798_2011_Uz_2014-03-25_001.txt"
	// III Ca 1461/13: the reasons only, no operative part.
	rulingReasons = "judgments/common/saos-import/152510000001503_III_Ca_001461_2013_Uz_2014-04-07_001.txt"
)

// TestOutcomeConflict: issue 22, the outcome a procedural fact states
// against the operative part of the ruling it cites. An outcome the
// operative part contradicts for the same object (an appeal granted where
// it was dismissed, a decision changed or set aside where the appeal was
// dismissed, a dismissal where the decision was changed, a claim granted
// where it was dismissed) is a conflict; the same outcome, an outcome in
// part, another party's appeal, a verb of a relative or reported clause,
// the costs, a first-instance outcome cited with an appeal's signature and
// a ruling without an operative part are not.
func TestOutcomeConflict(t *testing.T) {
	t.Parallel()
	texts := map[string]*norm.Source{}
	for _, p := range []string{rulingDismissed, rulingChanged, rulingPartial, rulingFirst, rulingReasons} {
		b, err := os.ReadFile(sharedtest.Path(t, "testdata/library/"+p))
		if err != nil {
			t.Fatal(err)
		}
		texts[p] = norm.NewSource(string(b))
	}
	for _, c := range []struct {
		ruling, claim string
		want          string // the operative part's words of the conflict, "" none
	}{
		{rulingDismissed, "Sąd Okręgowy w Toruniu w wyroku z dnia 3 grudnia 2014 r. uwzględnił apelację pozwanego ubezpieczyciela.", "oddala apelację"},
		{rulingDismissed, "Wyrokiem tym Sąd odwoławczy zmienił zaskarżony wyrok i obniżył odszkodowanie.", "oddala apelację"},
		{rulingDismissed, "Sad Okregowy uchylil wyrok Sadu Rejonowego i przekazal sprawe do ponownego rozpoznania.", "oddala apelację"},
		{rulingDismissed, "Sąd drugiej instancji wyrokiem uwzględniającym apelację pozwanego zakończył sprawę.", "oddala apelację"},
		{rulingDismissed, "Sąd Okręgowy oddalił apelację pozwanego jako bezzasadną.", ""},
		{rulingDismissed, "Sąd Okręgowy oddalił apelację i zasądził od pozwanego koszty postępowania odwoławczego.", ""},
		{rulingDismissed, "Sąd Okręgowy uwzględnił apelację powoda.", "apelacji pozwanego"}, // the appeal was the defendant's
		{rulingDismissed, "Sąd Okręgowy nie uwzględnił apelacji pozwanego.", ""},
		{rulingDismissed, "Sąd Okręgowy oddalił apelację od wyroku, który uwzględnił powództwo.", ""},
		{rulingDismissed, "Sąd Okręgowy wskazał, że sąd rejonowy zasadnie zasądził odszkodowanie.", ""},
		{rulingDismissed, "Sąd Rejonowy w tej sprawie zasądził od pozwanego kwotę 2.617,51 zł.", ""}, // the first instance
		{rulingDismissed, "Sąd drugiej instancji uwzględnił apelację pozwanego.", "oddala apelację"},
		{rulingDismissed, "Sąd Apelacyjny w Gdańsku uwzględnił apelację pozwanego.", ""}, // another court
		{rulingDismissed, "W tej sprawie SN uchylił zaskarżony wyrok.", ""},
		{rulingDismissed, "Sąd Okręgowy uwzględnił apelację w części.", ""},  // in part
		{rulingDismissed, "Apelację pozwanego Sąd Okręgowy uwzględnił.", ""}, // no object after the verb
		{rulingDismissed, "Kolegium zmieniło zaskarżony wyrok.", ""},         // neuter: no court
		{rulingDismissed, "Organ rentowy uchylił zaskarżoną decyzję.", ""},   // not a court
		{rulingChanged, "Powód zmienił żądanie pozwu, a Sąd Okręgowy w Krakowie oddalił apelację powoda.", "zmienia zaskarżony wyrok"},
		{rulingChanged, "Sąd Okręgowy w Krakowie oddalił apelację powoda.", "zmienia zaskarżony wyrok"},
		{rulingChanged, "Sąd Okręgowy w Krakowie zmienił zaskarżony wyrok w punkcie I.", ""},
		{rulingChanged, "Sąd Okręgowy w Krakowie uwzględnił apelację powoda.", ""},
		{rulingPartial, "Sąd Okręgowy w Bydgoszczy oddalił apelację w pozostałym zakresie.", ""},
		{rulingPartial, "Sąd Okręgowy w Bydgoszczy uwzględnił apelację.", ""},
		{rulingPartial, "Sąd Okręgowy w Bydgoszczy uchylił zaskarżony wyrok.", ""}, // in part: cannot tell
		{rulingFirst, "Sąd Okręgowy w Łodzi uwzględnił powództwo spółki.", "oddala powództwo"},
		{rulingFirst, "Sąd Okręgowy w Łodzi zasądził od pozwanej na rzecz powódki dochodzoną kwotę.", "oddala powództwo"},
		{rulingFirst, "Sąd pierwszej instancji uwzględnił powództwo.", "oddala powództwo"},
		{rulingFirst, "Sąd Rejonowy uwzględnił powództwo.", ""}, // not the cited court
		{rulingFirst, "Sąd Okręgowy w Łodzi oddalił powództwo o stwierdzenie nieważności.", ""},
		{rulingFirst, "Sąd Okręgowy w Łodzi zasądził od powódki koszty zastępstwa procesowego.", ""},
		{rulingReasons, "Sąd Okręgowy w Łodzi uwzględnił apelację.", ""},
	} {
		found, _, ok := outcomeConflict(c.claim, texts[c.ruling])
		if got := map[bool]string{true: found.text}[ok]; got != c.want {
			t.Errorf("%s\n  %q: conflict %q, want %q", c.ruling, c.claim, got, c.want)
		}
	}
}

// TestOutcomeFirstInstanceSetAside: a first instance that sets its own
// default judgment aside („uchyla wyrok zaoczny … i oddala powództwo”)
// decides no appeal: a memo's „oddalił apelację” about the appeal from it
// is not contradicted, nor is its claim's outcome compared.
func TestOutcomeFirstInstanceSetAside(t *testing.T) {
	t.Parallel()
	src := norm.NewSource("Sygn. akt I C 5/13\n\nWYROK\n\nW IMIENIU RZECZYPOSPOLITEJ POLSKIEJ\n\nSąd Rejonowy w Miliczu po rozpoznaniu sprawy z powództwa A. przeciwko B. o zapłatę\n\n1. uchyla wyrok zaoczny z dnia 3 marca 2013 r. i oddala powództwo;\n\n2. zasądza od powoda na rzecz pozwanego kwotę 617 zł tytułem zwrotu kosztów procesu.\n\nUZASADNIENIE\n\nPowód wniósł o zapłatę.")
	for _, claim := range []string{
		"Sąd Okręgowy oddalił apelację powoda od tego wyroku.",
		"Sąd Rejonowy zasądził od pozwanego dochodzoną kwotę.",
	} {
		if found, _, ok := outcomeConflict(claim, src); ok {
			t.Errorf("%q: conflict with %q, want none", claim, found.text)
		}
	}
	if found, _, ok := outcomeConflict("Sąd Rejonowy utrzymał w mocy wyrok zaoczny.", src); ok {
		t.Errorf("utrzymał w mocy: conflict with %q, want none (no appeal)", found.text)
	}
}

// TestOtherSignature: a claim naming another case's number beside the
// anchor's may state that case's outcome.
func TestOtherSignature(t *testing.T) {
	for _, c := range []struct {
		claim, sig string
		want       bool
	}{
		{"Sąd Okręgowy, VIII Ca 506/14, oddalił apelację.", "VIII Ca 506/14", false},
		{"Sąd Okręgowy, VIII Ca 506/14, jak w sprawie VIII Ca 12/13, oddalił apelację.", "VIII Ca 506/14", true},
		{"Sąd Okręgowy wyrokiem z dnia 3.12.2014 r. oddalił apelację.", "VIII Ca 506/14", false},
	} {
		if got := otherSignature(c.claim, c.sig); got != c.want {
			t.Errorf("otherSignature(%q, %q) = %v, want %v", c.claim, c.sig, got, c.want)
		}
	}
}

// TestOutcomeSupremeCourt: the operative part of a Supreme Court judgment
// on a cassation appeal (written here in the shape of one): its outcome,
// not the lower courts', is what a fact citing it is compared with.
func TestOutcomeSupremeCourt(t *testing.T) {
	t.Parallel()
	dismissed := norm.NewSource("Sygn. akt II CSK 9/19\n\nWYROK\nW IMIENIU RZECZYPOSPOLITEJ POLSKIEJ\n\nDnia 7 marca 2020 r.\nSąd Najwyższy w składzie: …\npo rozpoznaniu w Izbie Cywilnej skargi kasacyjnej powoda od wyroku Sądu Apelacyjnego w Poznaniu z dnia 2 lutego 2018 r.,\n\n1) oddala skargę kasacyjną;\n2) zasądza od powoda na rzecz pozwanego kwotę 2700 zł tytułem zwrotu kosztów postępowania kasacyjnego.\n\nUZASADNIENIE\n\nSąd Apelacyjny oddalił apelację powoda.")
	refused := norm.NewSource("Sygn. akt II CSK 10/19\n\nPOSTANOWIENIE\n\nSąd Najwyższy w składzie: … w sprawie z powództwa A. przeciwko B. na skutek skargi kasacyjnej pozwanego\n\nodmawia przyjęcia skargi kasacyjnej do rozpoznania.\n\nUZASADNIENIE\n\n…")
	for _, c := range []struct {
		src         *norm.Source
		claim, want string
	}{
		{dismissed, "Sąd Najwyższy uchylił zaskarżony wyrok i przekazał sprawę do ponownego rozpoznania.", "oddala skargę kasacyjną"},
		{dismissed, "SN uwzględnił skargę kasacyjną powoda.", "oddala skargę kasacyjną"},
		{dismissed, "Sąd Najwyższy oddalił skargę kasacyjną powoda.", ""},
		{dismissed, "Sąd Apelacyjny uwzględnił apelację powoda, a Sąd Najwyższy to zmienił.", ""}, // another court
		{dismissed, "Sąd Najwyższy oddalił apelację.", ""},                                        // no appeal of that kind
		{refused, "Sąd Najwyższy oddalił skargę kasacyjną pozwanego.", "odmawia przyjęcia skargi kasacyjnej"},
		{refused, "Sąd Najwyższy odmówił przyjęcia skargi kasacyjnej do rozpoznania.", ""},
	} {
		found, _, ok := outcomeConflict(c.claim, c.src)
		if got := map[bool]string{true: found.text}[ok]; got != c.want {
			t.Errorf("%q: conflict %q, want %q", c.claim, got, c.want)
		}
	}
}

// TestOutcomeWrongParty: issue 22, a procedural fact that names whose
// means of appeal the court decided („oddalił apelację pozwanego”) against
// the operative part's naming of it („na skutek apelacji powoda”): the
// party opposite to the one the ruling names is a wrong fact, whatever the
// outcome; the same party, a party the ruling does not name, one that may
// be the same person under another role, several appeals, or a party
// joined to words the reader cannot place are not.
func TestOutcomeWrongParty(t *testing.T) {
	t.Parallel()
	ruling := func(court, header, operative string) *norm.Source {
		return norm.NewSource("Sygn. akt X 1/20\n\nWYROK\nW IMIENIU RZECZYPOSPOLITEJ POLSKIEJ\n\nDnia 4 maja 2021 r.\n" + court +
			" w składzie: …\npo rozpoznaniu sprawy " + header + "\n\n" + operative +
			"\n\nUZASADNIENIE\n\nSąd pierwszej instancji rozpoznał sprawę, a apelację wniósł pozwany i uczestnik.")
	}
	civil := ruling("Sąd Apelacyjny w Krakowie", "z powództwa Jana N. przeciwko spółce Z. o zapłatę na skutek apelacji powoda od wyroku Sądu Okręgowego w Krakowie", "1. oddala apelację;\n2. zasądza od powoda na rzecz pozwanej kwotę 4050 zł tytułem zwrotu kosztów postępowania apelacyjnego.")
	inOperative := ruling("Sąd Okręgowy w Lublinie", "z powództwa Anny K. przeciwko Bankowi S.A. o ustalenie", "I. oddala apelację strony pozwanej;\nII. zasądza od pozwanego na rzecz powódki kwotę 1800 zł tytułem kosztów.")
	nonContentious := ruling("Sąd Okręgowy w Gdańsku", "z wniosku Marii L. z udziałem Piotra L. o podział majątku na skutek apelacji uczestnika", "zmienia zaskarżone postanowienie w ten sposób, że ustala wartość majątku na 300 000 zł.")
	criminal := ruling("Sąd Apelacyjny we Wrocławiu", "Adama W. oskarżonego z art. 280 § 1 k.k. na skutek apelacji wniesionej przez prokuratora", "utrzymuje w mocy zaskarżony wyrok.")
	insurance := ruling("Sąd Apelacyjny w Łodzi", "z odwołania Ewy M. od decyzji Zakładu Ubezpieczeń Społecznych na skutek apelacji organu rentowego", "oddala apelację.")
	both := ruling("Sąd Okręgowy w Poznaniu", "z powództwa Jana N. przeciwko spółce Z. na skutek apelacji powoda i pozwanego", "1. oddala apelację powoda;\n2. zmienia zaskarżony wyrok na skutek apelacji pozwanego.")
	joined := ruling("Sąd Okręgowy w Poznaniu", "z powództwa Jana N. przeciwko spółce Z. na skutek apelacji powoda i interwenienta ubocznego", "oddala apelację.")
	spaced := norm.NewSource("Sygn. akt I ACa 7/19\n\nWYROK\n\nSąd Apelacyjny w Katowicach po rozpoznaniu sprawy z powództwa A. B. przeciwko C. D. na skutek apelacji pozwanego\n\noddala apelację.\n\nI ACa 7/19 U Z A S A D N I E N I E\n\nA. B. wniósł pozew. Sąd Okręgowy zasądził od pozwanego kwotę, a apelację od wyroku wniósł pozwany.")
	unnamed := ruling("Sąd Okręgowy w Poznaniu", "z powództwa Jana N. przeciwko spółce Z. o zapłatę", "oddala apelację.")
	for _, c := range []struct {
		src         *norm.Source
		claim, want string
	}{
		{civil, "Sąd Apelacyjny w Krakowie oddalił apelację pozwanego.", "apelacji powoda"},
		{civil, "W tej sprawie Sąd Apelacyjny oddalił apelację strony pozwanej jako bezzasadną.", "apelacji powoda"},
		{civil, "Sąd Apelacyjny w Krakowie uwzględnił apelację pozwanej spółki.", "apelacji powoda"},
		{civil, "Sąd Apelacyjny w Krakowie oddalił apelację powoda.", ""},
		{civil, "Sąd Apelacyjny w Krakowie oddalił apelację.", ""},
		{civil, "Sąd Rejonowy oddalił apelację pozwanego.", ""}, // another court
		{inOperative, "Sąd Okręgowy w Lublinie oddalił apelację powódki.", "apelację pozwanej"},
		{inOperative, "Sąd Okręgowy w Lublinie oddalił apelację pozwanego banku.", ""},
		{nonContentious, "Sąd Okręgowy w Gdańsku zmienił postanowienie na skutek apelacji wnioskodawczyni.", ""}, // not the object after the verb
		{nonContentious, "Sąd Okręgowy w Gdańsku uwzględnił apelację wnioskodawczyni.", "apelacji uczestnika"},
		{nonContentious, "Sąd Okręgowy w Gdańsku uwzględnił apelację uczestnika.", ""},
		{criminal, "Sąd Apelacyjny we Wrocławiu nie uwzględnił apelacji obrońcy oskarżonego.", ""}, // negated: not read
		{criminal, "Sąd Apelacyjny we Wrocławiu oddalił apelację obrońcy oskarżonego.", "apelacji prokuratora"},
		{criminal, "Sąd Apelacyjny we Wrocławiu oddalił apelację prokuratora.", ""},
		{insurance, "Sąd Apelacyjny w Łodzi oddalił apelację ubezpieczonej.", "apelacji organu"},
		{insurance, "Sąd Apelacyjny w Łodzi oddalił apelację organu rentowego.", ""},
		{insurance, "Sąd Apelacyjny w Łodzi oddalił apelację pozwanego.", ""}, // the organ may be called so
		{both, "Sąd Okręgowy w Poznaniu oddalił apelację pozwanego.", ""},
		{joined, "Sąd Okręgowy w Poznaniu oddalił apelację pozwanego.", ""},
		{spaced, "Sąd Apelacyjny w Katowicach oddalił apelację powoda.", "apelacji pozwanego"}, // reasons headed letter-spaced
		{spaced, "Sąd Apelacyjny w Katowicach oddalił apelację pozwanego.", ""},
		{unnamed, "Sąd Okręgowy w Poznaniu oddalił apelację pozwanego.", ""}, // the source names no party
	} {
		found, _, ok := outcomeConflict(c.claim, c.src)
		if got := map[bool]string{true: found.text}[ok]; got != c.want {
			t.Errorf("%q: conflict %q, want %q", c.claim, got, c.want)
		}
	}
}
