// Package saos reads the judgment JSON of SAOS (System Analizy Orzeczeń
// Sądowych, saos.org.pl): pages of the bulk dump API
// (/api/dump/judgments?pageSize=100&pageNumber=N), single-judgment responses
// (/api/judgments/ID), bare judgment objects, arrays of them and JSON lines.
//
// A dump is gigabytes: Reader decodes one record at a time and never holds
// more of a file than the record it is on. Every record is mapped to a
// Judgment: all its case numbers, the text (the HTML of common courts turned
// into plain text with the anonymised names marked; the plain text of the
// other courts as given), the court (from division.court, else from the
// court code in the portal judgment id, else from the court type), the type
// and date, the judges, the cited regulations and cases, the dissenting
// opinions (kept apart from the text) and where the record came from. The
// field notes are in ../shared/testdata/saos/FORMAT.md.
//
// The package knows SAOS and nothing of the library: signatures and court
// names are returned as SAOS gives them; the library normalizes them.
package saos

// Court types of SAOS (courtType).
const (
	Common        = "COMMON"
	Supreme       = "SUPREME"
	Constitution  = "CONSTITUTIONAL_TRIBUNAL"
	AppealChamber = "NATIONAL_APPEAL_CHAMBER"
	Admin         = "ADMINISTRATIVE"
)

// Judgment is one SAOS record, mapped.
type Judgment struct {
	ID           int64    `json:"id"`                  // SAOS id: https://www.saos.org.pl/api/judgments/{id}
	CourtType    string   `json:"court_type"`          // COMMON, SUPREME, CONSTITUTIONAL_TRIBUNAL, NATIONAL_APPEAL_CHAMBER, ADMINISTRATIVE
	Signatures   []string `json:"signatures"`          // every courtCases[].caseNumber, as given (joined cases have several)
	JudgmentType string   `json:"judgment_type"`       // SENTENCE, DECISION, RESOLUTION, REASONS, REGULATION
	DocType      string   `json:"doc_type,omitempty"`  // the same in Polish: wyrok, postanowienie, uchwała, uzasadnienie, zarządzenie
	Form         string   `json:"form,omitempty"`      // SUPREME judgmentForm.name: "wyrok SN", "uchwała siedmiu sędziów SN"…
	Personnel    string   `json:"personnel,omitempty"` // SUPREME personnelType: THREE_PERSON…
	Date         string   `json:"date"`                // judgmentDate, yyyy-mm-dd
	Court        Court    `json:"court"`

	Judges    []Judge  `json:"judges,omitempty"`
	Reporters []string `json:"court_reporters,omitempty"` // protokolanci
	Summary   string   `json:"summary,omitempty"`         // the thesis; SAOS placeholders ("brak", "bez tezy") are dropped

	// Text is the judgment's text: for common courts the HTML textContent
	// turned into plain text (block elements end lines, <sup> digits become
	// superscripts, entities decoded); for the other courts textContent as
	// given. Dissenting opinions are not in it.
	Text       string    `json:"text"`
	TextFormat string    `json:"text_format"`          // "html" or "text": what textContent was
	Anonymised []Span    `json:"anonymised,omitempty"` // byte ranges of Text that stand for anonymised names
	Dissents   []Dissent `json:"dissenting_opinions,omitempty"`

	LegalBases  []string     `json:"legal_bases,omitempty"`
	Regulations []Regulation `json:"referenced_regulations,omitempty"`
	Keywords    []string     `json:"keywords,omitempty"`
	CitedCases  []CitedCase  `json:"referenced_court_cases,omitempty"`
	LowerCourt  []string     `json:"lower_court_judgments,omitempty"`
	Decision    string       `json:"decision,omitempty"`
	Appeal      string       `json:"means_of_appeal,omitempty"`
	Result      string       `json:"judgment_result,omitempty"`
	ReceiptDate string       `json:"receipt_date,omitempty"`
	Origin      Origin       `json:"source"` // SAOS's own record of where the judgment came from
	Provenance  Provenance   `json:"provenance"`
}

