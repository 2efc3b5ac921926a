package watcher

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"time"

	"citeguard/internal/fsx"
	"citeguard/reports"
	"citeguard/reports/reportdir"
)

// Outcomes: where a memo went.
const (
	OutcomeChecked = "checked"
	OutcomeBlocked = "blocked"
	OutcomeFailed  = "failed"
	OutcomeSent    = "sent"
	OutcomeFix     = "fix" // inbox with a fix folder: decision Popraw
)

// maxRechecks bounds how often one run checks a memo that keeps changing
// in the work folder; then it waits (retryLater) and tries again.
const maxRechecks = 3

func newJobID() string { return time.Now().UTC().Format("20060102T150405") + "-" + randHex(4) }

// claim takes a ready file by renaming it into a new job folder of this
// daemon's work folder. Only one rename of a file succeeds, so when two
// daemons race, one runs the job and the other finds the file gone.
func (d *Daemon) claim(ctx context.Context, it item) {
	// The path in the watched folder is guarded in the queue until the file
	// has left it: then a new file dropped under the same name (a revision)
	// is seen at once, not only at the next full rescan.
	freed := false
	free := func() {
		if !freed {
			freed = true
			d.q.done(it.path)
		}
	}
	defer free()
	f := it.folder
	name := filepath.Base(it.path)
	j := &journal{ID: newJobID(), Daemon: d.id, Name: name, Sub: f.rel, Reason: it.reason, State: stateClaimed}
	d.derive(j, f)
	log := d.log.With("job", j.ID, "memo", name)
	for _, dir := range []string{f.Path, f.Reports, d.destDir(f, OutcomeFailed), d.destDir(f, OutcomeBlocked), d.destDir(f, OutcomeChecked), d.destDir(f, OutcomeSent), d.destDir(f, OutcomeFix)} {
		if dir != "" && !d.available(dir) {
			log.Error("marker file missing in a folder the memo would go to; leaving the memo where it is", "folder", dir, "marker", d.cfg.Marker)
			d.relookLater(it)
			return
		}
	}
	if err := d.ensureWorkDir(f); err != nil {
		log.Error("cannot use the work folder; leaving the memo where it is", "err", err)
		d.relookLater(it)
		return
	}
	jobDir := filepath.Join(f.work, j.ID)
	if err := os.Mkdir(jobDir, 0o755); err != nil {
		log.Error("cannot create the job folder; leaving the memo where it is", "err", err)
		d.relookLater(it)
		return
	}
	if err := os.Rename(it.path, filepath.Join(jobDir, name)); err != nil {
		os.Remove(jobDir)
		if errors.Is(err, fs.ErrNotExist) {
			log.Debug("file gone before claiming it (another daemon took it, or it was removed)")
		} else if errors.Is(err, fs.ErrPermission) {
			log.Error("cannot take the memo out of its folder: the daemon may not write that folder (its mode, or the share's rights); will try again", "folder", filepath.Dir(it.path), "err", err)
			d.relookLater(it)
		} else {
			log.Warn("cannot claim the file (still open or locked?); will try again", "err", err)
			d.relookLater(it)
		}
		return
	}
	// No fsync and no journal yet: if the claim is lost in a crash the memo
	// is back in its folder; if it survives, the memo in the job folder is
	// the whole record (see rebuildJob). The journal's sync of the job
	// folder, before any report is written, makes the rename durable as one
	// operation (source and target) on journalling filesystems.
	free()
	j.Claimed = time.Now().UTC()
	log.Info("claimed", "folder", f.Path)
	d.run(ctx, j, f, jobDir, log)
}

