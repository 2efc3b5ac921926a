package fsx

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// TestDirFiles: the file helpers by handle do what their path versions do.
func TestDirFiles(t *testing.T) {
	bothWalks(t, func(t *testing.T) {
		f := newFixture(t)
		// WriteAll: the folders made, every file whole, no temp file left.
		must(t, f.d.WriteAll(Private, []string{"r/s/x.json", "r/s/x.md"}, [][]byte{[]byte("{}"), []byte("# x")}))
		for n, want := range map[string]string{"r/s/x.json": "{}", "r/s/x.md": "# x"} {
			b, err := f.d.ReadFile(n, 10)
			if err != nil || string(b) != want {
				t.Errorf("%s = %q, %v", n, b, err)
			}
		}
		if list, _ := f.d.ReadDir("r/s"); infoNames(list) != "x.json x.md" {
			t.Errorf("r/s holds %s", infoNames(list))
		}
		if _, err := f.d.ReadFile("r/s/x.md", 2); err == nil || !strings.Contains(err.Error(), "more than 2") {
			t.Errorf("ReadFile over its limit: %v", err)
		}
		if runtime.GOOS != "windows" {
			if fi, _ := os.Stat(filepath.Join(f.root, "r/s/x.json")); fi.Mode().Perm() != 0o600 {
				t.Errorf("a Private file has mode %v", fi.Mode())
			}
			must(t, f.d.WriteFile("e/x.md", []byte("x"), Exact(0o640)))
			if fi, _ := os.Stat(filepath.Join(f.root, "e/x.md")); fi.Mode().Perm() != 0o640 {
				t.Errorf("an Exact(0640) file has mode %v", fi.Mode())
			}
		}
		// MoveNoReplace: moved whole, never over a file.
		must(t, f.d.MoveNoReplace("r/s/x.md", f.d, "a/moved.md"))
		if f.d.Exists("r/s/x.md") || !f.d.Exists("a/moved.md") {
			t.Error("MoveNoReplace left the source or made no destination")
		}
		if err := f.d.MoveNoReplace("r/s/x.json", f.d, "a/moved.md"); !errors.Is(err, ErrExists) {
			t.Errorf("a move onto a file: %v, want ErrExists", err)
		}
		if b, _ := f.d.ReadFile("a/moved.md", 10); string(b) != "# x" {
			t.Errorf("the file moved onto was changed: %q", b)
		}
		// Chtimes.
		must(t, f.d.Chtimes("a/moved.md", testTime))
		if fi, _ := f.d.Lstat("a/moved.md"); !fi.ModTime().Equal(testTime) {
			t.Errorf("mtime %v, want %v", fi.ModTime(), testTime)
		}
		// CreateTemp: hidden, in its folder.
		tf, name, err := f.d.CreateTemp("a", ForPeople)
		must(t, err)
		tf.Close()
		if !strings.HasPrefix(name, "a/"+TempPrefix) || !f.d.Exists(name) {
			t.Errorf("temp file %q", name)
		}
		// Lock: one holder; the file the daemon's alone.
		unlock, err := f.d.Lock("lock")
		must(t, err)
		if runtime.GOOS != "windows" {
			if fi, _ := os.Stat(filepath.Join(f.root, "lock")); fi.Mode().Perm() != 0o600 {
				t.Errorf("the lock has mode %v", fi.Mode())
			}
		}
		if runtime.GOOS != "plan9" && runtime.GOOS != "js" {
			if u2, err := f.d.Lock("lock"); !errors.Is(err, ErrLocked) {
				t.Errorf("a second lock: %v, want ErrLocked", err)
				if u2 != nil {
					u2()
				}
			}
		}
		unlock()
		u3, err := f.d.Lock("lock")
		must(t, err)
		u3()
		// MkdirAll onto a file.
		if err := f.d.MkdirAll("a/moved.md/x", 0o755); !errors.Is(err, fs.ErrExist) {
			t.Errorf("MkdirAll through a file: %v", err)
		}
	})
}
