package workers

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"sync"
	"time"
)

// Config describes a pool.
type Config struct {
	// Command is the worker's argv: the executable (os.Executable() for
	// the same binary) and its arguments (the hidden subcommand).
	Command []string
	Env     []string // added to the parent's environment
	Workers int      // default runtime.NumCPU()
	// MemoryMax bounds each worker's memory in bytes (0: no bound). See the
	// package comment for how.
	MemoryMax int64
	// StartTimeout bounds a worker's start until it is ready (default 2 min).
	StartTimeout time.Duration
	Log          *slog.Logger // default slog.Default()
}

// Errors of Do besides the context's own (a job whose context ends is
// killed with its worker and returns ctx.Err()).
var (
	ErrMemory  = errors.New("the worker went over its memory limit and was killed")
	ErrCrashed = errors.New("the worker process ended during the job")
	ErrClosed  = errors.New("the worker pool is closed")
)

// RemoteError is a job's own failure, reported by the worker's handler.
type RemoteError struct{ Msg string }

func (e *RemoteError) Error() string { return e.Msg }

// Pool is a persistent pool of worker processes. It is safe for concurrent
// use; Do blocks while every worker is busy.
type Pool struct {
	cfg   Config
	log   *slog.Logger
	lim   limiter
	idle  chan *worker // idle workers; nil is a slot whose worker must be started
	ctx   context.Context
	stop  context.CancelFunc
	mu    sync.Mutex
	live  map[*worker]bool
	seq   int
	spawn sync.WaitGroup
}

type worker struct {
	id     int
	cmd    *exec.Cmd
	in     *os.File
	out    *bufio.Reader
	outF   *os.File
	dead   chan struct{} // closed once the process has exited and been reaped
	exit   error
	stderr *tail
	mem    memSlot // its memory limit (a cgroup, a job object, or nothing)
}

// Start starts a pool and its workers, and waits until they are ready. A
// worker that cannot start is an error (the first one's).
func Start(ctx context.Context, cfg Config) (*Pool, error) {
	if len(cfg.Command) == 0 {
		return nil, errors.New("workers: no command")
	}
	if cfg.Workers <= 0 {
		cfg.Workers = runtime.NumCPU()
	}
	if cfg.StartTimeout <= 0 {
		cfg.StartTimeout = 2 * time.Minute
	}
	p := &Pool{cfg: cfg, log: cfg.Log, idle: make(chan *worker, cfg.Workers), live: map[*worker]bool{}}
	if p.log == nil {
		p.log = slog.Default()
	}
	p.ctx, p.stop = context.WithCancel(context.Background())
	p.lim = newLimiter(cfg.MemoryMax, p.log)
	type started struct {
		w   *worker
		err error
	}
	ch := make(chan started, cfg.Workers)
	for i := 0; i < cfg.Workers; i++ {
		go func() { w, err := p.start(ctx); ch <- started{w, err} }()
	}
	var first error
	for i := 0; i < cfg.Workers; i++ {
		s := <-ch
		if s.err != nil && first == nil {
			first = s.err
		}
		p.idle <- s.w // nil when it failed: started again on first use
	}
	if first != nil {
		p.Close()
		return nil, first
	}
	p.log.Info("worker processes started", "workers", cfg.Workers, "memory_max", cfg.MemoryMax, "memory_limit", p.lim.kind())
	return p, nil
}

// MemoryLimit says how the workers' memory is bounded: "cgroup", "job
// object", "watchdog" or "none".
func (p *Pool) MemoryLimit() string {
	if p.lim == nil {
		return "none"
	}
	return p.lim.kind()
}

// Do runs one job on an idle worker and returns its answer. When ctx ends
// first (the job's time limit, a shutdown) the worker is killed at once and
// a fresh one started in its place; the same when it passes its memory
// limit (ErrMemory) or dies (ErrCrashed). A RemoteError is the job's own.
func (p *Pool) Do(ctx context.Context, req []byte) ([]byte, error) {
	var w *worker
	select {
	case w = <-p.idle:
	case <-ctx.Done():
		return nil, ctx.Err()
	case <-p.ctx.Done():
		return nil, ErrClosed
	}
	if w == nil || w.exited() {
		if w != nil {
			p.discard(w)
		}
		var err error
		if w, err = p.start(ctx); err != nil {
			p.idle <- nil
			return nil, err
		}
	}
	ans, err, healthy := p.run(ctx, w, req)
	if healthy {
		p.idle <- w
	} else {
		p.replace(w)
	}
	return ans, err
}

