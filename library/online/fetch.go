package online

import (
	"context"
	"crypto/x509"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"
)

// The paths and parameters each source may be asked: a request is built
// from an identifier into one of these, and nothing else is sent.
var allowed = map[string]struct {
	paths  []string
	params map[string]bool
}{
	SourceSAOS: {[]string{"/api/search/judgments", "/api/judgments/", "/api/dump/judgments"},
		set2("caseNumber", "courtType", "judgmentDateFrom", "judgmentDateTo", "pageSize", "pageNumber", "sinceModificationDate", "withGenerated")},
	SourceELI:    {[]string{"/eli/acts/"}, set2("title", "type", "publisher", "limit", "offset")},
	SourceEURLex: {[]string{"/legal-content/PL/TXT/HTML/", "/resource/celex/"}, set2("uri")},
}

func set2(xs ...string) map[string]bool {
	m := map[string]bool{}
	for _, x := range xs {
		m[x] = true
	}
	return m
}

// response is a complete answer of a source.
type response struct {
	status int
	ctype  string
	body   []byte
	url    string // the final URL (after same-host redirects)
	retry  string // Retry-After
}

// request is one GET of a source.
type request struct {
	path   string
	params url.Values
	accept string
	lang   string // Accept-Language
}

// get asks the source: rate-limited, within the request timeout and the
// budget of ctx, at most max bytes read; a 429 or 5xx is tried once more
// when the wait fits. Any fault is a Failure; an answer with any other
// status (404 included) is the caller's to read.
func (c *Client) get(ctx context.Context, ep *endpoint, r request) (*response, *Failure) {
	if f := checkRequest(ep.name, r); f != nil {
		return nil, f
	}
	u := url.URL{Scheme: "https", Host: ep.src.Host, Path: r.path, RawQuery: r.params.Encode()}
	for attempt := 1; ; attempt++ {
		if !ep.lim.wait(ctx) {
			return nil, budgetFailure(ctx, ep)
		}
		resp, f := c.attempt(ctx, ep, u.String(), r)
		if f != nil {
			return nil, f
		}
		switch {
		case resp.status == http.StatusTooManyRequests:
			wait := retryAfter(resp, time.Now())
			ep.lim.hold(wait)
			if attempt == 1 && wait <= MaxRetryWait && fits(ctx, wait) {
				continue
			}
			return nil, &Failure{FailRateLimited, fmt.Sprintf("%s answered 429 Too Many Requests (Retry-After %s)", ep.src.Host, wait)}
		case resp.status >= 500:
			if attempt == 1 && fits(ctx, time.Second) {
				ep.lim.hold(time.Second)
				continue
			}
			return nil, &Failure{FailServer, fmt.Sprintf("%s answered %d", ep.src.Host, resp.status)}
		}
		return resp, nil
	}
}

// checkRequest refuses a request outside the source's paths and parameters.
func checkRequest(source string, r request) *Failure {
	a, ok := allowed[source]
	okPath := false
	for _, p := range a.paths {
		okPath = okPath || strings.HasPrefix(r.path, p)
	}
	if !ok || !okPath || strings.Contains(r.path, "..") || len(r.path) > 200 {
		return &Failure{FailStatus, fmt.Sprintf("internal: path %q is not one of %s's", r.path, source)}
	}
	for k, vs := range r.params {
		if !a.params[k] || len(vs) != 1 || len(vs[0]) > maxTitle {
			return &Failure{FailStatus, fmt.Sprintf("internal: parameter %q is not one of %s's", k, source)}
		}
	}
	return nil
}

