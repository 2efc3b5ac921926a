package watcher

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"citeguard/internal/fsx"
	"citeguard/reports/reportdir"
)

// names holds the final paths (memo destination, report) that jobs in
// flight have chosen but may not have written yet, so two jobs of this
// daemon never choose the same name: the file-existence test of freeName
// alone cannot see a name whose report is still being written.
type names struct {
	mu      sync.Mutex
	taken   map[string]string          // path → the job holding it
	running map[string][]chan struct{} // memo name → the jobs waiting their turn
}

// inTurn runs the jobs of one memo name (key: reports folder + name) one
// after another, in the order they ask: a memo dropped again while its
// earlier version is still being checked becomes the revision of that
// version, so the newest is the current report. It returns the job's
// release.
func (n *names) inTurn(key string) (release func()) {
	n.mu.Lock()
	if n.running == nil {
		n.running = map[string][]chan struct{}{}
	}
	waiters, busy := n.running[key]
	var turn chan struct{}
	if busy {
		turn = make(chan struct{})
		n.running[key] = append(waiters, turn)
	} else {
		n.running[key] = nil
	}
	n.mu.Unlock()
	if turn != nil {
		<-turn // handed over by the job before
	}
	return func() {
		n.mu.Lock()
		defer n.mu.Unlock()
		if w := n.running[key]; len(w) > 0 {
			n.running[key] = w[1:]
			close(w[0])
		} else {
			delete(n.running, key)
		}
	}
}

// hold reserves paths for a job; false when another job holds one of them.
func (n *names) hold(job string, paths ...string) bool {
	n.mu.Lock()
	defer n.mu.Unlock()
	for _, p := range paths {
		if j, ok := n.taken[p]; ok && j != job {
			return false
		}
	}
	if n.taken == nil {
		n.taken = map[string]string{}
	}
	for _, p := range paths {
		n.taken[p] = job
	}
	return true
}

// release1 frees one path a job held.
func (n *names) release1(job, path string) {
	n.mu.Lock()
	defer n.mu.Unlock()
	if n.taken[path] == job {
		delete(n.taken, path)
	}
}

// release frees what a job held.
func (n *names) release(job string) {
	n.mu.Lock()
	defer n.mu.Unlock()
	for p, j := range n.taken {
		if j == job {
			delete(n.taken, p)
		}
	}
}

// holdNamesOf reserves the names a job left in the work folder had chosen
// (its journal is past naming), before the job is queued: a new memo of the
// same name taken meanwhile must not choose them.
func (d *Daemon) holdNamesOf(jobDir string) {
	b, err := os.ReadFile(filepath.Join(jobDir, journalName))
	if err != nil {
		return
	}
	var j journal
	if json.Unmarshal(b, &j) == nil && j.State == stateNamed && j.ID != "" {
		d.names.hold(j.ID, j.Dest, j.Report)
	}
}

// chooseName picks the final name of a memo in dir (and of its report in
// reportsDir, unless ""): the first of name, "name (2)", … that no file and
// no job in flight has, reserved for the job. own is the job's earlier
// report path, which does not count as taken.
func (d *Daemon) chooseName(job, dir, name, reportsDir, own string) string {
	skip := map[string]bool{}
	for {
		final := freeNameExcept(dir, name, reportsDir, own, skip)
		paths := []string{filepath.Join(dir, final)}
		if reportsDir != "" {
			paths = append(paths, filepath.Join(reportsDir, final+".md"))
		}
		if d.names.hold(job, paths...) {
			return final
		}
		skip[final] = true
	}
}

// archiveMove is one rename of a revision's archive step.
type archiveMove struct {
	From string `json:"from"`
	To   string `json:"to"`
	Kind string `json:"kind"` // moveReport or moveMemo
}

const (
	moveReport = "report" // an earlier report (.json or .md)
	moveMemo   = "memo"   // an earlier version of the memo in its destination folder
)

// revisionOf tells whether a memo is a new version of one checked before
// under the same name: its report pair, reports/<name>.md and .json,
// exists and no job in flight holds it. The earlier report is to become
// <name>.rewizja-K.md/.json (as with `citeguard check -o DIR`) and the new
// one takes the name, with the REWIZJA line. It fills the journal's
// revision fields; false: a first check.
func (d *Daemon) revisionOf(j *journal, f *folder) bool {
	rev, ok := reportdir.PlanRevision(f.Reports, j.Name)
	if !ok {
		return false // a first check, or an archive of that number exists: not ours to shuffle
	}
	var moves []archiveMove
	for _, mv := range rev.Moves {
		moves = append(moves, archiveMove{From: mv.From, To: mv.To, Kind: moveReport})
	}
	if !d.names.hold(j.ID, reportdir.Path(f.Reports, j.Name)) {
		return false
	}
	j.Revision, j.PrevDecision, j.PrevLayer1, j.Archive = rev.N, rev.PrevDecision, rev.PrevLayer1, moves
	return true
}

// revisionDest names the memo of a revision in its destination folder: its
// own name, the earlier version found there being archived as
// memo.rewizja-K.docx; when that cannot be (or the folder is a gate's send
// folder), the next free name.
func (d *Daemon) revisionDest(j *journal, dir string) string {
	dest := filepath.Join(dir, j.Name)
	var moves []archiveMove
	for _, mv := range j.Archive {
		if mv.Kind == moveReport {
			moves = append(moves, mv)
		}
	}
	j.Archive = moves
	if !d.names.hold(j.ID, dest) {
		return filepath.Join(dir, d.chooseName(j.ID, dir, j.Name, "", ""))
	}
	if !exists(dest) {
		return dest
	}
	if h, _ := fsx.HashFile(dest); h == j.SHA256 {
		return dest // this job's own memo (a crash between link and unlink)
	}
	to := filepath.Join(dir, archivedMemoName(j.Name, j.Revision-1))
	// A gate's send folder is read by whatever sends the memos on: a file
	// renamed there could look new and go out again. Nothing there is
	// touched; the new version takes the next free name.
	if j.Outcome == OutcomeSent || exists(to) {
		d.names.release1(j.ID, dest)
		return filepath.Join(dir, d.chooseName(j.ID, dir, j.Name, "", ""))
	}
	j.Archive = append(j.Archive, archiveMove{From: dest, To: to, Kind: moveMemo})
	return dest
}

// archivedMemoName is the name an earlier version of a memo takes in its
// folder when the new version arrives there: memo.docx → memo.rewizja-1.docx.
func archivedMemoName(name string, k int) string {
	ext := filepath.Ext(name)
	return fmt.Sprintf("%s.rewizja-%d%s", strings.TrimSuffix(name, ext), k, ext)
}

// archive performs a journal's archive renames. Each is done only when its
// source is there and its target is not, so running it again after a crash
// is harmless. A report is archived only while it is the earlier one (no
// revision number of this job's yet), a memo only while it is not this
// job's own (a crash between the link and the unlink of its move).
func (j *journal) archive() error {
	for _, mv := range j.Archive {
		if mv.Kind == moveReport {
			if err := reportdir.ArchiveReport(reportdir.Move{From: mv.From, To: mv.To}, j.Revision); err != nil {
				return err
			}
			continue
		}
		if !exists(mv.From) || exists(mv.To) {
			continue
		}
		if h, _ := fsx.HashFile(mv.From); h == j.SHA256 {
			continue // this job's own memo (a crash between link and unlink)
		}
		if err := fsx.MoveNoReplace(mv.From, mv.To); err != nil && err != fsx.ErrExists {
			return fmt.Errorf("archiving %s: %w", filepath.Base(mv.From), err)
		}
	}
	return nil
}
