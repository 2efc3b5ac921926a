package watcher

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"time"

	"citeguard/internal/fsx"
	"citeguard/reports"
	"citeguard/reports/reportdir"
)

// Outcomes: where a memo went.
const (
	OutcomeChecked = "checked"
	OutcomeBlocked = "blocked"
	OutcomeFailed  = "failed"
	OutcomeSent    = "sent"
	OutcomeFix     = "fix" // inbox with a fix folder: decision Popraw
)

// maxRechecks bounds how often one run checks a memo that keeps changing
// in the work folder; then it waits (retryLater) and tries again.
const maxRechecks = 3

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
	j := &journal{ID: newJobID(), Daemon: d.id, Name: name, Sub: f.rel, Reason: it.reason, State: stateClaimed}
	d.derive(j, f)
	log := d.log.With("job", j.ID, "memo", name)
	for _, dir := range []string{f.Path, f.Reports, d.destDir(f, OutcomeFailed), d.destDir(f, OutcomeBlocked), d.destDir(f, OutcomeChecked), d.destDir(f, OutcomeSent), d.destDir(f, OutcomeFix)} {
		if dir != "" && !d.available(dir) {
			log.Error("marker file missing in a folder the memo would go to; leaving the memo where it is", "folder", dir, "marker", d.cfg.Marker)
			d.relookLater(it)
			return
		}
	}
	if err := d.ensureWorkDir(f); err != nil {
		log.Error("cannot use the work folder; leaving the memo where it is", "err", err)
		d.relookLater(it)
		return
	}
	jobDir := filepath.Join(f.work, j.ID)
	if err := os.Mkdir(jobDir, 0o755); err != nil {
		log.Error("cannot create the job folder; leaving the memo where it is", "err", err)
		d.relookLater(it)
		return
	}
	if err := os.Rename(it.path, filepath.Join(jobDir, name)); err != nil {
		os.Remove(jobDir)
		if errors.Is(err, fs.ErrNotExist) {
			log.Debug("file gone before claiming it (another daemon took it, or it was removed)")
		} else if errors.Is(err, fs.ErrPermission) {
			log.Error("cannot take the memo out of its folder: the daemon may not write that folder (its mode, or the share's rights); will try again", "folder", filepath.Dir(it.path), "err", err)
			d.relookLater(it)
		} else {
			log.Warn("cannot claim the file (still open or locked?); will try again", "err", err)
			d.relookLater(it)
		}
		return
	}
	// No fsync and no journal yet: if the claim is lost in a crash the memo
	// is back in its folder; if it survives, the memo in the job folder is
	// the whole record (see rebuildJob). The journal's sync of the job
	// folder, before any report is written, makes the rename durable as one
	// operation (source and target) on journalling filesystems.
	free()
	j.Claimed = time.Now().UTC()
	log.Info("claimed", "folder", f.Path)
	d.run(ctx, j, f, jobDir, log)
}

// resume runs or finishes a job found in the work folder. Its journal is
// followed only when it verifies; otherwise the memo is checked again from
// scratch and every path is derived.
func (d *Daemon) resume(ctx context.Context, it item) {
	log := d.log.With("job", filepath.Base(it.jobDir))
	if _, err := os.Lstat(it.jobDir); errors.Is(err, fs.ErrNotExist) {
		log.Info("job gone from the work folder (adopted by another daemon)", "dir", it.jobDir)
		return
	}
	j, err := d.loadJournal(it.jobDir, it.folder)
	if err == nil {
		if _, lerr := os.Lstat(filepath.Join(it.jobDir, filepath.FromSlash(j.Name))); lerr != nil && d.holdsMemo(it.jobDir) {
			err = fmt.Errorf("its memo %q is not in the job folder", j.Name)
		}
	}
	if err != nil {
		if !errors.Is(err, fs.ErrNotExist) {
			log.Warn("the job's journal cannot be followed; its memo is checked again from scratch", "dir", it.jobDir, "why", err)
		}
		if j, err = d.rebuildJob(it.jobDir, it.folder); err != nil {
			log.Error("cannot recover job", "dir", it.jobDir, "err", err)
			return
		}
		if j == nil { // no memo: a crash before the claim, or planted
			d.removeJobDir(it.jobDir, it.folder, log)
			return
		}
	}
	log = log.With("memo", j.Name)
	log.Info("resuming job from the work folder", "state", j.State, "claimed_by", j.Daemon)
	j.Daemon = d.id // the daemon that finishes it signs the audit entry
	d.run(ctx, j, d.subfolder(it.folder, j.Sub), it.jobDir, log)
}

