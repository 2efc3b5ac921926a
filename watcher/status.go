package watcher

import (
	"time"

	"citeguard/reports"
	"citeguard/reports/statuspage"
)

// recentWindow is how far back the status page lists reports.
const recentWindow = 24 * time.Hour

// problems are why the daemon is degraded (none: it is "ok"): a damaged
// audit log, the library unavailable, memos held, a reload that failed, a
// watched folder unavailable or refused. /healthz and the status page say
// the same.
func (d *Daemon) problems(lib *LibraryState) []statuspage.Problem {
	var out []statuspage.Problem
	if d.audit.damaged != "" {
		out = append(out, statuspage.Problem{Kind: statuspage.ProblemAudit, Detail: "damaged: " + d.audit.damaged})
	}
	if lib != nil && !lib.Available {
		out = append(out, statuspage.Problem{Kind: statuspage.ProblemLibrary, Detail: lib.Reason})
	}
	if held, why := d.hold.holding(); held {
		out = append(out, statuspage.Problem{Kind: statuspage.ProblemHeld, Detail: why})
	}
	if why := d.reloadFailure(); why != "" {
		out = append(out, statuspage.Problem{Kind: statuspage.ProblemReload, Detail: why})
	}
	for _, f := range d.folders.list {
		switch why := f.refusedWhy(); {
		case why != "":
			out = append(out, statuspage.Problem{Kind: statuspage.ProblemFolder, Detail: f.Path + ": " + why})
		case f.down.Load():
			out = append(out, statuspage.Problem{Kind: statuspage.ProblemFolder, Detail: f.Path + ": marker file missing (unmounted?)"})
		}
	}
	return out
}

// status is the daemon's state now, for /status.json and the status page.
func (d *Daemon) status() *statuspage.Status {
	now := time.Now()
	lib := d.hold.libraryState()
	st := &statuspage.Status{V: statuspage.Version, Generated: now, Daemon: d.state.id, Started: d.stats.started, Health: "ok",
		Problems: d.problems(lib), Waiting: d.waiting(), InFlight: d.stats.inFlight.Load(), Since: now.Add(-recentWindow),
		Processed: d.stats.outcomes()}
	if len(st.Problems) > 0 {
		st.Health = "degraded"
	}
	if st.Waiting == nil {
		st.Waiting = []reports.Waiting{}
	}
	st.Recent = d.index.recent(st.Since)
	if st.Recent == nil {
		st.Recent = []statuspage.Recent{}
	}
	if lib != nil {
		st.Library = &statuspage.Library{Available: lib.Available, Problem: lib.Problem, Reason: lib.Reason, Since: lib.Since, Sources: lib.Sources,
			Files: lib.Files, Unreadable: lib.Unreadable, UnreadableFiles: lib.UnreadableFiles, Updated: lib.Updated, Indexed: lib.Indexed}
	}
	for _, f := range d.folders.list {
		st.Folders = append(st.Folders, statuspage.Folder{Path: f.Path, Profile: f.Profile, Reports: f.Reports, Available: !f.down.Load(), Refused: f.refusedWhy()})
	}
	return st
}
