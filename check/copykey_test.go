package check

import (
	"bytes"
	"log/slog"
	"os"
	"path/filepath"
	"testing"
)

// TestCopyKey: the key of the commented copies' markers is made once in
// the state folder (mode 0600) and read back by the next checker; a
// configured key wins; a damaged file or no state folder gives a key of
// the process (and a log line for the damaged file).
func TestCopyKey(t *testing.T) {
	log := slog.New(slog.DiscardHandler)
	state := t.TempDir()
	k1 := copyKey(Config{State: state, Logger: log})
	k2 := copyKey(Config{State: state, Logger: log})
	if len(k1) < 32 || !bytes.Equal(k1, k2) {
		t.Fatalf("the state folder's key changed: %x, %x", k1, k2)
	}
	fi, err := os.Stat(filepath.Join(state, copyKeyName))
	if err != nil || fi.Mode().Perm() != 0o600 {
		t.Fatalf("%s: %v, mode %v", copyKeyName, err, fi.Mode())
	}
	if k := copyKey(Config{State: state, CopyKey: []byte("given"), Logger: log}); string(k) != "given" {
		t.Errorf("the configured key is not used: %q", k)
	}
	if err := os.WriteFile(filepath.Join(state, copyKeyName), []byte("zz\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if k := copyKey(Config{State: state, Logger: log}); len(k) < 32 || bytes.Equal(k, k1) {
		t.Errorf("a damaged key file gives %x", k)
	}
	if a, b := copyKey(Config{Logger: log}), copyKey(Config{Logger: log}); len(a) < 32 || bytes.Equal(a, b) {
		t.Error("without a state folder the keys are not the process's own")
	}
}
