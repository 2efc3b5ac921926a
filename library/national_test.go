package library

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// saosRecord writes one SAOS judgment as a single-record JSON line.
func saosRecord(id int, courtType, sig, date, text string) string {
	rec := map[string]any{"id": id, "courtType": courtType, "courtCases": []map[string]string{{"caseNumber": sig}},
		"judgmentType": "SENTENCE", "textContent": text, "judgmentDate": date}
	b, _ := json.Marshal(rec)
	return string(b) + "\n"
}

func writeFile(t *testing.T, path, data string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
}

// The passage every source below holds: a provision of a statute, quoted
// by judgments of several courts and dates.
const quoted = "Kto z winy swej wyrządził drugiemu szkodę, obowiązany jest do jej naprawienia"

func openNational(t *testing.T) (*Library, string, string) {
	t.Helper()
	dir := t.TempDir()
	folder, state, dump := filepath.Join(dir, "lib"), filepath.Join(dir, "state"), filepath.Join(dir, "dump")
	writeFile(t, filepath.Join(folder, "kc.txt"), "USTAWA\nz dnia 23 kwietnia 1964 r.\nKodeks cywilny\n\nArt. 415. "+quoted+".\n\nArt. 416. Osoba prawna jest obowiązana do naprawienia szkody wyrządzonej z winy jej organu.\n")
	writeFile(t, filepath.Join(folder, "wyrok.txt"), "Sygn. akt II CSK 100/10\nWYROK\nDnia 5 maja 2010 r.\nSąd Najwyższy w składzie\nZgodnie z art. 415 k.c. „"+quoted+"”. Skarga kasacyjna podlega oddaleniu.\n")
	var b strings.Builder
	b.WriteString(saosRecord(30000001, "COMMON", "I Ysyn 1/12", "2012-03-01", "<p>WYROK</p><p>Sąd Okręgowy przypomina: „"+quoted+"”. Apelacja jest bezzasadna w całości.</p>"))
	b.WriteString(saosRecord(30000002, "SUPREME", "II Ysyn 2/08", "2008-06-06", "WYROK\nSąd Najwyższy\nPrzepis stanowi: „"+quoted+"”. Uchyla zaskarżony wyrok."))
	b.WriteString(saosRecord(30000003, "NATIONAL_APPEAL_CHAMBER", "III Ysyn 3/08", "2008-06-06", "WYROK\nIzba wskazuje: „"+quoted+"”. Odwołanie oddala."))
	b.WriteString(saosRecord(30000004, "SUPREME", "IV Ysyn 4/15", "2015-01-02", "POSTANOWIENIE\nSąd Najwyższy odmawia przyjęcia skargi kasacyjnej do rozpoznania, bo nie ma w niej istotnego zagadnienia prawnego."))
	writeFile(t, filepath.Join(dump, "page.jsonl"), b.String())
	lib, err := Open(context.Background(), Options{Roots: []string{folder}, StateDir: state})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { lib.Close() })
	st, err := lib.ImportSAOS(context.Background(), 2, nil, dump)
	if err != nil || st.Added != 4 {
		t.Fatalf("import: %+v %v", st, err)
	}
	return lib, state, dump
}

// TestCollectionSources: judgments of the collection resolve by signature
// and by court and date, read like folder sources, and are not listed by
// Sources.
func TestCollectionSources(t *testing.T) {
	lib, _, _ := openNational(t)
	res, err := lib.Resolve(Query{Signature: "IV Ysyn 4/15"})
	if err != nil || len(res.Sources) != 1 || res.Ambiguous {
		t.Fatalf("resolve: %+v %v", res, err)
	}
	s := res.Sources[0]
	if s.Meta.Court != "Sąd Najwyższy" || s.Meta.Date != "2015-01-02" || s.Meta.Kind != Judgment || s.Renderings[0].Format != "saos-json" ||
		s.Renderings[0].Path != "https://www.saos.org.pl/api/judgments/30000004" {
		t.Errorf("source %+v, rendering %+v", s.Meta, s.Renderings[0])
	}
	text, _, err := s.Text()
	if err != nil || !strings.Contains(text, "istotnego zagadnienia") {
		t.Errorf("text %q %v", text, err)
	}
	if es, err := lib.EngineText(s.Renderings[0].TextHash); err != nil || es.Text != text {
		t.Errorf("engine text: %v", err)
	}
	if again, _ := lib.Resolve(Query{Signature: "IV Ysyn 4/15"}); again.Sources[0] != s {
		t.Error("the same collection document gave two sources")
	}
	for _, src := range lib.Sources() {
		if strings.Contains(src.ID, "Ysyn") {
			t.Errorf("Sources lists a collection judgment: %s", src.ID)
		}
	}
	same, err := lib.ByCourtDate("SN", "6 czerwca 2008 r.")
	if err != nil || len(same) != 1 || same[0].Meta.Signatures[0] != "II Ysyn 2/08" {
		t.Errorf("court+date: %v %v", same, err)
	}
	if _, err := lib.Resolve(Query{Signature: "IX Ysyn 9/99"}); err == nil {
		t.Error("an absent signature resolved")
	}
}

