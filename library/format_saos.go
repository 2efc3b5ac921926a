package library

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"

	"citeguard/pl"
)

// saosJudgment is one judgment of a SAOS JSON export (the API's /judgments/ID
// "data" object or an element of a dump's array).
type saosJudgment struct {
	ID         json.Number `json:"id"`
	CourtType  string      `json:"courtType"`
	CourtCases []struct {
		CaseNumber string `json:"caseNumber"`
	} `json:"courtCases"`
	JudgmentType string `json:"judgmentType"`
	JudgmentDate string `json:"judgmentDate"`
	TextContent  string `json:"textContent"`
	Judges       []struct {
		Name string `json:"name"`
	} `json:"judges"`
	Division *struct {
		Name  string `json:"name"`
		Court *struct {
			Name string `json:"name"`
		} `json:"court"`
	} `json:"division"`
	Parties []string `json:"parties"` // not in every export
}

// ParseSAOS reads a SAOS JSON export of one judgment: either the judgment
// object itself or the API envelope {"data": {...}}. It returns the metadata
// and the text (textContent, HTML turned into text).
func ParseSAOS(data []byte) (Meta, string, error) {
	var env struct {
		Data json.RawMessage `json:"data"`
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	if err := dec.Decode(&env); err != nil {
		return Meta{}, "", fmt.Errorf("saos json: %w", err)
	}
	body := data
	if len(env.Data) > 0 && env.Data[0] == '{' {
		body = env.Data
	}
	var j saosJudgment
	dec = json.NewDecoder(bytes.NewReader(body))
	dec.UseNumber()
	if err := dec.Decode(&j); err != nil {
		return Meta{}, "", fmt.Errorf("saos json: %w", err)
	}
	if strings.TrimSpace(j.TextContent) == "" {
		return Meta{}, "", fmt.Errorf("saos json: no textContent")
	}
	m := Meta{Kind: Judgment, From: map[string]string{"kind": FromSAOS}}
	var sigs []string
	for _, c := range j.CourtCases {
		sigs = append(sigs, c.CaseNumber)
	}
	m.setList("signatures", &m.Signatures, sigs, FromSAOS)
	m.set("date", &m.Date, isoDate(j.JudgmentDate), FromSAOS)
	if j.Division != nil && j.Division.Court != nil {
		m.set("court", &m.Court, j.Division.Court.Name, FromSAOS)
	}
	switch j.CourtType {
	case "SUPREME":
		m.set("court", &m.Court, pl.CourtSN, FromSAOS)
	case "CONSTITUTIONAL_TRIBUNAL":
		m.set("court", &m.Court, pl.CourtTK, FromSAOS)
	case "NATIONAL_APPEAL_CHAMBER":
		m.set("court", &m.Court, pl.CourtKIO, FromSAOS)
	}
	m.set("doc_type", &m.DocType, pl.FormOfType(j.JudgmentType), FromSAOS)
	var judges []string
	for _, x := range j.Judges {
		judges = append(judges, x.Name)
	}
	m.setList("judges", &m.Judges, judges, FromSAOS)
	if len(j.Parties) > 0 {
		m.set("parties", &m.Parties, strings.Join(j.Parties, " przeciwko "), FromSAOS)
	}
	text := j.TextContent
	if strings.Contains(text, "<") {
		text = HTMLText(text)
	}
	return m, text, nil
}
