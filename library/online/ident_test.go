package online

import (
	"context"
	"errors"
	"net/http"
	"regexp"
	"strings"
	"testing"
)

func TestParseSignature(t *testing.T) {
	ok := map[string]string{
		"II CSK 123/19": "II CSK 123/19", "sygn. akt I ACa 1105/12": "I ACa 1105/12", "IICSK 459/07": "II CSK 459/07",
		"KIO 730/18": "KIO 730/18", "K 27/03": "K 27/03", "III SA/Wa 123/20": "III SA/Wa 123/20", "II CSK 123/2019": "II CSK 123/19",
		"C-311/18": "C-311/18", "I A Ca 1148/12": "I ACa 1148/12",
	}
	for in, want := range ok {
		s, err := ParseSignature(in)
		if err != nil || s.String() != want {
			t.Errorf("ParseSignature(%q) = %q, %v; want %q", in, s, err, want)
		}
	}
	for _, in := range []string{
		"", "Sąd Najwyższy przyjął, że umowa wiąże strony 12/19", "Jan Kowalski", "Opinia_Kowalski.docx", "https://x/1/19",
		"II CSK", "123/19", "II CSK 123/19; DROP TABLE", "II CSK 123/19\nJan Kowalski", "II CSK 1/19 " + strings.Repeat("a", 40),
		"wyrok SN z 1 lutego 2019 r. II CSK 1/19 w sprawie", "II <b>CSK</b> 1/19",
	} {
		if s, err := ParseSignature(in); err == nil {
			t.Errorf("ParseSignature(%q) = %q, want refused", in, s)
		}
	}
}

func TestParseDateDzUCELEXTitle(t *testing.T) {
	for in, want := range map[string]string{"2019-03-12": "2019-03-12", "12.03.2019": "2019-03-12", "12 marca 2019 r.": "2019-03-12"} {
		if d, err := ParseDate(in); err != nil || d.String() != want {
			t.Errorf("ParseDate(%q) = %q, %v", in, d, err)
		}
	}
	for _, in := range []string{"", "1900-01-01", "wczoraj", "2019-02-30", "12 marca 2019 r. w sprawie Jana Kowalskiego przeciwko"} {
		if d, err := ParseDate(in); err == nil {
			t.Errorf("ParseDate(%q) = %q, want refused", in, d)
		}
	}
	for in, want := range map[string]string{"Dz.U. 2025 poz. 1071": "DU/2025/1071", "Dz. U. z 1964 r. Nr 16, poz. 93": "DU/1964/93", "Dz.U.2025.1071": "DU/2025/1071", "DU/2014/827": "DU/2014/827"} {
		if d, err := ParseDzU(in); err != nil || d.ELI() != want {
			t.Errorf("ParseDzU(%q) = %q, %v", in, d.ELI(), err)
		}
	}
	for _, in := range []string{"", "poz. 12", "Dz.U. 2025", "DU/2025/x", "Dz.U. 1800 poz. 1", "ustawa o prawach konsumenta"} {
		if d, err := ParseDzU(in); err == nil {
			t.Errorf("ParseDzU(%q) = %q, want refused", in, d)
		}
	}
	for in, want := range map[string]string{"32016R0679": "32016R0679", "CELEX:32016R0679": "32016R0679", "celex 32011l0083": "32011L0083", "02016R0679-20160504": "02016R0679-20160504", "62014CJ0362": "62014CJ0362"} {
		if c, err := ParseCELEX(in); err != nil || c.String() != want {
			t.Errorf("ParseCELEX(%q) = %q, %v", in, c, err)
		}
	}
	for _, in := range []string{"", "RODO", "2016/679", "32016R0679 art. 6", "3201R0679"} {
		if c, err := ParseCELEX(in); err == nil {
			t.Errorf("ParseCELEX(%q) = %q, want refused", in, c)
		}
	}
	for in, want := range map[string]string{"ustawa o prawach konsumenta": "Ustawa o prawach konsumenta", "Ustawa z dnia 30 maja 2014 r. o prawach konsumenta": "Ustawa z dnia 2014-05-30 o prawach konsumenta", "Kodeks spółek handlowych": "Kodeks spółek handlowych"} {
		if a, err := ParseActTitle(in); err != nil || a.String() != want {
			t.Errorf("ParseActTitle(%q) = %q, %v", in, a, err)
		}
	}
	for _, in := range []string{"", "o prawach konsumenta", "ustawa", "ustawa o prawach konsumenta (Dz.U. 2020 poz. 287)", "umowa z Janem Kowalskim", "ustawa " + strings.Repeat("o prawie ", 20)} {
		if a, err := ParseActTitle(in); err == nil {
			t.Errorf("ParseActTitle(%q) = %q, want refused", in, a)
		}
	}
}

// sentParam is what a request may carry: the identifier's characters only.
var sentParam = regexp.MustCompile(`^[\p{L}\p{N} /.:\-]{1,160}$`)

