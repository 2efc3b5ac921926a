package fsx

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The swaps of a share user, made through the test hook at the exact step
// (a racing goroutine could miss the window and let a test pass without
// the protection).

// TestSwapBetweenOperations: a job folder opened as a Dir, then renamed
// away and replaced by a link to the outside right before the memo is read
// again (the „memo changed, checking again” read): the Dir still reads the
// folder it opened; a name through the parent is refused; a path lookup,
// the control, would read the outside.
func TestSwapBetweenOperations(t *testing.T) {
	bothWalks(t, func(t *testing.T) {
		f := newFixture(t)
		job, err := f.d.OpenDir("a/b/c")
		must(t, err)
		defer job.Close()
		swaps := 0
		onStep(t, func(s Step) {
			if s.Op == "open" && s.Dir == job.Path() && s.Name == "file.txt" && swaps == 0 {
				swaps++
				f.swap(t, "a/b/c")
			}
		})
		r, _, err := job.OpenFile("file.txt")
		must(t, err)
		b, _ := io.ReadAll(r)
		r.Close()
		if swaps != 1 || string(b) != "inside" {
			t.Fatalf("read %q after %d swaps, want the folder opened (inside)", b, swaps)
		}
		if b, _ := os.ReadFile(filepath.Join(f.root, "a/b/c/file.txt")); string(b) != "OUTSIDE" {
			t.Fatalf("control: the path does not lead outside (%q)", b)
		}
		if _, _, err := f.d.OpenFile("a/b/c/file.txt"); !errors.Is(err, ErrSymlink) {
			t.Errorf("through the parent: %v, want ErrSymlink", err)
		}
		// Clean-up through the job's handle stays in the folder it opened.
		before := snapshot(t, f.out)
		must(t, job.RemoveAll("file.txt"))
		sameTree(t, "outside", before, snapshot(t, f.out))
		if _, err := os.Lstat(filepath.Join(f.root, "a/b/c.real/file.txt")); !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("the job's own file was not removed: %v", err)
		}
	})
}

// TestSwapDuringWalk: each element of a name swapped for a link right
// before the walk opens it: refused at every element.
func TestSwapDuringWalk(t *testing.T) {
	t.Cleanup(ForcePortableWalk())
	for i, elem := range []string{"a", "b", "c", "file.txt"} {
		t.Run(elem, func(t *testing.T) {
			f := newFixture(t)
			rel := strings.Join([]string{"a", "b", "c", "file.txt"}[:i+1], "/")
			swapped := false
			onStep(t, func(s Step) {
				if s.Op == "walk" && s.Elem == elem && !swapped {
					swapped = true
					f.swap(t, rel)
				}
			})
			r, _, err := f.d.OpenFile("a/b/c/file.txt")
			if err == nil {
				b, _ := io.ReadAll(r)
				r.Close()
				t.Fatalf("read %q through a link swapped in at %s", b, elem)
			}
			if !swapped || !errors.Is(err, ErrSymlink) {
				t.Errorf("swapped %v: %v, want ErrSymlink", swapped, err)
			}
		})
	}
}

