package checkworker_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"testing"
	"time"

	"citeguard/check"
	"citeguard/check/checkworker"
	"citeguard/internal/workers"
	"citeguard/reports"
)

// TestMain doubles as the worker process: the test binary started with
// check.WorkerCommand (check.WorkerExecutable is this binary) is a real
// worker — the flags its parent gives, then checkworker.Serve — and runs
// no test.
func TestMain(m *testing.M) {
	if len(os.Args) > 1 && os.Args[1] == check.WorkerCommand {
		fs := flag.NewFlagSet(check.WorkerCommand, flag.ExitOnError)
		cfg := check.WorkerFlags(fs)
		fs.Parse(os.Args[2:])
		cfg.Logger = slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn}))
		if err := checkworker.Serve(*cfg); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

var (
	example = filepath.Join("..", "..", "testdata", "example")
	quiet   = slog.New(slog.DiscardHandler)
)

// open opens a checker of the example library: in workers worker
// processes (memoryMax bytes each), or in this process (workers 0). All
// share one key of the commented copies' markers, so that their copies of
// one memo are the same bytes.
func open(t *testing.T, workers int, memoryMax int64) *check.Checker {
	t.Helper()
	c, err := check.Open(context.Background(), check.Config{Library: []string{filepath.Join(example, "library")}, State: t.TempDir(),
		Workers: workers, MemoryMax: memoryMax, Logger: quiet, CopyKey: []byte("checkworker tests: one key for all copies")})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

// reportJSON is a report's JSON but for the time of the check.
func reportJSON(t *testing.T, m *reports.Memo) []byte {
	t.Helper()
	c := *m
	c.CheckedAt = time.Time{}
	b, err := json.Marshal(&c)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestRoundTrip: a memo checked in a worker process comes back as the same
// report a check in this process gives — a text, a PDF and DOCX memos, one
// of them with its colleague's comments — and a DOCX memo with the source
// of its commented copy, which makes the same copy byte for byte (the
// Document the worker read crossed the pipe). The refresh job's library
// state is the in-process one's.
func TestRoundTrip(t *testing.T) {
	here, there := open(t, 0, 0), open(t, 1, 0)
	if here.Version() != there.Version() || !there.Health().Available {
		t.Fatalf("library version %q here, %q in the workers (available %v)", here.Version(), there.Version(), there.Health().Available)
	}
	docx := filepath.Join("..", "docxcomments", "testdata")
	for _, memo := range []string{
		filepath.Join(example, "memos", "memo-bledy.txt"),
		filepath.Join("..", "..", "testdata", "check", "memo-test.pdf"),
		filepath.Join(docx, "memo-uwagi.pandoc.docx"),
		filepath.Join(docx, "memo-uwagi.commented.libreoffice.docx"),
	} {
		t.Run(filepath.Base(memo), func(t *testing.T) {
			want, err := here.Check(context.Background(), memo)
			if err != nil {
				t.Fatal(err)
			}
			got, err := there.Check(context.Background(), memo)
			if err != nil {
				t.Fatal(err)
			}
			if a, b := reportJSON(t, want), reportJSON(t, got); !bytes.Equal(a, b) {
				t.Fatalf("the worker's report differs:\n%s\nin this process:\n%s", b, a)
			}
			if (want.CopySource == nil) != (got.CopySource == nil) {
				t.Fatalf("commented-copy source here %v, from the worker %v", want.CopySource != nil, got.CopySource != nil)
			}
			if want.CopySource == nil {
				if filepath.Ext(memo) == ".docx" {
					t.Fatal("a DOCX memo without the source of its commented copy")
				}
				return
			}
			got.CheckedAt = want.CheckedAt // the comments carry the time of the check
			a, err := want.CopySource.Commented(context.Background(), want, "r.html")
			if err != nil {
				t.Fatal(err)
			}
			b, err := got.CopySource.Commented(context.Background(), got, "r.html")
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(a, b) {
				t.Fatalf("the commented copy made from the worker's reading differs (%d bytes, %d here)", len(b), len(a))
			}
		})
	}
}

// TestRequests: the other requests of the protocol, through the pool: the
// text of a document as a check reads it (pages and length), and an
// unknown kind, which is the job's own error — the worker serves on.
func TestRequests(t *testing.T) {
	c := open(t, 1, 0)
	pdf := filepath.Join("..", "..", "testdata", "check", "memo-5p.pdf")
	req, _ := json.Marshal(check.Request{Kind: "extract", Path: pdf})
	b, err := c.Workers().Do(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	var ans check.Answer
	if err := json.Unmarshal(b, &ans); err != nil || ans.Pages != 5 || ans.Chars < 1000 {
		t.Fatalf("extract: %+v, %v", ans, err)
	}
	pid := c.Workers().PIDs()
	req, _ = json.Marshal(check.Request{Kind: "nonsense"})
	var re *workers.RemoteError
	if _, err := c.Workers().Do(context.Background(), req); !errors.As(err, &re) || re.Msg != "unknown request kind nonsense" {
		t.Fatalf("an unknown request: %v", err)
	}
	if got := c.Workers().PIDs(); len(got) != 1 || got[0] != pid[0] {
		t.Errorf("the worker was replaced after a request it refused: %v, then %v", pid, got)
	}
}

// TestReadErrorInWorker: a memo that cannot be read fails closed in the
// worker as in this process: the same report, and the error.
func TestReadErrorInWorker(t *testing.T) {
	memo := filepath.Join(t.TempDir(), "memo.pdf")
	os.WriteFile(memo, []byte("%PDF-1.7\n1 0 obj\n<< /Type /Catalog"), 0o644)
	want, errHere := open(t, 0, 0).Check(context.Background(), memo)
	got, errThere := open(t, 1, 0).Check(context.Background(), memo)
	if errHere == nil || errThere == nil || got == nil || got.Error == "" {
		t.Fatalf("errors %v and %v, report %+v", errHere, errThere, got)
	}
	if a, b := reportJSON(t, want), reportJSON(t, got); !bytes.Equal(a, b) {
		t.Fatalf("the worker's report differs:\n%s\nin this process:\n%s", b, a)
	}
}
