package online

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
)

// searchPage is what the client reads of a SAOS search response
// (GET /api/search/judgments): the hits, their case numbers, court type,
// court, date, and the total.
type searchPage struct {
	Items []searchItem
	Total int // info.totalResults; -1 when absent
}

type searchItem struct {
	ID         int64
	CourtType  string
	Signatures []string
	Form       string // judgmentType
	Date       string // judgmentDate
	Court      string // division.court.name (common courts)
}

// errNotJSON: an answer that is not a JSON object (an HTML error page).
var errNotJSON = errors.New("not JSON")

// parseSearch reads a SAOS search response. A JSON error object
// ({"error": {…}}), an answer without "items" or an item without an id
// is an error.
func parseSearch(body []byte) (searchPage, error) {
	if err := jsonObject(body); err != nil {
		return searchPage{}, err
	}
	var raw struct {
		Items *[]struct {
			ID         int64  `json:"id"`
			CourtType  string `json:"courtType"`
			CourtCases []struct {
				CaseNumber string `json:"caseNumber"`
			} `json:"courtCases"`
			JudgmentType string `json:"judgmentType"`
			JudgmentDate string `json:"judgmentDate"`
			Division     *struct {
				Court *struct {
					Name string `json:"name"`
				} `json:"court"`
			} `json:"division"`
		} `json:"items"`
		Info *struct {
			TotalResults *int `json:"totalResults"`
		} `json:"info"`
		Error *saosError `json:"error"`
	}
	if err := json.Unmarshal(body, &raw); err != nil {
		return searchPage{}, fmt.Errorf("SAOS search: %w", err)
	}
	if raw.Error != nil {
		return searchPage{}, raw.Error
	}
	if raw.Items == nil {
		return searchPage{}, errors.New("SAOS search: no items in the answer")
	}
	p := searchPage{Total: -1}
	if raw.Info != nil && raw.Info.TotalResults != nil {
		p.Total = *raw.Info.TotalResults
	}
	for i, it := range *raw.Items {
		if it.ID <= 0 {
			return searchPage{}, fmt.Errorf("SAOS search: item %d has no id", i)
		}
		s := searchItem{ID: it.ID, CourtType: it.CourtType, Form: it.JudgmentType, Date: it.JudgmentDate}
		for _, cc := range it.CourtCases {
			if n := strings.TrimSpace(cc.CaseNumber); n != "" {
				s.Signatures = append(s.Signatures, n)
			}
		}
		if it.Division != nil && it.Division.Court != nil {
			s.Court = it.Division.Court.Name
		}
		p.Items = append(p.Items, s)
	}
	return p, nil
}

// saosError is SAOS's error answer: {"error": {"httpStatus": "404",
// "reason": "ELEMENT DOES NOT EXIST", "propertyName": …, "message": …}}.
type saosError struct {
	HTTPStatus   string `json:"httpStatus"`
	Reason       string `json:"reason"`
	PropertyName string `json:"propertyName"`
	Message      string `json:"message"`
}

func (e *saosError) Error() string {
	return fmt.Sprintf("SAOS error %s %s: %s", e.HTTPStatus, e.Reason, e.Message)
}

// jsonObject checks that body is a JSON object (after white space and a
// BOM): an HTML page served with 200 is not.
func jsonObject(body []byte) error {
	t := bytes.TrimLeft(bytes.TrimPrefix(body, []byte("\xef\xbb\xbf")), " \t\r\n")
	if len(t) == 0 {
		return fmt.Errorf("%w: empty answer", errNotJSON)
	}
	if t[0] != '{' {
		head := t
		if len(head) > 40 {
			head = head[:40]
		}
		return fmt.Errorf("%w: the answer starts with %q", errNotJSON, head)
	}
	return nil
}

// dumpPage is what sync reads of a dump page before importing it: how many
// records and whether a next page exists.
type dumpPage struct {
	Items int
	Next  bool
}

// parseDumpPage checks a dump page (GET /api/dump/judgments): a JSON object
// with "items" (records, each with an id) and "links" ("next" while more
// records exist).
func parseDumpPage(body []byte) (dumpPage, error) {
	if err := jsonObject(body); err != nil {
		return dumpPage{}, err
	}
	var raw struct {
		Links []struct {
			Rel  string `json:"rel"`
			Href string `json:"href"`
		} `json:"links"`
		Items *[]struct {
			ID int64 `json:"id"`
		} `json:"items"`
		Error *saosError `json:"error"`
	}
	if err := json.Unmarshal(body, &raw); err != nil {
		return dumpPage{}, fmt.Errorf("SAOS dump page: %w", err)
	}
	if raw.Error != nil {
		return dumpPage{}, raw.Error
	}
	if raw.Items == nil {
		return dumpPage{}, errors.New("SAOS dump page: no items in the answer")
	}
	p := dumpPage{Items: len(*raw.Items)}
	for i, it := range *raw.Items {
		if it.ID <= 0 {
			return dumpPage{}, fmt.Errorf("SAOS dump page: item %d has no id", i)
		}
	}
	for _, l := range raw.Links {
		if l.Rel == "next" && l.Href != "" {
			p.Next = true
		}
	}
	return p, nil
}

// parseDeleted reads the ids of /api/dump/judgments/deleted: {"links":…,
// "items": [id, …]}.
func parseDeleted(body []byte) ([]int64, error) {
	if err := jsonObject(body); err != nil {
		return nil, err
	}
	var raw struct {
		Items *[]int64   `json:"items"`
		Error *saosError `json:"error"`
	}
	if err := json.Unmarshal(body, &raw); err != nil {
		return nil, fmt.Errorf("SAOS deleted judgments: %w", err)
	}
	if raw.Error != nil {
		return nil, raw.Error
	}
	if raw.Items == nil {
		return nil, errors.New("SAOS deleted judgments: no items in the answer")
	}
	return *raw.Items, nil
}