// resume runs or finishes a job found in the work folder. Its journal is
// followed only when it verifies; otherwise the memo is checked again from
// scratch and every path is derived.
func (d *Daemon) resume(ctx context.Context, it item) {
	log := d.log.With("job", filepath.Base(it.jobDir))
	if _, err := os.Lstat(it.jobDir); errors.Is(err, fs.ErrNotExist) {
		log.Info("job gone from the work folder (adopted by another daemon)", "dir", it.jobDir)
		return
	}
	j, err := d.loadJournal(it.jobDir, it.folder)
	if err == nil {
		if _, lerr := os.Lstat(filepath.Join(it.jobDir, filepath.FromSlash(j.Name))); lerr != nil && d.holdsMemo(it.jobDir) {
			err = fmt.Errorf("its memo %q is not in the job folder", j.Name)
		}
	}
	if err != nil {
		if !errors.Is(err, fs.ErrNotExist) {
			log.Warn("the job's journal cannot be followed; its memo is checked again from scratch", "dir", it.jobDir, "why", err)
		}
		if j, err = d.rebuildJob(it.jobDir, it.folder); err != nil {
			log.Error("cannot recover job", "dir", it.jobDir, "err", err)
			return
		}
		if j == nil { // no memo: a crash before the claim, or planted
			d.removeJobDir(it.jobDir, it.folder, log)
			return
		}
	}
	log = log.With("memo", j.Name)
	log.Info("resuming job from the work folder", "state", j.State, "claimed_by", j.Daemon)
	j.Daemon = d.id // the daemon that finishes it signs the audit entry
	d.run(ctx, j, d.subfolder(it.folder, j.Sub), it.jobDir, log)
}

// holdsMemo reports whether a job folder holds a file that is not hidden.
func (d *Daemon) holdsMemo(jobDir string) bool {
	entries, _ := os.ReadDir(jobDir)
	for _, e := range entries {
		if !strings.HasPrefix(e.Name(), ".") {
			return true
		}
	}
	return false
}

