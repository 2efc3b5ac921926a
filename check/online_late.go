package check

// The lookups a memo stopped waiting for at the end of its time budget go
// on in the background — at most maxLate at once, each within lateFactor
// times the budget, all ended by Close — so that what the register sends
// is filed in the download folder, a library folder: the memo's next
// check (dropped again: a revision) has it. The report says so.

import (
	"context"
	"sync"
	"time"

	"citeguard/library/online"
)

// The bounds of the lookups that go on after a memo's budget.
const (
	maxLate    = 16
	lateFactor = 6
)

// lateLookups runs lookups that may outlive the memo that asked them.
type lateLookups struct {
	ctx   context.Context
	stop  context.CancelFunc
	wg    sync.WaitGroup
	slots chan struct{}
}

func newLateLookups() *lateLookups {
	ctx, stop := context.WithCancel(context.Background())
	return &lateLookups{ctx: ctx, stop: stop, slots: make(chan struct{}, maxLate)}
}

// start runs f with a context of its own, bounded by limit, when a slot is
// free; false when none is (the caller then asks within its budget only).
func (l *lateLookups) start(limit time.Duration, f func(context.Context)) bool {
	select {
	case l.slots <- struct{}{}:
	default:
		return false
	}
	l.wg.Add(1)
	go func() {
		defer l.wg.Done()
		defer func() { <-l.slots }()
		ctx, cancel := context.WithTimeout(l.ctx, limit)
		defer cancel()
		f(ctx)
	}()
	return true
}

// close ends every lookup still running and waits for them.
func (l *lateLookups) close() {
	if l == nil {
		return
	}
	l.stop()
	l.wg.Wait()
}

// askAll makes the memo's lookups and waits for them up to its time
// budget: a lookup not answered by then is a failure of the budget in the
// report, marked late when it goes on in the background.
func (c *Checker) askAll(ctx context.Context, asks []ask) ([]online.Answer, []bool) {
	budget := c.online.Config().Budget
	bctx, cancel := context.WithTimeout(ctx, budget)
	defer cancel()
	answers, late := make([]online.Answer, len(asks)), make([]bool, len(asks))
	chans := make([]chan online.Answer, len(asks))
	for i, a := range asks {
		ch := make(chan online.Answer, 1)
		chans[i] = ch
		ask := func(ctx context.Context) { ch <- c.online.Lookup(ctx, a.q) }
		lateAsk := func(ctx context.Context) {
			ans := c.online.Lookup(ctx, a.q)
			ch <- ans
			if bctx.Err() != nil {
				c.log.Info("a lookup answered after its memo's budget", "query", a.q.String(), "status", ans.Status.String(), "files", len(ans.Files))
			}
		}
		if c.late == nil || !c.late.start(lateFactor*budget, lateAsk) {
			go ask(bctx) // ends with the budget
		}
	}
	for i, ch := range chans {
		select {
		case answers[i] = <-ch:
			continue
		case <-bctx.Done():
		}
		select {
		case answers[i] = <-ch: // the budget's own failure, or an answer just in
		default:
			answers[i], late[i] = budgetAnswer(asks[i].q), c.late != nil
		}
	}
	return answers, late
}

// budgetAnswer is the answer of a lookup the memo stopped waiting for.
func budgetAnswer(q online.Query) online.Answer {
	src := map[online.Kind]string{online.KindJudgment: online.SourceSAOS, online.KindAct: online.SourceELI, online.KindEUAct: online.SourceEURLex}[q.Kind()]
	return online.Answer{Source: src, Query: q.String(), Status: online.Failed, Asked: time.Now(),
		Failure: &online.Failure{Kind: online.FailBudget, Detail: "no answer within the memo's time budget; still asking"}}
}
