package check

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"citeguard/extract"
	"citeguard/internal/sharedtest"
)

const exampleLibrary = "../testdata/example/library"

// newExampleChecker is a checker on the repository's example library.
func newExampleChecker(t *testing.T, opts Config) *Checker {
	t.Helper()
	if opts.Library == nil {
		opts.Library = []string{exampleLibrary}
	}
	opts.Logger = quietLog()
	c, err := Open(context.Background(), opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

// memoCopy copies a test memo into dir under name.
func memoCopy(t *testing.T, dir, src, name string, cut float64) string {
	t.Helper()
	data, err := os.ReadFile(src)
	if err != nil {
		t.Fatal(err)
	}
	if cut > 0 {
		data = data[:int(float64(len(data))*cut)]
	}
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestFailureReports: a memo that cannot be checked gets a Polish reason
// with its next step and no path — the same text the daemon writes.
func TestFailureReports(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	c := newExampleChecker(t, Config{Limits: extract.Limits{MaxFileSize: 4 << 10}})
	for _, tc := range []struct {
		name, src string
		cut       float64
		want      []string
	}{
		{"Opinia.doc", "../testdata/check/memo-legacy.doc", 0, []string{"Word 97–2003 (.doc)", "zapisz jako .docx i wrzuć ponownie"}},
		{"Opinia.docx", "../testdata/check/memo-legacy.doc", 0, []string{"choć plik ma rozszerzenie .docx", "zapisz jako .docx"}},
		{"Opinia.rtf", "../testdata/check/memo-legacy.rtf", 0, []string{"dokument RTF", "zapisz go jako .docx"}},
		{"Ucięty.pdf", "../testdata/check/memo-test.pdf", 0.03, []string{"niekompletny", "zapisz dokument ponownie"}},
		{"Duży.pdf", "../testdata/check/memo-5p.pdf", 0, []string{"plik ma 25 KB (limit 4 KB)", "podziel dokument"}},
		{"Pusty.docx", "", 0, []string{"uszkodzony", "(.docx)"}},
	} {
		var p string
		if tc.src == "" {
			p = filepath.Join(dir, tc.name)
			os.WriteFile(p, nil, 0o644)
		} else {
			p = memoCopy(t, dir, tc.src, tc.name, tc.cut)
		}
		m, err := c.Check(context.Background(), p)
		if err == nil {
			t.Errorf("%s: checked", tc.name)
			continue
		}
		for _, w := range tc.want {
			if !strings.Contains(m.Error, w) {
				t.Errorf("%s: %q lacks %q", tc.name, m.Error, w)
			}
		}
		if strings.Contains(m.Error, dir) || strings.Contains(m.Error, "/") && !strings.Contains(m.Error, "97–2003") {
			t.Errorf("%s: a path in the report: %q", tc.name, m.Error)
		}
		if !m.Blocked || len(m.Results) != 0 {
			t.Errorf("%s: not blocked or judged: %+v", tc.name, m)
		}
	}
}

// TestEncryptedMemo uses the shared corpus's password-protected PDF.
func TestEncryptedMemo(t *testing.T) {
	t.Parallel()
	p := sharedtest.Path(t, "testdata/corpus/malformed/encrypted-aes256-userpw.pdf")
	c := newExampleChecker(t, Config{})
	m, err := c.Check(context.Background(), p)
	if err == nil || !strings.Contains(m.Error, "zdejmij hasło") {
		t.Fatalf("%v: %q", err, m.Error)
	}
}

// TestUnavailableLibraryJudgesNothing: an empty or unmounted library never
// hands out ⛔ BRAK ŹRÓDŁA; Check returns a *LibraryError, and the report
// says the library is unavailable, not that the memo is wrong.
func TestUnavailableLibraryJudgesNothing(t *testing.T) {
	t.Parallel()
	memo := "../testdata/example/memos/memo-czyste.txt"
	for _, tc := range []struct {
		name string
		opts Config
		want string
	}{
		{"empty", Config{Library: []string{t.TempDir()}}, "biblioteka jest pusta"},
		{"unmounted", Config{Marker: ".citeguard-library"}, "niepodłączony udział sieciowy"},
	} {
		c := newExampleChecker(t, tc.opts)
		m, err := c.Check(context.Background(), memo)
		var le *LibraryError
		if !errors.As(err, &le) {
			t.Fatalf("%s: err = %v", tc.name, err)
		}
		if !strings.Contains(m.Error, tc.want) || !strings.Contains(m.Error, "to nie jest błąd memo") || len(m.Results) != 0 {
			t.Errorf("%s: %q, %d results", tc.name, m.Error, len(m.Results))
		}
	}
}

// TestLegacyMemoConverted: with convert: soffice and LibreOffice installed,
// a .doc and an .rtf memo are checked like the text they hold.
func TestLegacyMemoConverted(t *testing.T) {
	if FindSoffice() == "" {
		t.Skip("LibreOffice (soffice) is not installed")
	}
	t.Parallel()
	c := newExampleChecker(t, Config{Convert: ConvertSoffice})
	want, err := c.Check(context.Background(), "../testdata/example/memos/memo-bledy.txt")
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{"../testdata/check/memo-legacy.doc", "../testdata/check/memo-legacy.rtf"} {
		m, err := c.Check(context.Background(), p)
		if err != nil {
			t.Fatalf("%s: %v (%s)", p, err, m.Error)
		}
		if m.Decision != want.Decision || len(m.Results) != len(want.Results) {
			t.Errorf("%s: %s with %d claims, the text gives %s with %d", p, m.Decision, len(m.Results), want.Decision, len(want.Results))
		}
	}
}

// TestConvertTimeout: a conversion that hangs is ended at ConvertTimeout
// (a fake soffice that never answers), with its children.
func TestConvertTimeout(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("the fake soffice is a shell script")
	}
	bin := t.TempDir()
	os.WriteFile(filepath.Join(bin, "soffice"), []byte("#!/bin/sh\nsleep 60 &\nsleep 60\n"), 0o755)
	t.Setenv("PATH", bin+string(os.PathListSeparator)+os.Getenv("PATH"))
	c := newExampleChecker(t, Config{Convert: ConvertSoffice, ConvertTimeout: 300 * time.Millisecond})
	start := time.Now()
	m, err := c.Check(context.Background(), "../testdata/check/memo-legacy.doc")
	var ce *ConvertError
	if !errors.As(err, &ce) || ce.Missing {
		t.Fatalf("err = %v", err)
	}
	if d := time.Since(start); d > 20*time.Second {
		t.Fatalf("the conversion took %s, limit 300ms", d)
	}
	if !strings.Contains(m.Error, "nie udało się przekształcić dokumentu .doc") {
		t.Fatalf("report: %q", m.Error)
	}
}

// TestUnreadableSourceNote: a signature whose only file in the library is a
// legacy .doc is ⛔ with „plik w bibliotece nieczytelny (.doc)”, not
// „nie ma w bibliotece”.
func TestUnreadableSourceNote(t *testing.T) {
	t.Parallel()
	lib := filepath.Join(t.TempDir(), "library")
	os.MkdirAll(lib, 0o755)
	for _, f := range []string{"SN_I-CSK-9901-99.txt", "kodeks-cywilny-wyciag.txt"} {
		memoCopy(t, lib, filepath.Join(exampleLibrary, f), f, 0)
	}
	memoCopy(t, lib, "../testdata/check/memo-legacy.doc", "II_CSK_9902_20.doc", 0)
	c := newExampleChecker(t, Config{Library: []string{lib}})
	m, err := c.Check(context.Background(), "../testdata/example/memos/memo-bledy.txt")
	if err != nil {
		t.Fatal(err)
	}
	var notes []string
	for _, r := range m.Results {
		notes = append(notes, r.Note)
		if r.Anchor.Sygnatura == "II CSK 9902/20" {
			if !strings.Contains(r.Note, "plik w bibliotece nieczytelny (.doc): library/II_CSK_9902_20.doc — zapisz go jako .docx") {
				t.Fatalf("note %q", r.Note)
			}
			return
		}
	}
	t.Fatalf("no claim of II CSK 9902/20: %q", notes)
}
