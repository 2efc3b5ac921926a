package pl

import (
	"strings"
	"testing"
)

func TestSignatureAt(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		text  string
		at    int
		raw   string // "" none
		canon string
		kind  IdentifierKind
	}{
		{"wyrok z 2019 r., II CSK 123/19, OSNC", 17, "II CSK 123/19", "II CSK 123/19", PolishSignature},
		{"IICSK 459/07.", 0, "IICSK 459/07", "II CSK 459/07", PolishSignature},
		{"I A Ca 1148/12", 0, "I A Ca 1148/12", "I ACa 1148/12", PolishSignature},
		{"III SA/Wa 123/20 i", 0, "III SA/Wa 123/20", "III SA/Wa 123/20", PolishSignature},
		{"I C 1392/11/N", 0, "I C 1392/11/N", "I C 1392/11/N", PolishSignature},
		{"XXVI‑GC 594/12", 0, "XXVI‑GC 594/12", "XXVI GC 594/12", PolishSignature},
		{"I.Ca 316/14", 0, "I.Ca 316/14", "I Ca 316/14", PolishSignature},
		{"V\n10\nCK 528/03", 0, "V\n10\nCK 528/03", "V CK 528/03", PolishSignature},
		{"K. 2/93", 0, "K. 2/93", "K 2/93", PolishSignature},
		{"Ts 45/2020", 0, "Ts 45/2020", "Ts 45/20", PolishSignature},
		{"SA/Wr 302/93", 0, "SA/Wr 302/93", "SA/Wr 302/93", PolishSignature},
		{"KIO/UZP/1/07", 0, "KIO/UZP/1/07", "KIO/UZP 1/07", PolishSignature},
		{"KIO/2239/10", 0, "KIO/2239/10", "KIO 2239/10", PolishSignature},
		{"sygn. PG VIII TK 124/12", 9, "PG VIII TK 124/12", "PG VIII TK 124/12", PolishSignature},
		{"C‑123/20 P,", 0, "C‑123/20 P", "C-123/20 P", EUCaseNumber},
		{"T-456/19", 0, "T-456/19", "T-456/19", EUCaseNumber},
		// A repertory typed in lower case after the department numeral,
		// when it folds to one the numeral opens.
		{"por. I pk 12/99.", 5, "I pk 12/99", "I pk 12/99", PolishSignature},
		{"III aua 927/13,", 0, "III aua 927/13", "III aua 927/13", PolishSignature},
		{"II uzp 25/94", 0, "II uzp 25/94", "II uzp 25/94", PolishSignature},
		{"I ust 2/19", 0, "", "", 0},
		{"V pkt 3/2019", 0, "", "", 0},
		// Not signatures: a year that goes on, a publication reference, a
		// glued repertory that is none, lower case.
		{"OSP 2004/12/156", 0, "", "", 0},
		{"II CSK 123/195", 0, "", "", 0},
		{"Dz. U. 12/2019", 4, "", "", 0},
		{"VAT 12/2019", 0, "", "", 0},
		{"ii csk 1/19", 0, "", "", 0},
		{"AUa 927/13", 0, "", "", 0},
	} {
		id, ok := SignatureAt(tc.text, tc.at)
		if tc.raw == "" {
			if ok {
				t.Errorf("SignatureAt(%q, %d) = %+v, want none", tc.text, tc.at, id)
			}
			continue
		}
		if !ok || id.Raw != tc.raw || id.Canon != tc.canon || id.Kind != tc.kind || tc.text[id.Start:id.End] != tc.raw {
			t.Errorf("SignatureAt(%q, %d) = %+v %v, want %q (%q, kind %d)", tc.text, tc.at, id, ok, tc.raw, tc.canon, tc.kind)
		}
	}
}

func TestSignatureField(t *testing.T) {
	t.Parallel()
	for s, want := range map[string]string{
		"AUa 927/13":           "AUa 927/13",
		"T. 12/00 (zażalenie)": "T. 12/00",
		"II PK 190/08":         "II PK 190/08",
		"KIO 1286/13, KIO 1":   "KIO 1286/13",
		"Ns 123/2020 r.":       "Ns 123/2020",
		"art. 5 k.c.":          "",
		"KC":                   "",
		"":                     "",
		"Ca 12/135":            "",
	} {
		if n := SignatureField(s); s[:n] != want {
			t.Errorf("SignatureField(%q) reads %q, want %q", s, s[:n], want)
		}
	}
}

