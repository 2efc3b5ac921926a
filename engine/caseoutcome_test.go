package engine

import (
	"strings"
	"testing"
	"unicode"

	"citeguard/norm"
	"citeguard/pl"
)

func lowerWordsOf(s string) []string {
	return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) })
}

// caseHead is the head of an invented ruling before its operative part.
var caseHead = "Sygn. akt I C 1/20\nWYROK\nW IMIENIU RZECZYPOSPOLITEJ POLSKIEJ\n" +
	strings.Repeat("Sąd Okręgowy w składzie po rozpoznaniu sprawy z powództwa A. przeciwko B. ", 4) + "\n"

// decisionHead is the head of an invented decision (postanowienie) whose
// operative part puts its verbs in the infinitive.
var decisionHead = "Sygn. akt II Cz 7/21\nPOSTANOWIENIE\n" +
	strings.Repeat("Sąd Okręgowy po rozpoznaniu na posiedzeniu niejawnym sprawy z wniosku C. z udziałem D. ", 3) + "\n"

// TestCaseOutcomeDiffers: a memo's outcome stated with the case as
// subject against a ruling's operative part, read by the one reader of an
// operative part: the operative part's outcomes in the present tense, in
// the infinitive after „postanawia:” (a decision), and as old reports
// print them, the verb and the headings with their letters spaced out. A
// passive memo form („została oddalona”) is compared like „okazała się
// bezzasadna”. An operative part in part, another remedy and a file of the
// reasons alone leave it be.
func TestCaseOutcomeDiffers(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		memo, ruling string
		differs      bool
	}{
		// The present tense (as pl.OutcomeDiffers read it).
		{"apelacja okazała się zasadna", caseHead + "I. oddala apelację; II. zasądza koszty.\nUZASADNIENIE\nSąd Rejonowy zmienił", true},
		{"apelacja okazała się bezzasadna", caseHead + "I. oddala apelację; II. zasądza koszty.\nUZASADNIENIE\n", false},
		{"apelacja okazała się bezzasadna", caseHead + "I. apelację oddala;\nUZASADNIENIE\n", false},
		{"apelacja okazała się zasadna", caseHead + "I. apelację oddala;\nUZASADNIENIE\n", true},
		{"apelacja okazała się bezzasadna", caseHead + "1. zmienia zaskarżony wyrok w ten sposób, że oddala powództwo;\nUZASADNIENIE\n", true},
		{"powództwo zostało oddalone", caseHead + "1. zmienia zaskarżony wyrok w ten sposób, że oddala powództwo;\nUZASADNIENIE\n", false},
		{"apelacja okazała się bezzasadna", caseHead + "I. zmienia zaskarżony wyrok; II. oddala apelację w pozostałej części.\nUZASADNIENIE\n", false},
		{"skarga kasacyjna okazała się zasadna", caseHead + "I. oddala apelację;\nUZASADNIENIE\n", false},
		{"apelacja okazała się zasadna", "UZASADNIENIE\nSąd Okręgowy oddala apelację jako bezzasadną", false},
		{"wniosek został oddalony", caseHead + "I. uchyla zaskarżone postanowienie; II. oddala wniosek o zabezpieczenie.\nUZASADNIENIE\n", false},
		// Passive memo forms.
		{"apelacja pozwanej spółki została oddalona", caseHead + "1. zmienia zaskarżony wyrok i zasądza od powódki na rzecz pozwanej kwotę 800 zł tytułem zwrotu kosztów;\nUZASADNIENIE\n", true},
		{"apelacja pozwanej spółki została uwzględniona", caseHead + "1. zmienia zaskarżony wyrok i oddala powództwo;\nUZASADNIENIE\n", false},
		{"skarga kasacyjna powoda została uwzględniona", caseHead + "oddala skargę kasacyjną i zasądza od powoda koszty postępowania kasacyjnego.\nUZASADNIENIE\n", true},
		{"skarga kasacyjna powoda została oddalona", caseHead + "oddala skargę kasacyjną.\nUZASADNIENIE\n", false},
		// The infinitive after „postanawia:”.
		{"zażalenie zostało uwzględnione", decisionHead + "postanawia: oddalić zażalenie.\nUZASADNIENIE\nSąd Rejonowy uchylił", true},
		{"zażalenie okazało się bezzasadne", decisionHead + "postanawia: oddalić zażalenie.\nUZASADNIENIE\n", false},
		{"zażalenie nie zostało uwzględnione", decisionHead + "postanawia:\n1. uchylić zaskarżone postanowienie i przekazać sprawę Sądowi Rejonowemu do ponownego rozpoznania;\n2. oddalić wniosek o zabezpieczenie.\nUZASADNIENIE\n", true},
		{"zażalenie zostało uwzględnione", decisionHead + "postanawia:\n1. uchylić zaskarżone postanowienie i przekazać sprawę do ponownego rozpoznania.\nUZASADNIENIE\n", false},
		{"skarga kasacyjna została uwzględniona", decisionHead + "postanawia: odrzucić skargę kasacyjną.\nUZASADNIENIE\n", true},
		{"zażalenie zostało uwzględnione", decisionHead + "postanawia: oddalić zażalenie w pozostałej części.\nUZASADNIENIE\n", false},
		{"zażalenie zostało uwzględnione", decisionHead + "postanawia: nie uwzględnić zażalenia.\nUZASADNIENIE\n", true},
		{"zażalenie zostało oddalone", decisionHead + "postanawia: nie uwzględnić zażalenia.\nUZASADNIENIE\n", false},
		{"zażalenie zostało oddalone", decisionHead + "postanawia: nie obciążać wnioskodawcy kosztami i nie uchylić postanowienia.\nUZASADNIENIE\n", false},
		// Letters spaced out: the verb, the header and the heading.
		{"skarga kasacyjna została uwzględniona", "Wyrok z dnia 3 marca 1998 r.\nI CKN 1/98\nSąd Najwyższy po rozpoznaniu sprawy z powództwa E. przeciwko F. na skutek skargi kasacyjnej powoda\no d d a l i ł skargę kasacyjną.\nUzasadnienie\nSąd Apelacyjny uwzględnił apelację", true},
		{"skarga kasacyjna okazała się bezzasadna", "Wyrok z dnia 3 marca 1998 r.\nI CKN 1/98\nSąd Najwyższy po rozpoznaniu sprawy z powództwa E. przeciwko F.\no d d a l i ł skargę kasacyjną.\nUzasadnienie\n", false},
		{"zażalenie zostało uwzględnione", decisionHead + "p o s t a n a w i a:\noddalić zażalenie.\nU z a s a d n i e n i e\nSąd Rejonowy uchyla", true},
		{"apelacja została uwzględniona", caseHead + "u c h y l a w całości zaskarżony wyrok i przekazuje sprawę do ponownego rozpoznania.\nUZASADNIENIE\n", false},
	} {
		o, ok := pl.ReadOutcome(lowerWordsOf(c.memo))
		if !ok {
			t.Fatalf("%q: no outcome", c.memo)
		}
		found, got := CaseOutcomeDiffers(o, norm.NewSource(c.ruling))
		if got != c.differs {
			t.Errorf("%q against %q: differs %v (%q), want %v (%+v)", c.memo, c.ruling, got, found, c.differs, readSentencja(norm.Normalize(c.ruling)))
		}
	}
}

