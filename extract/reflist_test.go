package extract

import (
	"context"
	"strings"
	"testing"
)

// TestReferenceListForms (issue 22 class 7): a trailing reference list is
// read wherever its entries stand — one per paragraph, one per line of a
// single TXT/MD paragraph, one per soft line break (w:br) of a DOCX
// paragraph, several in one line — and each mark links to the entry of its
// number whatever the order of first uses, grouped („[1][2]”, „[1, 3]”,
// „[1–2]”), superscript after a space or "(n)"; an entry nobody cites is
// a note too, and a closing after the list („Z poważaniem”) is no note.
// The memo is written as TXT, MD and DOCX (paragraphs split at blank
// lines, lines at single newlines: w:br in DOCX).
func TestReferenceListForms(t *testing.T) {
	type note struct {
		text   string
		before []string // what the body has just before each of its marks
	}
	cases := []struct {
		name  string
		memo  string
		notes []note // nil: no notes
	}{
		{"one paragraph of lines, first uses out of order, an entry nobody cites, a closing",
			"Najemca odpowiada za szkodę [2]. Sąd uznał, że „koszt najmu auta zastępczego jest szkodą” [1].\n\n" +
				"Źródła:\n[1] Wyrok SO w Poznaniu z 4 kwietnia 2017 r., XII C 88/16\n[2] art. 471 k.c.\n[3] Uchwała SN z 17 listopada 2011 r., III CZP 5/11\n\n" +
				"Z poważaniem\nAnna Nowak, adwokat",
			[]note{{"Wyrok SO w Poznaniu z 4 kwietnia 2017 r., XII C 88/16", []string{"jest szkodą” "}},
				{"art. 471 k.c.", []string{"za szkodę "}},
				{"Uchwała SN z 17 listopada 2011 r., III CZP 5/11", nil}}},
		{"grouped marks: [1][2], [1, 3], [2–3]",
			"Koszt najmu jest szkodą [1][2]. Podobnie dojazd [1, 3]. Inaczej leczenie [2–3].\n\n" +
				"Bibliografia\n1. Wyrok SA w Gdańsku z 5 maja 2015 r., I ACa 12/15\n2. Wyrok SO w Opolu z 6 czerwca 2016 r., II Ca 34/16\n3. Wyrok SN z 7 lipca 2018 r., IV CSK 56/17",
			[]note{{"Wyrok SA w Gdańsku z 5 maja 2015 r., I ACa 12/15", []string{"jest szkodą ", "dojazd "}},
				{"Wyrok SO w Opolu z 6 czerwca 2016 r., II Ca 34/16", []string{"jest szkodą [1]", "leczenie "}},
				{"Wyrok SN z 7 lipca 2018 r., IV CSK 56/17", []string{"dojazd ", "leczenie "}}}},
		{"entries in one line split at each next [k]",
			"Sprzedawca odpowiada z rękojmi [2], a kupujący zawiadamia o wadzie [1].\n\n" +
				"Przypisy:\n[1] art. 563 § 1 k.c. [2] Wyrok SN z 8 sierpnia 2019 r., V CSK 78/18",
			nil},
		{"superscripts after a space and (n) marks",
			"Przewoźnik odpowiada za opóźnienie ². Pasażer może żądać odszkodowania (1).\n\n" +
				"Źródła:\n(1) art. 62 ust. 1 Prawa przewozowego\n(2) Wyrok SO w Lublinie z 9 września 2016 r., II Ca 90/16",
			[]note{{"art. 62 ust. 1 Prawa przewozowego", []string{"odszkodowania "}},
				{"Wyrok SO w Lublinie z 9 września 2016 r., II Ca 90/16", []string{"opóźnienie "}}}},
		{"a list that names no source after loose marks: no notes",
			"Plan jest taki [1], potem [2].\n\nKroki:\n[1] Wysłać wezwanie\n[2] Czekać na odpowiedź", nil},
		{"an enumeration (1), (2) in the body is no mark",
			"Strony zawarły (1) umowę najmu i (2) umowę dzierżawy.\n\nŹródła:\n(1) Wyrok SN z 3 marca 2016 r., IV CSK 9/15", nil},
		{"what follows the list names a source: no trailing list",
			"Koszt najmu jest szkodą [1].\n\nŹródła:\n[1] Wyrok SN z 3 marca 2016 r., IV CSK 9/15\n\nPor. też wyrok SN z 1 lutego 2017 r., I CSK 2/16.", nil},
	}
	// The one-line list: entries written in one line, as pandoc joins a
	// Markdown paragraph's lines.
	cases[2].notes = []note{{"art. 563 § 1 k.c.", []string{"o wadzie "}}, {"Wyrok SN z 8 sierpnia 2019 r., V CSK 78/18", []string{"z rękojmi "}}}
	for _, tc := range cases {
		for _, form := range []string{"txt", "md", "docx"} {
			t.Run(tc.name+"/"+form, func(t *testing.T) {
				var data []byte
				if form == "docx" {
					body := ""
					for _, para := range strings.Split(tc.memo, "\n\n") {
						body += p(strings.ReplaceAll(r(para), "\n", `</w:t><w:br/><w:t xml:space="preserve">`))
					}
					data = makeDOCX(t, "word/document.xml", body, "")
				} else {
					data = []byte(tc.memo)
				}
				doc, err := Bytes(context.Background(), "memo."+form, data, Options{})
				if err != nil {
					t.Fatal(err)
				}
				if err := docInvariants(doc); err != nil {
					t.Fatal(err)
				}
				if tc.notes == nil {
					if len(doc.Footnotes) != 0 {
						t.Errorf("notes %+v", doc.Footnotes)
					}
					return
				}
				if len(doc.Footnotes) != len(tc.notes) {
					t.Fatalf("notes %+v, text %q", doc.Footnotes, doc.Text)
				}
				for i, f := range doc.Footnotes {
					w := tc.notes[i]
					if f.Kind != "endnote" || f.Text != w.text {
						t.Errorf("note %d: %q, want %q", i+1, f.Text, w.text)
					}
					refs := f.Again
					if f.Ref >= 0 {
						refs = append([]int{f.Ref}, refs...)
					}
					if len(refs) != len(w.before) {
						t.Errorf("note %d marked at %v, want after %q", i+1, refs, w.before)
						continue
					}
					for k, at := range refs {
						if !strings.HasSuffix(doc.Text[:at], w.before[k]) {
							t.Errorf("note %d mark %d after %q, want %q", i+1, k+1, doc.Text[max(at-30, 0):at], w.before[k])
						}
					}
				}
				if strings.Contains(doc.Text, tc.notes[0].text) || strings.Contains(doc.Text, "poważaniem") {
					t.Errorf("the list stays in the body: %q", doc.Text)
				}
			})
		}
	}
}
