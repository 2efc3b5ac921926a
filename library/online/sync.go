package online

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"time"

	"citeguard/internal/fsx"
)

// SyncOptions configure a SAOS sync (`citeguard library sync`).
type SyncOptions struct {
	// Dir keeps the sync's state and the page being imported
	// (STATE/online/saos-sync).
	Dir string
	// Since is the modification date (yyyy-mm-dd) the first sync starts
	// from, when Dir holds no state (default Config.SyncSince).
	Since string
	// MaxPages bounds the pages of this run (default Config.SyncMaxPages).
	MaxPages int
	// Import imports one downloaded dump page into the collection (the
	// library's ImportSAOS).
	Import func(ctx context.Context, page string) error
	// Remove takes the judgments SAOS withdrew out of the collection
	// (the library's RemoveSAOS); nil leaves them.
	Remove func(ids []int64) (int, error)
	// Progress is called after every page.
	Progress func(SyncStats)
}

// SyncStats is what a sync did.
type SyncStats struct {
	Since   string // the modification date of the pass (SAOS's yyyy-MM-dd'T'HH:mm:ss.SSS)
	Pages   int    // pages imported by this run
	Records int
	Done    bool // the pass reached the last page; the next run starts a new one
	Removed int  // withdrawn judgments removed at the end of the pass
	Next    int  // the page the next run starts at (0 after a complete pass)
}

// syncState is the sync's file (STATE/online/saos-sync/state.json).
type syncState struct {
	Since       string    `json:"since"`        // the pass's sinceModificationDate
	Page        int       `json:"page"`         // the next page to fetch
	PassStarted time.Time `json:"pass_started"` // when the pass began (zero: between passes)
}

// syncOverlap is how far before a pass's start the next one begins: SAOS's
// modification times are in its own time zone, and a record changed while
// a pass ran may have been paged past.
const syncOverlap = 24 * time.Hour

// ErrNoSince: the first sync needs a starting date.
var ErrNoSince = errors.New("the first SAOS sync needs the date to start from: give -since YYYY-MM-DD (the date of the dump you imported) or set online_sources.saos.sync_since")

// SyncSAOS brings the collection up to date with SAOS: the dump API's
// pages of judgments modified since the last pass (pageSize=100,
// sinceModificationDate), each imported as it arrives, and at the end of a
// pass the judgments SAOS withdrew removed. Resumable: the state says the
// next page; a run stopped (by MaxPages, an error, a signal) goes on there.
func (c *Client) SyncSAOS(ctx context.Context, o SyncOptions) (SyncStats, error) {
	ep := c.eps[SourceSAOS]
	if ep == nil {
		return SyncStats{}, errors.New("online_sources.saos is off: turn it on to sync")
	}
	if o.Import == nil || o.Dir == "" {
		return SyncStats{}, errors.New("online: sync needs Dir and Import")
	}
	if o.MaxPages <= 0 {
		o.MaxPages = c.cfg.SyncMaxPages
	}
	if o.Since == "" {
		o.Since = c.cfg.SyncSince
	}
	st, err := loadSync(o.Dir, o.Since)
	if err != nil {
		return SyncStats{}, err
	}
	if st.PassStarted.IsZero() {
		st.PassStarted, st.Page = c.opt.Now().UTC(), 0
		if err := saveSync(o.Dir, st); err != nil {
			return SyncStats{}, err
		}
	}
	stats := SyncStats{Since: st.Since, Next: st.Page}
	for stats.Pages < o.MaxPages {
		page, err := c.syncPage(ctx, ep, o, st)
		if err != nil {
			return stats, err
		}
		stats.Pages++
		stats.Records += page.Items
		if !page.Next || page.Items == 0 {
			removed, err := c.syncDeleted(ctx, ep, o)
			stats.Removed = removed
			if err != nil {
				return stats, err
			}
			st = syncState{Since: sinceOf(st.PassStarted.Add(-syncOverlap))}
			stats.Done, stats.Next = true, 0
			if o.Progress != nil {
				o.Progress(stats)
			}
			return stats, saveSync(o.Dir, st)
		}
		st.Page++
		stats.Next = st.Page
		if err := saveSync(o.Dir, st); err != nil {
			return stats, err
		}
		if o.Progress != nil {
			o.Progress(stats)
		}
	}
	return stats, nil
}

