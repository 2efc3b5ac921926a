package watcher

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"citeguard/cite"
	"citeguard/reports"
)

// CheckFunc checks one memo. path is the claimed memo file (its name is the
// name it was dropped with; the extension tells the format). It must honour
// ctx (the per-memo time limit and shutdown). A returned error, a nil memo, a
// memo with Error set, a panic or a timeout all fail closed: the memo gets a
// short report saying why and goes to failed/ — a gate never passes it on.
// A memo without Decision gets m.Finish(). The watcher does not modify the
// results; it only reads Blocked, Decision, Error and the statuses.
type CheckFunc func(ctx context.Context, path string) (*reports.Memo, error)

// Daemon watches folders and checks every memo dropped in them. It is the
// assembly of parts that each own their state: the state folder (lock, id,
// key), the folders, the work area (every file operation in a work or job
// folder), the scanner (finding files), the queue, the runner (claiming and
// running jobs), the checker (slots, time limit), the journals, the names
// in flight, the hold, the audit log, the index, the counters, the batch
// run's summary and the health endpoint.
type Daemon struct {
	cfg  *Config
	log  *slog.Logger
	once bool

	state    *stateDir
	folders  *folderSet
	work     *workArea
	q        *queue
	journals *journals
	names    names
	hold     *hold
	checker  *checker
	stats    *stats
	batch    *batch
	audit    *auditLog
	index    *indexer
	jobs     *runner
	health   *healthServer // nil without health:
	board    *board        // what waits (status_board.go)
	reload   reloadState

	handover  handover
	closeOnce sync.Once
}

// Options tune a Daemon; the zero value is fine.
type Options struct {
	Logger *slog.Logger // default: slog.Default()
	// Once makes Run process what is in the folders now and return, instead
	// of watching until the context ends.
	Once bool
	// OnDone is called once for every memo the daemon finishes (its report
	// written, the memo at its destination), from the job's goroutine: it
	// must return at once (the notifier only queues).
	OnDone func(Done)
	// Library tells the state of the checker's library: reported on
	// /healthz and /metrics, and the end of a hold (HoldError) once it is
	// available again. Optional; it must return at once.
	Library func() LibraryState
}

// Done is a memo the daemon has finished, for Options.OnDone.
type Done struct {
	Memo     string        // the name it was dropped with
	Outcome  string        // OutcomeChecked, OutcomeFix, OutcomeBlocked, OutcomeFailed, OutcomeSent
	Decision cite.Decision // the report's decision
	Dest     string        // where the memo is now
	Report   string        // the markdown report (the HTML and JSON beside it)
}

// New prepares a daemon: it takes the lock of the state folder (before any
// state file is read or written), creates the folders (unless guarded by a
// marker), reads the audit log and binds the health endpoint. Run releases
// it when it ends; Close releases a daemon that is not run.
func New(cfg *Config, check CheckFunc, opt Options) (*Daemon, error) {
	return newDaemon(cfg, check, opt, nil)
}

// newDaemon is New, or, with from, Successor: what from holds that the
// new daemon needs too (its state folder, its health address) is taken
// over instead of opened again.
func newDaemon(cfg *Config, check CheckFunc, opt Options, from *Daemon) (d *Daemon, err error) {
	if check == nil {
		return nil, errors.New("watcher: no CheckFunc")
	}
	d = &Daemon{cfg: cfg, log: opt.Logger, once: opt.Once, q: newQueue(), stats: newStats()}
	if d.log == nil {
		d.log = slog.Default()
	}
	inherit := from.inheritable(cfg)
	st := inherit.state
	if st == nil {
		if st, err = openState(cfg.State); err != nil {
			return nil, err
		}
		defer func() {
			if err != nil {
				st.unlock() // d is nil by now: `return nil, err` has set it
			}
		}()
	}
	d.state = st
	d.folders = newFolderSet(cfg, st.id, d.log)
	d.names.folders = d.folders
	if err := d.folders.create(); err != nil {
		return nil, fmt.Errorf("create folder: %w", err)
	}
	if from != nil {
		if err := d.folders.probe(); err != nil {
			return nil, err
		}
	}
	if d.audit = inherit.audit; d.audit == nil {
		var audit *auditLog
		if audit, err = openAudit(st.file("audit.jsonl"), st.id, d.log); err != nil {
			return nil, err
		}
		defer closeOnError(&err, audit.close)
		d.audit = audit
	}
	if d.health = inherit.health; d.health == nil && cfg.Health != "" {
		var hs *healthServer
		if hs, err = listenHealth(cfg.Health, d); err != nil {
			return nil, err
		}
		defer closeOnError(&err, hs.close)
		d.health = hs
	}
	d.work = &workArea{folders: d.folders, log: d.log, id: st.id}
	d.journals = &journals{key: st.key, daemon: st.id, folders: d.folders, work: d.work, log: d.log}
	d.hold = &hold{library: opt.Library, log: d.log}
	d.checker = newChecker(check, cfg, d.work, d.hold, d.stats)
	d.batch = &batch{runs: st.file(runsFile), stats: d.stats, log: d.log}
	d.index = newIndexer(cfg, d.folders, d.batch, d.log)
	d.board = newBoard(d.index.touch)
	d.board.all, d.index.board = d.waiting, d.board
	d.jobs = &runner{cfg: cfg, log: d.log, id: st.id, once: opt.Once, onDone: opt.OnDone,
		retryDelay: max(5*cfg.PollInterval.D(), 10*time.Second), maxReport: reports.DefaultMaxReport, maxResults: 2 * cfg.MaxClaims, state: st, folders: d.folders, work: d.work,
		journals: d.journals, names: &d.names, checker: d.checker, hold: d.hold, q: d.q, audit: d.audit,
		index: d.index, stats: d.stats, batch: d.batch}
	if err := from.handOver(inherit); err != nil {
		return nil, err
	}
	return d, nil
}

