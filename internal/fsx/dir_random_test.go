package fsx

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// Random trees with links of every sort (to the outside, to another part
// of the tree, relative, absolute, dangling, to themselves), and random
// operations on names that go through them. The oracle looks at the tree
// by path, element by element, with nothing changing meanwhile: a name
// with a link before its last element must be refused, one without must
// act as on the plain tree; whatever happens, the outside stays as it was
// and nothing in the tree outside the name changes.

var treeNames = []string{"a", "b", "c", "d", "memo.docx"}

// randomTree fills dir with up to four entries per folder, four deep; the
// links point into out, into root or nowhere.
func randomTree(t *testing.T, r *rand.Rand, dir, root, out string, depth int, links bool) {
	for range r.IntN(5) {
		p := filepath.Join(dir, treeNames[r.IntN(len(treeNames))])
		if _, err := os.Lstat(p); err == nil {
			continue
		}
		switch k := r.IntN(10); {
		case k < 3 && depth < 4:
			must(t, os.Mkdir(p, 0o755))
			randomTree(t, r, p, root, out, depth+1, links)
		case k < 7 || !links:
			must(t, os.WriteFile(p, []byte(fmt.Sprintf("%s %d", p, r.IntN(1000))), 0o644))
		default:
			targets := []string{out, filepath.Join(out, "a"), filepath.Join(out, "a", "b"), root, filepath.Join(root, "a"), "..", "../..", ".", "b", filepath.Join(out, "gone"), filepath.Join(out, "a", "memo.docx")}
			must(t, os.Symlink(targets[r.IntN(len(targets))], p))
		}
	}
}

// randomName picks a name in root through existing entries (links
// included: a folder link is gone through, as a path lookup would), now
// and then ending in a name that does not exist.
func randomName(r *rand.Rand, root string) string {
	var elems []string
	for p := root; len(elems) < 6; {
		entries, err := os.ReadDir(p) // follows a link, as a path would
		if err != nil || len(entries) == 0 || r.IntN(4) == 0 && len(elems) > 0 {
			break
		}
		e := entries[r.IntN(len(entries))].Name()
		elems = append(elems, e)
		p = filepath.Join(p, e)
	}
	if len(elems) == 0 || r.IntN(6) == 0 {
		elems = append(elems, "new")
	}
	return strings.Join(elems, "/")
}

// linkAt is the index of the first element of name that is a link in
// root (-1: none), and whether the whole name exists.
func linkAt(root, name string) (int, bool) {
	p := root
	for i, e := range strings.Split(name, "/") {
		p = filepath.Join(p, e)
		fi, err := os.Lstat(p)
		if err != nil {
			return -1, false
		}
		if fi.Mode()&fs.ModeSymlink != 0 {
			return i, true
		}
	}
	return -1, true
}

// under reports whether the snapshot key rel is name or beneath it.
func under(rel, name string) bool {
	name = filepath.FromSlash(name)
	return rel == name || strings.HasPrefix(rel, name+string(filepath.Separator))
}

// randomStats counts what the random operations met, so that the test
// shows it tried what it claims.
type randomStats struct{ refused, done, lastLink int }

// checkRandomOp runs one random operation on d and checks it against the
// oracle.
func checkRandomOp(t *testing.T, r *rand.Rand, d *Dir, root, out string, n int, st *randomStats) {
	name := randomName(r, root)
	link, exists := linkAt(root, name)
	outBefore, rootBefore := snapshot(t, out), snapshot(t, root)
	op := []string{"open", "readdir", "lstat", "removeall", "remove", "mkdir", "create", "rename"}[r.IntN(8)]
	// Refused: a link before the last element of the name the operation
	// resolves (mkdir and create resolve one beneath name).
	throughLink := link >= 0 && link < strings.Count(name, "/")
	if op == "mkdir" || op == "create" {
		throughLink = link >= 0
	}
	var err error
	switch op {
	case "open":
		var f *os.File
		if f, _, err = d.OpenFile(name); err == nil {
			got, _ := io.ReadAll(f)
			f.Close()
			if want, _ := os.ReadFile(filepath.Join(root, name)); link >= 0 || string(got) != string(want) {
				t.Fatalf("%s: read %q through a link or not the file", name, got)
			}
		} else if link < 0 && exists && !errors.Is(err, ErrNotRegular) {
			t.Fatalf("open %s: %v", name, err)
		}
		if link >= 0 && !errors.Is(err, ErrSymlink) {
			t.Fatalf("open %s, a link at element %d: %v", name, link, err)
		}
	case "readdir":
		var list []*Info
		if list, err = d.ReadDir(name); err == nil {
			entries, _ := os.ReadDir(filepath.Join(root, name))
			var want []string
			for _, e := range entries {
				want = append(want, e.Name())
			}
			if link >= 0 || infoNames(list) != strings.Join(want, " ") {
				t.Fatalf("readdir %s: %s, want %v (link at %d)", name, infoNames(list), want, link)
			}
		}
		if link >= 0 && !errors.Is(err, ErrSymlink) {
			t.Fatalf("readdir %s, a link at element %d: %v", name, link, err)
		}
	case "lstat":
		var fi *Info
		fi, err = d.Lstat(name)
		if want, werr := os.Lstat(filepath.Join(root, name)); !throughLink && werr == nil && (err != nil || fi.Mode().Type() != want.Mode().Type()) {
			t.Fatalf("lstat %s: %v, %v; want %v", name, fi, err, want.Mode())
		}
	case "removeall":
		err = d.RemoveAll(name)
	case "remove":
		err = d.Remove(name)
	case "mkdir":
		err = d.Mkdir(name+"/made", 0o755)
	case "create":
		var f *os.File
		if f, err = d.Create(name+"/made.txt", 0o644); err == nil {
			f.Close()
		}
	case "rename":
		err = d.Rename(name, d, fmt.Sprintf("moved-%d", n))
	}
	if throughLink && !errors.Is(err, ErrSymlink) {
		t.Fatalf("%s %s, a link at element %d: %v, want ErrSymlink", op, name, link, err)
	}
	switch {
	case throughLink:
		st.refused++
	case err == nil && link >= 0:
		st.lastLink++
	case err == nil:
		st.done++
	}
	sameTree(t, fmt.Sprintf("outside after %s %s", op, name), outBefore, snapshot(t, out))
	checkRootAfter(t, op, name, fmt.Sprintf("moved-%d", n), err, rootBefore, snapshot(t, root))
}

