package watcher

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"sync"
	"time"

	"log/slog"
)

// Outcomes: where a memo went.
const (
	OutcomeChecked = "checked"
	OutcomeBlocked = "blocked"
	OutcomeFailed  = "failed"
	OutcomeSent    = "sent"
	OutcomeFix     = "fix" // inbox with a fix folder: decision Popraw
)

// runner claims the files the scanner queued and takes every job through
// its steps (job.go). It owns no state of its own beyond the settings
// below: what a job needs is in the parts it uses, each owning its own.
type runner struct {
	cfg        *Config
	log        *slog.Logger
	id         string // this daemon's id: it signs the journals and the audit entries
	once       bool
	onDone     func(Done)
	retryDelay time.Duration // before a job that met an I/O error runs again
	maxReport  int64         // the largest report file written (bounds.go)
	maxResults int           // the most results a report is rendered with: twice max_claims, room for the library's finds (bounds.go)

	readMu    sync.Mutex
	readFails map[string]int          // failed reads of each job's memo in this run (attempts.go)
	readFault func(memo string) error // tests: makes reading the memo fail (nil in the daemon)

	state    *stateDir // the private copies
	folders  *folderSet
	work     *workArea
	journals *journals
	names    *names
	checker  *checker
	hold     *hold
	q        *queue
	audit    *auditLog
	index    *indexer
	stats    *stats
	batch    *batch
}

func newJobID() string { return time.Now().UTC().Format("20060102T150405") + "-" + randHex(4) }

// worker takes items until stop; a job it has started runs to its end (or
// until hard, when the memo is returned).
func (r *runner) worker(stop, hard context.Context) {
	for {
		if stop.Err() != nil {
			return
		}
		it, ok := r.q.pop()
		if !ok {
			select {
			case <-stop.Done():
				return
			case <-r.q.notify:
				continue
			case <-time.After(time.Second):
				continue
			}
		}
		r.stats.inFlight.Add(1)
		if it.job != "" {
			r.resume(hard, it)
			r.q.done(it.path)
		} else {
			r.claim(hard, it) // frees the file's path itself, once it is claimed
		}
		r.stats.inFlight.Add(-1)
	}
}

// claim takes a ready file by renaming it into a new job folder of this
// daemon's work folder. Only one rename of a file succeeds, so when two
// daemons race, one runs the job and the other finds the file gone.
func (r *runner) claim(ctx context.Context, it item) {
	// The path in the watched folder is guarded in the queue until the file
	// has left it: then a new file dropped under the same name (a revision)
	// is seen at once, not only at the next full rescan.
	freed := false
	free := func() {
		if !freed {
			freed = true
			r.q.done(it.path)
		}
	}
	defer free()
	f := it.folder
	name := filepath.Base(it.path)
	j := &journal{ID: newJobID(), Daemon: r.id, Name: name, Sub: f.rel, Reason: it.reason, State: stateClaimed}
	r.journals.derive(j, f)
	log := r.log.With("job", j.ID, "memo", name)
	job, ok := r.claimInto(it, j, log)
	if !ok {
		return
	}
	// No fsync and no journal yet: if the claim is lost in a crash the memo
	// is back in its folder; if it survives, the memo in the job folder is
	// the whole record (see journals.rebuild). The journal's sync of the
	// job folder, before any report is written, makes the rename durable as
	// one operation (source and target) on journalling filesystems.
	free()
	j.Claimed = time.Now().UTC()
	log.Info("claimed", "folder", f.Path)
	r.run(ctx, j, f, job, false, log)
}

// claimInto moves the file into a new job folder, by the watched folder's
// and the job folder's handles; false (logged, and the file looked at
// again later when worth it) when it stays where it is.
func (r *runner) claimInto(it item, j *journal, log *slog.Logger) (*jobFolder, bool) {
	f := it.folder
	for _, dir := range []string{f.Path, f.Reports, f.dest(OutcomeFailed), f.dest(OutcomeBlocked), f.dest(OutcomeChecked), f.dest(OutcomeSent), f.dest(OutcomeFix)} {
		if dir != "" && !r.folders.available(dir) {
			log.Error("marker file missing in a folder the memo would go to; leaving the memo where it is", "folder", dir, "marker", r.cfg.Marker)
			r.relookLater(it)
			return nil, false
		}
	}
	job, err := r.work.newJob(f, j.ID)
	if err != nil {
		log.Error("cannot use the work folder or create the job folder; leaving the memo where it is", "err", err)
		r.relookLater(it)
		return nil, false
	}
	err = r.work.claim(f, f.nameIn(it.path), job, j.Name)
	switch {
	case err == nil:
		return job, true
	case errors.Is(err, fs.ErrNotExist):
		log.Debug("file gone before claiming it (another daemon took it, or it was removed)")
	case errors.Is(err, fs.ErrPermission):
		log.Error("cannot take the memo out of its folder: the daemon may not write that folder (its mode, or the share's rights); will try again", "folder", filepath.Dir(it.path), "err", err)
		r.relookLater(it)
	default:
		log.Warn("cannot claim the file (still open or locked?); will try again", "err", err)
		r.relookLater(it)
	}
	return nil, false
}

