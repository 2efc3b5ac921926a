package watcher

import (
	"context"
	"log/slog"
	"path/filepath"
	"slices"
	"time"

	"citeguard/reports"
	"citeguard/reports/reportdir"
)

// maxRechecks bounds how often one run checks a memo that keeps changing
// in the work folder; then it waits (retryLater) and tries again.
const maxRechecks = 3

// A job runs as a state machine: each step is one function (jobsteps.go)
// that does its work and names the next step. The steps of one run, in the
// journal's crash-safe order — nothing is written to the reports or the
// destinations before the journal that names them is durable, and the
// memo moves on only after its report is written:
//
//	locate   the memo in the job folder?      → identify | drop (no memo) | finish (already placed)
//	identify private copy, hash, writer       → check | retry | drop (not whole: back to its folder)
//	check    the job's own report, or a check → decide | giveBack (shutdown, hold)
//	decide   revision, outcome, render        → name | retry
//	name     the final name in the journal    → archive | retry
//	archive  the earlier version aside        → write | retry
//	write    commented copy, the report       → verify | retry
//	verify   the memo still the one checked?  → place | identify (changed: again) | retry
//	place    the memo at its destination      → finish | retry
//
// and the ends: finish (audit, job folder removed), retry (the job stays
// claimed and runs again later), drop (the job folder removed without an
// audit entry), giveBack (the memo back in its folder, unchecked). Running
// the machine again after a crash at any point finishes the job once: one
// memo at its destination, one report.
type step uint8

const (
	stepLocate step = iota
	stepIdentify
	stepCheck
	stepDecide
	stepName
	stepArchive
	stepWrite
	stepVerify
	stepPlace
	stepFinish
	stepRetry
	stepDrop
	stepGiveBack
	stepDone
)

var stepNames = [...]string{"locate", "identify", "check", "decide", "name", "archive", "write", "verify", "place", "finish", "retry", "drop", "giveBack", "done"}

func (s step) String() string { return stepNames[s] }

// transitions are the steps each step may hand on to; run refuses any
// other (the job then stays claimed: fail closed).
var transitions = map[step][]step{
	stepLocate:   {stepIdentify, stepDrop, stepFinish},
	stepIdentify: {stepCheck, stepRetry, stepDrop},
	stepCheck:    {stepDecide, stepGiveBack},
	stepDecide:   {stepName, stepRetry},
	stepName:     {stepArchive, stepRetry},
	stepArchive:  {stepWrite, stepRetry},
	stepWrite:    {stepVerify, stepRetry},
	stepVerify:   {stepPlace, stepIdentify, stepRetry},
	stepPlace:    {stepFinish, stepRetry},
	stepFinish:   {stepDone},
	stepRetry:    {stepDone},
	stepDrop:     {stepDone},
	stepGiveBack: {stepDone},
}

// refused is told of a transition the table does not allow (the tests make
// it fail loudly: every test then also checks the table).
var refused = func(from, to step) {}

// job is one run of a job through the steps: its journal and what the
// steps hand on to each other.
type job struct {
	r       *runner
	ctx     context.Context // hard: ends the check at the end of the grace period
	j       *journal
	f       *folder
	dir     *jobFolder // the job folder, open for the whole run
	memo    string     // the memo's name in it
	snapDir string     // its private copy's folder (a name in the state folder)
	adopted bool       // resumed from its journal (a restart, a retry, a takeover)
	log     *slog.Logger

	round     int           // checks of this run (verify → identify: the memo changed)
	st        memoState     // identify: what the memo in the work folder is
	changed   bool          // identify: not the bytes the journal names
	m         *reports.Memo // check: the report
	fresh     bool          // check: m was made by a check of this run, not read back
	start     time.Time     // check: when it began
	rendered  [][]byte      // decide, write: the report's files, in reportdir.Files order (JSON first)
	oldReport string        // name: the report path before this run named the memo
}

// run takes a job from its state to the end (see step).
func (r *runner) run(ctx context.Context, j *journal, f *folder, jf *jobFolder, adopted bool, log *slog.Logger) {
	defer jf.Close()
	defer r.stats.active.track(jf.name, j.Name, f)()
	defer r.names.inTurn(filepath.Join(f.Reports, reportdir.Base(filepath.Base(j.Name))))()
	jb := &job{r: r, ctx: ctx, j: j, f: f, dir: jf, memo: j.Name, snapDir: r.state.snapDir(jf.name), adopted: adopted, log: log}
	defer r.state.dir.RemoveAll(jb.snapDir)
	for s := stepLocate; s != stepDone; {
		next := jb.do(s)
		if !slices.Contains(transitions[s], next) {
			refused(s, next)
			log.Error("job: a step handed on to a step it may not; the memo stays claimed and is retried later", "from", s, "to", next)
			next = stepRetry
		}
		s = next
	}
}

// do runs one step and returns the next.
func (jb *job) do(s step) step {
	switch s {
	case stepLocate:
		return jb.locate()
	case stepIdentify:
		return jb.identify()
	case stepCheck:
		return jb.check()
	case stepDecide:
		return jb.decide()
	case stepName:
		return jb.name()
	case stepArchive:
		return jb.archive()
	case stepWrite:
		return jb.write()
	case stepVerify:
		return jb.verify()
	case stepPlace:
		return jb.place()
	case stepFinish:
		jb.r.finish(jb.j, jb.f, jb.dir, jb.log)
	case stepRetry:
		jb.r.retryLater(jb.f, jb.dir.name)
	case stepDrop:
		jb.r.work.removeJob(jb.dir, jb.f, jb.log)
		jb.r.names.release(jb.j.ID)
	case stepGiveBack:
		jb.r.giveBack(jb.j, jb.f, jb.dir, jb.memo, jb.log)
	}
	return stepDone
}

// retry logs why the job stays claimed (at level) and ends this run: it
// runs again later.
func (jb *job) retry(level slog.Level, msg string, args ...any) step {
	jb.log.Log(context.Background(), level, msg, args...)
	return stepRetry
}
