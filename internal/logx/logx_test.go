package logx

import (
	"bufio"
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

func TestJournalPriorities(t *testing.T) {
	t.Parallel()
	var buf bytes.Buffer
	log, out, err := New(Options{Level: "debug"}, &buf)
	if err != nil {
		t.Fatal(err)
	}
	if out.Journald() {
		t.Fatal("a buffer taken for the journal")
	}
	out.journald = true // as if stderr were the journal
	log = log.With("job", "j1")
	log.Debug("d")
	log.Info("i")
	log.Warn("w")
	log.Error("e")
	lines := strings.Split(strings.TrimSpace(buf.String()), "\n")
	want := []string{"<7>", "<6>", "<4>", "<3>"}
	if len(lines) != len(want) {
		t.Fatalf("%d lines: %q", len(lines), buf.String())
	}
	for i, ln := range lines {
		if !strings.HasPrefix(ln, want[i]+"time=") || !strings.Contains(ln, "job=j1") {
			t.Errorf("line %d = %q, want the prefix %s and the job", i, ln, want[i])
		}
	}
}

func TestNoPrefixOutsideTheJournal(t *testing.T) {
	t.Parallel()
	var buf bytes.Buffer
	log, _, err := New(Options{Format: "json"}, &buf)
	if err != nil {
		t.Fatal(err)
	}
	log.Warn("w")
	log.Debug("hidden at info")
	if s := buf.String(); !strings.HasPrefix(s, `{"time"`) || strings.Count(s, "\n") != 1 {
		t.Fatalf("output %q", s)
	}
}

func TestBadOptions(t *testing.T) {
	t.Parallel()
	for _, o := range []Options{{Level: "loud"}, {Format: "xml"}, {File: filepath.Join(t.TempDir(), "missing", "x.log")}} {
		if _, _, err := New(o, os.Stderr); err == nil {
			t.Errorf("%+v accepted", o)
		}
	}
}

// TestReopenAfterRotation is logrotate's rename-then-signal: lines before
// the rotation stay in the renamed file, lines after it go to a new file,
// and no line is split while writers log during the reopen.
func TestReopenAfterRotation(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	p := filepath.Join(dir, "citeguard.log")
	log, out, err := New(Options{File: p}, os.Stderr)
	if err != nil {
		t.Fatal(err)
	}
	defer out.Close()
	log.Info("before")
	if err := os.Rename(p, p+".1"); err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	for g := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 200 {
				log.Info("during", "g", g, "i", i, "pad", strings.Repeat("x", 100))
			}
		}()
	}
	for range 20 {
		if err := out.Reopen(); err != nil {
			t.Fatal(err)
		}
	}
	wg.Wait()
	log.Info("after")
	old, _ := os.ReadFile(p + ".1")
	cur, _ := os.ReadFile(p)
	if !strings.Contains(string(old), "msg=before") || strings.Contains(string(old), "msg=after") {
		t.Fatalf("rotated file: %q", old)
	}
	if !strings.HasSuffix(string(cur), "msg=after\n") {
		t.Fatalf("new file does not end with the last line")
	}
	n := 0
	for _, f := range [][]byte{old, cur} {
		sc := bufio.NewScanner(bytes.NewReader(f))
		for sc.Scan() {
			ln := sc.Text()
			if !strings.HasPrefix(ln, "time=") || (strings.Contains(ln, "msg=during") && !strings.HasSuffix(ln, strings.Repeat("x", 100))) {
				t.Fatalf("split line %q", ln)
			}
			n++
		}
	}
	if n != 802 {
		t.Fatalf("%d lines, want 802", n)
	}
}

// TestFollowsARenamedFile: logrotate without a signal (or a person on
// Windows) renames the log file; within a second new lines go to a new
// file of the old name.
func TestFollowsARenamedFile(t *testing.T) {
	t.Parallel()
	p := filepath.Join(t.TempDir(), "citeguard.log")
	log, out, err := New(Options{File: p}, os.Stderr)
	if err != nil {
		t.Fatal(err)
	}
	defer out.Close()
	log.Info("before")
	if err := os.Rename(p, p+".1"); err != nil {
		t.Fatalf("renaming the open log file: %v", err)
	}
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		log.Info("after")
		if b, err := os.ReadFile(p); err == nil && strings.Contains(string(b), "msg=after") {
			old, _ := os.ReadFile(p + ".1")
			if !strings.Contains(string(old), "msg=before") {
				t.Fatalf("rotated file: %q", old)
			}
			return
		}
		time.Sleep(100 * time.Millisecond)
	}
	t.Fatal("no new log file after the rename")
}
