package online

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"citeguard/internal/sharedtest"
	"citeguard/library"
)

func mustSig(t *testing.T, s string) Signature {
	t.Helper()
	sig, err := ParseSignature(s)
	if err != nil {
		t.Fatal(err)
	}
	return sig
}

func mustDate(t *testing.T, s string) Date {
	t.Helper()
	d, err := ParseDate(s)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// sidecarOf reads a download's sidecar with the library's reader.
func sidecarOf(t *testing.T, f File) library.Meta {
	t.Helper()
	data, err := os.ReadFile(f.Sidecar)
	if err != nil {
		t.Fatal(err)
	}
	m, err := library.ParseSidecar(data)
	if err != nil {
		t.Fatalf("the library cannot read the sidecar %s: %v\n%s", f.Sidecar, err, data)
	}
	return m
}

// TestSAOSFound: a ruling of a common court, by signature, court and date:
// the recorded search answer, then the recorded judgment 2; the file is
// the response as served, with a sidecar the library reads (signature,
// court, date, form, URL, time, SHA-256).
func TestSAOSFound(t *testing.T) {
	r := newReplay(t)
	r.saosSearch("saos/search-ochrona-danych.json")
	r.file("/api/judgments/2", "saos/judgment-2.json", "application/json")
	var events []Event
	c := r.client(t, r.config(t, SourceSAOS), &events)
	a := c.Lookup(context.Background(), JudgmentQuery(mustSig(t, "I ACa 1105/12"), "Sądu Apelacyjnego w Krakowie", mustDate(t, "16 października 2012 r.")))
	if a.Status != Found || len(a.Files) != 1 || !a.DateMatched {
		t.Fatalf("answer %+v, want found, one file, the date matched", a)
	}
	f := a.Files[0]
	body, err := os.ReadFile(f.Path)
	if err != nil {
		t.Fatal(err)
	}
	if want := fixture(t, "saos/judgment-2.json"); string(body) != string(want) {
		t.Errorf("the file is not the response as served")
	}
	sum := sha256.Sum256(body)
	m := sidecarOf(t, f)
	if m.Kind != library.Judgment || !slices.Equal(m.Signatures, []string{"I ACa 1105/12"}) || m.Court != "Sąd Apelacyjny w Krakowie" || m.Date != "2012-10-16" || m.DocType != "postanowienie" {
		t.Errorf("sidecar meta %+v", m)
	}
	if m.Fetched == nil || m.Fetched.SHA256 != hex.EncodeToString(sum[:]) || m.Fetched.URL != "https://"+r.host()+"/api/judgments/2" || m.Fetched.Source != SourceSAOS || m.Fetched.At != "2026-12-02T10:00:00Z" {
		t.Errorf("sidecar fetched %+v, want the URL, the time and the SHA-256 of the file", m.Fetched)
	}
	if _, _, err := library.ParseSAOS(body); err != nil {
		t.Errorf("the library cannot read the download: %v", err)
	}
	// Two requests: the search by case number, court type and date, and
	// the judgment; each in the audit.
	reqs := r.requests()
	if len(reqs) != 2 || len(events) != 2 {
		t.Fatalf("%d requests, %d audit events, want 2 and 2", len(reqs), len(events))
	}
	q := reqs[0].URL.Query()
	if q.Get("caseNumber") != "I ACa 1105/12" || q.Get("courtType") != "COMMON" || q.Get("judgmentDateFrom") != "2012-10-16" || q.Get("judgmentDateTo") != "2012-10-16" {
		t.Errorf("search asked %v", q)
	}
	if events[1].Status != 200 || events[1].Outcome != "ok" || events[1].Source != SourceSAOS || events[1].Bytes != int64(len(body)) {
		t.Errorf("audit event %+v", events[1])
	}
}

// TestSAOSLibraryReadsDownload: the download folder is a library folder:
// the judgment is a source with its signature, court, date and origin.
func TestSAOSLibraryReadsDownload(t *testing.T) {
	r := newReplay(t)
	r.saosSearch("saos/search-ochrona-danych.json")
	r.file("/api/judgments/2", "saos/judgment-2.json", "application/json")
	cfg := r.config(t, SourceSAOS)
	c := r.client(t, cfg, nil)
	if a := c.Lookup(context.Background(), JudgmentQuery(mustSig(t, "I ACa 1105/12"), "", Date{})); a.Status != Found {
		t.Fatalf("answer %+v", a)
	}
	lib, err := library.Open(context.Background(), library.Options{Roots: []string{cfg.Folder}})
	if err != nil {
		t.Fatal(err)
	}
	defer lib.Close()
	res, err := lib.Resolve(library.ParseAnchor("I ACa 1105/12"))
	if err != nil || len(res.Sources) != 1 {
		t.Fatalf("resolve: %v %+v", err, res)
	}
	m := res.Sources[0].Meta
	if m.Court != "Sąd Apelacyjny w Krakowie" || m.Date != "2012-10-16" || m.Fetched == nil {
		t.Errorf("source meta %+v", m)
	}
}

// TestSAOSAbsent: the register covers the Supreme Court and holds no such
// case number: Absent, with the scope asked; nothing downloaded.
func TestSAOSAbsent(t *testing.T) {
	r := newReplay(t)
	r.saosSearch("saos/search-ochrona-danych.json")
	c := r.client(t, r.config(t, SourceSAOS), nil)
	a := c.Lookup(context.Background(), JudgmentQuery(mustSig(t, "II CSK 9999/19"), "SN", mustDate(t, "2019-03-12")))
	if a.Status != Absent || a.Scope != "SUPREME" || len(a.Files) != 0 || a.Register != r.host() {
		t.Fatalf("answer %+v, want absent in SUPREME", a)
	}
	// A common court's signature is asked with its date.
	a = c.Lookup(context.Background(), JudgmentQuery(mustSig(t, "I ACa 1105/12"), "Sąd Apelacyjny w Krakowie", mustDate(t, "2012-10-17")))
	if a.Status != Absent || a.Scope != "COMMON 2012-10-17" {
		t.Fatalf("answer %+v, want absent in COMMON on the date asked", a)
	}
}

// TestSAOSNotCovered: administrative and European courts are not in SAOS:
// nothing is asked, and the answer is no evidence.
func TestSAOSNotCovered(t *testing.T) {
	r := newReplay(t)
	c := r.client(t, r.config(t, SourceSAOS), nil)
	for _, q := range []Query{
		JudgmentQuery(mustSig(t, "II OSK 1234/19"), "", Date{}),
		JudgmentQuery(mustSig(t, "II FSK 12/20"), "Naczelny Sąd Administracyjny", Date{}),
		JudgmentQuery(mustSig(t, "III SA/Wa 123/20"), "", Date{}),
		JudgmentQuery(mustSig(t, "I SA 12/20"), "WSA w Warszawie", Date{}),
		JudgmentQuery(mustSig(t, "C-311/18"), "TSUE", Date{}),
	} {
		if a := c.Lookup(context.Background(), q); a.Status != NotCovered || a.Reason == "" {
			t.Errorf("%s: %+v, want not covered", q, a)
		}
	}
	if n := len(r.requests()); n != 0 {
		t.Errorf("%d requests for rulings SAOS does not hold", n)
	}
	// A court neither named nor told by the signature: asked, but an empty
	// answer is no evidence.
	r.saosSearch("saos/search-ochrona-danych.json")
	a := c.Lookup(context.Background(), JudgmentQuery(mustSig(t, "Abc 12/19"), "", Date{}))
	if a.Status != NotCovered || r.requests()[0].URL.Query().Has("courtType") {
		t.Errorf("unknown court: %+v", a)
	}
}

// TestSAOSSameNumber: the same case number in two courts of appeal: the
// court named picks the ruling; a third court has none (Absent there, the
// others listed as candidates).
func TestSAOSSameNumber(t *testing.T) {
	r := newReplay(t)
	r.saosSearch("saos/search-same-number.synthetic.json")
	r.file("/api/judgments/2", "saos/judgment-2.json", "application/json")
	c := r.client(t, r.config(t, SourceSAOS), nil)
	a := c.Lookup(context.Background(), JudgmentQuery(mustSig(t, "I ACa 1105/12"), "SA w Krakowie", Date{}))
	if a.Status != Found || len(a.Files) != 1 || len(a.Candidates) != 2 || filepath.Base(a.Files[0].Path) != "I-ACa-1105-12_2012-10-16_saos-2.json" {
		t.Fatalf("answer %+v", a)
	}
	a = c.Lookup(context.Background(), JudgmentQuery(mustSig(t, "I ACa 1105/12"), "Sąd Apelacyjny w Poznaniu", Date{}))
	if a.Status != Absent || len(a.Candidates) != 2 || a.Scope != "COMMON Sąd Apelacyjny w Poznaniu" {
		t.Fatalf("answer %+v, want absent for the court named", a)
	}
}

// TestSAOSJoinedCases: a KIO decision of two joined cases is found by
// either of its signatures (the recorded judgment 354710 of the shared
// samples).
func TestSAOSJoinedCases(t *testing.T) {
	single := sharedtest.Path(t, "testdata/saos/Sebeni_i-legal-back__jsonExamples_judgments_details_KIODetails.single.json")
	body, err := os.ReadFile(single)
	if err != nil {
		t.Fatal(err)
	}
	r := newReplay(t)
	r.saosSearch("saos/search-joined.synthetic.json")
	r.route("/api/judgments/354710", func(w http.ResponseWriter, _ *http.Request) { w.Write(body) })
	c := r.client(t, r.config(t, SourceSAOS), nil)
	a := c.Lookup(context.Background(), JudgmentQuery(mustSig(t, "KIO 739/18"), "", mustDate(t, "20.08.2018")))
	if a.Status != Found || len(a.Files) != 1 || !a.DateMatched {
		t.Fatalf("answer %+v", a)
	}
	if m := sidecarOf(t, a.Files[0]); !slices.Equal(m.Signatures, []string{"KIO 730/18", "KIO 739/18"}) || m.Court != "Krajowa Izba Odwoławcza" {
		t.Errorf("sidecar %+v", m)
	}
}
