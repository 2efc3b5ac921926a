//go:build unix

package sofficetest

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// fakeScript is a soffice that writes its pid and that of a child it
// leaves behind (a sleep, standing for soffice.bin) to $FAKE_PIDS, then
// as $FAKE_MODE says: "ok" copies $FAKE_DOCX to --outdir as memo.docx and
// exits 0, "fail" exits 1, anything else hangs.
const fakeScript = `#!/bin/sh
out= prev=
for a; do [ "$prev" = --outdir ] && out=$a; prev=$a; done
sleep 120 &
echo "$$ $!" >> "$FAKE_PIDS"
case "$FAKE_MODE" in
ok) cp "$FAKE_DOCX" "$out/memo.docx"; exit 0 ;;
fail) echo "Error: source file could not be loaded"; exit 1 ;;
*) sleep 120 ;;
esac
`

// FakeSoffice writes the fake soffice into dir as "soffice" and returns
// its path and the file it writes its pids to (in the environment as
// FAKE_PIDS, with FAKE_MODE set to mode).
func FakeSoffice(t testing.TB, dir, mode string) (program, pids string) {
	t.Helper()
	program = filepath.Join(dir, "soffice")
	if err := os.WriteFile(program, []byte(fakeScript), 0o755); err != nil {
		t.Fatal(err)
	}
	pids = filepath.Join(dir, "pids")
	t.Setenv("FAKE_PIDS", pids)
	t.Setenv("FAKE_MODE", mode)
	return program, pids
}

// Pids are the processes every fake soffice run wrote to file so far.
func Pids(t testing.TB, file string) []int {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil && !os.IsNotExist(err) {
		t.Fatal(err)
	}
	var pids []int
	for _, f := range strings.Fields(string(data)) {
		pid, err := strconv.Atoi(f)
		if err != nil {
			t.Fatalf("%s: %q", file, data)
		}
		pids = append(pids, pid)
	}
	return pids
}

// Running lists the pids that still run, after waiting up to 10 s for them
// to end (a killed process's orphan is reaped by init a moment later; a
// zombie counts as ended).
func Running(pids []int) []int {
	var left []int
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		left = left[:0]
		for _, pid := range pids {
			if alive(pid) {
				left = append(left, pid)
			}
		}
		if len(left) == 0 || time.Now().After(deadline) {
			return left
		}
	}
}

func alive(pid int) bool {
	if syscall.Kill(pid, 0) != nil {
		return false
	}
	stat, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return !os.IsNotExist(err) // no /proc (macOS): the signal's word
	}
	// pid (comm) S …: the state follows the last ')'.
	s := string(stat)
	i := strings.LastIndexByte(s, ')')
	return i < 0 || i+2 >= len(s) || s[i+2] != 'Z'
}