// run takes a job from its state to the end: look at the memo (a private
// copy, its hash), check the copy, fix the final name in the journal, write
// the reports, verify the memo in the work folder is still what was
// checked, place it, audit. Re-running it after a crash at any point
// finishes the job once: one memo at its destination, one report.
func (d *Daemon) run(ctx context.Context, j *journal, f *folder, jobDir string, log *slog.Logger) {
	defer d.names.inTurn(filepath.Join(f.Reports, reportdir.Base(filepath.Base(j.Name))))()
	memoPath := filepath.Join(jobDir, filepath.FromSlash(j.Name))
	snapDir := filepath.Join(d.snapRoot, filepath.Base(jobDir))
	defer os.RemoveAll(snapDir)
	if _, err := os.Lstat(memoPath); err != nil {
		if j.State != stateNamed {
			log.Warn("job folder without its memo; dropping the job")
			d.removeJobDir(jobDir, f, log)
			d.names.release(j.ID)
			return
		}
		if !exists(j.Dest) {
			log.Error("the memo is neither in the work folder nor at its destination", "dest", j.Dest)
		}
		d.finish(j, f, jobDir, log)
		return
	}
	for round := 1; ; round++ {
		st, err := d.identify(memoPath, snapDir)
		if err != nil {
			log.Error("cannot read the memo; it stays claimed and is retried later", "err", err)
			d.retryLater(f, jobDir)
			return
		}
		if st.held && j.Reason == "" {
			if time.Since(j.Claimed) < d.cfg.IncompleteTimeout.D() {
				log.Info("another program has the memo open for writing; waiting until it is closed")
				if j.State == stateClaimed {
					d.saveJournal(j, jobDir) // keeps the claim's time across retries and restarts
				}
				d.retryLater(f, jobDir)
				return
			}
			st.reason = heldReason
		}
		if st.incomplete != nil && j.Reason == "" {
			if err := d.returnToFolder(memoPath, f, filepath.Base(j.Name), false); err == nil {
				log.Info("the memo is not whole yet (written to after it settled); returned to its folder to settle again", "why", st.incomplete)
				d.removeJobDir(jobDir, f, log)
				d.names.release(j.ID)
				return
			}
			st.reason = d.incompleteReason(memoPath, st.incomplete)
		}
		changed := j.SHA256 != st.sum
		if changed && j.State == stateNamed {
			log.Warn("the memo in the work folder is not the one checked before; checking it again")
		}
		j.SHA256, j.Ident = st.sum, st.id
		if j.Reason == "" || j.Reason == heldReason {
			j.Reason = st.reason
		}

		// The report: this job's own, written before a crash, or a check.
		var m *reports.Memo
		fresh := false
		if j.State == stateNamed && !changed {
			m = d.ownReport(j)
		}
		start := time.Now()
		if m == nil {
			shared, alone := crashedChecks(jobDir)
			j.Runs = shared + alone + 1
			if alone >= maxCrashes {
				// Its checks, run alone, ended the whole process: fail it
				// closed instead of crashing at every restart and holding
				// up every other memo.
				log.Error("checking this memo ended the daemon's process before; failing it without another try", "crashes", shared+alone)
				m = &reports.Memo{Memo: filepath.Base(j.Name), Error: fmt.Sprintf("sprawdzanie tego memo %d razy przerwało pracę programu (awaria procesu) — memo nie zostało sprawdzone; przekaż je do działu IT", shared+alone)}
				m.Finish()
			} else {
				var returned bool
				if m, returned = d.checkMemo(ctx, j, st.snap, jobDir, log); returned {
					d.giveBack(j, f, jobDir, memoPath, log)
					return
				}
			}
			fresh = true
		}

		// The final name, fixed in the journal before the report is
		// written, so a re-run after a crash writes the same report.
		if fresh {
			m.Folder = f.Path // the revision rule's scope
		}
		if j.State != stateNamed {
			d.revisionOf(j, f, m) // a memo dropped again under its name
		}
		if fresh && j.Revision > 0 && m.Error == "" {
			m.Revise(j.Revision, j.PrevDecision, j.PrevLayer1)
		}
		oc := outcome(f, m)
		dir := d.destDir(f, oc)
		j.Outcome, j.Decision, j.Error = oc, m.Decision, m.Error
		var rendered [][]byte // the report's files, in reportdir.Files order: JSON first
		if fresh {
			if rendered, err = reportdir.Render(m); err != nil {
				log.Error("cannot render the report; the memo stays claimed and is retried later", "err", err)
				d.retryLater(f, jobDir)
				return
			}
			j.ReportSHA256 = sha256Hex(rendered[0])
		}
		oldReport := j.Report
		renamed := j.State != stateNamed || filepath.Dir(j.Dest) != dir
		if renamed {
			var final string
			if j.Revision > 0 {
				final, err = d.revisionName(j, f, dir)
			} else {
				final, err = d.chooseName(j.ID, dir, filepath.Base(j.Name), f.Reports, oldReport)
			}
			if err != nil {
				log.Error("no name for the memo in its destination folder; it stays claimed and is retried later", "folder", dir, "err", err)
				d.retryLater(f, jobDir)
				return
			}
			j.Final, j.State = final, stateNamed
		}
		d.derive(j, f)
		if fresh || renamed {
			if err := d.saveJournal(j, jobDir); err != nil {
				log.Error("cannot write the job journal; the memo stays claimed and is retried later", "err", err)
				d.retryLater(f, jobDir)
				return
			}
		}
		if oldReport != "" && oldReport != j.Report {
			reportdir.Remove(oldReport)
		}
		if err := d.archive(j, f); err != nil {
			log.Error("cannot archive the earlier version; the memo stays claimed and is retried later", "err", err)
			d.retryLater(f, jobDir)
			return
		}
		if fresh {
			if err := fsx.WriteAll(d.cfg.FileMode, reportdir.Files(j.Report), rendered); err != nil {
				log.Error("cannot write the report; the memo stays claimed and is retried later", "report", j.Report, "err", err)
				d.retryLater(f, jobDir)
				return
			}
			log.Info("checked", "decision", j.Decision, "outcome", j.Outcome, "error", j.Error, "report", j.Report, "seconds", time.Since(start).Seconds())
		}

		// Is the memo in the work folder still the one checked?
		if j.Ident != nil && j.Reason != heldReason {
			switch err := verifyUnchanged(memoPath, j); {
			case errors.Is(err, errChanged):
				if round < maxRechecks {
					log.Warn("the memo changed while it was checked; checking it again")
					continue
				}
				log.Warn("the memo keeps changing; it stays claimed and is checked again later")
				d.retryLater(f, jobDir)
				return
			case errors.Is(err, fsx.ErrHeldForWriting):
				log.Info("another program opened the memo for writing; waiting until it is closed")
				d.retryLater(f, jobDir)
				return
			case err != nil:
				log.Error("cannot read the memo again; it stays claimed and is retried later", "err", err)
				d.retryLater(f, jobDir)
				return
			}
		}
		if err := d.place(j, f, memoPath, st.snap, jobDir, log); err != nil {
			log.Error("cannot move the memo; it stays in the work folder and is retried later", "dest", j.Dest, "err", err)
			d.retryLater(f, jobDir)
			return
		}
		break
	}
	d.finish(j, f, jobDir, log)
}

