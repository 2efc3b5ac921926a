package check

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"citeguard/cite"
	"citeguard/reports"
)

// exampleLibraryCopy copies the example library into a folder the test may
// change.
func exampleLibraryCopy(t *testing.T) string {
	t.Helper()
	lib := filepath.Join(t.TempDir(), "library")
	os.MkdirAll(lib, 0o755)
	for _, f := range []string{"SN_I-CSK-9901-99.txt", "kodeks-cywilny-wyciag.txt"} {
		memoCopy(t, lib, filepath.Join(exampleLibrary, f), f, 0)
	}
	return lib
}

// judgmentText is a small judgment of the Supreme Court with a signature
// and a date, as a library file holds it.
func judgmentText(sig string, day int) string {
	return fmt.Sprintf("Sygn. akt %s\n\nWYROK\nW IMIENIU RZECZYPOSPOLITEJ POLSKIEJ\n\nDnia %d lutego 2020 r.\nSąd Najwyższy w składzie:\n"+
		"SSN Jan Kowalski\n\npo rozpoznaniu na posiedzeniu niejawnym sprawy z powództwa A. przeciwko B. o zapłatę\n"+
		"oddala skargę kasacyjną.\n\nUZASADNIENIE\n\n%s\n", sig, day, strings.Repeat("Sąd Najwyższy zważył, co następuje: umowa wiąże strony. ", 40))
}

// claimOf returns the report's claim of a signature.
func claimOf(m *reports.Memo, sig string) *reports.Claim {
	for i := range m.Results {
		if m.Results[i].Anchor.Sygnatura == sig {
			return &m.Results[i]
		}
	}
	return nil
}

// TestSourceAddedJustBeforeAMemo is issue 15's complaint: a source put
// into the library one second before a memo is checked must serve that
// memo — with file events, and on a share without them (the memo's own
// look finds it), not 30 s later.
func TestSourceAddedJustBeforeAMemo(t *testing.T) {
	t.Parallel()
	for _, events := range []bool{true, false} {
		t.Run(fmt.Sprintf("events=%v", events), func(t *testing.T) {
			t.Parallel()
			lib := exampleLibraryCopy(t)
			c := newExampleChecker(t, Config{Library: []string{lib}, State: t.TempDir()})
			stop := c.background(context.Background(), BackgroundOptions{Events: events, Poll: time.Hour, Rescan: time.Hour})
			defer stop()
			memo := "../testdata/example/memos/memo-bledy.txt"
			m, err := c.Check(context.Background(), memo)
			if err != nil {
				t.Fatal(err)
			}
			if cl := claimOf(m, "II CSK 9902/20"); cl == nil || cl.Status != cite.BrakZrodla {
				t.Fatalf("before: %+v", cl)
			}
			os.WriteFile(filepath.Join(lib, "SN_II-CSK-9902-20.txt"), []byte(judgmentText("II CSK 9902/20", 3)), 0o644)
			time.Sleep(time.Second)
			ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
			defer cancel()
			m, err = c.Check(ctx, memo)
			if err != nil {
				t.Fatal(err)
			}
			cl := claimOf(m, "II CSK 9902/20")
			if cl == nil || cl.Status == cite.BrakZrodla || m.Library.Pending {
				t.Fatalf("a source added 1 s before the memo was not used: %+v (library %+v)", cl, m.Library)
			}
		})
	}
}

// TestLibraryFilledWhileMemosArrive: 800 sources copied into the library
// (the README's order: start the daemon, then fill the library) while
// memos arrive with a 5 s limit each: the indexing runs beside them, no
// memo fails, each gets the same verdict, and at the end every source is
// in the index.
func TestLibraryFilledWhileMemosArrive(t *testing.T) {
	if testing.Short() {
		t.Skip("800 sources: skipped in -short")
	}
	t.Parallel()
	lib := exampleLibraryCopy(t)
	c := newExampleChecker(t, Config{Library: []string{lib}, State: t.TempDir()})
	stop := c.background(context.Background(), BackgroundOptions{Events: true, Poll: time.Second})
	defer stop()
	const n = 800
	var wg sync.WaitGroup
	wg.Add(1)
	go func() { // a copy of 800 files, as a person or a sync tool makes it
		defer wg.Done()
		for i := range n {
			sub := filepath.Join(lib, fmt.Sprintf("rok-%d", 2000+i%20))
			os.MkdirAll(sub, 0o755)
			os.WriteFile(filepath.Join(sub, fmt.Sprintf("SN_I-CSK-%d-20.txt", 1000+i)), []byte(judgmentText(fmt.Sprintf("I CSK %d/20", 1000+i), 1+i%28)), 0o644)
			if i%10 == 0 {
				time.Sleep(30 * time.Millisecond) // about 2.5 s in all
			}
		}
	}()
	copied := make(chan struct{})
	go func() { wg.Wait(); close(copied) }()
	memos, pending := 0, 0
	for done := false; !done; {
		select {
		case <-copied:
			done = true
		default:
		}
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		m, err := c.Check(ctx, "../testdata/example/memos/memo-czyste.txt")
		cancel()
		if err != nil {
			t.Fatalf("memo %d failed while the library was filled: %v (%s)", memos+1, err, m.Error)
		}
		if m.Decision != cite.Wyslij {
			t.Fatalf("memo %d: %s", memos+1, m.Decision)
		}
		if m.Library.Pending {
			pending++
		}
		memos++
	}
	copiedAt := time.Now()
	// The last memo waits for what is pending; then every source is in.
	deadline := time.Now().Add(time.Minute)
	for c.Health().Sources < n+2 && time.Now().Before(deadline) {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		if _, err := c.Check(ctx, "../testdata/example/memos/memo-czyste.txt"); err != nil {
			t.Fatal(err)
		}
		cancel()
		memos++
	}
	if h := c.Health(); h.Sources != n+2 {
		t.Fatalf("%d sources indexed, want %d", h.Sources, n+2)
	}
	t.Logf("%d memos checked while 800 sources were copied and indexed (%s after the copy); %d of them against an index still being updated",
		memos, time.Since(copiedAt).Round(time.Millisecond), pending)
}
