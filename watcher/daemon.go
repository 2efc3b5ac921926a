package watcher

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"citeguard/cite"
	"citeguard/internal/fsx"
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

// WorkDirName is the hidden folder inside each watched folder that holds the
// claimed memos, one sub-folder per daemon.
const WorkDirName = ".citeguard-work"

// folder is a watched folder at run time.
type folder struct {
	Folder
	work    string // <path>/.citeguard-work/<daemon id>
	polling bool
	netfs   string
	down    atomic.Bool // marker missing: the share looks unmounted
	root    *folder     // recursive: the watched folder this one is inside (nil: it is one)
	rel     string      // recursive: its path inside root, slash-separated
}

// Daemon watches folders and checks every memo dropped in them.
type Daemon struct {
	cfg        *Config
	check      CheckFunc
	log        *slog.Logger
	id         string
	folders    []*folder
	q          *queue
	checkSlots chan struct{} // a slot per concurrent check (concurrency)
	aloneMu    sync.Mutex    // one suspect memo at a time gathers every slot
	audit      *auditLog
	index      *indexer
	names      names // final names chosen by jobs in flight
	once       bool
	onDone     func(Done)
	library    func() LibraryState // Options.Library
	held       hold                // memos held while the library cannot answer
	subMu      sync.Mutex
	subs       map[string]*folder // recursive: folders inside watched folders
	leftMu     sync.Mutex
	left       map[string]string // Once: memos left in their folder → why

	inFlight  atomic.Int64
	processed sync.Map // outcome → *atomic.Int64
	checkNs   atomic.Int64
	checks    atomic.Int64
	started   time.Time

	relook chan item // files to look at again (a claim that failed)

	healthMu   sync.Mutex
	healthAddr string // where the health endpoint listens, once it does

	unlock     func()        // releases the state lock (Close)
	closeOnce  sync.Once     //
	key        []byte        // the journal key (state folder)
	snapRoot   string        // <state>/checking: private copies of the memos being checked
	retryDelay time.Duration // before a job that met an I/O error runs again
}

