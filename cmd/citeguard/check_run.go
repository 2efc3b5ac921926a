package main

import (
	"context"
	"fmt"
	"log/slog"

	"citeguard/check"
	"citeguard/library/online"
)

// openChecker opens what checks the memos of `citeguard check`: with
// several memos and workers > 0, worker processes (a kill at the time
// limit, memory bounded per worker); otherwise this process. A person's
// command never holds back a shrunk library, and a library that cannot
// answer is an error: every citation would be ⛔ for want of sources, not
// for a fault.
func openChecker(ctx context.Context, roots []string, state, collection string, memos, workers int, memoryMax int64, oc *online.Client, log *slog.Logger) (*check.Checker, error) {
	cfg := check.Config{Library: roots, State: state, Logger: log, ShrinkHold: -1, Collection: collection, CollectionReadOnly: collection != "",
		Online: oc, HandedIn: true}
	if memos > 1 && workers > 0 {
		cfg.Workers, cfg.MemoryMax = min(workers, memos), memoryMax
	}
	c, err := check.Open(ctx, cfg)
	if err != nil {
		return nil, err
	}
	if h := c.Health(); !h.Available {
		c.Close()
		return nil, fmt.Errorf("library unavailable: %s", h.Reason)
	}
	return c, nil
}
