package online

import (
	"bufio"
	"context"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// judgmentQuery is the lookup every fault is tried on.
func judgmentQuery(t *testing.T) Query {
	return JudgmentQuery(mustSig(t, "I ACa 1105/12"), "Sąd Apelacyjny w Krakowie", mustDate(t, "2012-10-16"))
}

// TestFaults: every fault of the search request is a Failed answer with
// its kind — never a panic, never a hang past the budget, nothing filed.
func TestFaults(t *testing.T) {
	search := fixture(t, "saos/search-ochrona-danych.json")
	cases := []struct {
		name     string
		handler  http.HandlerFunc
		tune     func(*Config)
		kind     FailKind
		requests int // requests the client makes (retries)
	}{
		{"truncated JSON", func(w http.ResponseWriter, _ *http.Request) { w.Write(search[:len(search)/2]) }, nil, FailBadResponse, 1},
		{"malformed JSON", func(w http.ResponseWriter, _ *http.Request) { w.Write([]byte(`{"items":[{"id":"two"}]}`)) }, nil, FailBadResponse, 1},
		{"JSON error object", func(w http.ResponseWriter, _ *http.Request) {
			w.Write([]byte(`{"error":{"httpStatus":"400","reason":"WRONG REQUEST PARAMETER","propertyName":"pageSize","message":"x"}}`))
		}, nil, FailBadResponse, 1},
		{"HTML error page with 200", func(w http.ResponseWriter, _ *http.Request) {
			w.Header().Set("Content-Type", "text/html")
			w.Write([]byte("<!DOCTYPE html><html><body><h1>Przerwa techniczna</h1></body></html>"))
		}, nil, FailBadResponse, 1},
		{"empty 200", func(w http.ResponseWriter, _ *http.Request) {}, nil, FailBadResponse, 1},
		{"huge response", func(w http.ResponseWriter, _ *http.Request) {
			w.Write([]byte(`{"items":[],"pad":"`))
			w.Write([]byte(strings.Repeat("x", 1<<20)))
		}, func(c *Config) { c.SAOS.MaxResponse = 64 << 10 }, FailTooLarge, 1},
		{"broken off", func(w http.ResponseWriter, _ *http.Request) {
			w.Header().Set("Content-Length", fmt.Sprint(len(search)))
			w.Write(search[:100])
			conn, buf, _ := w.(http.Hijacker).Hijack()
			buf.Flush()
			conn.Close()
		}, nil, FailBadResponse, 1},
		{"503 twice", func(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(503) }, nil, FailServer, 2},
		{"500 with HTML", func(w http.ResponseWriter, _ *http.Request) {
			w.WriteHeader(500)
			w.Write([]byte("<html>Internal</html>"))
		}, nil, FailServer, 2},
		{"429 Retry-After beyond the wait", func(w http.ResponseWriter, _ *http.Request) {
			w.Header().Set("Retry-After", "120")
			w.WriteHeader(429)
		}, nil, FailRateLimited, 1},
		{"429 Retry-After as a date beyond the budget", func(w http.ResponseWriter, _ *http.Request) {
			w.Header().Set("Retry-After", time.Now().Add(time.Hour).UTC().Format(http.TimeFormat))
			w.WriteHeader(429)
		}, nil, FailRateLimited, 1},
		{"403", func(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(403) }, nil, FailStatus, 1},
		{"redirect to another host", func(w http.ResponseWriter, r *http.Request) {
			http.Redirect(w, r, "https://elsewhere.example/api/search/judgments", http.StatusFound)
		}, nil, FailRedirect, 1},
		{"redirect off HTTPS", func(w http.ResponseWriter, r *http.Request) {
			http.Redirect(w, r, "http://"+r.Host+"/api/search/judgments", http.StatusMovedPermanently)
		}, nil, FailRedirect, 1},
		{"request timeout", func(w http.ResponseWriter, r *http.Request) {
			select {
			case <-r.Context().Done():
			case <-time.After(10 * time.Second):
			}
		}, func(c *Config) { c.SAOS.RequestTimeout = 200 * time.Millisecond }, FailTimeout, 1},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			r := newReplay(t)
			var n atomic.Int64
			r.route("/api/search/judgments", func(w http.ResponseWriter, req *http.Request) { n.Add(1); tc.handler(w, req) })
			cfg := r.config(t, SourceSAOS)
			if tc.tune != nil {
				tc.tune(&cfg)
			}
			var events []Event
			c := r.client(t, cfg, &events)
			a := c.Lookup(context.Background(), judgmentQuery(t))
			if a.Status != Failed || a.Failure == nil || a.Failure.Kind != tc.kind || len(a.Files) != 0 {
				t.Fatalf("answer %+v failure %+v, want failed: %s", a, a.Failure, tc.kind)
			}
			if got := int(n.Load()); got != tc.requests {
				t.Errorf("%d requests, want %d", got, tc.requests)
			}
			if len(events) != tc.requests || events[len(events)-1].Outcome == "ok" && tc.kind != FailBadResponse && tc.kind != FailStatus {
				t.Errorf("audit %+v", events)
			}
		})
	}
}

