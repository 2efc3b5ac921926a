package online

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/url"
	"sync"
	"time"
)

// Options are the client's wiring (not configuration): the audit callback
// and, for tests, the network.
type Options struct {
	// Audit receives every request and its outcome (the daemon writes
	// them into its audit log).
	Audit func(Event)
	// Logger; default slog.Default().
	Logger *slog.Logger
	// DialContext dials the connections (default a net.Dialer).
	DialContext func(ctx context.Context, network, addr string) (net.Conn, error)
	// RootCAs are the certificates trusted (default the system's).
	RootCAs *x509.CertPool
	// Proxy chooses the proxy of a request (default: Config.Proxy, else
	// http.ProxyFromEnvironment).
	Proxy func(*http.Request) (*url.URL, error)
	// UserAgent of the requests (default "citeguard").
	UserAgent string
	// Marker is the library's marker file (Options.Marker of the library):
	// created in the download folder, which is a library folder too.
	Marker string
	// Now is the clock (default time.Now).
	Now func() time.Time
}

// Event is one request to a public source and its outcome.
type Event struct {
	Time     time.Time     `json:"time"`
	Source   string        `json:"source"`
	Method   string        `json:"method"`
	URL      string        `json:"url"` // identifiers only: see Query
	Status   int           `json:"status,omitempty"`
	Bytes    int64         `json:"bytes"`
	Duration time.Duration `json:"duration"`
	Outcome  string        `json:"outcome"` // ok, or a FailKind
	Detail   string        `json:"detail,omitempty"`
}

// Client looks identifiers up in the enabled public sources and files what
// it downloads into the library folder. Safe for concurrent use.
type Client struct {
	cfg   Config
	opt   Options
	log   *slog.Logger
	http  *http.Client
	proxy func(*http.Request) (*url.URL, error)
	eps   map[string]*endpoint
	store *store
}

// endpoint is one enabled source as the client talks to it.
type endpoint struct {
	name string
	src  Source
	lim  *limiter
}

// ErrOff: no source is enabled.
var ErrOff = errors.New("online sources: none is enabled (online_sources in the configuration)")

// New returns a client of the enabled sources. With none enabled it still
// returns a client whose every lookup answers Off and which never connects.
func New(cfg Config, opt Options) (*Client, error) {
	cfg = cfg.WithDefaults()
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	if cfg.Enabled() && cfg.Folder == "" {
		return nil, errors.New("online sources: no folder for the downloads (online_sources.folder)")
	}
	if opt.Logger == nil {
		opt.Logger = slog.Default()
	}
	if opt.Now == nil {
		opt.Now = time.Now
	}
	if opt.UserAgent == "" {
		opt.UserAgent = "citeguard"
	}
	c := &Client{cfg: cfg, opt: opt, log: opt.Logger, eps: map[string]*endpoint{}}
	limiters := map[string]*limiter{} // one per host: sources on one mirror share it
	for _, name := range []string{SourceSAOS, SourceELI, SourceEURLex} {
		s := map[string]Source{SourceSAOS: cfg.SAOS, SourceELI: cfg.ELI, SourceEURLex: cfg.EURLex}[name]
		if !s.Enabled {
			continue
		}
		if limiters[s.Host] == nil {
			limiters[s.Host] = newLimiter(s.Rate)
		}
		c.eps[name] = &endpoint{name: name, src: s, lim: limiters[s.Host]}
	}
	c.proxy = opt.Proxy
	if c.proxy == nil {
		c.proxy = http.ProxyFromEnvironment
		if cfg.Proxy != "" {
			u, err := url.Parse(cfg.Proxy)
			if err != nil {
				return nil, fmt.Errorf("online_sources.proxy: %w", err)
			}
			c.proxy = http.ProxyURL(u)
		}
	}
	c.http = c.newHTTP()
	c.store = &store{dir: cfg.Folder, marker: opt.Marker, now: opt.Now}
	return c, nil
}

// Config returns the configuration in effect (defaults filled in).
func (c *Client) Config() Config { return c.cfg }

// Enabled reports whether the source a query kind needs is turned on.
func (c *Client) Enabled(k Kind) bool { return c.endpoint(k) != nil }

func (c *Client) endpoint(k Kind) *endpoint {
	switch k {
	case KindJudgment:
		return c.eps[SourceSAOS]
	case KindAct:
		return c.eps[SourceELI]
	case KindEUAct:
		return c.eps[SourceEURLex]
	}
	return nil
}

// WithBudget bounds ctx by the memo's time budget.
func (c *Client) WithBudget(ctx context.Context) (context.Context, context.CancelFunc) {
	return context.WithTimeout(ctx, c.cfg.Budget)
}

