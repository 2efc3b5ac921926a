//go:build unix

package workers

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// TestMain doubles as the worker: the test binary run with
// WORKERS_TEST_WORKER=1 serves testHandler.
func TestMain(m *testing.M) {
	if os.Getenv("WORKERS_TEST_WORKER") == "1" {
		if err := Serve(testHandler); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

var sink [][]byte

// testHandler: "echo X", "fail", "panic", "sleep 200ms", "spin" (a busy
// loop that never returns), "alloc MB" (touches that much memory and
// holds it), "exit" (the process ends), "pid", "print" (writes to stdout).
func testHandler(req []byte) ([]byte, error) {
	cmd, arg, _ := strings.Cut(string(req), " ")
	switch cmd {
	case "echo":
		return []byte(arg), nil
	case "fail":
		return nil, errors.New("the job failed: " + arg)
	case "panic":
		panic("a parser bug")
	case "sleep":
		d, _ := time.ParseDuration(arg)
		time.Sleep(d)
		return []byte("slept"), nil
	case "spin":
		for x := 0; ; x++ {
			if x < 0 {
				return nil, nil
			}
		}
	case "alloc":
		mb, _ := strconv.Atoi(arg)
		for i := 0; i < mb; i++ {
			b := make([]byte, 1<<20)
			for k := range b {
				b[k] = byte(k)
			}
			sink = append(sink, b)
		}
		time.Sleep(10 * time.Second)
		return []byte("allocated"), nil
	case "exit":
		os.Exit(3)
	case "pid":
		return []byte(strconv.Itoa(os.Getpid())), nil
	case "print":
		fmt.Println("a stray print must not break the protocol")
		return []byte("printed"), nil
	}
	return nil, fmt.Errorf("unknown request %q", req)
}

func testPool(t *testing.T, workers int, memMax int64) *Pool {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	if os.Getenv("WORKERS_TEST_LOG") != "" {
		log = slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelDebug}))
	}
	p, err := Start(context.Background(), Config{Command: []string{exe, "-test.run=^$"}, Env: []string{"WORKERS_TEST_WORKER=1"},
		Workers: workers, MemoryMax: memMax, StartTimeout: 30 * time.Second, Log: log})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { p.Close() })
	return p
}

func do(t *testing.T, p *Pool, req string) string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	b, err := p.Do(ctx, []byte(req))
	if err != nil {
		t.Fatalf("%s: %v", req, err)
	}
	return string(b)
}

func alive(pid int) bool { return syscall.Kill(pid, 0) == nil }

func TestPoolAnswers(t *testing.T) {
	p := testPool(t, 2, 0)
	if got := do(t, p, "echo zażółć"); got != "zażółć" {
		t.Errorf("echo = %q", got)
	}
	if got := do(t, p, "print"); got != "printed" {
		t.Errorf("print = %q", got)
	}
	pid := do(t, p, "pid")
	for _, req := range []string{"fail now", "panic"} {
		_, err := p.Do(context.Background(), []byte(req))
		var re *RemoteError
		if !errors.As(err, &re) {
			t.Errorf("%s: %v, want a RemoteError", req, err)
		}
	}
	// A job's own failure or panic does not cost the worker.
	pids := map[string]bool{}
	for i := 0; i < 6; i++ {
		pids[do(t, p, "pid")] = true
	}
	if !pids[pid] || len(pids) > 2 {
		t.Errorf("workers after failed jobs: %v (first %s): a worker was replaced", pids, pid)
	}
	// Many jobs at once on two workers.
	var wg sync.WaitGroup
	for i := 0; i < 40; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if got := do(t, p, fmt.Sprint("echo ", i)); got != fmt.Sprint(i) {
				t.Errorf("echo %d = %q", i, got)
			}
		}()
	}
	wg.Wait()
}

// A job past its time limit is a kill: the worker (spinning, deaf to
// everything) is gone when Do returns, and a fresh one takes the next job.
func TestPoolKillsAtTimeLimit(t *testing.T) {
	p := testPool(t, 1, 0)
	pid, _ := strconv.Atoi(do(t, p, "pid"))
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	t0 := time.Now()
	_, err := p.Do(ctx, []byte("spin"))
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("spin: %v, want the deadline", err)
	}
	if d := time.Since(t0); d > 10*time.Second {
		t.Errorf("Do returned %s after the limit", d)
	}
	if alive(pid) {
		t.Errorf("the spinning worker %d still runs after its time limit", pid)
	}
	if got := do(t, p, "echo next"); got != "next" {
		t.Errorf("after the kill: %q", got)
	}
}

