package library

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"citeguard/pl"
)

// The HTML of the portal judgment gives the text of its .txt rendering (up
// to blank lines and white space): what a quote matches in one, it matches in
// the other.
func TestHTMLTextMatchesRendering(t *testing.T) {
	t.Parallel()
	stem := filepath.Join(fixtures, "portal", "151000000000503_I_ACa_000499_2013_Uz_2013-11-07_001")
	h, err := os.ReadFile(stem + ".html")
	if err != nil {
		t.Fatal(err)
	}
	txt, err := os.ReadFile(stem + ".txt")
	if err != nil {
		t.Fatal(err)
	}
	norm := func(s string) string { return strings.Join(strings.Fields(s), " ") }
	if got, want := norm(HTMLText(string(h))), norm(string(txt)); got != want {
		for i := 0; i < len(got) && i < len(want); i++ {
			if got[i] != want[i] {
				t.Fatalf("differs at %d:\n got %q\nwant %q", i, got[max(0, i-40):min(len(got), i+40)], want[max(0, i-40):min(len(want), i+40)])
			}
		}
		t.Fatalf("lengths differ: %d vs %d", len(got), len(want))
	}
}

func TestParsePortalMeta(t *testing.T) {
	t.Parallel()
	data, err := os.ReadFile(filepath.Join(fixtures, "portal", "151000000000503_I_ACa_000499_2013_Uz_2013-11-07_001.meta.xml"))
	if err != nil {
		t.Fatal(err)
	}
	m, err := ParsePortalMeta(data)
	if err != nil {
		t.Fatal(err)
	}
	if m.Signatures[0] != "I ACa 499/13" || m.Date != "2013-11-07" || m.DocType != "postanowienie" || len(m.Judges) != 3 {
		t.Errorf("meta %+v", m)
	}
	for _, bad := range []string{"", "<judgement>", "<judgement><date>2013-01-01</date></judgement>", "<x><signature>I C 1/13</signature></x>"} {
		if _, err := ParsePortalMeta([]byte(bad)); err == nil {
			t.Errorf("ParsePortalMeta(%q): no error", bad)
		}
	}
}

func TestParseSAOS(t *testing.T) {
	t.Parallel()
	data, err := os.ReadFile(filepath.Join(fixtures, "saos", "saos-123456.json"))
	if err != nil {
		t.Fatal(err)
	}
	m, text, err := ParseSAOS(data)
	if err != nil {
		t.Fatal(err)
	}
	if m.Signatures[0] != "II Ca 71/13" || m.Date != "2013-03-06" || m.Court != "Sąd Okręgowy w Białymstoku" || m.DocType != "wyrok" {
		t.Errorf("meta %+v", m)
	}
	if !strings.HasPrefix(text, "Sygn. akt II Ca 71/13\n\nWYROK") || strings.Contains(text, "<p>") {
		t.Errorf("text %.80q", text)
	}
	// The bare judgment object (a dump element) reads too.
	m, _, err = ParseSAOS([]byte(`{"id":83184,"courtType":"SUPREME","courtCases":[{"caseNumber":"III CZP 39/02"}],"judgmentDate":"2002-07-05","textContent":"Uchwała"}`))
	if err != nil || m.Court != "Sąd Najwyższy" || m.Signatures[0] != "III CZP 39/02" {
		t.Errorf("bare object: %+v %v", m, err)
	}
	for _, bad := range []string{"", "[]", `{"data": {}}`, `{"textContent": 5}`, `{"data": {"textContent": "  "}}`} {
		if _, _, err := ParseSAOS([]byte(bad)); err == nil {
			t.Errorf("ParseSAOS(%q): no error", bad)
		}
	}
}

func TestParseSidecar(t *testing.T) {
	t.Parallel()
	m, err := ParseSidecar([]byte("kind: judgment\nsignature: II CSK 123/19\nsignatures: [II CSK 124/19]\ncourt: Sąd Najwyższy\ndate: 12 marca 2019 r.\nparties: [Jan K., Bank S.A.]\necli: ECLI:PL:SN:2019:IICSK.123.19\n"))
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(m.Signatures, ";") != "II CSK 123/19;II CSK 124/19" || m.Date != "2019-03-12" || m.Parties != "Jan K. przeciwko Bank S.A." || m.From["court"] != FromSidecar || m.ECLI == "" {
		t.Errorf("sidecar %+v", m)
	}
	m, err = ParseSidecar([]byte("kind: statute\nact: k.c.\nversion: 2015-08-17\n"))
	if err != nil || m.Act != "KC" {
		t.Errorf("statute sidecar %+v %v", m, err)
	}
	for _, bad := range []string{"kind: wyrok\n", "sygnatura: I C 1/13\n", "parties: {a: b}\n", "kind: [x"} {
		if _, err := ParseSidecar([]byte(bad)); err == nil {
			t.Errorf("ParseSidecar(%q): no error", bad)
		}
	}
}

