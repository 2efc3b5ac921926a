package check

import (
	"context"
	"errors"
	"path/filepath"
	"sync"
	"time"

	"citeguard/reports"
)

// Result is one memo's check in CheckAll: its report, and the error when
// the memo could not be checked (the report then says why).
type Result struct {
	Memo *reports.Memo
	Err  error
}

// CheckAll checks the memos, at most parallel at once, each within its own
// time limit, and returns the results in the memos' order (`citeguard
// check` with several memos). A check that returns no memo — its time
// limit passed in a worker process, or an error — gets one that fails
// closed and says why.
func (c *Checker) CheckAll(ctx context.Context, memos []string, timeout time.Duration, parallel int) []Result {
	out := make([]Result, len(memos))
	next := make(chan int)
	var wg sync.WaitGroup
	for range max(parallel, 1) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				out[i] = checkWithin(ctx, memos[i], timeout, c.Check)
			}
		}()
	}
	for i := range memos {
		next <- i
	}
	close(next)
	wg.Wait()
	return out
}

// checkWithin checks one memo with check within timeout.
func checkWithin(ctx context.Context, path string, timeout time.Duration, check func(context.Context, string) (*reports.Memo, error)) Result {
	mctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	m, err := check(mctx, path)
	if m != nil {
		return Result{m, err}
	}
	// The daemon's words for the same failures (watcher's checkMemo).
	f := reports.Failure{Kind: reports.FailNoResult}
	switch {
	case mctx.Err() != nil:
		f = reports.Failure{Kind: reports.FailTimeout, Timeout: timeout}
	case err != nil:
		f = reports.Failure{Kind: reports.FailCrash}
	}
	m = reports.Failed(filepath.Base(path), f)
	if err == nil {
		err = errors.New(m.Error)
	}
	return Result{m, err}
}
