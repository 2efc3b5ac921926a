package check

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"citeguard/cite"
	"citeguard/reports"
)

// versionsLibrary is an act in two versions (2015 and 2025): art. 20 and
// art. 21 amended (a few words, a number), art. 22 the same in both.
func versionsLibrary() *fakeLibrary {
	f := &fakeLibrary{}
	old := f.statute("KC", "Kodeks cywilny", `USTAWA
Kodeks cywilny

Art. 20. Przechowawca jest obowiązany zwrócić rzecz składającemu w stanie niepogorszonym, chyba że umowa stanowi inaczej.
Art. 21. Termin do zawiadomienia przewoźnika o szkodzie wynosi trzydzieści dni od dnia wydania przesyłki.
Art. 22. Komisant nie odpowiada za wykonanie zobowiązania przez osobę trzecią, z którą zawarł umowę na rachunek komitenta.
`)
	old.Meta.Version = "2015-08-17"
	cur := f.statute("KC", "Kodeks cywilny", `USTAWA
Kodeks cywilny

Art. 20. Przechowawca jest obowiązany zwrócić rzecz składającemu w stanie niepogorszonym, chyba że ustawa stanowi inaczej.
Art. 21. Termin do zawiadomienia przewoźnika o szkodzie wynosi czternaście dni od dnia wydania przesyłki.
Art. 22. Komisant nie odpowiada za wykonanie zobowiązania przez osobę trzecią, z którą zawarł umowę na rachunek komitenta.
`)
	cur.Meta.Version = "Dz.U.2025.1071"
	cur.Renderings[0].Path = "library/kc-2025.txt"
	return f
}

// TestUndatedMemoVersion (class 9): a memo without a date of its own has
// its statute versions chosen by the file's time, which says nothing of the
// wording meant — a quotation of a version the library holds has its
// status against that version (🟢 verbatim, 🟡 with small differences), the
// version named and the missing date said; a material change against every
// version stays 🔴. A memo that gives its date (its header, its
// properties, „w brzmieniu obowiązującym w dniu …”) keeps the version in
// force on that day: another version's wording is 🟡 WYMAGA_OSADU naming it.
func TestUndatedMemoVersion(t *testing.T) {
	t.Parallel()
	c, err := Open(context.Background(), Config{Resolver: versionsLibrary()})
	if err != nil {
		t.Fatal(err)
	}
	dated := func(d string) claimEnv { return claimEnv{date: d, from: reports.DateFromHeader} }
	const (
		undated = "memo nie podaje swojej daty"
		dated_  = "memo cytuje brzmienie "
		oldWord = "Termin do zawiadomienia przewoźnika o szkodzie wynosi trzydzieści dni od dnia wydania przesyłki"
		newWord = "Termin do zawiadomienia przewoźnika o szkodzie wynosi czternaście dni od dnia wydania przesyłki"
	)
	for _, tc := range []struct {
		name, quote, przepis string
		env                  claimEnv
		status               cite.Status
		note, notNote        string
	}{
		// The file's time only.
		{"undated: the old number verbatim", oldWord, "art. 21", claimEnv{date: "2026-12-03", undated: true}, cite.Zweryfikowany, undated + "|art. 21 w wersji 2015-08-17", ""},
		{"undated: old words, 🟡 against the current ones", "Przechowawca jest obowiązany zwrócić rzecz składającemu w stanie niepogorszonym, chyba że umowa stanowi inaczej", "art. 20",
			claimEnv{date: "2026-12-03", undated: true}, cite.Zweryfikowany, undated + "|2015-08-17", ""},
		{"undated: the old wording with a slip", "Termin do zawiadomienia przewoźnika o szkodzie wynosi trzydzieści dni od daty wydania przesyłki", "art. 21",
			claimEnv{date: "2026-12-03", undated: true}, cite.Zmodyfikowany, "drobne|" + undated + "|2015-08-17", ""},
		{"undated: the current wording verbatim", newWord, "art. 21", claimEnv{date: "2026-12-03", undated: true}, cite.Zweryfikowany, "", undated},
		{"undated: a wording both versions share", "Komisant nie odpowiada za wykonanie zobowiązania przez osobę trzecią", "art. 22",
			claimEnv{date: "2026-12-03", undated: true}, cite.Zweryfikowany, "", undated},
		{"undated: a number no version has", "Termin do zawiadomienia przewoźnika o szkodzie wynosi siedem dni od dnia wydania przesyłki", "art. 21",
			claimEnv{date: "2026-12-03", undated: true}, cite.Niezweryfikowany, "liczba", undated},
		{"undated: a negation no version has", "Komisant odpowiada za wykonanie zobowiązania przez osobę trzecią", "art. 22",
			claimEnv{date: "2026-12-03", undated: true}, cite.Niezweryfikowany, "przeczenie", undated},
		{"undated, the file older than every version: the old wording", oldWord, "art. 21", claimEnv{date: "2010-01-01", undated: true}, cite.Zweryfikowany, "", undated},
		{"undated, the file older than every version: the current wording", newWord, "art. 21", claimEnv{date: "2010-01-01", undated: true}, cite.Zweryfikowany, undated + "|Dz.U.2025.1071", ""},
		// A date of the memo's own: the fragment verified against the
		// version it stands in, the lawyer warned that the memo quotes a
		// wording not in force on its date.
		{"dated: the old number", oldWord, "art. 21", dated("2026-12-03"), cite.Zweryfikowany, dated_ + "art. 21 w wersji 2015-08-17|data z nagłówka memo", undated},
		{"dated: old words near the current ones", "Przechowawca jest obowiązany zwrócić rzecz składającemu w stanie niepogorszonym, chyba że umowa stanowi inaczej", "art. 20",
			dated("2026-12-03"), cite.Zweryfikowany, dated_ + "|2015-08-17", undated},
		{"dated: the old wording with a slip", "Termin do zawiadomienia przewoźnika o szkodzie wynosi trzydzieści dni od daty wydania przesyłki", "art. 21",
			dated("2026-12-03"), cite.Zmodyfikowany, "drobne|" + dated_ + "|2015-08-17", undated},
		{"dated long before the current version, quoting it", newWord, "art. 21", dated("2016-01-01"), cite.Zweryfikowany, dated_ + "|wersji Dz.U.2025.1071", undated},
		{"dated: the current wording verbatim", newWord, "art. 21", dated("2026-12-03"), cite.Zweryfikowany, "", dated_},
		{"dated: a wording both versions share", "Komisant nie odpowiada za wykonanie zobowiązania przez osobę trzecią", "art. 22",
			dated("2026-12-03"), cite.Zweryfikowany, "", dated_},
		{"dated: a number no version has", "Termin do zawiadomienia przewoźnika o szkodzie wynosi siedem dni od dnia wydania przesyłki", "art. 21",
			dated("2026-12-03"), cite.Niezweryfikowany, "liczba", dated_},
		{"dated: a negation no version has", "Komisant odpowiada za wykonanie zobowiązania przez osobę trzecią", "art. 22",
			dated("2026-12-03"), cite.Niezweryfikowany, "przeczenie", dated_},
		// „w brzmieniu obowiązującym w dniu …”: the memo names the wording
		// it means; another version's is for a human.
		{"the wording's day named: the old number", oldWord, "art. 21", claimEnv{date: "2026-12-03", wording: true}, cite.WymagaOsadu, "wersji 2015-08-17", dated_},
		{"the wording's day named: old words near the current ones", "Przechowawca jest obowiązany zwrócić rzecz składającemu w stanie niepogorszonym, chyba że umowa stanowi inaczej", "art. 20",
			claimEnv{date: "2026-12-03", wording: true}, cite.Zmodyfikowany, "drobne", dated_},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rc, _, skip := c.verify(context.Background(), provision(cite.CytatDoslowny, tc.quote, tc.przepis), tc.env)
			if skip != nil {
				t.Fatalf("not checked: %s", reports.Say(skip.Found))
			}
			rc = worded(rc)
			ok := rc.Status == tc.status && (tc.notNote == "" || !strings.Contains(rc.Note, tc.notNote))
			for _, n := range strings.Split(tc.note, "|") {
				ok = ok && strings.Contains(rc.Note, n)
			}
			if !ok {
				t.Errorf("%s (%s), want %s with %q, without %q", rc.Status, rc.Note, tc.status, tc.note, tc.notNote)
			}
		})
	}
}

