package online

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"html"
	"net/http"
	"net/url"
	"regexp"
	"strings"

	"citeguard/pl"
)

// lookupEUAct asks EUR-Lex for the Polish text of an EU act by its CELEX
// number: the document's HTML (legal-content/PL/TXT/HTML/?uri=CELEX:…), or
// from Cellar the XHTML negotiated in Polish.
func (c *Client) lookupEUAct(ctx context.Context, ep *endpoint, q Query, a Answer) Answer {
	celex := q.celex.String()
	r := request{path: "/legal-content/PL/TXT/HTML/", params: url.Values{"uri": {"CELEX:" + celex}}, accept: "text/html,application/xhtml+xml"}
	if c.cfg.EURLex.API == APICellar {
		r = request{path: "/resource/celex/" + celex, accept: "application/xhtml+xml,text/html;q=0.9", lang: "pol"}
	}
	resp, f := c.get(ctx, ep, r)
	if f != nil {
		return failed(a, f)
	}
	switch {
	case resp.status == http.StatusNotFound:
		a.Status, a.Scope = Absent, "CELEX "+celex
		return a
	case resp.status == http.StatusAccepted || challengePage(resp.body):
		return failed(a, &Failure{FailChallenge, fmt.Sprintf("%s answered with a browser challenge (HTTP %d), not the act: its anti-bot check stops automated clients; the cellar API (publications.europa.eu) serves the same texts", ep.src.Host, resp.status)})
	case resp.status != http.StatusOK:
		return failed(a, statusFailure(ep, resp))
	}
	title, err := checkEUText(resp.body)
	if err != nil {
		return failed(a, badResponse(ep, err))
	}
	sc := sidecar{Kind: "eu-act", CELEX: celex, Title: title, Act: "CELEX:" + celex} // the library's key of an EU act
	if known := pl.LookupAct("CELEX " + celex); known != nil && known.CELEX == celex {
		sc.Act = known.Key
	}
	from := "https://" + ep.src.Host + r.path
	if len(r.params) > 0 {
		from += "?" + r.params.Encode()
	}
	file, f := c.store.save(SourceEURLex, dirEURLex, "CELEX-"+celex, ".html", resp.body, sc, from)
	if f != nil {
		return failed(a, f)
	}
	a.Status, a.Files = Found, []File{file}
	return a
}

// challengeMarks are what an anti-bot challenge page holds (AWS WAF).
var challengeMarks = [][]byte{[]byte("awsWafCookieDomainList"), []byte("challenge-container"), []byte("AwsWafIntegration"), []byte("gokuProps")}

func challengePage(body []byte) bool {
	head := body[:min(len(body), 64<<10)]
	for _, m := range challengeMarks {
		if bytes.Contains(head, m) {
			return true
		}
	}
	return false
}

var (
	reHTMLLang = regexp.MustCompile(`(?is)<html\b[^>]*?\b(?:xml:)?lang\s*=\s*["']([a-zA-Z-]{2,8})["']`)
	reOJLang   = regexp.MustCompile(`class="(?:oj-)?hd-lg"[^>]*>\s*([A-Z]{2})\s*<`)
	reDocTitle = regexp.MustCompile(`(?s)<p class="(?:oj-)?doc-ti"[^>]*>(.*?)</p>`)
	reTag      = regexp.MustCompile(`(?s)<[^>]*>`)
)

// checkEUText checks that an answer is an act's Polish text, and returns
// its title (the document's title paragraphs): an HTML document, with some
// text, in Polish where it says its language.
func checkEUText(body []byte) (string, error) {
	t := bytes.TrimSpace(bytes.TrimPrefix(body, []byte("\xef\xbb\xbf")))
	if len(t) == 0 || t[0] != '<' {
		return "", errors.New("not an HTML document")
	}
	head := t[:min(len(t), 8<<10)]
	if m := reHTMLLang.FindSubmatch(head); m != nil && !strings.EqualFold(string(m[1][:2]), "pl") {
		return "", fmt.Errorf("the document is in another language (%s), not Polish", m[1])
	}
	if m := reOJLang.FindSubmatch(t[:min(len(t), 64<<10)]); m != nil && string(m[1]) != "PL" {
		return "", fmt.Errorf("the document is in another language (%s), not Polish", m[1])
	}
	text := strings.Join(strings.Fields(html.UnescapeString(reTag.ReplaceAllString(string(t), " "))), " ")
	if len(text) < 200 {
		return "", fmt.Errorf("no act's text in the answer (%d characters of text)", len(text))
	}
	var parts []string
	for _, m := range reDocTitle.FindAllSubmatch(t, 4) {
		p := strings.Join(strings.Fields(html.UnescapeString(reTag.ReplaceAllString(string(m[1]), " "))), " ")
		if p == "" || strings.HasPrefix(p, "(Tekst mający znaczenie") {
			continue
		}
		parts = append(parts, p)
	}
	title := []rune(strings.Join(parts, " "))
	if len(title) > 300 {
		title = title[:300]
	}
	return string(title), nil
}