// TestSearchNamesTheOriginal: a passage held by a statute and by judgments
// of several courts and dates comes back statute first, then the earliest
// ruling, a higher court before a lower one on the same day, with the
// number of holders on every hit.
func TestSearchNamesTheOriginal(t *testing.T) {
	lib, _, _ := openNational(t)
	hits, err := lib.Search(context.Background(), "„"+quoted+"”", 1)
	if err != nil {
		t.Fatal(err)
	}
	var order []string
	for _, h := range hits {
		name := h.Source.Meta.Act
		if len(h.Source.Meta.Signatures) > 0 {
			name = h.Source.Meta.Signatures[0]
		}
		order = append(order, name)
		if h.Holders != 5 || h.HoldersAtLeast {
			t.Errorf("%s: holders %d (at least %v), want 5", name, h.Holders, h.HoldersAtLeast)
		}
	}
	if want := "[KC II Ysyn 2/08 III Ysyn 3/08 II CSK 100/10 I Ysyn 1/12]"; fmt.Sprint(order) != want {
		t.Errorf("order %v, want %s", order, want)
	}
	if hits[0].Article != "415" {
		t.Errorf("the statute hit is in art. %q", hits[0].Article)
	}
	// Mapped back to the original text of a collection judgment.
	for _, h := range hits {
		if h.Rendering.Format == "saos-json" {
			es, _ := lib.EngineText(h.TextHash)
			if got := es.Text[h.Range.Start:h.Range.End]; got != quoted {
				t.Errorf("range %v of %s holds %q", h.Range, h.Source.ID, got)
			}
		}
	}
}

