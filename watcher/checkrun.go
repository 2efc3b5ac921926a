package watcher

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"runtime"
	"runtime/debug"
	"strings"
	"sync"
	"time"

	"citeguard/cite"
	"citeguard/reports"
)

// checker runs the injected CheckFunc: a check slot per concurrent check,
// the attempt markers that find a memo which ends the process, the time
// limit and panic isolation. It owns the slots.
type checker struct {
	check   CheckFunc
	timeout time.Duration
	slots   chan struct{} // a slot per concurrent check (concurrency)
	aloneMu sync.Mutex    // one suspect memo at a time gathers every slot
	work    *workArea     // the attempt markers
	hold    *hold
	stats   *stats
}

func newChecker(check CheckFunc, cfg *Config, work *workArea, hold *hold, stats *stats) *checker {
	conc := cfg.Concurrency
	if conc <= 0 {
		conc = runtime.NumCPU()
	}
	return &checker{check: check, timeout: cfg.Timeout.D(), slots: make(chan struct{}, conc), work: work, hold: hold, stats: stats}
}

// result is what a CheckFunc gave back.
type result struct {
	m   *reports.Memo
	err error
}

// run checks the memo's private copy at path with the time limit and panic
// isolation. Any failure becomes a memo with Error set (fail closed).
// returned is true when the check was cut short by shutdown, or held: the
// memo is to be given back.
func (c *checker) run(hard context.Context, j *journal, path string, job *jobFolder, log *slog.Logger) (m *reports.Memo, returned bool) {
	if j.Reason != "" {
		return reports.FailedAs(j.Name, j.Reason), false
	}
	// Wait for a check slot (all of them for a memo a crash has hit); the
	// time limit starts with the check.
	release, ok := c.turn(hard, job)
	if !ok {
		return nil, true
	}
	// The slot is freed when the check returns or times out: a checker stuck
	// past its time limit (ignoring ctx) runs on unaccounted, but it cannot
	// stall the daemon.
	defer release()
	start := time.Now()
	defer func() { c.stats.checked(time.Since(start)) }()
	ctx, cancel := context.WithTimeout(hard, c.timeout)
	defer cancel()
	ch := make(chan result, 1)
	go func() {
		defer func() {
			if r := recover(); r != nil {
				log.Error("checker panicked", "panic", fmt.Sprint(r), "stack", string(debug.Stack()))
				ch <- result{err: fmt.Errorf("panic: %v", r)}
			}
		}()
		m, err := c.check(ctx, path)
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
	var held *HoldError
	if errors.As(r.err, &held) {
		c.hold.start(held.Reason)
		return nil, true // back to its folder, unjudged
	}
	return c.judge(ctx, j, r, log), false
}

// judge turns what the checker gave back into the memo's report: a failure
// report for a panic, a timeout, an error or no result.
func (c *checker) judge(ctx context.Context, j *journal, r result, log *slog.Logger) *reports.Memo {
	switch {
	case r.err != nil && strings.HasPrefix(r.err.Error(), "panic: "):
		log.Error("check failed: the checker panicked", "err", r.err)
		return reports.Failed(j.Name, reports.Failure{Kind: reports.FailCrash})
	case ctx.Err() != nil && (r.m == nil || r.err != nil):
		log.Error("check failed: time limit exceeded", "timeout", c.timeout.String())
		return reports.Failed(j.Name, reports.Failure{Kind: reports.FailTimeout, Timeout: c.timeout})
	case r.err != nil && r.m != nil && r.m.Error != "":
		// The checker said why in the report's words (check.Failure: the
		// same text `citeguard check` gives, no path); the error is for the log.
		log.Error("check failed", "err", r.err)
		return reports.FailedAs(j.Name, r.m.Error)
	case r.err != nil:
		log.Error("check failed", "err", r.err)
		return reports.Failed(j.Name, reports.Failure{Kind: reports.FailCrash})
	case r.m == nil:
		log.Error("check failed: the checker returned no result")
		return reports.Failed(j.Name, reports.Failure{Kind: reports.FailNoResult})
	}
	m := r.m
	if m.Memo == "" {
		m.Memo = j.Name
	}
	if m.Decision == "" {
		m.Finish()
	}
	return m
}

// outcome decides where a checked memo goes. It fails closed: anything but
// a memo that was checked, blocks nothing and (for a gate) says "Wyślij"
// with every claim verified and carries no comments or tracked changes,
// never goes onward. The memo's own verdict and
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
		if m.Carried.Any() {
			// Comments and tracked changes travel with the file: its
			// recipients would see them (the report says to remove them).
			return OutcomeBlocked
		}
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
