package main

import (
	"bytes"
	"context"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"citeguard/check"
	"citeguard/library"
)

// TestDaemonIndexProgress: the daemon's checker logs how far indexing the
// library is (check.Config.Progress through library.Options.Progress):
// the files read of those to read and the time left; a second update
// counts from its own start.
func TestDaemonIndexProgress(t *testing.T) {
	lib := filepath.Join(t.TempDir(), "lib")
	os.MkdirAll(lib, 0o755)
	for i := range 12 {
		os.WriteFile(filepath.Join(lib, fmt.Sprintf("wyrok-%02d.txt", i)), []byte(fmt.Sprintf("Sygn. akt I C %d/20\n\nWYROK\n\nSąd Rejonowy w Opolu\n", i+1)), 0o644)
	}
	var log bytes.Buffer
	c, err := check.Open(context.Background(), check.Config{Library: []string{lib}, State: t.TempDir(), Logger: slog.New(slog.DiscardHandler),
		Progress: indexProgress(slog.New(slog.NewTextHandler(&log, nil)), 0)})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if !regexp.MustCompile(`msg="library index: progress" done=12 unit=files per_second=[0-9.]+ elapsed=\S+ total=12 left=0s detail="[0-9.]+ MB, 0 unchanged"`).MatchString(log.String()) {
		t.Errorf("no progress record of the 12 files:\n%s", log.String())
	}
	if n := strings.Count(log.String(), "library index: progress"); n != 12 {
		t.Errorf("%d records, want one per file (every 0)", n)
	}

	// Restart: a later update of 1 file of 1.
	log.Reset()
	p := indexProgress(slog.New(slog.NewTextHandler(&log, nil)), 0)
	p(library.Progress{Files: 1, FilesTotal: 2})
	p(library.Progress{Files: 2, FilesTotal: 2})
	p(library.Progress{Files: 1, FilesTotal: 1, Unchanged: 2})
	if got := log.String(); strings.Count(got, "total=2") != 2 || !strings.Contains(got, "done=1 unit=files") || !strings.Contains(got, "total=1 left=0s detail=\"0.0 MB, 2 unchanged\"") {
		t.Errorf("records of two updates:\n%s", got)
	}
}