// finish ends a job whose memo is at its destination: audit, job folder
// removed, names released.
func (d *Daemon) finish(j *journal, f *folder, jobDir string, log *slog.Logger) {
	if err := d.audit.append(j); err != nil {
		log.Error("cannot append to the audit log", "err", err)
	}
	d.removeJobDir(jobDir, f, log)
	d.names.release(j.ID)
	d.count(j.Outcome)
	d.index.touch()
	d.done(j)
	log.Info("done", "outcome", j.Outcome, "dest", j.Dest)
}

// place moves the memo to j.Dest, never overwriting. A memo that passes
// (send, checked) is written there from the snapshot that was checked and
// its file in the work folder is then removed; any other is moved as it is
// (a hard link and an unlink on one volume).
func (d *Daemon) place(j *journal, f *folder, memoPath, snap, jobDir string, log *slog.Logger) error {
	if f.root != nil { // a mirrored folder is created when its first memo comes
		if err := os.MkdirAll(filepath.Dir(j.Dest), 0o777); err != nil {
			return err
		}
	}
	if snap != "" && (j.Outcome == OutcomeSent || j.Outcome == OutcomeChecked) {
		perm := fs.FileMode(0o644)
		if fi, err := os.Lstat(memoPath); err == nil {
			perm = fi.Mode().Perm()
		}
		err := placeCopy(snap, j.Dest, j.SHA256, time.Unix(0, j.Ident.MTime), perm)
		if errors.Is(err, fsx.ErrExists) {
			if h, _ := fsx.HashFile(j.Dest); h == j.SHA256 {
				err = nil // placed before a crash
			} else if err = d.rename(j, f, jobDir); err == nil {
				err = placeCopy(snap, j.Dest, j.SHA256, time.Unix(0, j.Ident.MTime), perm)
			}
		}
		if err != nil {
			return err
		}
		// The copy is out; the file in the work folder goes, unless it was
		// written to since it was verified: then it is a newer version,
		// back to its folder to be checked.
		if sameIdent(memoPath, j) {
			return os.Remove(memoPath)
		}
		log.Warn("the memo was written to after it was checked; the checked version went on, the newer one goes back to its folder")
		return d.returnToFolder(memoPath, f, filepath.Base(j.Name), true)
	}
	err := fsx.MoveNoReplace(memoPath, j.Dest)
	if errors.Is(err, fsx.ErrExists) {
		a, _ := os.Lstat(memoPath)
		b, _ := os.Lstat(j.Dest)
		if a != nil && b != nil && os.SameFile(a, b) {
			err = os.Remove(memoPath) // a crash between link and unlink
		} else if h, _ := fsx.HashFile(j.Dest); h != "" && h == j.SHA256 {
			err = os.Remove(memoPath)
		} else if err = d.rename(j, f, jobDir); err == nil {
			err = fsx.MoveNoReplace(memoPath, j.Dest)
		}
	}
	return err
}

