package check

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

// BenchmarkLibraryLook measures what the daemon's background indexing adds
// before a memo: Library.Dirty, the look for changes (a walk with a stat
// per file, no read) that Await runs at most once a second, against the
// check of the example's clean memo, on one library of 800 sources plus
// the example's two, in the same run:
//
//	go test ./check -run XXX -bench LibraryLook -count 10 | benchstat -
func BenchmarkLibraryLook(b *testing.B) {
	lib := filepath.Join(b.TempDir(), "library")
	os.MkdirAll(lib, 0o755)
	for _, f := range []string{"SN_I-CSK-9901-99.txt", "kodeks-cywilny-wyciag.txt"} {
		data, _ := os.ReadFile(filepath.Join(exampleLibrary, f))
		os.WriteFile(filepath.Join(lib, f), data, 0o644)
	}
	for i := range 800 {
		sub := filepath.Join(lib, fmt.Sprintf("rok-%d", 2000+i%20))
		os.MkdirAll(sub, 0o755)
		os.WriteFile(filepath.Join(sub, fmt.Sprintf("SN_I-CSK-%d-20.txt", 1000+i)), []byte(judgmentText(fmt.Sprintf("I CSK %d/20", 1000+i), 1+i%28)), 0o644)
	}
	c, err := Open(context.Background(), Config{Library: []string{lib}, State: b.TempDir(), Logger: quietLog()})
	if err != nil {
		b.Fatal(err)
	}
	defer c.Close()
	ctx := context.Background()
	b.Run("check", func(b *testing.B) {
		for b.Loop() {
			if _, err := c.Check(ctx, "../testdata/example/memos/memo-czyste.txt"); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("look", func(b *testing.B) {
		for b.Loop() {
			if _, err := c.Library().Dirty(ctx); err != nil {
				b.Fatal(err)
			}
		}
	})
}
