package library

import (
	"errors"
	"strings"
	"testing"
)

// TestResolveStatuteUnits: the units of the real statutes of the shared
// library, in the forms their texts write them — a first paragraph on the
// article's line ("Art. 32. 1. Wszyscy…" is ust. 1), § and ust. on their
// own lines, recitals of an EU act — and what is not there, by kind.
func TestResolveStatuteUnits(t *testing.T) {
	l, _ := sharedLibrary(t)
	found := []struct{ anchor, has string }{
		{"art. 32 ust. 1 Konstytucji", "Wszyscy są wobec prawa równi"},
		{"art. 32 ust. 2 Konstytucji", "Nikt  nie  może  być  dyskryminowany"},
		{"art. 64 ust. 1 Konstytucji", "Każdy  ma  prawo  do  własności"},
		{"art. 2 Konstytucji RP", "demokratycznym państwem prawnym"},
		{"art. 483 § 1 k.c.", "kara umowna"},
		{"art. 483 § 1 kc", "kara umowna"},
		{"art. 398^1 § 1 k.p.c.", "skargę kasacyjną"},
		{"art. 33 ust. 1 RODO", "72 godzin"},
		{"art. 33 ust. 3 lit. b RODO", "imię i nazwisko"},
		{"motyw 39 RODO", "Wszelkie przetwarzanie danych osobowych powinno być zgodne z prawem"},
		{"motywu 85 RODO", "(85)"},
		// The 2015 consolidated Kodeks pracy gives art. 190 twice: in force
		// („16 lat”) and in its later wording („15 lat”); both are the article.
		{"art. 190 § 2 k.p.", "nie ukończyła 16 lat"},
	}
	for _, c := range found {
		res, err := l.Resolve(ParseAnchor(c.anchor))
		if err != nil {
			t.Errorf("%s: %v", c.anchor, err)
			continue
		}
		if !anySpanHas(res.Spans, c.has) {
			t.Errorf("%s: spans %d, first %q, want one to hold %q", c.anchor, len(res.Spans), first(res.Spans), c.has)
		}
	}
	missing := []struct {
		anchor string
		kind   NotFoundKind
	}{
		{"art. 33 ust. 6 RODO", NoUnit},
		{"art. 366 § 1 k.p.c.", NoUnit}, // art. 366 k.p.c. has no paragraphs
		{"art. 9999 k.c.", NoArticle},
		{"motyw 999 RODO", NoArticle},
		{"art. 12 ustawy o ochronie konkurencji i konsumentów", UnknownAct},
		{"art. 10 ustawy z dnia 28 lipca 2005 r. o zmianie ustawy – Kodeks cywilny", UnknownAct},
		{"art. 148 k.k.", ActAbsent},
		{"art. 89 ust. 1 pkt 2 ustawy Pzp", ActAbsent},
	}
	for _, c := range missing {
		_, err := l.Resolve(ParseAnchor(c.anchor))
		var nf *NotFound
		if !errors.As(err, &nf) || nf.Kind != c.kind {
			t.Errorf("%s: %v, want a NotFound of kind %d", c.anchor, err, c.kind)
		}
	}
}

func anySpanHas(sp []Span, s string) bool {
	for _, x := range sp {
		if strings.Contains(x.Text, s) {
			return true
		}
	}
	return false
}

func first(sp []Span) string {
	if len(sp) == 0 {
		return ""
	}
	return clipText(sp[0].Text, 80)
}

func clipText(s string, n int) string {
	if len(s) > n {
		return s[:n]
	}
	return s
}

// TestResolveFlattenedSuperscript: a plain number that names no article is
// read with a superscript (3981 → 398^1); one that names an article keeps
// it and offers the superscript reading beside it (551 → 551 and 55^1).
func TestResolveFlattenedSuperscript(t *testing.T) {
	l, _ := sharedLibrary(t)
	res, err := l.Resolve(ParseAnchor("art. 3981 § 1 k.p.c."))
	if err != nil || res.Reread != "art. 3981 § 1" || len(res.Spans) == 0 || !strings.HasPrefix(res.Spans[0].Provision, "art. 398^1") {
		t.Fatalf("art. 3981 k.p.c.: %+v, %v", res, err)
	}
	res, err = l.Resolve(ParseAnchor("art. 551 k.c."))
	if err != nil || res.Reread != "" || len(res.Spans) == 0 || res.Spans[0].Provision != "art. 551" || len(res.Superscript) == 0 || res.Superscript[0].Provision != "art. 55^1" {
		t.Fatalf("art. 551 k.c.: %+v, %v", res, err)
	}
	if got := superscriptReadings(ParseAnchor("art. 4790 k.p.c.").Provision); len(got) != 1 || got[0].Art != "47^90" {
		t.Errorf("readings of 4790: %+v", got)
	}
	// A flattened 55¹ whose unit the plain article lacks; a flattened § 2¹.
	for anchor, want := range map[string]string{"art. 551 pkt 4 k.c.": "art. 55^1 pkt 4", "art. 30 § 21 k.p.": "art. 30 § 2^1"} {
		res, err := l.Resolve(ParseAnchor(anchor))
		if err != nil || len(res.Spans) == 0 || res.Spans[0].Provision != want {
			t.Errorf("%s: %+v, %v; want %s", anchor, res, err, want)
		}
	}
}

