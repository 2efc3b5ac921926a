package watcher

import (
	"citeguard/internal/fsx"
	"citeguard/reports/reportdir"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// The free-name search is bounded and says so.
func TestFreeNameBounded(t *testing.T) {
	c := testConfig(t, t.TempDir(), "folders:\n  - path: inbox\n")
	d, err := New(c, fakeCheck, Options{Logger: quietLogger(t)})
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	dir := c.Checked
	skip := map[string]bool{}
	for k := 1; k <= reportdir.MaxTries; k++ {
		skip[reportdir.NumberedName("m.txt", k)] = true
	}
	_, err = freeNameExcept(d.folders, dir, "m.txt", "", "", skip)
	if !errors.Is(err, reportdir.ErrNoFreeName) || !strings.Contains(err.Error(), "m.txt") {
		t.Fatalf("err = %v, want errNoFreeName naming the memo", err)
	}
	long := strings.Repeat("x", 251) + ".pdf"
	os.WriteFile(filepath.Join(dir, long), nil, 0o644)
	n, err := freeNameExcept(d.folders, dir, long, "", "", nil)
	if err != nil || len(n) > reportdir.MaxName || n == long {
		t.Fatalf("free name for a taken 255-byte name: %q (%d bytes), %v", n, len(n), err)
	}
}

func TestValidRelName(t *testing.T) {
	for _, ok := range []string{"memo.pdf", "a/b.docx", "Memo Łódź ąę.txt", "x\ny.txt", "a\\b.txt"} {
		if runtime.GOOS == "windows" && strings.Contains(ok, "\\") {
			continue
		}
		if err := validRelName(ok); err != nil {
			t.Errorf("validRelName(%q) = %v", ok, err)
		}
	}
	for _, bad := range []string{"", ".", "..", "../x", "a/../../x", "/etc/passwd", "a//b", "a/./b", "a/", "x\x00y", strings.Repeat("y", 256)} {
		if err := validRelName(bad); err == nil {
			t.Errorf("validRelName(%q) accepted", bad)
		}
	}
}

// A journal is followed only with the daemon's own signature, for its own
// job folder, with names that stay in their folder.
func TestJournalSignature(t *testing.T) {
	dir := t.TempDir()
	c := testConfig(t, dir, "folders:\n  - path: outbox\n    profile: gate\n    send: send\n")
	d, err := New(c, fakeCheck, Options{Logger: quietLogger(t)})
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	f := d.folders.list[0]
	jobDir := filepath.Join(t.TempDir(), "job-1")
	j := &journal{ID: "job-1", Name: "m.txt", State: stateNamed, Outcome: OutcomeSent, Final: "m.txt", SHA256: "ab"}
	if err := d.journals.save(j, testJob(t, d, jobDir)); err != nil {
		t.Fatal(err)
	}
	got, err := d.journals.load(testJob(t, d, jobDir), f)
	if err != nil || got.Dest != filepath.Join(dir, "send", "m.txt") || got.Report != filepath.Join(dir, "reports", "m.txt.md") {
		t.Fatalf("own journal: %+v, %v", got, err)
	}
	tamper := func(edit func(m map[string]any)) error {
		b, _ := os.ReadFile(filepath.Join(jobDir, journalName))
		var m map[string]any
		json.Unmarshal(b, &m)
		edit(m)
		b, _ = json.Marshal(m)
		p := filepath.Join(t.TempDir(), "job-1")
		os.MkdirAll(p, 0o755)
		os.WriteFile(filepath.Join(p, journalName), b, 0o644)
		_, err := d.journals.load(testJob(t, d, p), f)
		return err
	}
	for what, edit := range map[string]func(m map[string]any){
		"outcome changed": func(m map[string]any) { m["outcome"] = OutcomeBlocked },
		"hash changed":    func(m map[string]any) { m["sha256"] = "cd" },
		"no signature":    func(m map[string]any) { delete(m, "mac") },
		"old format":      func(m map[string]any) { delete(m, "v"); delete(m, "mac") },
	} {
		if err := tamper(edit); err == nil {
			t.Errorf("%s: the journal was accepted", what)
		}
	}
	// Signed but escaping: refused all the same.
	j2 := &journal{ID: "job-2", Name: "../../x", State: stateClaimed}
	jd2 := testJob(t, d, filepath.Join(t.TempDir(), "job-2"))
	d.journals.save(j2, jd2)
	if _, err := d.journals.load(jd2, f); err == nil {
		t.Error("a signed journal naming ../../x was accepted")
	}
	// Another job folder: the signature is bound to the job.
	jd3 := filepath.Join(t.TempDir(), "job-3")
	os.MkdirAll(jd3, 0o755)
	b, _ := os.ReadFile(filepath.Join(jobDir, journalName))
	os.WriteFile(filepath.Join(jd3, journalName), b, 0o644)
	if _, err := d.journals.load(testJob(t, d, jd3), f); err == nil {
		t.Error("a journal copied into another job folder was accepted")
	}
	if fi, err := os.Stat(filepath.Join(c.State, journalKeyName)); err != nil || runtime.GOOS != "windows" && fi.Mode().Perm() != 0o600 {
		t.Errorf("journal key: %v, %v", fi, err)
	}
}

// testJob opens the folder p (made when missing) as a job folder, closed
// when the test ends.
func testJob(t *testing.T, d *Daemon, p string) *jobFolder {
	t.Helper()
	if err := os.MkdirAll(p, 0o755); err != nil {
		t.Fatal(err)
	}
	wd, err := fsx.OpenDir(filepath.Dir(p))
	if err != nil {
		t.Fatal(err)
	}
	job, err := d.work.openJob(wd, filepath.Base(p))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { job.Close(); wd.Close() })
	return job
}
