package watcher

import (
	"io"
	"log/slog"
	"os"
)

// NewLogger builds the slog logger the configuration asks for. Every line
// of a job carries job=<id>. The closer closes a log file, if any.
func NewLogger(l Logging, stderr io.Writer) (*slog.Logger, io.Closer, error) {
	var level slog.Level
	_ = level.UnmarshalText([]byte(l.Level))
	w, closer := stderr, io.Closer(io.NopCloser(nil))
	if l.File != "" {
		f, err := os.OpenFile(l.File, os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o644)
		if err != nil {
			return nil, nil, err
		}
		w, closer = f, f
	}
	opts := &slog.HandlerOptions{Level: level}
	var h slog.Handler = slog.NewTextHandler(w, opts)
	if l.Format == "json" {
		h = slog.NewJSONHandler(w, opts)
	}
	return slog.New(h), closer, nil
}