// TestCollectionStaleAndShared: a report that relied on a collection
// judgment is stale once a changed record replaces it; another library
// opened read-only on the same collection (a second office) sees the new
// version after its update.
func TestCollectionStaleAndShared(t *testing.T) {
	lib, state, dump := openNational(t)
	other, err := Open(context.Background(), Options{Collection: filepath.Join(state, "library", "collection"), CollectionReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	res, _ := lib.Resolve(Query{Signature: "IV Ysyn 4/15"})
	old := res.Sources[0].Renderings[0].TextHash
	if err := lib.RecordUse("memo-1", res.Sources[0].Hashes()...); err != nil {
		t.Fatal(err)
	}
	if st := lib.Stale(); len(st) != 0 {
		t.Fatalf("stale before any change: %+v", st)
	}
	writeFile(t, filepath.Join(dump, "page.jsonl"), saosRecord(30000004, "SUPREME", "IV Ysyn 4/15", "2015-01-02", "POSTANOWIENIE\nSąd Najwyższy przyjmuje skargę kasacyjną do rozpoznania."))
	st, err := lib.ImportSAOS(context.Background(), 1, nil, dump)
	if err != nil || st.Replaced != 1 {
		t.Fatalf("reimport: %+v %v", st, err)
	}
	stale := lib.Stale()
	if len(stale) != 1 || stale[0].Report != "memo-1" || stale[0].OldHash != old || stale[0].Reason != "changed" || stale[0].NewHash == "" {
		t.Fatalf("stale %+v", stale)
	}
	// The previous version stays readable for that report.
	if txt, err := lib.VersionText(old); err != nil || !strings.Contains(txt, "odmawia") {
		t.Errorf("old version: %q %v", txt, err)
	}
	if _, err := other.Update(context.Background()); err != nil {
		t.Fatal(err)
	}
	r2, err := other.Resolve(Query{Signature: "IV Ysyn 4/15"})
	if err != nil {
		t.Fatal(err)
	}
	if txt, _, _ := r2.Sources[0].Text(); !strings.Contains(txt, "przyjmuje") {
		t.Errorf("the read-only library serves %q", txt)
	}
	if _, err := other.ImportSAOS(context.Background(), 1, nil, dump); err == nil {
		t.Error("a read-only collection accepted an import")
	}
}

// dumpPage wraps records as a page of the dump API.
func dumpPage(records ...string) string {
	for i := range records {
		records[i] = strings.TrimSpace(records[i])
	}
	return `{"links":[{"rel":"self","href":"https://www.saos.org.pl/api/dump/judgments?pageSize=100&pageNumber=7"}],"items":[` + strings.Join(records, ",") + `],"info":null}`
}

// TestDumpPageInFolder: a page of the SAOS dump dropped into a library
// folder is read the same way as an import: its judgments go into the
// collection (the file is no source), a change of the page replaces and
// prunes them, its removal removes them.
func TestDumpPageInFolder(t *testing.T) {
	dir := t.TempDir()
	folder := filepath.Join(dir, "lib")
	page := filepath.Join(folder, "saos", "judgments-7.json")
	writeFile(t, page, dumpPage(saosRecord(50000001, "SUPREME", "I Ysyn 51/20", "2020-05-05", "WYROK\nSąd Najwyższy oddala skargę kasacyjną w całości."),
		saosRecord(50000002, "SUPREME", "I Ysyn 52/20", "2020-05-06", "WYROK\nSąd Najwyższy uchyla zaskarżony wyrok.")))
	writeFile(t, filepath.Join(folder, "one.json"), `{"data":`+strings.TrimSpace(saosRecord(50000003, "SUPREME", "I Ysyn 53/20", "2020-05-07", "UCHWAŁA\nSąd Najwyższy podjął uchwałę."))+`}`)
	ctx := context.Background()
	lib, err := Open(ctx, Options{Roots: []string{folder}, StateDir: filepath.Join(dir, "state")})
	if err != nil {
		t.Fatal(err)
	}
	defer lib.Close()
	for _, sig := range []string{"I Ysyn 51/20", "I Ysyn 52/20", "I Ysyn 53/20"} {
		if _, err := lib.Resolve(Query{Signature: sig}); err != nil {
			t.Errorf("%s: %v", sig, err)
		}
	}
	if n := lib.Collection().Stats().Docs; n != 2 {
		t.Errorf("%d judgments in the collection, want the page's 2 (the single file is a folder source)", n)
	}
	if len(lib.Sources()) != 1 || len(lib.Problems()) != 0 {
		t.Errorf("sources %d, problems %+v", len(lib.Sources()), lib.Problems())
	}
	// The page changes: one judgment left, changed.
	writeFile(t, page, dumpPage(saosRecord(50000002, "SUPREME", "I Ysyn 52/20", "2020-05-06", "WYROK\nSąd Najwyższy uchyla zaskarżony wyrok i przekazuje sprawę.")))
	later := time.Now().Add(time.Minute)
	os.Chtimes(page, later, later)
	ch, err := lib.Update(ctx)
	if err != nil || !ch.Collection {
		t.Fatalf("update %+v %v", ch, err)
	}
	if _, err := lib.Resolve(Query{Signature: "I Ysyn 51/20"}); err == nil {
		t.Error("a judgment no longer in the page still resolves")
	}
	res, err := lib.Resolve(Query{Signature: "I Ysyn 52/20"})
	if err != nil {
		t.Fatal(err)
	}
	if txt, _, _ := res.Sources[0].Text(); !strings.Contains(txt, "przekazuje") {
		t.Errorf("text %q", txt)
	}
	// The page goes.
	os.Remove(page)
	if _, err := lib.Update(ctx); err != nil {
		t.Fatal(err)
	}
	if n := lib.Collection().Stats().Docs; n != 0 {
		t.Errorf("%d judgments left after the page was removed", n)
	}
}
