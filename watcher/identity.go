package watcher

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"time"

	"citeguard/internal/fsx"
	"citeguard/reports"
)

// The identity of what was checked. The work folder is on the share, where
// the memo can be rewritten or swapped while it is checked, so:
//   - the memo is copied once into the daemon's private state folder and
//     hashed as it is copied; the checker reads that copy (the snapshot);
//   - before the memo moves on, the file in the work folder must be the
//     same file (device, inode), with the same size, modification and change
//     time, no other program holding it open for writing, and the same
//     SHA-256 read again — otherwise it is checked again;
//   - a memo that passes (a gate's send folder, an inbox's checked folder)
//     is placed there as a new file written from the snapshot, so whatever
//     happens to the file in the work folder afterwards, the bytes that go
//     out are the bytes that were checked.

// errChanged: the memo in the work folder is not the one checked.
var errChanged = errors.New("the memo changed after it was read")

// heldReason is the report's reason for a memo another program kept open
// for writing longer than incomplete_timeout.
const heldReason = "plik jest wciąż otwarty do zapisu przez inny program — nie został sprawdzony; zamknij go i upuść ponownie"

// memoState is what identify found in the work folder.
type memoState struct {
	snap       string     // the private copy to check (its path, for the checker); "" when none was made
	snapName   string     // the same, its name beneath the state folder (for everything else)
	sum        string     // SHA-256 of the memo's bytes ("" when not read)
	id         *fsx.Ident // of the memo file in the work folder
	reason     string     // why it is not checked ("" when it is)
	held       bool       // another program has it open for writing
	incomplete error      // the copy is not a whole PDF/DOCX/ODT
}

// identify looks at the claimed memo name in its job folder without
// following a link or blocking, by the job folder's handle: a file that is
// not regular gets a reason and is never opened; a regular file is copied
// into the state folder's snapDir (when it is to be checked) and hashed.
// An error is an I/O fault worth a retry.
func (r *runner) identify(job *jobFolder, memo, snapDir string) (memoState, error) {
	name := path.Base(memo)
	if r.readFault != nil { // the tests' seam: a memo the daemon cannot read
		if err := r.readFault(memo); err != nil {
			return memoState{}, err
		}
	}
	fi, err := job.Lstat(memo)
	if err != nil {
		return memoState{}, err
	}
	if !fi.Mode().IsRegular() || fi.Size() > r.cfg.maxSize() {
		return memoState{reason: r.cfg.reasonFor(name, fi)}, nil
	}
	f, id, err := job.OpenFile(memo)
	switch {
	case errors.Is(err, fsx.ErrNotRegular): // swapped for something else since the Lstat
		return memoState{reason: "to nie jest zwykły plik — nie został otwarty"}, nil
	case errors.Is(err, fsx.ErrHeldForWriting):
		return memoState{held: true}, nil
	case err != nil:
		return memoState{}, err
	}
	defer f.Close()
	if held, _ := fsx.HeldForWriting(f, id); held {
		return memoState{held: true}, nil
	}
	st := memoState{id: &id, reason: r.cfg.reasonFor(name, fi)}
	h := sha256.New()
	var dst io.Writer = h
	var out *os.File
	if st.reason == "" {
		if out, err = r.state.createSnap(snapDir, name); err != nil {
			return memoState{}, fmt.Errorf("%w: %w", errPrivateCopy, err)
		}
		defer out.Close()
		st.snapName = path.Join(snapDir, name)
		st.snap = filepath.Join(r.state.path, filepath.FromSlash(st.snapName))
		dst = io.MultiWriter(copyWriter{out}, h)
	}
	limit := r.cfg.maxSize()
	n, err := io.Copy(dst, io.LimitReader(f, limit+1))
	if err != nil {
		return memoState{}, fmt.Errorf("reading the memo: %w", err)
	}
	if n > limit {
		return memoState{reason: reports.Failure{Kind: reports.FailTooLarge, What: reports.PartFile, Size: n, Limit: limit}.Polish()}, nil
	}
	if now, err := fsx.IdentOf(f); err != nil || now != id {
		return memoState{held: true}, nil // written to while it was read: still being written
	}
	st.sum = hex.EncodeToString(h.Sum(nil))
	if out != nil {
		err = completeFile(out, n, name)
		if errors.Is(err, errIncomplete) {
			st.incomplete = err
		} else if err != nil {
			st.reason = unreadable(r.log, r.work.memoPath(job, memo), err)
		}
		if err := out.Close(); err != nil {
			return memoState{}, fmt.Errorf("%w: %w", errPrivateCopy, err)
		}
	}
	return st, nil
}

// createSnap creates the private copy name in the folder snapDir of the
// state (made when missing), by the state folder's handle: a new file of
// the daemon's alone (0600); one left there is replaced.
func (s *stateDir) createSnap(snapDir, name string) (*os.File, error) {
	if err := s.dir.MkdirAll(snapDir, 0o700); err != nil {
		return nil, err
	}
	p := path.Join(snapDir, name)
	s.dir.Remove(p)
	return s.dir.Create(p, 0o600)
}

