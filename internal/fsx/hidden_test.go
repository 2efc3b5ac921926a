package fsx

import (
	"os"
	"path/filepath"
	"runtime"
	"testing"
)

func TestVolumeOf(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]struct {
		vol string
		unc bool
	}{
		`\\fs01\kancelaria\inbox`:       {`\\fs01\kancelaria`, true},
		`//fs01/kancelaria/inbox`:       {`\\fs01\kancelaria`, true},
		`\\?\UNC\fs01\kancelaria\inbox`: {`\\fs01\kancelaria`, true},
		`\\fs01`:                        {"", false},
		`Z:\Memo\inbox`:                 {"Z:", false},
		`z:/memo`:                       {"Z:", false},
		`\\?\C:\ProgramData\citeguard`:  {"C:", false},
		`/srv/citeguard/inbox`:          {"", false},
		`inbox`:                         {"", false},
		`C:`:                            {"C:", false},
		`1:\x`:                          {"", false},
		`\\.\pipe\x`:                    {"", false},
	} {
		vol, unc := volumeOf(in)
		if vol != want.vol || unc != want.unc {
			t.Errorf("volumeOf(%q) = %q, %v; want %q, %v", in, vol, unc, want.vol, want.unc)
		}
	}
}

// TestHidden: a dot name is hidden everywhere; SetHidden hides a folder
// on Windows by its attribute (and is a no-op on Unix, where only the dot
// name hides).
func TestHidden(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	dot, plain := filepath.Join(dir, ".citeguard-work"), filepath.Join(dir, "work")
	for _, d := range []string{dot, plain} {
		if err := os.Mkdir(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if !Hidden(dot) || Hidden(plain) {
		t.Fatalf("Hidden(dot)=%v Hidden(plain)=%v", Hidden(dot), Hidden(plain))
	}
	if err := SetHidden(plain); err != nil {
		t.Fatal(err)
	}
	if err := SetHidden(plain); err != nil { // idempotent
		t.Fatal(err)
	}
	if got, want := Hidden(plain), runtime.GOOS == "windows"; got != want {
		t.Fatalf("after SetHidden: Hidden = %v on %s", got, runtime.GOOS)
	}
	if err := SetHidden(filepath.Join(dir, "missing")); runtime.GOOS == "windows" && err == nil {
		t.Fatal("hiding a missing file succeeded")
	}
}

// TestLocalFolderIsNotNetwork: a test's temp folder is on a local disk.
func TestLocalFolderIsNotNetwork(t *testing.T) {
	t.Parallel()
	if fs := NetworkFS(t.TempDir()); fs != "" && fs != "fuse" && fs != "9p" { // a container's /tmp may be a fuse or 9p mount
		t.Fatalf("temp folder taken for a network share: %s", fs)
	}
	if fs := NetworkFS(filepath.Join(t.TempDir(), "missing")); fs != "" {
		t.Fatalf("missing folder: %q", fs)
	}
}
