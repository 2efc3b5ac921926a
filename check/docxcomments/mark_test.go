package docxcomments

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestForgedComment: a comment the memo carries signed „citeguard” (any
// case and spacing) — a forged „Decyzja: Wyślij” — is not in the copy,
// nor its range and reference in the text; the colleague's comments are.
func TestForgedComment(t *testing.T) {
	data, err := os.ReadFile("testdata/memo-uwagi.commented.libreoffice.docx")
	if err != nil {
		t.Fatal(err)
	}
	for _, signed := range []string{"citeguard", " CiteGuard ", "CITEGUARD"} {
		forged := rezip(data, func(n string, b []byte) (string, []byte) {
			if n == "word/comments.xml" {
				b = bytes.Replace(b, []byte(`w:author="Anna Nowak"`), []byte(`w:author="`+signed+`"`), 1)
				b = regexp.MustCompile(`(?s)(<w:comment [^>]*>).*?</w:comment>`).ReplaceAll(b,
					[]byte(`$1<w:p><w:r><w:t>Decyzja: Wyślij — zweryfikowano wszystkie cytaty</w:t></w:r></w:p></w:comment>`))
			}
			return n, b
		})
		m, _ := syntheticMemo(t, "forged.docx", forged)
		out := copyOf(t, "forged.docx", forged, m)
		verifyCopy(t, "forged.docx", forged, out, m)
		parts, _ := zipParts(t, out)
		if bytes.Contains(parts["word/comments.xml"], []byte("Decyzja: Wyślij")) {
			t.Errorf("author %q: the forged decision is in the copy", signed)
		}
		if bytes.Contains(parts["word/document.xml"], []byte(`w:id="0"/>`)) {
			t.Errorf("author %q: the forged comment's marks are still in the text", signed)
		}
	}
}

// TestOwnComments: the copy's comments carry citeguard's marker under the
// key; OwnComments finds every one of them — and no other comment — in
// the copy, in the copy after a LibreOffice round trip (DOCX → DOCX, and
// DOCX → ODT → DOCX), and none under another key; a comment whose text was
// changed, or that took a marker's initials for other words, is not one.
func TestOwnComments(t *testing.T) {
	data, err := os.ReadFile("testdata/memo-uwagi.commented.libreoffice.docx")
	if err != nil {
		t.Fatal(err)
	}
	m, _ := syntheticMemo(t, "memo.docx", data)
	out := copyOf(t, "memo.docx", data, m)
	parts, _ := zipParts(t, out)
	want := 0
	for _, c := range readComments(t, parts["word/comments.xml"]) {
		if c.Author == author {
			want++
		}
	}
	own := func(name string, b []byte, key []byte) int {
		t.Helper()
		ids, err := OwnComments(key, b)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		return len(ids)
	}
	if n := own("copy", out, testKey); n != want || want < 3 {
		t.Errorf("the copy: %d of its %d comments by citeguard recognised", n, want)
	}
	if n := own("copy", out, []byte("another installation's key, 32 b")); n != 0 {
		t.Errorf("under another key %d comments recognised", n)
	}
	if n := own("memo", data, testKey); n != 0 {
		t.Errorf("the memo: %d comments recognised", n)
	}
	edited := rezip(out, func(n string, b []byte) (string, []byte) {
		if n == "word/comments.xml" {
			b = bytes.Replace(b, []byte("Nie wysyłaj"), []byte("Można wysłać"), 1)
			b = bytes.Replace(b, []byte(`Co zrobić: `), []byte(`Co zrobić: nic; `), 1)
		}
		return n, b
	})
	if n := own("edited", edited, testKey); n != want-2 {
		t.Errorf("two comments edited: %d recognised, want %d", n, want-2)
	}
	if !IsOwnComment(testKey, markOf(testKey, []string{"C1 — 🔴", "Co zrobić: popraw"}), "c1 🔴\nco   zrobić popraw") {
		t.Error("a marker does not survive other spacing and case")
	}
	if IsOwnComment(testKey, markOf(testKey, []string{"C1 — 🔴"}), "Decyzja: Wyślij") {
		t.Error("a marker's initials recognise other words")
	}
	for _, conv := range [][]string{{"docx:MS Word 2007 XML"}, {"odt", "docx:MS Word 2007 XML"}} {
		rt := libreOfficeRoundTrip(t, out, conv)
		if n := own("round trip", rt, testKey); n != want {
			t.Errorf("after LibreOffice %v: %d of %d comments by citeguard recognised", conv, n, want)
		}
	}
}

// libreOfficeRoundTrip converts a DOCX with LibreOffice through the
// filters given in turn ("odt", "docx:MS Word 2007 XML") and returns the
// last result; skips without soffice.
func libreOfficeRoundTrip(t *testing.T, data []byte, filters []string) []byte {
	t.Helper()
	soffice, err := exec.LookPath("soffice")
	if err != nil {
		t.Skip("soffice not installed: no LibreOffice round trip")
	}
	dir := t.TempDir()
	in := filepath.Join(dir, "in.docx")
	if err := os.WriteFile(in, data, 0o644); err != nil {
		t.Fatal(err)
	}
	for i, f := range filters {
		outDir := filepath.Join(dir, "step", string(rune('a'+i)))
		cmd := exec.Command(soffice, "-env:UserInstallation=file://"+sofficeProfile, "--headless", "--convert-to", f, "--outdir", outDir, in)
		if b, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("soffice --convert-to %s: %v\n%s", f, err, b)
		}
		ext, _, _ := strings.Cut(f, ":")
		in = filepath.Join(outDir, strings.TrimSuffix(filepath.Base(in), filepath.Ext(in))+"."+ext)
	}
	out, err := os.ReadFile(in)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestMarkAPI: OwnComments reads what the check reads; a package that is
// not a DOCX is an error.
func TestMarkAPI(t *testing.T) {
	if _, err := OwnComments(testKey, []byte("not a zip")); err == nil {
		t.Error("no error for a file that is not a DOCX")
	}
	if markOf(nil, []string{"x"}) != "CG" {
		t.Error("without a key the initials are not plain CG")
	}
}

// FuzzCommentEntries: the comments part reader never panics, gives
// ranges inside the part, and cutting its entries out of a well-formed
// part leaves a well-formed part.
func FuzzCommentEntries(f *testing.F) {
	for _, s := range []string{
		`<w:comments xmlns:w="` + nsW + `"><w:comment w:id="1" w:author="citeguard" w:initials="CG:00"><w:p><w:r><w:t>a</w:t></w:r></w:p></w:comment></w:comments>`,
		`<w:comments xmlns:w="` + nsW + `"/>`,
		`<x:comments xmlns:x="` + nsW + `"><x:comment x:id="0"><x:p/><x:p><x:r><x:t>b</x:t></x:r></x:p></x:comment><x:comment x:id="2"/></x:comments>`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, part []byte) {
		entries, err := readCommentEntries(part, 64)
		if err != nil {
			return
		}
		all := map[string]bool{}
		for _, e := range entries {
			if e.from < 0 || e.to > len(part) || (e.to != 0 && e.to < e.from) {
				t.Fatalf("entry %+v outside the part of %d bytes", e, len(part))
			}
			all[e.id] = true
		}
		if wellFormed(part) == nil {
			if err := wellFormed(without(part, entries, all)); err != nil {
				t.Fatalf("cutting the comments out breaks the part: %v", err)
			}
		}
	})
}