func TestParseHeader(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, text string
		sigs       []string
		court      string
		date       string
		docType    string
	}{
		{"sn", "Uchwała z dnia 5 lipca 2002 r. III CZP 39/02\n\nSędzia SN Irena Gromska-Szuster\nSąd Najwyższy w sprawie z powództwa Dariusza C. przeciwko Gminie I.Z. o\nzapłatę", []string{"III CZP 39/02"}, "Sąd Najwyższy", "2002-07-05", "uchwała"},
		{"kio-multi", "Sygn. akt:\n\nKIO/UZP 44/08,\nKIO/UZP 46/08,\nKIO/UZP 57/08\n\nWYROK\nz dnia 07 lutego 2008r.\n\nKrajowa Izba Odwoławcza - w składzie:", []string{"KIO/UZP 44/08", "KIO/UZP 46/08", "KIO/UZP 57/08"}, "Krajowa Izba Odwoławcza", "2008-02-07", "wyrok"},
		{"kio-two-lines", "Sygn. akt: KIO 80/13\nSygn. akt: KIO 81/13\nWYROK\n\nz dnia 31 stycznia 2013 r.\n", []string{"KIO 80/13", "KIO 81/13"}, "", "2013-01-31", "wyrok"},
		{"tk-parens", "29\n\nPostanowienie\nz dnia 15 marca 1989 r.\n(S. 4/89)\n\n\nTrybunał Konstytucyjny w składzie:", []string{"S. 4/89"}, "Trybunał Konstytucyjny", "1989-03-15", "postanowienie"},
		{"lower-court-cited", "WYROK\n\nDnia 14 lipca 2014 r.\n\nSąd Okręgowy w Świdnicy\n\nna skutek apelacji od wyroku z dnia 3 kwietnia 2013 r. sygn. akt IX GC 376/12\n", nil, "Sąd Okręgowy w Świdnicy", "2014-07-14", "wyrok"},
		{"tail", "WYROK\n\nDnia 14 lipca 2014 r.\n\nSąd Rejonowy w Opolu\n\n" + strings.Repeat("uzasadnienie ", 300) + "\n\nSygn. akt I C 5/14\n", []string{"I C 5/14"}, "Sąd Rejonowy w Opolu", "2014-07-14", "wyrok"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m := parseHeader(tc.text, tc.name+".txt")
			if strings.Join(m.Signatures, ";") != strings.Join(tc.sigs, ";") {
				t.Errorf("signatures %q, want %q", m.Signatures, tc.sigs)
			}
			if tc.sigs == nil {
				return
			}
			if tc.court != "" && m.Court != tc.court {
				t.Errorf("court %q, want %q", m.Court, tc.court)
			}
			if m.Date != tc.date || m.DocType != tc.docType {
				t.Errorf("date %q type %q, want %q %q", m.Date, m.DocType, tc.date, tc.docType)
			}
		})
	}
	// A portal file name gives the signature when the header has none.
	m := parseHeader("WYROK\n\nDnia 14 lipca 2014 r.\n", "/x/155020000000503_I_C_001651_2012_Uz_2014-07-29_001.txt")
	if len(m.Signatures) != 1 || m.Signatures[0] != "I C 1651/12" || m.From["signatures"] != FromFileName {
		t.Errorf("file name signature: %+v", m)
	}
}