// Lookup asks the register of the query's kind. It never panics and never
// outlasts ctx: every fault is an Answer with Status Failed and the reason.
func (c *Client) Lookup(ctx context.Context, q Query) (a Answer) {
	ep := c.endpoint(q.kind)
	a = Answer{Query: q.String(), Status: Off}
	if ep == nil {
		a.Source = sourceOf(q.kind)
		a.Asked = c.opt.Now()
		return a
	}
	a.Source, a.Register = ep.name, ep.src.Host
	defer func() {
		if p := recover(); p != nil {
			c.log.Error("online lookup panic", "source", ep.name, "query", q.String(), "panic", p)
			a.Status, a.Failure, a.Files = Failed, &Failure{Kind: FailBadResponse, Detail: fmt.Sprintf("internal error reading the answer: %v", p)}, nil
		}
		a.Asked = c.opt.Now()
	}()
	switch q.kind {
	case KindJudgment:
		return c.lookupJudgment(ctx, ep, q, a)
	case KindAct:
		return c.lookupAct(ctx, ep, q, a)
	default:
		return c.lookupEUAct(ctx, ep, q, a)
	}
}

func sourceOf(k Kind) string {
	switch k {
	case KindJudgment:
		return SourceSAOS
	case KindAct:
		return SourceELI
	}
	return SourceEURLex
}

func failed(a Answer, f *Failure) Answer {
	a.Status, a.Failure = Failed, f
	return a
}

// newHTTP builds the HTTP client: HTTPS to the enabled hosts only, through
// the proxy, no redirect to another host, no cookies.
func (c *Client) newHTTP() *http.Client {
	dial := c.opt.DialContext
	if dial == nil {
		dial = (&net.Dialer{Timeout: 10 * time.Second, KeepAlive: 30 * time.Second}).DialContext
	}
	tr := &http.Transport{
		Proxy:                 c.proxy,
		DialContext:           dial,
		TLSClientConfig:       &tls.Config{MinVersion: tls.VersionTLS12, RootCAs: c.opt.RootCAs},
		TLSHandshakeTimeout:   10 * time.Second,
		ResponseHeaderTimeout: 30 * time.Second,
		IdleConnTimeout:       30 * time.Second,
		MaxIdleConnsPerHost:   2,
		ForceAttemptHTTP2:     true,
		OnProxyConnectResponse: func(_ context.Context, proxy *url.URL, _ *http.Request, res *http.Response) error {
			if res.StatusCode != http.StatusOK {
				return &proxyError{proxy: proxy.Redacted(), status: res.Status}
			}
			return nil
		},
	}
	return &http.Client{
		Transport: &guard{next: tr, allowed: c.allowedHosts()},
		CheckRedirect: func(req *http.Request, via []*http.Request) error {
			if len(via) >= 3 {
				return &redirectError{to: req.URL.Host, why: "more than 3 redirects"}
			}
			if req.URL.Scheme != "https" {
				return &redirectError{to: req.URL.Redacted(), why: "not HTTPS"}
			}
			if req.URL.Host != via[0].URL.Host {
				return &redirectError{to: req.URL.Host, why: "another host than " + via[0].URL.Host}
			}
			return nil
		},
	}
}

func (c *Client) allowedHosts() map[string]bool {
	m := map[string]bool{}
	for _, ep := range c.eps {
		m[ep.src.Host] = true
	}
	return m
}

// guard is the last check before a request leaves: GET over HTTPS, to an
// enabled source's host, with no body. Nothing else can pass, whatever a
// bug upstream would build.
type guard struct {
	next    http.RoundTripper
	allowed map[string]bool
}

// errNotAllowed: a request the guard refused.
var errNotAllowed = errors.New("online sources: request not allowed")

func (g *guard) RoundTrip(req *http.Request) (*http.Response, error) {
	if req.Method != http.MethodGet || req.URL.Scheme != "https" || !g.allowed[req.URL.Host] || req.Body != nil && req.Body != http.NoBody || req.URL.User != nil {
		return nil, fmt.Errorf("%w: %s %s", errNotAllowed, req.Method, req.URL.Redacted())
	}
	return g.next.RoundTrip(req)
}

type redirectError struct{ to, why string }

func (e *redirectError) Error() string { return "redirect to " + e.to + " refused: " + e.why }

type proxyError struct{ proxy, status string }

func (e *proxyError) Error() string {
	return "proxy " + e.proxy + " refused the connection: " + e.status
}

// JSONLines returns an Audit callback writing each event as a line of JSON
// to w (a requests log by hand: `citeguard library fetch` and `sync`).
func JSONLines(w io.Writer) func(Event) {
	var mu sync.Mutex
	return func(e Event) {
		b, err := json.Marshal(e)
		if err != nil {
			return
		}
		mu.Lock()
		w.Write(append(b, '\n'))
		mu.Unlock()
	}
}
