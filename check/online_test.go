package check

import (
	"context"
	"crypto/x509"
	"errors"
	"io"
	"log"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"citeguard/cite"
	"citeguard/library/online"
	"citeguard/reports"
)

// The recorded responses of library/online (see its testdata/SOURCES):
// SAOS's search answer that holds I ACa 1105/12 and that judgment (REAL),
// the empty search answer (SYNTHETIC), the ELI metadata of the consumer
// rights act (REAL) and of its 2024 consolidated text with its HTML
// (SYNTHETIC).
const onlineFixtures = "../library/online/testdata"

// registers is a local HTTPS server answering as SAOS and ELI did, every
// request kept.
type registers struct {
	srv   *httptest.Server
	mu    sync.Mutex
	paths []string
	fault http.HandlerFunc // when set, answers every request
}

func newRegisters(t *testing.T) *registers {
	t.Helper()
	r := &registers{}
	file := func(name string) []byte {
		b, err := os.ReadFile(filepath.Join(onlineFixtures, name))
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	own := func(name string) []byte {
		b, err := os.ReadFile(filepath.Join("testdata", "online", name))
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	routes := map[string][]byte{
		"/api/judgments/2":                 file("saos/judgment-2.json"),
		"/eli/acts/DU/2014/827":            file("eli/DU-2014-827.json"),
		"/eli/acts/DU/2024/1796":           file("eli/DU-2024-1796.synthetic.json"),
		"/eli/acts/DU/2024/1796/text.html": file("eli/text-DU-2024-1796.synthetic.html"),
		"/eli/acts/DU/2026/1244":           file("eli/DU-2026-1244.json"),
		"/eli/acts/DU/1964/93":             own("DU-1964-93.synthetic.json"),
		"/eli/acts/DU/2024/1061":           own("DU-2024-1061.synthetic.json"),
		"/eli/acts/DU/2024/1061/text.html": own("text-DU-2024-1061.synthetic.html"),
	}
	found, empty := file("saos/search-ochrona-danych.json"), file("saos/search-empty.synthetic.json")
	r.srv = httptest.NewUnstartedServer(http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		r.mu.Lock()
		r.paths = append(r.paths, req.URL.RequestURI())
		fault := r.fault
		r.mu.Unlock()
		if fault != nil {
			fault(w, req)
			return
		}
		if strings.HasSuffix(req.URL.Path, ".html") {
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
		} else {
			w.Header().Set("Content-Type", "application/json")
		}
		if req.URL.Path == "/api/search/judgments" {
			if strings.EqualFold(req.URL.Query().Get("caseNumber"), "I ACa 1105/12") {
				w.Write(found)
			} else {
				w.Write(empty)
			}
			return
		}
		body, ok := routes[req.URL.Path]
		if !ok {
			w.WriteHeader(http.StatusNotFound)
			w.Write([]byte(`{"error":{"httpStatus":404}}`))
			return
		}
		w.Write(body)
	}))
	r.srv.Config.ErrorLog = log.New(io.Discard, "", 0)
	r.srv.StartTLS()
	t.Cleanup(r.srv.Close)
	return r
}

func (r *registers) requests() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]string(nil), r.paths...)
}

