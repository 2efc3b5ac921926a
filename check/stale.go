package check

import (
	"context"
	"time"
)

// RefreshEvery is how often a long-running checker (the daemon) looks for
// sources added, changed or removed in the library folders; a look that
// finds nothing changed costs a walk and a stat per file.
const RefreshEvery = 30 * time.Second

// Stale is an earlier report that relied on a source version which has
// changed, been removed or become unreadable since: its verdicts may no
// longer hold and the memo should be checked again (seed 004).
type Stale struct {
	Report     string // the memo's report (its file name)
	Source     string // the library file, as reports show it
	Reason     string // "changed", "removed" or "unreadable"
	OldVersion string // the text version the report relied on
}

// StaleReports lists the reports that relied on a source version the
// library no longer serves.
func (c *Checker) StaleReports() []Stale {
	if c.procs != nil {
		return c.procs.staleReports()
	}
	if c.lib == nil {
		return nil
	}
	var out []Stale
	for _, st := range c.lib.Stale() {
		out = append(out, Stale{Report: st.Report, Source: c.displayPath(st.Path), Reason: staleReason(st.Reason), OldVersion: st.OldHash})
	}
	return out
}

// staleReason names what happened to a source a report used.
func staleReason(r string) string {
	switch r {
	case "removed", "unreadable":
		return r
	}
	return "changed"
}

// Refresh brings the library up to date when it was last looked at more
// than RefreshEvery ago, and logs once each report that relied on a source
// that changed since. A failure is logged; the index as it was serves. The
// daemon calls it before every memo.
func (c *Checker) Refresh(ctx context.Context) {
	if c.lib == nil {
		return
	}
	c.bgMu.Lock()
	bg := c.bg != nil
	c.bgMu.Unlock()
	if bg {
		return // Background keeps the library up to date
	}
	c.mu.Lock()
	due := time.Since(c.checked) >= RefreshEvery
	c.mu.Unlock()
	if due {
		c.update(ctx)
	}
}

// announceStale logs, once each, the reports that relied on a source
// version which has changed since. Called with c.mu held.
func (c *Checker) announceStale() {
	if c.announced == nil {
		c.announced = map[string]bool{}
	}
	for _, st := range c.StaleReports() {
		key := st.Report + "\x00" + st.OldVersion
		if c.announced[key] {
			continue
		}
		c.announced[key] = true
		c.log.Warn("a report relied on a source that is "+st.Reason+" since; check that memo again",
			"report", st.Report, "source", st.Source, "old_version", st.OldVersion[:min(12, len(st.OldVersion))])
	}
}
