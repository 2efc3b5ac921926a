package check

// Keeping the workers' library index up to date: refresh jobs, run in a
// worker, driven by the indexer of this process.

import (
	"context"
	"encoding/json"
	"errors"
	"time"

	"citeguard/internal/workers"
	"citeguard/library"
)

// dirty tells the indexer whether a refresh has anything to do: the
// library folders' fingerprint differs from the one last indexed, damaged
// texts wait to be read again, or the library was unavailable at the last
// refresh a while ago (a held shrink is taken as meant only by a refresh).
func (w *procs) dirty(ctx context.Context) (bool, error) {
	fp, err := library.Fingerprint(ctx, w.libOpts)
	if err != nil {
		return false, err
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	return fp != w.indexedFP || len(w.reread) > 0 || !w.lib.Available && time.Since(w.refreshed) >= RefreshEvery, nil
}

// update runs a refresh and records the fingerprint it indexed.
func (w *procs) update(ctx context.Context) error {
	fp, _ := library.Fingerprint(ctx, w.libOpts)
	if err := w.refresh(ctx); err != nil {
		return err
	}
	w.mu.Lock()
	w.indexedFP, w.refreshed = fp, time.Now()
	w.mu.Unlock()
	return nil
}

// refreshInBackground is the indexer's update: a refresh with its own time
// limit, not a memo's (a library gaining many sources takes a while).
func (w *procs) refreshInBackground(ctx context.Context) {
	ctx, cancel := context.WithTimeout(ctx, 30*time.Minute)
	defer cancel()
	if err := w.update(ctx); err != nil && !errors.Is(err, workers.ErrClosed) && ctx.Err() == nil {
		w.log.Error("updating the library in a worker failed; the index as it was serves", "err", err)
	}
}

// refresh runs one refresh job and, when the index changed, moves the
// checks on to the new generation.
func (w *procs) refresh(ctx context.Context) error {
	w.mu.Lock()
	var reread []string
	for h := range w.reread {
		reread = append(reread, h)
	}
	w.mu.Unlock()
	req, _ := json.Marshal(Request{Kind: "refresh", Reread: reread})
	b, err := w.pool.Do(ctx, req)
	if err != nil {
		return err
	}
	var ans Answer
	if err := json.Unmarshal(b, &ans); err != nil {
		return err
	}
	w.mu.Lock()
	for _, h := range reread {
		delete(w.reread, h)
	}
	w.stale, w.version = ans.Stale, ans.Version
	if ans.Health != nil {
		if !ans.Health.Available && w.lib.Available {
			w.log.Warn("library unavailable: memos are not judged until it is back", "problem", ans.Health.Kind, "reason", ans.Health.Reason)
		}
		w.lib = *ans.Health
	}
	for _, st := range ans.Stale {
		if key := st.Report + "\x00" + st.OldVersion; !w.announced[key] {
			w.announced[key] = true
			w.log.Warn("a report relied on a library source that has changed since; check that memo again", "report", st.Report, "source", st.Source, "reason", st.Reason)
		}
	}
	w.mu.Unlock()
	if ans.Changed || w.gen.Load() == 0 {
		w.gen.Add(1)
		w.log.Info("library index up to date", "version", ans.Version, "generation", w.gen.Load())
	}
	return nil
}
