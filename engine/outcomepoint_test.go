package engine

import (
	"testing"

	"citeguard/norm"
)

// TestOutcomeNextPointCosts: a dismissal whose next point is about the
// costs without a verb of its own („I. oddala apelację; II. nie obciąża
// powoda kosztami”) is a dismissal, not a costs point: a memo's „uwzględnił
// apelację” is contradicted, also typed without Polish letters and when the
// memo reports it („piszesz, że SA w … uwzględnił”: a court named after
// „że” acts). A reported verb with no court named after „że”, another
// court's act and the ruling's own outcome are not; an amount („2.400 zł”)
// numbers no point.
func TestOutcomeNextPointCosts(t *testing.T) {
	t.Parallel()
	src := norm.NewSource("Sygn. akt I ACa 77/13\n\nWYROK\n\nW IMIENIU RZECZYPOSPOLITEJ POLSKIEJ\n\nDnia 5 czerwca 2013 r.\n\nSąd Apelacyjny w Lublinie – I Wydział Cywilny\n\npo rozpoznaniu sprawy z powództwa A. B. przeciwko C. D. o zapłatę na skutek apelacji powoda od wyroku Sądu Okręgowego w Lublinie\n\nI. oddala apelację;\n\nII. nie obciąża powoda kosztami postępowania apelacyjnego;\n\nIII. przyznaje adwokatowi E. F. kwotę 2.400 zł tytułem kosztów pomocy prawnej.\n\nUZASADNIENIE\n\nPowód wniósł o zapłatę.")
	for _, c := range []struct {
		claim, want string
	}{
		{"Sąd Apelacyjny w Lublinie uwzględnił apelację powoda.", "oddala apelację"},
		{"Sad Apelacyjny w Lublinie uwzglednil apelacje i przekazal sprawe do ponownego rozpoznania.", "oddala apelację"},
		{"Piszesz, że SA w Lublinie w sprawie I ACa 77/13 uwzględnił apelację.", "oddala apelację"},
		{"piszesz ze SA w Lublinie w sprawie I ACa 77/13 uwzglednil apelacje", "oddala apelację"},
		{"Sąd Apelacyjny w Lublinie oddalił apelację powoda.", ""},
		{"Piszesz, że uwzględnił apelację.", ""},                                         // no court named after „że”
		{"Sąd Apelacyjny wskazał, że sąd pierwszej instancji uwzględnił powództwo.", ""}, // another court
	} {
		found, _, ok := outcomeConflict(c.claim, src)
		if got := map[bool]string{true: found.text}[ok]; got != c.want {
			t.Errorf("%q: conflict %q, want %q", c.claim, got, c.want)
		}
	}
	for _, c := range []struct {
		text string
		want bool
	}{
		{"II. nie obciąża", true}, {"2) zasądza", true}, {"kwotę 2.400 zł", false}, {"art. 98 k.p.c.", false},
	} {
		got := false
		for _, w := range verdictWords(c.text) {
			got = got || w.point
		}
		if got != c.want {
			t.Errorf("%q: a point number %v, want %v", c.text, got, c.want)
		}
	}
}
