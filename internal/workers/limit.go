package workers

import (
	"fmt"
	"log/slog"
	"os/exec"
	"sync"
	"time"
)

// limiter bounds the memory of the pool's workers.
type limiter interface {
	kind() string
	env() []string // added to each worker's environment (GOMEMLIMIT)
	// slot prepares a worker's own limit before it starts (a cgroup it is
	// started in, a job object it is put in).
	slot(id int, cmd *exec.Cmd) (memSlot, error)
	fallback() memSlot // the watchdog, when slot fails
	close()
}

// memSlot is one worker's memory limit.
type memSlot interface {
	attach(pid int) error          // after the start (a Windows job object)
	watch(pid int) <-chan struct{} // closed when a busy worker passes the cap (the watchdog); nil: never
	unwatch()                      // the job ended
	oomKilled() bool               // the kernel killed it for memory (a cgroup)
	release()                      // the worker is gone
}

// newLimiter picks the strongest limit the system allows for max bytes
// per worker: a cgroup v2 (Linux, where the parent may create one), a job
// object (Windows), else GOMEMLIMIT and the watchdog; none when max is 0.
func newLimiter(max int64, log *slog.Logger) limiter {
	if max <= 0 {
		return noLimit{}
	}
	if l, err := osLimiter(max, log); err == nil {
		return l
	} else {
		log.Info("workers: no cgroup or job object for the memory limit; GOMEMLIMIT and a watchdog on each worker's resident memory bound it", "why", err)
	}
	return &watchdogLimiter{max: max}
}

// goMemLimit tells a worker's Go runtime to collect before it reaches 90 %
// of the cap (memory outside Go's heap, wazero's, is not covered by it).
func goMemLimit(max int64) []string {
	return []string{fmt.Sprintf("GOMEMLIMIT=%dB", max/10*9)}
}

type noLimit struct{}

func (noLimit) kind() string                         { return "none" }
func (noLimit) env() []string                        { return nil }
func (noLimit) slot(int, *exec.Cmd) (memSlot, error) { return noSlot{}, nil }
func (noLimit) fallback() memSlot                    { return noSlot{} }
func (noLimit) close()                               {}

type noSlot struct{}

func (noSlot) attach(int) error          { return nil }
func (noSlot) watch(int) <-chan struct{} { return nil }
func (noSlot) unwatch()                  {}
func (noSlot) oomKilled() bool           { return false }
func (noSlot) release()                  {}

// watchdogLimiter: GOMEMLIMIT, and a poll of a busy worker's resident
// memory every 50 ms; over the cap, the worker is killed.
type watchdogLimiter struct{ max int64 }

func (l *watchdogLimiter) kind() string {
	if _, ok := residentBytes(0); !ok {
		return "GOMEMLIMIT only"
	}
	return "watchdog"
}
func (l *watchdogLimiter) env() []string { return goMemLimit(l.max) }
func (l *watchdogLimiter) slot(int, *exec.Cmd) (memSlot, error) {
	return &watchdog{max: l.max}, nil
}
func (l *watchdogLimiter) fallback() memSlot { return &watchdog{max: l.max} }
func (l *watchdogLimiter) close()            {}

type watchdog struct {
	max  int64
	mu   sync.Mutex
	done chan struct{}
}

func (w *watchdog) attach(int) error { return nil }

func (w *watchdog) watch(pid int) <-chan struct{} {
	over := make(chan struct{})
	done := make(chan struct{})
	w.mu.Lock()
	w.done = done
	w.mu.Unlock()
	go func() {
		t := time.NewTicker(50 * time.Millisecond)
		defer t.Stop()
		for {
			select {
			case <-done:
				return
			case <-t.C:
				if rss, ok := residentBytes(pid); ok && rss > w.max {
					close(over)
					return
				}
			}
		}
	}()
	return over
}

func (w *watchdog) unwatch() {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.done != nil {
		close(w.done)
		w.done = nil
	}
}

func (w *watchdog) oomKilled() bool { return false }
func (w *watchdog) release()        { w.unwatch() }
