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

func FuzzParseProvision(f *testing.F) {
	for _, s := range []string{"art. 415 k.c.", "art. 417¹ § 2 KC", "art. 2-4 ustawy", "Art. 5 § 1 zd. 2", "art. 6 ust. 1 lit. f)"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, rest, ok := ParseProvision(s)
		if !ok {
			return
		}
		if p.Art == "" || len(rest) > len(s) {
			t.Fatalf("ParseProvision(%q) = %+v, %q", s, p, rest)
		}
		if q, _, ok2 := ParseProvision(p.Written); !ok2 || q.Art != p.Art || q.Par != p.Par || q.Ust != p.Ust || q.Pkt != p.Pkt || q.Lit != p.Lit {
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
