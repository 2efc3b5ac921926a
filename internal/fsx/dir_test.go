package fsx

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// dirOp is one Dir operation on a name under a/b/c, with what must come of
// it when the name's last element is a link (first and middle: ErrSymlink).
type dirOp struct {
	op   string
	last string // the entry swapped for a link in the "last" case
	run  func(f *fixture) error
	// lastCase checks the result when the last element is a link; the
	// tree outside is checked for every case.
	lastCase func(t *testing.T, f *fixture, err error)
}

func wantErr(target error) func(t *testing.T, f *fixture, err error) {
	return func(t *testing.T, f *fixture, err error) {
		t.Helper()
		if !errors.Is(err, target) {
			t.Errorf("err = %v, want %v", err, target)
		}
	}
}

// wantLinkAt checks that the operation succeeded on the link itself: the
// entry at rel (in root) is the link.
func wantLinkAt(rel string) func(t *testing.T, f *fixture, err error) {
	return func(t *testing.T, f *fixture, err error) {
		t.Helper()
		if err != nil {
			t.Fatalf("err = %v, want the link itself handled", err)
		}
		if fi, err := os.Lstat(filepath.Join(f.root, rel)); err != nil || fi.Mode()&fs.ModeSymlink == 0 {
			t.Errorf("%s is not the link after the operation (%v)", rel, err)
		}
	}
}

func wantGone(rel string) func(t *testing.T, f *fixture, err error) {
	return func(t *testing.T, f *fixture, err error) {
		t.Helper()
		if _, lerr := os.Lstat(filepath.Join(f.root, rel)); err != nil || !errors.Is(lerr, fs.ErrNotExist) {
			t.Errorf("err = %v, and %s is still there (%v): want the link removed", err, rel, lerr)
		}
	}
}