// retryLater runs a job from the work folder again after a while (a full
// disk, a read-only or unavailable destination); a restart also resumes it.
func (d *Daemon) retryLater(f *folder, jobDir string) {
	if d.once {
		return
	}
	time.AfterFunc(d.retryDelay, func() {
		if exists(jobDir) {
			d.q.push(item{path: jobDir, folder: f, jobDir: jobDir}, false)
		}
	})
}

// ownReport returns the report this job wrote before a crash: the JSON
// whose hash the journal holds, with its markdown beside it; nil when it is
// missing or not that one (then the memo is checked again).
func (d *Daemon) ownReport(j *journal) *reports.Memo {
	js := reportdir.JSONPath(j.Report)
	if j.ReportSHA256 == "" || !exists(j.Report) {
		return nil
	}
	b, err := fsx.ReadRegular(js, reportdir.MaxJSON)
	if err != nil || sha256Hex(b) != j.ReportSHA256 {
		return nil
	}
	return parseReport(b)
}

// rename picks a new final name when the chosen one was taken meanwhile
// (by another program), moving the reports along.
func (d *Daemon) rename(j *journal, f *folder, jobDir string) error {
	dir := filepath.Dir(j.Dest)
	name := filepath.Base(j.Name)
	if j.Revision > 0 { // the report keeps the memo's name; only the memo moves aside
		final, err := d.chooseName(j.ID, dir, name, "", "")
		if err != nil {
			return err
		}
		j.Final, j.ArchiveMemo = final, false
		d.derive(j, f)
		return d.saveJournal(j, jobDir)
	}
	final, err := d.chooseName(j.ID, dir, name, f.Reports, "")
	if err != nil {
		return err
	}
	oldMD := j.Report
	j.Final = final
	d.derive(j, f)
	if err := d.saveJournal(j, jobDir); err != nil {
		return err
	}
	return reportdir.Rename(oldMD, j.Report)
}

// giveBack returns a memo whose check was cut short by shutdown, or held
// (HoldError), to the folder it came from; if its name is taken there, it
// stays in the work folder and runs at the next start (or retry).
func (d *Daemon) giveBack(j *journal, f *folder, jobDir, memoPath string, log *slog.Logger) {
	why := "shutdown"
	if held, reason := d.holding(); held {
		why = "held: " + reason
	}
	if err := d.returnToFolder(memoPath, f, filepath.Base(j.Name), false); err != nil {
		log.Warn("memo kept in the work folder for the next start", "why", why, "err", err)
		if why != "shutdown" {
			d.retryLater(f, jobDir)
		}
		return
	}
	d.removeJobDir(jobDir, f, log)
	d.names.release(j.ID)
	if why != "shutdown" {
		d.leave(filepath.Join(f.Path, filepath.Base(j.Name)), "library unavailable")
	}
	log.Info("memo returned to its folder unchecked", "why", why)
}

// returnToFolder moves a file from a job folder back into the watched
// folder under name, never overwriting; with anyName a taken name gives way
// to the next free one.
func (d *Daemon) returnToFolder(p string, f *folder, name string, anyName bool) error {
	err := fsx.MoveNoReplace(p, filepath.Join(f.Path, name))
	if errors.Is(err, fsx.ErrExists) && anyName {
		var free string
		if free, err = freeNameExcept(f.Path, name, "", "", nil); err == nil {
			err = fsx.MoveNoReplace(p, filepath.Join(f.Path, free))
		}
	}
	return err
}

