package pl

import (
	"strings"
	"testing"
)

// TestRelativeUnits: a unit of the provision named before ("§ 3 tego
// artykułu") is read with its pointer and put in that provision.
func TestRelativeUnits(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		base, in   string
		units, got string // "" units: no relative unit there
	}{
		{"art. 446", "§ 3 tego artykułu „Sąd", "§ 3", "art. 446 § 3"},
		{"art. 361 § 1", "§ 2 tego przepisu, „naprawienie", "§ 2", "art. 361 § 2"},
		{"art. 24 § 1", "zdanie drugie tego paragrafu:", "zd. drugie", "art. 24 § 1 zd. drugie"},
		{"art. 24 § 1", "zdaniu trzecim powołanego przepisu", "zd. trzecie", "art. 24 § 1 zd. trzecie"},
		{"art. 6 ust. 1 lit. f", "ust. 2 pkt 4 powołanego artykułu", "ust. 2 pkt 4", "art. 6 ust. 2 pkt 4"},
		{"art. 5 zd. 1", "zd. 2 tego samego artykułu.", "zd. 2", "art. 5 zd. 2"},
		{"art. 415", "pkt 4 wyżej powołanego art. stanowi", "pkt 4", "art. 415 pkt 4"},
		{"art. 446", "jego § 3 „Sąd", "§ 3", "art. 446 § 3"},
		{"art. 24 § 1", "jego zdanie drugie stanowi", "zd. drugie", "art. 24 § 1 zd. drugie"},
		{"art. 446", "jego skutków", "", ""},
		{"art. 446", "§ 3 tej ustawy", "", ""},
		{"art. 446", "§ 3 umowy", "", ""},
		{"art. 446", "§ 3 tego", "", ""},
		{"art. 446", "tego artykułu", "", ""},
	} {
		units, n, ok := MatchRelativeUnits(tc.in)
		if tc.units == "" {
			if ok {
				t.Errorf("MatchRelativeUnits(%q) = %q: no relative unit there", tc.in, units)
			}
			continue
		}
		if !ok || units != tc.units {
			t.Errorf("MatchRelativeUnits(%q) = %q, %v, want %q", tc.in, units, ok, tc.units)
			continue
		}
		if r := tc.in[n:]; r != "" && r[0] != ' ' && r[0] != ',' && r[0] != ':' && r[0] != '.' {
			t.Errorf("MatchRelativeUnits(%q) read %d bytes, up to %q", tc.in, n, r)
		}
		base, _, _ := ParseProvision(tc.base)
		p, ok := base.WithUnits(units)
		if !ok || p.Written != tc.got {
			t.Errorf("%s WithUnits(%q) = %q, %v, want %q", tc.base, units, p.Written, ok, tc.got)
		}
	}
	if _, ok := (Provision{Art: "2", ArtTo: "4", Written: "art. 2-4"}).WithUnits("§ 1"); ok {
		t.Error("a range of articles took a paragraph")
	}
}

// TestSentenceUnitCases: a sentence unit written in any case, with a
// number or an ordinal, is read with the provision ("art. 446 § 2
// zdaniem drugim k.c." is art. 446 § 2 zd. drugie, k.c. after it).
func TestSentenceUnitCases(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ in, written, zd, rest string }{
		{"art. 446 § 2 zdaniem drugim k.c.", "art. 446 § 2 zd. drugie", "drugie", "k.c."},
		{"art. 24 § 1 zdania drugiego k.c.", "art. 24 § 1 zd. drugie", "drugie", "k.c."},
		{"w art. 24 § 1 zdaniu trzecim k.c.", "art. 24 § 1 zd. trzecie", "trzecie", "w k.c."},
		{"art. 435 § 1 zdanie pierwsze k.c.", "art. 435 § 1 zd. pierwsze", "pierwsze", "k.c."},
		{"art. 5 zdania pierwszego k.c.", "art. 5 zd. pierwsze", "pierwsze", "k.c."},
		{"art. 58 § 1 zd. piąte k.c.", "art. 58 § 1 zd. piąte", "piąte", "k.c."},
		{"art. 5 zdania 2 k.c.", "art. 5 zd. 2", "2", "k.c."},
		{"art. 5 zd. 1 k.c.", "art. 5 zd. 1", "1", "k.c."},
	} {
		p, rest, ok := ParseProvision(tc.in)
		if !ok || p.Written != tc.written || p.Zd != tc.zd || strings.Join(strings.Fields(rest), " ") != tc.rest {
			t.Errorf("ParseProvision(%q) = %q zd %q, rest %q, %v; want %q zd %q, rest %q", tc.in, p.Written, p.Zd, rest, ok, tc.written, tc.zd, tc.rest)
		}
	}
}
