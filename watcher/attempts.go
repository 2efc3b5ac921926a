package watcher

import (
	"context"
	"fmt"
	"strings"
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
