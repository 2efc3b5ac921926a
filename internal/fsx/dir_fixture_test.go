package fsx

import (
	"crypto/sha256"
	"encoding/hex"
	"io/fs"
	"os"
	"path/filepath"
	"testing"
)

// The tests of Dir run sequentially (no t.Parallel): the test hook and
// the forced walk are the process's.

// bothWalks runs fn once as names are resolved by default (openat2 on
// Linux) and once element by element by handle (the fallback), checking
// that each run used the resolution it names.
func bothWalks(t *testing.T, fn func(t *testing.T)) {
	t.Helper()
	t.Run("openat2", func(t *testing.T) {
		if !haveOpenat2() {
			t.Skip("no openat2 here (not Linux, or refused by the kernel or a filter): only the walk by handle runs")
		}
		walks := countWalks(t)
		fn(t)
		if *walks != 0 || openat2GivenUp() {
			t.Fatalf("the openat2 run walked %d elements one by one (openat2 given up: %v)", *walks, openat2GivenUp())
		}
	})
	t.Run("walk", func(t *testing.T) {
		t.Cleanup(ForcePortableWalk())
		walks := countWalks(t)
		fn(t)
		if *walks == 0 {
			t.Fatal("the walk by handle opened no element one by one")
		}
	})
}

// countWalks counts the elements resolved one by one until the test ends.
func countWalks(t *testing.T) *int {
	n := new(int)
	t.Cleanup(SetTestHook(func(s Step) {
		if s.Op == "walk" {
			*n++
		}
		if h := testHook; h != nil {
			h(s)
		}
	}))
	return n
}

// testHook is a test's own step hook, run by the hook countWalks sets.
var testHook func(Step)

// onStep makes fn run before every step until the test ends.
func onStep(t *testing.T, fn func(Step)) {
	if hook.Load() == nil {
		countWalks(t)
	}
	testHook = fn
	t.Cleanup(func() { testHook = nil })
}

// fixture is a folder tree under root, opened as a Dir, and a tree of the
// same shape outside it (out), where a followed link would lead:
//
//	root/a/b/c/file.txt "inside"     out/a/b/c/file.txt "OUTSIDE"
type fixture struct {
	root, out string
	d         *Dir
}

func newFixture(t *testing.T) *fixture {
	t.Helper()
	base := t.TempDir()
	f := &fixture{root: filepath.Join(base, "root"), out: filepath.Join(base, "out")}
	for dir, content := range map[string]string{f.root: "inside", f.out: "OUTSIDE"} {
		writeFile(t, filepath.Join(dir, "a", "b", "c", "file.txt"), content)
	}
	d, err := OpenDir(f.root)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { d.Close() })
	f.d = d
	return f
}

// swap puts a link to out/rel at root/rel, the real entry (if any) renamed
// to rel+".real" beside it: what a share user does to a job folder.
func (f *fixture) swap(t *testing.T, rel string) {
	t.Helper()
	p := filepath.Join(f.root, filepath.FromSlash(rel))
	if _, err := os.Lstat(p); err == nil {
		if err := os.Rename(p, p+".real"); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Symlink(filepath.Join(f.out, filepath.FromSlash(rel)), p); err != nil {
		t.Fatal(err)
	}
}

func writeFile(t *testing.T, p, content string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

// snapshot records every entry of a tree without following links: its
// kind and its content (a file's hash, a link's target).
func snapshot(t *testing.T, dir string) map[string]string {
	t.Helper()
	out := map[string]string{}
	err := filepath.WalkDir(dir, func(p string, e fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		switch {
		case e.Type()&fs.ModeSymlink != 0:
			target, _ := os.Readlink(p)
			out[rel] = "link " + target
		case e.IsDir():
			out[rel] = "dir"
		default:
			b, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			h := sha256.Sum256(b)
			out[rel] = "file " + hex.EncodeToString(h[:8])
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// sameTree fails t when a tree differs from its snapshot.
func sameTree(t *testing.T, what string, before, after map[string]string) {
	t.Helper()
	for p, v := range before {
		if after[p] != v {
			t.Errorf("%s: %s was %q, now %q", what, p, v, after[p])
		}
	}
	for p, v := range after {
		if _, ok := before[p]; !ok {
			t.Errorf("%s: %s appeared (%q)", what, p, v)
		}
	}
}