// TestUndatedMemoFile (class 9, end to end): a memo file without a date of
// its own is checked by its file's time and a quotation of the older
// wording is 🟢 against it, the table naming the version; a memo dated in
// its header, or naming the day of the wording it applies, keeps 🟡
// WYMAGA_OSADU for the same quotation.
func TestUndatedMemoFile(t *testing.T) {
	t.Parallel()
	c, err := Open(context.Background(), Config{Resolver: versionsLibrary(), Logger: quietLog()})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	const body = "Zgodnie z art. 21 k.c. „Termin do zawiadomienia przewoźnika o szkodzie wynosi trzydzieści dni od dnia wydania przesyłki”.\n"
	saved := time.Date(2026, 12, 1, 10, 0, 0, 0, time.UTC)
	dir := t.TempDir()
	for _, tc := range []struct {
		name, text string
		from       string
		status     cite.Status
		note       string
	}{
		{"no date", "NOTATKA\n\n" + body, reports.DateFromFile, cite.Zweryfikowany, "memo nie podaje swojej daty"},
		{"a header date", "NOTATKA\nData: 1 grudnia 2026 r.\n\n" + body, reports.DateFromHeader, cite.Zweryfikowany, "memo cytuje brzmienie art. 21 w wersji 2015-08-17"},
		{"the wording's day named", "NOTATKA\n\nPrzepis stosujemy w brzmieniu obowiązującym w dniu 1 grudnia 2026 r. " + body, reports.DateFromFile, cite.WymagaOsadu, "wersji 2015-08-17"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := filepath.Join(dir, strings.ReplaceAll(tc.name, " ", "-")+".txt")
			if err := os.WriteFile(p, []byte(tc.text), 0o644); err != nil {
				t.Fatal(err)
			}
			if err := os.Chtimes(p, saved, saved); err != nil {
				t.Fatal(err)
			}
			m, err := c.Check(context.Background(), p)
			if err != nil {
				t.Fatal(err)
			}
			if m.MemoDateFrom != tc.from {
				t.Errorf("memo date from %q, want %q", m.MemoDateFrom, tc.from)
			}
			r, ok := findClaim(m, "trzydzieści dni")
			if !ok || r.Status != tc.status || !strings.Contains(r.Note, tc.note) {
				t.Fatalf("%v: %s (%s), want %s with %q", ok, r.Status, r.Note, tc.status, tc.note)
			}
			var b strings.Builder
			if err := reports.Markdown(&b, m); err != nil {
				t.Fatal(err)
			}
			table := b.String()
			undated := tc.from == reports.DateFromFile && tc.status == cite.Zweryfikowany
			if undated != strings.Contains(table, "(memo bez daty)") {
				t.Errorf("the table names the version of an undated memo: %v, want %v\n%s", !undated, undated, table)
			}
			dated := tc.from == reports.DateFromHeader
			if dated != strings.Contains(table, "(nieobowiązujące w dniu memo)") {
				t.Errorf("the table names the version not in force on a dated memo's day: %v, want %v\n%s", !dated, dated, table)
			}
		})
	}
}
