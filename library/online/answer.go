package online

import (
	"fmt"
	"time"
)

// Status is what a register answered.
type Status int

// The statuses. Only Absent is evidence that a ruling or an act does not
// exist: the register covers it (an enabled SAOS and a court type SAOS
// holds, the ELI register for a Dz.U. address, EUR-Lex for a CELEX number)
// and answered that it holds no such signature (on the date asked) or
// address. NotCovered and Off say nothing about the ruling; Failed says
// the question got no answer.
const (
	Off        Status = iota // the source is not enabled: nothing was asked
	Found                    // the register holds it: Files were downloaded
	Absent                   // the register covers it and holds no such thing
	NotCovered               // the register does not hold such rulings (NSA/WSA in SAOS) or the court is unknown
	Ambiguous                // several acts answer to the title: Candidates lists them, nothing downloaded
	Failed                   // no usable answer: Failure says why
)

var statusNames = [...]string{"off", "found", "absent", "not-covered", "ambiguous", "failed"}

func (s Status) String() string {
	if int(s) < len(statusNames) {
		return statusNames[s]
	}
	return fmt.Sprintf("status(%d)", int(s))
}

// FailKind is why a lookup failed, for the report's wording.
type FailKind string

// The kinds of failure.
const (
	FailBudget      FailKind = "budget"       // no answer within the memo's time budget
	FailTimeout     FailKind = "timeout"      // one request timed out
	FailRateLimited FailKind = "rate-limited" // 429, and Retry-After beyond what may be waited
	FailServer      FailKind = "server"       // 5xx after the retry
	FailStatus      FailKind = "status"       // another unexpected HTTP status
	FailBadResponse FailKind = "bad-response" // not the expected JSON/HTML: truncated, malformed, an error page
	FailTooLarge    FailKind = "too-large"    // larger than the response size limit
	FailRedirect    FailKind = "redirect"     // a redirect to another host, or off HTTPS (refused)
	FailTLS         FailKind = "tls"          // the certificate or handshake failed
	FailProxy       FailKind = "proxy"        // the proxy refused or could not be reached
	FailNetwork     FailKind = "network"      // DNS, connection refused or reset
	FailChallenge   FailKind = "challenge"    // an anti-bot page instead of the document (EUR-Lex)
	FailNoText      FailKind = "no-text"      // the register has the act but no text of the version asked
	FailStore       FailKind = "store"        // the download could not be written to the library folder
)

// Failure says why a lookup failed.
type Failure struct {
	Kind   FailKind `json:"kind"`
	Detail string   `json:"detail"` // in English, for the log: "HTTP 503 from www.saos.org.pl"
}

func (f *Failure) Error() string { return string(f.Kind) + ": " + f.Detail }

// Answer is the outcome of one lookup: data for check, which words it.
type Answer struct {
	Source   string    `json:"source"`   // saos, eli, eurlex
	Register string    `json:"register"` // the host asked: www.saos.org.pl
	Query    string    `json:"query"`    // what was asked (Query.String: identifiers only)
	Status   Status    `json:"status"`
	Asked    time.Time `json:"asked"` // when the register answered (or the lookup ended): „sprawdzono 2 grudnia 2026 r.”
	// Scope is what an Absent covers: the court type and the date the
	// register was asked about ("SUPREME", "COMMON 2019-03-12"), the
	// address or number it has not.
	Scope string `json:"scope,omitempty"`
	// Reason says why NotCovered: "SAOS holds no rulings of administrative courts".
	Reason  string   `json:"reason,omitempty"`
	Failure *Failure `json:"failure,omitempty"`
	// Files are the downloads, each a library source with its sidecar.
	Files []File `json:"files,omitempty"`
	// Candidates are the register's entries of that signature or title:
	// for a ruling every one with the signature (their dates and courts;
	// DateMatched tells whether one is of the date asked), for an
	// ambiguous title the acts it names.
	Candidates  []Candidate `json:"candidates,omitempty"`
	DateMatched bool        `json:"date_matched,omitempty"`
	// Version is, for a Polish act, the text chosen.
	Version *Version `json:"version,omitempty"`
}

// Candidate is one entry of a register answering a query.
type Candidate struct {
	ID         string   `json:"id"` // SAOS id, ELI address
	Signatures []string `json:"signatures,omitempty"`
	CourtType  string   `json:"court_type,omitempty"`
	Court      string   `json:"court,omitempty"`
	Date       string   `json:"date,omitempty"`
	Form       string   `json:"form,omitempty"` // SENTENCE…, or an act's type
	Title      string   `json:"title,omitempty"`
}

// Version is the text of an act chosen for the date asked.
type Version struct {
	Act          string `json:"act"`                    // the act's address: "Dz.U. 2014 poz. 827"
	Consolidated string `json:"consolidated,omitempty"` // the consolidated text used: "Dz.U. 2026 poz. 1244"; "" for the act as published
	InForce      string `json:"in_force,omitempty"`     // the date that text states the law as of („stan prawny na”)
	Format       string `json:"format"`                 // html or pdf
	// AmendedSince lists the amending acts in force after InForce and by
	// the date asked: the text may not hold their changes.
	AmendedSince []string `json:"amended_since,omitempty"`
}

// File is one download written into the library folder.
type File struct {
	Path    string    `json:"path"`    // the document
	Sidecar string    `json:"sidecar"` // its NAME.yaml
	URL     string    `json:"url"`
	SHA256  string    `json:"sha256"` // of the response's bytes, as written
	Fetched time.Time `json:"fetched"`
	Bytes   int64     `json:"bytes"`
}