// TestRemoveAllSwaps: the clean-up's folders swapped while it works —
// before the look, between the look and the open (for a link and for
// another folder) — never lead it outside or into a folder it did not
// verify.
func TestRemoveAllSwaps(t *testing.T) {
	cases := []struct {
		name   string
		op     string // the step before which the swap is made
		other  bool   // swap for another real folder, not a link
		wantIn error  // nil: the whole tree went
	}{
		{"link before the look", "removeall", false, nil},
		{"link between look and open", "enter", false, ErrNotRemoved},
		{"folder between look and open", "enter", true, ErrNotRemoved},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Cleanup(ForcePortableWalk()) // the open in the removal is always by one element
			f := newFixture(t)
			writeFile(t, filepath.Join(f.root, "elsewhere", "keep.txt"), "keep")
			done := false
			onStep(t, func(s Step) {
				if s.Op == c.op && s.Elem == "c" && !done {
					done = true
					p := filepath.Join(f.root, "a/b/c")
					must(t, os.Rename(p, p+".real"))
					if c.other {
						must(t, os.Rename(filepath.Join(f.root, "elsewhere"), p))
					} else {
						must(t, os.Symlink(filepath.Join(f.out, "a/b/c"), p))
					}
				}
			})
			before := snapshot(t, f.out)
			err := f.d.RemoveAll("a")
			sameTree(t, "outside", before, snapshot(t, f.out))
			if !done {
				t.Fatal("the swap step never came")
			}
			if c.wantIn == nil {
				if err != nil {
					t.Fatalf("RemoveAll: %v", err)
				}
				if _, err := os.Lstat(filepath.Join(f.root, "a")); !errors.Is(err, fs.ErrNotExist) {
					t.Errorf("a is still there: %v", err)
				}
				return
			}
			if !errors.Is(err, c.wantIn) {
				t.Errorf("RemoveAll: %v, want %v", err, c.wantIn)
			}
			if c.other {
				if b, err := os.ReadFile(filepath.Join(f.root, "a/b/c/keep.txt")); string(b) != "keep" {
					t.Errorf("the folder swapped in was emptied: %q, %v", b, err)
				}
			}
		})
	}
}

// TestRemoveAllLeavesLinkedFolders: links inside the tree (to the outside,
// to another part of the root) are removed themselves; what they point at
// stays.
func TestRemoveAllLeavesLinkedFolders(t *testing.T) {
	bothWalks(t, func(t *testing.T) {
		f := newFixture(t)
		writeFile(t, filepath.Join(f.root, "other", "keep.txt"), "keep")
		for link, target := range map[string]string{
			"a/b/out":      filepath.Join(f.out, "a"),
			"a/b/c/rel":    "../../../other",
			"a/b/c/file2":  filepath.Join(f.out, "a/b/c/file.txt"),
			"a/b/dangling": filepath.Join(f.out, "nothing"),
			"a/b/c/loop":   ".",
			"a/b/selfroot": f.root,
		} {
			must(t, os.Symlink(target, filepath.Join(f.root, link)))
		}
		outBefore, otherBefore := snapshot(t, f.out), snapshot(t, filepath.Join(f.root, "other"))
		must(t, f.d.RemoveAll("a/b"))
		sameTree(t, "outside", outBefore, snapshot(t, f.out))
		sameTree(t, "root/other", otherBefore, snapshot(t, filepath.Join(f.root, "other")))
		if _, err := os.Lstat(filepath.Join(f.root, "a/b")); !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("a/b is still there: %v", err)
		}
	})
}

// TestRemoveAllDepth: a tree deeper than maxTreeDepth is left in place
// beyond the bound, with ErrNotRemoved.
func TestRemoveAllDepth(t *testing.T) {
	f := newFixture(t)
	deep := filepath.Join(f.root, "deep")
	p := deep
	for range maxTreeDepth + 2 {
		p = filepath.Join(p, "d")
	}
	writeFile(t, filepath.Join(p, "x"), "x")
	if err := f.d.RemoveAll("deep"); !errors.Is(err, ErrNotRemoved) {
		t.Fatalf("RemoveAll of a tree %d deep: %v, want ErrNotRemoved", maxTreeDepth+2, err)
	}
	if _, err := os.Stat(filepath.Join(p, "x")); err != nil {
		t.Errorf("the file beyond the bound went: %v", err)
	}
}