// holdsMemo reports whether a job folder holds a file that is not hidden.
func (d *Daemon) holdsMemo(jobDir string) bool {
	entries, _ := os.ReadDir(jobDir)
	for _, e := range entries {
		if !strings.HasPrefix(e.Name(), ".") {
			return true
		}
	}
	return false
}

// run takes a job from its state to the end: look at the memo (a private
// copy, its hash), check the copy, fix the final name in the journal, write
// the reports, verify the memo in the work folder is still what was
// checked, place it, audit. Re-running it after a crash at any point
// finishes the job once: one memo at its destination, one report.
func (d *Daemon) run(ctx context.Context, j *journal, f *folder, jobDir string, log *slog.Logger) {
	defer d.names.inTurn(filepath.Join(f.Reports, reportdir.Base(filepath.Base(j.Name))))()
	memoPath := filepath.Join(jobDir, filepath.FromSlash(j.Name))
	snapDir := filepath.Join(d.snapRoot, filepath.Base(jobDir))
	defer os.RemoveAll(snapDir)
	if _, err := os.Lstat(memoPath); err != nil {
		if j.State != stateNamed {
			log.Warn("job folder without its memo; dropping the job")
			d.removeJobDir(jobDir, f, log)
			d.names.release(j.ID)
			return
		}
		if !fsx.Exists(j.Dest) {
			log.Error("the memo is neither in the work folder nor at its destination", "dest", j.Dest)
		}
		d.finish(j, f, jobDir, log)
		return
	}
	for round := 1; ; round++ {
		st, err := d.identify(memoPath, snapDir)
		if err != nil {
			log.Error("cannot read the memo; it stays claimed and is retried later", "err", err)
			d.retryLater(f, jobDir)
			return
		}
		if st.held && j.Reason == "" {
			if time.Since(j.Claimed) < d.cfg.IncompleteTimeout.D() {
				log.Info("another program has the memo open for writing; waiting until it is closed")
				if j.State == stateClaimed {
					d.saveJournal(j, jobDir) // keeps the claim's time across retries and restarts
				}
				d.retryLater(f, jobDir)
				return
			}
			st.reason = heldReason
		}
		if st.incomplete != nil && j.Reason == "" {
			if err := d.returnToFolder(memoPath, f, filepath.Base(j.Name), false); err == nil {
				log.Info("the memo is not whole yet (written to after it settled); returned to its folder to settle again", "why", st.incomplete)
				d.removeJobDir(jobDir, f, log)
				d.names.release(j.ID)
				return
			}
			st.reason = d.incompleteReason(memoPath, st.incomplete)
		}
		changed := j.SHA256 != st.sum
		if changed && j.State == stateNamed {
			log.Warn("the memo in the work folder is not the one checked before; checking it again")
		}
		j.SHA256, j.Ident = st.sum, st.id
		if j.Reason == "" || j.Reason == heldReason {
			j.Reason = st.reason
		}

		// The report: this job's own, written before a crash, or a check.
		var m *reports.Memo
		fresh := false
		if j.State == stateNamed && !changed {
			m = d.ownReport(j)
		}
		start := time.Now()
		if m == nil {
			shared, alone := crashedChecks(jobDir)
			j.Runs = shared + alone + 1
			if alone >= maxCrashes {
				// Its checks, run alone, ended the whole process: fail it
				// closed instead of crashing at every restart and holding
				// up every other memo.
				log.Error("checking this memo ended the daemon's process before; failing it without another try", "crashes", shared+alone)
				m = &reports.Memo{Memo: filepath.Base(j.Name), Error: fmt.Sprintf("sprawdzanie tego memo %d razy przerwało pracę programu (awaria procesu) — memo nie zostało sprawdzone; przekaż je do działu IT", shared+alone)}
				m.Finish()
			} else {
				var returned bool
				if m, returned = d.checkMemo(ctx, j, st.snap, jobDir, log); returned {
					d.giveBack(j, f, jobDir, memoPath, log)
					return
				}
			}
			fresh = true
		}

		// The final name, fixed in the journal before the report is
		// written, so a re-run after a crash writes the same report.
		if fresh {
			m.Folder = f.Path // the revision rule's scope
		}
		if j.State != stateNamed {
			d.revisionOf(j, f, m) // a memo dropped again under its name
		}
		if fresh && j.Revision > 0 && m.Error == "" {
			m.Revise(j.Revision, j.PrevDecision, j.PrevLayer1)
		}
		oc := outcome(f, m)
		dir := d.destDir(f, oc)
		j.Outcome, j.Decision, j.Error = oc, m.Decision, m.Error
		var rendered [][]byte // the report's files, in reportdir.Files order: JSON first
		if fresh {
			if rendered, err = reportdir.Render(m); err != nil {
				log.Error("cannot render the report; the memo stays claimed and is retried later", "err", err)
				d.retryLater(f, jobDir)
				return
			}
			j.ReportSHA256 = sha256Hex(rendered[0])
		}
		oldReport := j.Report
		renamed := j.State != stateNamed || filepath.Dir(j.Dest) != dir
		if renamed {
			var final string
			if j.Revision > 0 {
				final, err = d.revisionName(j, f, dir)
			} else {
				final, err = d.chooseName(j.ID, dir, filepath.Base(j.Name), f.Reports, oldReport)
			}
			if err != nil {
				log.Error("no name for the memo in its destination folder; it stays claimed and is retried later", "folder", dir, "err", err)
				d.retryLater(f, jobDir)
				return
			}
			j.Final, j.State = final, stateNamed
		}
		d.derive(j, f)
		if fresh || renamed {
			if err := d.saveJournal(j, jobDir); err != nil {
				log.Error("cannot write the job journal; the memo stays claimed and is retried later", "err", err)
				d.retryLater(f, jobDir)
				return
			}
		}
		if oldReport != "" && oldReport != j.Report {
			reportdir.Remove(oldReport)
		}
		if err := d.archive(j, f); err != nil {
			log.Error("cannot archive the earlier version; the memo stays claimed and is retried later", "err", err)
			d.retryLater(f, jobDir)
			return
		}
		if fresh {
			// The copy before the report (a report means all is written);
			// the report then links to it, so it is rendered again and the
			// journal holds the hash of the report written.
			if d.writeCommented(ctx, j.Report, m, log) {
				if rendered, err = reportdir.Render(m); err != nil {
					log.Error("cannot render the report; the memo stays claimed and is retried later", "err", err)
					d.retryLater(f, jobDir)
					return
				}
				j.ReportSHA256 = sha256Hex(rendered[0])
				if err := d.saveJournal(j, jobDir); err != nil {
					log.Error("cannot write the job journal; the memo stays claimed and is retried later", "err", err)
					d.retryLater(f, jobDir)
					return
				}
			}
			if err := fsx.WriteAll(d.cfg.FileMode, reportdir.Files(j.Report), rendered); err != nil {
				log.Error("cannot write the report; the memo stays claimed and is retried later", "report", j.Report, "err", err)
				d.retryLater(f, jobDir)
				return
			}
			log.Info("checked", "decision", j.Decision, "outcome", j.Outcome, "error", j.Error, "report", j.Report, "seconds", time.Since(start).Seconds())
		}

		// Is the memo in the work folder still the one checked?
		if j.Ident != nil && j.Reason != heldReason {
			switch err := verifyUnchanged(memoPath, j); {
			case errors.Is(err, errChanged):
				if round < maxRechecks {
					log.Warn("the memo changed while it was checked; checking it again")
					continue
				}
				log.Warn("the memo keeps changing; it stays claimed and is checked again later")
				d.retryLater(f, jobDir)
				return
			case errors.Is(err, fsx.ErrHeldForWriting):
				log.Info("another program opened the memo for writing; waiting until it is closed")
				d.retryLater(f, jobDir)
				return
			case err != nil:
				log.Error("cannot read the memo again; it stays claimed and is retried later", "err", err)
				d.retryLater(f, jobDir)
				return
			}
		}
		if err := d.place(j, f, memoPath, st.snap, jobDir, log); err != nil {
			log.Error("cannot move the memo; it stays in the work folder and is retried later", "dest", j.Dest, "err", err)
			d.retryLater(f, jobDir)
			return
		}
		break
	}
	d.finish(j, f, jobDir, log)
}

// finish ends a job whose memo is at its destination: audit, job folder
// removed, names released.
func (d *Daemon) finish(j *journal, f *folder, jobDir string, log *slog.Logger) {
	if err := d.audit.append(j); err != nil {
		log.Error("cannot append to the audit log", "err", err)
	}
	d.removeJobDir(jobDir, f, log)
	d.names.release(j.ID)
	d.count(j.Outcome)
	d.index.touch()
	d.done(j)
	log.Info("done", "outcome", j.Outcome, "dest", j.Dest)
}
