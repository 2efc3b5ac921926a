package library

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// stateFiles lists the files of a state folder with their sizes and times.
func stateFiles(t *testing.T, dir string) string {
	t.Helper()
	var b strings.Builder
	filepath.Walk(dir, func(p string, fi os.FileInfo, err error) error {
		if err == nil && !fi.IsDir() {
			fmt.Fprintln(&b, p, fi.ModTime(), fi.Size())
		}
		return nil
	})
	return b.String()
}

// A read-only library serves what the persisted index holds and writes
// nothing: not when it opens, resolves, searches or records a use.
func TestReadOnlyWritesNothing(t *testing.T) {
	ctx := context.Background()
	state := t.TempDir()
	rw, err := Open(ctx, Options{Roots: []string{fixtures}, StateDir: state, Logger: quiet})
	if err != nil {
		t.Fatal(err)
	}
	n := len(rw.Sources())
	rw.Close()
	before := stateFiles(t, state)
	ro, err := Open(ctx, Options{Roots: []string{fixtures}, StateDir: state, Logger: quiet, ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer ro.Close()
	if len(ro.Sources()) != n || n == 0 {
		t.Fatalf("read-only library: %d sources, want %d", len(ro.Sources()), n)
	}
	for _, s := range ro.Sources() {
		if txt, _, err := s.Text(); err != nil || txt == "" {
			t.Errorf("%v: text %v", s.Hashes(), err)
		}
	}
	ro.Search(ctx, "Sąd Najwyższy", 1)
	ro.RecordUse("memo.txt.md", ro.Sources()[0].Hashes()...)
	if _, err := ro.Update(ctx); !errors.Is(err, ErrReadOnly) {
		t.Errorf("Update on a read-only library: %v", err)
	}
	if after := stateFiles(t, state); after != before {
		t.Errorf("a read-only library changed the state folder:\n%s\n→\n%s", before, after)
	}
	// With no index yet, a read-only library is empty, and creates nothing.
	empty := t.TempDir()
	ro2, err := Open(ctx, Options{Roots: []string{fixtures}, StateDir: empty, Logger: quiet, ReadOnly: true})
	if err != nil || len(ro2.Sources()) != 0 {
		t.Fatalf("read-only without an index: %v, %d sources", err, len(ro2.Sources()))
	}
	ro2.Close()
	if e, _ := os.ReadDir(empty); len(e) != 0 {
		t.Errorf("a read-only library created %v", e)
	}
}

// Attack: 3 bytes changed in the cached texts.pack turned a dropped „nie”
// into a match: the pack is content-addressed but was never verified. Now a
// text whose bytes do not match its hash is refused on its first read, and
// the next Update reads its file again.
func TestPackDamageDetected(t *testing.T) {
	ctx := context.Background()
	lib := t.TempDir()
	src := "Sygn. akt II CSK 77/21\n\nSąd Najwyższy przyjął, że umowa nie jest nieważna, gdy strony ją wykonały.\n"
	os.WriteFile(filepath.Join(lib, "II_CSK_77-21.txt"), []byte(src), 0o644)
	state := t.TempDir()
	l, err := Open(ctx, Options{Roots: []string{lib}, StateDir: state, Logger: quiet})
	if err != nil {
		t.Fatal(err)
	}
	l.Close()
	pack := filepath.Join(state, "library", "texts.pack")
	b, _ := os.ReadFile(pack)
	i := bytes.Index(b, []byte("nie jest"))
	if i < 0 {
		t.Fatalf("the text is not in the pack: %q", b)
	}
	copy(b[i:], "   ") // „umowa    jest nieważna”: the „nie” is gone
	os.WriteFile(pack, b, 0o644)

	l, err = Open(ctx, Options{Roots: []string{lib}, StateDir: state, Logger: quiet})
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	h := l.Sources()[0].Hashes()[0]
	if _, err := l.EngineText(h); !errors.Is(err, ErrTextDamaged) {
		t.Fatalf("damaged text served: %v", err)
	}
	if _, err := l.Update(ctx); err != nil {
		t.Fatal(err)
	}
	es, err := l.EngineText(h)
	if err != nil || !strings.Contains(es.Text, "umowa nie jest") {
		t.Fatalf("after the update: %v", err)
	}
}