var dirOps = []dirOp{
	{op: "open", last: "a/b/c/file.txt", run: func(f *fixture) error {
		r, _, err := f.d.OpenFile("a/b/c/file.txt")
		if err == nil {
			b, _ := io.ReadAll(r)
			r.Close()
			if string(b) != "inside" {
				return errors.New("read " + string(b))
			}
		}
		return err
	}, lastCase: func(t *testing.T, f *fixture, err error) {
		if !errors.Is(err, ErrSymlink) || !errors.Is(err, ErrNotRegular) {
			t.Errorf("err = %v, want ErrSymlink and ErrNotRegular", err)
		}
	}},
	{op: "opendir", last: "a/b/c", run: func(f *fixture) error {
		sub, err := f.d.OpenDir("a/b/c")
		if err == nil {
			sub.Close()
		}
		return err
	}, lastCase: wantErr(ErrSymlink)},
	{op: "readdir", last: "a/b/c", run: func(f *fixture) error {
		_, err := f.d.ReadDir("a/b/c")
		return err
	}, lastCase: wantErr(ErrSymlink)},
	{op: "create", last: "a/b/c/new.txt", run: func(f *fixture) error {
		w, err := f.d.Create("a/b/c/new.txt", 0o644)
		if err == nil {
			w.Write([]byte("new"))
			w.Close()
		}
		return err
	}, lastCase: wantErr(fs.ErrExist)},
	{op: "mkdir", last: "a/b/c/new", run: func(f *fixture) error { return f.d.Mkdir("a/b/c/new", 0o755) }, lastCase: wantErr(fs.ErrExist)},
	{op: "lstat", last: "a/b/c/file.txt", run: func(f *fixture) error {
		fi, err := f.d.Lstat("a/b/c/file.txt")
		if err == nil && fi.Mode()&fs.ModeSymlink == 0 && fi.Size() != int64(len("inside")) {
			return errors.New("lstat of another file")
		}
		return err
	}, lastCase: func(t *testing.T, f *fixture, err error) {
		fi, lerr := f.d.Lstat("a/b/c/file.txt")
		if err != nil || lerr != nil || fi.Mode()&fs.ModeSymlink == 0 {
			t.Errorf("lstat of a link: %v, %v, %v: want the link described", err, lerr, fi)
		}
	}},
	{op: "remove", last: "a/b/c/file.txt", run: func(f *fixture) error { return f.d.Remove("a/b/c/file.txt") }, lastCase: wantGone("a/b/c/file.txt")},
	{op: "removeall", last: "a/b/c", run: func(f *fixture) error { return f.d.RemoveAll("a/b/c") }, lastCase: wantGone("a/b/c")},
	{op: "rename", last: "a/b/c/file.txt", run: func(f *fixture) error { return f.d.Rename("a/b/c/file.txt", f.d, "moved.txt") }, lastCase: wantLinkAt("moved.txt")},
	{op: "rename-to", last: "a/b/c/dest.txt", run: func(f *fixture) error {
		writeSrc(f.root)
		return f.d.Rename("src.txt", f.d, "a/b/c/dest.txt")
	}, lastCase: func(t *testing.T, f *fixture, err error) {
		// rename(2) replaces the entry: the link goes, the file takes its name.
		if fi, lerr := os.Lstat(filepath.Join(f.root, "a/b/c/dest.txt")); err != nil || lerr != nil || !fi.Mode().IsRegular() {
			t.Errorf("rename onto a link: %v, %v: want the link replaced by the file", err, lerr)
		}
	}},
	{op: "link", last: "a/b/c/file.txt", run: func(f *fixture) error { return f.d.Link("a/b/c/file.txt", f.d, "linked.txt") }, lastCase: wantLinkAt("linked.txt")},
	{op: "link-to", last: "a/b/c/dest.txt", run: func(f *fixture) error {
		writeSrc(f.root)
		return f.d.Link("src.txt", f.d, "a/b/c/dest.txt")
	}, lastCase: wantErr(fs.ErrExist)},
	{op: "readfile", last: "a/b/c/file.txt", run: func(f *fixture) error {
		b, err := f.d.ReadFile("a/b/c/file.txt", 100)
		if err == nil && string(b) != "inside" {
			return errors.New("read " + string(b))
		}
		return err
	}, lastCase: wantErr(ErrSymlink)},
	{op: "hashfile", last: "a/b/c/file.txt", run: func(f *fixture) error {
		_, err := f.d.HashFile("a/b/c/file.txt")
		return err
	}, lastCase: wantErr(ErrSymlink)},
	{op: "mkdirall", last: "a/b/c/new", run: func(f *fixture) error { return f.d.MkdirAll("a/b/c/new/deeper", 0o755) }, lastCase: wantErr(ErrSymlink)},
	{op: "writefile", last: "a/b/c/new.txt", run: func(f *fixture) error { return f.d.WriteFile("a/b/c/new.txt", []byte("new"), Private) },
		lastCase: func(t *testing.T, f *fixture, err error) {
			// rename(2) replaces the link itself: the file takes its name.
			if b, rerr := os.ReadFile(filepath.Join(f.root, "a/b/c/new.txt")); err != nil || rerr != nil || string(b) != "new" {
				t.Errorf("write over a link: %v, %v, %q: want the link replaced by the file", err, rerr, b)
			}
		}},
	{op: "move", last: "a/b/c/file.txt", run: func(f *fixture) error { return f.d.MoveNoReplace("a/b/c/file.txt", f.d, "moved.txt") }, lastCase: wantLinkAt("moved.txt")},
	{op: "move-to", last: "a/b/c/dest.txt", run: func(f *fixture) error {
		writeSrc(f.root)
		return f.d.MoveNoReplace("src.txt", f.d, "a/b/c/dest.txt")
	}, lastCase: wantErr(ErrExists)},
	{op: "chtimes", last: "a/b/c/file.txt", run: func(f *fixture) error { return f.d.Chtimes("a/b/c/file.txt", testTime) },
		lastCase: func(t *testing.T, f *fixture, err error) {
			if fi, serr := os.Stat(filepath.Join(f.out, "a/b/c/file.txt")); err != nil || serr != nil || fi.ModTime().Equal(testTime) {
				t.Errorf("chtimes of a link: %v, %v: the link's target got the time", err, serr)
			}
		}},
	{op: "lock", last: "a/b/c/lock", run: func(f *fixture) error {
		unlock, err := f.d.Lock("a/b/c/lock")
		if err == nil {
			unlock()
		}
		return err
	}, lastCase: wantErr(ErrSymlink)},
}

// testTime is the modification time the chtimes case sets.
var testTime = time.Date(2001, 2, 3, 4, 5, 6, 0, time.UTC)

// writeSrc puts the file a rename-to or link-to case moves.
func writeSrc(dir string) { os.WriteFile(filepath.Join(dir, "src.txt"), []byte("src"), 0o644) }

// TestDirRefusesSymlinks: every operation, with a link at the first, a
// middle and the last element of its name, by openat2 and by the walk:
// nothing outside is read or changed, and the first two are ErrSymlink.
// The control shows that a path lookup would have reached the outside.
func TestDirRefusesSymlinks(t *testing.T) {
	bothWalks(t, func(t *testing.T) {
		for _, op := range dirOps {
			for _, pos := range []string{"first", "middle", "last"} {
				t.Run(op.op+"/"+pos, func(t *testing.T) {
					f := newFixture(t)
					swapAt := map[string]string{"first": "a", "middle": "a/b", "last": op.last}[pos]
					f.swap(t, swapAt)
					if pos != "last" || op.op == "open" || op.op == "opendir" {
						if b, err := os.ReadFile(filepath.Join(f.root, "a/b/c/file.txt")); err != nil || string(b) != "OUTSIDE" {
							t.Fatalf("control: a path lookup does not reach the outside (%q, %v)", b, err)
						}
					}
					before := snapshot(t, f.out)
					err := op.run(f)
					sameTree(t, "outside", before, snapshot(t, f.out))
					if pos == "last" {
						op.lastCase(t, f, err)
						return
					}
					if !errors.Is(err, ErrSymlink) {
						t.Errorf("err = %v, want ErrSymlink", err)
					}
				})
			}
		}
	})
}