// TestCheckPath: a watched folder's path still leading to it, replaced by
// a link, moved away with a new folder put in its place, or moved with no
// folder put back.
func TestCheckPath(t *testing.T) {
	cases := []struct {
		name string
		do   func(t *testing.T, f *fixture, inbox string)
		want error
	}{
		{"unchanged", func(*testing.T, *fixture, string) {}, nil},
		{"replaced by a link", func(t *testing.T, f *fixture, inbox string) {
			must(t, os.Rename(inbox, inbox+".old"))
			must(t, os.Symlink(f.out, inbox))
		}, ErrSymlink},
		{"replaced by a folder", func(t *testing.T, f *fixture, inbox string) {
			must(t, os.Rename(inbox, inbox+".old"))
			must(t, os.Mkdir(inbox, 0o755))
		}, ErrReplaced},
		{"a folder above replaced by a link", func(t *testing.T, f *fixture, inbox string) {
			share := filepath.Dir(inbox)
			must(t, os.Rename(share, share+".old"))
			writeFile(t, filepath.Join(f.out, "inbox", "x"), "x")
			must(t, os.Symlink(f.out, share))
		}, ErrReplaced},
		{"moved away", func(t *testing.T, f *fixture, inbox string) {
			must(t, os.Rename(inbox, inbox+".old"))
		}, fs.ErrNotExist},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := newFixture(t)
			inbox := filepath.Join(f.root, "share", "inbox")
			must(t, os.MkdirAll(inbox, 0o755))
			d, err := OpenDir(inbox)
			must(t, err)
			defer d.Close()
			c.do(t, f, inbox)
			err = d.CheckPath()
			if c.want == nil && err != nil || c.want != nil && !errors.Is(err, c.want) {
				t.Errorf("CheckPath: %v, want %v", err, c.want)
			}
		})
	}
	f := newFixture(t)
	must(t, os.Symlink(f.out, filepath.Join(f.root, "link")))
	if _, err := OpenDir(filepath.Join(f.root, "link")); !errors.Is(err, ErrSymlink) {
		t.Errorf("OpenDir of a link: %v, want ErrSymlink", err)
	}
	if _, err := OpenDir(filepath.Join(f.root, "link") + "/"); !errors.Is(err, ErrSymlink) {
		t.Errorf("OpenDir of a link with a trailing slash: %v, want ErrSymlink", err)
	}
}

// TestCloseWhileInUse: Close during an operation lets it finish on its
// handle; later operations are fs.ErrClosed.
func TestCloseWhileInUse(t *testing.T) {
	f := newFixture(t)
	closed := false
	onStep(t, func(s Step) {
		if s.Op == "walk" && s.Elem == "file.txt" && !closed {
			closed = true
			f.d.Close()
		}
	})
	t.Cleanup(ForcePortableWalk())
	r, _, err := f.d.OpenFile("a/b/c/file.txt")
	if err != nil || !closed {
		t.Fatalf("an operation under way when Close came: %v (closed %v)", err, closed)
	}
	r.Close()
	if _, err := f.d.Lstat("a"); !errors.Is(err, fs.ErrClosed) {
		t.Errorf("after Close: %v, want fs.ErrClosed", err)
	}
}

// TestOSRootFollowsInsideLinks records why os.Root is not used: it follows
// a link that stays inside the root (from one job folder into another, or
// from a destination back into the inbox); a Dir does not.
func TestOSRootFollowsInsideLinks(t *testing.T) {
	f := newFixture(t)
	writeFile(t, filepath.Join(f.root, "job2", "memo.docx"), "another job's memo")
	must(t, os.Symlink("../job2", filepath.Join(f.root, "a", "job1")))
	r, err := os.OpenRoot(f.root)
	must(t, err)
	defer r.Close()
	if b, err := r.ReadFile("a/job1/memo.docx"); err != nil || string(b) != "another job's memo" {
		t.Logf("os.Root no longer follows a link inside the root (%q, %v): it may serve now", b, err)
	}
	if _, _, err := f.d.OpenFile("a/job1/memo.docx"); !errors.Is(err, ErrSymlink) {
		t.Errorf("Dir through an inside link: %v, want ErrSymlink", err)
	}
}