func (d *Daemon) healthAddrGet() string {
	d.healthMu.Lock()
	defer d.healthMu.Unlock()
	return d.healthAddr
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

// done tells Options.OnDone that a job has finished.
func (d *Daemon) done(j *journal) {
	if d.onDone != nil {
		d.onDone(Done{Memo: j.Name, Outcome: j.Outcome, Decision: j.Decision, Dest: j.Dest, Report: j.Report})
	}
}

// New prepares a daemon: it takes the lock of the state folder (before any
// state file is read or written), creates the folders (unless guarded by a
// marker) and reads the audit log. Run releases it when it ends; Close
// releases a daemon that is not run.
func New(cfg *Config, check CheckFunc, opt Options) (d *Daemon, err error) {
	if check == nil {
		return nil, errors.New("watcher: no CheckFunc")
	}
	d = &Daemon{cfg: cfg, check: check, log: opt.Logger, q: newQueue(), once: opt.Once, onDone: opt.OnDone, library: opt.Library, started: time.Now(), relook: make(chan item, 1024),
		retryDelay: max(5*cfg.PollInterval.D(), 10*time.Second)}
	if d.log == nil {
		d.log = slog.Default()
	}
	if err := os.MkdirAll(cfg.State, 0o755); err != nil {
		return nil, fmt.Errorf("state folder: %w", err)
	}
	unlock, err := fsx.Lock(filepath.Join(cfg.State, "lock"))
	if err != nil {
		if errors.Is(err, fsx.ErrLocked) {
			return nil, errors.New("another citeguard watch is running with this state folder")
		}
		return nil, err
	}
	d.unlock = unlock
	defer func() {
		if err != nil {
			unlock() // d is nil by now: `return nil, err` has set it
		}
	}()
	if d.id, err = daemonID(cfg.State); err != nil {
		return nil, fmt.Errorf("state folder: %w", err)
	}
	if d.key, err = journalKey(cfg.State); err != nil {
		return nil, fmt.Errorf("state folder: %w", err)
	}
	// Private copies left by a crash are of no use: a job makes its own.
	d.snapRoot = filepath.Join(cfg.State, "checking")
	if err := os.RemoveAll(d.snapRoot); err != nil {
		return nil, fmt.Errorf("state folder: %w", err)
	}
	if err := os.Mkdir(d.snapRoot, 0o700); err != nil {
		return nil, fmt.Errorf("state folder: %w", err)
	}
	for _, f := range cfg.Folders {
		d.folders = append(d.folders, &folder{Folder: f, work: filepath.Join(f.Path, WorkDirName, d.id)})
	}
	if cfg.CreateFolders {
		for _, dir := range d.allDirs() {
			if cfg.Marker != "" {
				continue // a guarded folder is on a share: never create it on the bare mount point
			}
			// Folders for people: the umask decides (the unit's 0007 lets
			// the lawyers' group drop memos into the inbox).
			if err := os.MkdirAll(dir, 0o777); err != nil {
				return nil, fmt.Errorf("create folder: %w", err)
			}
		}
		if cfg.Marker == "" {
			for _, l := range cfg.Library {
				_ = os.MkdirAll(l, 0o777)
			}
		}
	}
	d.audit, err = openAudit(filepath.Join(cfg.State, "audit.jsonl"), d.id, d.log)
	if err != nil {
		return nil, err
	}
	d.index = newIndexer(d)
	return d, nil
}

// Close releases what New took (the audit log, the state lock) when Run is
// not called or has returned; calling it again does nothing.
func (d *Daemon) Close() {
	d.closeOnce.Do(func() {
		if d.audit != nil {
			d.audit.close()
		}
		if d.unlock != nil {
			d.unlock()
		}
	})
}

// ID is the daemon's id (persistent in the state folder).
func (d *Daemon) ID() string { return d.id }

func (d *Daemon) allDirs() []string {
	seen := map[string]bool{}
	var out []string
	for _, f := range d.cfg.Folders {
		for _, dir := range []string{f.Path, f.Reports, f.Checked, f.Fix, f.Blocked, f.Failed, f.Send} {
			if dir != "" && !seen[dir] {
				seen[dir] = true
				out = append(out, dir)
			}
		}
	}
	return out
}

// daemonID is stable across restarts, so a restarted daemon finds its own
// work folder, and unique per state folder, so two daemons never resume each
// other's jobs.
func daemonID(state string) (string, error) {
	p := filepath.Join(state, "daemon-id")
	if b, err := os.ReadFile(p); err == nil && len(strings.TrimSpace(string(b))) > 0 {
		return strings.TrimSpace(string(b)), nil
	}
	host, _ := os.Hostname()
	host = strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' {
			return r
		}
		return '-'
	}, host)
	if host == "" {
		host = "host"
	}
	id := host + "-" + randHex(4)
	if err := WriteAtomic(p, []byte(id+"\n")); err != nil {
		return "", err
	}
	return id, nil
}

