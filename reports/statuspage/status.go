// Package statuspage is the daemon's status page: what waits and why,
// what ran in the last 24 hours with links to the reports, and the
// library's health. The daemon fills a Status (its JSON is /status.json's
// contract); HTML renders it for a browser (the page at / of the local
// health listener) and Text for a shell (`citeguard status`), both in
// Polish.
package statuspage

import (
	"time"

	"citeguard/cite"
	"citeguard/reports"
)

// Version is the version of the Status JSON: a reader refuses another.
const Version = 1

// Status is what the daemon is doing now.
type Status struct {
	V         int       `json:"v"`
	Generated time.Time `json:"generated"`
	Daemon    string    `json:"daemon"`
	Started   time.Time `json:"started"`
	Health    string    `json:"health"` // "ok" or "degraded", as /healthz; "unknown" read from the folders
	// Offline: read from the folders by `citeguard status` (no health
	// address to ask the daemon); Running tells whether its heartbeat is
	// fresh. Why a memo waits and the library's health are then unknown.
	Offline   bool              `json:"offline,omitempty"`
	Running   bool              `json:"running"`
	Problems  []Problem         `json:"problems,omitempty"` // why it is degraded
	Waiting   []reports.Waiting `json:"waiting"`            // memos without a report yet
	InFlight  int64             `json:"in_flight"`
	Since     time.Time         `json:"recent_since"` // Recent holds the reports written since then
	Recent    []Recent          `json:"recent"`       // newest first
	Processed map[string]int64  `json:"processed"`    // memos finished since the start, by outcome
	Library   *Library          `json:"library,omitempty"`
	Folders   []Folder          `json:"folders"`
}

// Problem kinds.
const (
	ProblemAudit   = "audit"   // the audit log is damaged
	ProblemHeld    = "held"    // memos are held: the library cannot answer
	ProblemLibrary = "library" // the library is unavailable
	ProblemReload  = "reload"  // the configuration on disk is not the one running
	ProblemFolder  = "folder"  // a watched folder is unavailable or refused
)

// Problem is one reason the daemon is degraded.
type Problem struct {
	Kind   string `json:"kind"`
	Detail string `json:"detail"` // in English, for the administrator
}

// Recent is a memo reported in the last 24 hours.
type Recent struct {
	Memo     string         `json:"memo"` // the report's name: NAME.html, NAME.md, NAME.json
	Time     time.Time      `json:"time"`
	Decision cite.Decision  `json:"decision"`
	Action   reports.Action `json:"action"` // what the lawyer must do: the page's badge, as INDEX's
	Headline string         `json:"headline"`
	Failed   bool           `json:"failed,omitempty"`
	Reports  string         `json:"reports"` // the reports folder
	// Links to the report's files served by the status listener
	// (/reports/N/…, read-only); Copy is the commented DOCX copy.
	HTML     string `json:"html"`
	Markdown string `json:"markdown"`
	JSON     string `json:"json"`
	Copy     string `json:"copy,omitempty"`
}

// Library is the library's health.
type Library struct {
	Available  bool      `json:"available"`
	Problem    string    `json:"problem,omitempty"`
	Reason     string    `json:"reason,omitempty"`
	Since      time.Time `json:"since,omitzero"`
	Sources    int       `json:"sources"`
	Files      int       `json:"files"`
	Unreadable int       `json:"unreadable"`
	// UnreadableFiles names the first unreadable files (at most
	// Unreadable of them).
	UnreadableFiles []string  `json:"unreadable_files,omitempty"`
	Updated         time.Time `json:"updated,omitzero"`
	Indexed         time.Time `json:"indexed,omitzero"`
}

// Folder is a watched folder.
type Folder struct {
	Path      string `json:"path"`
	Profile   string `json:"profile"`
	Reports   string `json:"reports"`
	Available bool   `json:"available"`
	Refused   string `json:"refused,omitempty"`
}

// Counts tallies the waiting memos by state.
func (s *Status) Counts() map[reports.WaitState]int {
	n := map[reports.WaitState]int{}
	for _, w := range s.Waiting {
		n[w.State]++
	}
	return n
}
