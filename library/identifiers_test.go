package library

import (
	"os"
	"path/filepath"
	"testing"
)

// TestHeaderReadsIdentifiersAsAMemo: a source's header and a memo's
// citation read an ECLI, a CELEX number and a case signature by one
// grammar (pl's), so that the source a memo cites is found. The anchors
// are what the claim extractor reads in a memo (claims.TestIdentifiersInMemo)
// or a person gives "citeguard library show". Before the grammar was one, the header
// kept the dot that ends a sentence after an ECLI, an anchor dropped a
// CELEX number's "(01)", an EU act numbered "(WE) nr 44/2001" had no CELEX,
// and a header line "I A Cz 1805/13" was no signature.
func TestHeaderReadsIdentifiersAsAMemo(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name, file, text, anchor string
	}{
		{"ECLI at a sentence's end", "sn.txt",
			"UCHWAŁA\nz dnia 5 lipca 2002 r.\nSygn. akt III CZP 39/02\n\nIdentyfikator: ECLI:PL:SN:2002:III.CZP.39.02.\n\nSąd Najwyższy w składzie …\n",
			"ECLI:PL:SN:2002:III.CZP.39.02"},
		{"a header line holds a spaced appellate repertory", "sa.txt",
			"I A Cz 1805/13\n\nPOSTANOWIENIE\nDnia 22 października 2013 r.\nSąd Apelacyjny w Poznaniu …\n",
			"I ACz 1805/13"},
		{"a signature's suffix", "sr.txt",
			"Sygn. akt I C 1392/11/N\n\nWYROK\nDnia 3 kwietnia 2012 r.\nSąd Rejonowy w Nowym Targu …\n",
			"I C 1392/11/N"},
		{"a regulation numbered before 2015", "eu.txt",
			"ROZPORZĄDZENIE RADY (WE) NR 44/2001\nz dnia 22 grudnia 2000 r.\nw sprawie jurysdykcji …\n\nArtykuł 1\n1. Niniejsze rozporządzenie ma zastosowanie w sprawach cywilnych i handlowych.\n",
			"art. 1 rozporządzenia (WE) nr 44/2001"},
		{"a CELEX number with its document's number", "comm.txt",
			"ROZPORZĄDZENIE KOMISJI\n\nCELEX: 32019R0001(01)\n\nArtykuł 1\n1. Niniejsze rozporządzenie stosuje się.\n",
			"CELEX 32019R0001(01)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			if err := os.WriteFile(filepath.Join(dir, tc.file), []byte(tc.text), 0o644); err != nil {
				t.Fatal(err)
			}
			if tc.file == "comm.txt" {
				// The header states no number in "(UE) …" form: a sidecar
				// gives the CELEX, as a firm's would.
				if err := os.WriteFile(filepath.Join(dir, "comm.yaml"), []byte("kind: eu-act\ncelex: 32019R0001(01)\nact: CELEX:32019R0001(01)\n"), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			l := open(t, Options{Roots: []string{dir}})
			q := ParseAnchor(tc.anchor)
			r, err := l.Resolve(q)
			if err != nil || r == nil || len(r.Sources) != 1 {
				var metas []Meta
				for _, s := range l.Sources() {
					metas = append(metas, s.Meta)
				}
				t.Fatalf("Resolve(%+v) = %+v, err %v; the library read %+v", q, r, err, metas)
			}
		})
	}
}
