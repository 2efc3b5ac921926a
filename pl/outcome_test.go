package pl

import (
	"strings"
	"testing"
	"unicode"
)

func lowerWordsOf(s string) []string {
	return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) })
}

// TestReadOutcome: the outcome a sentence states with the case as subject,
// in the past tense, also without Polish letters; a future, a conditional
// and a sentence with no remedy state none.
func TestReadOutcome(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		text    string
		ok      bool
		remedy  string
		granted bool
	}{
		{"W tej sprawie apelacja okazała się uzasadniona, co skutkowało zmianą wyroku", true, "apela", true},
		{"W sprawie tej skarga kasacyjna okazała się bezzasadna", true, "skarg", false},
		{"Apelacja pozwanego w tamtej sprawie okazała się zasadna", true, "apela", true},
		{"W przywołanej sprawie powództwo zostało oddalone", true, PowodKey, false},
		{"W tamtej sprawie doszło do uchylenia wyroku i przekazania sprawy", true, "", true},
		{"apelacja okazala sie uzasadniona, co skutkowalo zmiana wyroku", true, "apela", true},
		{"zażalenie nie zostało uwzględnione", true, "zazal", false},
		{"postępowanie zakończyło się oddaleniem apelacji", true, "apela", false},
		{"apelacja nie doprowadziła do zmiany wyroku", true, "", false},
		{"W tej sprawie apelacja okaże się zasadna", false, "", false},
		{"apelacja zostanie uwzględniona", false, "", false},
		{"Stanowisko to okazało się zasadne", false, "", false},
		{"Sąd Okręgowy oddalił apelację", false, "", false},
	} {
		o, ok := ReadOutcome(lowerWordsOf(c.text))
		if ok != c.ok || ok && (o.Remedy != c.remedy || o.Granted != c.granted) {
			t.Errorf("%q: %+v %v, want %q granted %v (%v)", c.text, o, ok, c.remedy, c.granted, c.ok)
		}
	}
}

// TestReadActOutcome: the outcome of a court's act („oddalił apelację”).
func TestReadActOutcome(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		text    string
		ok      bool
		remedy  string
		granted bool
	}{
		{"Sąd Okręgowy oddalił apelację powoda", true, "apela", false},
		{"Sąd Najwyższy uwzględnił skargę kasacyjną", true, "skarg", true},
		{"Sad nie uwzglednil apelacji", true, "apela", false},
		{"Sąd Apelacyjny uchylił zaskarżony wyrok", true, "", true},
		{"W tej sprawie uwzględniono apelację", true, "apela", true},
		{"Sąd Okręgowy rozpoznał apelację", false, "", false},
	} {
		o, ok := ReadActOutcome(lowerWordsOf(c.text))
		if ok != c.ok || ok && (o.Remedy != c.remedy || o.Granted != c.granted) {
			t.Errorf("%q: %+v %v, want %q granted %v (%v)", c.text, o, ok, c.remedy, c.granted, c.ok)
		}
	}
}
