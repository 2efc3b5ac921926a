package watcher

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"citeguard/reports"
)

// TestHeldWhileTheLibraryCannotAnswer: while the checker says the library
// is unavailable (a HoldError), memos wait in their folder unchecked — no
// report, nothing sent from a gate — /healthz says degraded with the reason;
// once the library answers again they are checked.
func TestHeldWhileTheLibraryCannotAnswer(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	c := testConfig(t, dir, "settle: 100ms\npoll_interval: 100ms\nhealth: 127.0.0.1:0\nfolders:\n  - path: inbox\n  - path: outbox\n    profile: gate\n    send: send\n")
	var up atomic.Bool
	var tries atomic.Int64
	check := func(ctx context.Context, path string) (*reports.Memo, error) {
		if !up.Load() {
			tries.Add(1)
			return nil, &HoldError{Reason: "the library folders hold no documents"}
		}
		return fakeCheck(ctx, path)
	}
	state := func() LibraryState {
		if up.Load() {
			return LibraryState{Available: true, Sources: 3, Files: 3}
		}
		return LibraryState{Problem: "empty", Reason: "the library folders hold no documents"}
	}
	d, err := New(c, check, Options{Logger: quietLogger(t), Library: state})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- d.Run(ctx) }()
	defer func() { cancel(); <-done }()
	dropAtomic(t, filepath.Join(dir, "inbox", "a.txt"), memoText("a.txt", "", 1))
	dropAtomic(t, filepath.Join(dir, "outbox", "b.txt"), memoText("b.txt", "", 1))
	waitFor(t, "a check held", func() bool { return tries.Load() > 0 })
	time.Sleep(time.Second) // more settle periods: still held
	for _, p := range []string{filepath.Join(dir, "inbox", "a.txt"), filepath.Join(dir, "outbox", "b.txt")} {
		if _, err := os.Stat(p); err != nil {
			t.Fatalf("%s left its folder while held: %v", filepath.Base(p), err)
		}
	}
	if n := len(files(filepath.Join(dir, "reports"))); n > 2 { // INDEX.md and INDEX.html at most
		t.Fatalf("reports written while held: %v", files(filepath.Join(dir, "reports")))
	}
	if n := tries.Load(); n > 4 {
		t.Errorf("%d checks tried while the library was down: held memos should wait, not loop", n)
	}
	var health struct {
		Status  string       `json:"status"`
		Held    string       `json:"held"`
		Library LibraryState `json:"library"`
	}
	waitFor(t, "the health endpoint", func() bool { return d.healthAddrGet() != "" })
	resp, err := http.Get("http://" + d.healthAddrGet() + "/healthz")
	if err != nil {
		t.Fatal(err)
	}
	json.NewDecoder(resp.Body).Decode(&health)
	resp.Body.Close()
	if resp.StatusCode != http.StatusServiceUnavailable || health.Status != "degraded" || !strings.Contains(health.Held, "hold no documents") || health.Library.Available {
		t.Errorf("/healthz while held: %d %+v", resp.StatusCode, health)
	}
	resp, err = http.Get("http://" + d.healthAddrGet() + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	metrics, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	for _, want := range []string{"citeguard_library_available 0", "citeguard_memos_held 1"} {
		if !strings.Contains(string(metrics), want) {
			t.Errorf("/metrics lacks %q:\n%s", want, metrics)
		}
	}
	up.Store(true)
	waitFor(t, "the held memos checked", func() bool {
		return len(files(filepath.Join(dir, "checked"))) == 1 && len(files(filepath.Join(dir, "send"))) == 1
	})
}
