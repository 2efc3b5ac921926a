package check

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"citeguard/cite"
	"citeguard/reports"
)

// TestReferenceListAnyShape (issue 22 class 7) end to end: an answer
// whose „Źródła:” list stands in one paragraph of lines (TXT, MD; soft
// line breaks in DOCX), with an entry nobody cites and a closing after
// it, whose marks come out of order ([2] before [1]) and grouped
// („[2, 3]”). Each quotation is checked against the entry its mark points
// to (przypis_koncowy): a code named before its article („Kodeks
// cywilny, art. 451 (Dz.U. …)”) is that code; a grouped mark is checked
// against each of its entries and holds where one holds it; a statement
// whose only anchor is „[1]” at its end is a paraphrase of that entry.
func TestReferenceListAnyShape(t *testing.T) {
	c := realSourcesChecker(t,
		"statutes/kc/kodeks-cywilny_tj-Dz.U.2014.121_stan-2015-08-17.txt",
		"judgments/common/saos-export-2014/151515000000503_I_C_000238_2013_Uz_2014-09-25_001.txt",
		"judgments/common/saos-export-2014/155005000001003_II_Ca_000667_2012_Uz_2012-12-19_001.txt")
	paras := []string{
		"Zwrot kosztów badań – krótka odpowiedź.",
		"W sprawie ubezpieczenia grupowego sąd przyjął: „Brak jest zatem podstaw do żądania zwrotu w ramach odszkodowania kosztów badań lekarskich.” [2]",
		"Kodeks stanowi: „Dłużnik mający względem tego samego wierzyciela kilka długów tego samego rodzaju może przy spełnieniu świadczenia wskazać, który dług chce zaspokoić.” [1]",
		"Co do krzywdy podkreślono, że „Wysokość zadośćuczynienia nie może być nadmierna i nie powinna stanowić źródła wzbogacenia” [2, 3].",
		"Przy kilku długach wybór należy do klienta – dłużnik może przy spełnieniu świadczenia wskazać dług, który chce zaspokoić [1].",
		"Źródła:\n[1] Kodeks cywilny, art. 451 (Dz.U. 2014 poz. 121)\n[2] wyrok SO w Jeleniej Górze z 29 listopada 2012 r., II Ca 667/12\n[3] wyrok SO w Gliwicach z 25 września 2014 r., I C 238/13\n[4] wyrok SN z 9 lutego 2017 r., V CSK 318/16",
		"Z poważaniem\nJan Nowak",
	}
	dir := t.TempDir()
	memo := strings.Join(paras, "\n\n")
	os.WriteFile(filepath.Join(dir, "odpowiedz.txt"), []byte(memo), 0o644)
	os.WriteFile(filepath.Join(dir, "odpowiedz.md"), []byte(memo), 0o644)
	var runs []string
	for _, p := range paras {
		runs = append(runs, strings.ReplaceAll(run(p), "\n", `</w:t><w:br/><w:t xml:space="preserve">`))
	}
	writeDOCX(t, filepath.Join(dir, "odpowiedz.docx"), runs, "", "")
	type want struct {
		needle string
		typ    cite.ClaimType
		status []cite.Status // any of them
		source string
	}
	wants := []want{
		{"Brak jest zatem podstaw do żądania zwrotu", cite.CytatDoslowny, []cite.Status{cite.Zweryfikowany}, "II Ca 667/12"},
		{"Dłużnik mający względem tego samego wierzyciela", cite.CytatDoslowny, []cite.Status{cite.Zweryfikowany}, "art. 451"},
		{"Wysokość zadośćuczynienia nie może być nadmierna", cite.CytatDoslowny, []cite.Status{cite.Zweryfikowany}, "I C 238/13"},
		{"dłużnik może przy spełnieniu świadczenia wskazać dług", cite.Parafraza, []cite.Status{cite.Zweryfikowany, cite.WymagaOsadu}, "art. 451"},
	}
	for _, f := range []string{"odpowiedz.txt", "odpowiedz.md", "odpowiedz.docx"} {
		t.Run(f, func(t *testing.T) {
			m, err := c.Check(t.Context(), filepath.Join(dir, f))
			if err != nil {
				t.Fatal(err)
			}
			for _, w := range wants {
				var r *reports.Claim
				for k := range m.Results {
					if x := &m.Results[k]; x.ClaimType == w.typ && strings.Contains(strings.Join(strings.Fields(x.Quote+x.ClaimText), " "), w.needle) {
						r = x
					}
				}
				if r == nil {
					t.Errorf("no %s holds %q", w.typ, w.needle)
					continue
				}
				src := strings.TrimSpace(r.Anchor.Sygnatura + r.Anchor.Przepis)
				okStatus := false
				for _, s := range w.status {
					okStatus = okStatus || r.Status == s
				}
				if !okStatus || !strings.Contains(src+" "+r.Note, w.source) || cite.AnchorFrom(r.AnchorFrom) != cite.FromEndnote {
					t.Errorf("%q: %s %s %s (%s), want %v %s przypis_koncowy", w.needle, r.Status, src, r.AnchorFrom, r.Note, w.status, w.source)
				}
			}
			for _, r := range m.Results {
				if strings.Contains(r.Quote+r.ClaimText, "poważaniem") {
					t.Errorf("the closing is a claim: %+v", r)
				}
			}
		})
	}
}
