package saos

import (
	"citeguard/pl"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// record is a judgment as SAOS serialises it: a dump item or the data of a
// single response (the two differ only in how much of division and
// chambers they spell out, and in href).
type record struct {
	ID         json.Number `json:"id"`
	CourtType  string      `json:"courtType"`
	Href       string      `json:"href"`
	CourtCases []struct {
		CaseNumber string `json:"caseNumber"`
	} `json:"courtCases"`
	JudgmentType string `json:"judgmentType"`
	JudgmentDate string `json:"judgmentDate"`
	Judges       []struct {
		Name         string   `json:"name"`
		Function     *string  `json:"function"`
		SpecialRoles []string `json:"specialRoles"`
	} `json:"judges"`
	Source struct {
		Code            string `json:"code"`
		JudgmentURL     string `json:"judgmentUrl"`
		JudgmentID      string `json:"judgmentId"`
		Publisher       string `json:"publisher"`
		Reviser         string `json:"reviser"`
		PublicationDate string `json:"publicationDate"`
	} `json:"source"`
	CourtReporters []string `json:"courtReporters"`
	Decision       string   `json:"decision"`
	Summary        string   `json:"summary"`
	TextContent    string   `json:"textContent"`
	LegalBases     []string `json:"legalBases"`
	Regulations    []struct {
		JournalTitle string      `json:"journalTitle"`
		JournalNo    json.Number `json:"journalNo"`
		JournalYear  json.Number `json:"journalYear"`
		JournalEntry json.Number `json:"journalEntry"`
		Text         string      `json:"text"`
	} `json:"referencedRegulations"`
	Keywords   []string `json:"keywords"`
	CitedCases []struct {
		CaseNumber  string        `json:"caseNumber"`
		JudgmentIDs []json.Number `json:"judgmentIds"`
		Generated   bool          `json:"generated"`
	} `json:"referencedCourtCases"`
	ReceiptDate    string   `json:"receiptDate"`
	MeansOfAppeal  string   `json:"meansOfAppeal"`
	JudgmentResult string   `json:"judgmentResult"`
	LowerCourt     []string `json:"lowerCourtJudgments"`
	PersonnelType  string   `json:"personnelType"`
	JudgmentForm   *struct {
		Name string `json:"name"`
	} `json:"judgmentForm"`
	Division *struct {
		ID      json.Number `json:"id"`
		Name    string      `json:"name"`
		Code    string      `json:"code"`
		Chamber *struct {
			ID   json.Number `json:"id"`
			Name string      `json:"name"`
		} `json:"chamber"`
		Court *struct {
			ID   json.Number `json:"id"`
			Name string      `json:"name"`
			Code string      `json:"code"`
			Type string      `json:"type"`
		} `json:"court"`
	} `json:"division"`
	Chambers []struct {
		ID   json.Number `json:"id"`
		Name string      `json:"name"`
	} `json:"chambers"`
	Dissents []struct {
		TextContent string   `json:"textContent"`
		Authors     []string `json:"authors"`
	} `json:"dissentingOpinions"`
}

// courtNames are the courts a court type implies.
var courtNames = map[string]string{
	Supreme:       pl.CourtSN,
	Constitution:  pl.CourtTK,
	AppealChamber: pl.CourtKIO,
}

// placeholderSummary are the values SAOS gives for "no thesis".
var placeholderSummary = map[string]bool{"brak": true, "bez tezy": true, "-": true, "brak tezy": true}

// apiBase is the address of SAOS's single-judgment API.
const apiBase = "https://www.saos.org.pl/api/judgments/"

// mapRecord maps a decoded record. prov carries where it was read; courts
// resolves common courts.
func mapRecord(r *record, prov Provenance, courts *CourtTable) (*Judgment, error) {
	id, err := strconv.ParseInt(r.ID.String(), 10, 64)
	if err != nil || id <= 0 {
		return nil, fmt.Errorf("record %d: no valid SAOS id (%q)", prov.Item, r.ID)
	}
	if r.CourtType == "" {
		return nil, fmt.Errorf("SAOS %d: no courtType", id)
	}
	j := &Judgment{
		ID: id, CourtType: r.CourtType, JudgmentType: r.JudgmentType, DocType: pl.FormOfType(r.JudgmentType),
		Personnel: r.PersonnelType, Date: strings.TrimSpace(r.JudgmentDate),
		Reporters: nonEmpty(r.CourtReporters), LegalBases: nonEmpty(r.LegalBases), Keywords: nonEmpty(r.Keywords),
		LowerCourt: nonEmpty(r.LowerCourt), Decision: r.Decision, Appeal: r.MeansOfAppeal, Result: r.JudgmentResult,
		ReceiptDate: r.ReceiptDate,
		Origin: Origin{Code: r.Source.Code, URL: r.Source.JudgmentURL, ID: r.Source.JudgmentID,
			Publisher: r.Source.Publisher, Reviser: r.Source.Reviser, PublicationDate: r.Source.PublicationDate},
		Provenance: prov,
	}
	for _, c := range r.CourtCases {
		if s := strings.TrimSpace(c.CaseNumber); s != "" {
			j.Signatures = append(j.Signatures, s)
		}
	}
	if len(j.Signatures) == 0 {
		return nil, fmt.Errorf("SAOS %d: no case number (courtCases)", id)
	}
	if r.JudgmentForm != nil {
		j.Form = r.JudgmentForm.Name
	}
	if s := strings.TrimSpace(r.Summary); !placeholderSummary[strings.ToLower(s)] {
		j.Summary = s
	}
	for _, x := range r.Judges {
		jd := Judge{Name: strings.TrimSpace(x.Name), Roles: x.SpecialRoles}
		if x.Function != nil {
			jd.Function = *x.Function
		}
		if jd.Name != "" {
			j.Judges = append(j.Judges, jd)
		}
	}
	for _, x := range r.Regulations {
		j.Regulations = append(j.Regulations, Regulation{Title: x.JournalTitle, Year: atoi(x.JournalYear),
			No: atoi(x.JournalNo), Entry: atoi(x.JournalEntry), Text: x.Text})
	}
	for _, x := range r.CitedCases {
		cc := CitedCase{Signature: strings.TrimSpace(x.CaseNumber), Generated: x.Generated}
		for _, n := range x.JudgmentIDs {
			if v, err := strconv.ParseInt(n.String(), 10, 64); err == nil {
				cc.JudgmentIDs = append(cc.JudgmentIDs, v)
			}
		}
		j.CitedCases = append(j.CitedCases, cc)
	}
	j.Court = mapCourt(r, courts)
	j.Provenance.Href = r.Href
	if j.Provenance.Href == "" {
		j.Provenance.Href = apiBase + strconv.FormatInt(id, 10)
	}
	if looksHTML(r.TextContent) {
		j.Text, j.Anonymised = HTMLText(r.TextContent)
		j.TextFormat = "html"
	} else {
		j.Text, j.TextFormat = r.TextContent, "text"
	}
	if strings.TrimSpace(j.Text) == "" {
		return nil, fmt.Errorf("SAOS %d (%s): no text (textContent is empty)", id, j.Signatures[0])
	}
	for _, d := range r.Dissents {
		t := d.TextContent
		if looksHTML(t) {
			t, _ = HTMLText(t)
		}
		if strings.TrimSpace(t) != "" {
			j.Dissents = append(j.Dissents, Dissent{Authors: nonEmpty(d.Authors), Text: t})
		}
	}
	j.Text = cutDissents(j.Text, j.Dissents)
	for len(j.Anonymised) > 0 && j.Anonymised[len(j.Anonymised)-1].End > len(j.Text) {
		j.Anonymised = j.Anonymised[:len(j.Anonymised)-1]
	}
	return j, nil
}

// cutDissents removes from the end of a judgment's text the dissenting
// opinions SAOS also gives apart (the Constitutional Tribunal's textContent
// often ends with them): a dissent is not the court's reasoning, and a
// quotation of it must not be found as the judgment's.
func cutDissents(text string, ds []Dissent) string {
	cut := len(text)
	for _, d := range ds {
		head := strings.TrimSpace(d.Text)
		if len(head) > 200 {
			head = head[:200]
		}
		if len(head) < 40 {
			continue // too short to place safely
		}
		if k := strings.Index(text, head); k > len(text)/3 && k < cut {
			cut = k
		}
	}
	if cut == len(text) {
		return text
	}
	return strings.TrimRight(text[:cut], " \t\r\n\f")
}

// mapCourt finds the court: division.court of a single response, else the
// court code that opens a portal judgment id (COMMON dump items carry only
// a division id), else the court the court type implies.
func mapCourt(r *record, courts *CourtTable) Court {
	var c Court
	if d := r.Division; d != nil {
		c.DivisionID = num(d.ID)
		c.Division, c.DivisionCode = d.Name, d.Code
		if d.Chamber != nil && d.Chamber.Name != "" {
			c.Chambers = append(c.Chambers, d.Chamber.Name)
		}
		if ct := d.Court; ct != nil {
			c.Name, c.Code, c.ID, c.Type = strings.TrimSpace(ct.Name), ct.Code, num(ct.ID), ct.Type
			if c.Name != "" {
				c.From = "division.court"
			}
		}
	}
	for _, ch := range r.Chambers {
		c.ChamberIDs = append(c.ChamberIDs, num(ch.ID))
		if ch.Name != "" && !slices.Contains(c.Chambers, ch.Name) {
			c.Chambers = append(c.Chambers, ch.Name)
		}
	}
	if r.CourtType == Common {
		code, div := portalCodes(r.Source.JudgmentID)
		if c.Code == "" {
			c.Code = code
		}
		if c.DivisionCode == "" {
			c.DivisionCode = div
		}
		if c.Type == "" {
			c.Type = CommonCourtType(c.Code)
		}
		if c.Name == "" && courts != nil {
			if name, ok := courts.Court(c.Code); ok {
				c.Name, c.From = name, "judgmentId"
			}
		}
		if c.Division == "" && courts != nil {
			c.Division, _ = courts.Division(c.Code, c.DivisionCode)
		}
		return c
	}
	if c.Type == "" {
		c.Type = r.CourtType
	}
	if c.Name == "" && courtNames[r.CourtType] != "" {
		c.Name, c.From = courtNames[r.CourtType], "courtType"
	}
	return c
}

// portalCodes reads the court and division codes that open the id of a
// common-court judgment on the court portals:
// 155025500004003_VIII_C_002427_2013_Uz_2014-07-18_001 → 15502550, 0004003.
func portalCodes(id string) (court, division string) {
	if len(id) < 16 || id[15] != '_' {
		return "", ""
	}
	for i := 0; i < 15; i++ {
		if id[i] < '0' || id[i] > '9' {
			return "", ""
		}
	}
	return id[:8], id[8:15]
}

// CommonCourtType tells a common court's level from its code 15AAOORR:
// OO = 00 is a court of appeal, RR = 00 a regional court, else a district
// court (the scheme of the Ministry of Justice's court codes that SAOS uses).
func CommonCourtType(code string) string {
	if len(code) != 8 {
		return ""
	}
	switch {
	case code[4:6] == "00":
		return "APPEAL"
	case code[6:8] == "00":
		return "REGIONAL"
	}
	return "DISTRICT"
}

// looksHTML tells SAOS's HTML textContent (common courts) from plain text.
func looksHTML(s string) bool {
	head := s
	if len(head) > 512 {
		head = head[:512]
	}
	head = strings.TrimSpace(head)
	for _, t := range []string{"<p", "<div", "<h", "<table", "<span", "<br", "<!--", "<html", "<body", "<section", "<dl", "<ol", "<ul"} {
		if strings.Contains(head, t) {
			return true
		}
	}
	return false
}

func nonEmpty(ss []string) []string {
	var out []string
	for _, s := range ss {
		if s = strings.TrimSpace(s); s != "" {
			out = append(out, s)
		}
	}
	return out
}

func num(n json.Number) int64 {
	v, _ := strconv.ParseInt(n.String(), 10, 64)
	return v
}

func atoi(n json.Number) int { return int(num(n)) }