// client is an online client of SAOS and ELI at the server, downloading
// into folder, its clock on 2 December 2026 (maxResponse 0: the default).
func (r *registers) client(t *testing.T, folder string, budget time.Duration, maxResponse int64) *online.Client {
	t.Helper()
	pool := x509.NewCertPool()
	pool.AddCert(r.srv.Certificate())
	host := r.srv.Listener.Addr().String()
	src := online.Source{Enabled: true, Host: host, RequestTimeout: 2 * time.Second, Rate: 50, MaxResponse: maxResponse}
	c, err := online.New(online.Config{SAOS: src, ELI: src, Folder: folder, Budget: budget}, online.Options{RootCAs: pool,
		Proxy: func(*http.Request) (*url.URL, error) { return nil, nil }, Now: func() time.Time { return time.Date(2026, 12, 2, 10, 0, 0, 0, time.UTC) }})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// onlineMemo cites a ruling and an act the library does not hold, each
// quoted once verbatim and once changed, and a ruling of an invented
// signature.
const onlineMemo = `Memo z dnia 1 czerwca 2025 r.

Sąd Apelacyjny w Krakowie w postanowieniu z dnia 16 października 2012 r., sygn. akt I ACa 1105/12, wskazał, że „Kwestia dopuszczalności apelacji obejmuje dopuszczalność pod względem przedmiotowym”.

Sąd Apelacyjny w Krakowie w postanowieniu z dnia 16 października 2012 r., sygn. akt I ACa 1105/12, podkreślił, że „sąd drugiej instancji uwzględnia na posiedzeniu jawnym apelację, jeżeli powinna była ona zostać odrzucona przez sąd pierwszej instancji”.

Zgodnie z art. 471 k.c. „Dłużnik obowiązany jest do naprawienia szkody wynikłej z niewykonania lub nienależytego wykonania zobowiązania”.

Według art. 472 k.c. „świadczenie powinno być spełnione w miejscu, gdzie w chwili wykonania zobowiązania wierzyciel miał zamieszkanie lub siedzibę”.

Sąd Najwyższy w wyroku z dnia 12 marca 2019 r., II CSK 9999/19, stwierdził, że „odsetki za opóźnienie należą się wierzycielowi bez względu na szkodę”.
`

// emptyLibrary is a library folder holding one unrelated source.
func emptyLibrary(t *testing.T) string {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "uwagi.txt"), []byte("Notatka kancelarii bez orzeczeń.\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

func writeMemo(t *testing.T, text string) string {
	path := filepath.Join(t.TempDir(), "Opinia.txt")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func openOnline(t *testing.T, lib string, c *online.Client) *Checker {
	t.Helper()
	ch, err := Open(context.Background(), Config{Library: []string{lib}, Logger: quietLog(), ShrinkHold: -1, Online: c, HandedIn: true})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ch.Close() })
	return ch
}

// statusOf is the status of the memo's result quoting from start.
func statusOf(m *reports.Memo, start string) cite.Status {
	for _, r := range m.Results {
		if strings.HasPrefix(r.Quote, start) {
			return r.Status
		}
	}
	return ""
}

// TestOnlineLookups: a ruling and an act the library lacks are downloaded
// from the (replayed) registers and the memo is checked against them — the
// verbatim quotations 🟢, the changed ones 🔴 — and the invented signature
// gets the "does not exist" ⛔ with the date it was asked, listed first.
func TestOnlineLookups(t *testing.T) {
	r := newRegisters(t)
	folder := t.TempDir()
	ch := openOnline(t, emptyLibrary(t), r.client(t, folder, 10*time.Second, 0))
	m, err := ch.Check(context.Background(), writeMemo(t, onlineMemo))
	if err != nil {
		t.Fatal(err)
	}
	for _, res := range m.Results {
		t.Logf("%s %q %s", res.Status, res.Quote, res.Note)
	}
	for _, n := range m.NotChecked {
		t.Logf("not checked %q %s", n.Text, n.Why)
	}
	want := map[string]cite.Status{
		"Kwestia dopuszczalności": cite.Zweryfikowany,
		"sąd drugiej instancji":   cite.Niezweryfikowany,
		"Dłużnik obowiązany jest": cite.Zweryfikowany,
		"świadczenie powinno być": cite.Niezweryfikowany,
		"odsetki za opóźnienie":   cite.BrakZrodla,
	}
	for q, st := range want {
		if got := statusOf(m, q); got != st {
			t.Errorf("%q: %s, want %s", q, got, st)
		}
	}
	var absent *reports.Claim
	for i := range m.Results {
		if strings.HasPrefix(m.Results[i].Quote, "odsetki") {
			absent = &m.Results[i]
		}
	}
	if absent == nil || !strings.Contains(absent.Note, "brak w SAOS: sprawdzono 2 grudnia 2026 r.") {
		t.Errorf("the invented signature's note: %+v", absent)
	}
	if m.Sources == nil || len(m.Sources.Lookups) != 4 {
		t.Fatalf("sources %+v", m.Sources)
	}
	var md strings.Builder
	if err := reports.Markdown(&md, m); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(md.String(), "\n")
	first := strings.Join(lines[:min(len(lines), 8)], "\n")
	if !strings.Contains(first, "Nie istnieją w rejestrach publicznych") || !strings.Contains(first, "II CSK 9999/19 — brak w SAOS: sprawdzono 2 grudnia 2026 r.") {
		t.Errorf("the report's first lines do not put the absent citation first:\n%s", first)
	}
	for _, res := range m.Results {
		if res.Status == cite.Zweryfikowany && !strings.HasPrefix(res.SourceFile, "pobrane/") {
			t.Errorf("%s: checked against %q, want a file of pobrane/", res.ID, res.SourceFile)
		}
	}
	// The downloads are in the download folder, each with its sidecar.
	for _, l := range m.Sources.Lookups {
		for _, f := range l.Files {
			if _, err := os.Stat(filepath.Join(folder, f)); err != nil {
				t.Errorf("download %s: %v", f, err)
			}
		}
	}
}

// failingDialer fails the test on any connection.
func failingDialer(t *testing.T) func(context.Context, string, string) (net.Conn, error) {
	return func(_ context.Context, network, addr string) (net.Conn, error) {
		t.Errorf("dialled %s %s with the sources off", network, addr)
		return nil, errors.New("no dialling")
	}
}

// TestOnlineOffDialsNowhere: with every source off, the check of the memo
// opens no connection (the client's dialer fails the test) and says
// nothing of registers.
func TestOnlineOffDialsNowhere(t *testing.T) {
	c, err := online.New(online.Config{Folder: t.TempDir()}, online.Options{DialContext: failingDialer(t)})
	if err != nil {
		t.Fatal(err)
	}
	ch := openOnline(t, emptyLibrary(t), c)
	m, err := ch.Check(context.Background(), writeMemo(t, onlineMemo))
	if err != nil {
		t.Fatal(err)
	}
	if m.Sources != nil {
		t.Errorf("sources %+v with every source off", m.Sources)
	}
	if got := statusOf(m, "odsetki za opóźnienie"); got != cite.BrakZrodla {
		t.Errorf("the invented signature: %s", got)
	}
	for _, r := range m.Results {
		if strings.Contains(r.Note, "SAOS") {
			t.Errorf("a note names SAOS with the sources off: %s", r.Note)
		}
	}
}

// TestOnlineFaults: whatever the register does wrong, the memo's result is
// the one with the sources off, and each claim looked up says the lookup
// failed.
func TestOnlineFaults(t *testing.T) {
	ch0 := openOnline(t, emptyLibrary(t), nil)
	memo := writeMemo(t, onlineMemo)
	off, err := ch0.Check(context.Background(), memo)
	if err != nil {
		t.Fatal(err)
	}
	huge := strings.Repeat("x", 200<<10)
	faults := map[string]http.HandlerFunc{
		"timeout": func(w http.ResponseWriter, req *http.Request) { <-req.Context().Done() },
		"429": func(w http.ResponseWriter, _ *http.Request) {
			w.Header().Set("Retry-After", "3600")
			w.WriteHeader(http.StatusTooManyRequests)
		},
		"503":            func(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(http.StatusServiceUnavailable) },
		"malformed JSON": func(w http.ResponseWriter, _ *http.Request) { w.Write([]byte(`{"items":[{"id":2,`)) },
		"HTML error page with 200": func(w http.ResponseWriter, _ *http.Request) {
			w.Header().Set("Content-Type", "text/html")
			w.Write([]byte("<html><body><h1>Przerwa techniczna</h1></body></html>"))
		},
		"redirect to another host": func(w http.ResponseWriter, req *http.Request) {
			http.Redirect(w, req, "https://example.invalid"+req.URL.RequestURI(), http.StatusFound)
		},
		"huge response": func(w http.ResponseWriter, _ *http.Request) { w.Write([]byte(`{"items":["` + huge + `"]}`)) },
	}
	for name, fault := range faults {
		t.Run(name, func(t *testing.T) {
			r := newRegisters(t)
			r.fault = fault
			c := r.client(t, t.TempDir(), 2*time.Second, 64<<10)
			m, err := openOnline(t, emptyLibrary(t), c).Check(context.Background(), memo)
			if err != nil {
				t.Fatal(err)
			}
			if m.Decision != off.Decision || len(m.Results) != len(off.Results) {
				t.Fatalf("decision %s with %d results, with the sources off %s with %d", m.Decision, len(m.Results), off.Decision, len(off.Results))
			}
			failed := 0
			for i, r := range m.Results {
				if r.Status != off.Results[i].Status {
					t.Errorf("%s: %s, with the sources off %s", r.ID, r.Status, off.Results[i].Status)
				}
				if strings.Contains(r.Note, "nie powiodło się") {
					failed++
				}
			}
			if failed == 0 {
				t.Errorf("no claim says the lookup failed: %+v", m.Sources)
			}
			if len(r.requests()) == 0 && name != "redirect to another host" {
				t.Errorf("the register was not asked")
			}
		})
	}
}

// TestOnlineNeverAbsentForNSA: SAOS holds no administrative courts' rulings,
// so an NSA ruling the library lacks is never „brak w SAOS” — it is not
// asked at all, and its ⛔ stays „nie ma w bibliotece”.
func TestOnlineNeverAbsentForNSA(t *testing.T) {
	r := newRegisters(t)
	ch := openOnline(t, emptyLibrary(t), r.client(t, t.TempDir(), 10*time.Second, 0))
	memo := "Memo z dnia 1 czerwca 2025 r.\n\nNaczelny Sąd Administracyjny w wyroku z dnia 12 marca 2019 r., II OSK 9999/19, stwierdził, że „organ nie może odmówić wszczęcia postępowania bez podania przyczyny”.\n"
	m, err := ch.Check(context.Background(), writeMemo(t, memo))
	if err != nil {
		t.Fatal(err)
	}
	if len(m.Results) != 1 || m.Results[0].Status != cite.BrakZrodla {
		t.Fatalf("results %+v", m.Results)
	}
	if n := m.Results[0].Note; strings.Contains(n, "SAOS") || !strings.HasPrefix(n, "nie ma w bibliotece") {
		t.Errorf("note %q", n)
	}
	for _, p := range r.requests() {
		if strings.Contains(p, "OSK") {
			t.Errorf("SAOS was asked about an NSA ruling: %s", p)
		}
	}
	if m.Sources == nil || len(m.Sources.Lookups) != 1 || m.Sources.Lookups[0].Status != "not-covered" {
		t.Errorf("lookups %+v", m.Sources)
	}
}

// TestOnlineEUAct: an EU act the library lacks, cited by its CELEX number,
// is downloaded from EUR-Lex (the REAL excerpt of directive 2011/83/UE's
// Polish text) and the memo's quotation of a recital checked against it.
func TestOnlineEUAct(t *testing.T) {
	body, err := os.ReadFile(filepath.Join(onlineFixtures, "eurlex", "CELEX-32011L0083-excerpt.xhtml"))
	if err != nil {
		t.Fatal(err)
	}
	r := newRegisters(t)
	r.fault = func(w http.ResponseWriter, req *http.Request) {
		if req.URL.Path != "/legal-content/PL/TXT/HTML/" || req.URL.Query().Get("uri") != "CELEX:32011L0083" {
			w.WriteHeader(http.StatusNotFound)
			return
		}
		w.Header().Set("Content-Type", "application/xhtml+xml; charset=UTF-8")
		w.Write(body)
	}
	pool := x509.NewCertPool()
	pool.AddCert(r.srv.Certificate())
	src := online.Source{Enabled: true, Host: r.srv.Listener.Addr().String(), RequestTimeout: 2 * time.Second, Rate: 50}
	c, err := online.New(online.Config{EURLex: src, Folder: t.TempDir(), Budget: 10 * time.Second}, online.Options{RootCAs: pool,
		Proxy: func(*http.Request) (*url.URL, error) { return nil, nil }})
	if err != nil {
		t.Fatal(err)
	}
	memo := "Memo z dnia 1 czerwca 2025 r.\n\nZgodnie z motywem 2 dyrektywy 2011/83/UE (CELEX: 32011L0083) „Z przeglądu wynika, że właściwe jest zastąpienie tych dwóch dyrektyw jedną dyrektywą”.\n\nZgodnie z motywem 3 dyrektywy 2011/83/UE (CELEX: 32011L0083) „Unia nie ma przyczyniać się do osiągnięcia wysokiego poziomu ochrony konsumentów”.\n"
	m, err := openOnline(t, emptyLibrary(t), c).Check(context.Background(), writeMemo(t, memo))
	if err != nil {
		t.Fatal(err)
	}
	for _, res := range m.Results {
		t.Logf("%s %q %s", res.Status, res.Quote, res.Note)
	}
	for _, n := range m.NotChecked {
		t.Logf("not checked %q %s", n.Text, n.Why)
	}
	t.Logf("sources %+v", m.Sources)
	if got := statusOf(m, "Z przeglądu wynika"); got != cite.Zweryfikowany {
		t.Errorf("the verbatim recital: %s", got)
	}
	if got := statusOf(m, "Unia nie ma przyczyniać"); got != cite.Niezweryfikowany {
		t.Errorf("the changed recital: %s", got)
	}
}

// TestOnlineLate: a register that answers after the memo's budget — the
// memo is checked with what arrived (the ⛔ says the lookup failed, and
// that it goes on), and the late answer is filed in the download folder
// for the memo's next check; Close ends what still runs.
func TestOnlineLate(t *testing.T) {
	r := newRegisters(t)
	release := make(chan struct{})
	found, err := os.ReadFile(filepath.Join(onlineFixtures, "saos", "search-ochrona-danych.json"))
	if err != nil {
		t.Fatal(err)
	}
	judgment, err := os.ReadFile(filepath.Join(onlineFixtures, "saos", "judgment-2.json"))
	if err != nil {
		t.Fatal(err)
	}
	r.fault = func(w http.ResponseWriter, req *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		switch req.URL.Path {
		case "/api/search/judgments":
			select {
			case <-release:
			case <-req.Context().Done():
				return
			}
			w.Write(found)
		case "/api/judgments/2":
			w.Write(judgment)
		default:
			w.WriteHeader(http.StatusNotFound)
		}
	}
	folder := t.TempDir()
	c := r.client(t, folder, 300*time.Millisecond, 0)
	memo := "Memo z dnia 1 czerwca 2025 r.\n\nSąd Apelacyjny w Krakowie w postanowieniu z dnia 16 października 2012 r., sygn. akt I ACa 1105/12, wskazał, że „Kwestia dopuszczalności apelacji obejmuje dopuszczalność pod względem przedmiotowym”.\n"
	ch := openOnline(t, emptyLibrary(t), c)
	m, err := ch.Check(context.Background(), writeMemo(t, memo))
	close(release)
	if err != nil {
		t.Fatal(err)
	}
	if got := statusOf(m, "Kwestia"); got != cite.BrakZrodla {
		t.Errorf("checked with what arrived: %s, want ⛔", got)
	}
	if m.Sources == nil || len(m.Sources.Lookups) != 1 || !m.Sources.Lookups[0].Late || m.Sources.Lookups[0].Failure != "budget" {
		t.Fatalf("lookups %+v", m.Sources)
	}
	var md strings.Builder
	reports.Markdown(&md, m)
	if !strings.Contains(md.String(), "trwają dalej") || !strings.Contains(m.Results[0].Note, "nie powiodło się") {
		t.Errorf("the report does not say the lookup goes on:\n%s", md.String())
	}
	deadline := time.Now().Add(30 * time.Second)
	for {
		if fs, _ := filepath.Glob(filepath.Join(folder, "saos", "*.json")); len(fs) == 1 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the late answer was never filed in the download folder")
		}
		time.Sleep(20 * time.Millisecond)
	}
}
