//go:build unix

package watcher

import (
	"os"
	"path/filepath"
	"sync/atomic"
	"testing"

	"citeguard/internal/fsx"
)

// TestHandedInCopyFollowsNoLink: handed-in sources are copied for a check
// through fsx handles — a link inside the folder, a folder or ZIP that is
// itself a link, and a file swapped for a link between the listing and
// the read (at the exact step, through fsx's test hook) never bring a
// file from outside into the memo's private copy.
func TestHandedInCopyFollowsNoLink(t *testing.T) {
	secretDir := t.TempDir()
	secret := filepath.Join(secretDir, "secret.txt")
	must(t, os.WriteFile(secret, []byte("TAJNE"), 0o600))

	setup := func(t *testing.T) (src, dst string) {
		dir := t.TempDir()
		src = filepath.Join(dir, "Opinia.zrodla")
		must(t, os.MkdirAll(filepath.Join(src, "wyroki"), 0o755))
		must(t, os.WriteFile(filepath.Join(src, "wyroki", "I CSK 1-20.txt"), []byte("Wyrok."), 0o644))
		must(t, os.WriteFile(filepath.Join(src, "umowa.txt"), []byte("Umowa."), 0o644))
		return src, filepath.Join(t.TempDir(), "copy.zrodla")
	}
	leaked := func(t *testing.T, dst string) {
		t.Helper()
		filepath.WalkDir(dst, func(p string, d os.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return nil
			}
			if d.Type()&os.ModeSymlink != 0 {
				t.Errorf("a link was copied: %s", p)
			}
			if b, _ := os.ReadFile(p); string(b) == "TAJNE" {
				t.Errorf("the file outside was copied as %s", p)
			}
			return nil
		})
	}

	t.Run("link inside the folder", func(t *testing.T) {
		src, dst := setup(t)
		must(t, os.Symlink(secret, filepath.Join(src, "wyrok.txt")))
		must(t, os.Symlink(secretDir, filepath.Join(src, "more")))
		if err := copySources(src, dst); err != nil {
			t.Fatalf("copy: %v (links are left out, the rest copied)", err)
		}
		if b, err := os.ReadFile(filepath.Join(dst, "wyroki", "I CSK 1-20.txt")); err != nil || string(b) != "Wyrok." {
			t.Errorf("the real file: %q, %v", b, err)
		}
		leaked(t, dst)
	})
	t.Run("the folder is a link", func(t *testing.T) {
		dir := t.TempDir()
		src := filepath.Join(dir, "Opinia.zrodla")
		must(t, os.Symlink(secretDir, src))
		dst := filepath.Join(t.TempDir(), "copy.zrodla")
		if err := copySources(src, dst); err == nil {
			t.Error("a linked folder was copied")
		}
		leaked(t, dst)
	})
	t.Run("the ZIP is a link", func(t *testing.T) {
		dir := t.TempDir()
		src := filepath.Join(dir, "Opinia.zrodla.zip")
		must(t, os.Symlink(secret, src))
		dst := filepath.Join(t.TempDir(), "copy.zrodla.zip")
		if err := copySources(src, dst); err == nil {
			t.Error("a linked ZIP was copied")
		}
		leaked(t, dst)
	})
	t.Run("file swapped for a link before it is read", func(t *testing.T) {
		src, dst := setup(t)
		target := filepath.Join(src, "umowa.txt")
		var swapped atomic.Bool
		restore := fsx.SetTestHook(func(s fsx.Step) {
			if s.Op == "open" && s.Name == "umowa.txt" && swapped.CompareAndSwap(false, true) {
				os.Remove(target)
				os.Symlink(secret, target)
			}
		})
		err := copySources(src, dst)
		restore()
		if !swapped.Load() {
			t.Fatal("the hook never saw the file opened: the test did not swap anything")
		}
		if err == nil {
			t.Error("a file swapped for a link was copied without an error")
		}
		leaked(t, dst)
	})
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}