// Close releases what New took (the health endpoint, the audit log, the
// state lock) — except what a successor took over — when Run is not
// called or has returned; calling it again does nothing.
func (d *Daemon) Close() {
	d.closeOnce.Do(func() {
		given := d.handover.close()
		if d.health != nil && !given.health {
			d.health.close()
		}
		if d.audit != nil && !given.state {
			d.audit.close()
		}
		if d.folders != nil {
			d.folders.closeDirs()
		}
		if d.state != nil && !given.state {
			d.state.unlock()
		}
	})
}

// ID is the daemon's id (persistent in the state folder).
func (d *Daemon) ID() string { return d.state.id }

// Run watches until ctx ends (or, with Options.Once, until the folders hold
// nothing ready), then stops taking files, lets memos in flight finish for
// shutdown_grace, returns the rest to their folders and returns nil.
func (d *Daemon) Run(ctx context.Context) error {
	defer d.Close()
	// concurrency bounds the checks (CPU); four times as many workers claim,
	// write reports and move memos, so the fsyncs of one job overlap the
	// check of another and the CPUs never wait for the disk.
	conc := cap(d.checker.slots)
	workers := 4 * conc
	d.folders.watchModes(d.log)
	d.log.Info("citeguard watch started", "daemon", d.state.id, "concurrency", conc, "workers", workers, "settle", d.cfg.Settle.D().String(), "mode", d.cfg.Mode, "takeover", d.cfg.Takeover.D().String())

	d.jobs.recoverAll()
	d.work.cleanStaleTemps()

	// stopTaking ends the scanner and makes workers take no new item;
	// hard ends the checks still running after the grace period.
	stopCtx, stopTaking := context.WithCancel(ctx)
	defer stopTaking()
	hard, cancelHard := context.WithCancel(context.Background())
	defer cancelHard()

	if d.health != nil {
		d.health.answerFor(d) // taken over from the daemon before a reload: it answered until now
	}
	background := d.goBackground(hard)
	var wg sync.WaitGroup
	for i := 0; i < workers; i++ {
		wg.Add(1)
		go func() { defer wg.Done(); d.jobs.worker(stopCtx, hard) }()
	}
	scanDone := make(chan struct{})
	go func() { d.newScanner().run(stopCtx, stopTaking); close(scanDone) }()

	<-stopCtx.Done()
	<-scanDone
	if ctx.Err() != nil {
		d.log.Info("stopping: taking no new files; waiting for memos in flight", "in_flight", d.stats.inFlight.Load(), "grace", d.cfg.ShutdownGrace.D().String())
	}
	d.drain(&wg, cancelHard)
	cancelHard()
	background.Wait()
	if d.once {
		d.batch.record()
	}
	d.index.write()
	d.log.Info("citeguard watch stopped", "daemon", d.state.id)
	return nil
}

// goBackground starts the index writer and the heartbeat, until hard ends.
func (d *Daemon) goBackground(hard context.Context) *sync.WaitGroup {
	var bg sync.WaitGroup
	bg.Add(2)
	go func() { defer bg.Done(); d.index.loop(hard) }()
	go func() { defer bg.Done(); d.work.heartbeat(hard, d.cfg.Takeover.D()) }()
	return &bg
}

// drain waits for the workers for shutdown_grace; then cancelHard returns
// the memos still in flight to their folders.
func (d *Daemon) drain(wg *sync.WaitGroup, cancelHard context.CancelFunc) {
	waited := make(chan struct{})
	go func() { wg.Wait(); close(waited) }()
	select {
	case <-waited:
	case <-time.After(d.cfg.ShutdownGrace.D()):
		d.log.Warn("grace period over: returning the memos still in flight to their folders")
		cancelHard()
		<-waited
	}
}

// newScanner is the scanner of the daemon's folders.
func (d *Daemon) newScanner() *scanner {
	return &scanner{cfg: d.cfg, log: d.log, once: d.once, folders: d.folders, q: d.q, hold: d.hold,
		batch: d.batch, stats: d.stats, takeOver: d.jobs.takeOver, board: d.board}
}
