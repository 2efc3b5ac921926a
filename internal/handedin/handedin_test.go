package handedin

import (
	"os"
	"path/filepath"
	"testing"
)

func TestName(t *testing.T) {
	for name, want := range map[string]bool{"Opinia.zrodla": true, "Opinia.zrodla.zip": true, "OPINIA.ZRODLA.ZIP": true,
		"Opinia.docx": false, "Opinia.zrodla.docx": false, "zrodla.txt": false, "Opinia.zip": false} {
		if got := Name(name); got != want {
			t.Errorf("Name(%q) = %v", name, got)
		}
	}
}

// TestBeside: the folder first, then the ZIP; a link is neither; State
// changes when a file of the sources does.
func TestBeside(t *testing.T) {
	dir := t.TempDir()
	memo := filepath.Join(dir, "Opinia.docx")
	if got := Beside(memo); got != "" {
		t.Errorf("no sources: %q", got)
	}
	must(t, os.WriteFile(filepath.Join(dir, "Opinia.zrodla.zip"), []byte("PK"), 0o644))
	if got := Beside(memo); got != filepath.Join(dir, "Opinia.zrodla.zip") {
		t.Errorf("the ZIP: %q", got)
	}
	must(t, os.Mkdir(filepath.Join(dir, "Opinia.zrodla"), 0o755))
	if got := Beside(memo); got != filepath.Join(dir, "Opinia.zrodla") {
		t.Errorf("the folder wins: %q", got)
	}
	other := filepath.Join(dir, "Inna.docx")
	must(t, os.Symlink(filepath.Join(dir, "Opinia.zrodla"), filepath.Join(dir, "Inna.zrodla")))
	if got := Beside(other); got != "" {
		t.Errorf("a link taken for sources: %q", got)
	}
	src := Beside(memo)
	before := State(src, MaxFiles)
	must(t, os.WriteFile(filepath.Join(src, "wyrok.txt"), []byte("Sygn. akt I CSK 1/20"), 0o644))
	if after := State(src, MaxFiles); after == before || State("", MaxFiles) != "" {
		t.Errorf("State did not change: %q → %q", before, after)
	}
}

// must stops the test at a setup step that failed: a link never made
// would let "a link is neither" pass without being tried.
func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}