// TestOperativeForms: the red outcome-contradicts reads the same forms of
// an operative part — the infinitive after „postanawia:”, a verb and a
// heading with their letters spaced out — and still none from a text
// with no heading of its reasons.
func TestOperativeForms(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		ruling, claim string
		want          string // the operative part's words of the conflict, "" none
	}{
		{decisionHead + "postanawia: oddalić zażalenie.\nUZASADNIENIE\n", "Sąd Okręgowy uwzględnił zażalenie wnioskodawcy.", "oddalić zażalenie"},
		{decisionHead + "postanawia: oddalić zażalenie.\nUZASADNIENIE\n", "Sąd Okręgowy oddalił zażalenie.", ""},
		{decisionHead + "p o s t a n a w i a:\nnie uwzględnić zażalenia.\nUZASADNIENIE\n", "Sąd Okręgowy uwzględnił zażalenie wnioskodawcy.", "nie uwzględnić zażalenia"},
		{decisionHead + "postanawia: nie uwzględnić zażalenia.\nUZASADNIENIE\n", "Sąd Okręgowy oddalił zażalenie.", ""},
		{caseHead + "nie uwzględnia apelacji.\nUZASADNIENIE\n", "Sąd Okręgowy oddalił apelację.", ""},
		{decisionHead + "postanawia:\n1. uchylić zaskarżone postanowienie;\n2. przekazać sprawę do ponownego rozpoznania.\nUZASADNIENIE\n", "Sąd Okręgowy oddalił zażalenie.", "uchylić zaskarżone postanowienie"},
		{decisionHead + "postanawia:\n1. uchylić zaskarżone postanowienie;\n2. oddalić zażalenie w pozostałej części.\nUZASADNIENIE\n", "Sąd Okręgowy oddalił zażalenie.", ""},
		{"Wyrok z dnia 3 marca 1998 r.\nSąd Najwyższy po rozpoznaniu sprawy z powództwa E. przeciwko F. na skutek kasacji powoda od wyroku Sądu Apelacyjnego\no d d a l i ł kasację.\nUzasadnienie\nSąd Apelacyjny uwzględnił apelację", "Sąd Najwyższy uwzględnił kasację powoda.", "oddalił kasację"},
		{"Wyrok z dnia 3 marca 1998 r.\nSąd Najwyższy po rozpoznaniu sprawy na skutek kasacji powoda od wyroku Sądu Apelacyjnego\no d d a l i ł kasację.\nUzasadnienie\n", "Sąd Najwyższy oddalił kasację powoda.", ""},
		{caseHead + "oddala apelację.\nU z a s a d n i e n i e\nSąd Okręgowy zważył, co następuje.", "Sąd Okręgowy uwzględnił apelację pozwanego.", "oddala apelację"},
		{caseHead + "oddala apelację.\nSąd Okręgowy zważył, co następuje.", "Sąd Okręgowy uwzględnił apelację pozwanego.", ""}, // no heading of the reasons
	} {
		found, stated, ok := outcomeConflict(c.claim, norm.NewSource(c.ruling))
		if got := map[bool]string{true: found.text}[ok]; got != c.want {
			t.Errorf("%q against %q: conflict %q (stated %q), want %q", c.claim, c.ruling, got, stated.text, c.want)
		}
	}
}