func randHex(n int) string {
	b := make([]byte, n)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

// available reports whether dir is usable: without a marker always; with
// one, while <dir>/<marker> exists.
func (d *Daemon) available(dir string) bool {
	if d.cfg.Marker == "" {
		return true
	}
	_, err := os.Stat(filepath.Join(d.configDirOf(dir), d.cfg.Marker))
	return err == nil
}

// Run watches until ctx ends (or, with Options.Once, until the folders hold
// nothing ready), then stops taking files, lets memos in flight finish for
// shutdown_grace, returns the rest to their folders and returns nil.
func (d *Daemon) Run(ctx context.Context) error {
	defer d.Close()
	var err error

	// concurrency bounds the checks (CPU); four times as many workers claim,
	// write reports and move memos, so the fsyncs of one job overlap the
	// check of another and the CPUs never wait for the disk.
	conc := d.cfg.Concurrency
	if conc <= 0 {
		conc = runtime.NumCPU()
	}
	d.checkSlots = make(chan struct{}, conc)
	workers := 4 * conc
	for _, f := range d.folders {
		switch d.cfg.Mode {
		case ModePoll:
			f.polling = true
		case ModeAuto:
			if f.netfs = fsx.NetworkFS(f.Path); f.netfs != "" {
				f.polling = true
			}
		}
		d.log.Info("watching", "folder", f.Path, "profile", f.Profile, "polling", f.polling, "netfs", f.netfs)
	}
	d.log.Info("citeguard watch started", "daemon", d.id, "concurrency", conc, "workers", workers, "settle", d.cfg.Settle.D().String(), "mode", d.cfg.Mode, "takeover", d.cfg.Takeover.D().String())

	d.recoverAll()
	d.cleanStaleTemps()

	// stopTaking ends the scanner and makes workers take no new item;
	// hard ends the checks still running after the grace period.
	stopCtx, stopTaking := context.WithCancel(ctx)
	defer stopTaking()
	hard, cancelHard := context.WithCancel(context.Background())
	defer cancelHard()

	var srv io.Closer
	if d.cfg.Health != "" {
		if srv, err = d.serveHealth(); err != nil {
			return err
		}
		defer srv.Close()
	}
	idxDone := make(chan struct{})
	go func() { d.index.loop(hard); close(idxDone) }()
	beatDone := make(chan struct{})
	go func() { d.heartbeat(hard); close(beatDone) }()

	var wg sync.WaitGroup
	for i := 0; i < workers; i++ {
		wg.Add(1)
		go func() { defer wg.Done(); d.worker(stopCtx, hard) }()
	}
	scanDone := make(chan struct{})
	go func() { d.scanner(stopCtx, stopTaking); close(scanDone) }()

	<-stopCtx.Done()
	<-scanDone
	if ctx.Err() != nil {
		d.log.Info("stopping: taking no new files; waiting for memos in flight", "in_flight", d.inFlight.Load(), "grace", d.cfg.ShutdownGrace.D().String())
	}
	waited := make(chan struct{})
	go func() { wg.Wait(); close(waited) }()
	select {
	case <-waited:
	case <-time.After(d.cfg.ShutdownGrace.D()):
		d.log.Warn("grace period over: returning the memos still in flight to their folders")
		cancelHard()
		<-waited
	}
	cancelHard()
	<-idxDone
	<-beatDone
	if d.once {
		d.recordRun()
	}
	d.index.write()
	d.log.Info("citeguard watch stopped", "daemon", d.id)
	return nil
}

// worker takes items until stop; a job it has started runs to its end (or
// until hard, when the memo is returned).
func (d *Daemon) worker(stop, hard context.Context) {
	for {
		if stop.Err() != nil {
			return
		}
		it, ok := d.q.pop()
		if !ok {
			select {
			case <-stop.Done():
				return
			case <-d.q.notify:
				continue
			case <-time.After(time.Second):
				continue
			}
		}
		d.inFlight.Add(1)
		if it.jobDir != "" {
			d.resume(hard, it)
			d.q.done(it.path)
		} else {
			d.claim(hard, it) // frees the file's path itself, once it is claimed
		}
		d.inFlight.Add(-1)
	}
}

// relookLater asks the scanner to look at a file again after a while (its
// claim failed: locked by the program writing it, or a folder unavailable).
func (d *Daemon) relookLater(it item) {
	if d.once {
		return
	}
	time.AfterFunc(max(d.cfg.Settle.D(), d.cfg.PollInterval.D()), func() {
		select {
		case d.relook <- item{path: it.path, folder: it.folder}:
		default: // full: the periodic rescan finds it
		}
	})
}

func (d *Daemon) count(outcome string) {
	v, _ := d.processed.LoadOrStore(outcome, new(atomic.Int64))
	v.(*atomic.Int64).Add(1)
}
