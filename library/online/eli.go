package online

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"

	"citeguard/pl"
)

// maxConsolidations bounds the consolidated texts one lookup reads the
// metadata of, newest first, looking for the one in force on the date asked.
const maxConsolidations = 8

// maxAmendments bounds Version.AmendedSince.
const maxAmendments = 20

// lookupAct asks the Sejm's ELI API for a Polish act: its metadata by the
// Dz.U. address (or its address by title), the consolidated text (tekst
// jednolity) in force on the date asked, and that text as HTML (or, when
// the register has no HTML of it, PDF).
func (c *Client) lookupAct(ctx context.Context, ep *endpoint, q Query, a Answer) Answer {
	addr := q.dzu
	if addr.IsZero() {
		var done bool
		if addr, a, done = c.actByTitle(ctx, ep, q, a); done {
			return a
		}
	}
	act, status, f := c.actMeta(ctx, ep, addr.ELI())
	if f != nil {
		return failed(a, f)
	}
	if status == http.StatusNotFound {
		a.Status, a.Scope = Absent, addr.String()
		return a
	}
	base, version := act, act
	if act.ConsolidationOf != "" {
		// The address is a consolidated text: that version, of its act.
		if b, st, f := c.actMeta(ctx, ep, act.ConsolidationOf); f == nil && st == http.StatusOK {
			base = b
		}
	} else if version, f = c.versionAt(ctx, ep, act, q.on); f != nil {
		return failed(a, f)
	}
	v := &Version{Act: base.Display}
	if version.ELI != base.ELI {
		v.Consolidated, v.InForce = version.Display, version.LegalStatusDate
	}
	for _, am := range base.Amendments {
		if am.Date > v.InForce && (q.on.IsZero() || am.Date <= q.on.String()) && len(v.AmendedSince) < maxAmendments {
			v.AmendedSince = append(v.AmendedSince, displayOf(am.ID))
		}
	}
	a.Version = v
	file, f := c.actText(ctx, ep, base, version, v)
	if f != nil {
		return failed(a, f)
	}
	a.Status, a.Files = Found, []File{file}
	return a
}

// actMeta reads an act's metadata; a 404 is returned as the status.
func (c *Client) actMeta(ctx context.Context, ep *endpoint, eli string) (eliAct, int, *Failure) {
	resp, f := c.get(ctx, ep, request{path: "/eli/acts/" + eli, accept: "application/json"})
	if f != nil {
		return eliAct{}, 0, f
	}
	switch resp.status {
	case http.StatusOK:
	case http.StatusNotFound:
		return eliAct{}, resp.status, nil
	default:
		return eliAct{}, 0, statusFailure(ep, resp)
	}
	act, err := parseELIAct(resp.body)
	if err != nil {
		return eliAct{}, 0, badResponse(ep, err)
	}
	if act.ELI != eli {
		return eliAct{}, 0, badResponse(ep, fmt.Errorf("asked for %s, got %s", eli, act.ELI))
	}
	return act, resp.status, nil
}

// versionAt chooses the consolidated text in force on a date: the newest
// whose „stan prawny na” (or, without it, announcement) is not after it;
// the act as published when there is none or the date precedes them all.
// A listed consolidated text the register does not serve fails the lookup:
// an older one would be taken for the law in force.
func (c *Client) versionAt(ctx context.Context, ep *endpoint, act eliAct, on Date) (eliAct, *Failure) {
	for i, id := range act.Consolidations {
		if i == maxConsolidations {
			break
		}
		tj, status, f := c.actMeta(ctx, ep, id)
		if f != nil {
			return eliAct{}, f
		}
		if status != http.StatusOK {
			return eliAct{}, &Failure{FailNoText, fmt.Sprintf("the ELI register lists the consolidated text %s of %s but does not serve it (HTTP %d)", id, act.ELI, status)}
		}
		asOf := tj.LegalStatusDate
		if asOf == "" {
			asOf = tj.Announced
		}
		if on.IsZero() || asOf != "" && asOf <= on.String() {
			return tj, nil
		}
	}
	return act, nil
}