// syncPage downloads and imports the state's page.
func (c *Client) syncPage(ctx context.Context, ep *endpoint, o SyncOptions, st syncState) (dumpPage, error) {
	params := url.Values{"pageSize": {"100"}, "pageNumber": {strconv.Itoa(st.Page)}, "sinceModificationDate": {st.Since}}
	resp, f := c.get(ctx, ep, request{path: "/api/dump/judgments", params: params, accept: "application/json"})
	if f != nil {
		return dumpPage{}, fmt.Errorf("SAOS dump page %d: %w", st.Page, f)
	}
	if resp.status != http.StatusOK {
		return dumpPage{}, fmt.Errorf("SAOS dump page %d: %w", st.Page, statusFailure(ep, resp))
	}
	page, err := parseDumpPage(resp.body)
	if err != nil {
		return dumpPage{}, fmt.Errorf("SAOS dump page %d: %w", st.Page, badResponse(ep, err))
	}
	if page.Items == 0 {
		return page, nil
	}
	path := filepath.Join(o.Dir, fmt.Sprintf("page-%06d.json", st.Page))
	if err := fsx.WriteAtomic(path, resp.body); err != nil {
		return dumpPage{}, fmt.Errorf("SAOS dump page %d: %w", st.Page, err)
	}
	if err := o.Import(ctx, path); err != nil {
		return dumpPage{}, fmt.Errorf("SAOS dump page %d: import: %w (the page is kept; the next run imports it again)", st.Page, err)
	}
	if err := os.Remove(path); err != nil {
		return dumpPage{}, err
	}
	return page, nil
}

// syncDeleted removes the judgments SAOS lists as withdrawn.
func (c *Client) syncDeleted(ctx context.Context, ep *endpoint, o SyncOptions) (int, error) {
	if o.Remove == nil {
		return 0, nil
	}
	resp, f := c.get(ctx, ep, request{path: "/api/dump/judgments/deleted", accept: "application/json"})
	if f != nil {
		return 0, fmt.Errorf("SAOS deleted judgments: %w", f)
	}
	if resp.status != http.StatusOK {
		return 0, fmt.Errorf("SAOS deleted judgments: %w", statusFailure(ep, resp))
	}
	ids, err := parseDeleted(resp.body)
	if err != nil {
		return 0, fmt.Errorf("SAOS deleted judgments: %w", badResponse(ep, err))
	}
	if len(ids) == 0 {
		return 0, nil
	}
	return o.Remove(ids)
}

// sinceOf writes a time as SAOS's sinceModificationDate.
func sinceOf(t time.Time) string { return t.UTC().Format("2006-01-02T15:04:05.000") }

func loadSync(dir, since string) (syncState, error) {
	data, err := os.ReadFile(filepath.Join(dir, "state.json"))
	if errors.Is(err, os.ErrNotExist) {
		if since == "" {
			return syncState{}, ErrNoSince
		}
		t, err := time.Parse("2006-01-02", since)
		if err != nil {
			return syncState{}, fmt.Errorf("sync since %q: a date yyyy-mm-dd is needed", since)
		}
		return syncState{Since: sinceOf(t)}, nil
	}
	if err != nil {
		return syncState{}, err
	}
	var st syncState
	if err := json.Unmarshal(data, &st); err != nil || st.Since == "" {
		return syncState{}, fmt.Errorf("sync state %s is damaged (%v): remove it and give -since", filepath.Join(dir, "state.json"), err)
	}
	return st, nil
}

func saveSync(dir string, st syncState) error {
	if err := os.MkdirAll(dir, 0o777); err != nil {
		return err
	}
	data, err := json.MarshalIndent(st, "", "  ")
	if err != nil {
		return err
	}
	return fsx.WriteAtomic(filepath.Join(dir, "state.json"), data)
}
