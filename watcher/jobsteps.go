package watcher

// The steps of a job (see step in job.go), in their order.

import (
	"errors"
	"log/slog"
	"path/filepath"
	"time"

	"citeguard/internal/fsx"
	"citeguard/reports"
	"citeguard/reports/reportdir"
)

// locate: a job folder without its memo is dropped, unless the journal has
// named the memo's destination: then it was placed before a crash.
func (jb *job) locate() step {
	if _, err := jb.dir.Lstat(jb.memo); err == nil {
		return stepIdentify
	}
	if jb.j.State != stateNamed {
		jb.log.Warn("job folder without its memo; dropping the job")
		return stepDrop
	}
	if dd, dn, err := jb.r.folders.at(jb.j.Dest); err != nil || !dd.Exists(dn) {
		jb.log.Error("the memo is neither in the work folder nor at its destination", "dest", jb.j.Dest)
	}
	return stepFinish
}

// identify makes the private copy of the memo and its hash; a memo another
// program holds open for writing waits, one that is not whole goes back to
// its folder to settle again.
func (jb *job) identify() step {
	jb.round++
	j := jb.j
	st, err := jb.r.identify(jb.dir, jb.memo, jb.snapDir)
	if err != nil && !jb.cannotRead(err) { // attempts.go: read_attempts, then it fails
		return jb.retry(slog.LevelError, "cannot read the memo; it stays claimed and is retried later", "err", err)
	}
	if err != nil {
		st = memoState{reason: j.Reason}
	}
	if st.held && j.Reason == "" {
		if time.Since(j.Claimed) < jb.r.cfg.IncompleteTimeout.D() {
			jb.log.Info("another program has the memo open for writing; waiting until it is closed")
			if j.State == stateClaimed {
				jb.r.journals.save(j, jb.dir) // keeps the claim's time across retries and restarts
			}
			return stepRetry
		}
		st.reason = heldReason
	}
	if st.incomplete != nil && j.Reason == "" {
		if err := jb.r.work.returnToFolder(jb.dir, jb.memo, jb.f, filepath.Base(j.Name), false); err == nil {
			jb.log.Info("the memo is not whole yet (written to after it settled); returned to its folder to settle again", "why", st.incomplete)
			return stepDrop
		}
		st.reason = incompleteReason(jb.r.cfg, jb.log, jb.r.work.memoPath(jb.dir, jb.memo), st.incomplete)
	}
	jb.changed = j.SHA256 != st.sum
	if jb.changed && j.State == stateNamed {
		jb.log.Warn("the memo in the work folder is not the one checked before; checking it again")
	}
	j.SHA256, j.Ident = st.sum, st.id
	if j.Reason == "" || j.Reason == heldReason {
		j.Reason = st.reason
	}
	jb.st = st
	return stepCheck
}

// check gives the report: this job's own, written before a crash, or a
// check of the private copy. A memo whose checks ended the process, run
// alone, maxCrashes times fails closed without another.
func (jb *job) check() step {
	j := jb.j
	jb.m, jb.fresh = nil, false
	switch {
	case j.State != stateNamed || jb.changed:
	case jb.adopted && jb.f.Profile == ProfileGate:
		// A gate never sends on the word of a journal alone: the journal is
		// on the share, and a job adopted after a restart, a retry or a
		// takeover is checked again before anything goes to its send folder.
		jb.log.Info("a gate's job resumed from its journal: its memo is checked again before anything is placed")
	default:
		jb.m = jb.r.ownReport(j)
	}
	jb.start = time.Now()
	if jb.m != nil {
		return stepDecide
	}
	shared, alone := jb.r.work.crashedChecks(jb.dir)
	j.Runs = shared + alone + 1
	if alone >= maxCrashes {
		// Its checks, run alone, ended the whole process: fail it closed
		// instead of crashing at every restart and holding up every other
		// memo.
		jb.log.Error("checking this memo ended the daemon's process before; failing it without another try", "crashes", shared+alone)
		jb.m = reports.Failed(filepath.Base(j.Name), reports.Failure{Kind: reports.FailCrashLoop, Count: shared + alone})
	} else {
		src := jb.handIn() // handedin.go: the memo's own sources, in an inbox
		m, returned := jb.r.checker.run(jb.ctx, j, jb.st.snap, jb.dir, jb.log)
		if returned {
			return stepGiveBack
		}
		jb.noteHandedIn(src, m)
		jb.m = m
	}
	jb.fresh = true
	return stepDecide
}

// decide: the revision the memo is, its outcome, and (checked now) the
// report rendered.
func (jb *job) decide() step {
	j, f, m := jb.j, jb.f, jb.m
	if jb.fresh {
		m.Folder = f.Path // the revision rule's scope
	}
	if j.State != stateNamed {
		jb.r.names.revisionOf(j, f, m) // a memo dropped again under its name
	}
	if jb.fresh && j.Revision > 0 && m.Error == "" {
		m.Revise(j.Revision, j.PrevDecision, j.PrevLayer1)
		m.Compare(j.PrevBasis)
	}
	j.Outcome, j.Decision, j.Error = outcome(f, m), m.Decision, m.Error
	if dir := f.dest(j.Outcome); jb.fresh && dir != "" {
		m.MovedTo = filepath.Base(dir) // the report says where the memo is now
	}
	jb.rendered = nil
	if jb.fresh {
		if err := jb.render(false); err != nil {
			return jb.retry(slog.LevelError, "cannot render the report; the memo stays claimed and is retried later", "err", err)
		}
	}
	return stepName
}

