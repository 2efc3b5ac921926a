package pl

import (
	"strings"
	"testing"
)

func TestParseProvision(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		in   string
		want Provision
		rest string
	}{
		{"art. 415 k.c.", Provision{Art: "415", Written: "art. 415"}, "k.c."},
		{"art. 417¹ § 2 KC", Provision{Art: "417^1", Par: "2", Written: "art. 417¹ § 2"}, "KC"},
		{"art. 417[1] § 2 k.c.", Provision{Art: "417^1", Par: "2", Written: "art. 417[1] § 2"}, "k.c."},
		// Issue 22 class 13: a superscript typed in parentheses or after a caret.
		{"art. 442(1) § 2 k.c.", Provision{Art: "442^1", Par: "2", Written: "art. 442¹ § 2"}, "k.c."},
		{"art. 446(1) kc", Provision{Art: "446^1", Written: "art. 446¹"}, "kc"},
		{"art. 442^1 § 3 k.c.", Provision{Art: "442^1", Par: "3", Written: "art. 442¹ § 3"}, "k.c."},
		{"zgodnie z art. 398(11) Kodeksu postępowania cywilnego", Provision{Art: "398^11", Written: "art. 398¹¹"}, "zgodnie z Kodeksu postępowania cywilnego"},
		// The EU style "art. 6(1)" is art. 6 (ust. 1), not art. 6¹.
		{"art. 6(1) RODO", Provision{Art: "6", Written: "art. 6"}, "(1) RODO"},
		{"art. 6 ust. 1 lit. f RODO", Provision{Art: "6", Ust: "1", Lit: "f", Written: "art. 6 ust. 1 lit. f"}, "RODO"},
		{"art. 6 ust. 1 lit. f) RODO", Provision{Art: "6", Ust: "1", Lit: "f", Written: "art. 6 ust. 1 lit. f)"}, "RODO"},
		{"art. 2–4 ustawy", Provision{Art: "2", ArtTo: "4", Written: "art. 2-4"}, "ustawy"},
		{"art. 446 § 2-3 k.c.", Provision{Art: "446", Par: "2", Written: "art. 446 § 2-3"}, "k.c."},
		{"Art. 5 § 1 zd. 2 k.p.c.", Provision{Art: "5", Par: "1", Zd: "2", Written: "art. 5 § 1 zd. 2"}, "k.p.c."},
		{"art. 5 zdanie drugie", Provision{Art: "5", Zd: "drugie", Written: "art. 5 zd. drugie"}, ""},
		// A note typed fast: "par." for §, units without their dots or
		// with one too many (issue 22, class 14).
		{"art. 481 par. 1 kc", Provision{Art: "481", Par: "1", Written: "art. 481 § 1"}, "kc"},
		{"art. 98 par.1 kpc", Provision{Art: "98", Par: "1", Written: "art. 98 § 1"}, "kpc"},
		{"art. 98 par 1 kpc", Provision{Art: "98", Par: "1", Written: "art. 98 § 1"}, "kpc"},
		{"art. 6 ust 1 pkt. 2 ustawy", Provision{Art: "6", Ust: "1", Pkt: "2", Written: "art. 6 ust. 1 pkt 2"}, "ustawy"},
		{"art. 100 zd 2 kpc", Provision{Art: "100", Zd: "2", Written: "art. 100 zd. 2"}, "kpc"},
		{"art. 5 ustawy", Provision{Art: "5", Written: "art. 5"}, "ustawy"},
		{"art. 5 pkt 1 ust. 2", Provision{Art: "5", Ust: "2", Pkt: "1", Written: "art. 5 pkt 1 ust. 2"}, ""},
		{"zgodnie z art.\u00a0233 §\u00a01 k.p.c.", Provision{Art: "233", Par: "1", Written: "art. 233 § 1"}, "zgodnie z k.p.c."},
		// § l is § 1; ranges with "do"; "i nast." and "in fine" read with
		// the provision; recitals.
		{"art. 448 § l k.c.", Provision{Art: "448", Par: "1", Written: "art. 448 § 1"}, "k.c."},
		{"art. 25 do 28 k.c.", Provision{Art: "25", ArtTo: "28", Written: "art. 25-28"}, "k.c."},
		{"art. 471 i nast. k.c.", Provision{Art: "471", Written: "art. 471"}, "k.c."},
		{"art. 5 in fine kc", Provision{Art: "5", Written: "art. 5"}, "kc"},
		{"art. 118 zd. 1 Kc", Provision{Art: "118", Zd: "1", Written: "art. 118 zd. 1"}, "Kc"},
		{"art. 5 pkt 1 ustawy o ochronie", Provision{Art: "5", Pkt: "1", Written: "art. 5 pkt 1"}, "ustawy o ochronie"},
		{"motyw 39 RODO", Provision{Motyw: "39", Written: "motyw 39"}, "RODO"},
		{"w motywie 85 preambuły RODO", Provision{Motyw: "85", Written: "motyw 85"}, "w preambuły RODO"},
		{"art. 398¹¹ § 2 k.p.c.", Provision{Art: "398^11", Par: "2", Written: "art. 398¹¹ § 2"}, "k.p.c."},
		// The word written out, in every case and number, is written
		// "art." (the claim's source_id and the library's query).
		{"Artykuł 12 § 1 k.p.c. przesądza", Provision{Art: "12", Par: "1", Written: "art. 12 § 1"}, "k.p.c. przesądza"},
		{"Na mocy artykułu 8 ustawy", Provision{Art: "8", Written: "art. 8"}, "Na mocy ustawy"},
		{"Artykułowi 5 k.c. nadano", Provision{Art: "5", Written: "art. 5"}, "k.c. nadano"},
		{"procedura normowana artykułem 9 tejże ustawy", Provision{Art: "9", Written: "art. 9"}, "procedura normowana tejże ustawy"},
		{"W artykule 5 k.c. ustawodawca", Provision{Art: "5", Written: "art. 5"}, "W k.c. ustawodawca"},
		{"w artykule 446 § 4 k.c.", Provision{Art: "446", Par: "4", Written: "art. 446 § 4"}, "w k.c."},
		{"Artykuły 5 i 6 k.c. stanowią", Provision{Art: "5", Written: "art. 5"}, "i 6 k.c. stanowią"},
		{"treść artykułów 415–417 k.c.", Provision{Art: "415", ArtTo: "417", Written: "art. 415-417"}, "treść k.c."},
		{"artykułom 2 i 3 Konstytucji", Provision{Art: "2", Written: "art. 2"}, "i 3 Konstytucji"},
		{"artykułami 23 i 24 k.c.", Provision{Art: "23", Written: "art. 23"}, "i 24 k.c."},
		{"W artykułach 10-12 ustawy", Provision{Art: "10", ArtTo: "12", Written: "art. 10-12"}, "W ustawy"},
		{"W przepisie art. 5 k.c. mowa", Provision{Art: "5", Written: "art. 5"}, "W przepisie k.c. mowa"},
		// A day after the written-out word is a date, not an article; the
		// provision after it is read.
		{"artykuły z 12 maja i artykuły 12 maja 2020 r. o art. 7 k.c.", Provision{Art: "7", Written: "art. 7"}, "artykuły z 12 maja i artykuły 12 maja 2020 r. o k.c."},
	} {
		got, rest, ok := ParseProvision(tc.in)
		if !ok || got != tc.want || strings.Join(strings.Fields(rest), " ") != tc.rest {
			t.Errorf("ParseProvision(%q) = %#v, %q, %v\nwant %#v, %q", tc.in, got, rest, ok, tc.want, tc.rest)
		}
	}
	for _, s := range []string{"artykuły prasowe", "W artykule z 2019 r. autor", "opublikował artykuły 12 maja 2020 r.", "Artykułu 5 lipca nie było",
		"artykulik 5", "artykułowy 5", "partykuła 5", "kartykuł 5"} {
		if p, _, ok := ParseProvision(s); ok {
			t.Errorf("ParseProvision(%q) = %+v: no provision there", s, p)
		}
	}
	if p, n, ok := MatchProvision("art. 5 ust. 1 lit. a k.c."); !ok || p.Written != "art. 5 ust. 1 lit. a" || n != len("art. 5 ust. 1 lit. a") {
		t.Errorf("MatchProvision = %+v, %d, %v", p, n, ok)
	}
	if _, _, ok := MatchProvision("zob. art. 5"); ok {
		t.Error("MatchProvision reads only at the start")
	}
	if s := (Provision{Art: "417^1", Par: "2", Ust: "1", Pkt: "3", Lit: "a"}).String(); s != "art. 417^1 § 2 ust. 1 pkt 3 lit. a" {
		t.Errorf("String = %q", s)
	}
}

