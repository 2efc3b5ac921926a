package watcher

// Placing a memo after its check: the move to checked/, blocked/ or failed/
// beside its report, or back where it came from to be retried later.

import (
	"errors"
	"io/fs"
	"log/slog"
	"path"
	"path/filepath"
	"strings"
	"time"

	"citeguard/internal/fsx"
	"citeguard/reports"
	"citeguard/reports/reportdir"
)

// place moves the memo to j.Dest, never overwriting, by the job folder's
// and the destination folder's handles. A memo that passes (send,
// checked) is written there from the snapshot that was checked and its
// file in the work folder is then removed; any other is moved as it is (a
// hard link and an unlink on one volume).
func (r *runner) place(j *journal, f *folder, job *jobFolder, memo, snap string, log *slog.Logger) error {
	dd, dn, err := r.folders.at(j.Dest)
	if err != nil {
		return err
	}
	if f.root != nil { // a mirrored folder is created when its first memo comes
		if err := dd.MkdirAll(path.Dir(dn), 0o777); err != nil {
			return err
		}
	}
	if snap != "" && (j.Outcome == OutcomeSent || j.Outcome == OutcomeChecked) {
		perm := fs.FileMode(0o644)
		if fi, err := job.Lstat(memo); err == nil {
			perm = fi.Mode().Perm()
		}
		err := r.state.placeCopy(snap, dd, dn, j.SHA256, time.Unix(0, j.Ident.MTime), perm)
		if errors.Is(err, fsx.ErrExists) {
			if h, _ := dd.HashFile(dn); h == j.SHA256 {
				err = nil // placed before a crash
			} else if err = r.rename(j, f, job); err == nil {
				if dd, dn, err = r.folders.at(j.Dest); err == nil {
					err = r.state.placeCopy(snap, dd, dn, j.SHA256, time.Unix(0, j.Ident.MTime), perm)
				}
			}
		}
		if err != nil {
			return err
		}
		// The copy is out; the file in the work folder goes, unless it was
		// written to since it was verified: then it is a newer version,
		// back to its folder to be checked.
		if r.work.sameIdent(job, memo, j) {
			return job.Remove(memo)
		}
		log.Warn("the memo was written to after it was checked; the checked version went on, the newer one goes back to its folder")
		return r.work.returnToFolder(job, memo, f, path.Base(j.Name), true)
	}
	err = r.work.moveOut(job, memo, j.Dest)
	if errors.Is(err, fsx.ErrExists) {
		a, _ := job.Lstat(memo)
		b, _ := dd.Lstat(dn)
		if a != nil && b != nil && fsx.SameFile(a.Ident(), b.Ident()) {
			err = job.Remove(memo) // a crash between link and unlink
		} else if h, _ := dd.HashFile(dn); h != "" && h == j.SHA256 {
			err = job.Remove(memo)
		} else if err = r.rename(j, f, job); err == nil {
			err = r.work.moveOut(job, memo, j.Dest)
		}
	}
	return err
}

// ownReport returns the report this job wrote before a crash: the JSON
// whose hash the journal holds, with its markdown beside it; nil when it is
// missing or not that one (then the memo is checked again).
func (r *runner) ownReport(j *journal) *reports.Memo {
	if j.ReportSHA256 == "" {
		return nil
	}
	rd, md, err := r.folders.at(j.Report)
	if err != nil || !rd.Exists(md) {
		return nil
	}
	b, err := rd.ReadFile(strings.TrimSuffix(md, ".md")+".json", reportdir.MaxJSON)
	if err != nil || sha256Hex(b) != j.ReportSHA256 {
		return nil
	}
	return parseReport(b)
}

// rename picks a new final name when the chosen one was taken meanwhile
// (by another program), moving the reports along.
func (r *runner) rename(j *journal, f *folder, job *jobFolder) error {
	dir := filepath.Dir(j.Dest)
	name := filepath.Base(j.Name)
	if j.Revision > 0 { // the report keeps the memo's name; only the memo moves aside
		final, err := r.names.choose(j.ID, dir, name, "", "")
		if err != nil {
			return err
		}
		j.Final, j.ArchiveMemo = final, false
		r.journals.derive(j, f)
		return r.journals.save(j, job)
	}
	final, err := r.names.choose(j.ID, dir, name, f.Reports, "")
	if err != nil {
		return err
	}
	oldMD := j.Report
	j.Final = final
	r.journals.derive(j, f)
	if err := r.journals.save(j, job); err != nil {
		return err
	}
	if err := r.folders.guard(oldMD); err != nil {
		return err
	}
	return reportdir.Rename(oldMD, j.Report)
}

// giveBack returns a memo whose check was cut short by shutdown, or held
// (HoldError), to the folder it came from; if its name is taken there, it
// stays in the work folder and runs at the next start (or retry).
func (r *runner) giveBack(j *journal, f *folder, job *jobFolder, memo string, log *slog.Logger) {
	why := "shutdown"
	if held, reason := r.hold.holding(); held {
		why = "held: " + reason
	}
	if err := r.work.returnToFolder(job, memo, f, path.Base(j.Name), false); err != nil {
		log.Warn("memo kept in the work folder for the next start", "why", why, "err", err)
		if why != "shutdown" {
			r.retryLater(f, job.name)
		}
		return
	}
	r.work.removeJob(job, f, log)
	r.names.release(j.ID)
	if why != "shutdown" {
		r.batch.leave(filepath.Join(f.Path, path.Base(j.Name)), reports.LeftLibrary)
	}
	log.Info("memo returned to its folder unchecked", "why", why)
}