// run sends one request to w and waits for its answer, its death, its
// memory limit or ctx. healthy is false when w must not be used again.
func (p *Pool) run(ctx context.Context, w *worker, req []byte) (ans []byte, err error, healthy bool) {
	if err := writeFrame(w.in, frameRequest, req); err != nil {
		return nil, p.crashed(w, err), false
	}
	type frame struct {
		typ     byte
		payload []byte
		err     error
	}
	got := make(chan frame, 1)
	go func() {
		typ, b, err := readFrame(w.out)
		got <- frame{typ, b, err}
	}()
	over := w.mem.watch(w.cmd.Process.Pid)
	defer w.mem.unwatch()
	select {
	case f := <-got:
		switch {
		case f.err != nil:
			if w.mem.oomKilled() {
				return nil, ErrMemory, false
			}
			return nil, p.crashed(w, f.err), false
		case f.typ == frameAnswer:
			return f.payload, nil, true
		case f.typ == frameError:
			return nil, &RemoteError{Msg: string(f.payload)}, true
		}
		return nil, p.crashed(w, fmt.Errorf("unexpected frame %q", f.typ)), false
	case <-ctx.Done():
		p.kill(w)
		<-got
		return nil, ctx.Err(), false
	case <-over:
		p.kill(w)
		<-got
		p.log.Warn("worker over its memory limit: killed", "worker", w.id, "pid", w.cmd.Process.Pid, "memory_max", p.cfg.MemoryMax)
		return nil, ErrMemory, false
	case <-p.ctx.Done():
		p.kill(w)
		<-got
		return nil, ErrClosed, false
	}
}

// crashed waits for a dead worker's exit status and describes the crash.
func (p *Pool) crashed(w *worker, cause error) error {
	select {
	case <-w.dead:
	case <-time.After(2 * time.Second):
		p.kill(w)
	}
	msg := strings.TrimSpace(w.stderr.String())
	if i := strings.LastIndex(msg, "\n"); i >= 0 && len(msg) > 600 {
		msg = msg[max(0, len(msg)-600):]
	}
	p.log.Error("worker process ended during a job", "worker", w.id, "exit", fmt.Sprint(w.exit), "cause", cause, "stderr", msg)
	if w.mem.oomKilled() {
		return ErrMemory
	}
	return fmt.Errorf("%w (%v)", ErrCrashed, w.exit)
}

// replace kills w and starts a fresh worker in its slot in the background,
// so the next job does not wait for the start.
func (p *Pool) replace(w *worker) {
	p.kill(w)
	p.discard(w)
	if p.ctx.Err() != nil {
		p.idle <- nil
		return
	}
	p.spawn.Add(1)
	go func() {
		defer p.spawn.Done()
		nw, err := p.start(p.ctx)
		if err != nil {
			p.log.Error("cannot start a worker process; trying again at the next job", "err", err)
		}
		p.idle <- nw
	}()
}

