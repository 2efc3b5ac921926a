package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"citeguard/watcher"
)

// judgment is a small Supreme Court judgment as a library file holds it.
func judgment(sig string, day int) string {
	return fmt.Sprintf("Sygn. akt %s\n\nWYROK\nW IMIENIU RZECZYPOSPOLITEJ POLSKIEJ\n\nDnia %d lutego 2020 r.\nSąd Najwyższy w składzie:\nSSN Jan Kowalski\n\n"+
		"oddala skargę kasacyjną.\n\nUZASADNIENIE\n\n%s\n", sig, day, strings.Repeat("Sąd Najwyższy zważył, co następuje: umowa wiąże strony. ", 40))
}

// daemonOnLibrary runs the daemon (checks in worker processes, the
// default) on a copy of the example library until the test ends.
func daemonOnLibrary(t *testing.T, extra string) (dir, lib string) {
	t.Helper()
	dir = t.TempDir()
	lib = filepath.Join(dir, "library")
	os.MkdirAll(lib, 0o755)
	os.MkdirAll(filepath.Join(dir, "inbox"), 0o755)
	for _, f := range []string{"SN_I-CSK-9901-99.txt", "kodeks-cywilny-wyciag.txt"} {
		b, err := os.ReadFile(filepath.Join("..", "..", "testdata", "example", "library", f))
		if err != nil {
			t.Fatal(err)
		}
		os.WriteFile(filepath.Join(lib, f), b, 0o644)
	}
	cfg, err := watcher.Parse([]byte("folders:\n  - path: inbox\nsettle: 200ms\nconcurrency: 2\n"+extra), dir, "test.yaml")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() {
		_, err := runDaemon(ctx, cfg, quietLog(), false, io.Discard)
		done <- err
	}()
	t.Cleanup(func() {
		cancel()
		if err := <-done; err != nil {
			t.Errorf("daemon: %v", err)
		}
	})
	return dir, lib
}

func dropMemo(t *testing.T, dir, name, text string) {
	t.Helper()
	tmp := filepath.Join(dir, "inbox", "."+name+".part")
	os.WriteFile(tmp, []byte(text), 0o644)
	if err := os.Rename(tmp, filepath.Join(dir, "inbox", name)); err != nil {
		t.Fatal(err)
	}
}

func waitFiles(t *testing.T, what string, cond func() bool) {
	t.Helper()
	end, bounded := waitEnd(t)
	for !cond() {
		if waited(end, bounded) {
			t.Fatalf("still waiting for %s when the test's deadline came near", what)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// TestDaemonLibraryFilledWhileMemosArrive is issue 15's third complaint,
// end to end: the daemon started on a small library (the README's order:
// start, then fill the library), 800 sources copied into it while memos
// arrive with `timeout: 5s`. The library is indexed outside the memos'
// time: no memo fails, every one is checked.
func TestDaemonLibraryFilledWhileMemosArrive(t *testing.T) {
	if testing.Short() {
		t.Skip("800 sources and worker processes: skipped in -short")
	}
	dir, lib := daemonOnLibrary(t, "timeout: 5s\n")
	memo, err := os.ReadFile(filepath.Join("..", "..", "testdata", "example", "memos", "memo-czyste.txt"))
	if err != nil {
		t.Fatal(err)
	}
	const sources, memos = 800, 20
	copied := make(chan struct{})
	go func() {
		defer close(copied)
		for i := range sources {
			sub := filepath.Join(lib, fmt.Sprintf("rok-%d", 2000+i%20))
			os.MkdirAll(sub, 0o755)
			os.WriteFile(filepath.Join(sub, fmt.Sprintf("SN_I-CSK-%d-20.txt", 1000+i)), []byte(judgment(fmt.Sprintf("I CSK %d/20", 1000+i), 1+i%28)), 0o644)
			if i%10 == 0 {
				time.Sleep(40 * time.Millisecond) // about 3 s in all
			}
		}
	}()
	for i := range memos {
		dropMemo(t, dir, fmt.Sprintf("memo-%02d.txt", i), string(memo))
		time.Sleep(150 * time.Millisecond)
	}
	<-copied
	waitFiles(t, "every memo checked", func() bool {
		return countFiles(filepath.Join(dir, "checked"))+countFiles(filepath.Join(dir, "failed"))+countFiles(filepath.Join(dir, "blocked")) == memos
	})
	if n := countFiles(filepath.Join(dir, "failed")); n > 0 {
		b, _ := os.ReadDir(filepath.Join(dir, "failed"))
		why, _ := os.ReadFile(filepath.Join(dir, "reports", b[0].Name()+".md"))
		t.Fatalf("%d of %d memos failed while the library was filled; the first:\n%s", n, memos, why)
	}
	if n := countFiles(filepath.Join(dir, "checked")); n != memos {
		t.Fatalf("%d of %d memos checked", n, memos)
	}
}

// TestDaemonUsesASourceAddedJustBefore: a source put into the library one
// second before a memo citing it is dropped serves that memo.
func TestDaemonUsesASourceAddedJustBefore(t *testing.T) {
	if testing.Short() {
		t.Skip("worker processes: skipped in -short")
	}
	dir, lib := daemonOnLibrary(t, "")
	time.Sleep(500 * time.Millisecond) // the daemon is up
	os.WriteFile(filepath.Join(lib, "SN_II-CSK-9902-20.txt"), []byte(judgment("II CSK 9902/20", 3)), 0o644)
	time.Sleep(time.Second)
	dropMemo(t, dir, "Opinia.txt", "Sąd Najwyższy w wyroku z dnia 3 lutego 2020 r., II CSK 9902/20, oddalił skargę kasacyjną.\n")
	waitFiles(t, "the memo checked", func() bool {
		return countFiles(filepath.Join(dir, "checked"))+countFiles(filepath.Join(dir, "blocked"))+countFiles(filepath.Join(dir, "failed")) == 1
	})
	md, _ := os.ReadFile(filepath.Join(dir, "reports", "Opinia.txt.md"))
	if countFiles(filepath.Join(dir, "checked")) != 1 || strings.Contains(string(md), "nie ma w bibliotece: sygn. II CSK 9902/20") {
		t.Fatalf("the source added 1 s before was not used:\n%s", md)
	}
}
