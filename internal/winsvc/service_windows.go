package winsvc

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"time"

	"golang.org/x/sys/windows"
	"golang.org/x/sys/windows/svc"
	"golang.org/x/sys/windows/svc/eventlog"
	"golang.org/x/sys/windows/svc/mgr"
)

// Install registers the service (automatic, delayed start; restarted 5 s,
// 30 s and 2 min after a failure, the count reset after a day) and an
// Event Log source of its name. It needs an administrator. It runs as
// LocalSystem; a share needs an account that may open it (services.msc ›
// Log On, as the README says).
func Install(c Config) (notes []string, err error) {
	if err := c.Check(); err != nil {
		return nil, err
	}
	m, err := connect()
	if err != nil {
		return nil, err
	}
	defer m.Disconnect()
	if s, err := m.OpenService(c.Name); err == nil {
		s.Close()
		return nil, fmt.Errorf("service %s already exists (citeguard service uninstall -name %s first)", c.Name, c.Name)
	}
	cfg := mgr.Config{DisplayName: DisplayName, Description: Description, StartType: mgr.StartAutomatic, ErrorControl: mgr.ErrorNormal}
	s, err := m.CreateService(c.Name, c.Exe, cfg, c.Args()...)
	if err != nil {
		return nil, fmt.Errorf("creating service %s: %w", c.Name, err)
	}
	defer s.Close()
	// A delayed start lets the network and its shares come up first; a
	// system that cannot set it (Wine) keeps the plain automatic start.
	if cur, err := s.Config(); err == nil {
		cur.DelayedAutoStart = true
		if err := s.UpdateConfig(cur); err != nil {
			notes = append(notes, fmt.Sprintf("delayed automatic start not set (%v): the service starts with the system", err))
		}
	}
	restart := []mgr.RecoveryAction{
		{Type: mgr.ServiceRestart, Delay: 5 * time.Second},
		{Type: mgr.ServiceRestart, Delay: 30 * time.Second},
		{Type: mgr.ServiceRestart, Delay: 2 * time.Minute},
	}
	if err := s.SetRecoveryActions(restart, uint32((24 * time.Hour).Seconds())); err != nil {
		s.Delete()
		return nil, fmt.Errorf("service %s: setting restart on failure: %w", c.Name, err)
	}
	if err := eventlog.InstallAsEventCreate(c.Name, eventlog.Error|eventlog.Warning|eventlog.Info); err != nil && !errors.Is(err, windows.ERROR_ALREADY_EXISTS) {
		s.Delete()
		return nil, fmt.Errorf("service %s: registering its Event Log source: %w", c.Name, err)
	}
	return notes, nil
}

// Uninstall stops nothing: it removes a stopped service and its Event Log
// source (Stop it first).
func Uninstall(name string) error {
	if err := withService(name, (*mgr.Service).Delete); err != nil {
		return err
	}
	if err := eventlog.Remove(name); err != nil {
		return fmt.Errorf("service %s removed; its Event Log source was not: %w", name, err)
	}
	return nil
}

// Start asks the SCM to start the service.
func Start(name string) error {
	return withService(name, func(s *mgr.Service) error { return s.Start() })
}

// Stop asks the service to stop and waits up to wait for it to have
// stopped (the daemon first finishes or returns the memos in flight).
func Stop(name string, wait time.Duration) error {
	return withService(name, func(s *mgr.Service) error {
		st, err := s.Control(svc.Stop)
		if err != nil {
			return err
		}
		deadline := time.Now().Add(wait)
		for st.State != svc.Stopped {
			if time.Now().After(deadline) {
				return fmt.Errorf("still stopping after %s", wait)
			}
			time.Sleep(300 * time.Millisecond)
			if st, err = s.Query(); err != nil {
				return err
			}
		}
		return nil
	})
}

// Query says the service's state in words (running, stopped…).
func Query(name string) (string, error) {
	var state string
	err := withService(name, func(s *mgr.Service) error {
		st, err := s.Query()
		state = stateWords[st.State]
		return err
	})
	return state, err
}

var stateWords = map[svc.State]string{svc.Stopped: "stopped", svc.StartPending: "starting", svc.StopPending: "stopping",
	svc.Running: "running", svc.ContinuePending: "continuing", svc.PausePending: "pausing", svc.Paused: "paused"}

func connect() (*mgr.Mgr, error) {
	m, err := mgr.Connect()
	if err != nil {
		return nil, fmt.Errorf("connecting to the Service Control Manager (run the command as administrator): %w", err)
	}
	return m, nil
}

func withService(name string, fn func(*mgr.Service) error) error {
	m, err := connect()
	if err != nil {
		return err
	}
	defer m.Disconnect()
	s, err := m.OpenService(name)
	if err != nil {
		return fmt.Errorf("service %s is not installed: %w", name, err)
	}
	defer s.Close()
	if err := fn(s); err != nil {
		return fmt.Errorf("service %s: %w", name, err)
	}
	return nil
}

// Run serves the SCM around run until Stop or Shutdown (run's context is
// cancelled; the SCM is told to wait stopWait) or until run ends. It
// returns run's error, or ErrNotFromSCM when the process was not started
// by the Service Control Manager.
func Run(name string, stopWait time.Duration, run func(ctx context.Context) error) error {
	h := &handler{run: run, stopWait: stopWait}
	if err := svc.Run(name, h); err != nil {
		if errors.Is(err, windows.ERROR_FAILED_SERVICE_CONTROLLER_CONNECT) {
			return ErrNotFromSCM
		}
		return err
	}
	return h.err
}

type handler struct {
	run      func(ctx context.Context) error
	stopWait time.Duration
	err      error
}

// Execute translates the SCM's change requests into loop's and loop's
// states into the SCM's.
func (h *handler) Execute(args []string, r <-chan svc.ChangeRequest, s chan<- svc.Status) (bool, uint32) {
	reqs, done := make(chan request), make(chan struct{})
	defer close(done)
	go func() {
		defer close(reqs)
		for c := range r {
			var q request
			switch c.Cmd {
			case svc.Interrogate:
				q = reqInterrogate
			case svc.Stop:
				q = reqStop
			case svc.Shutdown:
				q = reqShutdown
			default:
				continue
			}
			select {
			case reqs <- q:
			case <-done:
				return
			}
		}
	}()
	h.err = loop(h.run, reqs, func(st Status) { s <- toSvc(st) }, h.stopWait)
	if h.err != nil {
		return true, 1 // a service-specific failure: the SCM's recovery restarts it
	}
	return false, 0
}

func toSvc(st Status) svc.Status {
	out := svc.Status{WaitHint: uint32(st.WaitHint.Milliseconds())}
	switch st.State {
	case StartPending:
		out.State = svc.StartPending
	case Running:
		out.State, out.Accepts = svc.Running, svc.AcceptStop|svc.AcceptShutdown
	case StopPending:
		out.State = svc.StopPending
	case Stopped:
		out.State = svc.Stopped
	}
	return out
}

// EventLog opens the service's Event Log source: warnings and errors go
// there (Event Viewer, Windows Logs › Application).
func EventLog(name string) (EventSink, error) {
	l, err := eventlog.Open(name)
	if err != nil {
		return nil, fmt.Errorf("opening the Event Log source %s: %w", name, err)
	}
	return l, nil
}

// InSystemFolder reports whether dir is Windows' system folder
// (C:\Windows\System32), where services and scheduled tasks start: no
// place for the default configuration's relative folders.
func InSystemFolder(dir string) bool {
	sys, err := windows.GetSystemDirectory()
	return err == nil && strings.EqualFold(filepath.Clean(dir), filepath.Clean(sys))
}
