package online

import (
	"context"
	"sync"
	"time"
)

// limiter spaces the requests to one host: at most rate a second, and none
// before a Retry-After the host asked for has passed.
type limiter struct {
	mu       sync.Mutex
	interval time.Duration
	next     time.Time
}

func newLimiter(rate float64) *limiter {
	return &limiter{interval: time.Duration(float64(time.Second) / rate)}
}

// wait blocks until the next request may go, or ctx ends. It refuses at
// once (false) a wait that would outlast ctx's deadline.
func (l *limiter) wait(ctx context.Context) bool {
	l.mu.Lock()
	now := time.Now()
	slot := l.next
	if slot.Before(now) {
		slot = now
	}
	if dl, ok := ctx.Deadline(); ok && slot.After(dl) {
		l.mu.Unlock()
		return false
	}
	l.next = slot.Add(l.interval)
	l.mu.Unlock()
	d := time.Until(slot)
	if d <= 0 {
		return ctx.Err() == nil
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return true
	case <-ctx.Done():
		return false
	}
}

// hold keeps every request to the host back until after d (a Retry-After).
func (l *limiter) hold(d time.Duration) {
	l.mu.Lock()
	if t := time.Now().Add(d); t.After(l.next) {
		l.next = t
	}
	l.mu.Unlock()
}
