package progress

import (
	"bytes"
	"io"
	"log/slog"
	"strings"
	"testing"
	"time"
)

// clock is a fake time source.
type clock struct{ t time.Time }

func (c *clock) now() time.Time { return c.t }

func TestLine(t *testing.T) {
	t.Parallel()
	c := &clock{t: time.Unix(1000, 0)}
	var out bytes.Buffer
	r := New("library index", &out, true, nil)
	r.now, r.start, r.last = c.now, c.t, c.t
	c.t = c.t.Add(100 * time.Millisecond)
	r.Update(Status{Done: 1, Total: 100, Unit: "files"}) // too soon: nothing
	if out.Len() != 0 {
		t.Fatalf("a report within %v: %q", LineEvery, out.String())
	}
	c.t = c.t.Add(9900 * time.Millisecond) // 10 s in
	r.Update(Status{Done: 25, Total: 100, Unit: "files", Part: 50, PartTotal: 100, Extra: "5.0 MB"})
	want := "\rlibrary index: 25/100 files (25%), 2.5/s, 5.0 MB, 10s left"
	if out.String() != want {
		t.Errorf("line %q, want %q (time left from the bytes: half read in 10 s)", out.String(), want)
	}
	out.Reset()
	c.t = c.t.Add(time.Second)
	r.Finish(Status{Done: 3, Unit: "records"})
	if got := out.String(); !strings.HasPrefix(got, "\rlibrary index: 3 records, 0.3/s, time left unknown") || !strings.HasSuffix(got, "\n") || len(got) < len(want) {
		t.Errorf("final line %q: not padded over the longer one, or not ended", got)
	}
}

func TestLog(t *testing.T) {
	t.Parallel()
	c := &clock{t: time.Unix(1000, 0)}
	var out bytes.Buffer
	r := New("library import saos", io.Discard, false, slog.New(slog.NewTextHandler(&out, nil)))
	r.now, r.start, r.last = c.now, c.t, c.t
	c.t = c.t.Add(LogEvery - time.Second)
	r.Update(Status{Done: 10, Unit: "records"})
	if out.Len() != 0 {
		t.Fatalf("a record within %v: %q", LogEvery, out.String())
	}
	c.t = c.t.Add(2 * time.Second)
	r.Update(Status{Done: 3100, Unit: "records", Part: 1, PartTotal: 4})
	if got := out.String(); !strings.Contains(got, `msg="library import saos: progress" done=3100 unit=records per_second=100 elapsed=31s left=1m33s`) {
		t.Errorf("log %q", got)
	}
}

// TestRestart: a second piece of work (the daemon's next library update)
// counts its rate and time from its own start, not from the first's.
func TestRestart(t *testing.T) {
	t.Parallel()
	c := &clock{t: time.Unix(1000, 0)}
	var out bytes.Buffer
	r := New("library index", io.Discard, false, slog.New(slog.NewTextHandler(&out, nil))).Every(10 * time.Second)
	r.now, r.start, r.last = c.now, c.t, c.t
	c.t = c.t.Add(time.Hour)
	r.Restart()
	c.t = c.t.Add(5 * time.Second)
	r.Update(Status{Done: 5, Total: 10, Unit: "files"})
	if out.Len() != 0 {
		t.Fatalf("a record 5 s into a restart, every 10 s: %q", out.String())
	}
	c.t = c.t.Add(5 * time.Second)
	r.Update(Status{Done: 10, Total: 20, Unit: "files"})
	if got := out.String(); !strings.Contains(got, "done=10 unit=files per_second=1 elapsed=10s total=20 left=10s") {
		t.Errorf("log %q: not counted from the restart", got)
	}
}
