package watcher

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"path/filepath"
	"strings"
	"time"

	"citeguard/cite"
	"citeguard/internal/fsx"
	"citeguard/reports"
	"citeguard/reports/reportdir"
)

// Job states. A job folder holds the claimed memo and, once the memo is
// checked, .journal.json. Before that the memo alone is the record.
const (
	stateClaimed = "claimed" // the memo is in the work folder; not checked yet
	stateNamed   = "named"   // checked: the final name is fixed; reports and move follow
)

const journalVersion = 2

// journal is a job's record, rewritten at each state change. The work
// folder lives on the share, where anyone who can drop a memo can write, so
// a journal holds no path: only names (validated when read) and facts, and
// an HMAC with a key kept in the daemon's state folder. Where the memo goes
// and where its report is written are derived from the folder's
// configuration, the outcome and the final name. A journal that does not
// verify is never followed: the memo is checked again from scratch.
type journal struct {
	V       int       `json:"v"`
	ID      string    `json:"id"` // the job folder's name
	Daemon  string    `json:"daemon"`
	Name    string    `json:"name"` // the memo's name relative to the watched folder
	Claimed time.Time `json:"claimed"`
	Reason  string    `json:"reason,omitempty"` // fail without checking, and why
	State   string    `json:"state"`
	// SHA256 and Ident are of the bytes that were checked and of the memo
	// file in the work folder they were read from.
	SHA256   string        `json:"sha256,omitempty"`
	Ident    *fsx.Ident    `json:"ident,omitempty"`
	Decision cite.Decision `json:"decision,omitempty"`
	Outcome  string        `json:"outcome,omitempty"`
	Error    string        `json:"error,omitempty"`
	Final    string        `json:"final,omitempty"` // the memo's file name in its destination folder
	// ReportSHA256 is the hash of the JSON report this job wrote: a report
	// changed on the share is not taken for this job's.
	ReportSHA256 string `json:"report_sha256,omitempty"`
	Runs         int    `json:"runs"`
	// A memo dropped again under a name checked before: this check's
	// number (2, 3, …), the previous decision and layer-1 line for the
	// monotonic rule, and whether the earlier memo in the destination
	// folder is archived beside it.
	Revision     int            `json:"revision,omitempty"`
	PrevDecision cite.Decision  `json:"prev_decision,omitempty"`
	PrevLayer1   string         `json:"prev_layer1,omitempty"`
	PrevBasis    *reports.Basis `json:"prev_basis,omitempty"` // the earlier report's claims: the report says what changed
	ArchiveMemo  bool           `json:"archive_memo,omitempty"`
	// RevOf is the name (in the reports and destination folders) of the
	// memo this one revises when that is not its own name: the version of
	// „Opinia.docx” that came from another folder took „Opinia (2).docx”.
	RevOf string `json:"rev_of,omitempty"`
	// Sub is the folder inside the watched folder the memo came from
	// (recursive: true), slash-separated: its reports and destinations
	// mirror it.
	Sub string `json:"sub,omitempty"`
	MAC string `json:"mac,omitempty"`

	// Derived, never stored: the watched folder, the memo's destination
	// path and its markdown report's path.
	Folder string `json:"-"`
	Dest   string `json:"-"`
	Report string `json:"-"`
}

// mac is the journal's HMAC-SHA256 over its JSON without the MAC, bound to
// the job folder's name.
func (j *journal) mac(key []byte) string {
	c := *j
	c.MAC = ""
	b, _ := json.Marshal(&c)
	h := hmac.New(sha256.New, key)
	h.Write([]byte("citeguard journal v2\n" + j.ID + "\n"))
	h.Write(b)
	return hex.EncodeToString(h.Sum(nil))
}

// journals signs, verifies and completes the journals of this daemon's
// jobs. It owns the journal key; the files are the work area's.
type journals struct {
	key     []byte
	daemon  string
	folders *folderSet
	work    *workArea
	log     *slog.Logger
}

// save signs the journal and writes it, synced (a temp file renamed over
// it, by the job folder's handle). A journal torn by a crash would not
// verify either, and the job would then be rebuilt from its memo — safe,
// because nothing (no report) is written before the journal is whole and
// durable.
func (js *journals) save(j *journal, job *jobFolder) error {
	j.V = journalVersion
	j.MAC = j.mac(js.key)
	b, _ := json.MarshalIndent(j, "", "  ")
	return js.work.writeJournal(job, b)
}

// load reads and verifies a job folder's journal; an error says why it
// cannot be followed (missing, damaged, forged, written by another daemon,
// or naming something it must not).
func (js *journals) load(job *jobFolder, f *folder) (*journal, error) {
	b, err := js.work.readJournal(job)
	if err != nil {
		return nil, err
	}
	var j journal
	if err := json.Unmarshal(b, &j); err != nil {
		return nil, fmt.Errorf("unreadable: %v", err)
	}
	if j.V != journalVersion || j.MAC == "" || !hmac.Equal([]byte(j.MAC), []byte(j.mac(js.key))) {
		return nil, errors.New("its signature does not verify (forged, damaged, or written by another daemon)")
	}
	if j.ID != job.name {
		return nil, fmt.Errorf("it belongs to job %q", j.ID)
	}
	if err := j.validNames(); err != nil {
		return nil, err
	}
	if j.Sub != "" {
		f = js.folders.subfolder(f, j.Sub)
	}
	if err := j.validState(f); err != nil {
		return nil, err
	}
	js.derive(&j, f)
	return &j, nil
}