// checkRootAfter: the tree changed only where the operation says.
func checkRootAfter(t *testing.T, op, name, moved string, err error, before, after map[string]string) {
	t.Helper()
	want := map[string]string{}
	for rel, v := range before {
		switch {
		case err == nil && (op == "removeall" || op == "remove") && under(rel, name):
		case err == nil && op == "rename" && under(rel, name):
			want[filepath.Join(moved, strings.TrimPrefix(rel, filepath.FromSlash(name)))] = v
		default:
			want[rel] = v
		}
	}
	if err == nil && op == "mkdir" {
		want[filepath.Join(filepath.FromSlash(name), "made")] = "dir"
	}
	if err == nil && op == "create" {
		want[filepath.Join(filepath.FromSlash(name), "made.txt")] = after[filepath.Join(filepath.FromSlash(name), "made.txt")]
	}
	if op == "removeall" && err == nil {
		for rel := range after {
			if under(rel, name) {
				t.Fatalf("removeall %s left %s", name, rel)
			}
		}
	}
	sameTree(t, fmt.Sprintf("root after %s %s (%v)", op, name, err), want, after)
}

func runRandomTree(t *testing.T, seed uint64, ops int, st *randomStats) {
	r := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	base := t.TempDir()
	root, out := filepath.Join(base, "root"), filepath.Join(base, "out")
	must(t, os.Mkdir(root, 0o755))
	must(t, os.Mkdir(out, 0o755))
	randomTree(t, r, out, root, out, 0, false)
	randomTree(t, r, root, root, out, 0, true)
	d, err := OpenDir(root)
	must(t, err)
	defer d.Close()
	for n := range ops {
		checkRandomOp(t, r, d, root, out, n, st)
		if t.Failed() {
			t.Fatalf("seed %d, operation %d", seed, n)
		}
	}
}

// TestRandomTrees: 40 trees, 60 operations each, by openat2 and by the
// walk.
func TestRandomTrees(t *testing.T) {
	bothWalks(t, func(t *testing.T) {
		var st randomStats
		for seed := range uint64(40) {
			runRandomTree(t, seed, 60, &st)
		}
		t.Logf("%d operations refused (a link before the last element), %d done on a link itself, %d done without links", st.refused, st.lastLink, st.done)
		if st.refused < 100 || st.done < 150 || st.lastLink < 20 {
			t.Errorf("too few of each kind to tell: %+v", st)
		}
	})
}

// FuzzRandomTree runs the random tree test for the fuzzer's seeds, each by
// openat2 (even seeds, on Linux) or by the walk (odd).
func FuzzRandomTree(f *testing.F) {
	f.Fuzz(func(t *testing.T, seed uint64) {
		if seed%2 == 1 {
			defer ForcePortableWalk()()
		}
		runRandomTree(t, seed, 30, new(randomStats))
	})
}

// FuzzSplitName: a name accepted is local (filepath.IsLocal) element by
// element, names the same path once split, and never holds "." or "..".
func FuzzSplitName(f *testing.F) {
	f.Fuzz(func(t *testing.T, name string) {
		elems, err := splitName(name)
		if err != nil {
			if !errors.Is(err, ErrBadName) {
				t.Fatalf("%q: %v", name, err)
			}
			return
		}
		if name == "." {
			if elems != nil {
				t.Fatalf(". gives %q", elems)
			}
			return
		}
		if !filepath.IsLocal(filepath.FromSlash(name)) || strings.Join(elems, "/") != filepath.ToSlash(name) {
			t.Fatalf("%q accepted as %q", name, elems)
		}
		if slices.ContainsFunc(elems, func(e string) bool { return e == "" || e == "." || e == ".." || strings.ContainsAny(e, "/\x00") }) {
			t.Fatalf("%q gives elements %q", name, elems)
		}
	})
}
