package online

import (
	"context"
	"net/http"
	"strings"
	"testing"

	"citeguard/library"
)

func mustCELEX(t *testing.T, s string) CELEX {
	t.Helper()
	c, err := ParseCELEX(s)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

const dir83Title = "DYREKTYWA PARLAMENTU EUROPEJSKIEGO I RADY 2011/83/UE z dnia 25 października 2011 r. w sprawie praw konsumentów, zmieniająca dyrektywę Rady 93/13/EWG i dyrektywę 1999/44/WE Parlamentu Europejskiego i Rady oraz uchylająca dyrektywę Rady 85/577/EWG i dyrektywę 97/7/WE Parlamentu Europejskiego i Rady"

// TestEURLexFound: the Polish text by CELEX from EUR-Lex's document
// service (the recorded XHTML, an excerpt) and from Cellar (negotiated in
// Polish, through a redirect on the same host); the library reads it as
// the EU act with that CELEX.
func TestEURLexFound(t *testing.T) {
	for _, api := range []string{APIEURLex, APICellar} {
		t.Run(api, func(t *testing.T) {
			r := newReplay(t)
			body := fixture(t, "eurlex/CELEX-32011L0083-excerpt.xhtml")
			r.route("/legal-content/PL/TXT/HTML/", func(w http.ResponseWriter, req *http.Request) {
				if req.URL.Query().Get("uri") != "CELEX:32011L0083" {
					http.NotFound(w, req)
					return
				}
				w.Header().Set("Content-Type", "text/html;charset=UTF-8")
				w.Write(body)
			})
			r.route("/resource/celex/32011L0083", func(w http.ResponseWriter, req *http.Request) {
				if req.Header.Get("Accept-Language") != "pol" {
					t.Errorf("Accept-Language %q", req.Header.Get("Accept-Language"))
				}
				http.Redirect(w, req, "/resource/cellar/synthetic-manifestation", http.StatusSeeOther)
			})
			r.route("/resource/cellar/synthetic-manifestation", func(w http.ResponseWriter, _ *http.Request) {
				w.Header().Set("Content-Type", "application/xhtml+xml")
				w.Write(body)
			})
			cfg := r.config(t, SourceEURLex)
			cfg.EURLex.API = api
			c := r.client(t, cfg, nil)
			a := c.Lookup(context.Background(), EUActQuery(mustCELEX(t, "CELEX:32011L0083")))
			if a.Status != Found || len(a.Files) != 1 {
				t.Fatalf("answer %+v", a)
			}
			m := sidecarOf(t, a.Files[0])
			if m.Kind != library.EUAct || m.CELEX != "32011L0083" || m.Title != dir83Title {
				t.Errorf("sidecar %+v", m)
			}
			lib, err := library.Open(context.Background(), library.Options{Roots: []string{cfg.Folder}})
			if err != nil {
				t.Fatal(err)
			}
			defer lib.Close()
			res, err := lib.Resolve(library.ParseAnchor("CELEX 32011L0083"))
			if err != nil || len(res.Sources) != 1 {
				t.Fatalf("resolve: %v %+v", err, res)
			}
			text, _, _ := res.Sources[0].Text()
			if !strings.Contains(text, "Z przeglądu wynika, że właściwe jest zastąpienie tych dwóch dyrektyw jedną dyrektywą.") {
				t.Errorf("text %q", text)
			}
		})
	}
}

// TestEURLexNotTheAct: what is not the Polish text fails the lookup with
// the reason: the recorded English page of EUR-Lex, a browser challenge
// (202, or 200 with the challenge's script), a page without text; a 404
// is Absent.
func TestEURLexNotTheAct(t *testing.T) {
	cases := []struct {
		name   string
		status int
		body   []byte
		want   Status
		kind   FailKind
	}{
		{"english", 200, fixture(t, "eurlex/CELEX-32017R2403-EN-TXT.html"), Failed, FailBadResponse},
		{"challenge 202", 202, fixture(t, "eurlex/challenge.synthetic.html"), Failed, FailChallenge},
		{"challenge 200", 200, fixture(t, "eurlex/challenge.synthetic.html"), Failed, FailChallenge},
		{"no text", 200, []byte("<html><body><p>Brak</p></body></html>"), Failed, FailBadResponse},
		{"json", 200, []byte(`{"error":"x"}`), Failed, FailBadResponse},
		{"absent", 404, []byte("<html><body>Not found</body></html>"), Absent, ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			r := newReplay(t)
			r.route("/legal-content/PL/TXT/HTML/", func(w http.ResponseWriter, _ *http.Request) {
				w.Header().Set("Content-Type", "text/html")
				w.WriteHeader(tc.status)
				w.Write(tc.body)
			})
			c := r.client(t, r.config(t, SourceEURLex), nil)
			a := c.Lookup(context.Background(), EUActQuery(mustCELEX(t, "32017R2403")))
			if a.Status != tc.want || (tc.kind != "" && (a.Failure == nil || a.Failure.Kind != tc.kind)) || len(a.Files) != 0 {
				t.Fatalf("answer %+v (failure %+v), want %s %s", a, a.Failure, tc.want, tc.kind)
			}
		})
	}
}