// A worker past its memory cap is killed (ErrMemory); the pool goes on.
func TestPoolMemoryLimit(t *testing.T) {
	p := testPool(t, 1, 64<<20)
	if p.MemoryLimit() == "none" || p.MemoryLimit() == "GOMEMLIMIT only" {
		t.Skipf("memory limit here: %s", p.MemoryLimit())
	}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	_, err := p.Do(ctx, []byte("alloc 300"))
	if !errors.Is(err, ErrMemory) {
		t.Fatalf("alloc 300 MB with a 64 MB cap: %v, want ErrMemory", err)
	}
	if got := do(t, p, "echo next"); got != "next" {
		t.Errorf("after the kill: %q", got)
	}
}

// A worker that dies in a job costs that job only.
func TestPoolCrash(t *testing.T) {
	p := testPool(t, 1, 0)
	_, err := p.Do(context.Background(), []byte("exit"))
	if !errors.Is(err, ErrCrashed) || !strings.Contains(err.Error(), "exit status 3") {
		t.Fatalf("exit: %v, want ErrCrashed with the status", err)
	}
	if got := do(t, p, "echo next"); got != "next" {
		t.Errorf("after the crash: %q", got)
	}
}

// Close ends the workers, busy ones included; Do then fails.
func TestPoolClose(t *testing.T) {
	p := testPool(t, 2, 0)
	pids := p.PIDs()
	done := make(chan error, 1)
	go func() { _, err := p.Do(context.Background(), []byte("spin")); done <- err }()
	time.Sleep(200 * time.Millisecond)
	p.Close()
	if err := <-done; !errors.Is(err, ErrClosed) {
		t.Errorf("busy job at Close: %v", err)
	}
	for _, pid := range pids {
		if alive(pid) {
			t.Errorf("worker %d alive after Close", pid)
		}
	}
	if _, err := p.Do(context.Background(), []byte("echo x")); !errors.Is(err, ErrClosed) {
		t.Errorf("Do after Close: %v", err)
	}
}

// A worker that cannot start is an error of Start that says why.
func TestPoolStartFails(t *testing.T) {
	exe, _ := os.Executable()
	_, err := Start(context.Background(), Config{Command: []string{exe, "-test.run=^$"}, Env: []string{"WORKERS_TEST_WORKER=0"}, Workers: 1,
		StartTimeout: 10 * time.Second, Log: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err == nil {
		t.Fatal("a worker that never says ready started")
	}
}

func TestFrames(t *testing.T) {
	var b bytes.Buffer
	writeFrame(&b, frameAnswer, []byte("treść"))
	typ, p, err := readFrame(&b)
	if err != nil || typ != frameAnswer || string(p) != "treść" {
		t.Fatalf("%q %q %v", typ, p, err)
	}
	if _, _, err := readFrame(bytes.NewReader([]byte{'A', 0xff, 0xff, 0xff, 0xff})); !errors.Is(err, errFrameTooLarge) {
		t.Errorf("huge frame: %v", err)
	}
	if _, _, err := readFrame(bytes.NewReader([]byte{'A', 0, 0, 0, 9, 'x'})); err == nil {
		t.Error("a cut frame read whole")
	}
}

// FuzzReadFrame: any bytes are a frame, an error, or EOF; never a panic or
// an allocation past MaxFrame.
func FuzzReadFrame(f *testing.F) {
	var b bytes.Buffer
	writeFrame(&b, frameRequest, []byte("memo.pdf"))
	f.Add(b.Bytes())
	f.Add([]byte{'R', 0, 0, 0, 0})
	f.Fuzz(func(t *testing.T, data []byte) {
		r := bytes.NewReader(data)
		for {
			if _, p, err := readFrame(r); err != nil {
				return
			} else if len(p) > MaxFrame {
				t.Fatal("frame past MaxFrame")
			}
		}
	})
}
