package watcher

import (
	"os"
	"os/exec"
	"testing"
)

// TestCrossCompile keeps the Linux-only parts (statfs magic numbers, flock)
// behind build tags: the watcher builds for Windows and macOS. The whole
// binary is cross-compiled by `GOOS=windows go build ./...` (see README).
func TestCrossCompile(t *testing.T) {
	if testing.Short() {
		t.Skip("cross-compilation: skipped in -short")
	}
	gobin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command")
	}
	for _, goos := range []string{"windows", "darwin"} {
		cmd := exec.Command(gobin, "build", "-o", os.DevNull, ".")
		cmd.Env = append(os.Environ(), "GOOS="+goos, "GOARCH=amd64", "CGO_ENABLED=0")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Errorf("GOOS=%s go build ./watcher: %v\n%s", goos, err, out)
		}
	}
}