func TestMatchProvisionList(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		in   string
		want []string // String of each
		rest string   // what follows the list
	}{
		{"art. 2, art. 31 ust. 3 i art. 64 Konstytucji", []string{"art. 2", "art. 31 ust. 3", "art. 64"}, " Konstytucji"},
		{"art. 2, 31 i 64 Konstytucji", []string{"art. 2", "art. 31", "art. 64"}, " Konstytucji"},
		{"art. 415 i 417¹ § 1 k.c.", []string{"art. 415", "art. 417^1 § 1"}, " k.c."},
		{"art. 25 do 28 k.c.", []string{"art. 25-28"}, " k.c."},
		{"art. 471 i nast. k.c.", []string{"art. 471"}, " k.c."},
		{"art. 5 i 10 dni później", []string{"art. 5"}, " i 10 dni później"},
		{"art. 361 § 1 w zw. z art. 415 k.c.", []string{"art. 361 § 1", "art. 415"}, " k.c."},
		{"art. 24, 23 oraz art. 448 § l kc", []string{"art. 24", "art. 23", "art. 448 § 1"}, " kc"},
		{"motyw 39 i motyw 40 RODO", []string{"motyw 39", "motyw 40"}, " RODO"},
		{"motyw 39 i 40 RODO", []string{"motyw 39"}, " i 40 RODO"},
		{"artykuły prasowe", nil, "artykuły prasowe"},
		// Written out, plural.
		{"Artykuły 5 i 6 k.c. stanowią", []string{"art. 5", "art. 6"}, " k.c. stanowią"},
		{"artykułów 415–417 k.c.", []string{"art. 415-417"}, " k.c."},
		{"artykułów 415, 416 i 417 k.c.", []string{"art. 415", "art. 416", "art. 417"}, " k.c."},
		{"artykułach 23 i 24 k.c.", []string{"art. 23", "art. 24"}, " k.c."},
		// A bare number just past the last unit is the next unit of the
		// same article; two articles otherwise.
		{"art. 444 § 1 i 2 k.c.", []string{"art. 444 § 1", "art. 444 § 2"}, " k.c."},
		{"art. 60 ust. 1 i 2 Konstytucji", []string{"art. 60 ust. 1", "art. 60 ust. 2"}, " Konstytucji"},
		{"art. 167 ust. 1 i 4 Konstytucji", []string{"art. 167 ust. 1", "art. 167 ust. 4"}, " Konstytucji"},
		{"art. 5 ust. 1 pkt 1, 2 i 3 ustawy", []string{"art. 5 ust. 1 pkt 1", "art. 5 ust. 1 pkt 2", "art. 5 ust. 1 pkt 3"}, " ustawy"},
		{"art. 49 ust. 1 i 2 pkt 3 ustawy", []string{"art. 49 ust. 1", "art. 49 ust. 2 pkt 3"}, " ustawy"},
		{"art. 5 § 1 zd. 1 i 2 k.c.", []string{"art. 5 § 1", "art. 5 § 1"}, " k.c."},
		{"art. 2 i 3 k.c.", []string{"art. 2", "art. 3"}, " k.c."},
		{"art. 7 ust. 1 i 8 ust. 2 ustawy", []string{"art. 7 ust. 1", "art. 8 ust. 2"}, " ustawy"},
		{"art. 10 § 1 i 20 k.c.", []string{"art. 10 § 1", "art. 20"}, " k.c."},
		{"art. 10 § 3 i 2 k.c.", []string{"art. 10 § 3", "art. 2"}, " k.c."},
		{"art. 2-4 i 6 k.c.", []string{"art. 2-4", "art. 6"}, " k.c."},
		{"art. 444 § 1 i 2 dni później", []string{"art. 444 § 1"}, " i 2 dni później"},
		// An item led by a unit belongs to the article before it.
		{"art. 444 § 1 i § 2 k.c.", []string{"art. 444 § 1", "art. 444 § 2"}, " k.c."},
		{"art. 446 § 1, § 3 i § 4 k.c.", []string{"art. 446 § 1", "art. 446 § 3", "art. 446 § 4"}, " k.c."},
		{"art. 5 ust. 1 pkt 2 i ust. 3 ustawy", []string{"art. 5 ust. 1 pkt 2", "art. 5 ust. 3"}, " ustawy"},
		{"art. 5 ust. 1 i pkt 3 ustawy", []string{"art. 5 ust. 1", "art. 5 ust. 1 pkt 3"}, " ustawy"},
		// Letters of a lit. list; a one-letter word is no letter.
		{"art. 6 ust. 1 lit. a i b RODO", []string{"art. 6 ust. 1 lit. a", "art. 6 ust. 1 lit. b"}, " RODO"},
		{"art. 6 ust. 1 lit. a), b) i c) RODO", []string{"art. 6 ust. 1 lit. a", "art. 6 ust. 1 lit. b", "art. 6 ust. 1 lit. c"}, " RODO"},
		{"art. 9 ust. 2 lit. b i w zw. z art. 7 RODO", []string{"art. 9 ust. 2 lit. b"}, " i w zw. z art. 7 RODO"},
		{"art. 6 ust. 1 lit. f i 7 RODO", []string{"art. 6 ust. 1 lit. f", "art. 7"}, " RODO"},
		{"art. 6 ust. 1 lit. c i b RODO", []string{"art. 6 ust. 1 lit. c"}, " i b RODO"},
	} {
		ps, n := MatchProvisionList(tc.in)
		var got []string
		for _, p := range ps {
			got = append(got, p.String())
		}
		if strings.Join(got, "|") != strings.Join(tc.want, "|") || tc.in[n:] != tc.rest {
			t.Errorf("MatchProvisionList(%q) = %q, rest %q; want %q, rest %q", tc.in, got, tc.in[n:], tc.want, tc.rest)
		}
	}
}

