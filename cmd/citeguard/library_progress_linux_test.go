package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"golang.org/x/sys/unix"
)

// openPTY opens a pseudo-terminal by hand (/dev/ptmx): its master, which
// the test reads, and its slave, which the command writes to as its
// terminal.
func openPTY(t *testing.T) (master, slave *os.File) {
	t.Helper()
	m, err := os.OpenFile("/dev/ptmx", os.O_RDWR|unix.O_NOCTTY, 0)
	if err != nil {
		t.Skipf("no pseudo-terminals here: %v", err)
	}
	if err := unix.IoctlSetPointerInt(int(m.Fd()), unix.TIOCSPTLCK, 0); err != nil {
		t.Fatal(err)
	}
	n, err := unix.IoctlGetInt(int(m.Fd()), unix.TIOCGPTN)
	if err != nil {
		t.Fatal(err)
	}
	s, err := os.OpenFile(fmt.Sprintf("/dev/pts/%d", n), os.O_RDWR|unix.O_NOCTTY, 0)
	if err != nil {
		t.Fatal(err)
	}
	return m, s
}

// TestProgressOnTerminal: on a terminal, library index and library import
// saos show a progress line (rewritten with \r) with the counts, the rate
// and the time left; written to a file, the same commands log progress
// records instead, and no line.
func TestProgressOnTerminal(t *testing.T) {
	dir := t.TempDir()
	lib := filepath.Join(dir, "lib")
	os.MkdirAll(lib, 0o755)
	for i := range 40 {
		os.WriteFile(filepath.Join(lib, fmt.Sprintf("wyrok-%02d.txt", i)), []byte(fmt.Sprintf("Sygn. akt I C %d/20\n\nWYROK\n\nDnia 1 lutego 2021 r.\n\nSąd Rejonowy w Opolu\n", i+1)), 0o644)
	}
	page := filepath.Join(dir, "page.jsonl")
	var b strings.Builder
	for i := range 30 {
		fmt.Fprintf(&b, `{"id":%d,"courtType":"SUPREME","courtCases":[{"caseNumber":"I Ysyn %d/21"}],"judgmentType":"SENTENCE","judgmentDate":"2021-01-01","textContent":"Wyrok %d"}`+"\n", 42000000+i, i+1, i)
	}
	os.WriteFile(page, []byte(b.String()), 0o644)
	for _, tc := range []struct {
		args func(state string) []string
		line *regexp.Regexp
		log  string
	}{
		{func(st string) []string { return []string{"-library", lib, "-state", st, "index"} },
			regexp.MustCompile(`\rlibrary index: 40/40 files \(100%\), [0-9.]+/s, [0-9.]+ MB, 0 unchanged, 0s left\s*\r?\n`),
			`msg="library index: progress" done=40 unit=files per_second=[0-9.]+ elapsed=\S+ total=40 left=0s`},
		{func(st string) []string { return []string{"-state", st, "import", "saos", page} },
			regexp.MustCompile(`\rlibrary import saos: 30 records, [0-9.]+/s, 30 added, 0 skipped, 0 of 0 MB read, 0s left\s*\r?\n`),
			`msg="library import saos: progress" done=30 unit=records per_second=[0-9.]+ elapsed=\S+ left=0s detail="30 added`},
	} {
		master, slave := openPTY(t)
		got := make(chan []byte)
		go func() {
			var out bytes.Buffer
			io.Copy(&out, master) // until the slave is closed (EIO)
			got <- out.Bytes()
		}()
		var stdout bytes.Buffer
		args := tc.args(t.TempDir())
		code := runLibrary(args, &stdout, slave)
		slave.Close()
		out := <-got
		master.Close()
		if code != exitOK {
			t.Fatalf("%v: exit %d\n%s", args, code, out)
		}
		if !tc.line.Match(out) {
			t.Errorf("%v on a terminal: no progress line %s in %q", args, tc.line, out)
		}
		// Not a terminal: a log record, no line.
		logf, err := os.Create(filepath.Join(t.TempDir(), "stderr.log"))
		if err != nil {
			t.Fatal(err)
		}
		if code := runLibrary(tc.args(t.TempDir()), &stdout, logf); code != exitOK {
			t.Fatalf("%v to a file: exit %d", args, code)
		}
		logf.Close()
		data, _ := os.ReadFile(logf.Name())
		if !regexp.MustCompile(tc.log).Match(data) || bytes.Contains(data, []byte("\r")) {
			t.Errorf("%v to a file: want a log record %s and no line, got %q", args, tc.log, data)
		}
	}
}
