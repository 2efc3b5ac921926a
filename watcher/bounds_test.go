package watcher

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"citeguard/cite"
	"citeguard/internal/fsx"
	"citeguard/reports"
)

// manyClaims is a checker whose every memo holds n verified claims: clean,
// „Wyślij”, with a large report.
func manyClaims(n int) CheckFunc {
	return func(ctx context.Context, path string) (*reports.Memo, error) {
		m := &reports.Memo{Memo: filepath.Base(path)}
		for i := range n {
			m.Results = append(m.Results, reports.Claim{ID: fmt.Sprintf("C%d", i+1), Status: cite.Zweryfikowany,
				MemoPassage: strings.Repeat("Sąd Najwyższy przyjął, że kara umowna należy się wierzycielowi. ", 3)})
		}
		m.Finish()
		return m, nil
	}
}

// TestReportSizeLimit: a clean memo in a gate whose report would exceed
// the report size limit is not sent: it goes to failed/ with a report that
// says why in Polish, small enough to be written; one under the limit is
// sent. A report of more claims than the daemon renders is not rendered at
// all: the memo fails with the count (issue 25 item 6).
func TestReportSizeLimit(t *testing.T) {
	for _, tc := range []struct {
		name    string
		limit   int64
		claims  int
		results int // maxResults
		dest    string
		reason  string
	}{
		{"over.txt", 256 << 10, 2000, 10000, "failed", "raport z tego memo miałby"},
		{"under.txt", 256 << 10, 3, 10000, "send", ""},
		{"many.txt", 64 << 20, 101, 100, "failed", "memo zawiera 101 cytowań i powołań do sprawdzenia (limit 100)"},
		{"enough.txt", 64 << 20, 100, 100, "send", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			c := testConfig(t, dir, gateYAML)
			d, err := New(c, manyClaims(tc.claims), Options{Logger: quietLogger(t)})
			if err != nil {
				t.Fatal(err)
			}
			d.jobs.maxReport, d.jobs.maxResults = tc.limit, tc.results
			stop := runUntilStop(t, d)
			dropAtomic(t, filepath.Join(dir, "outbox", tc.name), "Memo.\n")
			waitFor(t, tc.name+" in "+tc.dest, func() bool { return fsx.Exists(filepath.Join(dir, tc.dest, tc.name)) })
			stop()
			for _, other := range []string{"send", "failed", "blocked"} {
				if other != tc.dest && fsx.Exists(filepath.Join(dir, other, tc.name)) {
					t.Errorf("%s also in %s/", tc.name, other)
				}
			}
			md, _ := os.ReadFile(filepath.Join(dir, "reports", tc.name+".md"))
			if tc.reason != "" && !strings.Contains(string(md), tc.reason) || tc.reason == "" && strings.Contains(string(md), "limit") {
				t.Errorf("report lacks %q (or names a limit it should not):\n%.600s", tc.reason, md)
			}
			for _, ext := range []string{".md", ".json", ".html"} {
				if fi, err := os.Stat(filepath.Join(dir, "reports", tc.name+ext)); err != nil || fi.Size() > tc.limit {
					t.Errorf("report %s: %v, size over the limit %d", ext, err, tc.limit)
				}
			}
			entries, err := VerifyAudit(filepath.Join(c.State, "audit.jsonl"))
			if err != nil || len(entries) != 1 || entries[0].Outcome != map[string]string{"send": OutcomeSent, "failed": OutcomeFailed}[tc.dest] {
				t.Errorf("audit %v: %+v", err, entries)
			}
		})
	}
}

// TestCopyWithinTimeLimit: the commented copy gets what is left of the
// memo's time limit since its check began, and a tenth of it once the check
// took it all; without a limit, the daemon's own context alone.
func TestCopyWithinTimeLimit(t *testing.T) {
	for _, tc := range []struct {
		limit, took, most time.Duration
	}{
		{10 * time.Second, 4 * time.Second, 6 * time.Second},
		{10 * time.Second, 30 * time.Second, time.Second},
		{0, time.Hour, 0},
	} {
		jb := &job{r: &runner{checker: &checker{timeout: tc.limit}}, ctx: context.Background(), start: time.Now().Add(-tc.took)}
		ctx, cancel := jb.copyContext()
		dl, ok := ctx.Deadline()
		cancel()
		if tc.most == 0 {
			if ok {
				t.Errorf("limit 0: a deadline %v", dl)
			}
			continue
		}
		if !ok || time.Until(dl) > tc.most {
			t.Errorf("limit %v, check took %v: deadline in %v, want at most %v", tc.limit, tc.took, time.Until(dl), tc.most)
		}
	}
}
