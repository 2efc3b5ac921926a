package watcher

import (
	"context"
	"path/filepath"
	"time"

	"citeguard/reports"
	"citeguard/reports/reportdir"
)

// The bounds of the work the daemon does itself for a memo, beside its
// check (issue 25): the report it renders has a size limit, and the
// commented copy it makes runs within what is left of the memo's time
// limit. The claims a check verifies are bounded by the checker
// (check.Config.MaxClaims): a memo over any of them fails closed.

// reportTooLarge is the size of the largest file of a rendered report
// when it exceeds limit (0 when none does).
func reportTooLarge(rendered [][]byte, limit int64) int64 {
	var most int64
	for _, b := range rendered {
		most = max(most, int64(len(b)))
	}
	if limit > 0 && most > limit {
		return most
	}
	return 0
}

// render renders the report and keeps its JSON's hash in the journal. A
// report over the size limit is not written: the memo fails instead, with
// a report that says so (its outcome recomputed: failed, never sent). With
// final (the re-render after the commented copy, whose destination is
// fixed), a report over the limit keeps the rendering before it (no link
// to the copy).
func (jb *job) render(final bool) error {
	if n := len(jb.m.Results) + len(jb.m.NotChecked); !final && jb.r.maxResults > 0 && n > jb.r.maxResults {
		// Rendering itself is the daemon's work, outside any worker and
		// time limit: a report of this many claims is not even rendered.
		jb.log.Error("the report holds more claims than the daemon renders: the memo fails", "claims", n, "limit", jb.r.maxResults)
		jb.fail(reports.Failure{Kind: reports.FailOverLimit, What: reports.PartClaims, Count: n, Limit: int64(jb.r.maxResults)})
	}
	rendered, err := reportdir.Render(jb.m)
	if err != nil {
		return err
	}
	if size := reportTooLarge(rendered, jb.r.maxReport); size > 0 {
		if final {
			jb.log.Warn("the report with the commented copy's link is over the size limit: the report without the link is written", "size", size, "limit", jb.r.maxReport)
			return nil
		}
		jb.log.Error("the report is over its size limit: it is not written and the memo fails", "size", size, "limit", jb.r.maxReport, "claims", len(jb.m.Results))
		jb.fail(reports.Failure{Kind: reports.FailOverLimit, What: reports.PartReport, Size: size, Limit: jb.r.maxReport})
		if rendered, err = reportdir.Render(jb.m); err != nil {
			return err
		}
	}
	jb.rendered = rendered
	jb.j.ReportSHA256 = sha256Hex(rendered[0])
	return nil
}

// copyContext is the context of the memo's commented copy: what is left
// of the memo's time limit since its check began (at least a tenth of it,
// so a check that took its whole time still gets a small copy made).
func (jb *job) copyContext() (context.Context, context.CancelFunc) {
	limit := jb.r.checker.timeout
	if limit <= 0 {
		return context.WithCancel(jb.ctx)
	}
	left := max(limit-time.Since(jb.start), limit/10)
	return context.WithTimeout(jb.ctx, left)
}

// writeCopy writes the commented copy within copyContext.
func (jb *job) writeCopy() bool {
	ctx, cancel := jb.copyContext()
	defer cancel()
	ok := jb.r.writeCommented(ctx, jb.j.Report, jb.m, jb.log)
	if !ok && ctx.Err() != nil {
		jb.log.Warn("no commented copy: the memo's time limit ran out before it was made", "memo", filepath.Base(jb.j.Name))
	}
	return ok
}

// fail replaces the memo's report by the failure f and recomputes its
// outcome (failed: never sent).
func (jb *job) fail(f reports.Failure) {
	j := jb.j
	jb.m = reports.Failed(j.Name, f)
	jb.m.Folder = jb.f.Path
	j.Outcome, j.Decision, j.Error = outcome(jb.f, jb.m), jb.m.Decision, jb.m.Error
}
