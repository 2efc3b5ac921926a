package main

import (
	"context"
	"errors"
	"testing"
	"time"

	"citeguard/reports"
)

// TestCheckAllFailureWords: a check that gives no report fails closed with
// the daemon's words for the same failure (watcher's checkMemo): its time
// limit, an error, no result at all.
func TestCheckAllFailureWords(t *testing.T) {
	t.Parallel()
	const limit = 50 * time.Millisecond
	for _, tc := range []struct {
		name string
		fn   func(context.Context, string) (*reports.Memo, error)
		want reports.Failure
	}{
		{"timeout", func(ctx context.Context, _ string) (*reports.Memo, error) { <-ctx.Done(); return nil, ctx.Err() },
			reports.Failure{Kind: reports.FailTimeout, Timeout: limit}},
		{"error", func(context.Context, string) (*reports.Memo, error) { return nil, errors.New("worker pool closed") },
			reports.Failure{Kind: reports.FailCrash}},
		{"nothing", func(context.Context, string) (*reports.Memo, error) { return nil, nil },
			reports.Failure{Kind: reports.FailNoResult}},
	} {
		r := checkAll(context.Background(), []string{"/tmp/in/Opinia.docx"}, limit, 1, tc.fn)[0]
		if r.m.Memo != "Opinia.docx" || r.m.Error != tc.want.Polish() || !r.m.Blocked || r.err == nil {
			t.Errorf("%s: %q (blocked %v, err %v), want %q", tc.name, r.m.Error, r.m.Blocked, r.err, tc.want.Polish())
		}
	}
}
