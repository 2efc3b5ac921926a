package main

// citeguard watch with reloads: SIGHUP reads the configuration again and,
// when it changed, makes the daemon of the new one beside the running one
// (watcher.Daemon.Successor: its state folder's lock, its folders, its
// health port). Only when that succeeded does the running daemon stop —
// memos in flight finish as on SIGTERM — and the new one start on what it
// took over; otherwise the running one never stops, and the reason is
// logged and shown on /healthz.

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"sync"

	"citeguard/internal/logx"
	"citeguard/watcher"
)

// logs is the daemon's logger and its output, replaced when a reload
// changes logging:.
type logs struct {
	mu  sync.Mutex
	log *slog.Logger
	out *logx.Output
}

func (l *logs) logger() *slog.Logger {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.log
}

// replace makes log and out the daemon's and closes the output before.
func (l *logs) replace(log *slog.Logger, out *logx.Output) {
	l.mu.Lock()
	old := l.out
	l.log, l.out = log, out
	l.mu.Unlock()
	old.Close()
}

// reopen reopens the log file (after logrotate renamed it).
func (l *logs) reopen() error {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.out.Reopen()
}

func (l *logs) close() {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.out.Close()
}

// watching is a `citeguard watch` that reloads on SIGHUP.
type watching struct {
	configPath     string
	once           bool
	stdout, stderr io.Writer
	logs           *logs
}

// successor is the daemon made for a reload, with its own log output
// when the reload changed logging: (nil: the running one's).
type successor struct {
	run *runningDaemon
	out *logx.Output
}

// run runs the daemon of cfg until ctx ends, replacing it on every reload
// that brings a configuration that starts, and returns the exit code.
func (w *watching) run(ctx context.Context, cfg *watcher.Config, reloads <-chan struct{}) int {
	cur, code, err := prepareDaemon(cfg, w.logs.logger(), w.once, nil)
	if err == nil {
		if err = cur.openChecker(); err != nil {
			cur.close()
			code = exitUsage
		}
	}
	if err != nil {
		fmt.Fprintf(w.stderr, "citeguard watch: %v\n", err)
		return code
	}
	for {
		gen, stop := context.WithCancel(ctx)
		next := make(chan *successor, 1)
		done := make(chan struct{})
		go func() { defer close(done); w.reloads(gen, stop, cur, reloads, next) }()
		code, err := cur.run(gen, w.once, w.stdout)
		stop()
		<-done
		cur.close() // its checker too: the next one writes the library index in the same state folder
		if err != nil {
			fmt.Fprintf(w.stderr, "citeguard watch: %v\n", err)
		}
		var s *successor
		select {
		case s = <-next:
		default:
		}
		if s == nil || ctx.Err() != nil {
			if s != nil {
				s.run.close()
				if s.out != nil {
					s.out.Close()
				}
			}
			return code
		}
		if cur = w.takeOver(cur, s); cur == nil {
			return exitWatchCannot
		}
	}
}

// reloads waits for reloads while the daemon cur runs: the first that
// brings a successor sends it on next and ends the run (stop).
func (w *watching) reloads(ctx context.Context, stop context.CancelFunc, cur *runningDaemon, reloads <-chan struct{}, next chan<- *successor) {
	for {
		select {
		case <-ctx.Done():
			return
		case <-reloads:
		}
		if w.once {
			continue // the log was reopened; a batch run keeps its configuration
		}
		if s := w.reload(cur); s != nil {
			next <- s
			stop()
			return
		}
	}
}

// reload reads the configuration again: a changed one whose daemon could
// be made beside cur is the successor; nil keeps cur running (unchanged,
// or the reason logged and on cur's /healthz).
func (w *watching) reload(cur *runningDaemon) *successor {
	log := w.logs.logger()
	refuse := func(msg, why string, err error) *successor {
		log.Error("SIGHUP: "+msg+"; running on with the previous one", "err", err)
		cur.d.SetReloadFailure(why + ": " + err.Error() + " — running on the previous configuration")
		return nil
	}
	cfg, err := loadWatchConfig(w.configPath)
	if err != nil {
		return refuse("the configuration does not load", "the configuration does not load", err)
	}
	if !cur.cfg.Differs(cfg) {
		cur.d.SetReloadFailure("") // the file is the running configuration (again)
		return nil
	}
	s := &successor{}
	nlog := log
	if cfg.Logging != cur.cfg.Logging {
		if l, o, err := logx.New(logx.Options{Level: cfg.Logging.Level, Format: cfg.Logging.Format, File: cfg.Logging.File}, w.stderr); err == nil {
			nlog, s.out = l, o
		} else {
			log.Error("SIGHUP: the new logging settings do not work; logging as before", "err", err)
		}
	}
	if s.run, _, err = prepareDaemon(cfg, nlog, false, cur); err != nil {
		if s.out != nil {
			s.out.Close()
		}
		return refuse("the new configuration cannot start", "the new configuration cannot start", err)
	}
	log.Info("SIGHUP: configuration reloaded; the daemon restarts on it", "config", w.configPath)
	return s
}

// takeOver starts s, whose daemon took over from prev (stopped by now):
// its log output, its checker. A checker that does not open brings the
// previous configuration back the same way (a successor of s with prev's
// configuration); nil when even that fails.
func (w *watching) takeOver(prev *runningDaemon, s *successor) *runningDaemon {
	if s.out != nil {
		w.logs.replace(s.run.log, s.out)
	}
	err := s.run.openChecker()
	if err == nil {
		return s.run
	}
	log := s.run.log
	log.Error("SIGHUP: the checker of the new configuration did not start; back to the previous configuration", "err", err)
	back, _, berr := prepareDaemon(prev.cfg, log, false, s.run)
	s.run.close()
	if berr == nil {
		if berr = back.openChecker(); berr != nil {
			back.close()
		}
	}
	if berr != nil {
		log.Error("the previous configuration does not start again either", "err", berr)
		fmt.Fprintf(w.stderr, "citeguard watch: %v\n", berr)
		return nil
	}
	back.d.SetReloadFailure("the checker of the new configuration did not start: " + err.Error() + " — running on the previous configuration")
	return back
}
