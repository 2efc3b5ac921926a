package checkworker

// The protocol between Start and a worker process: the hidden subcommand
// it runs, a request and its answer (JSON in the frames of internal/workers).

import (
	"citeguard/check"
	"citeguard/library"
	"citeguard/reports"
)

// Command is the hidden subcommand a check worker process runs: the
// same binary, started by the daemon (or by check with many memos), that
// answers requests over its stdin/stdout (internal/workers).
const Command = "__check-worker"

// Request is one job for a check worker.
type Request struct {
	Kind   string   `json:"kind"`             // "check", "refresh" or "extract"
	Path   string   `json:"path,omitempty"`   // check: the memo (the daemon's private copy)
	Gen    int64    `json:"gen"`              // check: the library generation to check against
	Reread []string `json:"reread,omitempty"` // refresh: texts found damaged, to read again
}

// Answer is a check worker's answer.
type Answer struct {
	Memo    *reports.Memo   `json:"memo,omitempty"`
	ReadErr string          `json:"read_err,omitempty"` // check: the memo could not be read (Memo.Error says it in Polish)
	Used    []string        `json:"used,omitempty"`     // check: library texts the report relied on
	Damaged []string        `json:"damaged,omitempty"`  // library texts found damaged in the text pack
	Changed bool            `json:"changed,omitempty"`  // refresh: the index changed
	Version string          `json:"version,omitempty"`  // refresh: the library version now
	Stale   []check.Stale   `json:"stale,omitempty"`    // refresh: reports relying on changed sources
	Pages   int             `json:"pages,omitempty"`    // extract: pages read
	Chars   int             `json:"chars,omitempty"`    // extract: length of the text
	Health  *library.Health `json:"health,omitempty"`   // refresh: whether the library can answer
}
