package check

import (
	"context"
	"errors"
	"fmt"
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
				out[i] = c.checkWithin(ctx, memos[i], timeout)
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

// checkWithin checks one memo within timeout.
func (c *Checker) checkWithin(ctx context.Context, path string, timeout time.Duration) Result {
	mctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	m, err := c.Check(mctx, path)
	if m != nil {
		return Result{m, err}
	}
	f := reports.Failure{Kind: reports.FailCheckError, What: fmt.Sprint(err)}
	if mctx.Err() != nil {
		f = reports.Failure{Kind: reports.FailCheckTimeout, Timeout: timeout}
	}
	m = failedMemo(path, f.Polish())
	if err == nil {
		err = errors.New(m.Error)
	}
	return Result{m, err}
}
