package workers

import (
	"bytes"
	"log/slog"
	"strings"
	"testing"
)

// TestTailLevels: a worker's slog records reach the parent's log at their
// own level (its indexing progress at INFO, its warnings at WARN); any
// other line stays at DEBUG.
func TestTailLevels(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		line string
		want slog.Level
	}{
		{`time=2026-12-02T06:00:00Z level=INFO msg="library index: progress" done=40 unit=files`, slog.LevelInfo},
		{`time=2026-12-02T06:00:00Z level=WARN msg="library: sidecar unreadable"`, slog.LevelWarn},
		{`time=2026-12-02T06:00:00Z level=ERROR msg=x`, slog.LevelError},
		{`level=DEBUG msg=x`, slog.LevelDebug},
		{`panic: runtime error: index out of range`, slog.LevelDebug},
		{`time=x level=BOGUS msg=x`, slog.LevelDebug},
		{`time=x msg="a quoted level=ERROR in the message"`, slog.LevelDebug},
		{strings.Repeat("x", 100) + ` level=ERROR`, slog.LevelDebug},
	} {
		if got := lineLevel([]byte(tc.line)); got != tc.want {
			t.Errorf("%q: level %v, want %v", tc.line, got, tc.want)
		}
	}
	var out bytes.Buffer
	tl := newTail(slog.New(slog.NewTextHandler(&out, &slog.HandlerOptions{Level: slog.LevelInfo})), 3)
	tl.Write([]byte("noise\ntime=t level=INFO msg=\"library index: progress\" done=5\n"))
	if got := out.String(); strings.Contains(got, "noise") || !strings.Contains(got, `level=INFO msg=worker worker=3 stderr="time=t level=INFO msg=\"library index: progress\" done=5"`) {
		t.Errorf("the parent's log: %q", got)
	}
}
