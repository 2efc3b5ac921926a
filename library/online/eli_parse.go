package online

import (
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// eliAct is what the client reads of an act's metadata in the Sejm's ELI
// API (GET /eli/acts/DU/{year}/{pos}).
type eliAct struct {
	ELI             string // DU/2014/827
	Display         string // Dz.U. 2014 poz. 827
	Title           string
	Type            string // Ustawa, Obwieszczenie…
	Status          string
	InForce         string // IN_FORCE, NOT_IN_FORCE
	HTML, PDF       bool   // textHTML, textPDF
	Announced       string // announcementDate
	LegalStatusDate string // a consolidated text's „stan prawny na”
	// Consolidations are the consolidated texts of the act
	// (references["Inf. o tekście jednolitym"]), newest first.
	Consolidations []string
	// ConsolidationOf is, for a consolidated text, the act it consolidates
	// (references["Tekst jednolity dla aktu"]).
	ConsolidationOf string
	Amendments      []eliRef // references["Akty zmieniające"]
}

// eliRef is one reference of an act: the act referred to and a date (of an
// amendment: when it came into force).
type eliRef struct {
	ID   string
	Date string
}

var reELI = regexp.MustCompile(`^(DU|MP)/(\d{4})/(\d{1,6})$`)

// parseELIAct reads an act's metadata. It must name its ELI address and
// title; textHTML/textPDF are booleans (a non-empty string counts as true).
func parseELIAct(body []byte) (eliAct, error) {
	if err := jsonObject(body); err != nil {
		return eliAct{}, err
	}
	var raw struct {
		ELI             string                     `json:"ELI"`
		Display         string                     `json:"displayAddress"`
		Title           string                     `json:"title"`
		Type            string                     `json:"type"`
		Status          string                     `json:"status"`
		InForce         string                     `json:"inForce"`
		TextHTML        json.RawMessage            `json:"textHTML"`
		TextPDF         json.RawMessage            `json:"textPDF"`
		Announced       string                     `json:"announcementDate"`
		LegalStatusDate string                     `json:"legalStatusDate"`
		References      map[string]json.RawMessage `json:"references"`
	}
	if err := json.Unmarshal(body, &raw); err != nil {
		return eliAct{}, fmt.Errorf("ELI act: %w", err)
	}
	if !reELI.MatchString(raw.ELI) || strings.TrimSpace(raw.Title) == "" {
		return eliAct{}, errors.New("ELI act: no ELI address or title in the answer")
	}
	a := eliAct{ELI: raw.ELI, Display: raw.Display, Title: strings.TrimSpace(raw.Title), Type: raw.Type, Status: raw.Status, InForce: raw.InForce,
		HTML: truthy(raw.TextHTML), PDF: truthy(raw.TextPDF), Announced: raw.Announced, LegalStatusDate: raw.LegalStatusDate}
	if a.Display == "" {
		a.Display = displayOf(a.ELI)
	}
	refs := func(key string) ([]eliRef, error) {
		m, ok := raw.References[key]
		if !ok {
			return nil, nil
		}
		var list []struct {
			ID   string `json:"id"`
			Date string `json:"date"`
			Act  *struct {
				ELI string `json:"ELI"`
			} `json:"act"`
		}
		if err := json.Unmarshal(m, &list); err != nil {
			return nil, fmt.Errorf("ELI act: references[%q]: %w", key, err)
		}
		var out []eliRef
		for _, r := range list {
			id := r.ID
			if id == "" && r.Act != nil {
				id = r.Act.ELI
			}
			if reELI.MatchString(id) {
				out = append(out, eliRef{ID: id, Date: r.Date})
			}
		}
		return out, nil
	}
	tj, err := refs("Inf. o tekście jednolitym")
	if err != nil {
		return eliAct{}, err
	}
	for _, r := range tj {
		a.Consolidations = append(a.Consolidations, r.ID)
	}
	sort.SliceStable(a.Consolidations, func(i, k int) bool { return eliAfter(a.Consolidations[i], a.Consolidations[k]) })
	of, err := refs("Tekst jednolity dla aktu")
	if err != nil {
		return eliAct{}, err
	}
	if len(of) > 0 {
		a.ConsolidationOf = of[0].ID
	}
	if a.Amendments, err = refs("Akty zmieniające"); err != nil {
		return eliAct{}, err
	}
	return a, nil
}

// truthy reads textHTML/textPDF: true, or a non-empty string.
func truthy(m json.RawMessage) bool {
	var b bool
	if json.Unmarshal(m, &b) == nil {
		return b
	}
	var s string
	return json.Unmarshal(m, &s) == nil && s != ""
}

// eliAfter orders ELI addresses newest first (year, then position).
func eliAfter(a, b string) bool {
	ya, pa := eliNums(a)
	yb, pb := eliNums(b)
	if ya != yb {
		return ya > yb
	}
	return pa > pb
}

func eliNums(e string) (int, int) {
	m := reELI.FindStringSubmatch(e)
	if m == nil {
		return 0, 0
	}
	y, _ := strconv.Atoi(m[2])
	p, _ := strconv.Atoi(m[3])
	return y, p
}

// displayOf writes an ELI address as the register displays it.
func displayOf(eli string) string {
	y, p := eliNums(eli)
	return fmt.Sprintf("Dz.U. %d poz. %d", y, p)
}

// parseELISearch reads GET /eli/acts/search: {"count", "totalCount",
// "offset", "items": [act…]}.
func parseELISearch(body []byte) ([]eliAct, error) {
	if err := jsonObject(body); err != nil {
		return nil, err
	}
	var raw struct {
		Items *[]json.RawMessage `json:"items"`
	}
	if err := json.Unmarshal(body, &raw); err != nil {
		return nil, fmt.Errorf("ELI search: %w", err)
	}
	if raw.Items == nil {
		return nil, errors.New("ELI search: no items in the answer")
	}
	var out []eliAct
	for i, it := range *raw.Items {
		a, err := parseELIAct(it)
		if err != nil {
			return nil, fmt.Errorf("ELI search: item %d: %w", i, err)
		}
		out = append(out, a)
	}
	return out, nil
}
