package watcher

import (
	"fmt"
	"path"
	"path/filepath"
	"sync"

	"citeguard/internal/fsx"
	"citeguard/reports"
	"citeguard/reports/reportdir"
)

// names holds the final paths (memo destination, report) that jobs in
// flight have chosen but may not have written yet, so two jobs of this
// daemon never choose the same name: the file-existence test of freeName
// alone cannot see a name whose report is still being written.
type names struct {
	folders *folderSet // the folders' handles names are looked up by
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

// chooseName picks the final name of a memo in dir (and of its report in
// reportsDir, unless ""): the first of name, "name (2)", … that no file and
// no job in flight has, reserved for the job. own is the job's earlier
// report path, which does not count as taken.
func (n *names) choose(job, dir, name, reportsDir, own string) (string, error) {
	skip := map[string]bool{}
	for {
		final, err := freeNameExcept(n.folders, dir, name, reportsDir, own, skip)
		if err != nil {
			return "", err
		}
		paths := []string{filepath.Join(dir, final)}
		if reportsDir != "" {
			paths = append(paths, filepath.Join(reportsDir, reportdir.Base(final)+".md"))
		}
		if n.hold(job, paths...) {
			return final, nil
		}
		skip[final] = true
	}
}

// archiveMove is one rename of a revision's archive step.
type archiveMove struct {
	From, To string
	Memo     bool // an earlier version of the memo, not a report
}

// archiveMoves derives a revision's archive renames from its journal: the
// earlier reports become <base>.rewizja-K.json, .html and .md (K =
// Revision-1; reportdir.ArchivedPath, in the order reports are written), and, when ArchiveMemo is set, the earlier memo in the
// destination folder becomes memo.rewizja-K.ext.
func archiveMoves(j *journal, f *folder) []archiveMove {
	if j.Revision <= 1 {
		return nil
	}
	name := j.revName()
	md := reportdir.Path(f.Reports, name)
	var moves []archiveMove
	for _, from := range reportdir.AllFiles(md) {
		moves = append(moves, archiveMove{From: from, To: reportdir.ArchivedPath(from, j.Revision-1)})
	}
	if j.State != stateNamed {
		return moves
	}
	dir := f.dest(j.Outcome)
	archived := archivedMemoName(name, j.Revision-1)
	if j.ArchiveMemo && !f.heldDir(dir) {
		moves = append(moves, archiveMove{From: filepath.Join(dir, name), To: filepath.Join(dir, archived), Memo: true})
	}
	// blocked/ (and failed/) mean "held now": an earlier version there, of
	// this memo's lineage, is superseded by this one — moved aside to
	// <folder>/poprzednie/, whatever this version's verdict.
	for _, held := range []string{f.Blocked, f.Failed} {
		if held != "" && (held != dir || j.ArchiveMemo) {
			moves = append(moves, archiveMove{From: filepath.Join(held, name), To: filepath.Join(held, PreviousDir, archived), Memo: true})
		}
	}
	return moves
}

// PreviousDir is the folder inside blocked/ and failed/ that receives the
// earlier versions of revised memos, so that blocked/ means "blocked now".
const PreviousDir = "poprzednie"

// maxRevisionNames bounds the numbered names ("Opinia (2).docx", …) looked
// at for the earlier version of a memo.
const maxRevisionNames = 100

// revisionOf tells whether a memo m is a new version of one checked before:
// a report of its name — or of a numbered form of it, "Opinia (2).docx" —
// whose memo came from the same watched folder and is of the same lineage
// (reports.SameLineage: two lawyers' unrelated „Opinia.docx” are not each
// other's revisions), that can be archived (reportdir.PlanRevision) and that
// no job in flight holds. The earlier report is to become
// <base>.rewizja-K.md/.json (as with `citeguard check -o DIR`) and the new
// one takes its name, with the REWIZJA line. It fills the journal's
// revision fields; false: a first check, under a free name.
func (n *names) revisionOf(j *journal, f *folder, m *reports.Memo) bool {
	name := filepath.Base(j.Name)
	if n.folders.guard(reportdir.Path(f.Reports, name)) != nil {
		return false // the reports folder is not the one configured: the write after fails and retries
	}
	for i := 1; i <= maxRevisionNames; i++ {
		cand := reportdir.NumberedName(name, i)
		if !reportdir.Exists(f.Reports, cand) {
			if i > 1 {
				return false
			}
			continue
		}
		rev, ok := reportdir.PlanRevision(f.Reports, cand)
		if !ok || !sameMemo(rev.Prev, f, m) || !n.hold(j.ID, reportdir.Path(f.Reports, cand)) {
			continue
		}
		j.Revision, j.PrevDecision, j.PrevLayer1 = rev.N, rev.PrevDecision, rev.PrevLayer1
		j.PrevBasis = reports.BasisOf(rev.Prev)
		j.RevOf = ""
		if cand != name {
			j.RevOf = cand
		}
		return true
	}
	return false
}

// sameMemo reports whether an earlier report is of the memo m dropped into
// folder f: the same folder (a report older than the folder field counts
// as the same) and the same lineage.
func sameMemo(prev *reports.Memo, f *folder, m *reports.Memo) bool {
	if prev == nil {
		return false
	}
	if prev.Folder != "" && prev.Folder != f.Path {
		return false
	}
	return m == nil || reports.SameLineage(prev.Lineage, m.Lineage)
}

// revisionName names the memo of a revision in its destination folder dir:
// its own name, the earlier version found there being archived as
// memo.rewizja-K.docx; when that cannot be (or the folder is a gate's send
// folder), the next free name.
func (n *names) revisionName(j *journal, f *folder, dir string) (string, error) {
	name := j.revName()
	dest := filepath.Join(dir, name)
	j.ArchiveMemo = false
	if !n.hold(j.ID, dest) {
		return n.choose(j.ID, dir, name, "", "")
	}
	dd, dn, err := n.folders.at(dest)
	if err != nil {
		return "", err
	}
	if !dd.Exists(dn) {
		return name, nil
	}
	if h, _ := dd.HashFile(dn); h != "" && h == j.SHA256 {
		return name, nil // this job's own memo, placed before a crash
	}
	// A gate's send folder is read by whatever sends the memos on: a file
	// renamed there could look new and go out again. Nothing there is
	// touched; the new version takes the next free name.
	archiveTo := filepath.Join(dir, archivedMemoName(name, j.Revision-1))
	if f.heldDir(dir) {
		archiveTo = filepath.Join(dir, PreviousDir, archivedMemoName(name, j.Revision-1))
	}
	if j.Outcome == OutcomeSent || n.taken1(archiveTo) {
		n.release1(j.ID, dest)
		return n.choose(j.ID, dir, name, "", "")
	}
	j.ArchiveMemo = true
	return name, nil
}

// taken1 reports whether something stands at p (or that cannot be told).
func (n *names) taken1(p string) bool {
	taken, err := nameTaken(n.folders, p)
	return taken || err != nil
}

// archive performs a journal's archive renames. Each is done only when its
// source is there and its target is not, so running it again after a crash
// is harmless. A report is archived only while it is the earlier one
// (reportdir.ArchiveReport), a memo only while it is not this job's own (a
// crash between placing it and removing the work copy) — a memo by its
// destination folder's handle.
func archive(s *folderSet, j *journal, f *folder) error {
	for _, mv := range archiveMoves(j, f) {
		if !mv.Memo {
			if err := reportdir.ArchiveReport(reportdir.Move{From: mv.From, To: mv.To}, j.Revision); err != nil {
				return err
			}
			continue
		}
		if err := archiveMemo(s, mv, j); err != nil {
			return fmt.Errorf("archiving %s: %w", filepath.Base(mv.From), err)
		}
	}
	return nil
}

// archiveMemo moves an earlier version of a memo aside in its folder (to
// poprzednie/ in blocked/ and failed/), never replacing a file.
func archiveMemo(s *folderSet, mv archiveMove, j *journal) error {
	d, from, err := s.at(mv.From)
	if err != nil {
		return err
	}
	to, toName, err := s.at(mv.To)
	if err != nil {
		return err
	}
	if !d.Exists(from) || to.Exists(toName) {
		return nil
	}
	if h, _ := d.HashFile(from); h == j.SHA256 {
		return nil
	}
	if err := to.MkdirAll(path.Dir(toName), 0o777); err != nil { // poprzednie/: a folder for people
		return err
	}
	if err := d.MoveNoReplace(from, to, toName); err != nil && err != fsx.ErrExists {
		return err
	}
	return nil
}
