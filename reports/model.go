package reports

import (
	"context"
	"time"

	"citeguard/cite"
)

// The layer-1 categories a claim counts in.
const (
	CategoryQuote     = "cytat"     // a quotation or pinpoint
	CategoryProvision = "przepis"   // a statute or EU act provision
	CategorySignature = "sygnatura" // a judgment's signature, date, court or holding
)

// Memo is the checked memo: what the report and the JSON line show.
type Memo struct {
	Memo           string        `json:"memo"`
	Blocked        bool          `json:"blocked"`
	Decision       cite.Decision `json:"decision"`
	Summary        cite.Summary  `json:"summary"`
	Results        []Claim       `json:"results"`
	Ignored        []Ignored     `json:"ignored"`
	Error          string        `json:"error,omitempty"`           // the memo could not be checked (fail closed)
	LibraryVersion string        `json:"library_version,omitempty"` // hash of the library state used
	Revision       *Revision     `json:"revision,omitempty"`
	// What the report shows beyond the contract of seed 000 (all optional):
	CheckedAt  time.Time    `json:"checked_at,omitzero"`   // when the memo was checked
	Library    *LibraryInfo `json:"library,omitempty"`     // the library checked against, in numbers
	Author     *Author      `json:"author,omitempty"`      // who wrote the memo, as its file records it
	NotChecked []NotChecked `json:"not_checked,omitempty"` // references that could not be checked and do not block
	Carried    *Carried     `json:"carried,omitempty"`     // comments and tracked changes the file carries (a gate holds it)
	// Where the memo came from and which memo it is, for the revision rule:
	// the watched folder it was dropped in (the daemon sets it) and the
	// lineage of its text (Lineage). A memo of the same name is a revision
	// of this one only from the same folder and of the same lineage.
	Folder  string `json:"folder,omitempty"`
	Lineage string `json:"lineage,omitempty"`
	// MovedTo is the name of the folder the daemon moved the memo to
	// („failed”, „blocked”; "" when it stays where it was, as with
	// `citeguard check`): the report of a memo not checked says where it is.
	MovedTo string `json:"moved_to,omitempty"`
	// MemoDate is the memo's date (ISO) by which statute versions were
	// chosen, and MemoDateFrom where it was read: DateFromHeader (Data:, a
	// dated heading), DateFromDOCX, DateFromODT, DateFromFile.
	MemoDate     string `json:"memo_date,omitempty"`
	MemoDateFrom string `json:"memo_date_from,omitempty"`
	// CommentedCopy is the file name of the copy of a DOCX memo with a Word
	// comment on each claim to correct, beside the report ("" when none).
	CommentedCopy string `json:"commented_copy,omitempty"`
	// CopySource makes that copy from what the check read (nil: none — the
	// memo is no DOCX, was not checked, or its report was read back from
	// disk). No part of the report: it is not in the JSON.
	CopySource CopySource `json:"-"`
	// Sources: what the check used or refused beyond the library — the
	// sources handed in with the memo, the public registers asked.
	Sources *Sources `json:"sources,omitempty"`
}

// A CopySource makes the commented copy of a DOCX memo from the document
// its check read (the check provides it; reportdir.WriteCommented uses it).
type CopySource interface {
	// Commented is the copy for the memo's final report m (its revision
	// known), report the file name of its HTML report, which the first
	// comment names ("" for none).
	Commented(ctx context.Context, m *Memo, report string) ([]byte, error)
}

// Where a memo's date was read (Memo.MemoDateFrom; values of the JSON).
const (
	DateFromHeader = "nagłówek"
	DateFromDOCX   = "właściwości DOCX"
	DateFromODT    = "właściwości ODT"
	DateFromFile   = "czas pliku"
)