// resume runs or finishes a job found in the work folder, opened by its
// name there (a real folder, never a link). Its journal is followed only
// when it verifies; otherwise the memo is checked again from scratch and
// every path is derived. Either way the job is adopted: a gate checks its
// memo again before anything is placed (job.check).
func (r *runner) resume(ctx context.Context, it item) {
	log := r.log.With("job", it.job)
	job, err := r.work.resumeJob(it.folder, it.job)
	if errors.Is(err, fs.ErrNotExist) {
		log.Info("job gone from the work folder (adopted by another daemon)", "dir", it.path)
		return
	}
	if err != nil {
		log.Error("cannot open the job folder; it is left alone", "dir", it.path, "err", err)
		return
	}
	j, err := r.journals.load(job, it.folder)
	if err == nil {
		if _, lerr := job.Lstat(j.Name); lerr != nil && r.work.holdsMemo(job) {
			err = fmt.Errorf("its memo %q is not in the job folder", j.Name)
		}
	}
	if err != nil {
		if !errors.Is(err, fs.ErrNotExist) {
			log.Warn("the job's journal cannot be followed; its memo is checked again from scratch", "dir", it.path, "why", err)
		}
		if j, err = r.journals.rebuild(job, it.folder); err != nil {
			log.Error("cannot recover job", "dir", it.path, "err", err)
			job.Close()
			return
		}
		if j == nil { // no memo: a crash before the claim, or planted
			r.work.removeJob(job, it.folder, log)
			return
		}
	}
	log = log.With("memo", j.Name)
	log.Info("resuming job from the work folder", "state", j.State, "claimed_by", j.Daemon)
	j.Daemon = r.id // the daemon that finishes it signs the audit entry
	r.run(ctx, j, r.folders.subfolder(it.folder, j.Sub), job, true, log)
}

// recoverAll queues, ahead of any new file, every job this daemon left in
// its work folders (a crash, SIGKILL or power loss).
func (r *runner) recoverAll() {
	n := 0
	for _, f := range r.folders.list {
		if !r.folders.available(f.Path) {
			continue
		}
		wd, err := r.work.ensure(f)
		if err != nil {
			r.log.Error("cannot use the work folder", "folder", f.work, "err", err)
			continue
		}
		for _, name := range r.work.jobs(wd) {
			r.adopt(f, name)
			n++
		}
	}
	if n > 0 {
		r.log.Info("recovering jobs left in the work folder", "jobs", n)
	}
}

// takeOver adopts the jobs of a daemon sharing a watched folder that
// stopped working (workArea.takeOver).
func (r *runner) takeOver() { r.work.takeOver(r.cfg.Takeover.D(), r.adopt) }

// adopt queues a job found in f's work folder (by its name there) to
// resume, after reserving the names its journal had chosen (when it
// verifies and is past naming): a new memo of the same name taken
// meanwhile must not choose them.
func (r *runner) adopt(f *folder, name string) {
	if job, err := r.work.resumeJob(f, name); err == nil {
		if j, err := r.journals.load(job, f); err == nil && j.State == stateNamed {
			r.names.hold(j.ID, j.Dest, j.Report)
		}
		job.Close()
	}
	r.q.push(item{path: filepath.Join(f.work, name), folder: f, job: name}, false)
}

// relookLater asks the scanner to look at a file again after a while (its
// claim failed: locked by the program writing it, or a folder unavailable).
func (r *runner) relookLater(it item) {
	if r.once {
		return
	}
	time.AfterFunc(max(r.cfg.Settle.D(), r.cfg.PollInterval.D()), func() {
		select {
		case r.q.relook <- item{path: it.path, folder: it.folder}:
		default: // full: the periodic rescan finds it
		}
	})
}

// retryLater runs a job from the work folder again after a while (a full
// disk, a read-only or unavailable destination); a restart also resumes it.
func (r *runner) retryLater(f *folder, name string) {
	if r.once {
		return
	}
	time.AfterFunc(r.retryDelay, func() {
		if r.work.exists(f, name) {
			r.q.push(item{path: filepath.Join(f.work, name), folder: f, job: name}, false)
		}
	})
}

// finish ends a job whose memo is at its destination: audit, job folder
// removed, names released, Options.OnDone told.
//
// A job whose audit entry cannot be written stays in the work folder with
// its journal (its memo already placed) and finishes later: its entry is
// never given up (auditfail.go).
func (r *runner) finish(j *journal, f *folder, job *jobFolder, log *slog.Logger) {
	if err := r.audit.append(j); err != nil {
		log.Error("cannot append to the audit log: the job stays in the work folder and its entry is written later", "err", err)
		r.retryLater(f, job.name)
		return
	}
	r.work.removeJob(job, f, log)
	r.names.release(j.ID)
	r.stats.count(j.Outcome)
	r.index.touch()
	if r.onDone != nil {
		r.onDone(Done{Memo: j.Name, Outcome: j.Outcome, Decision: j.Decision, Dest: j.Dest, Report: j.Report})
	}
	log.Info("done", "outcome", j.Outcome, "dest", j.Dest)
}