// actText downloads the text of the version chosen, HTML when the register
// has it, else PDF, and files it with its sidecar.
func (c *Client) actText(ctx context.Context, ep *endpoint, base, version eliAct, v *Version) (File, *Failure) {
	name, ext, accept := "text.html", ".html", "text/html"
	v.Format = "html"
	if !version.HTML {
		if !version.PDF {
			return File{}, &Failure{FailNoText, fmt.Sprintf("the ELI register has no text of %s (neither HTML nor PDF)", version.Display)}
		}
		name, ext, accept, v.Format = "text.pdf", ".pdf", "application/pdf", "pdf"
	}
	path := "/eli/acts/" + version.ELI + "/" + name
	resp, f := c.get(ctx, ep, request{path: path, accept: accept})
	if f != nil {
		return File{}, f
	}
	if resp.status != http.StatusOK {
		return File{}, statusFailure(ep, resp)
	}
	if err := checkActText(resp.body, v.Format); err != nil {
		return File{}, badResponse(ep, err)
	}
	sc := sidecar{Kind: "statute", Title: base.Title, DzU: base.Display, Consolidated: v.Consolidated, InForce: v.InForce}
	if known := pl.ActByDzU(base.Display); known != nil {
		sc.Act = known.Key
	}
	file := strings.ReplaceAll(base.ELI, "/", "-")
	if version.ELI != base.ELI {
		file += "_tj-" + strings.ReplaceAll(version.ELI, "/", "-")
	}
	return c.store.save(SourceELI, dirELI, file, ext, resp.body, sc, "https://"+ep.src.Host+path)
}

// checkActText refuses what is not an act's text: a JSON error, an empty
// page, a PDF that is not one.
func checkActText(body []byte, format string) error {
	t := bytes.TrimSpace(body)
	switch format {
	case "pdf":
		if !bytes.HasPrefix(t, []byte("%PDF-")) {
			return fmt.Errorf("not a PDF (%d bytes)", len(body))
		}
	default:
		if len(t) < 64 || t[0] != '<' {
			return fmt.Errorf("not an HTML text (%d bytes)", len(body))
		}
	}
	return nil
}

// actByTitle finds an act's address by its title (GET /eli/acts/search):
// the acts of the title's type whose title holds its subject, not amending
// acts or consolidated texts. done: the answer is final (none, several or
// a failure).
func (c *Client) actByTitle(ctx context.Context, ep *endpoint, q Query, a Answer) (DzU, Answer, bool) {
	t := q.title
	params := url.Values{"title": {t.subject}, "type": {t.kind}, "publisher": {"DU"}, "limit": {"50"}}
	resp, f := c.get(ctx, ep, request{path: "/eli/acts/search", params: params, accept: "application/json"})
	if f != nil {
		return DzU{}, failed(a, f), true
	}
	if resp.status != http.StatusOK {
		return DzU{}, failed(a, statusFailure(ep, resp)), true
	}
	items, err := parseELISearch(resp.body)
	if err != nil {
		return DzU{}, failed(a, badResponse(ep, err)), true
	}
	subject := strings.ToLower(t.subject)
	var hits []eliAct
	for _, it := range items {
		title := strings.ToLower(it.Title)
		if !strings.EqualFold(it.Type, t.kind) || !strings.Contains(title, subject) || pl.AmendingAct(title) {
			continue
		}
		if !t.date.IsZero() {
			if d, ok := pl.ParseDate(it.Title); !ok || d.ISO() != t.date.String() {
				continue
			}
		}
		hits = append(hits, it)
	}
	switch len(hits) {
	case 0:
		a.Status, a.Reason = NotCovered, "no act of that title in the ELI register's search (titles are matched as written): no evidence"
		return DzU{}, a, true
	case 1:
		d, err := ParseDzU(hits[0].ELI)
		if err != nil {
			return DzU{}, failed(a, badResponse(ep, err)), true
		}
		return d, a, false
	}
	for _, h := range hits[:min(len(hits), 10)] {
		a.Candidates = append(a.Candidates, Candidate{ID: h.ELI, Title: h.Title, Form: h.Type})
	}
	a.Status = Ambiguous
	return DzU{}, a, true
}
