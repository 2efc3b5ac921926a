package library

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func openHealth(t *testing.T, opts Options) (*Library, Health) {
	t.Helper()
	opts.Logger = quiet
	l, err := Open(context.Background(), opts)
	if err != nil {
		t.Fatalf("Open: %v", err)
	}
	t.Cleanup(func() { l.Close() })
	return l, l.Health()
}

// TestUnavailableLibraries: each way a library cannot answer is reported
// (and Open still succeeds, so a daemon can start and wait for it).
func TestUnavailableLibraries(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	empty := filepath.Join(dir, "empty")
	docOnly := filepath.Join(dir, "doc")
	file := filepath.Join(dir, "file")
	os.Mkdir(empty, 0o755)
	os.Mkdir(docOnly, 0o755)
	os.WriteFile(filepath.Join(docOnly, "II_CSK_9902_20.doc"), []byte("\xd0\xcf\x11\xe0"), 0o644)
	os.WriteFile(filepath.Join(docOnly, "wyrok.doc"), []byte("\xd0\xcf\x11\xe0"), 0o644)
	os.WriteFile(file, []byte("x"), 0o644)
	for _, tc := range []struct {
		name   string
		opts   Options
		kind   string
		reason string
	}{
		{"empty folder", Options{Roots: []string{empty}}, Empty, "hold no documents"},
		{"only legacy .doc", Options{Roots: []string{docOnly}}, Empty, "none of the library's 2 files can be read (.doc: 2)"},
		{"folder missing", Options{Roots: []string{filepath.Join(dir, "unmounted")}}, RootMissing, "does not exist"},
		{"a file, not a folder", Options{Roots: []string{file}}, RootMissing, "not a folder"},
		{"marker missing", Options{Roots: []string{copyFixtures(t)}, Marker: ".citeguard-library"}, MarkerMissing, "looks unmounted"},
		{"one of two roots missing", Options{Roots: []string{copyFixtures(t), filepath.Join(dir, "gone")}}, RootMissing, "gone does not exist"},
	} {
		_, h := openHealth(t, tc.opts)
		if h.Available || h.Kind != tc.kind || !strings.Contains(h.Reason, tc.reason) || h.Since.IsZero() {
			t.Errorf("%s: %+v, want %s (%q)", tc.name, h, tc.kind, tc.reason)
		}
	}
}

// TestMarkerComesBack: once the marker file is there (the share mounted),
// the next Update serves the library again, with its numbers.
func TestMarkerComesBack(t *testing.T) {
	t.Parallel()
	root := copyFixtures(t)
	l, h := openHealth(t, Options{Roots: []string{root}, StateDir: t.TempDir(), Marker: ".mounted"})
	if h.Available {
		t.Fatal("available without its marker")
	}
	if _, err := l.Update(context.Background()); !IsUnavailable(err) {
		t.Fatalf("Update without the marker: %v", err)
	}
	os.WriteFile(filepath.Join(root, ".mounted"), nil, 0o644)
	if _, err := l.Update(context.Background()); err != nil {
		t.Fatal(err)
	}
	h = l.Health()
	if !h.Available || h.Sources == 0 || h.Files < h.Sources || h.Updated.IsZero() || h.Indexed.IsZero() {
		t.Fatalf("after the marker came back: %+v", h)
	}
}

// TestSuddenShrinkIsHeld: most files vanishing in one update is held back
// (the catalog keeps them, the library is unavailable) for ShrinkHold, then
// taken as meant.
func TestSuddenShrinkIsHeld(t *testing.T) {
	t.Parallel()
	root := t.TempDir()
	for i := range 30 {
		os.WriteFile(filepath.Join(root, fmt.Sprintf("I_CSK_%d_19.txt", i+1)), []byte(fmt.Sprintf("Sygn. akt I CSK %d/19\nWyrok w imieniu Rzeczypospolitej Polskiej.", i+1)), 0o644)
	}
	l, h := openHealth(t, Options{Roots: []string{root}, ShrinkHold: 300 * time.Millisecond})
	if !h.Available || h.Sources != 30 {
		t.Fatalf("start: %+v", h)
	}
	for i := 5; i < 30; i++ {
		os.Remove(filepath.Join(root, fmt.Sprintf("I_CSK_%d_19.txt", i+1)))
	}
	if _, err := l.Update(context.Background()); !IsUnavailable(err) {
		t.Fatalf("Update after the shrink: %v", err)
	}
	h = l.Health()
	if h.Available || h.Kind != Shrunk || h.Was != 30 || h.Now != 5 || len(l.Sources()) != 30 {
		t.Fatalf("after the shrink: %+v, %d sources", h, len(l.Sources()))
	}
	time.Sleep(350 * time.Millisecond)
	if _, err := l.Update(context.Background()); err != nil {
		t.Fatalf("after the hold: %v", err)
	}
	if h = l.Health(); !h.Available || h.Sources != 5 {
		t.Fatalf("after the hold: %+v", h)
	}
}