// TestRetries: a 429 with a short Retry-After and a 503 are tried once
// more, and the second answer serves.
func TestRetries(t *testing.T) {
	for _, first := range []func(http.ResponseWriter){
		func(w http.ResponseWriter) { w.Header().Set("Retry-After", "1"); w.WriteHeader(429) },
		func(w http.ResponseWriter) { w.WriteHeader(503) },
	} {
		r := newReplay(t)
		r.saosSearch("saos/search-ochrona-danych.json")
		search := r.routes["/api/search/judgments"]
		var n atomic.Int64
		r.route("/api/search/judgments", func(w http.ResponseWriter, req *http.Request) {
			if n.Add(1) == 1 {
				first(w)
				return
			}
			search(w, req)
		})
		r.file("/api/judgments/2", "saos/judgment-2.json", "application/json")
		c := r.client(t, r.config(t, SourceSAOS), nil)
		start := time.Now()
		a := c.Lookup(context.Background(), judgmentQuery(t))
		if a.Status != Found || n.Load() != 2 {
			t.Fatalf("answer %+v after %d searches", a, n.Load())
		}
		if time.Since(start) < 500*time.Millisecond {
			t.Errorf("retried without waiting")
		}
	}
}

// TestBudget: a source that never answers: the lookup ends with the memo's
// budget, not the request timeout.
func TestBudget(t *testing.T) {
	r := newReplay(t)
	release := make(chan struct{})
	defer close(release)
	r.route("/api/search/judgments", func(w http.ResponseWriter, req *http.Request) {
		select {
		case <-req.Context().Done():
		case <-release:
		}
	})
	cfg := r.config(t, SourceSAOS)
	cfg.SAOS.RequestTimeout = time.Minute
	cfg.Budget = 300 * time.Millisecond
	c := r.client(t, cfg, nil)
	ctx, cancel := c.WithBudget(context.Background())
	defer cancel()
	start := time.Now()
	a := c.Lookup(ctx, judgmentQuery(t))
	if a.Status != Failed || a.Failure.Kind != FailBudget {
		t.Fatalf("answer %+v %+v", a, a.Failure)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("the lookup outlasted its budget of 300ms by far: %s", d)
	}
	// A wait for the host's Retry-After that would outlast the budget is
	// not waited: the next lookup fails at once.
	c.eps[SourceSAOS].lim.hold(time.Hour)
	ctx2, cancel2 := c.WithBudget(context.Background())
	defer cancel2()
	if a := c.Lookup(ctx2, judgmentQuery(t)); a.Failure == nil || a.Failure.Kind != FailBudget {
		t.Errorf("answer %+v", a)
	}
}

// TestTLSFailure: a certificate the system does not trust.
func TestTLSFailure(t *testing.T) {
	r := newReplay(t)
	r.saosSearch("saos/search-ochrona-danych.json")
	c, err := New(r.config(t, SourceSAOS), Options{Proxy: noProxy}) // the system's roots: the replay's certificate is not among them
	if err != nil {
		t.Fatal(err)
	}
	a := c.Lookup(context.Background(), judgmentQuery(t))
	if a.Status != Failed || a.Failure.Kind != FailTLS {
		t.Fatalf("answer %+v %+v", a, a.Failure)
	}
}

