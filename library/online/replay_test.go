package online

import (
	"context"
	"crypto/x509"
	"encoding/json"
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
	"sync/atomic"
	"testing"
	"time"

	"citeguard/pl"
)

// replay is a local HTTPS server that answers as the public sources did:
// with the recorded responses of testdata/ (see testdata/SOURCES). Routes
// map a path to a handler; every request is kept for the tests to inspect
// and every accepted connection counted.
type replay struct {
	t      *testing.T
	srv    *httptest.Server
	mu     sync.Mutex
	routes map[string]http.HandlerFunc
	reqs   []*http.Request
	conns  atomic.Int64
}

func newReplay(t *testing.T) *replay {
	t.Helper()
	r := &replay{t: t, routes: map[string]http.HandlerFunc{}}
	r.srv = httptest.NewUnstartedServer(http.HandlerFunc(r.serve))
	r.srv.Config.ConnState = func(_ net.Conn, s http.ConnState) {
		if s == http.StateNew {
			r.conns.Add(1)
		}
	}
	r.srv.Config.ErrorLog = log.New(io.Discard, "", 0) // the TLS test's refused handshakes
	r.srv.StartTLS()
	t.Cleanup(r.srv.Close)
	return r
}

func (r *replay) serve(w http.ResponseWriter, req *http.Request) {
	r.mu.Lock()
	r.reqs = append(r.reqs, req.Clone(context.Background()))
	h := r.routes[req.URL.Path]
	r.mu.Unlock()
	if h == nil {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusNotFound)
		w.Write(fixture(r.t, "saos/error-404.synthetic.json"))
		return
	}
	h(w, req)
}

// route sets the handler of a path.
func (r *replay) route(path string, h http.HandlerFunc) {
	r.mu.Lock()
	r.routes[path] = h
	r.mu.Unlock()
}

// file answers with a recorded file.
func (r *replay) file(path, name, ctype string) {
	body := fixture(r.t, name)
	r.route(path, func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", ctype)
		w.Write(body)
	})
}

// requests returns the requests served so far.
func (r *replay) requests() []*http.Request {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]*http.Request(nil), r.reqs...)
}

// host is the server's host:port, the configured "mirror" of every source.
func (r *replay) host() string { return r.srv.Listener.Addr().String() }

func (r *replay) pool() *x509.CertPool {
	p := x509.NewCertPool()
	p.AddCert(r.srv.Certificate())
	return p
}

// config turns on the sources named (saos, eli, eurlex) at the replay's host.
func (r *replay) config(t *testing.T, sources ...string) Config {
	c := Config{Folder: t.TempDir(), Budget: 10 * time.Second}
	for _, s := range sources {
		src := Source{Enabled: true, Host: r.host(), RequestTimeout: 5 * time.Second, Rate: 50}
		switch s {
		case SourceSAOS:
			c.SAOS = src
		case SourceELI:
			c.ELI = src
		case SourceEURLex:
			c.EURLex = src
		}
	}
	return c
}

// client returns a client of cfg that trusts the replay and uses no proxy;
// audit events are collected into *events when events is not nil.
func (r *replay) client(t *testing.T, cfg Config, events *[]Event) *Client {
	t.Helper()
	var mu sync.Mutex
	opt := Options{RootCAs: r.pool(), Proxy: noProxy, Now: func() time.Time { return time.Date(2026, 12, 2, 10, 0, 0, 0, time.UTC) }}
	if events != nil {
		opt.Audit = func(e Event) { mu.Lock(); *events = append(*events, e); mu.Unlock() }
	}
	c, err := New(cfg, opt)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func noProxy(*http.Request) (*url.URL, error) { return nil, nil }

// fixture reads testdata/name.
func fixture(t testing.TB, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", filepath.FromSlash(name)))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// saosSearch answers the search API as SAOS does from a recorded search
// response: the recorded answer when one of its items has the case number
// asked (and, when asked, the date), else the empty answer — SAOS matches
// case numbers whole (a keyword field, lower-cased) and filters by date.
func (r *replay) saosSearch(files ...string) {
	var pages [][]byte
	for _, f := range files {
		pages = append(pages, fixture(r.t, f))
	}
	empty := fixture(r.t, "saos/search-empty.synthetic.json")
	r.route("/api/search/judgments", func(w http.ResponseWriter, req *http.Request) {
		q := req.URL.Query()
		w.Header().Set("Content-Type", "application/json")
		for _, body := range pages {
			var page struct {
				Items []struct {
					CourtType  string `json:"courtType"`
					CourtCases []struct {
						CaseNumber string `json:"caseNumber"`
					} `json:"courtCases"`
					JudgmentDate string `json:"judgmentDate"`
				} `json:"items"`
			}
			if err := json.Unmarshal(body, &page); err != nil {
				r.t.Errorf("fixture: %v", err)
			}
			for _, it := range page.Items {
				if ct := q.Get("courtType"); ct != "" && ct != it.CourtType {
					continue
				}
				if d := q.Get("judgmentDateFrom"); d != "" && d != it.JudgmentDate {
					continue
				}
				for _, cc := range it.CourtCases {
					if strings.EqualFold(cc.CaseNumber, q.Get("caseNumber")) && pl.SameSignature(cc.CaseNumber, q.Get("caseNumber")) {
						w.Write(body)
						return
					}
				}
			}
		}
		w.Write(empty)
	})
}