func FuzzParseProvision(f *testing.F) {
	for _, s := range []string{"art. 415 k.c.", "art. 417¹ § 2 KC", "art. 2-4 ustawy", "Art. 5 § 1 zd. 2", "art. 6 ust. 1 lit. f)",
		"motyw 39 RODO", "art. 25 do 28", "art. 448 § l kc", "art. 471 i nast.", "art. 442(1) § 2 k.c.", "art. 6(1) RODO", "art. 442^1 k.c."} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, rest, ok := ParseProvision(s)
		if !ok {
			return
		}
		if p.Art == "" && p.Motyw == "" || len(rest) > len(s) {
			t.Fatalf("ParseProvision(%q) = %+v, %q", s, p, rest)
		}
		if q, _, ok2 := ParseProvision(p.Written); !ok2 || q.Art != p.Art || q.Motyw != p.Motyw || q.Par != p.Par || q.Ust != p.Ust || q.Pkt != p.Pkt || q.Lit != p.Lit {
			t.Fatalf("%q reads back as %+v, not %+v", p.Written, q, p)
		}
	})
}

func FuzzMatchAct(f *testing.F) {
	for _, s := range []string{"k.c.", "Kodeksu cywilnego", "KPC)", "Konstytucji RP"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		a, n := MatchAct(s)
		if (a == nil) != (n == 0) || n > len(s) {
			t.Fatalf("MatchAct(%q) = %v, %d", s, a, n)
		}
		LookupAct(s)
		CanonicalAct(s)
	})
}