// maxSize is max_size in bytes, or no bound.
func (c *Config) maxSize() int64 {
	if c.MaxSize > 0 {
		return int64(c.MaxSize)
	}
	return 1 << 62
}

// verifyUnchanged checks, before a memo moves on, that the file memo in
// the job folder is still the one whose bytes were checked: the same file,
// size, modification and change time, no writer holding it, the same
// SHA-256 — read again by the job folder's handle, never through a link.
// errChanged: check it again; fsx.ErrHeldForWriting: wait.
func (w *workArea) verifyUnchanged(job *jobFolder, memo string, j *journal) error {
	f, id, err := job.OpenFile(memo)
	switch {
	case errors.Is(err, fsx.ErrNotRegular):
		return errChanged
	case err != nil:
		return err
	}
	defer f.Close()
	if j.Ident == nil || id != *j.Ident {
		return errChanged
	}
	if held, _ := fsx.HeldForWriting(f, id); held {
		return fsx.ErrHeldForWriting
	}
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return err
	}
	if hex.EncodeToString(h.Sum(nil)) != j.SHA256 {
		return errChanged
	}
	if now, err := fsx.IdentOf(f); err != nil || now != id {
		return errChanged
	}
	return nil
}

// sameIdent reports whether the memo in the job folder is still the file
// verified, untouched since (its change time moves with any write).
func (w *workArea) sameIdent(job *jobFolder, memo string, j *journal) bool {
	f, id, err := job.OpenFile(memo)
	if err != nil {
		return false
	}
	defer f.Close()
	held, _ := fsx.HeldForWriting(f, id)
	return !held && j.Ident != nil && id == *j.Ident
}

// placeCopy writes a new file name beneath dst (never replacing one) from
// the private copy snap (the state folder's name), whose SHA-256 must be
// sum: a synced hidden temp file in the destination's folder, its hash
// verified, then linked (or, where links are not supported, renamed) to
// name — all by the two folders' handles. mtime and perm (the memo's) are
// given to the copy.
func (s *stateDir) placeCopy(snap string, dst *fsx.Dir, name, sum string, mtime time.Time, perm fs.FileMode) error {
	if dst.Exists(name) {
		return fsx.ErrExists
	}
	in, _, err := s.dir.OpenFile(snap)
	if err != nil {
		return err
	}
	defer in.Close()
	dir := path.Dir(name)
	out, tmp, err := dst.CreateTemp(dir, fsx.Exact(perm)) // the memo's own permissions, as a move keeps them
	if err != nil {
		return err
	}
	defer dst.Remove(tmp)
	h := sha256.New()
	_, err = io.Copy(io.MultiWriter(out, h), in)
	if err == nil {
		err = out.Sync()
	}
	if cerr := out.Close(); err == nil {
		err = cerr
	}
	where := filepath.Join(dst.Path(), filepath.FromSlash(dir))
	if err != nil {
		return fmt.Errorf("writing the memo to %s: %w", where, err)
	}
	if got := hex.EncodeToString(h.Sum(nil)); got != sum {
		return fmt.Errorf("the private copy of the memo is not the one checked (%s, want %s)", got, sum)
	}
	if got, err := dst.HashFile(tmp); err != nil || got != sum {
		return fmt.Errorf("the copy written to %s differs from the memo checked (%v)", where, err)
	}
	if !mtime.IsZero() {
		dst.Chtimes(tmp, mtime)
	}
	if err := dst.Link(tmp, dst, name); err != nil {
		if errors.Is(err, fs.ErrExist) {
			return fsx.ErrExists
		}
		// No hard links here (some network and FAT file systems): a rename
		// after a last look, as MoveNoReplace does.
		if dst.Exists(name) {
			return fsx.ErrExists
		}
		if err := dst.Rename(tmp, dst, name); err != nil {
			return err
		}
	}
	dst.FixMode(name) // a setgid folder's group, as for a file moved in
	dst.SyncShared(dir)
	return nil
}

// nonRegularReason says in Polish, for the report, why a file that is not a
// regular file was not checked.
func nonRegularReason(fi fs.FileInfo) string {
	switch m := fi.Mode(); {
	case m&fs.ModeSymlink != 0:
		return "dowiązanie symboliczne (symlink) — citeguard nie otwiera dowiązań ani plików spoza folderu"
	case m&fs.ModeNamedPipe != 0:
		return "to nie jest zwykły plik, lecz potok (FIFO) — nie został otwarty"
	case m&fs.ModeIrregular != 0:
		return "to nie jest zwykły plik (punkt ponownej analizy lub plik specjalny) — nie został otwarty"
	case m&(fs.ModeDevice|fs.ModeCharDevice) != 0:
		return "to nie jest zwykły plik, lecz urządzenie — nie zostało otwarte"
	case m&fs.ModeSocket != 0:
		return "to nie jest zwykły plik, lecz gniazdo — nie zostało otwarte"
	case m.IsDir():
		return "to folder, nie plik"
	}
	return "to nie jest zwykły plik"
}
