package watcher

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"citeguard/cite"
	"citeguard/extract/pdfcomplete/pdftest"
	"citeguard/internal/fsx"
	"citeguard/reports"
	"citeguard/reports/reportdir"
)

// fakeCheck decides by the memo's content: a line BLOCK → a 🔴 claim;
// POPRAW → a 🟡 claim; FAIL → an error; PANIC → a panic; SLEEP → waits for
// ctx; HANG → ignores ctx for 1 h (a stuck parser); EXIT → the process
// exits (run it in a daemon subprocess only); NILMEMO → nil, nil;
// ERRMEMO → a memo with Error; SLOW → takes 2 s (honouring ctx). A memo whose content does not end with its
// END line was read half-written: its memo says HALF-READ.
func fakeCheck(ctx context.Context, path string) (*reports.Memo, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	s := string(b)
	m := &reports.Memo{Memo: filepath.Base(path)}
	if first, _, ok := strings.Cut(s, "\n"); ok && strings.HasPrefix(first, "MEMO ") {
		id := strings.TrimPrefix(first, "MEMO ")
		if !strings.HasSuffix(s, "END "+id+"\n%%EOF\n") {
			m.Error = "HALF-READ"
			m.Finish()
			return m, nil
		}
	}
	has := func(w string) bool { return strings.Contains(s, "\n"+w+"\n") || strings.HasPrefix(s, w+"\n") }
	switch {
	case has("PANIC"):
		panic("fake parser crash")
	case has("FAIL"):
		return nil, errors.New("fake checker error")
	case has("NILMEMO"):
		return nil, nil
	case has("SLEEP"):
		<-ctx.Done()
		return nil, ctx.Err()
	case has("HANG"):
		time.Sleep(time.Hour)
	case has("SLOW"):
		select {
		case <-time.After(2 * time.Second):
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	case has("EXIT"): // a fatal crash of the whole process (meant for a daemon subprocess)
		os.Exit(3)
	case has("ERRMEMO"):
		m.Error = "nieczytelny PDF"
	case has("BLOCK"):
		m.Results = []reports.Claim{{ID: "C1", Status: cite.Niezweryfikowany}}
	case has("POPRAW"):
		m.Results = []reports.Claim{{ID: "C1", Status: cite.Zmodyfikowany}}
	default:
		m.Results = []reports.Claim{{ID: "C1", Status: cite.Zweryfikowany}}
	}
	m.Finish()
	return m, nil
}

// memoText is a memo the fake checker can tell was read whole.
func memoText(id, verdict string, bodyLines int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "MEMO %s\n%%PDF-1.4\n", id)
	if verdict != "" {
		b.WriteString(verdict + "\n")
	}
	for i := 0; i < bodyLines; i++ {
		fmt.Fprintf(&b, "Linia %d memo %s: „Sąd Najwyższy przyjął, że …” (II CSK 123/19).\n", i, id)
	}
	// A PDF's skeleton, so a memo named .pdf passes the completeness test:
	// the header, an xref table of one free entry, startxref. The END line
	// sits between startxref's number and %%EOF, where the test ignores it.
	x := b.Len()
	fmt.Fprintf(&b, "xref\n0 1\n0000000000 65535 f \ntrailer\n<< /Size 1 >>\nstartxref\n%d\n", x)
	fmt.Fprintf(&b, "END %s\n%%%%EOF\n", id)
	return b.String()
}

// testConfig parses YAML rooted in dir (folders are created by New).
func testConfig(t testing.TB, dir, yaml string) *Config {
	t.Helper()
	c, err := Parse([]byte(yaml), dir, "test.yaml")
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func quietLogger(t testing.TB) *slog.Logger {
	if os.Getenv("CITEGUARD_TEST_LOG") != "" {
		return slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelDebug}))
	}
	return slog.New(slog.NewTextHandler(io.Discard, nil))
}

// workFolder returns the work folder the daemon of c will use for its
// first watched folder, so a test can leave jobs there before it starts.
func workFolder(t testing.TB, c *Config) string {
	t.Helper()
	d, err := New(c, fakeCheck, Options{Logger: quietLogger(t)})
	if err != nil {
		t.Fatal(err)
	}
	d.Close()
	return filepath.Join(c.Folders[0].Path, WorkDirName, d.ID())
}

// plantSigned returns a function that writes a job's journal signed with
// the key of the daemon of c, and its report pair, as the daemon would have
// before a crash.
func plantSigned(t testing.TB, c *Config) func(j *journal, m *reports.Memo) {
	t.Helper()
	return func(j *journal, m *reports.Memo) {
		t.Helper()
		d, err := New(c, fakeCheck, Options{Logger: quietLogger(t)})
		if err != nil {
			t.Fatal(err)
		}
		defer d.Close()
		f := d.folders.list[0]
		job, err := d.work.resumeJob(f, j.ID)
		if err != nil {
			t.Fatal(err)
		}
		defer job.Close()
		if st, err := d.jobs.identify(job, j.Name, d.state.snapDir(j.ID)); err == nil {
			j.Ident = st.id
		}
		d.journals.derive(j, f)
		data, err := reportdir.Render(m)
		if err != nil {
			t.Fatal(err)
		}
		j.ReportSHA256 = sha256Hex(data[0])
		if err := d.journals.save(j, job); err != nil {
			t.Fatal(err)
		}
		os.MkdirAll(f.Reports, 0o755)
		if err := fsx.WriteAll(fsx.ForPeople, reportdir.Files(j.Report), data); err != nil {
			t.Fatal(err)
		}
	}
}

