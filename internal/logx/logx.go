// Package logx builds citeguard's log/slog logger: text or JSON lines to
// standard error or to a file that SIGHUP reopens (logrotate renames the
// file, the daemon reopens it), and, when standard error is the systemd
// journal, each line prefixed with its syslog priority ("<4>" for a
// warning) so that journald files it at its level instead of all as info.
package logx

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"os"
	"sync"
	"time"
)

// Options say where and how to log.
type Options struct {
	Level  string // debug, info, warn or error ("" = info)
	Format string // text or json ("" = text)
	File   string // a log file (appended to); "" = standard error
}

// Output is where the lines go. Every line is written whole under one lock,
// so Reopen never splits one. A log file renamed or removed under it (by
// logrotate without a signal, or by hand on Windows, where it is opened so
// that it can be) is noticed within a second and opened anew.
type Output struct {
	mu       sync.Mutex
	path     string
	f        *os.File    // the log file, when path is set
	fi       os.FileInfo // what f was when opened
	checked  time.Time   // when path was last compared with f
	w        io.Writer   // the current destination
	journald bool        // prefix lines with their syslog priority
	prefix   string      // the priority of the line being written (under mu)
}

// New returns the logger opts ask for and its output (Reopen, Close).
// stderr is standard error; a line goes to the journal with its priority
// when stderr is the process's real standard error and systemd connected
// it to the journal (JOURNAL_STREAM).
func New(opts Options, stderr io.Writer) (*slog.Logger, *Output, error) {
	var level slog.Level
	if opts.Level != "" {
		if err := level.UnmarshalText([]byte(opts.Level)); err != nil {
			return nil, nil, fmt.Errorf("log level %q: use debug, info, warn or error", opts.Level)
		}
	}
	out := &Output{path: opts.File, w: stderr}
	if opts.File != "" {
		if err := out.Reopen(); err != nil {
			return nil, nil, err
		}
	} else if f, ok := stderr.(*os.File); ok && f == os.Stderr {
		out.journald = isJournal(f, os.Getenv("JOURNAL_STREAM"))
	}
	hopts := &slog.HandlerOptions{Level: level}
	var h slog.Handler
	switch opts.Format {
	case "", "text":
		h = slog.NewTextHandler(writer{out}, hopts)
	case "json":
		h = slog.NewJSONHandler(writer{out}, hopts)
	default:
		return nil, nil, fmt.Errorf("log format %q: use text or json", opts.Format)
	}
	return slog.New(&handler{inner: h, out: out}), out, nil
}

// Reopen opens the log file again (a no-op for standard error): after
// logrotate renamed it, new lines go to a new file of the same name.
func (o *Output) Reopen() error {
	if o.path == "" {
		return nil
	}
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.reopenLocked()
}

func (o *Output) reopenLocked() error {
	f, err := openLog(o.path)
	if err != nil {
		return fmt.Errorf("log file: %w", err)
	}
	fi, err := f.Stat()
	if err != nil {
		f.Close()
		return fmt.Errorf("log file: %w", err)
	}
	if o.f != nil {
		o.f.Close()
	}
	o.f, o.fi, o.w, o.checked = f, fi, f, time.Now()
	return nil
}

// follow reopens the log file when the file at its path is no longer the
// one open (looked at most once a second). Called with mu held.
func (o *Output) follow() {
	if o.f == nil || time.Since(o.checked) < time.Second {
		return
	}
	o.checked = time.Now()
	if fi, err := os.Stat(o.path); err == nil && os.SameFile(fi, o.fi) {
		return
	}
	_ = o.reopenLocked() // on failure the old file serves
}

// Close closes a log file.
func (o *Output) Close() error {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.f == nil {
		return nil
	}
	err := o.f.Close()
	o.f, o.w = nil, io.Discard
	return err
}

// Journald reports whether lines carry syslog priorities for the journal.
func (o *Output) Journald() bool { return o.journald }

// writer is the handlers' destination; it is only called by handler.Handle,
// which holds o.mu.
type writer struct{ o *Output }

func (w writer) Write(p []byte) (int, error) {
	w.o.follow()
	if w.o.prefix != "" {
		if _, err := io.WriteString(w.o.w, w.o.prefix); err != nil {
			return 0, err
		}
	}
	return w.o.w.Write(p)
}

// handler serializes the records of every logger derived from it, so the
// output knows the priority of the line being written.
type handler struct {
	inner slog.Handler
	out   *Output
}

func (h *handler) Enabled(ctx context.Context, l slog.Level) bool { return h.inner.Enabled(ctx, l) }

func (h *handler) Handle(ctx context.Context, r slog.Record) error {
	h.out.mu.Lock()
	defer h.out.mu.Unlock()
	if h.out.journald {
		h.out.prefix = Priority(r.Level)
	}
	return h.inner.Handle(ctx, r)
}

func (h *handler) WithAttrs(as []slog.Attr) slog.Handler {
	return &handler{inner: h.inner.WithAttrs(as), out: h.out}
}

func (h *handler) WithGroup(name string) slog.Handler {
	return &handler{inner: h.inner.WithGroup(name), out: h.out}
}

// Priority is the syslog priority prefix journald reads (sd-daemon(3)):
// <3> error, <4> warning, <6> info, <7> debug.
func Priority(l slog.Level) string {
	switch {
	case l >= slog.LevelError:
		return "<3>"
	case l >= slog.LevelWarn:
		return "<4>"
	case l >= slog.LevelInfo:
		return "<6>"
	}
	return "<7>"
}
