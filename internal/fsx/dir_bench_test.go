package fsx

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

// The cost of resolving by handle against the path operations the watcher
// uses today, in one binary:
//
//	go test ./internal/fsx -run XXX -bench 'Dir' -count 10 | benchstat -col /mode -

// benchModes runs fn as a path operation (mode=path), by openat2
// (mode=openat2, Linux) and by the walk (mode=walk).
func benchModes(b *testing.B, path func(b *testing.B), dir func(b *testing.B)) {
	b.Run("mode=path", path)
	if haveOpenat2() {
		b.Run("mode=openat2", dir)
	}
	b.Run("mode=walk", func(b *testing.B) {
		defer ForcePortableWalk()()
		dir(b)
	})
}

func benchTree(b *testing.B) (string, *Dir) {
	root := b.TempDir()
	p := filepath.Join(root, "a", "b", "c", "memo.docx")
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		b.Fatal(err)
	}
	if err := os.WriteFile(p, make([]byte, 4096), 0o644); err != nil {
		b.Fatal(err)
	}
	d, err := OpenDir(root)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { d.Close() })
	return root, d
}

// BenchmarkDirOpen: open and close a memo four elements down (a name
// through the watched folder's handle) and one element down (through the
// job folder's own handle).
func BenchmarkDirOpen(b *testing.B) {
	for _, name := range []string{"a/b/c/memo.docx", "memo.docx"} {
		b.Run(fmt.Sprintf("elems=%d", len(splitOrNil(name))), func(b *testing.B) {
			root, d := benchTree(b)
			if name == "memo.docx" {
				sub, err := d.OpenDir("a/b/c")
				if err != nil {
					b.Fatal(err)
				}
				defer sub.Close()
				root, d = filepath.Join(root, "a", "b", "c"), sub
			}
			benchModes(b, func(b *testing.B) {
				for b.Loop() {
					f, _, err := OpenRegular(filepath.Join(root, filepath.FromSlash(name)))
					if err != nil {
						b.Fatal(err)
					}
					f.Close()
				}
			}, func(b *testing.B) {
				for b.Loop() {
					f, _, err := d.OpenFile(name)
					if err != nil {
						b.Fatal(err)
					}
					f.Close()
				}
			})
		})
	}
}

func splitOrNil(name string) []string {
	e, _ := splitName(name)
	return e
}

// BenchmarkDirReadDir: a rescan of a watched folder of 200 memos — today
// os.ReadDir and an os.Lstat of each entry, by handle d.ReadDir.
func BenchmarkDirReadDir(b *testing.B) {
	root, d := benchTree(b)
	for i := range 200 {
		if err := os.WriteFile(filepath.Join(root, fmt.Sprintf("memo-%03d.docx", i)), []byte("x"), 0o644); err != nil {
			b.Fatal(err)
		}
	}
	benchModes(b, func(b *testing.B) {
		for b.Loop() {
			entries, err := os.ReadDir(root)
			if err != nil {
				b.Fatal(err)
			}
			for _, e := range entries {
				if _, err := os.Lstat(filepath.Join(root, e.Name())); err != nil {
					b.Fatal(err)
				}
			}
		}
	}, func(b *testing.B) {
		for b.Loop() {
			if _, err := d.ReadDir("."); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkDirRemoveAll: the clean-up of a finished job folder (its
// journal, two attempt markers) — os.RemoveAll against d.RemoveAll; the
// folder is made again outside the timer.
func BenchmarkDirRemoveAll(b *testing.B) {
	root, d := benchTree(b)
	job := filepath.Join(root, "job")
	makeJob := func(b *testing.B) {
		b.StopTimer()
		for _, dir := range []string{".attempt-shared-1", ".attempt-alone-1"} {
			if err := os.MkdirAll(filepath.Join(job, dir), 0o755); err != nil {
				b.Fatal(err)
			}
		}
		if err := os.WriteFile(filepath.Join(job, ".journal.json"), []byte("{}"), 0o644); err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
	}
	benchModes(b, func(b *testing.B) {
		for b.Loop() {
			makeJob(b)
			if err := os.RemoveAll(job); err != nil {
				b.Fatal(err)
			}
		}
	}, func(b *testing.B) {
		for b.Loop() {
			makeJob(b)
			if err := d.RemoveAll("job"); err != nil {
				b.Fatal(err)
			}
		}
	})
}