// startDaemon runs a daemon until the returned stop is called; stop waits
// for Run to return and fails the test on an error.
func startDaemon(t testing.TB, c *Config, check CheckFunc) (stop func()) {
	t.Helper()
	return startDaemonD(t, c, check, nil)
}

func startDaemonD(t testing.TB, c *Config, check CheckFunc, out **Daemon) (stop func()) {
	t.Helper()
	d, err := New(c, check, Options{Logger: quietLogger(t)})
	if err != nil {
		t.Fatal(err)
	}
	if out != nil {
		*out = d
	}
	return runUntilStop(t, d)
}

// runUntilStop runs d until the returned stop is called; stop waits for
// Run to return and fails the test on an error.
func runUntilStop(t testing.TB, d *Daemon) (stop func()) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- d.Run(ctx) }()
	stopped := false
	stop = func() {
		if stopped {
			return
		}
		stopped = true
		cancel()
		select {
		case err := <-done:
			if err != nil {
				t.Errorf("Run: %v", err)
			}
		case <-time.After(20 * time.Second): // a stuck worker fails the test, never hangs it
			t.Errorf("the daemon did not stop within 20 s of SIGTERM: a worker is stuck")
		}
	}
	t.Cleanup(stop)
	return stop
}

// waitFor polls cond until it holds; it gives up only when the test's own
// deadline is near (waitEnd), not after a guess of how long a loaded
// machine needs.
func waitFor(t testing.TB, what string, cond func() bool) {
	t.Helper()
	end, bounded := waitEnd(t)
	for !cond() {
		if bounded && time.Now().After(end) {
			t.Fatalf("still waiting for %s when the test's deadline (go test -timeout) came near", what)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// waitEnd is when a wait of t gives up: shortly before the deadline of the
// test binary (go test -timeout), so that a wait that never ends fails with
// what it waited for, and the cleanups (a daemon's stop) still run, instead
// of the binary's panic. bounded is false when the run has no deadline
// (-timeout 0) or t is not a test: a wait then lasts until its condition holds.
func waitEnd(t testing.TB) (end time.Time, bounded bool) {
	dt, ok := t.(interface{ Deadline() (time.Time, bool) })
	if !ok {
		return time.Time{}, false
	}
	dl, ok := dt.Deadline()
	if !ok {
		return time.Time{}, false
	}
	// the margin: a tenth of what is left, at most 30 s (a stop waits up to 20 s)
	return dl.Add(-min(time.Until(dl)/10, 30*time.Second)), true
}

// files lists the non-hidden regular files of dir.
func files(dir string) []string {
	entries, _ := os.ReadDir(dir)
	var out []string
	for _, e := range entries {
		if !e.IsDir() && !strings.HasPrefix(e.Name(), ".") {
			out = append(out, e.Name())
		}
	}
	return out
}

// dropAtomic writes a file under a temp name the daemon ignores and renames
// it into place, as a careful copier does.
func dropAtomic(t testing.TB, path, content string) {
	t.Helper()
	tmp := path + ".part"
	if err := os.WriteFile(tmp, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(tmp, path); err != nil {
		t.Fatal(err)
	}
}

// reportsOf returns the memo names that have a report (.md and .json) in
// dir, and fails on a report without its pair.
func reportsOf(t testing.TB, dir string) map[string]bool {
	t.Helper()
	out := map[string]bool{}
	names := files(dir)
	set := map[string]bool{}
	for _, n := range names {
		set[n] = true
	}
	for _, n := range names {
		if n == "INDEX.md" {
			continue
		}
		if memo, ok := strings.CutSuffix(n, ".md"); ok {
			if !set[memo+".json"] {
				t.Errorf("report %s without its JSON", n)
			}
			out[memo] = true
		} else if memo, ok := strings.CutSuffix(n, ".json"); ok && !set[memo+".md"] {
			t.Errorf("report %s without its markdown", n)
		}
	}
	return out
}

// pdfDoc is a minimal PDF whose xref table is right (pdftest.Doc).
func pdfDoc(lines ...string) []byte { return pdftest.Doc(lines...) }

// pdfUpdate is an incremental update of doc (pdftest.Update).
func pdfUpdate(doc []byte, lines ...string) []byte { return pdftest.Update(doc, lines...) }

// testFolders is a folder set of one watched folder with the folders of f
// (its path, reports and destinations), for tests that call the naming and
// archive code without a daemon.
func testFolders(t testing.TB, f Folder) *folderSet {
	t.Helper()
	s := newFolderSet(&Config{Folders: []Folder{f}}, "test-daemon", quietLogger(t))
	t.Cleanup(s.closeDirs)
	return s
}
