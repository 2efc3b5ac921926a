package watcher

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"os"
	"path/filepath"
	"runtime/debug"
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
	stateNamed   = "named"   // checked: the final name (Dest, Report) is fixed; reports and move follow
)

// Outcomes: where a memo went.
const (
	OutcomeChecked = "checked"
	OutcomeBlocked = "blocked"
	OutcomeFailed  = "failed"
	OutcomeSent    = "sent"
	OutcomeFix     = "fix" // inbox with a fix folder: decision Popraw
)

const journalName = ".journal.json"

// journal is a job's record, rewritten atomically at each state change.
type journal struct {
	ID       string        `json:"id"`
	Daemon   string        `json:"daemon"`
	Folder   string        `json:"folder"`
	Name     string        `json:"name"` // the name the memo was dropped with
	Claimed  time.Time     `json:"claimed"`
	Reason   string        `json:"reason,omitempty"` // fail without checking, and why
	State    string        `json:"state"`
	SHA256   string        `json:"sha256,omitempty"`
	Decision cite.Decision `json:"decision,omitempty"`
	Outcome  string        `json:"outcome,omitempty"`
	Error    string        `json:"error,omitempty"`
	Dest     string        `json:"dest,omitempty"`   // the memo's final path
	Report   string        `json:"report,omitempty"` // the markdown report's path
	Runs     int           `json:"runs"`
	// A memo dropped again under a name checked before: this check's
	// number (2, 3, …), the previous decision and layer-1 line for the
	// monotonic rule, and the renames that archive the earlier version.
	Revision     int           `json:"revision,omitempty"`
	PrevDecision cite.Decision `json:"prev_decision,omitempty"`
	PrevLayer1   string        `json:"prev_layer1,omitempty"`
	Archive      []archiveMove `json:"archive,omitempty"`
}

// save writes the journal in place and syncs it. No temp file is needed: a
// journal torn by a crash is unreadable, and readJournal then rebuilds the
// job from its memo — safe, because nothing (no report) is written before
// the journal is whole and durable.
func (j *journal) save(jobDir string) error {
	b, _ := json.MarshalIndent(j, "", "  ")
	return fsx.WriteInPlace(filepath.Join(jobDir, journalName), b)
}

func newJobID() string { return time.Now().UTC().Format("20060102T150405") + "-" + randHex(4) }

// claim takes a ready file by renaming it into a new job folder of this
// daemon's work folder. Only one rename of a file succeeds, so when two
// daemons race, one runs the job and the other finds the file gone.
func (d *Daemon) claim(ctx context.Context, it item) {
	// The path in the watched folder is guarded in the queue until the file
	// has left it: then a new file dropped under the same name (a revision)
	// is seen at once, not only at the next full rescan.
	freed := false
	free := func() {
		if !freed {
			freed = true
			d.q.done(it.path)
		}
	}
	defer free()
	f := it.folder
	name := filepath.Base(it.path)
	j := &journal{ID: newJobID(), Daemon: d.id, Folder: f.Path, Name: name, Reason: it.reason, State: stateClaimed}
	log := d.log.With("job", j.ID, "memo", name)
	for _, dir := range []string{f.Path, f.Reports, d.destDir(f, OutcomeFailed), d.destDir(f, OutcomeBlocked), d.destDir(f, OutcomeChecked), d.destDir(f, OutcomeSent), d.destDir(f, OutcomeFix)} {
		if dir != "" && !d.available(dir) {
			log.Error("marker file missing in a folder the memo would go to; leaving the memo where it is", "folder", dir, "marker", d.cfg.Marker)
			d.relookLater(it)
			return
		}
	}
	jobDir := filepath.Join(f.work, j.ID)
	if err := os.MkdirAll(jobDir, 0o755); err != nil {
		log.Error("cannot create the work folder; leaving the memo where it is", "err", err)
		d.relookLater(it)
		return
	}
	if err := os.Rename(it.path, filepath.Join(jobDir, name)); err != nil {
		os.Remove(jobDir)
		if errors.Is(err, fs.ErrNotExist) {
			log.Debug("file gone before claiming it (another daemon took it, or it was removed)")
		} else {
			log.Warn("cannot claim the file (still open or locked?); will try again", "err", err)
			d.relookLater(it)
		}
		return
	}
	// No fsync and no journal yet: if the claim is lost in a crash the memo
	// is back in its folder; if it survives, the memo in the job folder is
	// the whole record (see readJournal). The journal's sync of the job
	// folder, before any report is written, makes the rename durable as one
	// operation (source and target) on journalling filesystems.
	free()
	j.Claimed = time.Now().UTC()
	log.Info("claimed", "folder", f.Path)
	d.run(ctx, j, f, jobDir, log)
}