func FuzzMatchProvisionList(f *testing.F) {
	for _, s := range []string{"art. 2, art. 31 ust. 3 i art. 64 Konstytucji", "art. 2, 31 i 64", "art. 25 do 28 k.c.", "motyw 39 i 40", "art. 5 i 10 dni",
		"art. 444 § 1 i 2 k.c.", "Artykuły 5 i 6", "art. 446 § 1, § 3 i § 4", "art. 6 ust. 1 lit. a), b) i c) RODO", "art. 5 § 1 zd. 1 i 2"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		ps, n := MatchProvisionList(s)
		if (len(ps) == 0) != (n == 0) || n > len(s) {
			t.Fatalf("MatchProvisionList(%q) = %v, %d", s, ps, n)
		}
		for _, p := range ps {
			if p.Art == "" && p.Motyw == "" {
				t.Fatalf("MatchProvisionList(%q): empty provision in %v", s, ps)
			}
		}
		items, k := MatchProvisionItems(s)
		if k != n || len(items) != len(ps) {
			t.Fatalf("MatchProvisionItems(%q) = %v, %d; the list is %v, %d", s, items, k, ps, n)
		}
		end := 0
		for _, it := range items {
			if it.Start < end || it.End <= it.Start || it.End > n {
				t.Fatalf("MatchProvisionItems(%q): item %+v out of order or range", s, it)
			}
			end = it.End
		}
	})
}

func TestMatchProvisionItems(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		in   string
		want []string // each item: Written@text
	}{
		{"art. 444 § 1 i 2 k.c.", []string{"art. 444 § 1@art. 444 § 1", "art. 444 § 2@2"}},
		{"art. 5 § 1 zd. 1 i 2 k.c.", []string{"art. 5 § 1 zd. 1@art. 5 § 1 zd. 1", "art. 5 § 1 zd. 2@2"}},
		{"Artykuły 5 i 6 k.c.", []string{"art. 5@Artykuły 5", "art. 6@6"}},
		{"art. 446 § 1, § 3 i § 4 k.c.", []string{"art. 446 § 1@art. 446 § 1", "art. 446 § 3@§ 3", "art. 446 § 4@§ 4"}},
		{"art. 6 ust. 1 lit. a), b) i c) RODO", []string{"art. 6 ust. 1 lit. a)@art. 6 ust. 1 lit. a)", "art. 6 ust. 1 lit. b)@b)", "art. 6 ust. 1 lit. c)@c)"}},
		{"art. 2, 31 ust. 3 i art. 64 Konstytucji", []string{"art. 2@art. 2", "art. 31 ust. 3@31 ust. 3", "art. 64@art. 64"}},
	} {
		items, _ := MatchProvisionItems(tc.in)
		var got []string
		for _, it := range items {
			got = append(got, it.Written+"@"+tc.in[it.Start:it.End])
		}
		if strings.Join(got, "|") != strings.Join(tc.want, "|") {
			t.Errorf("MatchProvisionItems(%q) = %q\nwant %q", tc.in, got, tc.want)
		}
	}
}
