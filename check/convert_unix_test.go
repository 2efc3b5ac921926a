//go:build unix

package check

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"citeguard/internal/soffice/sofficetest"
)

// TestConvertEndsWithItsProcess: when the process that converts a memo is
// killed mid-conversion (as the daemon kills a worker at a memo's time
// limit, or a stopped daemon's process ends), no process of LibreOffice's
// tree survives it (a fake soffice that hangs and leaves a child, as
// soffice leaves soffice.bin) and the memo's temp copy is gone.
func TestConvertEndsWithItsProcess(t *testing.T) {
	dir := t.TempDir()
	tmp := filepath.Join(dir, "tmp")
	os.Mkdir(tmp, 0o700)
	_, pidFile := sofficetest.FakeSoffice(t, dir, "hang")
	t.Setenv("PATH", dir+string(os.PathListSeparator)+os.Getenv("PATH"))
	t.Setenv("TMPDIR", tmp)
	memo := memoCopy(t, dir, "../testdata/check/memo-legacy.doc", "Opinia.doc", 0)
	helper := exec.Command(os.Args[0], "-test.run=^TestConvertHelper$", "-test.count=1")
	helper.Env = append(os.Environ(), "CG_CONVERT_MEMO="+memo)
	if err := helper.Start(); err != nil {
		t.Fatal(err)
	}
	defer helper.Process.Kill()
	var pids []int
	for deadline := time.Now().Add(2 * time.Minute); len(pids) < 2; time.Sleep(50 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the helper's conversion did not start")
		}
		pids = sofficetest.Pids(t, pidFile)
	}
	helper.Process.Kill()
	helper.Wait()
	if left := sofficetest.Running(pids); len(left) > 0 {
		t.Errorf("LibreOffice's processes %v outlive the process that converted (of %v)", left, pids)
	}
	if left := sofficetest.Leftovers(t, tmp); len(left) > 0 {
		t.Errorf("temp folders with the memo's copy left: %v", left)
	}
}

// TestConvertHelper is the converting process of
// TestConvertEndsWithItsProcess (the test binary run again); it is killed
// before its conversion ends.
func TestConvertHelper(t *testing.T) {
	memo := os.Getenv("CG_CONVERT_MEMO")
	if memo == "" {
		t.Skip("the converting process of TestConvertEndsWithItsProcess, run by it")
	}
	c := newExampleChecker(t, Config{Convert: ConvertSoffice})
	m, err := c.Check(context.Background(), memo)
	t.Fatalf("the conversion returned (%v, %q): the fake soffice should hang until this process is killed", err, m.Error)
}