// removeJobDir removes a job folder: its hidden entries (journal, attempt
// markers) and then the folder. A file that is not hidden is never deleted:
// it goes back to the watched folder.
func (d *Daemon) removeJobDir(jobDir string, f *folder, log *slog.Logger) {
	entries, err := os.ReadDir(jobDir)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		log.Warn("cannot read the job folder to remove it", "err", err)
	}
	for _, e := range entries {
		p := filepath.Join(jobDir, e.Name())
		if strings.HasPrefix(e.Name(), ".") {
			os.RemoveAll(p)
		} else if err := d.returnToFolder(p, f, e.Name(), true); err != nil {
			log.Error("a file left in a finished job folder cannot go back to its folder; the job folder stays", "file", p, "err", err)
		} else {
			log.Warn("a file left in a finished job folder went back to its folder", "file", e.Name())
		}
	}
	if err := os.Remove(jobDir); err != nil && !errors.Is(err, fs.ErrNotExist) {
		log.Warn("cannot remove the job folder", "err", err)
	}
}

// recoverAll queues, ahead of any new file, every job this daemon left in
// its work folders (a crash, SIGKILL or power loss).
func (d *Daemon) recoverAll() {
	n := 0
	for _, f := range d.folders {
		if !d.available(f.Path) {
			continue
		}
		if err := d.ensureWorkDir(f); err != nil {
			d.log.Error("cannot use the work folder", "folder", f.work, "err", err)
			continue
		}
		entries, _ := os.ReadDir(f.work)
		for _, e := range entries {
			if e.IsDir() { // a real folder: ReadDir does not follow symlinks
				dir := filepath.Join(f.work, e.Name())
				d.holdNamesOf(dir, f)
				d.q.push(item{path: dir, folder: f, jobDir: dir}, false)
				n++
			}
		}
	}
	if n > 0 {
		d.log.Info("recovering jobs left in the work folder", "jobs", n)
	}
}

// ensureWorkDir makes sure the folder's work folder and the
// .citeguard-work above it are real folders: a symlink planted there (to
// elsewhere on the machine) is renamed aside, never followed.
func (d *Daemon) ensureWorkDir(f *folder) error {
	for _, p := range []string{filepath.Dir(f.work), f.work} {
		fi, err := os.Lstat(p)
		if err == nil && !fi.IsDir() {
			aside := fmt.Sprintf("%s.not-a-folder-%s", p, time.Now().UTC().Format("20060102T150405.000000000"))
			d.log.Error("the work folder is not a folder (a symlink or file was put in its place); renamed aside", "path", p, "aside", aside)
			if err := os.Rename(p, aside); err != nil {
				return err
			}
		}
		if err := os.Mkdir(p, 0o755); err != nil && !errors.Is(err, fs.ErrExist) {
			return err
		}
	}
	// Windows does not hide a dot name: the attribute hides the work folder
	// from the lawyers browsing the share (a no-op on Unix).
	if err := fsx.SetHidden(filepath.Dir(f.work)); err != nil {
		d.log.Warn("cannot hide the work folder", "path", filepath.Dir(f.work), "err", err)
	}
	return nil
}

// cleanStaleTemps removes temp files of interrupted atomic writes in the
// reports and destination folders.
func (d *Daemon) cleanStaleTemps() {
	seen := map[string]bool{}
	for _, f := range d.folders {
		for _, dir := range []string{f.Reports, f.Checked, f.Send} {
			if dir == "" || seen[dir] || !d.available(dir) {
				continue
			}
			seen[dir] = true
			entries, _ := os.ReadDir(dir)
			for _, e := range entries {
				n := e.Name()
				if strings.HasPrefix(n, fsx.TempPrefix) || strings.HasPrefix(n, ".") && strings.Contains(n, ".tmp-") {
					if fi, err := e.Info(); err == nil && fi.Mode().IsRegular() && time.Since(fi.ModTime()) > 10*time.Minute {
						os.Remove(filepath.Join(dir, n))
					}
				}
			}
		}
	}
}
