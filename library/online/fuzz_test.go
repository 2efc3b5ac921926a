package online

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// seeds adds every fixture of a testdata folder (the recorded responses
// and the synthetic ones) to a fuzz target's corpus.
func seeds(f *testing.F, dir string) {
	files, _ := filepath.Glob(filepath.Join("testdata", dir, "*"))
	for _, p := range files {
		if b, err := os.ReadFile(p); err == nil {
			f.Add(b)
		}
	}
	f.Add([]byte(`{"items":[{"id":1,"courtCases":[{"caseNumber":"I C 1/19"}]}],"links":[{"rel":"next","href":"x"}]}`))
	f.Add([]byte(`<html>`))
	f.Add([]byte{})
}

// FuzzParseSearch: the search parser never panics; what it accepts has ids.
func FuzzParseSearch(f *testing.F) {
	seeds(f, "saos")
	f.Fuzz(func(t *testing.T, b []byte) {
		p, err := parseSearch(b)
		if err != nil {
			return
		}
		for _, it := range p.Items {
			if it.ID <= 0 {
				t.Fatalf("accepted an item without an id: %+v", it)
			}
		}
	})
}

// FuzzParseDump: the dump-page and deleted-list parsers never panic.
func FuzzParseDump(f *testing.F) {
	seeds(f, "saos")
	f.Fuzz(func(t *testing.T, b []byte) {
		if p, err := parseDumpPage(b); err == nil && p.Items < 0 {
			t.Fatal("negative count")
		}
		parseDeleted(b)
		if j, err := parseJudgment(b); err == nil && (j.ID <= 0 || len(j.Signatures) == 0) {
			t.Fatalf("accepted a judgment without id or signature: %+v", j)
		}
	})
}

// FuzzParseELI: the ELI parsers never panic; an accepted act has an ELI
// address and a title, and its consolidated texts are ordered newest first.
func FuzzParseELI(f *testing.F) {
	seeds(f, "eli")
	f.Fuzz(func(t *testing.T, b []byte) {
		a, err := parseELIAct(b)
		if err == nil {
			if !reELI.MatchString(a.ELI) || a.Title == "" {
				t.Fatalf("accepted %+v", a)
			}
			for i := 1; i < len(a.Consolidations); i++ {
				if eliAfter(a.Consolidations[i], a.Consolidations[i-1]) {
					t.Fatalf("consolidations out of order: %v", a.Consolidations)
				}
			}
		}
		parseELISearch(b)
	})
}

// FuzzCheckEUText: the EUR-Lex answer check never panics; it refuses what
// says it is in another language.
func FuzzCheckEUText(f *testing.F) {
	seeds(f, "eurlex")
	f.Fuzz(func(t *testing.T, b []byte) {
		title, err := checkEUText(b)
		if err == nil && strings.Contains(strings.ToLower(string(b[:min(len(b), 200)])), `<html lang="en"`) {
			t.Fatalf("accepted an English page (title %q)", title)
		}
		challengePage(b)
	})
}

var identShape = regexp.MustCompile(`^[\p{L}\p{N} /.:\-()]{1,160}$`)

// FuzzIdentifiers: whatever the text, an identifier a parser accepts is
// short and made of an identifier's characters only: no control character,
// quote, bracket, "@", "?", "&", "=" or "#" — nothing a sentence, a name
// with an address or a URL would need — and parsing it again gives itself.
func FuzzIdentifiers(f *testing.F) {
	for _, s := range []string{"II CSK 123/19", "sygn. akt I ACa 1105/12", "Dz. U. z 1964 r. Nr 16, poz. 93", "CELEX:32016R0679",
		"ustawa z dnia 30 maja 2014 r. o prawach konsumenta", "12 marca 2019 r.", "Jan Kowalski, ul. Długa 1", "II CSK 1/19?x=1&y=2"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		check := func(kind, v string, again func(string) (string, error)) {
			if !identShape.MatchString(v) {
				t.Fatalf("%s %q accepted from %q", kind, v, s)
			}
			if w, err := again(v); err != nil || w != v {
				t.Fatalf("%s %q parses again as %q, %v", kind, v, w, err)
			}
		}
		if v, err := ParseSignature(s); err == nil {
			check("signature", v.String(), func(x string) (string, error) { v, err := ParseSignature(x); return v.String(), err })
		}
		if v, err := ParseDate(s); err == nil {
			check("date", v.String(), func(x string) (string, error) { v, err := ParseDate(x); return v.String(), err })
		}
		if v, err := ParseDzU(s); err == nil {
			check("dzu", v.ELI(), func(x string) (string, error) { v, err := ParseDzU(x); return v.ELI(), err })
		}
		if v, err := ParseCELEX(s); err == nil {
			check("celex", v.String(), func(x string) (string, error) { v, err := ParseCELEX(x); return v.String(), err })
		}
		if v, err := ParseActTitle(s); err == nil && !identShape.MatchString(v.subject) {
			t.Fatalf("title subject %q accepted from %q", v.subject, s)
		}
	})
}