// TestOnlyIdentifiersSent: whatever is looked up, each request is a GET
// without a body or cookies, to an allowed path, with allowed parameters
// whose values are the query's identifiers (or the client's constants),
// and no header but the client's own.
func TestOnlyIdentifiersSent(t *testing.T) {
	r := eliReplay(t)
	r.saosSearch("saos/search-ochrona-danych.json")
	r.file("/api/judgments/2", "saos/judgment-2.json", "application/json")
	r.file("/legal-content/PL/TXT/HTML/", "eurlex/CELEX-32011L0083-excerpt.xhtml", "text/html")
	c := r.client(t, r.config(t, SourceSAOS, SourceELI, SourceEURLex), nil)
	title, _ := ParseActTitle("ustawa z dnia 30 maja 2014 r. o prawach konsumenta")
	queries := []Query{
		JudgmentQuery(mustSig(t, "I ACa 1105/12"), "Sądu Apelacyjnego w Krakowie (sprawa Jana Kowalskiego)", mustDate(t, "2012-10-16")),
		JudgmentQuery(mustSig(t, "II CSK 9999/19"), "SN", Date{}),
		ActQuery(mustDzU(t, "Dz.U. 2014 poz. 827"), mustDate(t, "2025-01-01")),
		ActTitleQuery(title, Date{}),
		EUActQuery(mustCELEX(t, "32011L0083")),
	}
	for _, q := range queries {
		c.Lookup(context.Background(), q)
	}
	identifiers := map[string]bool{"I ACa 1105/12": true, "II CSK 9999/19": true, "COMMON": true, "SUPREME": true, "2012-10-16": true,
		"o prawach konsumenta": true, "Ustawa": true, "CELEX:32011L0083": true}
	constants := map[string]bool{"100": true, "DU": true, "50": true}
	for _, req := range r.requests() {
		if req.Method != http.MethodGet || req.ContentLength > 0 || req.Header.Get("Cookie") != "" || req.Header.Get("Authorization") != "" {
			t.Errorf("%s %s: method, body or credentials", req.Method, req.URL)
		}
		for h := range req.Header {
			switch h {
			case "User-Agent", "Accept", "Accept-Encoding", "Accept-Language":
			default:
				t.Errorf("%s: header %s sent", req.URL, h)
			}
		}
		if strings.Contains(req.URL.String(), "Kowalsk") {
			t.Errorf("%s: a name of the memo was sent", req.URL)
		}
		for k, vs := range req.URL.Query() {
			if !allowed[sourceOfPath(req.URL.Path)].params[k] {
				t.Errorf("%s: parameter %s", req.URL, k)
			}
			for _, v := range vs {
				if !identifiers[v] && !constants[v] || !sentParam.MatchString(v) {
					t.Errorf("%s: %s=%q is not an identifier of the queries", req.URL, k, v)
				}
			}
		}
	}
	if len(r.requests()) < 8 {
		t.Fatalf("only %d requests: the queries did not run", len(r.requests()))
	}
}

type roundTripFunc func(*http.Request) (*http.Response, error)

func (f roundTripFunc) RoundTrip(r *http.Request) (*http.Response, error) { return f(r) }

func sourceOfPath(p string) string {
	switch {
	case strings.HasPrefix(p, "/api/"):
		return SourceSAOS
	case strings.HasPrefix(p, "/eli/"):
		return SourceELI
	}
	return SourceEURLex
}

// TestGuard: the transport refuses what the identifiers could never build.
func TestGuard(t *testing.T) {
	// The next transport fails every request: only the guard may answer.
	g := &guard{next: roundTripFunc(func(*http.Request) (*http.Response, error) { return nil, errors.New("passed the guard") }), allowed: map[string]bool{"www.saos.org.pl": true}}
	for _, u := range []string{"http://www.saos.org.pl/api/judgments/1", "https://evil.example/api/judgments/1", "https://user:pw@www.saos.org.pl/api/judgments/1"} {
		req, _ := http.NewRequest(http.MethodGet, u, nil)
		if _, err := g.RoundTrip(req); !errors.Is(err, errNotAllowed) {
			t.Errorf("%s passed the guard (%v)", u, err)
		}
	}
	req, _ := http.NewRequest(http.MethodPost, "https://www.saos.org.pl/api/judgments/1", strings.NewReader("memo text"))
	if _, err := g.RoundTrip(req); !errors.Is(err, errNotAllowed) {
		t.Errorf("a POST with a body passed the guard (%v)", err)
	}
	if f := checkRequest(SourceSAOS, request{path: "/api/search/judgments", params: map[string][]string{"all": {"umowa"}}}); f == nil {
		t.Errorf("a full-text search parameter passed")
	}
	if f := checkRequest(SourceELI, request{path: "/sejm/term10/MP"}); f == nil {
		t.Errorf("a path of another API passed")
	}
}

func TestCourtTypeOf(t *testing.T) {
	for _, c := range []struct {
		court, sig string
		want       CourtType
	}{
		{"", "II CSK 123/19", CourtSupreme}, {"", "III CZP 78/04", CourtSupreme}, {"", "SNO 10/10", CourtSupreme},
		{"", "K 27/03", CourtConstitutional}, {"", "Ts 235/13", CourtConstitutional}, {"", "SK 27/03", CourtConstitutional},
		{"", "KIO 730/18", CourtAppealChamber}, {"", "KIO/UZP 1/07", CourtAppealChamber},
		{"", "II K 123/19", CourtCommon}, {"", "I ACa 1105/12", CourtCommon}, {"", "VIII C 2427/13", CourtCommon},
		{"", "II OSK 1234/19", CourtAdministrative}, {"", "III SA/Wa 123/20", CourtAdministrative}, {"", "C-311/18", CourtEuropean},
		{"Sąd Najwyższy", "I C 12/19", CourtSupreme}, {"NSA", "I C 12/19", CourtAdministrative}, {"Sąd Rejonowy w Gdyni", "K 1/19", CourtCommon},
		{"", "Abc 12/19", CourtUnknown}, {"", "II Xyz 1/19", CourtUnknown},
	} {
		if got := CourtTypeOf(c.court, mustSig(t, c.sig)); got != c.want {
			t.Errorf("CourtTypeOf(%q, %q) = %q, want %q", c.court, c.sig, got, c.want)
		}
	}
}
