package logx

import (
	"bytes"
	"fmt"
	"log/slog"
	"strings"
	"testing"
)

// fakeEvents records what an Event Log source would get.
type fakeEvents struct{ got []string }

func (f *fakeEvents) add(kind string, eid uint32, msg string) error {
	f.got = append(f.got, fmt.Sprintf("%s/%d %s", kind, eid, msg))
	return nil
}
func (f *fakeEvents) Info(eid uint32, msg string) error    { return f.add("info", eid, msg) }
func (f *fakeEvents) Warning(eid uint32, msg string) error { return f.add("warning", eid, msg) }
func (f *fakeEvents) Error(eid uint32, msg string) error   { return f.add("error", eid, msg) }

// TestEventLogGetsWarningsAndErrors is the Windows service's logging: the
// file (or console) gets every line from info up, the Event Log the
// warnings and errors, each as one message with its attributes and no time.
func TestEventLogGetsWarningsAndErrors(t *testing.T) {
	t.Parallel()
	var file bytes.Buffer
	base, _, err := New(Options{}, &file)
	if err != nil {
		t.Fatal(err)
	}
	ev := &fakeEvents{}
	log := slog.New(Tee(base.Handler(), NewEventHandler(ev, slog.LevelWarn))).With("daemon", "d1")
	log.Info("memo checked", "job", "j1")
	log.Warn("library unavailable", "reason", "marker missing")
	log.Error("state folder locked")
	log.Debug("hidden")
	if n := strings.Count(file.String(), "\n"); n != 3 {
		t.Fatalf("file got %d lines: %q", n, file.String())
	}
	want := []string{
		`warning/2 level=WARN msg="library unavailable" daemon=d1 reason="marker missing"`,
		`error/3 level=ERROR msg="state folder locked" daemon=d1`,
	}
	if strings.Join(ev.got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("event log got\n%s\nwant\n%s", strings.Join(ev.got, "\n"), strings.Join(want, "\n"))
	}
}
