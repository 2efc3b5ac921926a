package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"path/filepath"
	"sync"
	"time"

	"citeguard/check"
	"citeguard/check/checkworker"
	"citeguard/reports"
)

// openChecker opens what checks the memos: with several memos and
// workers > 0, a pool of worker processes (checkworker: a kill at the
// time limit, memory bounded per worker); otherwise a check.Checker in this
// process. stale lists earlier reports whose sources changed since.
func openChecker(ctx context.Context, roots []string, state, collection string, memos, workers int, memoryMax int64, log *slog.Logger) (
	fn func(context.Context, string) (*reports.Memo, error), stale []check.Stale, close func(), err error) {
	if memos > 1 && workers > 0 {
		w, err := checkworker.Start(ctx, checkworker.Options{Library: roots, State: state, Workers: min(workers, memos), MemoryMax: memoryMax, Log: log,
			Collection: collection, CollectionReadOnly: collection != ""})
		if err != nil {
			return nil, nil, nil, err
		}
		if h := w.Health(); !h.Available {
			w.Close()
			return nil, nil, nil, fmt.Errorf("library unavailable: %s", h.Reason)
		}
		return w.Check, w.Stale(), w.Close, nil
	}
	c, err := check.New(ctx, check.Options{Roots: roots, State: state, Logger: log, ShrinkHold: -1, Collection: collection, CollectionReadOnly: collection != ""})
	if err != nil {
		return nil, nil, nil, err
	}
	if h := c.Health(); !h.Available {
		// Nothing is judged against a library that cannot answer: every
		// citation would be ⛔ for want of sources, not for a fault.
		c.Close()
		return nil, nil, nil, fmt.Errorf("library unavailable: %s", h.Reason)
	}
	return c.Check, c.StaleReports(), func() { c.Close() }, nil
}

// checkResult is one memo's check.
type checkResult struct {
	m   *reports.Memo
	err error
}

// checkAll checks the memos, parallel at most at once, each with its own
// time limit, and returns the results in the memos' order. A check that
// returns no memo (its time limit, an error) gets one that fails closed.
func checkAll(ctx context.Context, memos []string, timeout time.Duration, parallel int, fn func(context.Context, string) (*reports.Memo, error)) []checkResult {
	out := make([]checkResult, len(memos))
	next := make(chan int)
	var wg sync.WaitGroup
	for k := 0; k < parallel; k++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				mctx, cancel := context.WithTimeout(ctx, timeout)
				m, err := fn(mctx, memos[i])
				if m == nil {
					// The daemon's words for the same failures (watcher's checkMemo).
					f := reports.Failure{Kind: reports.FailNoResult}
					switch {
					case mctx.Err() != nil:
						f = reports.Failure{Kind: reports.FailTimeout, Timeout: timeout}
					case err != nil:
						f = reports.Failure{Kind: reports.FailCrash}
					}
					m = reports.Failed(filepath.Base(memos[i]), f)
					if err == nil {
						err = errors.New(m.Error)
					}
				}
				cancel()
				out[i] = checkResult{m, err}
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