// LibraryInfo describes the library a memo was checked against, for the
// report's reader: how many sources (of which kind) and files, and when it
// last changed.
type LibraryInfo struct {
	Sources   int       `json:"sources"`
	Judgments int       `json:"judgments,omitempty"`
	Statutes  int       `json:"statutes,omitempty"`
	EUActs    int       `json:"eu_acts,omitempty"`
	Other     int       `json:"other,omitempty"`
	Files     int       `json:"files,omitempty"`
	Updated   time.Time `json:"updated,omitzero"` // the newest change of a library file
	// Pending: an update of the library was still running when the memo
	// was checked, so it was checked against the index completed at
	// Indexed (new or changed files not yet in it).
	Pending bool      `json:"update_pending,omitempty"`
	Indexed time.Time `json:"indexed,omitzero"`
}

// Author is who wrote and who last saved a memo, as the document's own
// properties say (DOCX docProps/core.xml: dc:creator, cp:lastModifiedBy;
// ODT meta.xml). Untrusted: the notifier maps these names to addresses only
// through its configured table.
type Author struct {
	Creator        string `json:"creator,omitempty"`
	LastModifiedBy string `json:"last_modified_by,omitempty"`
}

// NotChecked is a reference of the memo that could not be checked and does
// not block: a provision of an act outside the library, an act that was not
// recognised.
type NotChecked struct {
	Text      string    `json:"text"`                // the reference as the memo writes it
	Akt       string    `json:"akt,omitempty"`       // the act, when recognised
	Przepis   string    `json:"przepis,omitempty"`   // the provision, when recognised
	Why       string    `json:"why,omitempty"`       // why it was not checked, in words (Found)
	Found     cite.Note `json:"found,omitempty"`     // why it was not checked, coded: Finish words it
	Page      int       `json:"page,omitempty"`      // where it stands in the memo
	Paragraph int       `json:"paragraph,omitempty"` // (see Claim)
	Footnote  int       `json:"footnote,omitempty"`
}

// Claim is one verified claim of a memo.
type Claim struct {
	ID               string         `json:"id"`
	ClaimType        cite.ClaimType `json:"claim_type"`
	Category         string         `json:"category"`
	Quote            string         `json:"quote,omitempty"`
	ClaimText        string         `json:"claim_text,omitempty"`
	Anchor           cite.Anchor    `json:"anchor"`                // the identifying fields (cite.Anchor.Identity)
	SourceID         string         `json:"source_id,omitempty"`   // how the source is cited
	SourceFile       string         `json:"source_file,omitempty"` // where it is in the library
	Status           cite.Status    `json:"status"`
	WymaganyPoziom   string         `json:"wymagany_poziom"`
	OsiagnietyPoziom string         `json:"osiagniety_poziom"`
	Note             string         `json:"note,omitempty"`
	Zakres           *Range         `json:"zakres,omitempty"`
	SpanID           string         `json:"span_id,omitempty"`
	Diff             []Change       `json:"diff,omitempty"`
	Page             int            `json:"page,omitempty"`
	MemoPassage      string         `json:"memo_passage,omitempty"`   // the claim as it stands in the memo
	SourcePassage    string         `json:"source_passage,omitempty"` // the source text checked, or the nearest place
	RealSource       string         `json:"real_source,omitempty"`    // where a misattributed quote really stands
	SourceVersion    string         `json:"source_version,omitempty"` // content hash of the source used
	// Where the claim stands in the memo: the page when the document
	// records pages (a PDF always; a DOCX only with the page breaks Word
	// saved), else 0 — never a guessed „s. 1”; the paragraph (1-based,
	// counted over the body's paragraphs, headings included); the footnote
	// that holds it.
	Paragraph int `json:"paragraph,omitempty"`
	Footnote  int `json:"footnote,omitempty"`
	// Comment is the memo's comment (1-based, in the file's order) that
	// holds the claim: a comment travels with the file, so its citations
	// are checked too (0: the claim is in the memo's text).
	Comment int `json:"comment,omitempty"`
	// Why the claim is tied to its source: where the memo gives the source
	// (AnchorFrom: cite.FromCitation "cytowanie", FromFootnote "przypis",
	// FromIbidem "tamze", FromShortForm "skrot", FromContext "kontekst",
	// FromNext "nastepne"), the memo's words that pointed to it (AnchorCue:
	// „Tamże”, „W tym samym wyroku”, „Sąd ten”) and the footnote it was
	// read from, the short form that stood for it and what it resolved to,
	// other sources it could have been tied to, and a note when the check
	// tied it to another source than the memo's text suggests.
	AnchorFrom     string   `json:"anchor_from,omitempty"`
	AnchorCue      string   `json:"anchor_cue,omitempty"`
	AnchorFootnote int      `json:"anchor_footnote,omitempty"`
	ShortForm      string   `json:"short_form,omitempty"`
	Antecedent     string   `json:"antecedent,omitempty"`
	Candidates     []string `json:"candidates,omitempty"`
	Reanchored     string   `json:"reanchored,omitempty"`
	// SourcePlace is where the source passage stands in the source.
	SourcePlace *Place `json:"source_place,omitempty"`
	// Found is what the check found about the claim, coded: Finish words
	// it into Note, Reanchored and RealSource (Say), so the engine and
	// check write no Polish. The JSON keeps it: a report rendered from a
	// worker's answer, or read back, words it for the lawyer (the note
	// without library files, what to do) as the check's own process does.
	Found Found `json:"found,omitzero"`
}