// TestProxy: the request goes through the proxy (CONNECT to the host); a
// proxy that refuses, and one that cannot be reached, fail as proxy faults.
func TestProxy(t *testing.T) {
	r := newReplay(t)
	r.saosSearch("saos/search-ochrona-danych.json")
	r.file("/api/judgments/2", "saos/judgment-2.json", "application/json")
	var connects atomic.Int64
	good := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		if req.Method != http.MethodConnect || req.Host != r.host() {
			http.Error(w, "only CONNECT to the replay", http.StatusForbidden)
			return
		}
		connects.Add(1)
		up, err := net.Dial("tcp", req.Host)
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadGateway)
			return
		}
		conn, buf, _ := w.(http.Hijacker).Hijack()
		conn.Write([]byte("HTTP/1.1 200 Connection established\r\n\r\n"))
		go pipe(up, buf.Reader)
		go func() { defer up.Close(); defer conn.Close(); bufio.NewReader(up).WriteTo(conn) }()
	}))
	defer good.Close()
	refusing := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		http.Error(w, "denied by policy", http.StatusForbidden)
	}))
	defer refusing.Close()
	closed := httptest.NewServer(http.NotFoundHandler())
	closedURL := closed.URL
	closed.Close()

	via := func(proxy string) *Client {
		u, _ := url.Parse(proxy)
		c, err := New(r.config(t, SourceSAOS), Options{RootCAs: r.pool(), Proxy: http.ProxyURL(u)})
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	if a := via(good.URL).Lookup(context.Background(), judgmentQuery(t)); a.Status != Found || connects.Load() == 0 {
		t.Fatalf("through the proxy: %+v, %d CONNECTs", a, connects.Load())
	}
	for name, proxy := range map[string]string{"refusing": refusing.URL, "unreachable": closedURL} {
		a := via(proxy).Lookup(context.Background(), judgmentQuery(t))
		if a.Status != Failed || a.Failure.Kind != FailProxy {
			t.Errorf("%s proxy: %+v %+v", name, a, a.Failure)
		}
	}
}

func pipe(dst net.Conn, src *bufio.Reader) {
	defer dst.Close()
	src.WriteTo(dst)
}

// TestNetworkFailure: nothing listens at the host.
func TestNetworkFailure(t *testing.T) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	host := l.Addr().String()
	l.Close()
	c, err := New(Config{Folder: t.TempDir(), SAOS: Source{Enabled: true, Host: host}}, Options{Proxy: noProxy})
	if err != nil {
		t.Fatal(err)
	}
	if a := c.Lookup(context.Background(), judgmentQuery(t)); a.Status != Failed || a.Failure.Kind != FailNetwork {
		t.Fatalf("answer %+v %+v", a, a.Failure)
	}
}

// TestDownloadFailsAfterSearch: the search answers, the judgment does not
// (a 404 for an id the search gave): failed, nothing filed.
func TestDownloadFailsAfterSearch(t *testing.T) {
	r := newReplay(t)
	r.saosSearch("saos/search-ochrona-danych.json")
	c := r.client(t, r.config(t, SourceSAOS), nil)
	a := c.Lookup(context.Background(), judgmentQuery(t))
	if a.Status != Failed || a.Failure.Kind != FailStatus || len(a.Files) != 0 {
		t.Fatalf("answer %+v %+v", a, a.Failure)
	}
}

// TestRatePerHost: requests to one host are spaced by its rate, across
// sources that share it (a mirror of several).
func TestRatePerHost(t *testing.T) {
	r := newReplay(t)
	cfg := r.config(t, SourceSAOS, SourceELI)
	cfg.SAOS.Rate, cfg.ELI.Rate = 5, 5 // 200 ms apart
	c := r.client(t, cfg, nil)
	if c.eps[SourceSAOS].lim != c.eps[SourceELI].lim {
		t.Fatal("two sources on one host have two limiters")
	}
	start := time.Now()
	for i := 0; i < 3; i++ {
		c.Lookup(context.Background(), judgmentQuery(t))
		c.Lookup(context.Background(), ActQuery(mustDzU(t, "DU/2014/99999"), Date{}))
	}
	// 6 requests, 5 intervals of 200 ms.
	if d := time.Since(start); d < 900*time.Millisecond {
		t.Errorf("6 requests at 5 a second took %s", d)
	}
}
