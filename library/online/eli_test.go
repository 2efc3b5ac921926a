package online

import (
	"context"
	"net/http"
	"os"
	"slices"
	"strings"
	"testing"

	"citeguard/library"
)

func mustDzU(t *testing.T, s string) DzU {
	t.Helper()
	d, err := ParseDzU(s)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// eliReplay serves the recorded metadata of the consumer rights act
// (DU/2014/827) and of its newest consolidated text (DU/2026/1244, PDF
// only), the synthetic metadata and HTML text of the 2024 one.
func eliReplay(t *testing.T) *replay {
	r := newReplay(t)
	r.file("/eli/acts/DU/2014/827", "eli/DU-2014-827.json", "application/json")
	r.file("/eli/acts/DU/2026/1244", "eli/DU-2026-1244.json", "application/json")
	r.file("/eli/acts/DU/2026/1244/text.pdf", "eli/text-DU-2026-1244.synthetic.pdf", "application/pdf")
	r.file("/eli/acts/DU/2024/1796", "eli/DU-2024-1796.synthetic.json", "application/json")
	r.file("/eli/acts/DU/2024/1796/text.html", "eli/text-DU-2024-1796.synthetic.html", "text/html; charset=utf-8")
	r.file("/eli/acts/search", "eli/search.synthetic.json", "application/json")
	return r
}

// TestELINewest: an act by its Dz.U. address, no date: its newest
// consolidated text (recorded: DU/2026/1244, which the register has as PDF
// only), filed with a sidecar the library reads as that version.
func TestELINewest(t *testing.T) {
	r := eliReplay(t)
	c := r.client(t, r.config(t, SourceELI), nil)
	for _, on := range []Date{{}, mustDate(t, "2026-10-01")} {
		a := c.Lookup(context.Background(), ActQuery(mustDzU(t, "Dz.U. 2014 poz. 827"), on))
		if a.Status != Found || len(a.Files) != 1 {
			t.Fatalf("on %q: answer %+v", on, a)
		}
		v := a.Version
		if v == nil || v.Act != "Dz.U. 2014 poz. 827" || v.Consolidated != "Dz.U. 2026 poz. 1244" || v.InForce != "2026-09-02" || v.Format != "pdf" || len(v.AmendedSince) != 0 {
			t.Errorf("on %q: version %+v", on, v)
		}
		if !strings.HasSuffix(a.Files[0].Path, "DU-2014-827_tj-DU-2026-1244.pdf") {
			t.Errorf("file %s", a.Files[0].Path)
		}
		m := sidecarOf(t, a.Files[0])
		if m.Kind != library.Statute || m.Act != "DZU:2014/827" || m.Title != "Ustawa z dnia 30 maja 2014 r. o prawach konsumenta" ||
			m.InForce != "2026-09-02" || m.Consolidated == "" || m.DzU != "Dz.U. 2014 poz. 827" {
			t.Errorf("sidecar %+v", m)
		}
	}
}

// TestELIVersionAt: the version in force on a date is the newest
// consolidated text stating the law as of no later than that date; the
// amendments in force since are listed (the recorded references: DU/2024/1222
// came into force on 2024-11-10).
func TestELIVersionAt(t *testing.T) {
	r := eliReplay(t)
	cfg := r.config(t, SourceELI)
	c := r.client(t, cfg, nil)
	a := c.Lookup(context.Background(), ActQuery(mustDzU(t, "DU/2014/827"), mustDate(t, "2025-01-01")))
	if a.Status != Found || a.Version.Consolidated != "Dz.U. 2024 poz. 1796" || a.Version.Format != "html" {
		t.Fatalf("answer %+v %+v", a, a.Version)
	}
	if !slices.Equal(a.Version.AmendedSince, []string{"Dz.U. 2024 poz. 1222"}) {
		t.Errorf("amended since %v", a.Version.AmendedSince)
	}
	lib, err := library.Open(context.Background(), library.Options{Roots: []string{cfg.Folder}})
	if err != nil {
		t.Fatal(err)
	}
	defer lib.Close()
	srcs := lib.Sources()
	if len(srcs) != 1 || srcs[0].Meta.Kind != library.Statute || srcs[0].Meta.InForce != "2024-10-31" || srcs[0].Meta.Act != "DZU:2014/827" {
		t.Fatalf("library sources %+v", srcs)
	}
	text, _, err := srcs[0].Text()
	if err != nil || !strings.Contains(text, "może w terminie 14 dni odstąpić od niej bez podawania przyczyny") {
		t.Errorf("text %q %v", text, err)
	}
	// A date before the 2024 text: the register lists DU/2023/2759 but the
	// replay does not serve it — no older text is taken for the law in force.
	a = c.Lookup(context.Background(), ActQuery(mustDzU(t, "DU/2014/827"), mustDate(t, "2024-01-01")))
	if a.Status != Failed || a.Failure.Kind != FailNoText {
		t.Errorf("answer %+v", a)
	}
}

// TestELIConsolidatedAddress: the address of a consolidated text is that
// version of its act.
func TestELIConsolidatedAddress(t *testing.T) {
	r := eliReplay(t)
	c := r.client(t, r.config(t, SourceELI), nil)
	a := c.Lookup(context.Background(), ActQuery(mustDzU(t, "Dz.U. 2026 poz. 1244"), Date{}))
	if a.Status != Found || a.Version.Act != "Dz.U. 2014 poz. 827" || a.Version.Consolidated != "Dz.U. 2026 poz. 1244" {
		t.Fatalf("answer %+v %+v", a, a.Version)
	}
}

// TestELIAbsent: an address the register does not hold.
func TestELIAbsent(t *testing.T) {
	r := eliReplay(t)
	c := r.client(t, r.config(t, SourceELI), nil)
	a := c.Lookup(context.Background(), ActQuery(mustDzU(t, "Dz.U. 2014 poz. 99999"), Date{}))
	if a.Status != Absent || a.Scope != "Dz.U. 2014 poz. 99999" {
		t.Fatalf("answer %+v", a)
	}
}

// TestELITitle: an act by its title: the search, amending acts and
// consolidated texts left out; a date that does not match is no act; a code
// pl knows goes by its address without a search.
func TestELITitle(t *testing.T) {
	r := eliReplay(t)
	c := r.client(t, r.config(t, SourceELI), nil)
	title, err := ParseActTitle("ustawa z dnia 30 maja 2014 r. o prawach konsumenta")
	if err != nil {
		t.Fatal(err)
	}
	a := c.Lookup(context.Background(), ActTitleQuery(title, Date{}))
	if a.Status != Found || a.Version.Act != "Dz.U. 2014 poz. 827" {
		t.Fatalf("answer %+v", a)
	}
	q := r.requests()[0].URL.Query()
	if r.requests()[0].URL.Path != "/eli/acts/search" || q.Get("title") != "o prawach konsumenta" || q.Get("type") != "Ustawa" {
		t.Errorf("search %s", r.requests()[0].URL)
	}
	wrong, _ := ParseActTitle("ustawa z dnia 1 czerwca 2014 r. o prawach konsumenta")
	if a := c.Lookup(context.Background(), ActTitleQuery(wrong, Date{})); a.Status != NotCovered {
		t.Errorf("a title of another date: %+v", a)
	}
	kc, _ := ParseActTitle("Kodeks cywilny")
	n := len(r.requests())
	c.Lookup(context.Background(), ActTitleQuery(kc, Date{}))
	if got := r.requests()[n].URL.Path; got != "/eli/acts/DU/1964/93" {
		t.Errorf("Kodeks cywilny asked as %s", got)
	}
}

// TestELIAmbiguous: two acts answer to a title: nothing downloaded.
func TestELIAmbiguous(t *testing.T) {
	r := eliReplay(t)
	body := strings.Replace(string(fixture(t, "eli/search.synthetic.json")), "o zmianie ustawy o prawach konsumenta oraz niektórych innych ustaw", "o prawach konsumenta w handlu", 1)
	r.route("/eli/acts/search", func(w http.ResponseWriter, _ *http.Request) { w.Write([]byte(body)) })
	c := r.client(t, r.config(t, SourceELI), nil)
	title, _ := ParseActTitle("ustawa o prawach konsumenta")
	a := c.Lookup(context.Background(), ActTitleQuery(title, Date{}))
	if a.Status != Ambiguous || len(a.Candidates) != 2 || len(a.Files) != 0 {
		t.Fatalf("answer %+v", a)
	}
	if entries, _ := os.ReadDir(c.Config().Folder); len(entries) != 0 {
		t.Errorf("files written for an ambiguous title: %v", entries)
	}
}
