package watcher

import (
	"sync"
	"sync/atomic"
	"time"
)

// stats counts what the daemon has done, for /healthz, /metrics and the
// run's summary.
type stats struct {
	started   time.Time
	inFlight  atomic.Int64 // items a worker has taken and not finished
	processed sync.Map     // outcome → *atomic.Int64
	checkNs   atomic.Int64 // time spent in checks
	checks    atomic.Int64 // checks run
	active    activeJobs   // the jobs running now, for the status page (status_jobs.go)
}

func newStats() *stats { return &stats{started: time.Now()} }

// count records a memo finished with outcome.
func (s *stats) count(outcome string) {
	v, _ := s.processed.LoadOrStore(outcome, new(atomic.Int64))
	v.(*atomic.Int64).Add(1)
}

// checked records one check that took d.
func (s *stats) checked(d time.Duration) {
	s.checkNs.Add(int64(d))
	s.checks.Add(1)
}

// outcomes is the number of memos finished, by outcome.
func (s *stats) outcomes() map[string]int64 {
	out := map[string]int64{}
	s.processed.Range(func(k, v any) bool {
		out[k.(string)] = v.(*atomic.Int64).Load()
		return true
	})
	return out
}
