package fsx

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestMoveNeverOverwrites(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a"), filepath.Join(dir, "b")
	os.WriteFile(a, []byte("A"), 0o644)
	os.WriteFile(b, []byte("B"), 0o644)
	if err := MoveNoReplace(a, b); err != ErrExists {
		t.Fatalf("move onto an existing file: %v", err)
	}
	if got, _ := os.ReadFile(b); string(got) != "B" {
		t.Fatal("destination overwritten")
	}
	if err := MoveNoReplace(a, filepath.Join(dir, "c")); err != nil {
		t.Fatal(err)
	}
	if Exists(a) {
		t.Fatal("source kept after a move")
	}
	// The cross-volume path: copy, fsync, verify, delete.
	d, err := OpenDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	if err := d.copyVerifyDelete("c", d, "d"); err != nil {
		t.Fatal(err)
	}
	if Exists(filepath.Join(dir, "c")) {
		t.Fatal("source kept after a verified copy")
	}
	if got, _ := os.ReadFile(filepath.Join(dir, "d")); string(got) != "A" {
		t.Fatal("copy differs")
	}
	if err := d.copyVerifyDelete("d", d, "b"); err != ErrExists {
		t.Fatalf("copy onto an existing file: %v", err)
	}
}

func TestWriteAtomic(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	p := filepath.Join(dir, "sub", "state.json")
	for _, want := range []string{"first", "second, longer"} {
		if err := WriteAtomic(p, []byte(want)); err != nil {
			t.Fatal(err)
		}
		if got, _ := os.ReadFile(p); string(got) != want {
			t.Fatalf("read %q, want %q", got, want)
		}
	}
	// A failed write leaves the old file and no temp file behind.
	boom := errors.New("boom")
	if err := WriteAtomicFunc(p, func(w io.Writer) error { io.WriteString(w, "part"); return boom }); !errors.Is(err, boom) {
		t.Fatalf("err = %v", err)
	}
	if got, _ := os.ReadFile(p); string(got) != "second, longer" {
		t.Fatalf("old file changed: %q", got)
	}
	if names := list(t, filepath.Dir(p)); names != "state.json" {
		t.Fatalf("folder holds %s", names)
	}
}

func TestWritePair(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	js, md := filepath.Join(dir, "m.json"), filepath.Join(dir, "m.md")
	if err := WritePair(ForPeople, js, []byte("{}"), md, []byte("# m")); err != nil {
		t.Fatal(err)
	}
	if a, _ := os.ReadFile(js); string(a) != "{}" {
		t.Fatalf("json = %q", a)
	}
	if b, _ := os.ReadFile(md); string(b) != "# m" {
		t.Fatalf("md = %q", b)
	}
	if names := list(t, dir); names != "m.json m.md" {
		t.Fatalf("folder holds %s", names)
	}
}

func TestWriteInPlace(t *testing.T) {
	t.Parallel()
	p := filepath.Join(t.TempDir(), "journal.json")
	for _, want := range []string{"a longer first version", "short"} {
		if err := WriteInPlace(p, []byte(want)); err != nil {
			t.Fatal(err)
		}
		if got, _ := os.ReadFile(p); string(got) != want {
			t.Fatalf("read %q, want %q", got, want)
		}
	}
}

func TestGroupSyncCoversEarlierWrites(t *testing.T) {
	t.Parallel()
	var g GroupSync
	calls := 0
	for range 3 {
		if err := g.Sync(func() error { calls++; return nil }); err != nil {
			t.Fatal(err)
		}
	}
	if calls != 3 { // one at a time: each caller's write needs its own sync
		t.Fatalf("%d syncs for 3 sequential callers", calls)
	}
	failing := errors.New("disk")
	if err := g.Sync(func() error { return failing }); !errors.Is(err, failing) {
		t.Fatalf("err = %v", err)
	}
}

func list(t *testing.T, dir string) string {
	t.Helper()
	es, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range es {
		names = append(names, e.Name())
	}
	return strings.Join(names, " ")
}
