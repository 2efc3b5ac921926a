// Package watcher is the folder daemon of citeguard watch: it finds memos
// dropped in watched folders (filesystem events as a hint, periodic full
// rescans, polling on network filesystems), waits until a file has settled
// and is complete, claims it by an atomic rename into a per-daemon work
// folder, runs an injected CheckFunc with a time limit and panic isolation,
// writes the report (temp file, fsync, rename) and only then moves the memo
// to checked/, blocked/, failed/ or a gate's send folder — never overwriting
// and never passing a memo onward whose check did not succeed.
//
// Crash safety: every job has a small journal in its work folder; at start
// the daemon re-runs or finishes what its work folder holds, so a SIGKILL at
// any moment loses nothing and duplicates nothing.
package watcher