// start runs a worker and waits for its ready frame.
func (p *Pool) start(ctx context.Context) (*worker, error) {
	p.mu.Lock()
	if p.ctx.Err() != nil {
		p.mu.Unlock()
		return nil, ErrClosed
	}
	p.seq++
	id := p.seq
	p.mu.Unlock()
	inR, inW, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	outR, outW, err := os.Pipe()
	if err != nil {
		inR.Close()
		inW.Close()
		return nil, err
	}
	w := &worker{id: id, in: inW, outF: outR, out: bufio.NewReaderSize(outR, 64<<10), dead: make(chan struct{}), stderr: newTail(p.log, id)}
	w.cmd = exec.Command(p.cfg.Command[0], p.cfg.Command[1:]...)
	w.cmd.Env = append(append(os.Environ(), p.cfg.Env...), p.lim.env()...)
	w.cmd.Stdin, w.cmd.Stdout, w.cmd.Stderr = inR, outW, w.stderr
	if w.mem, err = p.lim.slot(id, w.cmd); err != nil {
		p.log.Warn("no memory limit of its own for a worker; the watchdog bounds it", "worker", id, "err", err)
		w.mem = p.lim.fallback()
	}
	err = w.cmd.Start()
	inR.Close()
	outW.Close()
	if err != nil {
		inW.Close()
		outR.Close()
		w.mem.release()
		return nil, fmt.Errorf("starting a worker process: %w", err)
	}
	if err := w.mem.attach(w.cmd.Process.Pid); err != nil {
		p.log.Warn("cannot put the worker under its memory limit; the watchdog bounds it", "worker", id, "err", err)
	}
	go func() { w.exit = w.cmd.Wait(); close(w.dead) }()
	p.mu.Lock()
	p.live[w] = true
	p.mu.Unlock()

	ready := make(chan error, 1)
	go func() {
		typ, _, err := readFrame(w.out)
		if err == nil && typ != frameReady {
			err = fmt.Errorf("unexpected frame %q", typ)
		}
		ready <- err
	}()
	timer := time.NewTimer(p.cfg.StartTimeout)
	defer timer.Stop()
	select {
	case err = <-ready:
	case <-timer.C:
		err = fmt.Errorf("not ready after %s", p.cfg.StartTimeout)
	case <-ctx.Done():
		err = ctx.Err()
	}
	if err != nil {
		p.kill(w)
		p.discard(w)
		msg := strings.TrimSpace(w.stderr.String())
		return nil, fmt.Errorf("starting a worker process: %v: %s", err, msg)
	}
	return w, nil
}

func (w *worker) exited() bool {
	select {
	case <-w.dead:
		return true
	default:
		return false
	}
}

// kill ends w at once and reaps it.
func (p *Pool) kill(w *worker) {
	if !w.exited() {
		w.cmd.Process.Kill()
	}
	<-w.dead
}

// discard forgets a dead worker: its pipes and memory slot.
func (p *Pool) discard(w *worker) {
	p.mu.Lock()
	delete(p.live, w)
	p.mu.Unlock()
	w.in.Close()
	w.outF.Close()
	w.mem.release()
}

// Close stops the pool: idle workers are told to end (stdin closed) and
// killed after 2 s; a job still running is killed at once.
func (p *Pool) Close() error {
	p.mu.Lock()
	if p.ctx.Err() != nil {
		p.mu.Unlock()
		return nil
	}
	p.stop()
	ws := make([]*worker, 0, len(p.live))
	for w := range p.live {
		ws = append(ws, w)
	}
	p.mu.Unlock()
	p.spawn.Wait()
	for _, w := range ws {
		w.in.Close()
	}
	deadline := time.After(2 * time.Second)
	for _, w := range ws {
		select {
		case <-w.dead:
		case <-deadline:
			p.kill(w)
		}
		p.discard(w)
	}
	p.lim.close()
	return nil
}

// PIDs are the process ids of the live workers.
func (p *Pool) PIDs() []int {
	p.mu.Lock()
	defer p.mu.Unlock()
	var out []int
	for w := range p.live {
		if !w.exited() {
			out = append(out, w.cmd.Process.Pid)
		}
	}
	return out
}

// tail copies a worker's stderr into the log, line by line, and keeps its
// last 4 KB for the report of a crash.
type tail struct {
	mu   sync.Mutex
	log  *slog.Logger
	id   int
	buf  []byte
	line bytes.Buffer
}

func newTail(log *slog.Logger, id int) *tail { return &tail{log: log, id: id} }

func (t *tail) Write(b []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.buf = append(t.buf, b...)
	if len(t.buf) > 4096 {
		t.buf = t.buf[len(t.buf)-4096:]
	}
	for _, c := range b {
		if c == '\n' {
			if t.line.Len() > 0 {
				t.log.Log(context.Background(), lineLevel(t.line.Bytes()), "worker", "worker", t.id, "stderr", t.line.String())
			}
			t.line.Reset()
		} else if t.line.Len() < 4096 {
			t.line.WriteByte(c)
		}
	}
	return len(b), nil
}

func (t *tail) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return string(t.buf)
}

var _ io.Writer = (*tail)(nil)