// name fixes the final name in the journal before the report is written,
// so a re-run after a crash writes the same report.
func (jb *job) name() step {
	j, f := jb.j, jb.f
	dir := f.dest(j.Outcome)
	jb.oldReport = j.Report
	renamed := j.State != stateNamed || filepath.Dir(j.Dest) != dir
	if renamed {
		var final string
		var err error
		if j.Revision > 0 {
			final, err = jb.r.names.revisionName(j, f, dir)
		} else {
			final, err = jb.r.names.choose(j.ID, dir, filepath.Base(j.Name), f.Reports, jb.oldReport)
		}
		if err != nil {
			return jb.retry(slog.LevelError, "no name for the memo in its destination folder; it stays claimed and is retried later", "folder", dir, "err", err)
		}
		j.Final, j.State = final, stateNamed
	}
	jb.r.journals.derive(j, f)
	if jb.fresh || renamed {
		if err := jb.r.journals.save(j, jb.dir); err != nil {
			return jb.retry(slog.LevelError, "cannot write the job journal; the memo stays claimed and is retried later", "err", err)
		}
	}
	return stepArchive
}

// archive removes a report this job wrote under an earlier name and moves
// the earlier version of a revision aside.
func (jb *job) archive() step {
	if err := jb.r.folders.guard(jb.j.Report); err != nil {
		return jb.retry(slog.LevelError, "the reports folder is not the one configured; the memo stays claimed and is retried later", "err", err)
	}
	if jb.oldReport != "" && jb.oldReport != jb.j.Report && jb.r.folders.guard(jb.oldReport) == nil {
		reportdir.Remove(jb.oldReport)
	}
	if err := archive(jb.r.folders, jb.j, jb.f); err != nil {
		return jb.retry(slog.LevelError, "cannot archive the earlier version; the memo stays claimed and is retried later", "err", err)
	}
	return stepWrite
}

// write writes a fresh report: the commented copy first (a report means
// all is written); the report then links to it, so it is rendered again
// and the journal holds the hash of the report written.
func (jb *job) write() step {
	if !jb.fresh {
		return stepVerify
	}
	j := jb.j
	if jb.writeCopy() { // bounds.go: within the memo's time limit
		if err := jb.render(true); err != nil {
			return jb.retry(slog.LevelError, "cannot render the report; the memo stays claimed and is retried later", "err", err)
		}
		if err := jb.r.journals.save(j, jb.dir); err != nil {
			return jb.retry(slog.LevelError, "cannot write the job journal; the memo stays claimed and is retried later", "err", err)
		}
	}
	if err := jb.r.writeReport(j.Report, jb.rendered); err != nil {
		return jb.retry(slog.LevelError, "cannot write the report; the memo stays claimed and is retried later", "report", j.Report, "err", err)
	}
	jb.log.Info("checked", "decision", j.Decision, "outcome", j.Outcome, "error", j.Error, "report", j.Report, "seconds", time.Since(jb.start).Seconds())
	return stepVerify
}

// verify: is the memo in the work folder still the one checked? A changed
// one is checked again (maxRechecks in one run), one held open for writing
// waits.
func (jb *job) verify() step {
	if jb.j.Ident == nil || jb.j.Reason == heldReason {
		return stepPlace
	}
	switch err := jb.r.work.verifyUnchanged(jb.dir, jb.memo, jb.j); {
	case errors.Is(err, errChanged):
		if jb.round < maxRechecks {
			jb.log.Warn("the memo changed while it was checked; checking it again")
			return stepIdentify
		}
		return jb.retry(slog.LevelWarn, "the memo keeps changing; it stays claimed and is checked again later")
	case errors.Is(err, fsx.ErrHeldForWriting):
		return jb.retry(slog.LevelInfo, "another program opened the memo for writing; waiting until it is closed")
	case err != nil:
		return jb.retry(slog.LevelError, "cannot read the memo again; it stays claimed and is retried later", "err", err)
	}
	return stepPlace
}

// place moves the memo to its destination (runner.place). A memo that
// goes out (a gate's send folder) has its audit entry written, synced,
// before: a memo whose entry could not be written is held in the work
// folder, not sent, and tried again later (auditfail.go).
func (jb *job) place() step {
	if jb.j.Outcome == OutcomeSent {
		if err := jb.r.audit.append(jb.j); err != nil {
			return jb.retry(slog.LevelError, "the memo's audit entry cannot be written: it is held in the work folder, not sent, and tried again later", "err", err)
		}
	}
	if err := jb.r.place(jb.j, jb.f, jb.dir, jb.memo, jb.st.snapName, jb.log); err != nil {
		return jb.retry(slog.LevelError, "cannot move the memo; it stays in the work folder and is retried later", "dest", jb.j.Dest, "err", err)
	}
	jb.archiveSources(jb.log) // handedin.go
	return stepFinish
}