// attempt makes one request and reads the whole answer.
func (c *Client) attempt(ctx context.Context, ep *endpoint, target string, r request) (*response, *Failure) {
	rctx, cancel := context.WithTimeout(ctx, ep.src.RequestTimeout)
	defer cancel()
	start := time.Now()
	ev := Event{Time: c.opt.Now(), Source: ep.name, Method: http.MethodGet, URL: target}
	done := func(f *Failure) {
		ev.Duration = time.Since(start)
		ev.Outcome = "ok"
		if f != nil {
			ev.Outcome, ev.Detail = string(f.Kind), f.Detail
		}
		if c.opt.Audit != nil {
			c.opt.Audit(ev)
		}
	}
	req, err := http.NewRequestWithContext(rctx, http.MethodGet, target, nil)
	if err != nil {
		f := &Failure{FailStatus, err.Error()}
		done(f)
		return nil, f
	}
	req.Header.Set("User-Agent", c.opt.UserAgent)
	if r.accept != "" {
		req.Header.Set("Accept", r.accept)
	}
	if r.lang != "" {
		req.Header.Set("Accept-Language", r.lang)
	}
	res, err := c.http.Do(req)
	if err != nil {
		f := c.classify(ctx, rctx, req, err)
		done(f)
		return nil, f
	}
	defer res.Body.Close()
	ev.Status = res.StatusCode
	body, err := readLimited(res.Body, ep.src.MaxResponse)
	ev.Bytes = int64(len(body))
	if err != nil {
		var f *Failure
		switch {
		case errors.Is(err, errTooLarge):
			f = &Failure{FailTooLarge, fmt.Sprintf("the answer of %s is larger than %d bytes", ep.src.Host, ep.src.MaxResponse)}
		case ctx.Err() != nil:
			f = budgetFailure(ctx, ep)
		case rctx.Err() != nil:
			f = &Failure{FailTimeout, fmt.Sprintf("%s did not finish its answer within %s", ep.src.Host, ep.src.RequestTimeout)}
		default:
			f = &Failure{FailBadResponse, fmt.Sprintf("the answer of %s broke off after %d bytes: %v", ep.src.Host, len(body), err)}
		}
		done(f)
		return nil, f
	}
	var f *Failure
	if res.StatusCode == http.StatusTooManyRequests || res.StatusCode >= 500 {
		f = &Failure{FailServer, fmt.Sprintf("HTTP %d", res.StatusCode)}
		if res.StatusCode == http.StatusTooManyRequests {
			f.Kind = FailRateLimited
		}
	}
	done(f)
	return &response{status: res.StatusCode, ctype: res.Header.Get("Content-Type"), body: body, url: res.Request.URL.String(),
		retry: res.Header.Get("Retry-After")}, nil
}

var errTooLarge = errors.New("response too large")

// readLimited reads at most limit bytes; more is errTooLarge.
func readLimited(r io.Reader, limit int64) ([]byte, error) {
	b, err := io.ReadAll(io.LimitReader(r, limit+1))
	if int64(len(b)) > limit {
		return b[:limit], errTooLarge
	}
	return b, err
}

// classify tells why a request got no answer.
func (c *Client) classify(budget, rctx context.Context, req *http.Request, err error) *Failure {
	host := req.URL.Host
	var re *redirectError
	var pe *proxyError
	var ue x509.UnknownAuthorityError
	var he x509.HostnameError
	var ie x509.CertificateInvalidError
	var ne net.Error
	var op *net.OpError
	switch {
	case errors.As(err, &re):
		return &Failure{FailRedirect, re.Error()}
	case errors.Is(err, errNotAllowed):
		return &Failure{FailStatus, err.Error()}
	case budget.Err() != nil:
		return &Failure{FailBudget, fmt.Sprintf("no answer from %s within the time budget", host)}
	case rctx.Err() != nil || errors.As(err, &ne) && ne.Timeout():
		return &Failure{FailTimeout, fmt.Sprintf("no answer from %s within the request timeout", host)}
	case errors.As(err, &pe):
		return &Failure{FailProxy, pe.Error()}
	case errors.As(err, &op) && op.Op == "proxyconnect":
		return &Failure{FailProxy, "the proxy could not be reached: " + op.Err.Error()}
	case errors.As(err, &ue), errors.As(err, &he), errors.As(err, &ie), strings.Contains(err.Error(), "tls: "), strings.Contains(err.Error(), "x509: "):
		return &Failure{FailTLS, fmt.Sprintf("TLS with %s failed: %v", host, unwrapURL(err))}
	}
	if p, perr := c.proxy(req); perr == nil && p != nil {
		return &Failure{FailProxy, fmt.Sprintf("through the proxy %s: %v", p.Redacted(), unwrapURL(err))}
	}
	return &Failure{FailNetwork, fmt.Sprintf("%s: %v", host, unwrapURL(err))}
}

func unwrapURL(err error) error {
	var ue *url.Error
	if errors.As(err, &ue) {
		return ue.Err
	}
	return err
}

func budgetFailure(ctx context.Context, ep *endpoint) *Failure {
	if errors.Is(ctx.Err(), context.Canceled) {
		return &Failure{FailBudget, "the lookup was cancelled"}
	}
	return &Failure{FailBudget, fmt.Sprintf("no answer from %s within the time budget", ep.src.Host)}
}

// fits reports whether waiting d leaves ctx's deadline ahead.
func fits(ctx context.Context, d time.Duration) bool {
	dl, ok := ctx.Deadline()
	return !ok || time.Now().Add(d).Before(dl)
}

// retryAfter reads Retry-After (seconds or an HTTP date); 5 s when absent
// or unreadable.
func retryAfter(r *response, now time.Time) time.Duration {
	v := strings.TrimSpace(r.retry)
	if n, err := strconv.Atoi(v); err == nil && n >= 0 {
		return time.Duration(n) * time.Second
	}
	if t, err := http.ParseTime(v); err == nil {
		if d := t.Sub(now); d > 0 {
			return d
		}
		return 0
	}
	return 5 * time.Second
}
