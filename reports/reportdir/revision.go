package reportdir

import (
	"fmt"
	"path/filepath"
	"strings"

	"citeguard/cite"
	"citeguard/internal/fsx"
	"citeguard/reports"
)

// Revision is the plan of a re-check of a memo whose report is in the
// folder: the number it takes (2 after a first check, N+1 after revision
// N), what the monotonic rule compares (the earlier decision and layer-1
// line), and the renames that archive the earlier pair.
type Revision struct {
	N            int
	PrevDecision cite.Decision
	PrevLayer1   string        // reports.Evidence of the earlier report: the layer-1 line with statuses
	Moves        []Move        // the commented copy if any, JSON, HTML, then markdown: the order the reports are written in
	Prev         *reports.Memo // the earlier report (its folder and lineage decide whether a memo is its revision)
}

// Move is one rename of an archive step.
type Move struct{ From, To string }

// ArchivedPath is where a file of an earlier report (NAME.md, NAME.html or
// NAME.json) goes as revision k: NAME.rewizja-K.md / .html / .json.
func ArchivedPath(path string, k int) string {
	ext := filepath.Ext(path)
	return reports.ArchivedName(strings.TrimSuffix(path, ext), k) + ext
}

// PlanRevision tells whether a new report of memo name in dir is a
// revision: its earlier pair is there and readable, and the archive names
// it would take are free. false: a first report, or one that cannot be
// archived without overwriting an archived report (the caller then writes
// under another name, FreeName).
func PlanRevision(dir, name string) (Revision, bool) {
	md := Path(dir, name)
	prev := Read(md)
	if prev == nil {
		return Revision{}, false
	}
	r := Revision{N: prev.NextRevision(), PrevDecision: prev.Decision, PrevLayer1: reports.Evidence(prev), Prev: prev}
	for _, from := range Files(md) {
		to := ArchivedPath(from, r.N-1)
		if fsx.Exists(to) {
			return Revision{}, false // an archive of that number: never overwritten
		}
		r.Moves = append(r.Moves, Move{From: from, To: to})
	}
	if c := CommentedPath(md); fsx.Exists(c) {
		// The earlier commented copy goes first (Opinia.uwagi.rewizja-1.docx).
		r.Moves = append([]Move{{From: c, To: ArchivedPath(c, r.N-1)}}, r.Moves...)
	}
	return r, true
}

// ArchiveReport performs one move of a revision n's archive step without
// ever replacing a file. It is done only while its source is there, its
// target is not, and the pair there is still the earlier one (no report of
// revision n or later yet), so running it again after a crash is harmless.
func ArchiveReport(mv Move, n int) error {
	if !fsx.Exists(mv.From) || fsx.Exists(mv.To) {
		return nil
	}
	reps, copied := reportOf(mv.From)
	earlier := false
	for _, md := range reps {
		if m := ReadJSON(JSONPath(md)); m != nil && m.Revision != nil && m.Revision.N >= n {
			return nil // the pair there is already the new report
		}
		earlier = earlier || fsx.Exists(md)
	}
	if copied && !earlier {
		return nil // the earlier report is archived already: a copy there is the new one's
	}
	if err := fsx.MoveNoReplace(mv.From, mv.To); err != nil && err != fsx.ErrExists {
		return fmt.Errorf("archiving %s: %w", filepath.Base(mv.From), err)
	}
	return nil
}

// reportOf is the markdown report a file belongs to: its own base's for
// a report file; for a commented copy (NAME.uwagi.docx, isCopy true), the
// reports it may stand beside (NAME.docx.md, or NAME.md for a base
// without .docx — CommentedPath).
func reportOf(path string) (mds []string, isCopy bool) {
	ext := filepath.Ext(path)
	base := strings.TrimSuffix(path, ext)
	if stem, ok := strings.CutSuffix(base, ".uwagi"); ok && strings.EqualFold(ext, ".docx") {
		return []string{stem + ext + ".md", stem + ".md"}, true
	}
	return []string{base + ".md"}, false
}

// Archive performs a revision's moves (ArchiveReport).
func (r Revision) Archive() error {
	for _, mv := range r.Moves {
		if err := ArchiveReport(mv, r.N); err != nil {
			return err
		}
	}
	return nil
}

// Place decides where a new report of memo name goes in dir: under name
// itself, as a revision of the earlier report there (rev set) or as the
// first report; or, when an earlier report there cannot be archived
// without overwriting another, under the next free name ("memo (2).txt") —
// never over an existing report (ErrNoFreeName after MaxTries names).
func Place(dir, name string) (report string, rev *Revision, err error) {
	if r, ok := PlanRevision(dir, name); ok {
		return name, &r, nil
	}
	report, err = FreeName(dir, name)
	return report, nil, err
}