func TestUnreadableFor(t *testing.T) {
	t.Parallel()
	root := copyFixtures(t)
	os.WriteFile(filepath.Join(root, "II_CSK_9902_20.doc"), []byte("\xd0\xcf\x11\xe0"), 0o644)
	l, _ := openHealth(t, Options{Roots: []string{root}})
	if got := l.UnreadableFor(Query{Signature: "II CSK 9902/20"}); len(got) != 1 || filepath.Base(got[0].Path) != "II_CSK_9902_20.doc" {
		t.Fatalf("UnreadableFor: %+v", got)
	}
	for _, q := range []Query{{Signature: "II CSK 990/20"}, {Signature: "I CSK 9902/20"}, {Act: "KC"}} {
		if got := l.UnreadableFor(q); len(got) != 0 {
			t.Errorf("%v: %+v", q, got)
		}
	}
}

func TestDirty(t *testing.T) {
	t.Parallel()
	root := copyFixtures(t)
	l, _ := openHealth(t, Options{Roots: []string{root}})
	ctx := context.Background()
	dirty := func() bool {
		t.Helper()
		d, err := l.Dirty(ctx)
		if err != nil {
			t.Fatal(err)
		}
		return d
	}
	if dirty() {
		t.Fatal("dirty right after Open")
	}
	p := filepath.Join(root, "I_CSK_77_19.txt")
	os.WriteFile(p, []byte("Sygn. akt I CSK 77/19\nWyrok."), 0o644)
	if !dirty() {
		t.Fatal("a new file not seen")
	}
	l.Update(ctx)
	if dirty() {
		t.Fatal("dirty after the update")
	}
	os.WriteFile(p, []byte("Sygn. akt I CSK 77/19\nWyrok, zmieniony."), 0o644)
	if !dirty() {
		t.Fatal("a changed file not seen")
	}
	l.Update(ctx)
	os.Remove(p)
	if !dirty() {
		t.Fatal("a removed file not seen")
	}
}

func TestFingerprint(t *testing.T) {
	t.Parallel()
	root := copyFixtures(t)
	ctx := context.Background()
	opts := Options{Roots: []string{root}, Marker: ".mounted"}
	fp := func() string {
		t.Helper()
		s, err := Fingerprint(ctx, opts)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	unmounted := fp()
	os.WriteFile(filepath.Join(root, ".mounted"), nil, 0o644)
	a := fp()
	if a == unmounted || fp() != a {
		t.Fatal("the fingerprint does not tell a mounted share, or is not stable")
	}
	os.WriteFile(filepath.Join(root, "notes.csv"), []byte("a,b"), 0o644) // not a document
	if fp() != a {
		t.Fatal("a file the library ignores changed the fingerprint")
	}
	os.WriteFile(filepath.Join(root, "I_CSK_77_19.txt"), []byte("Sygn. akt I CSK 77/19"), 0o644)
	if fp() == a {
		t.Fatal("a new source did not change the fingerprint")
	}
}

// TestUnreadableNamed: Health names the unreadable files, sorted, at most
// NamedUnreadable of them, beside their count.
func TestUnreadableNamed(t *testing.T) {
	t.Parallel()
	dir := copyFixtures(t)
	for i := range NamedUnreadable + 3 {
		os.WriteFile(filepath.Join(dir, fmt.Sprintf("stary-%02d.doc", i)), []byte("\xd0\xcf\x11\xe0"), 0o644)
	}
	_, h := openHealth(t, Options{Roots: []string{dir}})
	if !h.Available || h.Unreadable != NamedUnreadable+3 || len(h.UnreadableFiles) != NamedUnreadable {
		t.Fatalf("%d unreadable, %d named: %v", h.Unreadable, len(h.UnreadableFiles), h.UnreadableFiles)
	}
	if got := filepath.Base(h.UnreadableFiles[0]); got != "stary-00.doc" {
		t.Errorf("first named %s, want stary-00.doc (sorted)", got)
	}
}
