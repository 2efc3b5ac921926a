// Package workers runs jobs in child processes of the same binary, so that
// a job's time limit is a kill, its memory is bounded per process, and a
// crash or an out-of-memory kill costs one job, never the parent.
//
// The parent starts a persistent pool of workers (Start) and hands each job
// to an idle one (Pool.Do); a worker is the same executable run with a
// hidden subcommand that calls Serve. They speak a small framed protocol
// over the worker's stdin and stdout: a frame is one type byte, a 4-byte
// big-endian length and that many bytes. The worker says it is ready once
// (after opening what every job shares), then answers each request with one
// answer or one error frame. Anything else a worker prints goes to its
// stderr, which the pool copies into the parent's log.
//
// Memory: on Linux each worker runs in its own cgroup v2 with memory.max
// where the parent may create one (a delegated cgroup, as systemd's
// Delegate=yes gives); elsewhere GOMEMLIMIT tells the worker's Go runtime
// the cap and a watchdog kills a busy worker whose resident memory passes
// it. RLIMIT_AS is not used: Go's and wazero's address-space reservations
// break it. On Windows each worker is in a Job Object with a process memory
// limit that is killed with the pool.
package workers
