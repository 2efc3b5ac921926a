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
		{"art. 6 ust. 1 lit. f RODO", Provision{Art: "6", Ust: "1", Lit: "f", Written: "art. 6 ust. 1 lit. f"}, "RODO"},
		{"art. 6 ust. 1 lit. f) RODO", Provision{Art: "6", Ust: "1", Lit: "f", Written: "art. 6 ust. 1 lit. f)"}, "RODO"},
		{"art. 2–4 ustawy", Provision{Art: "2", ArtTo: "4", Written: "art. 2-4"}, "ustawy"},
		{"art. 446 § 2-3 k.c.", Provision{Art: "446", Par: "2", Written: "art. 446 § 2-3"}, "k.c."},
		{"Art. 5 § 1 zd. 2 k.p.c.", Provision{Art: "5", Par: "1", Zd: "2", Written: "art. 5 § 1 zd. 2"}, "k.p.c."},
		{"art. 5 zdanie drugie", Provision{Art: "5", Zd: "drugie", Written: "art. 5 zd. drugie"}, ""},
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
	} {
		got, rest, ok := ParseProvision(tc.in)
		if !ok || got != tc.want || strings.Join(strings.Fields(rest), " ") != tc.rest {
			t.Errorf("ParseProvision(%q) = %#v, %q, %v\nwant %#v, %q", tc.in, got, rest, ok, tc.want, tc.rest)
		}
	}
	if _, _, ok := ParseProvision("artykuły prasowe"); ok {
		t.Error("a word starting with art is not a provision")
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
		{"artykuły prasowe", nil, "artykuły prasowe"},
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
		"motyw 39 RODO", "art. 25 do 28", "art. 448 § l kc", "art. 471 i nast."} {
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
	for _, s := range []string{"art. 2, art. 31 ust. 3 i art. 64 Konstytucji", "art. 2, 31 i 64", "art. 25 do 28 k.c.", "motyw 39 i 40", "art. 5 i 10 dni"} {
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
	})
}
