package saosgen

// A judgment's item of the dump, in SAOS's field order.

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"citeguard/library/saos"
	"citeguard/pl"
)

// item is a dump item in SAOS's field order.
type item struct {
	ID             int64        `json:"id"`
	CourtType      string       `json:"courtType"`
	CourtCases     []caseNumber `json:"courtCases"`
	JudgmentType   string       `json:"judgmentType"`
	Judges         []judge      `json:"judges"`
	Source         itemSource   `json:"source"`
	CourtReporters []string     `json:"courtReporters"`
	Decision       *string      `json:"decision"`
	Summary        *string      `json:"summary"`
	TextContent    string       `json:"textContent"`
	LegalBases     []string     `json:"legalBases"`
	Regulations    []any        `json:"referencedRegulations"`
	Keywords       []string     `json:"keywords"`
	CitedCases     []any        `json:"referencedCourtCases"`
	ReceiptDate    string       `json:"receiptDate"`
	MeansOfAppeal  *string      `json:"meansOfAppeal"`
	JudgmentResult *string      `json:"judgmentResult"`
	LowerCourt     []string     `json:"lowerCourtJudgments"`
	PersonnelType  string       `json:"personnelType,omitempty"`
	JudgmentForm   *struct {
		Name string `json:"name"`
	} `json:"judgmentForm,omitempty"`
	Division     *idOnly   `json:"division,omitempty"`
	Chambers     []idOnly  `json:"chambers,omitempty"`
	Dissents     []dissent `json:"dissentingOpinions,omitempty"`
	JudgmentDate string    `json:"judgmentDate"`
}

type caseNumber struct {
	CaseNumber string `json:"caseNumber"`
}

type judge struct {
	Name         string   `json:"name"`
	Function     *string  `json:"function"`
	SpecialRoles []string `json:"specialRoles"`
}

type itemSource struct {
	Code            string  `json:"code"`
	JudgmentURL     string  `json:"judgmentUrl"`
	JudgmentID      string  `json:"judgmentId"`
	Publisher       *string `json:"publisher"`
	Reviser         *string `json:"reviser"`
	PublicationDate string  `json:"publicationDate"`
}

type idOnly struct {
	ID int `json:"id"`
}

type dissent struct {
	TextContent string   `json:"textContent"`
	Authors     []string `json:"authors"`
}

var sourceCodes = map[string]string{saos.Common: "COMMON_COURT", saos.Supreme: "SUPREME_COURT", saos.Constitution: "CONSTITUTIONAL_TRIBUNAL", saos.AppealChamber: "NATIONAL_APPEAL_CHAMBER"}

// item builds judgment k's dump item.
func (g *Generator) item(k int) (item, int, []Quote) {
	d := g.identity(k)
	text, plain, quotes := g.judgment(d)
	r := rand.New(rand.NewPCG(g.opts.Seed, uint64(k)<<2|3))
	it := item{ID: d.id, CourtType: d.courtType, CourtCases: []caseNumber{{d.signature}}, JudgmentType: d.judgmentTyp,
		Judges:      []judge{{Name: fmt.Sprintf("Sędzia Syntetyczny %d", r.IntN(5000)), SpecialRoles: []string{"PRESIDING_JUDGE"}}},
		Source:      itemSource{Code: sourceCodes[d.courtType], JudgmentID: fmt.Sprintf("%016x", r.Uint64())},
		TextContent: text, CourtReporters: []string{}, LegalBases: []string{}, Regulations: []any{}, Keywords: []string{},
		CitedCases: []any{}, LowerCourt: []string{}, JudgmentDate: d.date}
	switch d.courtType {
	case saos.Common:
		roman, _, _ := strings.Cut(d.signature, " ")
		it.Source.JudgmentID = fmt.Sprintf("%s%s_%s_%s_%06d_%d_Uz_%s_001", d.court.code, d.division, roman, g.opts.Repertory, k%99991+1, d.year, d.date)
		it.Source.JudgmentURL = "http://orzeczenia.ms.gov.pl/ncourt-api/judgement/details?id=" + it.Source.JudgmentID
		it.Division = &idOnly{1 + r.IntN(3000)}
	case saos.Supreme:
		it.PersonnelType = "THREE_PERSON"
		it.JudgmentForm = &struct {
			Name string `json:"name"`
		}{pl.FormOfType(d.judgmentTyp) + " SN"}
		it.Division = &idOnly{1 + r.IntN(20)}
		it.Chambers = []idOnly{{1 + r.IntN(5)}}
	case saos.Constitution:
		if r.IntN(10) == 0 {
			var b strings.Builder
			g.corpus.model.paragraph(&b, r, 1500)
			it.Dissents = []dissent{{TextContent: "Zdanie odrębne\n" + b.String(), Authors: []string{"Sędzia Odrębny"}}}
		}
	}
	return it, plain, quotes
}