// TestResolveSeveralDecisions: one case number with several decisions, or
// another form than the library holds, and a date that matches none, is no
// source for that decision; one decision of the cited form keeps a wrong
// date (the engine reports it).
func TestResolveSeveralDecisions(t *testing.T) {
	l, _ := sharedLibrary(t)
	// III CZP 39/02 is one uchwała of 2002-07-05 in the library.
	if res, err := l.Resolve(Query{Signature: "III CZP 39/02", Date: "2002-07-06", Form: "uchwała"}); err != nil || len(res.Sources) != 1 {
		t.Errorf("one decision, wrong date: %v, %v", res, err)
	}
	var nf *NotFound
	if _, err := l.Resolve(Query{Signature: "III CZP 39/02", Date: "2002-07-06", Form: "postanowienie"}); !errors.As(err, &nf) {
		t.Errorf("another form and date: %v, want NotFound", err)
	}
	if res, err := l.Resolve(Query{Signature: "III CZP 39/02", Date: "5 lipca 2002 r.", Form: "uchwały"}); err != nil || len(res.Sources) != 1 {
		t.Errorf("the right decision: %v, %v", res, err)
	}
	// A TK Ts case holds the refusal and the decision on the complaint:
	// another date is the other decision.
	if _, err := l.Resolve(Query{Signature: "Ts 9/98", Date: "1998-04-06", Form: "postanowienie"}); !errors.As(err, &nf) {
		t.Errorf("Ts 9/98 of another date: %v, want NotFound", err)
	}
	// Another court and another date: another case with the same number.
	if _, err := l.Resolve(Query{Signature: "I ACa 84/14", Court: "SA w L.", Date: "2014-05-14"}); !errors.As(err, &nf) {
		t.Errorf("I ACa 84/14 of SA w L.: %v, want NotFound", err)
	}
	if res, err := l.Resolve(Query{Signature: "I ACa 84/14", Court: "Sąd Apelacyjny w Katowicach", Date: "2014-05-14"}); err != nil || len(res.Sources) != 1 {
		t.Errorf("I ACa 84/14 of its court, another date: %v, %v (the date does not match, the engine says so)", res, err)
	}
}

// TestResolveCourtDate: a ruling cited by court and date without a
// signature is looked up by them.
func TestResolveCourtDate(t *testing.T) {
	l, _ := sharedLibrary(t)
	res, err := l.Resolve(Query{Court: "Sąd Najwyższy", Date: "2002-07-05"})
	if err != nil || len(res.Sources) < 2 || !res.Ambiguous {
		t.Errorf("two SN rulings of 2002-07-05: %+v, %v", res, err)
	}
	if _, err := l.Resolve(Query{Court: "Sąd Najwyższy", Date: "2002-07-04"}); err == nil {
		t.Error("no SN ruling of 2002-07-04: found one")
	}
}

// TestHeaderDate: the ruling's own date in its header, not the date of the
// ruling under appeal.
func TestHeaderDate(t *testing.T) {
	t.Parallel()
	for h, want := range map[string]string{
		"Sygn. akt AUa 927/13\nPOSTANOWIENIE\n13 luty 2014 r.\nSąd Apelacyjny\npo rozpoznaniu w dniu 13 lutego 2014 r. w Gdańsku\nod wyroku Sądu Okręgowego\nz dnia 26 lutego 2013 r., sygn. akt IV U 929/11\n": "2014-02-13",
		"Sygn. akt I C 1/13\n\nWYROK\nW IMIENIU RZECZYPOSPOLITEJ POLSKIEJ\n\nDnia 5 lipca 2002 r.\n":                                                                                                            "2002-07-05",
		"Sygn. akt II Ca 1/14\nWYROK\nSąd Okręgowy\npo rozpoznaniu w dniu 7 marca 2014 r.\nna skutek apelacji od wyroku Sądu Rejonowego z dnia 1 października 2013 r.\n":                                        "2014-03-07",
		"Uchwała z dnia 5 lipca 2002 r. III CZP 39/02\n": "2002-07-05",
		"Sygn. akt KIO/1486/10\nWYROK\nz dnia 29 lipca 2010 r.\n\nKrajowa Izba Odwoławcza - w składzie:\npo rozpoznaniu na rozprawie w dniu 27 lipca 2010 r. w Warszawie odwołania\n": "2010-07-29",
		"WYROK\nz dnia 3 marca 2015 r.\nSąd Najwyższy po rozpoznaniu w dniu 24 lutego 2015 r. na posiedzeniu\n":                                                                       "2015-03-03",
		"POSTANOWIENIE\nna skutek zażalenia na postanowienie Sądu Rejonowego z dnia 3 maja 2013 r.\n":                                                                                 "",
		// A date written with hyphens or dots on its own line, after the
		// seat: the ruling's, not a later date of the text.
		"Sygn. akt I C 410/14\nWYROK\nW IMIENIU RZECZYPOSPOLITEJ POLSKIEJ\nKonin, dnia 17-11-2014 r.\nSąd Rejonowy w Koninie\npo rozpoznaniu w dniu 3 listopada 2014 r.\n": "2014-11-17",
		"Sygn. akt I C 411/14\nWYROK\nKonin, dnia 17.11.2014 r.\nSąd Rejonowy w Koninie\npo rozpoznaniu w dniu 3 listopada 2014 r.\n":                                      "2014-11-17",
		"WYROK\nz dnia 17-11-2014 r.\nSąd Rejonowy w Koninie po rozpoznaniu w dniu 3 listopada 2014 r.\n":                                                                  "2014-11-17",
		// The seat anonymised to its initial: the line is still the
		// ruling's date, not the hearing's after it.
		"Sygn. akt XI C 1/14\nWYROK\nW IMIENIU RZECZYPOSPOLITEJ POLSKIEJ\nK., dnia 21 listopada 2014 r.\nSąd Rejonowy w Koninie\npo rozpoznaniu na rozprawie w dniu 7 listopada 2014 r.\n": "2014-11-21",
	} {
		if got := headerDate(h); got != want {
			t.Errorf("headerDate(%q) = %q, want %q", h[:min(len(h), 50)], got, want)
		}
	}
}
