package extract

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sync"

	"github.com/klippa-app/go-pdfium"
	"github.com/klippa-app/go-pdfium/webassembly"
	"github.com/tetratelabs/wazero"
	"github.com/tetratelabs/wazero/api"
	"github.com/tetratelabs/wazero/experimental"
)

// PDFConfig sets up a PDFPool.
type PDFConfig struct {
	// Workers is the number of PDFium instances, that is the number of PDFs
	// read at the same time (default 1). A PDF of many pages read while
	// other instances are idle spreads its pages over them (pdfpages.go).
	// Each instance holds up to a few hundred MB (see BENCHMARKS.md),
	// bounded by MemoryLimit; an instance starts on first use.
	Workers int
	// CacheDir holds wazero's compiled module, so that a start takes about
	// 0.25 s instead of ~5 s. Empty: <user cache dir>/citeguard/wazero;
	// "off": no cache.
	CacheDir string
	// MemoryLimit bounds the WebAssembly memory of one instance in bytes
	// (default 1 GiB; rounded down to 64 KiB pages).
	MemoryLimit int64
	// NoInterrupt trades safety for speed: PDFium runs about 4× faster
	// because wazero no longer watches the context on every call, but a
	// PDFium call that never returns can then not be stopped, and the
	// document's time limit is only checked between pages. Keep it false in
	// the daemon (see BENCHMARKS.md).
	NoInterrupt bool
}

// PDFPool is a long-lived, bounded pool of PDFium WebAssembly instances.
// It is safe for concurrent use; Close it when done.
type PDFPool struct {
	pool  pdfium.Pool
	cache wazero.CompilationCache
	mu    sync.Mutex
	done  bool
	// workers is the number of instances; busy those borrowed or being
	// borrowed (under mu), so that a document takes idle instances for its
	// pages without waiting for one.
	workers, busy int
	// structured forces the public structured-text path (tests compare it
	// with the direct path).
	structured bool
}

// NewPDFPool compiles PDFium (or loads it from the cache) and starts a pool.
// The instances have no file system and no network: documents are passed
// as bytes.
func NewPDFPool(cfg PDFConfig) (*PDFPool, error) {
	if cfg.Workers <= 0 {
		cfg.Workers = 1
	}
	if cfg.MemoryLimit <= 0 {
		cfg.MemoryLimit = 1 << 30
	}
	rc := wazero.NewRuntimeConfig().
		WithCoreFeatures(api.CoreFeaturesV2 | experimental.CoreFeaturesExceptionHandling).
		WithCloseOnContextDone(!cfg.NoInterrupt). // a timeout interrupts a running call
		WithMemoryLimitPages(uint32(min(cfg.MemoryLimit>>16, 65536)))
	p := &PDFPool{workers: cfg.Workers}
	if dir := cfg.CacheDir; dir != "off" {
		if dir == "" {
			base, err := os.UserCacheDir()
			if err != nil {
				base = os.TempDir()
			}
			dir = filepath.Join(base, "citeguard", "wazero")
		}
		if cache, err := wazero.NewCompilationCacheWithDir(dir); err == nil {
			p.cache = cache
			rc = rc.WithCompilationCache(cache)
		} // else: run without a cache, only slower to start
	}
	pool, err := webassembly.Init(webassembly.Config{
		MinIdle:       0,
		MaxIdle:       cfg.Workers,
		MaxTotal:      cfg.Workers,
		RuntimeConfig: rc,
		FSConfig:      wazero.NewFSConfig(), // no file system
		ReuseWorkers:  true,
		Stdout:        discardWriter{},
		Stderr:        discardWriter{},
	})
	if err != nil {
		if p.cache != nil {
			p.cache.Close(context.Background())
		}
		return nil, fmt.Errorf("starting PDFium (WebAssembly): %w", err)
	}
	p.pool = pool
	return p, nil
}

// Close stops the pool's instances and frees their memory.
func (p *PDFPool) Close() error {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.done {
		return nil
	}
	p.done = true
	err := p.pool.Close()
	if p.cache != nil {
		p.cache.Close(context.Background())
	}
	return err
}

var (
	defaultPoolOnce sync.Once
	defaultPool     *PDFPool
	defaultPoolErr  error
)

// DefaultPDFPool returns the shared pool used when Options.PDF is nil,
// started on first use with PDFConfig{} (one instance). It lives until the
// process ends.
func DefaultPDFPool() (*PDFPool, error) {
	defaultPoolOnce.Do(func() {
		defaultPool, defaultPoolErr = NewPDFPool(PDFConfig{})
	})
	return defaultPool, defaultPoolErr
}

// instance borrows an instance for one document. The returned release
// gives it back, or discards it when the document was abandoned (timeout,
// panic) so that the pool starts a fresh one.
func (p *PDFPool) instance(ctx context.Context) (pdfium.Pdfium, func(ok bool), error) {
	if !p.reserve(false) {
		return nil, nil, errors.New("PDF pool is closed")
	}
	return p.borrow(ctx, ctx)
}

// reserve counts an instance as taken before it is borrowed: always, or
// with idleOnly only when one is idle (or can start) now. It reports false
// when the pool is closed or, with idleOnly, when none is idle.
func (p *PDFPool) reserve(idleOnly bool) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.done || idleOnly && p.busy >= p.workers {
		return false
	}
	p.busy++
	return true
}

func (p *PDFPool) unreserve() {
	p.mu.Lock()
	p.busy--
	p.mu.Unlock()
}

// borrow takes a reserved instance, waiting at most until wait ends; when
// ctx ends while the instance is out, it is killed.
func (p *PDFPool) borrow(wait, ctx context.Context) (pdfium.Pdfium, func(ok bool), error) {
	inst, err := p.pool.GetInstanceWithContext(wait)
	if err != nil {
		p.unreserve()
		return nil, nil, fmt.Errorf("waiting for a PDF engine instance: %w", err)
	}
	// When ctx ends mid-document, kill the instance: wazero aborts the
	// running call (WithCloseOnContextDone) and the pool replaces it.
	stop := context.AfterFunc(ctx, func() { inst.Kill() })
	release := func(ok bool) {
		defer p.unreserve()
		if !stop() {
			return // already killed
		}
		if ok {
			inst.Close()
		} else {
			inst.Kill()
		}
	}
	return inst, release, nil
}

type discardWriter struct{}

func (discardWriter) Write(p []byte) (int, error) { return len(p), nil }
