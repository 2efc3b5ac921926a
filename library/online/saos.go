package online

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"citeguard/library/saos"
	"citeguard/pl"
)

// maxJudgmentDownloads bounds the rulings one lookup downloads (joined or
// same-number cases).
const maxJudgmentDownloads = 3

// lookupJudgment asks SAOS for a ruling: the search API by case number
// (with the court type, and for common courts — whose case numbers repeat
// from court to court — the date), then each matching judgment by its id.
func (c *Client) lookupJudgment(ctx context.Context, ep *endpoint, q Query, a Answer) Answer {
	ct := q.courtType
	switch ct {
	case CourtAdministrative:
		a.Status, a.Reason = NotCovered, "SAOS holds no rulings of the administrative courts (NSA, WSA)"
		return a
	case CourtEuropean:
		a.Status, a.Reason = NotCovered, "SAOS holds no rulings of the European courts"
		return a
	}
	params := url.Values{"caseNumber": {q.sig.String()}, "pageSize": {"100"}}
	scope := "all court types SAOS holds"
	if ct.Known() {
		params.Set("courtType", string(ct))
		scope = string(ct)
	}
	if ct == CourtCommon && !q.date.IsZero() {
		params.Set("judgmentDateFrom", q.date.String())
		params.Set("judgmentDateTo", q.date.String())
		scope += " " + q.date.String()
	}
	resp, f := c.get(ctx, ep, request{path: "/api/search/judgments", params: params, accept: "application/json"})
	if f != nil {
		return failed(a, f)
	}
	if resp.status != http.StatusOK {
		return failed(a, statusFailure(ep, resp))
	}
	page, err := parseSearch(resp.body)
	if err != nil {
		return failed(a, badResponse(ep, err))
	}
	var hits []searchItem
	for _, it := range page.Items {
		for _, s := range it.Signatures {
			if pl.SameSignature(s, q.sig.String()) {
				hits = append(hits, it)
				break
			}
		}
	}
	if len(hits) == 0 {
		if !ct.Known() {
			a.Status, a.Reason = NotCovered, "the court is not named and the signature does not tell it: SAOS's empty answer is no evidence"
			return a
		}
		if page.Total > len(page.Items) {
			return failed(a, &Failure{FailBadResponse, fmt.Sprintf("SAOS listed %d of %d hits without the signature", len(page.Items), page.Total)})
		}
		a.Status, a.Scope = Absent, scope
		return a
	}
	return c.downloadJudgments(ctx, ep, q, a, hits, scope)
}

// downloadJudgments downloads the hits of the court and date asked, or,
// when none is of that date, the hits of the signature in that court: the
// library then holds the ruling and its check says what differs. A common
// court's signature that SAOS holds only for other courts is Absent for
// the court named.
func (c *Client) downloadJudgments(ctx context.Context, ep *endpoint, q Query, a Answer, hits []searchItem, scope string) Answer {
	var inCourt, match []searchItem
	for _, h := range hits {
		a.Candidates = append(a.Candidates, Candidate{ID: strconv.FormatInt(h.ID, 10), Signatures: h.Signatures, CourtType: h.CourtType, Court: h.Court, Date: h.Date, Form: h.Form})
		if q.court == "" || h.Court == "" || pl.SameCourt(q.court, h.Court) {
			inCourt = append(inCourt, h)
			if q.date.IsZero() || h.Date == q.date.String() {
				match = append(match, h)
			}
		}
	}
	if len(inCourt) == 0 {
		a.Status, a.Scope = Absent, scope+" "+q.court
		return a
	}
	a.DateMatched = len(match) > 0
	pick := match
	if len(pick) == 0 {
		pick = inCourt
	}
	if len(pick) > maxJudgmentDownloads {
		pick = pick[:maxJudgmentDownloads]
	}
	for _, h := range pick {
		file, f := c.downloadJudgment(ctx, ep, h.ID)
		if f != nil {
			if len(a.Files) > 0 {
				break // what arrived serves; the rest is for a later lookup
			}
			a.Status, a.Failure = Failed, f
			return a
		}
		a.Files = append(a.Files, file)
	}
	a.Status = Found
	return a
}

// downloadJudgment fetches GET /api/judgments/ID and files it.
func (c *Client) downloadJudgment(ctx context.Context, ep *endpoint, id int64) (File, *Failure) {
	path := "/api/judgments/" + strconv.FormatInt(id, 10)
	resp, f := c.get(ctx, ep, request{path: path, accept: "application/json"})
	if f != nil {
		return File{}, f
	}
	if resp.status != http.StatusOK {
		return File{}, statusFailure(ep, resp)
	}
	j, err := parseJudgment(resp.body)
	if err != nil {
		return File{}, badResponse(ep, err)
	}
	if j.ID != id {
		return File{}, badResponse(ep, fmt.Errorf("asked for judgment %d, got %d", id, j.ID))
	}
	sc := sidecar{Kind: "judgment", Signatures: j.Signatures, Court: j.Court.Name, Date: j.Date, DocType: j.DocType}
	name := fmt.Sprintf("%s_%s_saos-%d", strings.Join(j.Signatures, "+"), j.Date, j.ID)
	return c.store.save(SourceSAOS, dirSAOS, name, ".json", resp.body, sc, "https://"+ep.src.Host+path)
}

// parseJudgment reads a single-judgment response ({"links", "data": {…}})
// with the library's SAOS reader: the record must map (id, case number, text).
func parseJudgment(body []byte) (*saos.Judgment, error) {
	if err := jsonObject(body); err != nil {
		return nil, err
	}
	if bytes.Contains(body[:min(len(body), 64)], []byte(`"error"`)) {
		var e struct {
			Error *saosError `json:"error"`
		}
		if jsonErr := json.Unmarshal(body, &e); jsonErr == nil && e.Error != nil {
			return nil, e.Error
		}
	}
	r := saos.NewReader(bytes.NewReader(body), saos.Options{Name: "SAOS answer"})
	j, err := r.Next()
	if err != nil {
		return nil, err
	}
	if _, err := r.Next(); !errors.Is(err, io.EOF) {
		return nil, errors.New("more than one judgment in a single-judgment answer")
	}
	if j.Provenance.API != "single" {
		return nil, fmt.Errorf("not a single-judgment answer (%s)", j.Provenance.API)
	}
	return j, nil
}

// statusFailure describes an answer with an unexpected HTTP status.
func statusFailure(ep *endpoint, r *response) *Failure {
	return &Failure{FailStatus, fmt.Sprintf("%s answered HTTP %d", ep.src.Host, r.status)}
}

// badResponse describes an answer that could not be read.
func badResponse(ep *endpoint, err error) *Failure {
	return &Failure{FailBadResponse, fmt.Sprintf("the answer of %s could not be read: %v", ep.src.Host, err)}
}
