//go:build unix

package checkworker_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"citeguard/check"
	"citeguard/reports"
)

// stuckMemo is a memo a worker never finishes reading: a FIFO nobody
// writes to (the worker blocks opening or reading it).
func stuckMemo(t *testing.T) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "memo.txt")
	if err := syscall.Mkfifo(p, 0o600); err != nil {
		t.Skipf("no FIFO here: %v", err)
	}
	return p
}

// onePID is the pid of the one worker process.
func onePID(t *testing.T, c *check.Checker) int {
	t.Helper()
	pids := c.Workers().PIDs()
	if len(pids) != 1 {
		t.Fatalf("%d worker processes, want 1", len(pids))
	}
	return pids[0]
}

// serves checks that the pool serves again after a worker was lost: the
// clean example memo is checked, by a new worker process.
func serves(t *testing.T, c *check.Checker, lost int) {
	t.Helper()
	m, err := c.Check(context.Background(), filepath.Join(example, "memos", "memo-czyste.txt"))
	if err != nil || m.Error != "" || len(m.Results) == 0 {
		t.Fatalf("after the lost worker: %v, %+v", err, m)
	}
	if pid := onePID(t, c); pid == lost {
		t.Fatalf("the lost worker %d still serves", lost)
	}
}

// TestWorkerDies: a worker process killed in the middle of a check fails
// that memo closed with the crash's report (no error: it is the memo's
// report), and a fresh worker takes its place.
func TestWorkerDies(t *testing.T) {
	c := open(t, 1, 0)
	memo := stuckMemo(t)
	pid := onePID(t, c)
	type result struct {
		m   *reports.Memo
		err error
	}
	done := make(chan result, 1)
	go func() { m, err := c.Check(context.Background(), memo); done <- result{m, err} }()
	// A writer can open the FIFO without blocking once the worker has it
	// open for reading: then it is inside the check, blocked reading.
	var w int
	for deadline := time.Now().Add(time.Minute); ; time.Sleep(10 * time.Millisecond) {
		fd, err := syscall.Open(memo, syscall.O_WRONLY|syscall.O_NONBLOCK, 0)
		if err == nil {
			w = fd
			break
		}
		if !errors.Is(err, syscall.ENXIO) || time.Now().After(deadline) {
			t.Fatalf("the worker never opened the memo: %v", err)
		}
	}
	defer syscall.Close(w)
	if err := syscall.Kill(pid, syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	r := <-done
	if r.err != nil || r.m == nil || r.m.Error != (reports.Failure{Kind: reports.FailCrash}).Polish() || !r.m.Blocked {
		t.Fatalf("a killed worker's memo: %v, %+v", r.err, r.m)
	}
	serves(t, c, pid)
}

// TestTimeLimit: a check past its time limit has its worker killed; the
// memo fails closed saying so (CheckAll, as `citeguard check` runs it);
// the next memo is checked by a fresh worker.
func TestTimeLimit(t *testing.T) {
	c := open(t, 1, 0)
	pid := onePID(t, c)
	const limit = 500 * time.Millisecond
	r := c.CheckAll(context.Background(), []string{stuckMemo(t)}, limit, 1)
	want := reports.Failure{Kind: reports.FailTimeout, Timeout: limit}.Polish()
	if len(r) != 1 || r[0].Err == nil || r[0].Memo == nil || r[0].Memo.Error != want || !r[0].Memo.Blocked {
		t.Fatalf("a memo past its time limit: %+v", r)
	}
	if !errors.Is(r[0].Err, context.DeadlineExceeded) {
		t.Errorf("the error is not the time limit's: %v", r[0].Err)
	}
	serves(t, c, pid)
}

// TestMemoryLimit: a memo whose check needs more memory than a worker may
// have (a text of 40 MB: its text, clean copy and offset map alone are
// several times that) has its worker killed at the limit; the memo fails
// closed saying so, and the next one is checked by a fresh worker.
func TestMemoryLimit(t *testing.T) {
	if testing.Short() {
		t.Skip("a 40 MB memo: skipped in -short")
	}
	const limit = 200 << 20
	c := open(t, 1, limit)
	pid := onePID(t, c)
	memo := filepath.Join(t.TempDir(), "duze.txt")
	line := []byte("Sąd Najwyższy w wyroku z dnia 3 lutego 2020 r., II CSK 9902/20, przyjął, że kara umowna należy się wierzycielowi.\n")
	f, err := os.Create(memo)
	if err != nil {
		t.Fatal(err)
	}
	for n := 0; n < 40<<20; n += len(line) {
		f.Write(line)
	}
	f.Close()
	m, err := c.Check(context.Background(), memo)
	if err != nil || m == nil || !strings.HasPrefix(m.Error, "przekroczony limit pamięci sprawdzania (200 MB)") || !m.Blocked {
		t.Fatalf("a memo over the memory limit (%s): %v, %+v", c.Workers().MemoryLimit(), err, m)
	}
	serves(t, c, pid)
}
