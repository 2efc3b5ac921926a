package watcher

import (
	"path"
	"strings"
	"sync"
	"time"

	"citeguard/internal/fsx"
	"citeguard/reports"
)

// activeJobs are the jobs a worker is running now (claimed: waiting for a
// check slot, being checked, writing the reports, moving the memo), for
// the status page. A job in a work folder that is not active waits for its
// retry.
type activeJobs struct {
	mu sync.Mutex
	m  map[string]activeJob // by job id
}

type activeJob struct {
	name  string  // the memo's name
	f     *folder // the (sub)folder it came from
	since time.Time
}

// track records the job id as running until the returned func is called.
func (a *activeJobs) track(id, name string, f *folder) func() {
	a.mu.Lock()
	if a.m == nil {
		a.m = map[string]activeJob{}
	}
	a.m[id] = activeJob{name: name, f: f, since: time.Now()}
	a.mu.Unlock()
	return func() {
		a.mu.Lock()
		delete(a.m, id)
		a.mu.Unlock()
	}
}

func (a *activeJobs) list() map[string]activeJob {
	a.mu.Lock()
	defer a.mu.Unlock()
	out := make(map[string]activeJob, len(a.m))
	for k, v := range a.m {
		out[k] = v
	}
	return out
}

// claimedWaiting lists the memos claimed into this daemon's work folders
// that have no report yet: being worked on, or waiting for a retry, with
// the checks begun so far. Read-only: a work folder not opened yet is not
// made, a journal is read and verified, never written.
func (d *Daemon) claimedWaiting() []reports.Waiting {
	active := d.stats.active.list()
	var out []reports.Waiting
	for _, f := range d.folders.list {
		f.dirMu.Lock()
		wd := f.workDir
		f.dirMu.Unlock()
		if wd == nil {
			continue
		}
		for _, id := range d.work.jobs(wd) {
			w, ok := d.jobWaiting(f, wd, id, active)
			if ok {
				out = append(out, w)
			}
		}
	}
	return out
}

// jobWaiting is the job id of f's work folder wd as a waiting memo.
func (d *Daemon) jobWaiting(f *folder, wd *fsx.Dir, id string, active map[string]activeJob) (reports.Waiting, bool) {
	w := reports.Waiting{Folder: f.Path, Reports: f.Reports, State: reports.WaitRetrying, Job: id}
	job, err := d.work.openJob(wd, id)
	if err != nil {
		return w, false
	}
	defer job.Close()
	shared, alone := d.work.crashedChecks(job)
	w.Attempts = shared + alone
	if a, ok := active[id]; ok {
		w.State, w.Since, w.Name = reports.WaitWorking, a.since, path.Join(a.f.rel, a.name)
	}
	if j, err := d.journals.load(job, f); err == nil {
		w.Name, w.Since = path.Join(j.Sub, j.Name), j.Claimed
		w.Attempts = max(w.Attempts, j.Runs)
		w.Detail = j.Error
	}
	if w.Name == "" {
		entries, _ := job.ReadDir(".")
		for _, e := range entries {
			if !strings.HasPrefix(e.Name(), ".") {
				w.Name = e.Name()
				if w.Since.IsZero() {
					w.Since = e.ModTime()
				}
			}
		}
	}
	return w, w.Name != ""
}

// queuedWaiting lists the files ready and queued, not yet claimed.
func (d *Daemon) queuedWaiting() []reports.Waiting {
	var out []reports.Waiting
	for _, it := range d.q.snapshot() {
		if it.job != "" || it.folder == nil {
			continue // a job to resume: listed from its work folder
		}
		root := it.folder.rootOf()
		out = append(out, reports.Waiting{Name: it.folder.nameIn(it.path), Folder: root.Path, Reports: root.Reports, State: reports.WaitQueued})
	}
	return out
}

// snapshot is a copy of the items queued now.
func (q *queue) snapshot() []item {
	q.mu.Lock()
	defer q.mu.Unlock()
	return append([]item(nil), q.items...)
}

// waiting is every memo without a report yet: in the folders, queued,
// claimed.
func (d *Daemon) waiting() []reports.Waiting {
	out := d.board.inboxWaiting()
	out = append(out, d.queuedWaiting()...)
	return append(out, d.claimedWaiting()...)
}