// resume runs or finishes a job found in the work folder.
func (d *Daemon) resume(ctx context.Context, it item) {
	j, err := d.readJournal(it.jobDir, it.folder.Path)
	log := d.log.With("job", filepath.Base(it.jobDir))
	if errors.Is(err, fs.ErrNotExist) {
		log.Info("job gone from the work folder (adopted by another daemon)", "dir", it.jobDir)
		return
	}
	if err != nil {
		log.Error("cannot recover job", "dir", it.jobDir, "err", err)
		return
	}
	if j == nil { // an empty job folder: crashed before the claim
		os.RemoveAll(it.jobDir)
		return
	}
	log = log.With("memo", j.Name)
	log.Info("resuming job from the work folder", "state", j.State, "claimed_by", j.Daemon)
	j.Daemon = d.id // the daemon that finishes it signs the audit entry
	d.run(ctx, j, it.folder, it.jobDir, log)
}

// readJournal reads a job folder; a missing journal (crash right after the
// claim) is rebuilt from the memo found there. nil, nil: nothing to do.
func (d *Daemon) readJournal(jobDir, folderPath string) (*journal, error) {
	var j journal
	b, err := os.ReadFile(filepath.Join(jobDir, journalName))
	if err == nil && json.Unmarshal(b, &j) == nil && j.Name != "" {
		return &j, nil
	}
	entries, err := os.ReadDir(jobDir)
	if err != nil {
		return nil, err
	}
	for _, e := range entries {
		if !strings.HasPrefix(e.Name(), ".") {
			j := &journal{ID: filepath.Base(jobDir), Daemon: d.id, Folder: folderPath, Name: e.Name(), State: stateClaimed, Claimed: time.Now().UTC()}
			p := filepath.Join(jobDir, e.Name())
			if fi, err := os.Lstat(p); err == nil {
				if j.Reason = d.cfg.reasonFor(e.Name(), fi); j.Reason == "" {
					if err := complete(p, fi.Size()); err != nil {
						j.Reason = "plik jest niekompletny lub nieczytelny: " + err.Error()
					}
				}
			}
			return j, nil
		}
	}
	return nil, nil
}

