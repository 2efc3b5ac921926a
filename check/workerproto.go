package check

// The protocol between a checker of worker processes (workers.go) and a
// worker process (check/checkworker): the hidden subcommand it runs with
// its flags, a request and its answer (JSON in the frames of
// internal/workers).

import (
	"flag"
	"strconv"

	"citeguard/library"
	"citeguard/reports"
)

// WorkerCommand is the hidden subcommand a check worker process runs: the
// same binary, started by the daemon (or by check with many memos), that
// answers requests over its stdin/stdout (internal/workers).
const WorkerCommand = "__check-worker"

// Request is one job for a check worker.
type Request struct {
	Kind   string   `json:"kind"`             // "check", "refresh" or "extract"
	Path   string   `json:"path,omitempty"`   // check: the memo (the daemon's private copy)
	Gen    int64    `json:"gen"`              // check: the library generation to check against
	Reread []string `json:"reread,omitempty"` // refresh: texts found damaged, to read again
	// Sources are folders laid over the library for this check only (the
	// sources handed in with the memo, its downloads: CheckOverlay).
	Sources []string `json:"sources,omitempty"`
}

// Answer is a check worker's answer.
type Answer struct {
	Memo    *reports.Memo   `json:"memo,omitempty"`
	ReadErr string          `json:"read_err,omitempty"` // check: the memo could not be read (Memo.Error says it in Polish)
	Used    []string        `json:"used,omitempty"`     // check: library texts the report relied on
	Copy    *copyWire       `json:"copy,omitempty"`     // check: a DOCX memo's commented-copy source (Memo.CopySource)
	Damaged []string        `json:"damaged,omitempty"`  // library texts found damaged in the text pack
	Changed bool            `json:"changed,omitempty"`  // refresh: the index changed
	Version string          `json:"version,omitempty"`  // refresh: the library version now
	Stale   []Stale         `json:"stale,omitempty"`    // refresh: reports relying on changed sources
	Pages   int             `json:"pages,omitempty"`    // extract: pages read
	Chars   int             `json:"chars,omitempty"`    // extract: length of the text
	Health  *library.Health `json:"health,omitempty"`   // refresh: whether the library can answer
}

// CheckAnswer is the answer to a check request: the report, the library
// texts it relied on, why the memo could not be read (err), the texts
// found damaged, and the source of a DOCX memo's commented copy.
func CheckAnswer(m *reports.Memo, used []string, err error, damaged []string) Answer {
	ans := Answer{Memo: m, Used: used, Damaged: damaged}
	if err != nil {
		ans.ReadErr = err.Error()
	}
	if s, ok := m.CopySource.(*commentSource); ok {
		ans.Copy = s.wire()
	}
	return ans
}

// workerArgs are the arguments a worker process of cfg is started with:
// WorkerCommand and the flags WorkerFlags reads.
func workerArgs(cfg Config) []string {
	args := []string{WorkerCommand, "-state", cfg.State, "-max-size", strconv.FormatInt(cfg.Limits.MaxFileSize, 10),
		"-max-claims", strconv.Itoa(cfg.MaxClaims), "-marker", cfg.Marker, "-shrink-hold", cfg.ShrinkHold.String(), "-convert", cfg.Convert}
	for _, l := range cfg.Library {
		args = append(args, "-library", l)
	}
	args = append(args, "-collection", cfg.Collection, "-library-cache", strconv.FormatInt(cfg.CacheBytes, 10))
	if cfg.CollectionReadOnly {
		args = append(args, "-collection-read-only")
	}
	return args
}

// WorkerFlags defines on fs the flags a worker process is started with
// (workerArgs) and returns the Config they set, complete once fs is
// parsed: what the worker opens its checkers with.
func WorkerFlags(fs *flag.FlagSet) *Config {
	c := &Config{}
	fs.Func("library", "library folder (repeatable)", func(s string) error { c.Library = append(c.Library, s); return nil })
	fs.StringVar(&c.State, "state", "", "state folder holding the library index")
	fs.Int64Var(&c.Limits.MaxFileSize, "max-size", 0, "largest memo read, in bytes (0: extract's default)")
	fs.IntVar(&c.MaxClaims, "max-claims", 0, "most claims a memo may hold to be checked (0: the default, negative: no limit)")
	fs.StringVar(&c.Marker, "marker", "", "a file every library folder must hold (an unmounted share is not an empty library)")
	fs.DurationVar(&c.ShrinkHold, "shrink-hold", 0, "how long a sudden shrink of the library is held back (library.Options.ShrinkHold)")
	fs.StringVar(&c.Convert, "convert", "", "soffice: convert .doc/.rtf memos with LibreOffice (Config.Convert)")
	fs.StringVar(&c.Collection, "collection", "", "the collection of bulk-imported judgments (library.Options.Collection)")
	fs.BoolVar(&c.CollectionReadOnly, "collection-read-only", false, "open the collection read-only (a published collection)")
	fs.Int64Var(&c.CacheBytes, "library-cache", 0, "bound of the library's normalized-text cache, in bytes (0: the library's default)")
	return c
}
