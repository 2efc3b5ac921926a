package online

import (
	"errors"
	"fmt"
	"net"
	"net/url"
	"strconv"
	"strings"
	"time"
)

// The sources.
const (
	SourceSAOS   = "saos"
	SourceELI    = "eli"
	SourceEURLex = "eurlex"
)

// The APIs of EUR-Lex: its web service of document texts, or the
// Publications Office's Cellar, which serves the same documents by content
// negotiation (EUR-Lex answers automated clients with a browser challenge
// at times; Cellar does not).
const (
	APIEURLex = "eurlex" // https://eur-lex.europa.eu/legal-content/PL/TXT/HTML/?uri=CELEX:…
	APICellar = "cellar" // https://publications.europa.eu/resource/celex/… (Accept-Language: pol)
)

// Default hosts.
const (
	DefaultSAOSHost   = "www.saos.org.pl"
	DefaultELIHost    = "api.sejm.gov.pl"
	DefaultEURLexHost = "eur-lex.europa.eu"
	DefaultCellarHost = "publications.europa.eu"
)

// Defaults of the limits.
const (
	DefaultBudget         = 20 * time.Second
	DefaultRequestTimeout = 15 * time.Second
	DefaultMaxResponse    = 32 << 20
	DefaultRate           = 2.0 // requests per second per host
	DefaultSyncMaxPages   = 1000
	MaxRetryWait          = 10 * time.Second // the longest Retry-After a lookup waits out
)

// Config is the online_sources section of the configuration: off unless a
// source is turned on. watcher parses it from YAML; this package completes
// and checks it.
type Config struct {
	SAOS   Source
	ELI    Source
	EURLex Source
	// Folder is the library folder downloads go into (pobrane/), absolute.
	Folder string
	// Budget is how long one memo waits for its lookups.
	Budget time.Duration
	// Proxy is an explicit proxy URL (http://proxy.firm.local:3128); ""
	// uses the system's settings (HTTPS_PROXY, NO_PROXY).
	Proxy string
	// SyncMaxPages bounds the dump pages one `library sync` fetches (the
	// next run goes on from there).
	SyncMaxPages int
	// SyncSince is the modification date the first sync starts from
	// (yyyy-mm-dd), when no sync has run yet.
	SyncSince string
}

// Source is one public source.
type Source struct {
	Enabled        bool
	Host           string // host[:port]; HTTPS only
	API            string // EUR-Lex only: eurlex or cellar
	RequestTimeout time.Duration
	MaxResponse    int64   // bytes
	Rate           float64 // requests per second to the host
}

// Enabled reports whether any source is turned on.
func (c *Config) Enabled() bool { return c.SAOS.Enabled || c.ELI.Enabled || c.EURLex.Enabled }

// WithDefaults returns the configuration with every zero setting at its default.
func (c Config) WithDefaults() Config {
	if c.Budget <= 0 {
		c.Budget = DefaultBudget
	}
	if c.SyncMaxPages <= 0 {
		c.SyncMaxPages = DefaultSyncMaxPages
	}
	if c.EURLex.API == "" {
		c.EURLex.API = APIEURLex
	}
	hosts := map[*Source]string{&c.SAOS: DefaultSAOSHost, &c.ELI: DefaultELIHost, &c.EURLex: DefaultEURLexHost}
	if c.EURLex.API == APICellar {
		hosts[&c.EURLex] = DefaultCellarHost
	}
	for s, host := range hosts {
		if s.Host == "" {
			s.Host = host
		}
		if s.RequestTimeout <= 0 {
			s.RequestTimeout = DefaultRequestTimeout
		}
		if s.MaxResponse <= 0 {
			s.MaxResponse = DefaultMaxResponse
		}
		if s.Rate <= 0 {
			s.Rate = DefaultRate
		}
	}
	return c
}

// Validate reports the first setting that cannot work, naming it as the
// configuration file does.
func (c *Config) Validate() error {
	for name, s := range map[string]*Source{SourceSAOS: &c.SAOS, SourceELI: &c.ELI, SourceEURLex: &c.EURLex} {
		if err := s.validate(name); err != nil {
			return err
		}
	}
	switch c.EURLex.API {
	case "", APIEURLex, APICellar:
	default:
		return fmt.Errorf("online_sources.eurlex.api %q: use eurlex or cellar", c.EURLex.API)
	}
	if c.Proxy != "" {
		u, err := url.Parse(c.Proxy)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			return fmt.Errorf("online_sources.proxy %q: an http:// or https:// URL of the proxy is needed", c.Proxy)
		}
	}
	if c.Budget < 0 || c.SyncMaxPages < 0 {
		return errors.New("online_sources: budget and sync_max_pages must be positive")
	}
	if c.SyncSince != "" {
		if _, err := time.Parse("2006-01-02", c.SyncSince); err != nil {
			return fmt.Errorf("online_sources.saos.sync_since %q: a date yyyy-mm-dd is needed", c.SyncSince)
		}
	}
	return nil
}

func (s *Source) validate(name string) error {
	key := "online_sources." + name
	if s.Host != "" {
		if err := checkHost(s.Host); err != nil {
			return fmt.Errorf("%s.host %q: %v", key, s.Host, err)
		}
	}
	if s.RequestTimeout < 0 || s.MaxResponse < 0 || s.Rate < 0 {
		return fmt.Errorf("%s: request_timeout, max_response and rate must be positive", key)
	}
	if s.MaxResponse > 0 && s.MaxResponse < 64<<10 {
		return fmt.Errorf("%s.max_response %d B: at least 64KB (a judgment's JSON is larger)", key, s.MaxResponse)
	}
	if s.Rate > 50 {
		return fmt.Errorf("%s.rate %g: at most 50 requests a second (these are public services)", key, s.Rate)
	}
	return nil
}

// checkHost accepts a host name or address with an optional port: no
// scheme, path, user or query (every request is HTTPS to that host).
func checkHost(h string) error {
	if strings.ContainsAny(h, "/@?#\\ ") || strings.Contains(h, "://") {
		return errors.New("a host name (and :port), without scheme or path, is needed; requests are always HTTPS")
	}
	host, port := h, ""
	if strings.Contains(h, ":") {
		var err error
		host, port, err = net.SplitHostPort(h)
		if err != nil {
			return err
		}
		if n, err := strconv.Atoi(port); err != nil || n <= 0 || n > 65535 {
			return fmt.Errorf("port %q", port)
		}
	}
	if host == "" {
		return errors.New("empty host")
	}
	return nil
}

// Targets describes what is enabled, for the start-up log: each source's host.
func (c *Config) Targets() []any {
	var out []any
	for _, s := range []struct {
		name string
		src  Source
	}{{SourceSAOS, c.SAOS}, {SourceELI, c.ELI}, {SourceEURLex, c.EURLex}} {
		if s.src.Enabled {
			out = append(out, s.name, s.src.Host)
		}
	}
	if u, err := url.Parse(c.Proxy); c.Proxy != "" && err == nil {
		out = append(out, "proxy", u.Redacted())
	}
	return out
}