// run takes a job from its state to the end: check, journal with the final
// name, reports, move, audit. Re-running it after a crash at any point
// finishes the job once: one memo at its destination, one report.
func (d *Daemon) run(ctx context.Context, j *journal, f *folder, jobDir string, log *slog.Logger) {
	defer d.names.inTurn(filepath.Join(f.Reports, j.Name))()
	memoPath := filepath.Join(jobDir, j.Name)
	if exists(memoPath) {
		if j.SHA256 == "" {
			j.SHA256, _ = fsx.HashFile(memoPath)
		}
		var m *reports.Memo
		fresh := false
		if j.State == stateNamed {
			d.names.hold(j.ID, j.Dest, j.Report)
			m = reportdir.Read(j.Report) // reports written before a crash: no need to check again
			if m != nil && j.Revision > 0 && (m.Revision == nil || m.Revision.N != j.Revision) {
				m = nil // the earlier version's report, not archived yet
			}
		}
		start := time.Now()
		if m == nil {
			var returned bool
			shared, alone := crashedChecks(jobDir)
			j.Runs = shared + alone + 1
			if alone >= maxCrashes {
				// Its checks, run alone, ended the whole process: fail it
				// closed instead of crashing at every restart and holding
				// up every other memo.
				log.Error("checking this memo ended the daemon's process before; failing it without another try", "crashes", shared+alone)
				m = &reports.Memo{Memo: j.Name, Error: fmt.Sprintf("sprawdzanie tego memo %d razy przerwało pracę programu (awaria procesu) — memo nie zostało sprawdzone; przekaż je do działu IT", shared+alone)}
				m.Finish()
			} else if m, returned = d.checkMemo(ctx, j, memoPath, log); returned {
				d.giveBack(j, f, jobDir, memoPath, log)
				return
			}
			fresh = true
		}
		if j.State != stateNamed {
			d.revisionOf(j, f) // a memo dropped again under its name
		}
		if fresh && j.Revision > 0 && m.Error == "" {
			m.Revise(j.Revision, j.PrevDecision, j.PrevLayer1)
		}
		oc := outcome(f, m)
		dir := d.destDir(f, oc)
		j.Outcome, j.Decision, j.Error = oc, m.Decision, m.Error
		if j.State != stateNamed || filepath.Dir(j.Dest) != dir {
			// Fix the final name in the journal before the report is written,
			// so a re-run after a crash writes the same report, not a second.
			old := j.Report
			if j.Revision > 0 {
				j.Dest, j.Report = d.revisionDest(j, dir), filepath.Join(f.Reports, j.Name+".md")
			} else {
				final := d.chooseName(j.ID, dir, j.Name, f.Reports, old)
				j.Dest, j.Report = filepath.Join(dir, final), filepath.Join(f.Reports, final+".md")
			}
			j.State = stateNamed
			if err := j.save(jobDir); err != nil {
				log.Error("cannot write the job journal; the memo stays claimed and is retried later", "err", err)
				d.retryLater(f, jobDir)
				return
			}
			if old != "" && old != j.Report {
				reportdir.Remove(old)
				fresh = true
			}
		}
		if err := j.archive(); err != nil {
			log.Error("cannot archive the earlier version; the memo stays claimed and is retried later", "err", err)
			d.retryLater(f, jobDir)
			return
		}
		if fresh {
			if err := reportdir.Write(j.Report, m); err != nil {
				log.Error("cannot write the report; the memo stays claimed and is retried later", "report", j.Report, "err", err)
				d.retryLater(f, jobDir)
				return
			}
			log.Info("checked", "decision", j.Decision, "outcome", j.Outcome, "error", j.Error, "report", j.Report, "seconds", time.Since(start).Seconds())
		}
		// Move the memo; never overwrite.
		err := fsx.MoveNoReplace(memoPath, j.Dest)
		if errors.Is(err, fsx.ErrExists) {
			if h, _ := fsx.HashFile(j.Dest); h != "" && h == j.SHA256 {
				err = os.Remove(memoPath) // a crash between link and unlink
			} else if err = d.rename(j, f, jobDir); err == nil {
				err = fsx.MoveNoReplace(memoPath, j.Dest)
			}
		}
		if err != nil {
			log.Error("cannot move the memo; it stays in the work folder and is retried later", "dest", j.Dest, "err", err)
			d.retryLater(f, jobDir)
			return
		}
	} else if j.State != stateNamed {
		log.Warn("job folder without its memo; dropping the job")
		os.RemoveAll(jobDir)
		d.names.release(j.ID)
		return
	} else if !exists(j.Dest) {
		log.Error("the memo is neither in the work folder nor at its destination", "dest", j.Dest)
	}
	if err := d.audit.append(j); err != nil {
		log.Error("cannot append to the audit log", "err", err)
	}
	if err := os.RemoveAll(jobDir); err != nil {
		log.Warn("cannot remove the job folder", "err", err)
	}
	d.names.release(j.ID)
	d.count(j.Outcome)
	d.index.touch()
	d.done(j)
	log.Info("done", "outcome", j.Outcome, "dest", j.Dest)
}

