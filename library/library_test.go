package library

import (
	"bytes"
	"context"
	"errors"
	"io"
	"io/fs"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// fixtures is the repository's small library (see testdata/library/README.md).
const fixtures = "../testdata/library"

var quiet = slog.New(slog.NewTextHandler(io.Discard, nil))

// copyFixtures copies the fixture library into a temporary directory, so a
// test may change, add and remove files.
func copyFixtures(t testing.TB) string {
	t.Helper()
	dst := t.TempDir()
	err := filepath.WalkDir(fixtures, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(fixtures, p)
		out := filepath.Join(dst, rel)
		if d.IsDir() {
			return os.MkdirAll(out, 0o755)
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(out, data, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
	return dst
}

func open(t testing.TB, opts Options) *Library {
	t.Helper()
	if opts.Logger == nil {
		opts.Logger = quiet
	}
	l, err := Open(context.Background(), opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { l.Close() })
	return l
}

func resolveOne(t *testing.T, l *Library, anchor string) *Source {
	t.Helper()
	r, err := l.Resolve(ParseAnchor(anchor))
	if err != nil {
		t.Fatalf("Resolve(%q): %v", anchor, err)
	}
	if len(r.Sources) != 1 || r.Ambiguous {
		t.Fatalf("Resolve(%q): %d sources (ambiguous %v), want 1", anchor, len(r.Sources), r.Ambiguous)
	}
	return r.Sources[0]
}

func TestCatalogMetadata(t *testing.T) {
	t.Parallel()
	l := open(t, Options{Roots: []string{fixtures}})
	tests := []struct {
		anchor                      string
		court, date, docType, party string
		files                       int
		from                        map[string]string // field → origin prefix
	}{
		{"III CZP 39/02", "Sąd Najwyższy", "2002-07-05", "uchwała", "Dariusza C. przeciwko Gminie I.Z.", 1,
			map[string]string{"signatures": "header", "date": "header"}},
		// IIICZP 39/2002: glued department, four-digit year.
		{"IIICZP 39/2002", "Sąd Najwyższy", "2002-07-05", "uchwała", "", 1, nil},
		// Portal HTML + .txt + .meta.xml: one source, the metadata file
		// first, but the form and date its head states before them.
		{"I ACa 499/13", "Sąd Apelacyjny w Gdańsku", "2013-11-07", "postanowienie", "B. K. i T. T. przeciwko R. B. (1)", 2,
			map[string]string{"signatures": "meta.xml", "date": "header", "doc_type": "header", "court": "meta.xml", "judges": "meta.xml"}},
		// SAOS JSON: court and signature from SAOS, the date the head states.
		{"II Ca 71/13", "Sąd Okręgowy w Białymstoku", "2013-03-06", "wyrok", "", 1,
			map[string]string{"signatures": "saos", "court": "saos", "date": "header"}},
		// A sidecar alias.
		{"UMOWA/ALFA/2019", "", "2019-01-02", "", "Alfa sp. z o.o. przeciwko Beta S.A.", 1,
			map[string]string{"date": "sidecar", "title": "sidecar", "parties": "sidecar"}},
	}
	for _, tc := range tests {
		t.Run(tc.anchor, func(t *testing.T) {
			s := resolveOne(t, l, tc.anchor)
			m := s.Meta
			if tc.court != "" && m.Court != tc.court {
				t.Errorf("court %q, want %q", m.Court, tc.court)
			}
			if m.Date != tc.date {
				t.Errorf("date %q, want %q", m.Date, tc.date)
			}
			if m.DocType != tc.docType {
				t.Errorf("doc type %q, want %q", m.DocType, tc.docType)
			}
			if !strings.HasPrefix(m.Parties, tc.party) {
				t.Errorf("parties %q, want prefix %q", m.Parties, tc.party)
			}
			if len(s.Readable()) != tc.files {
				t.Errorf("%d readable renderings, want %d", len(s.Readable()), tc.files)
			}
			for f, want := range tc.from {
				if !strings.HasPrefix(m.From[f], want) {
					t.Errorf("%s from %q, want %q…", f, m.From[f], want)
				}
			}
		})
	}
	// The original (HTML) is preferred for display.
	s := resolveOne(t, l, "I ACa 499/13")
	if s.Renderings[0].Format != "html" {
		t.Errorf("preferred rendering %s, want the html original", s.Renderings[0].Format)
	}
	if len(s.Renderings[0].Sidecars) != 1 || !strings.HasSuffix(s.Renderings[0].Sidecars[0], ".meta.xml") {
		t.Errorf("sidecars %v, want the .meta.xml", s.Renderings[0].Sidecars)
	}
}

func TestResolveNotFound(t *testing.T) {
	t.Parallel()
	l := open(t, Options{Roots: []string{fixtures}})
	for _, anchor := range []string{"V CSK 999/19", "art. 999 k.c.", "art. 415 k.k.", "art. 1 ustawy o czymś nieznanym", "ECLI:PL:SN:2019:VCSK.999.19"} {
		_, err := l.Resolve(ParseAnchor(anchor))
		var nf *NotFound
		if !errors.As(err, &nf) {
			t.Errorf("Resolve(%q) = %v, want *NotFound", anchor, err)
			continue
		}
		if !strings.HasPrefix(nf.Error(), "BRAK ŹRÓDŁA: ") {
			t.Errorf("Resolve(%q): %q does not say BRAK ŹRÓDŁA", anchor, nf.Error())
		}
	}
}

func TestAmbiguousSignature(t *testing.T) {
	t.Parallel()
	l := open(t, Options{Roots: []string{fixtures}})
	r, err := l.Resolve(Query{Signature: "I C 100/13"})
	if err != nil {
		t.Fatal(err)
	}
	if !r.Ambiguous || len(r.Sources) != 2 {
		t.Fatalf("I C 100/13: ambiguous %v with %d sources, want 2 different cases", r.Ambiguous, len(r.Sources))
	}
	for _, tc := range []struct{ court, date, want string }{
		{"Sąd Rejonowy w Kielcach", "", "2013-05-10"},
		{"SR w Radomiu", "", "2013-06-12"},
		{"", "12 czerwca 2013 r.", "2013-06-12"},
		{"", "10.05.2013", "2013-05-10"},
	} {
		r, err := l.Resolve(Query{Signature: "I C 100/13", Court: tc.court, Date: tc.date})
		if err != nil {
			t.Fatal(err)
		}
		if r.Ambiguous || len(r.Sources) != 1 || r.Sources[0].Meta.Date != tc.want {
			t.Errorf("court %q date %q: %d sources, ambiguous %v; want the one of %s", tc.court, tc.date, len(r.Sources), r.Ambiguous, tc.want)
		}
	}
	// Renderings of one case are never ambiguous among themselves.
	if r, _ := l.Resolve(Query{Signature: "I ACa 499/13"}); r == nil || r.Ambiguous {
		t.Errorf("I ACa 499/13 (html + txt + meta.xml) reported ambiguous")
	}
}

func TestStatuteProvisions(t *testing.T) {
	t.Parallel()
	l := open(t, Options{Roots: []string{fixtures}})
	tests := []struct {
		anchor, start, contains, notContains string
	}{
		{"art. 415 k.c.", "Art. 415", "Kto z winy swej wyrządził drugiemu szkodę", "Osoba prawna"},
		{"art. 415 KC", "Art. 415", "obowiązany jest do jej naprawienia", ""},
		{"art. 415 Kodeksu cywilnego", "Art. 415", "Kto z winy", ""},
		{"art. 416 kc", "Art. 416", "Osoba prawna jest obowiązana", "Kto z winy"},
		{"art. 417 § 2 k.c.", "§2.", "Jeżeli wykonywanie zadań z zakresu władzy publicznej zlecono", "§1."},
		{"art. 417¹ § 3 k.c.", "§3.", "przez niewydanie orzeczenia lub decyzji", "§4."},
		{"art. 417[1] § 1 k.c.", "§1.", "wydanie aktu normatywnego", ""},
		{"art. 417^2 k.c.", "Art. 417[2]", "zgodne z prawem wykonywanie władzy publicznej", "Art. 418"},
		{"art. 445 § 1 k.c.", "§1.", "odpowiednią sumę tytułem zadośćuczynienia", "§2."},
		{"art. 5 ust. 2 RODO", "2.", "Administrator jest odpowiedzialny", "Artykuł 6"},
		{"art. 6 ust. 1 lit. f RODO", "f)", "prawnie uzasadnionych interesów", "Akapit pierwszy"},
		{"art. 6 ust. 1 lit. a rozporządzenia (UE) 2016/679", "a)", "wyraziła zgodę", ""},
	}
	for _, tc := range tests {
		t.Run(tc.anchor, func(t *testing.T) {
			r, err := l.Resolve(ParseAnchor(tc.anchor))
			if err != nil {
				t.Fatal(err)
			}
			if len(r.Spans) == 0 {
				t.Fatal("no span")
			}
			sp := r.Spans[0]
			if !strings.HasPrefix(sp.Text, tc.start) {
				t.Errorf("span starts %.40q, want %q", sp.Text, tc.start)
			}
			if !strings.Contains(sp.Text, tc.contains) {
				t.Errorf("span %q lacks %q", sp.Text, tc.contains)
			}
			if tc.notContains != "" && strings.Contains(sp.Text, tc.notContains) {
				t.Errorf("span %q runs into %q", sp.Text, tc.notContains)
			}
			full, _ := l.VersionText(sp.TextHash)
			if full[sp.Range.Start:sp.Range.End] != sp.Text {
				t.Errorf("range %v does not point at the span in the original text", sp.Range)
			}
		})
	}
}

func TestWrongArticleFound(t *testing.T) {
	t.Parallel()
	l := open(t, Options{Roots: []string{fixtures}})
	// A memo quotes art. 416 as art. 415 k.c.
	quote := "Osoba prawna jest obowiązana do naprawienia szkody wyrządzonej z winy jej organu"
	r, err := l.Resolve(ParseAnchor("art. 415 k.c."))
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(r.Spans[0].Text, quote) {
		t.Fatal("the quote stands in the cited article; the test is wrong")
	}
	hits, err := l.Search(context.Background(), "„osoba prawna jest  obowiązana do naprawienia szkody wyrządzonej z winy jej organu”", 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(hits) != 1 || hits[0].Article != "416" || hits[0].Source.Meta.Act != "KC" {
		t.Fatalf("hits %+v, want one in KC art. 416", hits)
	}
	if got := l.ArticleAt(hits[0].Rendering, hits[0].Range.Start); got != "416" {
		t.Errorf("ArticleAt = %q, want 416", got)
	}
}

func TestMisattributionNamed(t *testing.T) {
	t.Parallel()
	l := open(t, Options{Roots: []string{fixtures}})
	// The memo attributes a passage of the Radom judgment to the Kielce one.
	passage := "świadkowie nie potwierdzili istnienia wyrwy w jezdni"
	if r, err := l.Resolve(Query{Signature: "I C 100/13", Court: "Sądu Rejonowego w Kielcach"}); err != nil || len(r.Sources) != 1 {
		t.Fatalf("the cited (Kielce) judgment does not resolve: %v", err)
	}
	hits, err := l.Search(context.Background(), passage, 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(hits) != 1 {
		t.Fatalf("%d hits, want 1", len(hits))
	}
	h := hits[0]
	if h.Source.Meta.Court != "Sąd Rejonowy w Radomiu" || h.Source.Meta.Signatures[0] != "I C 100/13" {
		t.Errorf("named %s, want the Radom judgment", h.Source.ID)
	}
	text, _ := l.VersionText(h.TextHash)
	if got := text[h.Range.Start:h.Range.End]; got != passage {
		t.Errorf("range points at %q", got)
	}
	// A passage found in any rendering counts: the portal judgment's .txt
	// and .html both hold it, one source is named (twice, once per text).
	hits, err = l.Search(context.Background(), "o zaniechanie działań stanowiących czyny nieuczciwej konkurencji", 0)
	if err != nil {
		t.Fatal(err)
	}
	ids := map[string]bool{}
	for _, h := range hits {
		ids[h.Source.ID] = true
	}
	if len(ids) != 1 || len(hits) < 2 {
		t.Errorf("portal passage: %d hits in %d sources, want ≥ 2 hits in 1 source", len(hits), len(ids))
	}
	if _, err := l.Search(context.Background(), "kto z", 0); !errors.Is(err, ErrPassageTooShort) {
		t.Errorf("short passage: %v, want ErrPassageTooShort", err)
	}
	if hits, _ := l.Search(context.Background(), "zdanie którego nie ma w żadnym źródle biblioteki", 0); len(hits) != 0 {
		t.Errorf("invented passage found: %+v", hits)
	}
}

func TestSourceChangedKeepsVersionAndStale(t *testing.T) {
	t.Parallel()
	dir := copyFixtures(t)
	state := t.TempDir()
	l := open(t, Options{Roots: []string{dir}, StateDir: state})
	src := resolveOne(t, l, "III CZP 39/02")
	oldText, _, err := src.Text()
	if err != nil {
		t.Fatal(err)
	}
	oldHash := src.Hashes()[0]
	if err := l.RecordUse("memo-7", src.Hashes()...); err != nil {
		t.Fatal(err)
	}
	kc := resolveOne(t, l, "art. 415 k.c.")
	if err := l.RecordUse("memo-8", kc.Hashes()...); err != nil {
		t.Fatal(err)
	}
	if st := l.Stale(); len(st) != 0 {
		t.Fatalf("stale before any change: %+v", st)
	}
	// The source changes on disk (a later, corrected publication).
	p := src.Renderings[0].Path
	newText := strings.Replace(oldText, "wygasa", "nie wygasa", 1)
	writeLater(t, p, newText)
	ch, err := l.Update(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if ch.Changed != 1 || ch.Read != 1 {
		t.Errorf("changes %+v, want 1 changed, 1 read", ch)
	}
	src = resolveOne(t, l, "III CZP 39/02")
	if cur, _, _ := src.Text(); cur != newText {
		t.Error("the current text is not the new one")
	}
	if h := src.Renderings[0].History; len(h) != 1 || h[0].TextHash != oldHash {
		t.Fatalf("history %+v, want the previous version %s", h, oldHash[:12])
	}
	if prev, err := l.VersionText(oldHash); err != nil || prev != oldText {
		t.Errorf("previous version not kept: %v", err)
	}
	check := func(l *Library) {
		st := l.Stale()
		if len(st) != 1 || st[0].Report != "memo-7" || st[0].OldHash != oldHash || st[0].Reason != "changed" || st[0].Path != p || st[0].NewHash == "" {
			t.Errorf("stale %+v, want memo-7 on %s (changed)", st, p)
		}
	}
	check(l)
	// Persisted: a restart knows the history and the uses.
	check(open(t, Options{Roots: []string{dir}, StateDir: state}))
	// Removed: the report that relied on the statute becomes stale too.
	if err := os.Remove(kc.Renderings[0].Path); err != nil {
		t.Fatal(err)
	}
	if ch, _ := l.Update(context.Background()); ch.Removed != 1 {
		t.Errorf("changes %+v, want 1 removed", ch)
	}
	var reasons []string
	for _, s := range l.Stale() {
		reasons = append(reasons, s.Report+":"+s.Reason)
	}
	if strings.Join(reasons, ",") != "memo-7:changed,memo-8:removed" {
		t.Errorf("stale %v", reasons)
	}
}

// writeLater writes a file and moves its modification time forward, so a
// change is seen even on file systems with coarse timestamps.
func writeLater(t testing.TB, p, text string) {
	t.Helper()
	fi, _ := os.Stat(p)
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	if fi != nil {
		later := fi.ModTime().Add(2 * time.Second)
		os.Chtimes(p, later, later)
	}
}

func TestWarmRestartReadsNothing(t *testing.T) {
	t.Parallel()
	dir := copyFixtures(t)
	state := t.TempDir()
	l := open(t, Options{Roots: []string{dir}, StateDir: state})
	n := len(l.Sources())
	l2, err := Open(context.Background(), Options{Roots: []string{dir}, StateDir: state, Logger: quiet})
	if err != nil {
		t.Fatal(err)
	}
	ch, _ := l2.Update(context.Background())
	if ch.Read != 0 || ch.Added+ch.Changed+ch.Removed != 0 {
		t.Errorf("restart: %+v, want nothing read", ch)
	}
	if len(l2.Sources()) != n {
		t.Errorf("%d sources after restart, want %d", len(l2.Sources()), n)
	}
	// Touched but not changed: read (hash check), not a new version.
	p := filepath.Join(dir, "sn", "SN_III-CZP-39-02_2002-07-05.txt")
	data, _ := os.ReadFile(p)
	writeLater(t, p, string(data))
	ch, _ = l2.Update(context.Background())
	if ch.Read != 1 || ch.Changed != 0 {
		t.Errorf("touched: %+v, want 1 read, 0 changed", ch)
	}
	// A new file is added incrementally.
	os.WriteFile(filepath.Join(dir, "nowy.txt"), []byte("Sygn. akt II CSK 123/19\n\nWYROK\n\nDnia 5 lipca 2019 r.\n\nSąd Najwyższy\n"), 0o644)
	ch, _ = l2.Update(context.Background())
	if ch.Added != 1 || ch.Read != 1 {
		t.Errorf("added: %+v", ch)
	}
	for _, a := range []string{"II CSK 123/19", "IICSK 123/19", "II CSK 123/2019", "II\u00a0CSK\u00a0123/19", "II CSK\n123/19"} {
		resolveOne(t, l2, a)
	}
}

func TestCorruptSourceSkipped(t *testing.T) {
	t.Parallel()
	dir := copyFixtures(t)
	bad := map[string][]byte{
		"zepsute/saos-broken.json": []byte(`{"data": {"textContent": "<p>Sygn. akt`),
		"zepsute/saos-notext.json": []byte(`{"data": {"id": 7, "courtType": "COMMON", "courtCases": [{"caseNumber": "I C 1/13"}]}}`),
		"zepsute/binary.txt":       append([]byte("Sygn. akt I C 2/13\n"), 0, 1, 2, 0xff, 0xfe),
		"zepsute/scan.pdf":         []byte("%PDF-1.4 not really"),
		"zepsute/panics.odt":       []byte("PK..."),
		"zepsute/stare.doc":        []byte{0xd0, 0xcf, 0x11, 0xe0},
		"zepsute/ogromny.txt":      []byte(strings.Repeat("x", 70<<10)),
		"zepsute/pusty.txt":        nil,
		"zepsute/gold.txt":         []byte("\"III ARN 45/96\",\"Sąd Najwyższy\"\n\"I C 1/13\",\"SN\"\n"),
		"zepsute/bad.meta.xml":     []byte("<judgement><signature>"),
		"zepsute/bad.html":         []byte("<p>Sygn. akt II Ca 5/14</p><h2>WYROK</h2><p>Dnia 1 lutego 2014 r.</p><p>Sąd Okręgowy w Opolu <b"),
		"zepsute/bad.html.yaml":    []byte("kind: [unclosed"),
		"zepsute/zly-sidecar.txt":  []byte("Sygn. akt II Ca 6/14\n\nWYROK\n"),
		"zepsute/zly-sidecar.yaml": []byte("knd: judgment\n"),
		"zepsute/windows-1250.txt": []byte("Sygn. akt II Ca 7/14\n\nS\xb9d Okr\xeagowy w Opolu\n\nDnia 3 lutego 2014 r.\n"),
	}
	for name, data := range bad {
		p := filepath.Join(dir, name)
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	read := func(ctx context.Context, path string) (string, error) {
		if strings.HasSuffix(path, ".odt") {
			panic("odt reader bug")
		}
		return "", errors.New("no text layer")
	}
	l := open(t, Options{Roots: []string{dir}, Read: read, MaxFileSize: 64 << 10})
	got := map[string]string{}
	for _, p := range l.Problems() {
		rel, _ := filepath.Rel(dir, p.Path)
		got[filepath.ToSlash(rel)] = p.Err
	}
	want := map[string]string{
		"zepsute/saos-broken.json": "saos json",
		"zepsute/saos-notext.json": "textContent",
		"zepsute/binary.txt":       "binary",
		"zepsute/scan.pdf":         "no text layer",
		"zepsute/panics.odt":       "reader panic",
		"zepsute/stare.doc":        "legacy .doc",
		"zepsute/ogromny.txt":      "too large",
		"zepsute/pusty.txt":        "no text",
		"zepsute/gold.txt":         "CSV data",
	}
	for f, w := range want {
		if !strings.Contains(got[f], w) {
			t.Errorf("%s: problem %q, want it to mention %q", f, got[f], w)
		}
	}
	// The rest of the library is served, including the damaged HTML (read as
	// far as it goes), the file with a bad sidecar and the Windows-1250 text.
	resolveOne(t, l, "III CZP 39/02")
	resolveOne(t, l, "I ACa 499/13")
	if s := resolveOne(t, l, "II Ca 5/14"); s.Meta.Court != "Sąd Okręgowy w Opolu" {
		t.Errorf("damaged html: court %q", s.Meta.Court)
	}
	resolveOne(t, l, "II Ca 6/14")
	if s := resolveOne(t, l, "II Ca 7/14"); s.Meta.Court != "Sąd Okręgowy w Opolu" {
		t.Errorf("windows-1250: court %q", s.Meta.Court)
	}
	if _, err := l.Search(context.Background(), "Kto z winy swej wyrządził drugiemu szkodę", 0); err != nil {
		t.Errorf("search with corrupt files present: %v", err)
	}
}

func TestCancelledUpdate(t *testing.T) {
	t.Parallel()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := Open(ctx, Options{Roots: []string{fixtures}, Logger: quiet})
	if !errors.Is(err, context.Canceled) {
		t.Errorf("Open with a cancelled context: %v", err)
	}
}

func TestStateDamageRebuilds(t *testing.T) {
	t.Parallel()
	dir := copyFixtures(t)
	state := t.TempDir()
	l := open(t, Options{Roots: []string{dir}, StateDir: state})
	if _, err := l.Search(context.Background(), "Kto z winy swej wyrządził", 0); err != nil {
		t.Fatal(err)
	}
	n := len(l.Sources())
	l.Close()
	idx := filepath.Join(state, "library", "search.idx")
	if _, err := os.Stat(idx); err != nil {
		t.Fatalf("search index not persisted: %v", err)
	}
	// A damaged search index and a truncated text pack: the library reads
	// again what it lost and serves everything.
	os.WriteFile(idx, []byte("garbage"), 0o644)
	os.Truncate(filepath.Join(state, "library", "texts.pack"), 100)
	l2 := open(t, Options{Roots: []string{dir}, StateDir: state})
	if ch := l2.LastUpdate(); ch.Read == 0 {
		t.Errorf("truncated pack: nothing re-read (%+v)", ch)
	}
	if len(l2.Sources()) != n {
		t.Errorf("%d sources, want %d", len(l2.Sources()), n)
	}
	if hits, err := l2.Search(context.Background(), "Kto z winy swej wyrządził", 0); err != nil || len(hits) == 0 {
		t.Errorf("search after damage: %v, %d hits", err, len(hits))
	}
	l2.Close()
	// A corrupt catalog: rebuilt from the folders.
	os.WriteFile(filepath.Join(state, "library", "index.json"), []byte("{"), 0o644)
	l3 := open(t, Options{Roots: []string{dir}, StateDir: state})
	if len(l3.Sources()) != n {
		t.Errorf("corrupt catalog: %d sources, want %d", len(l3.Sources()), n)
	}
	resolveOne(t, l3, "III CZP 39/02")
}

// TestUsesLog: RecordUse appends only what is new, a restart reads the log
// back (and the uses.json of earlier versions), and a torn last line — a
// crash in the middle of an append — loses that line only.
func TestUsesLog(t *testing.T) {
	t.Parallel()
	dir := copyFixtures(t)
	state := t.TempDir()
	l := open(t, Options{Roots: []string{dir}, StateDir: state})
	h := resolveOne(t, l, "III CZP 39/02").Hashes()
	k := resolveOne(t, l, "art. 415 k.c.").Hashes()
	for _, rec := range []struct {
		report string
		hashes []string
	}{{"memo-1", h}, {"memo-1", h}, {"memo-1", append(h, k...)}, {"memo-2", k}} {
		if err := l.RecordUse(rec.report, rec.hashes...); err != nil {
			t.Fatal(err)
		}
	}
	l.Close()
	logPath := filepath.Join(state, "library", "uses.jsonl")
	data, err := os.ReadFile(logPath)
	if err != nil {
		t.Fatal(err)
	}
	if n := bytes.Count(data, []byte("\n")); n != 3 {
		t.Errorf("uses log has %d lines, want 3 (a repeated record adds nothing):\n%s", n, data)
	}
	// An earlier version's whole-map file, and a torn append.
	legacy := `{"memo-0":["` + k[0] + `"]}`
	if err := os.WriteFile(filepath.Join(state, "library", "uses.json"), []byte(legacy), 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := os.OpenFile(logPath, os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		t.Fatal(err)
	}
	f.WriteString(`{"report":"memo-3","hash`)
	f.Close()

	l = open(t, Options{Roots: []string{dir}, StateDir: state})
	want := map[string]int{"memo-0": 1, "memo-1": len(h) + len(k), "memo-2": len(k)}
	for rep, n := range want {
		if got := len(l.uses[rep]); got != n {
			t.Errorf("%s: %d hashes after restart, want %d", rep, got, n)
		}
	}
	if _, ok := l.uses["memo-3"]; ok {
		t.Error("the torn line was read")
	}
	// The next record starts on a line of its own.
	if err := l.RecordUse("memo-4", h...); err != nil {
		t.Fatal(err)
	}
	l.Close()
	l = open(t, Options{Roots: []string{dir}, StateDir: state})
	if len(l.uses["memo-4"]) != len(h) || len(l.uses["memo-2"]) != len(k) {
		t.Errorf("after a record appended past the torn line: memo-4 %v, memo-2 %v", l.uses["memo-4"], l.uses["memo-2"])
	}
}

// TestExcerptOfAnAct: a statute text that says it is an excerpt („wyciąg”
// under its title, or `excerpt: true` in a sidecar) does not prove an
// article absent — NotFound says so; a full text does.
func TestExcerptOfAnAct(t *testing.T) {
	t.Parallel()
	const head = "USTAWA\nz dnia 23 kwietnia 1964 r.\nKodeks cywilny\n"
	const body = "\nArt. 415\nKto z winy swej wyrządził drugiemu szkodę, obowiązany jest do jej naprawienia.\n"
	for _, tc := range []struct {
		name    string
		files   map[string]string
		excerpt bool
	}{
		{"header says wyciąg", map[string]string{"kc.txt": head + "(tekst jednolity: Dz.U. z 2014 r. poz. 121; wyciąg: art. 415)\n" + body}, true},
		{"sidecar says excerpt", map[string]string{"kc.txt": head + body, "kc.yaml": "excerpt: true\n"}, true},
		{"a full text", map[string]string{"kc.txt": head + body}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			for name, text := range tc.files {
				if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			l := open(t, Options{Roots: []string{dir}})
			if _, err := l.Resolve(ParseAnchor("art. 415 k.c.")); err != nil {
				t.Fatalf("art. 415: %v", err)
			}
			_, err := l.Resolve(ParseAnchor("art. 568 k.c."))
			var nf *NotFound
			if !errors.As(err, &nf) || nf.Kind != NoArticle {
				t.Fatalf("art. 568: %v, want NoArticle", err)
			}
			if nf.Excerpt != tc.excerpt {
				t.Errorf("Excerpt = %v, want %v", nf.Excerpt, tc.excerpt)
			}
			if _, err := l.Resolve(ParseAnchor("art. 415 § 3 k.c.")); !errors.As(err, &nf) || nf.Kind != NoUnit || nf.Excerpt {
				t.Errorf("a missing unit of an article the excerpt holds: %+v, want NoUnit, not an excerpt's gap", err)
			}
		})
	}
}

// TestStaleOtherLibrary: a state directory used with another library
// folder (`citeguard check -library B` where A was checked before, the
// default ./.citeguard) lists no report of library A as relying on a
// source "removed" — those files are another library's, not removed from
// this one; a file removed from the folder in use still is.
func TestStaleOtherLibrary(t *testing.T) {
	t.Parallel()
	a, state := copyFixtures(t), t.TempDir()
	l := open(t, Options{Roots: []string{a}, StateDir: state})
	src := resolveOne(t, l, "III CZP 39/02")
	if err := l.RecordUse("memo-a", src.Hashes()...); err != nil {
		t.Fatal(err)
	}
	l.Close()
	b := copyFixtures(t)
	rel, err := filepath.Rel(a, src.Renderings[0].Path)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Remove(filepath.Join(b, rel)); err != nil { // library B lacks the source
		t.Fatal(err)
	}
	lb := open(t, Options{Roots: []string{b}, StateDir: state})
	if st := lb.Stale(); len(st) != 0 {
		t.Errorf("library B lists reports of library A as stale: %+v", st)
	}
	lb.Close()
	// Back in library A with the source removed: that report is stale.
	if err := os.Remove(src.Renderings[0].Path); err != nil {
		t.Fatal(err)
	}
	la := open(t, Options{Roots: []string{a}, StateDir: state})
	if st := la.Stale(); len(st) != 1 || st[0].Report != "memo-a" || st[0].Reason != "removed" {
		t.Errorf("stale in library A after the source is removed: %+v, want memo-a removed", st)
	}
}