func TestParseAnchor(t *testing.T) {
	t.Parallel()
	tests := []struct {
		in   string
		want Query
	}{
		{"III CZP 39/02", Query{Signature: "III CZP 39/02"}},
		{"art. 415 k.c.", Query{Act: "k.c.", Provision: pl.Provision{Art: "415", Written: "art. 415"}}},
		{"art. 417¹ § 2 KC", Query{Act: "KC", Provision: pl.Provision{Art: "417^1", Par: "2", Written: "art. 417¹ § 2"}}},
		{"art. 417[1] § 2 k.c.", Query{Act: "k.c.", Provision: pl.Provision{Art: "417^1", Par: "2", Written: "art. 417[1] § 2"}}},
		{"art. 6 ust. 1 lit. f RODO", Query{Act: "RODO", Provision: pl.Provision{Art: "6", Ust: "1", Lit: "f", Written: "art. 6 ust. 1 lit. f"}}},
		{"art. 52 § 1 pkt 1 k.p.", Query{Act: "k.p.", Provision: pl.Provision{Art: "52", Par: "1", Pkt: "1", Written: "art. 52 § 1 pkt 1"}}},
		{"ECLI:PL:SN:2002:IIICZP.39.02", Query{ECLI: "ECLI:PL:SN:2002:IIICZP.39.02"}},
		{"CELEX 32016R0679", Query{CELEX: "32016R0679"}},
		{"Kodeks cywilny", Query{Act: "Kodeks cywilny"}},
		// Units in another order and a sentence: one parser (pl) reads them.
		{"art. 5 pkt 1 ust. 2 zd. 1 k.c.", Query{Act: "k.c.", Provision: pl.Provision{Art: "5", Ust: "2", Pkt: "1", Zd: "1", Written: "art. 5 pkt 1 ust. 2 zd. 1"}}},
	}
	for _, tc := range tests {
		if got := ParseAnchor(tc.in); got != tc.want {
			t.Errorf("ParseAnchor(%q) = %+v, want %+v", tc.in, got, tc.want)
		}
	}
	for _, tc := range []struct{ in, want string }{
		{"k.c.", "KC"}, {"KC", "KC"}, {"Kodeksu cywilnego", "KC"}, {"k.p.c.", "KPC"}, {"Kodeks postępowania cywilnego", "KPC"},
		{"KP", "KP"}, {"kodeksu pracy", "KP"}, {"k.k.", "KK"}, {"KPK", "KPK"}, {"k.s.h.", "KSH"}, {"KRO", "KRO"},
		{"RODO", "RODO"}, {"Konstytucji RP", "KONSTYTUCJA"}, {"Dz. U. z 1964 r. Nr 16, poz. 93", "KC"}, {"ustawy o czymś", ""},
		// The acts the claim extractor names are the acts the library knows (one table, pl).
		{"p.z.p.", "PZP"}, {"Prawo zamówień publicznych", "PZP"}, {"ustawy z dnia 11 września 2019 r. – Prawo zamówień publicznych", "PZP"},
		{"Ordynacja podatkowa", "OP"}, {"p.p.s.a.", "PPSA"}, {"ustawy o świadczeniach rodzinnych", ""},
	} {
		if got := actKey(tc.in); got != tc.want {
			t.Errorf("actKey(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func TestArticlesOrder(t *testing.T) {
	t.Parallel()
	// A stray "Art. 5" at a line start inside art. 415 must not cut it.
	text := "USTAWA\nArt. 414\nA.\nArt. 415\nKto z winy.\nArt. 5 tej ustawy stosuje się.\nArt. 416\nOsoba prawna.\nRozdział II\nArt. 417\nX."
	arts := Articles(text)
	var keys []string
	for _, a := range arts {
		keys = append(keys, a.Key)
	}
	if strings.Join(keys, ",") != "414,415,416,417" {
		t.Fatalf("articles %v", keys)
	}
	if got := text[arts[1].Start:arts[1].End]; got != "Art. 415\nKto z winy.\nArt. 5 tej ustawy stosuje się." {
		t.Errorf("art. 415 = %q", got)
	}
	if got := text[arts[2].Start:arts[2].End]; got != "Art. 416\nOsoba prawna." {
		t.Errorf("art. 416 = %q (should stop before Rozdział)", got)
	}
}

func fuzzSeeds(f *testing.F, glob string) {
	files, _ := filepath.Glob(filepath.Join(fixtures, glob))
	for _, p := range files {
		if data, err := os.ReadFile(p); err == nil {
			f.Add(data)
		}
	}
	more, _ := filepath.Glob(filepath.Join("testdata", "seeds", "*"))
	for _, p := range more {
		if data, err := os.ReadFile(p); err == nil {
			f.Add(data)
		}
	}
}

func FuzzParsePortalMeta(f *testing.F) {
	fuzzSeeds(f, "portal/*.meta.xml")
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := ParsePortalMeta(data)
		if err == nil && len(m.Signatures) == 0 {
			t.Fatal("no error and no signature")
		}
	})
}

func FuzzParseSAOS(f *testing.F) {
	fuzzSeeds(f, "saos/*.json")
	f.Add([]byte(`{"textContent":"<p>x</p>","courtCases":[{"caseNumber":"I C 1/13"}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		_, text, err := ParseSAOS(data)
		if err == nil && strings.TrimSpace(text) == "" && !strings.Contains(string(data), "<") {
			t.Fatal("no error and no text")
		}
	})
}

func FuzzParseSidecar(f *testing.F) {
	fuzzSeeds(f, "sidecar/*.yaml")
	f.Add([]byte("kind: statute\nact: k.c.\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		ParseSidecar(data)
	})
}

func FuzzHeaderAndArticles(f *testing.F) {
	fuzzSeeds(f, "*/*.txt")
	f.Fuzz(func(t *testing.T, data []byte) {
		s := string(data)
		parseHeader(s, "x.txt")
		arts := Articles(s)
		for i, a := range arts {
			if a.Start < 0 || a.End > len(s) || a.Start > a.End || (i > 0 && a.Start < arts[i-1].End) {
				t.Fatalf("bad article range %+v", a)
			}
			for _, p := range []pl.Provision{{Art: a.Key, Par: "1"}, {Art: a.Key, Ust: "1", Pkt: "2", Lit: "a"}} {
				if sp, art, ok := cutProvision(s, arts, p); !art || ok && (sp.Range.Start < a.Start || sp.Range.End > a.End) {
					t.Fatalf("unit %+v outside its article", sp.Range)
				}
			}
		}
		for _, m := range reRecital.FindAllStringSubmatch(s, 3) {
			if sp, ok := cutRecital(s, m[1]); ok && (sp.Range.Start < 0 || sp.Range.End > len(s) || sp.Range.Start > sp.Range.End) {
				t.Fatalf("bad recital range %+v", sp.Range)
			}
		}
		ParseAnchor(s)
	})
}

func FuzzParseSearchIndex(f *testing.F) {
	docs := []searchDoc{{hash: strings.Repeat("a", 64), norm: "kto z winy swej wyrządził"}, {hash: strings.Repeat("b", 64), norm: "osoba prawna"}}
	p := filepath.Join(f.TempDir(), "search.idx")
	if err := writeSearchIndex(p, indexDocs(docs)); err != nil {
		f.Fatal(err)
	}
	good, _ := os.ReadFile(p)
	f.Add(good)
	f.Add(good[:len(good)/2])
	f.Add([]byte(searchMagic))
	f.Fuzz(func(t *testing.T, data []byte) {
		ix, err := parseSearchIndex(data, "fuzz")
		if err != nil {
			return
		}
		for _, q := range []string{"osoba prawna", "kto z winy", "zzzzzzzz"} {
			for _, di := range ix.candidates(q) {
				_ = ix.docs[di]
			}
		}
	})
}

// TestReadInto reads files into a reused buffer: whole, bounded, and never
// aliasing bytes of an earlier file.
func TestReadInto(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	write := func(name string, n int) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, bytes.Repeat([]byte{byte('a' + n%26)}, n), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	var buf []byte
	for _, c := range []struct {
		name   string
		size   int
		limit  int64
		errSub string
	}{
		{"empty", 0, 10, ""},
		{"small", 5, 10, ""},
		{"at-limit", 10, 10, ""},
		{"big", 5000, 1 << 20, ""}, // grows the buffer
		{"smaller-again", 7, 1 << 20, ""},
		{"over-limit", 11, 10, "limit"},
	} {
		got, err := readInto(buf, write(c.name, c.size), c.limit)
		if c.errSub != "" {
			if err == nil || !strings.Contains(err.Error(), c.errSub) {
				t.Errorf("%s: err %v, want one about the %s", c.name, err, c.errSub)
			}
			continue
		}
		if err != nil || len(got) != c.size || (c.size > 0 && (got[0] != byte('a'+c.size%26) || got[c.size-1] != got[0])) {
			t.Errorf("%s: %d bytes, %v", c.name, len(got), err)
		}
		buf = got[:0]
	}
	if _, err := readInto(buf, filepath.Join(dir, "missing"), 10); err == nil {
		t.Error("a missing file read without error")
	}
}