// Found is what the check found about a claim, coded (cite.Note), for the
// fields of the claim Finish words it into.
type Found struct {
	Note       cite.Note `json:"note,omitempty"`        // → Claim.Note
	Reanchored cite.Note `json:"reanchored,omitempty"`  // → Claim.Reanchored
	RealSource cite.Note `json:"real_source,omitempty"` // → Claim.RealSource
}

// Place locates a passage in a source the way a lawyer cites it.
type Place struct {
	Title     string `json:"title,omitempty"`     // the source as the library knows it ("wyrok Sądu Najwyższego z 14 marca 2019 r., I CSK 9901/99")
	Page      int    `json:"page,omitempty"`      // page of the source file (when it records pages)
	Paragraph int    `json:"paragraph,omitempty"` // paragraph of the source text (1-based)
	Pkt       string `json:"pkt,omitempty"`       // numbered point of a judgment's reasons ("15")
	Article   string `json:"article,omitempty"`   // the provision of a statute ("art. 484 § 1")
	Version   string `json:"version,omitempty"`   // the statute text used (consolidated text, "stan na …")
	// TitleFound and VersionFound are Title and Version coded: Finish
	// words them.
	TitleFound   cite.Note `json:"-"`
	VersionFound cite.Note `json:"-"`
}

// Range is a half-open range in a source text.
type Range struct {
	Start int `json:"start"`
	End   int `json:"end"`
}

// Change is one word-level difference: the quote has Cytat where the source
// has Zrodlo ("zmiana"), or a word only in one of them ("dodane",
// "pominiete").
type Change struct {
	Rodzaj string `json:"rodzaj"`
	Cytat  string `json:"cytat,omitempty"`
	Zrodlo string `json:"zrodlo,omitempty"`
}

// Ignored is a string in quotation marks that is not a claim, and why.
type Ignored struct {
	Text string `json:"text"`
	Why  string `json:"why"`
}

// Revision is the outcome of a re-check of the same memo.
type Revision struct {
	N        int           `json:"n"`
	Before   cite.Decision `json:"before"`
	After    cite.Decision `json:"after"`
	Rejected cite.Decision `json:"rejected,omitempty"` // a raise refused: no new evidence
	// What changed against the earlier report (Compare; empty without
	// its Basis): its action in words, and the ids in this report of the
	// claims corrected, new and still needing attention, and how many of
	// the earlier report's problems are gone with their claim.
	Was     string   `json:"was,omitempty"`
	Fixed   []string `json:"fixed,omitempty"`
	New     []string `json:"new,omitempty"`
	Still   []string `json:"still,omitempty"`
	Removed int      `json:"removed,omitempty"`
}
