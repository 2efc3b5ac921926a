package main

import (
	"context"
	"fmt"
	"log/slog"
	"os"
	"runtime"

	"citeguard/extract"
	"citeguard/reports"
	"citeguard/watcher"
)

// newChecker returns the CheckFunc citeguard watch runs for every memo: the
// same memoChecker as citeguard check, with the library of the configuration
// opened once here and shared by all memos (its index lives in the state
// folder). Limits of the configuration bound extraction.
func newChecker(cfg *watcher.Config, log *slog.Logger) (watcher.CheckFunc, error) {
	ctx := context.Background()
	if cfg.CreateFolders {
		for _, dir := range cfg.Library {
			if err := os.MkdirAll(dir, 0o755); err != nil {
				return nil, fmt.Errorf("creating the library folder: %w", err)
			}
		}
	}
	c, err := newMemoChecker(ctx, cfg.Library, cfg.State, log)
	if err != nil {
		return nil, fmt.Errorf("library: %w", err)
	}
	c.extract.Limits.MaxFileSize = int64(cfg.MaxSize)
	// One PDFium instance (~100 MB) per check slot, so PDFs are read in
	// parallel; started here, once, for the daemon's life.
	slots := cfg.Concurrency
	if slots <= 0 {
		slots = runtime.NumCPU()
	}
	pool, err := extract.NewPDFPool(extract.PDFConfig{Workers: slots})
	if err != nil {
		return nil, fmt.Errorf("starting the PDF engine: %w", err)
	}
	c.extract.PDF = pool
	return func(ctx context.Context, path string) (*reports.Memo, error) {
		c.refresh(ctx)
		return c.Check(ctx, path)
	}, nil
}
