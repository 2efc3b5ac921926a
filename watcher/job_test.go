package watcher

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// Every test of the package runs the job state machine with this: a step
// handing on to a step the table does not allow fails the test binary, so
// the table is what the steps do, not a comment.
func init() {
	refused = func(from, to step) {
		panic(fmt.Sprintf("job state machine: %s handed on to %s, which its transitions do not allow", from, to))
	}
}

// TestJobTransitions checks the table of the job state machine: every step
// has its transitions, names only steps that exist, and every step reached
// from locate ends (reaches done); the ends hand on to done only.
func TestJobTransitions(t *testing.T) {
	if len(stepNames) != int(stepDone)+1 {
		t.Fatalf("%d step names for %d steps", len(stepNames), stepDone+1)
	}
	for s := stepLocate; s < stepDone; s++ {
		next, ok := transitions[s]
		if !ok || len(next) == 0 {
			t.Errorf("step %s has no transitions", s)
		}
		for _, n := range next {
			if n > stepDone {
				t.Errorf("step %s hands on to an undefined step %d", s, n)
			}
		}
	}
	for _, end := range []step{stepFinish, stepRetry, stepDrop, stepGiveBack} {
		if !slices.Equal(transitions[end], []step{stepDone}) {
			t.Errorf("end %s hands on to %v, want done only", end, transitions[end])
		}
	}
	// Every step reached from locate can reach done.
	ends := map[step]bool{stepDone: true}
	for changed := true; changed; {
		changed = false
		for s, next := range transitions {
			if !ends[s] && slices.ContainsFunc(next, func(n step) bool { return ends[n] }) {
				ends[s], changed = true, true
			}
		}
	}
	reached := map[step]bool{}
	var walk func(step)
	walk = func(s step) {
		if reached[s] {
			return
		}
		reached[s] = true
		for _, n := range transitions[s] {
			walk(n)
		}
	}
	walk(stepLocate)
	for s := range reached {
		if !ends[s] {
			t.Errorf("step %s never reaches done", s)
		}
	}
	for s := stepLocate; s <= stepDone; s++ {
		if !reached[s] {
			t.Errorf("step %s is never reached from locate", s)
		}
	}
}

// The ends of a job that a daemon reaches only after a crash or a race,
// each planted in the work folder as that moment leaves it and run by the
// state machine: the memo ends where the journal's order says, with an
// audit entry only for a memo at its destination.
func TestJobEnds(t *testing.T) {
	whole := pdfDoc("Sygn. akt II CSK 1/20")
	cases := []struct {
		name  string
		plant func(t *testing.T, d *Daemon, dir string, job *jobFolder)
		want  func(t *testing.T, dir string, audit []AuditEntry)
	}{
		{"identify → drop: a PDF not whole in the work folder goes back to settle",
			func(t *testing.T, d *Daemon, dir string, job *jobFolder) {
				os.WriteFile(filepath.Join(job.Path(), "m.pdf"), whole[:len(whole)-30], 0o644)
			},
			func(t *testing.T, dir string, audit []AuditEntry) {
				if b, err := os.ReadFile(filepath.Join(dir, "inbox", "m.pdf")); err != nil || !bytes.Equal(b, whole[:len(whole)-30]) {
					t.Errorf("the memo is not back in the inbox as it was: %v", err)
				}
				if len(audit) != 0 || len(files(filepath.Join(dir, "reports"))) != 0 {
					t.Errorf("audit %+v, reports %v: want none", audit, files(filepath.Join(dir, "reports")))
				}
			}},
		{"locate → drop: a claimed job folder without its memo is removed",
			func(t *testing.T, d *Daemon, dir string, job *jobFolder) {
				j := &journal{ID: job.name, Name: "m.txt", State: stateClaimed}
				if err := d.journals.save(j, job); err != nil {
					t.Fatal(err)
				}
			},
			func(t *testing.T, dir string, audit []AuditEntry) {
				if len(audit) != 0 {
					t.Errorf("audit %+v: want none", audit)
				}
			}},
		{"locate → finish: a named job whose memo was placed before a crash is audited once",
			func(t *testing.T, d *Daemon, dir string, job *jobFolder) {
				os.MkdirAll(filepath.Join(dir, "checked"), 0o755)
				os.WriteFile(filepath.Join(dir, "checked", "m.txt"), []byte("memo"), 0o644)
				j := &journal{ID: job.name, Name: "m.txt", State: stateNamed, Outcome: OutcomeChecked, Final: "m.txt", SHA256: "ab"}
				if err := d.journals.save(j, job); err != nil {
					t.Fatal(err)
				}
			},
			func(t *testing.T, dir string, audit []AuditEntry) {
				if len(audit) != 1 || audit[0].Outcome != OutcomeChecked || audit[0].Dest != filepath.Join(dir, "checked", "m.txt") {
					t.Errorf("audit %+v: want one entry for checked/m.txt", audit)
				}
			}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			c := testConfig(t, dir, "folders:\n  - path: inbox\n")
			d, err := New(c, fakeCheck, Options{Logger: quietLogger(t), Once: true})
			if err != nil {
				t.Fatal(err)
			}
			f := d.folders.list[0]
			job, err := d.work.newJob(f, "20250101T000000-job1")
			if err != nil {
				t.Fatal(err)
			}
			jobDir := job.Path()
			tc.plant(t, d, dir, job)
			job.Close()
			d.jobs.resume(context.Background(), item{path: jobDir, folder: f, job: job.name})
			d.Close()
			if _, err := os.Lstat(jobDir); !errors.Is(err, fs.ErrNotExist) {
				t.Errorf("the job folder is still there (%v)", err)
			}
			audit, err := VerifyAudit(filepath.Join(c.State, "audit.jsonl"))
			if err != nil {
				t.Fatal(err)
			}
			tc.want(t, dir, audit)
		})
	}
}
