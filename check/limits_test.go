package check

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"

	"citeguard/library"
	"citeguard/reports"
)

// countingResolver counts the anchors a check resolves: a memo over the
// claim limit resolves none.
type countingResolver struct {
	*fakeLibrary
	resolved atomic.Int64
}

func (r *countingResolver) Resolve(q library.Query) (*library.Resolution, error) {
	r.resolved.Add(1)
	return r.fakeLibrary.Resolve(q)
}

// TestClaimLimit is the short CI form of the 100,000-footnote memo (issue
// 25 item 6): over the claim limit the memo is not checked — no anchor is
// resolved, no result reported — and its report says why in Polish, with
// the count and the limit; under it every claim is checked. Counts, not
// times.
func TestClaimLimit(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	for _, tc := range []struct {
		name     string
		data     []byte
		limit    int
		over     bool
		claimsAt int // at least this many claims found
	}{
		{"footnotes-100000.docx", footnoteDOCX(t, 100000), 0, true, 100000},
		{"quotations-50000.txt", quotationTXT(50000), 0, true, 50000},
		{"footnotes-60.docx", footnoteDOCX(t, 60), 50, true, 60},
		{"footnotes-24.docx", footnoteDOCX(t, 24), 50, false, 24},
		{"quotations-40.txt", quotationTXT(40), 50, false, 40},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(dir, tc.name)
			if err := os.WriteFile(path, tc.data, 0o644); err != nil {
				t.Fatal(err)
			}
			res := &countingResolver{fakeLibrary: newFake()}
			c, err := Open(context.Background(), Config{Resolver: res, Logger: quietLog(), MaxClaims: tc.limit})
			if err != nil {
				t.Fatal(err)
			}
			defer c.Close()
			m, err := c.Check(context.Background(), path)
			if !tc.over {
				if err != nil || m.Error != "" || len(m.Results) < tc.claimsAt || res.resolved.Load() == 0 {
					t.Fatalf("under the limit: err %v, error %q, %d results, %d resolved", err, m.Error, len(m.Results), res.resolved.Load())
				}
				if strings.HasSuffix(tc.name, ".docx") {
					// 20 sentences a page: the footnote claims of the last
					// sentences stand on page 2, found through the index of
					// footnote pages.
					onPage2 := 0
					for _, r := range m.Results {
						if r.Footnote > 0 && r.Page == 2 {
							onPage2++
						}
					}
					if onPage2 == 0 {
						t.Errorf("no footnote claim on page 2: %+v", m.Results)
					}
				}
				return
			}
			var le *ClaimLimitError
			if !errors.As(err, &le) || le.Count < tc.claimsAt || le.Limit != maxClaims(tc.limit) {
				t.Fatalf("err = %v, want a ClaimLimitError of ≥ %d claims, limit %d", err, tc.claimsAt, maxClaims(tc.limit))
			}
			if n := res.resolved.Load(); n != 0 || len(m.Results) != 0 {
				t.Errorf("over the limit %d anchors were resolved and %d results reported", n, len(m.Results))
			}
			want := reports.Failure{Kind: reports.FailOverLimit, What: reports.PartClaims, Count: le.Count, Limit: int64(le.Limit)}.Polish()
			if m.Error != want || !strings.Contains(m.Error, "nie zostało sprawdzone") {
				t.Errorf("report's reason %q, want %q", m.Error, want)
			}
			if !m.Decision.Blocks() && m.Decision != "" {
				t.Errorf("decision %q of a memo not checked", m.Decision)
			}
		})
	}
}

// TestCheckStopsAtItsTimeLimit: a check whose time ran out verifies no
// further claim and fails as a timeout (in-process checks have nothing
// else that stops them).
func TestCheckStopsAtItsTimeLimit(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "memo.txt")
	if err := os.WriteFile(path, quotationTXT(200), 0o644); err != nil {
		t.Fatal(err)
	}
	res := &countingResolver{fakeLibrary: newFake()}
	c, err := Open(context.Background(), Config{Resolver: res, Logger: quietLog()})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	ctx, cancel := context.WithTimeoutCause(context.Background(), 0, context.DeadlineExceeded)
	defer cancel()
	m, err := c.Check(ctx, path)
	if !errors.Is(err, context.DeadlineExceeded) || res.resolved.Load() != 0 {
		t.Fatalf("err %v, %d anchors resolved after the deadline", err, res.resolved.Load())
	}
	if want := (reports.Failure{Kind: reports.FailTimeout}).Polish(); m.Error != want {
		t.Errorf("reason %q, want %q", m.Error, want)
	}
}
