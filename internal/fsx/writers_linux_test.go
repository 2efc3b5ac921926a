package fsx

import (
	"os"
	"path/filepath"
	"testing"
)

// HeldForWriting tells a file another descriptor has open for writing from
// one only read, by a lease and by the /proc scan alone.
func TestHeldForWriting(t *testing.T) {
	p := filepath.Join(t.TempDir(), "m.txt")
	os.WriteFile(p, []byte("abc"), 0o644)
	check := func() bool {
		f, id, err := OpenRegular(p)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		held, known := HeldForWriting(f, id)
		if !known {
			t.Fatal("not known on Linux")
		}
		return held
	}
	if check() {
		t.Error("held with no writer")
	}
	r, _ := os.Open(p)
	if check() {
		t.Error("held with a reader only")
	}
	r.Close()
	w, _ := os.OpenFile(p, os.O_WRONLY|os.O_APPEND, 0)
	if !check() {
		t.Error("not held while a writer has it open")
	}
	// The /proc scan alone (where the lease is refused) finds it too.
	f, id, _ := OpenRegular(p)
	f.Close()
	if held, known := procWriters(id); !held || !known {
		t.Errorf("procWriters = %v, %v with a writer", held, known)
	}
	w.Close()
	if held, _ := procWriters(id); held {
		t.Error("procWriters: held after the writer closed")
	}
}