// retryLater runs a job from the work folder again after a while (a full
// disk, a read-only or unavailable destination); a restart also resumes it.
func (d *Daemon) retryLater(f *folder, jobDir string) {
	if d.once {
		return
	}
	time.AfterFunc(max(5*d.cfg.PollInterval.D(), 10*time.Second), func() {
		if exists(jobDir) {
			d.q.push(item{path: jobDir, folder: f, jobDir: jobDir}, false)
		}
	})
}

// rename picks a new final name when the chosen one was taken meanwhile
// (by another program), moving the reports along.
func (d *Daemon) rename(j *journal, f *folder, jobDir string) error {
	dir := filepath.Dir(j.Dest)
	if j.Revision > 0 { // the report keeps the memo's name; only the memo moves aside
		j.Dest = filepath.Join(dir, d.chooseName(j.ID, dir, j.Name, "", ""))
		return j.save(jobDir)
	}
	final := d.chooseName(j.ID, dir, j.Name, f.Reports, "")
	oldMD := j.Report
	j.Dest = filepath.Join(dir, final)
	j.Report = filepath.Join(f.Reports, final+".md")
	if err := j.save(jobDir); err != nil {
		return err
	}
	return reportdir.Rename(oldMD, j.Report)
}

// giveBack returns a memo whose check was cut short by shutdown to the
// folder it came from; if its name is taken there, it stays in the work
// folder and runs at the next start.
func (d *Daemon) giveBack(j *journal, f *folder, jobDir, memoPath string, log *slog.Logger) {
	if err := fsx.MoveNoReplace(memoPath, filepath.Join(f.Path, j.Name)); err != nil {
		log.Warn("shutdown: memo kept in the work folder for the next start", "err", err)
		return
	}
	os.RemoveAll(jobDir)
	d.names.release(j.ID)
	log.Info("shutdown: memo returned to its folder unchecked")
}

// checkMemo runs the checker with the time limit and panic isolation. Any
// failure becomes a memo with Error set (fail closed). returned is true when
// the check was cut short by shutdown: the memo is to be given back.
func (d *Daemon) checkMemo(hard context.Context, j *journal, path string, log *slog.Logger) (m *reports.Memo, returned bool) {
	fail := func(why string) (*reports.Memo, bool) {
		m := &reports.Memo{Memo: j.Name, Error: why}
		m.Finish()
		return m, false
	}
	if j.Reason != "" {
		return fail(j.Reason)
	}
	// Wait for a check slot (all of them for a memo a crash has hit); the
	// time limit starts with the check.
	release, ok := d.checkTurn(hard, filepath.Dir(path))
	if !ok {
		return nil, true
	}
	// The slot is freed when the check returns or times out: a checker stuck
	// past its time limit (ignoring ctx) runs on unaccounted, but it cannot
	// stall the daemon.
	defer release()
	start := time.Now()
	defer func() { d.checkNs.Add(int64(time.Since(start))); d.checks.Add(1) }()
	ctx, cancel := context.WithTimeout(hard, d.cfg.Timeout.D())
	defer cancel()
	type result struct {
		m   *reports.Memo
		err error
	}
	ch := make(chan result, 1)
	go func() {
		defer func() {
			if r := recover(); r != nil {
				log.Error("checker panicked", "panic", fmt.Sprint(r), "stack", string(debug.Stack()))
				ch <- result{err: fmt.Errorf("panic: %v", r)}
			}
		}()
		m, err := d.check(ctx, path)
		ch <- result{m, err}
	}()
	var r result
	select {
	case r = <-ch:
	case <-ctx.Done():
	}
	if hard.Err() != nil {
		return nil, true
	}
	switch {
	case r.err != nil && strings.HasPrefix(r.err.Error(), "panic: "):
		log.Error("check failed: the checker panicked", "err", r.err)
		return fail("wewnętrzny błąd sprawdzania (" + r.err.Error() + ") — memo nie zostało sprawdzone")
	case ctx.Err() != nil && (r.m == nil || r.err != nil):
		log.Error("check failed: time limit exceeded", "timeout", d.cfg.Timeout.D().String())
		return fail(fmt.Sprintf("przekroczony limit czasu sprawdzania (%s)", d.cfg.Timeout.D()))
	case r.err != nil:
		log.Error("check failed", "err", r.err)
		return fail("błąd sprawdzania: " + r.err.Error())
	case r.m == nil:
		log.Error("check failed: the checker returned no result")
		return fail("sprawdzanie nie zwróciło wyniku")
	}
	m = r.m
	if m.Memo == "" {
		m.Memo = j.Name
	}
	if m.Decision == "" {
		m.Finish()
	}
	return m, false
}