// validNames checks the names a journal read from the share holds.
func (j *journal) validNames() error {
	if err := validRelName(j.Name); err != nil {
		return fmt.Errorf("memo name: %v", err)
	}
	if j.RevOf != "" {
		if err := validName(j.RevOf); err != nil {
			return fmt.Errorf("revised name: %v", err)
		}
	}
	if j.Sub != "" {
		if err := validRelName(j.Sub); err != nil {
			return fmt.Errorf("subfolder: %v", err)
		}
	}
	return nil
}

// validState checks a journal's state and, once named, its final name and
// outcome against the folder f its memo came from.
func (j *journal) validState(f *folder) error {
	switch j.State {
	case stateClaimed:
	case stateNamed:
		if err := validName(j.Final); err != nil {
			return fmt.Errorf("final name: %v", err)
		}
		switch j.Outcome {
		case OutcomeChecked, OutcomeBlocked, OutcomeFailed, OutcomeSent, OutcomeFix:
		default:
			return fmt.Errorf("unknown outcome %q", j.Outcome)
		}
		if f.dest(j.Outcome) == "" {
			return fmt.Errorf("outcome %q has no folder in a %s folder", j.Outcome, f.Profile)
		}
	default:
		return fmt.Errorf("unknown state %q", j.State)
	}
	return nil
}

// derive fills the journal's paths from its names and the folder's
// configuration.
func (js *journals) derive(j *journal, f *folder) {
	j.Folder = f.Path
	j.Dest, j.Report = "", ""
	if j.State != stateNamed {
		return
	}
	j.Dest = filepath.Join(f.dest(j.Outcome), j.Final)
	if j.Revision > 0 { // a revision's report keeps the name of the memo it revises
		j.Report = filepath.Join(f.Reports, reportdir.Base(j.revName())+".md")
	} else {
		j.Report = filepath.Join(f.Reports, reportdir.Base(j.Final)+".md")
	}
}

// revName is the name of the memo a revision revises: its report's and its
// earlier copy's name.
func (j *journal) revName() string {
	if j.RevOf != "" {
		return j.RevOf
	}
	return filepath.Base(j.Name)
}

// validName accepts one file name as the file system gives it: not empty,
// not . or .., no path separator, no NUL, at most reportdir.MaxName. Control
// characters and bytes that are not UTF-8 are legal in names; reports
// escape them.
func validName(s string) error {
	switch {
	case s == "" || s == "." || s == "..":
		return fmt.Errorf("%q is not a file name", s)
	case len(s) > reportdir.MaxName:
		return fmt.Errorf("longer than %d bytes", reportdir.MaxName)
	case strings.ContainsAny(s, "/\x00") || filepath.Separator != '/' && strings.ContainsRune(s, filepath.Separator):
		return fmt.Errorf("%q holds a path separator or NUL", s)
	}
	return nil
}

// validRelName accepts a relative path under a watched folder, element by
// element (slash-separated; subfolders once inboxes are recursive): no
// absolute path, no empty element, no . or .., each a valid name.
func validRelName(s string) error {
	if s == "" || strings.HasPrefix(s, "/") || filepath.IsAbs(s) || filepath.VolumeName(s) != "" {
		return fmt.Errorf("%q is not a relative name", s)
	}
	for _, el := range strings.Split(s, "/") {
		if err := validName(el); err != nil {
			return err
		}
	}
	if !filepath.IsLocal(filepath.FromSlash(s)) {
		return fmt.Errorf("%q leaves its folder", s)
	}
	return nil
}

// rebuild makes a job from what its folder holds, when there is no
// journal that verifies: the memo (the one entry that is not hidden) is
// checked from scratch and everything else is derived. Other entries (a
// forged job may hold several) go back to the watched folder, where they
// are seen as new files. nil, nil: nothing to do.
func (js *journals) rebuild(job *jobFolder, f *folder) (*journal, error) {
	entries, err := job.ReadDir(".")
	if err != nil {
		return nil, err
	}
	var j *journal
	for _, e := range entries {
		name := e.Name()
		if strings.HasPrefix(name, ".") {
			continue
		}
		if j == nil {
			j = &journal{ID: job.name, Daemon: js.daemon, Name: name, State: stateClaimed, Claimed: time.Now().UTC()}
			js.derive(j, f)
			continue
		}
		if err := js.work.returnToFolder(job, name, f, name, true); err != nil {
			js.log.Warn("a job folder holds a second file; it could not go back to its folder", "file", js.work.memoPath(job, name), "err", err)
		}
	}
	return j, nil
}