func TestFindECLIsAndCELEXs(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		text       string
		ecli, celx []string
	}{
		{"Zob. ECLI:PL:SN:2002:III.CZP.39.02. Dalej", []string{"ECLI:PL:SN:2002:III.CZP.39.02"}, nil},
		{"(ECLI:EU:C:2019:1064; ECLI:EU:C:2020:559)", []string{"ECLI:EU:C:2019:1064", "ECLI:EU:C:2020:559"}, nil},
		{"XECLI:PL:SN:2002:1 i ECLI:PL:SN:2002:1ą", nil, nil},
		{"ECLI:PL:SN:2002:" + strings.Repeat("A", 26), nil, nil},
		{"CELEX 32016R0679, 62018CJ0311 i 32019R0001(01).", nil, []string{"32016R0679", "62018CJ0311", "32019R0001(01)"}},
		{"nr 432016R0679, 32016R06790, 32016R0679ą, 30016R0679", nil, nil},
	} {
		var ecli, celx []string
		for _, id := range FindECLIs(tc.text) {
			ecli = append(ecli, id.Raw)
			if id.Kind != ECLINumber || tc.text[id.Start:id.End] != id.Raw {
				t.Errorf("%q: %+v", tc.text, id)
			}
		}
		for _, id := range FindCELEXs(tc.text) {
			celx = append(celx, id.Raw)
			if id.Kind != CELEXNumber || tc.text[id.Start:id.End] != id.Raw {
				t.Errorf("%q: %+v", tc.text, id)
			}
		}
		if strings.Join(ecli, " ") != strings.Join(tc.ecli, " ") || strings.Join(celx, " ") != strings.Join(tc.celx, " ") {
			t.Errorf("%q: ECLI %q CELEX %q, want %q %q", tc.text, ecli, celx, tc.ecli, tc.celx)
		}
	}
	if FindECLI("a ECLI:EU:C:2019:1064.") != "ECLI:EU:C:2019:1064" || FindCELEX("CELEX: 32016R0679") != "32016R0679" || FindCELEX("KC") != "" {
		t.Error("FindECLI or FindCELEX")
	}
}

func TestEUActCELEX(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		s    string
		typ  byte
		want string
	}{
		{"rozporządzenie (UE) 2016/679", 'R', "32016R0679"},
		{"rozporządzenia (UE) nr 182/2011", 'R', "32011R0182"},
		{"ROZPORZĄDZENIE RADY (WE) NR 44/2001", 'R', "32001R0044"},
		{"rozporządzenie (EWG) nr 1408/71", 'R', "31971R1408"},
		{"DYREKTYWA (UE) 2019/1937", 'L', "32019L1937"},
		{"(UE)2016/679", 'R', "32016R0679"},
		{"rozporządzenie 2016/679", 'R', ""},
		{"(UE) nr 12345/2011", 'R', ""},
	} {
		if got := EUActCELEX(tc.s, tc.typ); got != tc.want {
			t.Errorf("EUActCELEX(%q) = %q, want %q", tc.s, got, tc.want)
		}
	}
}

func TestSortIdentifiers(t *testing.T) {
	t.Parallel()
	got := SortIdentifiers([]Identifier{{Start: 10, End: 20}, {Start: 0, End: 5}, {Start: 10, End: 30}, {Start: 25, End: 28}, {Start: 30, End: 31}})
	want := []Identifier{{Start: 0, End: 5}, {Start: 10, End: 30}, {Start: 30, End: 31}}
	if len(got) != len(want) {
		t.Fatalf("got %+v", got)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("got %+v, want %+v", got, want)
		}
	}
}

func FuzzIdentifiers(f *testing.F) {
	for _, s := range []string{"II CSK 123/19", "ECLI:PL:SN:2002:III.CZP.39.02.", "32019R0001(01)", "KIO/UZP/1/07", "V\n10\nCK 528/03", "(WE) nr 44/2001", "PG VIII TK 1/12"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for i := 0; i < len(s); i++ {
			if id, ok := SignatureAt(s, i); ok && (id.Start < 0 || id.End > len(s) || id.Start > id.End || s[id.Start:id.End] != id.Raw) {
				t.Fatalf("SignatureAt(%q, %d) = %+v", s, i, id)
			}
		}
		for _, id := range append(FindECLIs(s), FindCELEXs(s)...) {
			if id.End > len(s) || s[id.Start:id.End] != id.Raw {
				t.Fatalf("%q: %+v", s, id)
			}
		}
		if n := SignatureField(s); n < 0 || n > len(s) {
			t.Fatalf("SignatureField(%q) = %d", s, n)
		}
		EUActCELEX(s, 'R')
	})
}

func FuzzParseWordSets(f *testing.F) {
	f.Add(wordsTXT)
	f.Add("[a]\n@b\n[b]\n\"x y\"\nc d\n")
	f.Fuzz(func(t *testing.T, s string) {
		sets, err := ParseWordSets("fuzz", s)
		if err != nil {
			return
		}
		for name, set := range sets {
			if set.Len() == 0 {
				t.Fatalf("set %s parsed empty", name)
			}
			for _, w := range set.List() {
				if !set.Has(w) {
					t.Fatalf("set %s lists %q but has it not", name, w)
				}
			}
		}
	})
}

func FuzzParseTables(f *testing.F) {
	f.Add(formsTSV, formWordsTSV)
	f.Add("wyrok\truling\twyrok\t-\t-\t-\tyes\twyrok\n", "wyroku\twyrok\tgen\n")
	f.Fuzz(func(t *testing.T, forms, words string) {
		fs, err := ParseForms(forms)
		if err == nil {
			_, _ = ParseFormWords(words, fs)
		}
		_, _ = ParseMonths(words)
		_, _ = ParseSuperscripts(words)
		_, _ = parseCourtAbbrevs(words)
		_, _ = ParseCues(words)
	})
}
