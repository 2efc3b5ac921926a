package main

import (
	"bytes"
	"citeguard/internal/fsx"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestOnceExitCodes: a scheduled `watch -once` ends with a summary line
// and a status to alert on — 0 all checked and clean, 1 a memo blocked or
// failed, 3 a memo left unchecked, 4 the daemon could not run. A truncated
// PDF older than incomplete_timeout is judged now (failed, with the reason),
// not „left for the next run” forever; a young one is left.
func TestOnceExitCodes(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the daemon: skipped in -short")
	}
	t.Parallel()
	example, _ := filepath.Abs(filepath.Join("..", "..", "testdata", "example"))
	pdf, err := os.ReadFile(filepath.Join("..", "..", "testdata", "check", "memo-test.pdf"))
	if err != nil {
		t.Fatal(err)
	}
	truncated := pdf[:len(pdf)*6/10]
	old := time.Now().Add(-2 * time.Hour)
	for _, tc := range []struct {
		name  string
		files map[string][]byte
		aged  bool // the memos' mtime two hours ago
		code  int
		line  string
	}{
		{"clean", map[string][]byte{"a.txt": mustRead(t, example, "memos/memo-czyste.txt")}, false, exitOK, "1 checked, 0 blocked, 0 failed, 0 left"},
		{"blocked", map[string][]byte{"a.txt": mustRead(t, example, "memos/memo-bledy.txt")}, false, exitWatchTrouble, "0 checked, 1 blocked, 0 failed, 0 left"},
		{"old truncated pdf", map[string][]byte{"Opinia.pdf": truncated}, true, exitWatchTrouble, "0 checked, 0 blocked, 1 failed, 0 left"},
		{"young truncated pdf", map[string][]byte{"Opinia.pdf": truncated}, false, exitWatchLeft, "0 checked, 0 blocked, 0 failed, 1 left — left: incomplete or still being written: 1"},
	} {
		dir := t.TempDir()
		os.MkdirAll(filepath.Join(dir, "inbox"), 0o755)
		for n, b := range tc.files {
			p := filepath.Join(dir, "inbox", n)
			os.WriteFile(p, b, 0o644)
			if tc.aged {
				os.Chtimes(p, old, old)
			}
		}
		cfg := filepath.Join(dir, "cg.yaml")
		os.WriteFile(cfg, []byte("settle: 100ms\nisolation: none\nconcurrency: 1\nincomplete_timeout: 10m\nlibrary: ["+example+"/library]\n"), 0o644)
		var out, errb bytes.Buffer
		code := run([]string{"watch", "-config", cfg, "-once"}, &out, &errb)
		if code != tc.code || !strings.Contains(out.String(), "citeguard watch -once: "+tc.line) {
			t.Errorf("%s: exit %d, stdout %q; want %d and %q\n%s", tc.name, code, out.String(), tc.code, tc.line, errb.String())
		}
		if tc.name == "old truncated pdf" {
			md, _ := os.ReadFile(filepath.Join(dir, "reports", "Opinia.pdf.md"))
			if !strings.Contains(string(md), "plik jest niekompletny") || !strings.Contains(string(md), "wrzuć całą kopię") {
				t.Errorf("the truncated PDF's report does not say why and what to do:\n%s", md)
			}
			idx, _ := os.ReadFile(filepath.Join(dir, "reports", "INDEX.md"))
			// „Przebiegi nocne” only at night (reports.runsTitle): by day
			// „Przebiegi zbiorcze”.
			if !strings.Contains(string(idx), " (citeguard watch -once):") || !strings.Contains(string(idx), "niesprawdzone 1") {
				t.Errorf("INDEX.md has no summary of the run:\n%s", idx)
			}
		}
	}
	// A second daemon on a state folder in use cannot run: 4.
	dir := t.TempDir()
	cfg := filepath.Join(dir, "cg.yaml")
	os.WriteFile(cfg, []byte("isolation: none\nlibrary: ["+example+"/library]\n"), 0o644)
	os.MkdirAll(filepath.Join(dir, ".citeguard"), 0o755)
	unlock := holdLock(t, filepath.Join(dir, ".citeguard", "lock"))
	defer unlock()
	var out, errb bytes.Buffer
	if code := run([]string{"watch", "-config", cfg, "-once"}, &out, &errb); code != exitWatchCannot {
		t.Errorf("state folder in use: exit %d, want %d (%s)", code, exitWatchCannot, errb.String())
	}
}

func mustRead(t *testing.T, dir, rel string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(dir, rel))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func holdLock(t *testing.T, path string) func() {
	t.Helper()
	unlock, err := fsx.Lock(path)
	if err != nil {
		t.Fatal(err)
	}
	return unlock
}

// TestCheckRefusesAStateInUse: `citeguard check` and `citeguard library`
// write the library index in their state folder; on a folder a daemon uses
// they stop with a clear message instead of writing beside it.
func TestCheckRefusesAStateInUse(t *testing.T) {
	t.Parallel()
	example, _ := filepath.Abs(filepath.Join("..", "..", "testdata", "example"))
	state := filepath.Join(t.TempDir(), "state")
	os.MkdirAll(state, 0o755)
	unlock := holdLock(t, filepath.Join(state, "lock"))
	defer unlock()
	for _, args := range [][]string{
		{"check", "-library", example + "/library", "-state", state, example + "/memos/memo-czyste.txt"},
		{"library", "-library", example + "/library", "-state", state, "index"},
	} {
		var out, errb bytes.Buffer
		if code := run(args, &out, &errb); code != exitUsage || !strings.Contains(errb.String(), "is in use (a running citeguard watch") {
			t.Errorf("%s on a state in use: exit %d, %q", args[0], code, errb.String())
		}
	}
}