// outcome decides where a checked memo goes. It fails closed: anything but
// a memo that was checked, blocks nothing and (for a gate) says "Wyślij"
// with every claim verified, never goes onward. The memo's own verdict and
// the one its results give (cite.Decide) must both let it through.
func outcome(f *folder, m *reports.Memo) string {
	if m.Error != "" {
		return OutcomeFailed
	}
	recounted := cite.Decide(m.Tally(), false)
	if m.Blocked || m.Decision.Blocks() || recounted.Blocks() {
		return OutcomeBlocked
	}
	if f.Profile == ProfileGate {
		if m.Decision == cite.Wyslij && recounted == cite.Wyslij {
			return OutcomeSent
		}
		return OutcomeBlocked // needs a human decision: held beside its report
	}
	if f.Fix != "" && (m.Decision != cite.Wyslij || recounted != cite.Wyslij) {
		return OutcomeFix // Popraw: the lawyer's folder of memos to correct
	}
	return OutcomeChecked
}

func (d *Daemon) destDir(f *folder, outcome string) string {
	switch outcome {
	case OutcomeChecked:
		if f.Profile == ProfileGate {
			return ""
		}
		return f.Checked
	case OutcomeBlocked:
		return f.Blocked
	case OutcomeSent:
		return f.Send
	case OutcomeFix:
		return f.Fix
	default:
		return f.Failed
	}
}

// recoverAll queues, ahead of any new file, every job this daemon left in
// its work folders (a crash, SIGKILL or power loss).
func (d *Daemon) recoverAll() {
	n := 0
	for _, f := range d.folders {
		if !d.available(f.Path) {
			continue
		}
		if err := os.MkdirAll(f.work, 0o755); err != nil {
			d.log.Error("cannot create the work folder", "folder", f.work, "err", err)
			continue
		}
		entries, _ := os.ReadDir(f.work)
		for _, e := range entries {
			if e.IsDir() {
				dir := filepath.Join(f.work, e.Name())
				d.holdNamesOf(dir)
				d.q.push(item{path: dir, folder: f, jobDir: dir}, false)
				n++
			}
		}
	}
	if n > 0 {
		d.log.Info("recovering jobs left in the work folder", "jobs", n)
	}
}

// cleanStaleTemps removes temp files of interrupted atomic writes.
func (d *Daemon) cleanStaleTemps() {
	seen := map[string]bool{}
	for _, f := range d.folders {
		if seen[f.Reports] || !d.available(f.Reports) {
			continue
		}
		seen[f.Reports] = true
		entries, _ := os.ReadDir(f.Reports)
		for _, e := range entries {
			if strings.HasPrefix(e.Name(), ".") && strings.Contains(e.Name(), ".tmp-") {
				if fi, err := e.Info(); err == nil && time.Since(fi.ModTime()) > 10*time.Minute {
					os.Remove(filepath.Join(f.Reports, e.Name()))
				}
			}
		}
	}
}
