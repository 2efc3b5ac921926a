package check

import (
	"bytes"
	"context"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"citeguard/cite"
	"citeguard/internal/golden"
	"citeguard/internal/sharedtest"
	"citeguard/reports"
)

func quietLog() *slog.Logger { return slog.New(slog.NewTextHandler(io.Discard, nil)) }

// copyInto copies files from the shared library into dir, keeping names.
func copyInto(t *testing.T, dir, lib string, rels ...string) {
	t.Helper()
	for _, rel := range rels {
		data, err := os.ReadFile(filepath.Join(lib, rel))
		if err != nil {
			t.Fatal(err)
		}
		dst := filepath.Join(dir, rel)
		if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(dst, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// TestCheckMemoFormats checks the test memo — written for the project,
// converted to DOCX by pandoc and to PDF by LibreOffice — against real
// sources of the shared library, and expects every claim's status.
func TestCheckMemoFormats(t *testing.T) {
	t.Parallel()
	shared := sharedtest.Path(t, "testdata/library")
	lib := filepath.Join(t.TempDir(), "library")
	copyInto(t, lib, shared,
		"judgments/sn/SN_III-CZP-39-02_2002-07-05.pdf",
		"judgments/sn/SN_III-CZP-39-02_2002-07-05.txt",
		"judgments/sn/SN_III-CZP-36-02_2002-07-05.txt",
		"judgments/sn/SN_III-KRS-2-02_2002-03-27.txt",
		"statutes/kc/kodeks-cywilny_tj-Dz.U.2014.121_stan-2015-08-17.txt",
	)
	ctx := context.Background()
	c, err := Open(ctx, Config{Library: []string{lib}, State: t.TempDir(), Logger: quietLog()})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	// A provision cited inside a quotation is part of the quoted text: not
	// the quotation's source, and not a claim of its own (SPEC, "What may
	// block a memo").
	want := []struct {
		id     string
		status cite.Status
		note   string
	}{
		{"C1", cite.Zweryfikowany, ""},                 // verbatim
		{"C2", cite.Zweryfikowany, ""},                 // gap […]
		{"C3", cite.Zmodyfikowany, "drobne"},           // lost diacritics
		{"C4", cite.Niezweryfikowany, "przeczenie"},    // dropped „nie”
		{"C5", cite.Niezweryfikowany, "liczba"},        // changed number
		{"C6", cite.Niezweryfikowany, "halucynacja"},   // fabricated
		{"C7", cite.Niezweryfikowany, "III CZP 36/02"}, // misattributed: names the real source
		{"C8", cite.Niezweryfikowany, "art. 415"},      // statute quote from the wrong article
		{"C9", cite.BrakZrodla, "II CSK 999/19"},       // unknown signature
		{"C10", cite.Niezweryfikowany, "data"},         // wrong date
		{"C11", cite.Niezweryfikowany, "stron"},        // wrong parties
		{"C12", cite.WymagaOsadu, "terminy nośne"},     // supported paraphrase
		{"C13", cite.Zweryfikowany, "art. 568"},        // the provision it cites exists
		{"C14", cite.Niezweryfikowany, "nie zawiera"},  // unsupported paraphrase
	}
	for _, name := range []string{"memo-test.docx", "memo-test.pdf", "memo-test.md"} {
		m, err := c.Check(ctx, filepath.Join("..", "testdata", "check", name))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if len(m.Results) != len(want) {
			for _, r := range m.Results {
				t.Logf("%s %s %s %s", r.ID, r.ClaimType, r.Status, r.Note)
			}
			t.Fatalf("%s: %d claims, want %d", name, len(m.Results), len(want))
		}
		for i, w := range want {
			r := m.Results[i]
			if r.ID != w.id || r.Status != w.status || !strings.Contains(r.Note+" "+r.RealSource, w.note) {
				t.Errorf("%s %s: %s (%s), want %s with %q", name, r.ID, r.Status, r.Note, w.status, w.note)
			}
		}
		var ignoredAlfa bool
		for _, ig := range m.Ignored {
			ignoredAlfa = ignoredAlfa || ig.Text == "Alfa"
		}
		if !ignoredAlfa {
			t.Errorf("%s: the company name „Alfa” is not in the ignored list: %+v", name, m.Ignored)
		}
		if !m.Blocked || m.Decision != cite.PelnaWeryfikacja {
			t.Errorf("%s: blocked=%v decision=%s", name, m.Blocked, m.Decision)
		}
	}
}

// TestCheckGolden renders the reports of the example memos against the
// example library and compares them with testdata/check/golden.
func TestCheckGolden(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	ex := filepath.Join("..", "testdata", "example")
	c, err := Open(ctx, Config{Library: []string{filepath.Join(ex, "library")}, State: t.TempDir(), Logger: quietLog()})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	// The memos have no dated header: their date is the file's time, fixed
	// here so that the golden reports do not depend on the checkout.
	memos := t.TempDir()
	fixed := time.Date(2024, 5, 6, 12, 0, 0, 0, time.UTC)
	for _, name := range []string{"memo-czyste.txt", "memo-bledy.txt"} {
		copyInto(t, memos, filepath.Join(ex, "memos"), name)
		if err := os.Chtimes(filepath.Join(memos, name), fixed, fixed); err != nil {
			t.Fatal(err)
		}
	}
	for _, name := range []string{"memo-czyste.txt", "memo-bledy.txt"} {
		m, err := c.Check(ctx, filepath.Join(memos, name))
		if err != nil {
			t.Fatal(err)
		}
		if m.CheckedAt.IsZero() || m.Library == nil || m.Library.Sources != 2 || m.Library.Updated.IsZero() {
			t.Errorf("%s: the time of the check and the library's size and age: %v %+v", name, m.CheckedAt, m.Library)
		}
		// The golden files hold a fixed time of the check and library age.
		m.CheckedAt = time.Date(2025, 12, 1, 14, 5, 0, 0, time.UTC)
		m.Library.Updated = time.Date(2025, 11, 28, 9, 0, 0, 0, time.UTC)
		var md, js, page bytes.Buffer
		if err := reports.Markdown(&md, m); err != nil {
			t.Fatal(err)
		}
		if err := reports.JSONLine(&js, m); err != nil {
			t.Fatal(err)
		}
		if err := reports.HTML(&page, m); err != nil {
			t.Fatal(err)
		}
		for ext, got := range map[string][]byte{".md": md.Bytes(), ".json": js.Bytes(), ".html": page.Bytes()} {
			path := filepath.Join("..", "testdata", "check", "golden", name+ext)
			golden.Check(t, path, got)
		}
	}
}

// TestDaemonAnnouncesStaleReports: the long-running checker of the daemon,
// on its library refresh, logs once each report whose source has changed
// since the report relied on it.
func TestDaemonAnnouncesStaleReports(t *testing.T) {
	t.Parallel()
	ex := filepath.Join("..", "testdata", "example")
	lib := filepath.Join(t.TempDir(), "library")
	copyInto(t, lib, filepath.Join(ex, "library"), "SN_I-CSK-9901-99.txt", "kodeks-cywilny-wyciag.txt")
	var logBuf bytes.Buffer
	log := slog.New(slog.NewTextHandler(&logBuf, &slog.HandlerOptions{Level: slog.LevelWarn}))
	ctx := context.Background()
	c, err := Open(ctx, Config{Library: []string{lib}, State: t.TempDir(), Logger: log})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if _, err := c.Check(ctx, filepath.Join(ex, "memos", "memo-czyste.txt")); err != nil {
		t.Fatal(err)
	}
	src := filepath.Join(lib, "SN_I-CSK-9901-99.txt")
	for i := range 2 { // the second change has no new report to announce
		data, _ := os.ReadFile(src)
		if err := os.WriteFile(src, append(data, "\nSprostowanie.\n"...), 0o644); err != nil {
			t.Fatal(err)
		}
		later := time.Now().Add(time.Duration(2*i+2) * time.Second)
		os.Chtimes(src, later, later)
		c.checked = time.Time{}
		c.Refresh(ctx)
	}
	out := logBuf.String()
	if n := strings.Count(out, "check that memo again"); n != 1 || !strings.Contains(out, "report=memo-czyste.txt") || !strings.Contains(out, "SN_I-CSK-9901-99.txt") {
		t.Errorf("want one announcement of memo-czyste.txt relying on SN_I-CSK-9901-99.txt, got %d:\n%s", n, out)
	}
}
