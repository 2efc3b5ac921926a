package watcher

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	"citeguard/reports"
)

// maxCrashes is how many checks of one memo, each running alone, may end
// the whole process (a fatal error no recover catches, the OOM killer)
// before the memo fails closed without another check.
const maxCrashes = 2

// Attempt markers: before a check starts, its job folder gets an empty
// folder .attempt-shared-N (other checks may run beside it) or
// .attempt-alone-N (it runs alone). A check that returns, however it went,
// removes its marker; markers found at a later start are checks the process
// died in. mkdir is cheap and needs no fsync: what it guards
// against is the process ending, after which the page cache survives.
const (
	markShared = ".attempt-shared-"
	markAlone  = ".attempt-alone-"
)

// crashedChecks counts the checks of a job's memo that were under way when
// the process ended, beside other checks (shared) and alone.
func (w *workArea) crashedChecks(job *jobFolder) (shared, alone int) {
	entries, _ := job.ReadDir(".")
	for _, e := range entries {
		switch {
		case strings.HasPrefix(e.Name(), markShared):
			shared++
		case strings.HasPrefix(e.Name(), markAlone):
			alone++
		}
	}
	return shared, alone
}

// checkTurn waits until the job's memo may be checked and records the
// attempt. A memo a crash has already hit (a suspect) is checked alone, on
// every check slot: if the process dies then, it was this memo, and no
// memo that merely ran beside a bad one is ever blamed for it. release
// frees the slots; ok is false when hard ended the wait.
func (c *checker) turn(hard context.Context, job *jobFolder) (release func(), ok bool) {
	shared, alone := c.work.crashedChecks(job)
	need := 1
	if shared+alone > 0 {
		need = cap(c.slots)
		// One suspect at a time gathers slots, so two never each hold some.
		c.aloneMu.Lock()
		defer c.aloneMu.Unlock()
	}
	held := 0
	release = func() {
		for ; held > 0; held-- {
			<-c.slots
		}
	}
	for held < need {
		select {
		case c.slots <- struct{}{}:
			held++
		case <-hard.Done():
			release()
			return nil, false
		}
	}
	mark, n := markShared, shared+1
	if need == cap(c.slots) { // with one slot, every check runs alone
		mark, n = markAlone, alone+1
	}
	marker := c.work.mark(job, fmt.Sprintf("%s%d", mark, n))
	// A check that returns (or times out) did not end the process: its
	// marker goes, so a retry after an I/O error is never counted as a
	// crash.
	free := release
	return func() { c.work.unmark(job, marker); free() }, true
}

// errPrivateCopy marks an error of the daemon's private copy of a memo
// (its state folder: a full disk), not of reading the memo: it is not
// counted against the memo.
var errPrivateCopy = errors.New("private copy")

// copyWriter tags the errors of writing the private copy.
type copyWriter struct{ w io.Writer }

func (c copyWriter) Write(b []byte) (int, error) {
	n, err := c.w.Write(b)
	if err != nil {
		err = fmt.Errorf("%w: %w", errPrivateCopy, err)
	}
	return n, err
}

// markReadFailed is the marker of one failed read of a job's memo: an
// empty folder .read-failed-N in its job folder, so the count outlives a
// restart (and a takeover).
const markReadFailed = ".read-failed-"

// readFailed records one more failed read of the job's memo and returns
// how many there have been. The markers are the count; where the job
// folder cannot take one (a read-only share) the daemon's own count of
// this run stands in.
func (r *runner) readFailed(job *jobFolder) int {
	n := 0
	entries, _ := job.ReadDir(".")
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), markReadFailed) {
			n++
		}
	}
	n++
	job.Mkdir(fmt.Sprintf("%s%d", markReadFailed, n), 0o755)
	r.readMu.Lock()
	defer r.readMu.Unlock()
	if r.readFails == nil {
		r.readFails = map[string]int{}
	}
	r.readFails[job.name] = max(r.readFails[job.name]+1, n)
	return r.readFails[job.name]
}

// cannotRead decides, after a failed read of the memo (err), whether it
// is tried again (false) or fails now with its reason in j (true): after
// read_attempts failed reads. An error of the private copy is the
// daemon's, never counted.
func (jb *job) cannotRead(err error) bool {
	if errors.Is(err, errPrivateCopy) {
		return false
	}
	n := jb.r.readFailed(jb.dir)
	limit := max(jb.r.cfg.ReadAttempts, 1)
	if n < limit {
		jb.log.Warn("cannot read the memo; it stays claimed and is tried again later", "attempt", n, "of", limit, "err", err)
		return false
	}
	jb.log.Error("cannot read the memo after every attempt; it fails with a report", "attempts", n, "err", err)
	jb.j.Reason = reports.Failure{Kind: reports.FailCannotOpen, Count: n}.Polish()
	return true
}
