package check

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
		r := checkWithin(context.Background(), "/tmp/in/Opinia.docx", limit, tc.fn)
		if r.Memo.Memo != "Opinia.docx" || r.Memo.Error != tc.want.Polish() || !r.Memo.Blocked || r.Err == nil {
			t.Errorf("%s: %q (blocked %v, err %v), want %q", tc.name, r.Memo.Error, r.Memo.Blocked, r.Err, tc.want.Polish())
		}
	}
}
