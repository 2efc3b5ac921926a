package logx

import (
	"bytes"
	"context"
	"log/slog"
	"strings"
	"sync"
)

// EventSink takes whole messages by level: the Windows Event Log
// (*eventlog.Log) is one.
type EventSink interface {
	Info(eid uint32, msg string) error
	Warning(eid uint32, msg string) error
	Error(eid uint32, msg string) error
}

// Event ids of the messages sent to an EventSink, by level.
const (
	EventInfo    = 1
	EventWarning = 2
	EventError   = 3
)

// NewEventHandler sends records at level or above to sink, one message per
// record in the text format without its time (the Event Log stamps it).
func NewEventHandler(sink EventSink, level slog.Leveler) slog.Handler {
	e := &eventOut{sink: sink}
	h := slog.NewTextHandler(e, &slog.HandlerOptions{Level: level, ReplaceAttr: dropTime})
	return &eventHandler{inner: h, out: e}
}

func dropTime(groups []string, a slog.Attr) slog.Attr {
	if len(groups) == 0 && a.Key == slog.TimeKey {
		return slog.Attr{}
	}
	return a
}

type eventOut struct {
	mu    sync.Mutex
	sink  EventSink
	level slog.Level // of the record being written (under mu)
	buf   bytes.Buffer
}

func (e *eventOut) Write(p []byte) (int, error) {
	e.buf.Write(p)
	return len(p), nil
}

type eventHandler struct {
	inner slog.Handler
	out   *eventOut
}

func (h *eventHandler) Enabled(ctx context.Context, l slog.Level) bool {
	return h.inner.Enabled(ctx, l)
}

func (h *eventHandler) Handle(ctx context.Context, r slog.Record) error {
	o := h.out
	o.mu.Lock()
	defer o.mu.Unlock()
	o.buf.Reset()
	if err := h.inner.Handle(ctx, r); err != nil {
		return err
	}
	msg := strings.TrimSuffix(o.buf.String(), "\n")
	switch {
	case r.Level >= slog.LevelError:
		return o.sink.Error(EventError, msg)
	case r.Level >= slog.LevelWarn:
		return o.sink.Warning(EventWarning, msg)
	}
	return o.sink.Info(EventInfo, msg)
}

func (h *eventHandler) WithAttrs(as []slog.Attr) slog.Handler {
	return &eventHandler{inner: h.inner.WithAttrs(as), out: h.out}
}

func (h *eventHandler) WithGroup(name string) slog.Handler {
	return &eventHandler{inner: h.inner.WithGroup(name), out: h.out}
}

// Tee sends every record to each handler that takes its level; the first
// error is returned after all have had it.
func Tee(hs ...slog.Handler) slog.Handler { return tee(hs) }

type tee []slog.Handler

func (t tee) Enabled(ctx context.Context, l slog.Level) bool {
	for _, h := range t {
		if h.Enabled(ctx, l) {
			return true
		}
	}
	return false
}

func (t tee) Handle(ctx context.Context, r slog.Record) error {
	var first error
	for _, h := range t {
		if h.Enabled(ctx, r.Level) {
			if err := h.Handle(ctx, r.Clone()); err != nil && first == nil {
				first = err
			}
		}
	}
	return first
}

func (t tee) WithAttrs(as []slog.Attr) slog.Handler {
	out := make(tee, len(t))
	for i, h := range t {
		out[i] = h.WithAttrs(as)
	}
	return out
}

func (t tee) WithGroup(name string) slog.Handler {
	out := make(tee, len(t))
	for i, h := range t {
		out[i] = h.WithGroup(name)
	}
	return out
}
