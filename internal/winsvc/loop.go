package winsvc

import (
	"context"
	"time"
)

// request is what the Service Control Manager asks of a running service.
type request int

const (
	reqInterrogate request = iota // report the current state again
	reqStop                       // services.msc, sc stop, citeguard service stop
	reqShutdown                   // the machine is shutting down
)

// State is a service state the control loop reports.
type State int

const (
	StartPending State = iota
	Running
	StopPending
	Stopped
)

// Status is one report to the SCM: the state and, while stopping, how long
// the SCM should wait before it gives up on the service.
type Status struct {
	State    State
	WaitHint time.Duration
}

// loop runs the daemon (run) and answers the SCM: Running once run has
// started, StopPending with stopWait on Stop or Shutdown (run's context is
// cancelled and the loop waits for run to return), Stopped at the end. It
// returns run's error; a daemon that ends by itself (-once, a fatal error)
// ends the service too.
func loop(run func(ctx context.Context) error, reqs <-chan request, report func(Status), stopWait time.Duration) error {
	report(Status{State: StartPending})
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	done := make(chan error, 1)
	go func() { done <- run(ctx) }()
	cur := Status{State: Running}
	report(cur)
	for {
		select {
		case err := <-done:
			report(Status{State: Stopped})
			return err
		case r, ok := <-reqs:
			if !ok {
				reqs = nil // the SCM side is gone: run on until run ends
				continue
			}
			switch r {
			case reqInterrogate:
				report(cur)
			case reqStop, reqShutdown:
				cur = Status{State: StopPending, WaitHint: stopWait}
				report(cur)
				cancel()
			}
		}
	}
}
