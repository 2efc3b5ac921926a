package winsvc

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"testing"
	"time"
)

// scm plays the Service Control Manager against loop: it sends requests
// and records the states loop reports.
type scm struct {
	reqs   chan request
	states chan Status
}

func newSCM() *scm { return &scm{reqs: make(chan request), states: make(chan Status, 16)} }

func (s *scm) report(st Status) { s.states <- st }

func (s *scm) next(t *testing.T) Status {
	t.Helper()
	select {
	case st := <-s.states:
		return st
	case <-time.After(10 * time.Second):
		t.Fatal("no state reported")
		return Status{}
	}
}

func TestStopCancelsTheDaemonAndWaits(t *testing.T) {
	t.Parallel()
	s := newSCM()
	running, finished := make(chan struct{}), make(chan struct{})
	run := func(ctx context.Context) error {
		close(running)
		<-ctx.Done()
		time.Sleep(50 * time.Millisecond) // memos in flight finish
		close(finished)
		return nil
	}
	errc := make(chan error, 1)
	go func() { errc <- loop(run, s.reqs, s.report, 15*time.Second) }()
	if st := s.next(t); st.State != StartPending {
		t.Fatalf("first state %v", st)
	}
	if st := s.next(t); st.State != Running {
		t.Fatalf("second state %v", st)
	}
	<-running
	s.reqs <- reqInterrogate
	if st := s.next(t); st.State != Running {
		t.Fatalf("interrogated: %v", st)
	}
	s.reqs <- reqStop
	if st := s.next(t); st.State != StopPending || st.WaitHint != 15*time.Second {
		t.Fatalf("on stop: %+v", st)
	}
	if st := s.next(t); st.State != Stopped {
		t.Fatalf("after stop: %+v", st)
	}
	select {
	case <-finished:
	default:
		t.Fatal("Stopped reported before the daemon finished")
	}
	if err := <-errc; err != nil {
		t.Fatal(err)
	}
}

func TestShutdownStopsToo(t *testing.T) {
	t.Parallel()
	s := newSCM()
	errc := make(chan error, 1)
	go func() {
		errc <- loop(func(ctx context.Context) error { <-ctx.Done(); return nil }, s.reqs, s.report, time.Second)
	}()
	s.next(t)
	s.next(t)
	s.reqs <- reqShutdown
	if st := s.next(t); st.State != StopPending {
		t.Fatalf("on shutdown: %+v", st)
	}
	if st := s.next(t); st.State != Stopped {
		t.Fatalf("after shutdown: %+v", st)
	}
	if err := <-errc; err != nil {
		t.Fatal(err)
	}
}

// TestDaemonFailureEndsTheService: a daemon that cannot run (a locked state
// folder, a bad configuration) ends the service with its error, which the
// SCM's recovery actions then restart.
func TestDaemonFailureEndsTheService(t *testing.T) {
	t.Parallel()
	s := newSCM()
	boom := errors.New("state folder locked")
	err := loop(func(ctx context.Context) error { return boom }, s.reqs, s.report, time.Second)
	if !errors.Is(err, boom) {
		t.Fatalf("err = %v", err)
	}
	var states []State
	for len(s.states) > 0 {
		states = append(states, (<-s.states).State)
	}
	if !slices.Equal(states, []State{StartPending, Running, Stopped}) {
		t.Fatalf("states %v", states)
	}
}

func TestInstallConfig(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	cfg := filepath.Join(dir, "citeguard.yaml")
	os.WriteFile(cfg, []byte("folders: []\n"), 0o644)
	c := Config{ConfigFile: cfg, Exe: filepath.Join(dir, "citeguard.exe")}
	if err := c.Check(); err != nil {
		t.Fatal(err)
	}
	if c.Name != DefaultName {
		t.Errorf("name %q", c.Name)
	}
	if got := c.Args(); !slices.Equal(got, []string{"watch", "-config", cfg, "-service", DefaultName}) {
		t.Errorf("args %q", got)
	}
	for _, bad := range []Config{{}, {ConfigFile: filepath.Join(dir, "missing.yaml")}, {ConfigFile: dir}} {
		if err := bad.Check(); err == nil {
			t.Errorf("%+v accepted", bad)
		}
	}
	// A relative configuration is made absolute: the SCM starts the
	// service in C:\Windows\System32, not where install ran.
	wd, _ := os.Getwd()
	rel, err := filepath.Rel(wd, cfg)
	if err != nil {
		t.Skip(err)
	}
	c = Config{ConfigFile: rel}
	if err := c.Check(); err != nil || c.ConfigFile != cfg || !filepath.IsAbs(c.Exe) {
		t.Errorf("relative config: %+v, %v", c, err)
	}
}

func TestOutsideWindows(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("on Windows the calls are real")
	}
	t.Parallel()
	if err := Start("citeguard"); !errors.Is(err, ErrNotWindows) {
		t.Fatalf("Start = %v", err)
	}
}