// Court is the court of a judgment. For common courts SAOS's dump gives
// only a division id; the name then comes from the court code that opens
// the portal judgment id (source.judgmentId), looked up in the table of
// common courts SAOS imports (commoncourts.tsv).
type Court struct {
	Name         string   `json:"name,omitempty"`          // "Sąd Apelacyjny w Krakowie", "Sąd Najwyższy"
	Type         string   `json:"type,omitempty"`          // APPEAL, REGIONAL, DISTRICT for common courts; else the court type
	Code         string   `json:"code,omitempty"`          // the 8-digit code of a common court (15200000)
	ID           int64    `json:"id,omitempty"`            // SAOS id of a common court (single responses only)
	Division     string   `json:"division,omitempty"`      // "I Wydział Cywilny"; SUPREME: "Wydział VI"
	DivisionID   int64    `json:"division_id,omitempty"`   // SAOS division id
	DivisionCode string   `json:"division_code,omitempty"` // the 7-digit division code (0000503)
	Chambers     []string `json:"chambers,omitempty"`      // SUPREME chambers by name (single responses)
	ChamberIDs   []int64  `json:"chamber_ids,omitempty"`   // SUPREME chamber ids
	From         string   `json:"from,omitempty"`          // where Name came from: division.court, judgmentId, courtType
}

// Judge is a member of the bench.
type Judge struct {
	Name     string   `json:"name"`
	Function string   `json:"function,omitempty"` // SSN, SSA del. do SN, Prezes SN… (SUPREME)
	Roles    []string `json:"roles,omitempty"`    // PRESIDING_JUDGE, REPORTING_JUDGE, REASONS_FOR_JUDGMENT_AUTHOR
}

// Span is a byte range [Start, End) of a text.
type Span struct {
	Start int `json:"start"`
	End   int `json:"end"`
}

// Dissent is a dissenting opinion (zdanie odrębne), kept apart from the
// judgment's text.
type Dissent struct {
	Authors []string `json:"authors,omitempty"`
	Text    string   `json:"text"`
}

// Regulation is an act the judgment refers to, by its Dz.U. (or M.P.)
// position.
type Regulation struct {
	Title string `json:"title"`          // journalTitle
	Year  int    `json:"year,omitempty"` // journalYear
	No    int    `json:"no,omitempty"`   // journalNo (0 for acts published after 2011, by position only)
	Entry int    `json:"entry,omitempty"`
	Text  string `json:"text,omitempty"` // as the judgment cites it, with the articles
}

// CitedCase is a case the judgment cites, as SAOS extracted it.
type CitedCase struct {
	Signature   string  `json:"signature"`
	JudgmentIDs []int64 `json:"judgment_ids,omitempty"` // SAOS ids of the cited judgment, when SAOS holds it
	Generated   bool    `json:"generated,omitempty"`    // found by SAOS's extractor rather than given by the court
}

// Origin is SAOS's source block: the court system the judgment was taken from.
type Origin struct {
	Code            string `json:"code,omitempty"`             // COMMON_COURT, SUPREME_COURT…
	URL             string `json:"url,omitempty"`              // judgmentUrl
	ID              string `json:"id,omitempty"`               // judgmentId in the source system
	Publisher       string `json:"publisher,omitempty"`        // publisher
	Reviser         string `json:"reviser,omitempty"`          // reviser
	PublicationDate string `json:"publication_date,omitempty"` // yyyy-mm-dd
}

// Provenance says where a record was read.
type Provenance struct {
	File     string `json:"file,omitempty"`      // the file (or stream name) it was read from
	API      string `json:"api"`                 // dump, single, record (a bare object), array (a bare array or JSON lines)
	PageHref string `json:"page_href,omitempty"` // links[rel=self] of the response
	Page     int    `json:"page"`                // dump page number (from the self link), -1 when not a dump page
	Item     int    `json:"item"`                // position of the record in its file, from 0
	Href     string `json:"href"`                // the record's API address
}
