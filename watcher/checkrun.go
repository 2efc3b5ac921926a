package watcher

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"runtime/debug"
	"strings"
	"time"

	"citeguard/cite"
	"citeguard/reports"
)

// checkMemo runs the checker with the time limit and panic isolation. Any
// failure becomes a memo with Error set (fail closed). returned is true when
// the check was cut short by shutdown: the memo is to be given back.
func (d *Daemon) checkMemo(hard context.Context, j *journal, path, jobDir string, log *slog.Logger) (m *reports.Memo, returned bool) {
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
	release, ok := d.checkTurn(hard, jobDir)
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
	var held *HoldError
	if errors.As(r.err, &held) {
		d.startHold(held.Reason)
		return nil, true // back to its folder, unjudged
	}
	switch {
	case r.err != nil && strings.HasPrefix(r.err.Error(), "panic: "):
		log.Error("check failed: the checker panicked", "err", r.err)
		return fail(reports.Failure{Kind: reports.FailCrash}.Polish())
	case ctx.Err() != nil && (r.m == nil || r.err != nil):
		log.Error("check failed: time limit exceeded", "timeout", d.cfg.Timeout.D().String())
		return fail(reports.Failure{Kind: reports.FailTimeout, Timeout: d.cfg.Timeout.D()}.Polish())
	case r.err != nil && r.m != nil && r.m.Error != "":
		// The checker said why in the report's words (check.Failure: the
		// same text `citeguard check` gives, no path); the error is for the log.
		log.Error("check failed", "err", r.err)
		return fail(r.m.Error)
	case r.err != nil:
		log.Error("check failed", "err", r.err)
		return fail(reports.Failure{Kind: reports.FailCrash}.Polish())
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
