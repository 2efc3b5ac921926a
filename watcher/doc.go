// Package watcher is the folder daemon of citeguard watch: it finds memos
// dropped in watched folders (filesystem events as a hint, periodic full
// rescans, polling on network filesystems), waits until a file has settled
// and is complete, claims it by an atomic rename into a per-daemon work
// folder, runs an injected CheckFunc with a time limit and panic isolation,
// writes the report (temp file, fsync, rename) and only then moves the memo
// to checked/, blocked/, failed/ or a gate's send folder — never overwriting
// and never passing a memo onward whose check did not succeed.
//
// What goes out is what was checked: the checker reads a private copy of
// the memo in the state folder, hashed as it is made; before the memo moves
// on, the file in the work folder must still be the same file with the same
// size, times and hash, held open by no writer, or it is checked again; and
// a memo that passes is placed as a new file written from that copy.
//
// Nothing on the share is trusted: every file of a watched, work, job,
// reports, destination or state folder is opened relative to an open
// folder handle (fsx.Dir, dirs.go), no symlink followed at any element; a
// job folder is one handle from its start to its end; a watched folder
// whose path leads elsewhere is refused. Files that are not regular files
// are never opened (symlinks are not followed, FIFOs not opened), a job
// journal is followed only when its HMAC (key in the state folder)
// verifies, and destinations are derived from the configuration, never read
// from the journal.
//
// Crash safety: every job has a small journal in its work folder; at start
// the daemon re-runs or finishes what its work folder holds, so a SIGKILL at
// any moment loses nothing and duplicates nothing.
//
// The parts of a Daemon, each owning its own state:
//   - stateDir (state.go): the state folder's lock, the daemon's id, the
//     journal key, the private copies of memos being checked;
//   - folderSet (folders.go): the watched folders and those inside them,
//     their destinations, markers, polling;
//   - workArea (workarea.go, takeover.go): every file operation in a work
//     folder or job folder — claim, journal file, attempt markers, removal,
//     the move back into a watched folder, heartbeat, takeover;
//   - scanner (scan.go): finding files, settle, completeness; the queue
//     (queue.go) hands them to the workers;
//   - runner (runner.go) claims and resumes jobs and runs each through the
//     job state machine (job.go, jobsteps.go), placing the memo (place.go);
//   - checker (checkrun.go, attempts.go): check slots, the crash markers,
//     the time limit, panic isolation;
//   - journals (journal.go), names (names.go: final names, revisions),
//     hold (hold.go), auditLog (audit.go), indexer (index.go), stats and
//     batch (stats.go, runs.go), health (health.go).
package watcher