// TestDirOperations: without links, each operation does what it says.
func TestDirOperations(t *testing.T) {
	bothWalks(t, func(t *testing.T) {
		for _, op := range dirOps {
			t.Run(op.op, func(t *testing.T) {
				f := newFixture(t)
				if err := op.run(f); err != nil {
					t.Fatal(err)
				}
			})
		}
		f := newFixture(t)
		must(t, f.d.Mkdir("a/b/c/d", 0o755))
		w, err := f.d.Create("a/b/c/d/x.txt", 0o600)
		must(t, err)
		w.WriteString("x")
		w.Close()
		must(t, f.d.Link("a/b/c/d/x.txt", f.d, "a/y.txt"))
		must(t, f.d.Rename("a/y.txt", f.d, "a/b/z.txt"))
		list, err := f.d.ReadDir("a/b")
		must(t, err)
		if names := infoNames(list); names != "c z.txt" {
			t.Errorf("ReadDir(a/b) = %s", names)
		}
		fi, err := f.d.Lstat("a/b/z.txt")
		must(t, err)
		if x, _ := f.d.Lstat("a/b/c/d/x.txt"); !SameFile(fi.Ident(), x.Ident()) || fi.Size() != 1 {
			t.Error("the link is not the same file")
		}
		if _, err := f.d.Create("a/b/z.txt", 0o644); !errors.Is(err, fs.ErrExist) {
			t.Errorf("create over a file: %v", err)
		}
		if err := f.d.Link("a/b/z.txt", f.d, "a/b/c/file.txt"); !errors.Is(err, fs.ErrExist) {
			t.Errorf("link over a file: %v", err)
		}
		must(t, f.d.Remove("a/b/z.txt"))
		must(t, f.d.RemoveAll("a"))
		if list, _ := f.d.ReadDir("."); len(list) != 0 {
			t.Errorf("left after RemoveAll: %s", infoNames(list))
		}
		must(t, f.d.RemoveAll("a")) // gone: not an error
		must(t, f.d.Sync())
	})
}

// TestDirBadNames: names that could leave the folder are refused before
// any system call.
func TestDirBadNames(t *testing.T) {
	f := newFixture(t)
	for _, name := range []string{"", "/etc/passwd", "..", "../out", "a/../../out", "a/./b", "a//b", "a/b/", "a\x00b"} {
		if _, _, err := f.d.OpenFile(name); !errors.Is(err, ErrBadName) {
			t.Errorf("OpenFile(%q) = %v, want ErrBadName", name, err)
		}
		if err := f.d.Remove(name); !errors.Is(err, ErrBadName) {
			t.Errorf("Remove(%q) = %v, want ErrBadName", name, err)
		}
	}
	if err := f.d.Remove("."); !errors.Is(err, ErrBadName) {
		t.Errorf("Remove(.) = %v, want ErrBadName", err)
	}
}

// TestOpenFileKinds: OpenFile opens regular files only, as OpenRegular.
func TestOpenFileKinds(t *testing.T) {
	bothWalks(t, func(t *testing.T) {
		f := newFixture(t)
		if _, _, err := f.d.OpenFile("a/b"); !errors.Is(err, ErrNotRegular) {
			t.Errorf("a folder: %v", err)
		}
		if fifo := makeFIFO(t, filepath.Join(f.root, "a")); fifo != "" {
			if _, _, err := f.d.OpenFile("a/" + filepath.Base(fifo)); !errors.Is(err, ErrNotRegular) {
				t.Errorf("a FIFO: %v", err)
			}
		}
		r, id, err := f.d.OpenFile("a/b/c/file.txt")
		must(t, err)
		defer r.Close()
		if fi, _ := f.d.Lstat("a/b/c/file.txt"); id != fi.Ident() {
			t.Errorf("ident of the open file %+v, of the entry %+v", id, fi.Ident())
		}
	})
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func infoNames(list []*Info) string {
	var names []string
	for _, fi := range list {
		names = append(names, fi.Name())
	}
	return strings.Join(names, " ")
}
