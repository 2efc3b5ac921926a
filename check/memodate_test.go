package check

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"citeguard/extract"
	"citeguard/library"
	"citeguard/reports"
)

// TestMemoDate: the memo's date comes from its header, else its DOCX core
// properties, else the file's time; a date the memo names for the law it
// applies is read from the claim's passage.
func TestMemoDate(t *testing.T) {
	t.Parallel()
	for text, want := range map[string]string{
		"MEMORANDUM\nDo: Zarząd\nData: 5 maja 2024 r.\nDotyczy: kary umownej\n":   "2024-05-05",
		"**MEMORANDUM**\n\n**Data:** 4 maja 2015 r.\\\n**Dotyczy:** służebność\n": "2015-05-04",
		"Kraków, 12.03.2019 r.\n\nOpinia prawna\n":                                "2019-03-12",
		"Wyrok z dnia 3 października 2002 r.\nIII RN 154/01\n":                    "2002-10-03",
		"WYROK\nW IMIENIU RZECZYPOSPOLITEJ POLSKIEJ\n\nDnia 14 marca 2019 r.\n":   "2019-03-14",
		"Sygn. akt I CSK 1/19\n\nPOSTANOWIENIE\n\nz dnia 5 lipca 2002 r.\n":       "2002-07-05",
		"MEMORANDUM\n\nW wyroku z dnia 14 marca 2019 r. Sąd Najwyższy przyjął…\n": "",
		"Notatka\n2024-01-31\n":                                                          "2024-01-31",
		"Notatka\n*Do: Zarząd · Wersja robocza z 2.10.2026*\n":                           "2026-10-02",
		"Notatka\nDo: Zarząd · Wersja robocza z\n2.10.2026\n":                            "2026-10-02",
		"OPINIA\nSpór rozstrzygnął Sąd Najwyższy w wyroku z dnia\n14 kwietnia 2021 r.\n": "",
		"OPINIA\nUstawa z dnia 23 kwietnia 1964 r.\n":                                    "",
	} {
		if got := headerDate(text, nil); got != want {
			t.Errorf("headerDate(%q) = %q, want %q", text, got, want)
		}
	}
	for passage, want := range map[string]string{
		"art. 5 k.c. w brzmieniu obowiązującym w dniu 1 stycznia 2016 r. stanowi":  "2016-01-01",
		"według stanu prawnego na dzień 31.12.2014 r.":                             "2014-12-31",
		"w brzmieniu obowiązującym na dzień 2019-06-01":                            "2019-06-01",
		"Sąd Najwyższy w wyroku z dnia 14 marca 2019 r. przyjął, że kara umowna …": "",
	} {
		if got := asOfDate(passage); got != want {
			t.Errorf("asOfDate(%q) = %q, want %q", passage, got, want)
		}
	}
	dir := t.TempDir()
	docx := filepath.Join(dir, "memo.docx")
	os.WriteFile(docx, []byte("x"), 0o644)
	props := extract.Properties{Created: "2021-02-03T10:00:00Z", Modified: "2021-04-05T11:00:00Z"}
	if d, from := memoDate(docx, &extract.Document{Text: "MEMORANDUM\n", Format: extract.FormatDOCX, Properties: props}); d != "2021-04-05" || from != reports.DateFromDOCX {
		t.Errorf("DOCX core properties: %s (%s)", d, from)
	}
	if d, from := memoDate(docx, &extract.Document{Text: "MEMORANDUM\n", Format: extract.FormatDOCX, Properties: extract.Properties{Created: "2021-02-03T10:00:00Z"}}); d != "2021-02-03" || from != reports.DateFromDOCX {
		t.Errorf("DOCX created, not modified: %s (%s)", d, from)
	}
	if d, from := memoDate(docx, &extract.Document{Text: "Data: 1 lutego 2020 r.\n", Format: extract.FormatDOCX, Properties: props}); d != "2020-02-01" || from != reports.DateFromHeader {
		t.Errorf("the header beats the properties: %s (%s)", d, from)
	}
	odt := filepath.Join(dir, "memo.odt")
	os.WriteFile(odt, []byte("x"), 0o644)
	os.Chtimes(odt, time.Date(2017, 1, 2, 12, 0, 0, 0, time.UTC), time.Date(2017, 1, 2, 12, 0, 0, 0, time.UTC))
	if d, from := memoDate(odt, &extract.Document{Text: "MEMORANDUM\n", Format: extract.FormatODT, Properties: props}); d != "2021-04-05" || from != reports.DateFromODT {
		t.Errorf("an ODT's properties date it as a DOCX's do: %s (%s)", d, from)
	}
	if d, from := memoDate(odt, &extract.Document{Text: "MEMORANDUM\n", Format: extract.FormatODT, Properties: extract.Properties{}}); d != "2017-01-02" || from != reports.DateFromFile {
		t.Errorf("an ODT without properties: the file's time: %s (%s)", d, from)
	}
	txt := filepath.Join(dir, "memo.txt")
	os.WriteFile(txt, []byte("x"), 0o644)
	when := time.Date(2018, 7, 9, 12, 0, 0, 0, time.UTC)
	os.Chtimes(txt, when, when)
	if d, from := memoDate(txt, &extract.Document{Text: "MEMORANDUM\n", Format: extract.FormatTXT, Properties: extract.Properties{}}); d != "2018-07-09" || from != reports.DateFromFile {
		t.Errorf("file time: %s (%s)", d, from)
	}
}

// TestChooseVersion: the version in force on the memo's date is the
// latest one on or before it, else the earliest after it (accuracy §3).
func TestChooseVersion(t *testing.T) {
	t.Parallel()
	versions := []string{"Dz.U.2025.1071", "2015-08-17", "2015-08-17"}
	for _, c := range []struct {
		date, want string
		later      bool
	}{
		{"2026-12-01", "Dz.U.2025.1071", false},
		{"2019-05-05", "2015-08-17", false},
		{"2015-08-17", "2015-08-17", false},
		{"2011-03-01", "2015-08-17", true},
		{"", "", false},
	} {
		got, later := chooseVersion(versions, c.date)
		if got != c.want || later != c.later {
			t.Errorf("%q: %q, later %v; want %q, later %v", c.date, got, later, c.want, c.later)
		}
	}
	if got, _ := chooseVersion([]string{"2015-08-17", ""}, "2019-01-01"); got != "" {
		t.Errorf("a version without a date: no choice, got %q", got)
	}
	v2015 := &library.Source{Meta: library.Meta{Kind: library.Statute, Act: "KC", Version: "2015-08-17"}}
	v2025 := &library.Source{Meta: library.Meta{Kind: library.Statute, Act: "KC", Version: "Dz.U.2025.1071"}}
	spans := []library.Span{{Source: v2025}, {Source: v2015}, {Source: v2015}}
	if chosen, others := splitVersion(spans, "2015-08-17"); len(chosen) != 2 || len(others) != 1 {
		t.Errorf("split: %d chosen, %d others", len(chosen), len(others))
	}
	if chosen, others := splitVersion(spans, ""); len(chosen) != 3 || len(others) != 0 {
		t.Errorf("no choice: %d chosen, %d others", len(chosen), len(others))
	}
}
