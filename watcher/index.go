package watcher

import (
	"bytes"
	"context"
	"log/slog"
	"path"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"time"

	"citeguard/internal/fsx"
	"citeguard/reports"
	"citeguard/reports/reportdir"
)

// indexer keeps reports/INDEX.md and INDEX.html: every memo reported
// within index_window, newest first, with its time, decision and links to
// its report (rendered by reports.IndexMarkdown and IndexHTML). It is built
// from the JSON reports in the folder, so it survives restarts and lists
// the memos of every daemon sharing the folder.
type indexer struct {
	cfg     *Config
	folders *folderSet
	runs    *batch // the batch runs INDEX lists
	board   *board // the memos waiting without a report (nil: none listed)
	log     *slog.Logger

	dirty   chan struct{}
	writing sync.Mutex          // one write at a time (the loop's and the final one)
	cacheMu sync.Mutex          // the cache only: a status request never waits on a write
	cache   map[string]indexRow // by JSON path, valid for its mtime and size
}

type indexRow struct {
	mtime time.Time
	size  int64
	entry reports.IndexEntry
}

func newIndexer(cfg *Config, folders *folderSet, runs *batch, log *slog.Logger) *indexer {
	return &indexer{cfg: cfg, folders: folders, runs: runs, log: log, dirty: make(chan struct{}, 1), cache: map[string]indexRow{}}
}

func (x *indexer) touch() {
	select {
	case x.dirty <- struct{}{}:
	default:
	}
}

// loop rewrites the index at most every 5 s while memos are done (and once
// more when the daemon stops), so a burst of memos does not spend its I/O
// on the summary.
func (x *indexer) loop(ctx context.Context) {
	for {
		select {
		case <-ctx.Done():
			return
		case <-x.dirty:
			x.write()
			select {
			case <-ctx.Done():
				return
			case <-time.After(5 * time.Second):
			}
		}
	}
}

func (x *indexer) write() {
	x.writing.Lock()
	defer x.writing.Unlock()
	seen := map[string]bool{}
	// What waits is read once for every reports folder: Daemon.waiting
	// opens every job of the work folders and verifies its journal.
	var waiting []reports.Waiting
	for _, f := range x.folders.list {
		if seen[f.Reports] || !x.folders.available(f.Reports) {
			continue
		}
		if len(seen) == 0 {
			waiting = x.board.waiting()
		}
		seen[f.Reports] = true
		if err := x.writeDir(f.Reports, waitingFor(waiting, f.Reports)); err != nil {
			x.log.Warn("cannot write the index (INDEX.md, INDEX.html)", "folder", f.Reports, "err", err)
		}
	}
}

// rowsSince are the rows of the reports among entries (the files of the
// reports folder dir, read by its handle d at base) written since then,
// each report's JSON read once and kept in the cache while it is
// unchanged. The cache is locked only while it is read or written: a
// report's JSON is read outside the lock.
func (x *indexer) rowsSince(d *fsx.Dir, dir, base string, entries []relEntry, since time.Time) []indexRow {
	var rows []indexRow
	for _, e := range entries {
		name := e.rel
		if strings.HasPrefix(path.Base(name), ".") || !strings.HasSuffix(name, ".json") || e.IsDir() || e.ModTime().Before(since) {
			continue
		}
		p := filepath.Join(dir, filepath.FromSlash(name))
		x.cacheMu.Lock()
		row, ok := x.cache[p]
		x.cacheMu.Unlock()
		if !ok || !row.mtime.Equal(e.ModTime()) || row.size != e.Size() {
			m := readReportJSON(d, path.Join(base, name))
			if m == nil {
				continue
			}
			row = indexRow{mtime: e.ModTime(), size: e.Size(), entry: reports.NewIndexEntry(strings.TrimSuffix(name, ".json"), e.ModTime(), m)}
			x.cacheMu.Lock()
			x.cache[p] = row
			x.cacheMu.Unlock()
		}
		rows = append(rows, row)
	}
	return rows
}

// writeDir writes the index of the reports folder dir, listing the memos
// waiting for it, reading and writing by its handle.
func (x *indexer) writeDir(dir string, waiting []reports.Waiting) error {
	d, base, err := x.folders.at(dir)
	if err != nil {
		return err
	}
	entries, err := x.reportFiles(d, base)
	if err != nil {
		return err
	}
	rows := x.rowsSince(d, dir, base, entries, time.Now().Add(-x.cfg.IndexWindow.D()))
	sort.Slice(rows, func(i, j int) bool {
		if !rows[i].mtime.Equal(rows[j].mtime) {
			return rows[i].mtime.After(rows[j].mtime)
		}
		return rows[i].entry.Report < rows[j].entry.Report
	})
	idx := &reports.Index{Generated: time.Now(), Window: x.cfg.IndexWindow.D(), Runs: x.runs.recent(), Waiting: waiting}
	for _, r := range rows {
		idx.Entries = append(idx.Entries, r.entry)
	}
	var md, page bytes.Buffer
	if err := reports.IndexMarkdown(&md, idx); err != nil {
		return err
	}
	if err := reports.IndexHTML(&page, idx); err != nil {
		return err
	}
	// The index is for people, as the reports are (report_mode).
	return d.WriteAll(x.cfg.FileMode, []string{path.Join(base, "INDEX.html"), path.Join(base, "INDEX.md")},
		[][]byte{page.Bytes(), md.Bytes()})
}

// readReportJSON reads a report's JSON by the reports folder's handle
// (reportdir.ReadJSON's bounds); nil when it cannot be read or decoded.
func readReportJSON(d *fsx.Dir, name string) *reports.Memo {
	b, err := d.ReadFile(name, reportdir.MaxJSON)
	if err != nil {
		return nil
	}
	return parseReport(b)
}

// relEntry is an entry of a reports folder named by its path relative to
// it ("klient-A/memo.docx.json").
type relEntry struct {
	*fsx.Info
	rel string
}

// reportFiles lists the entries of the reports folder base beneath d;
// with recursive: true also those of the mirrored folders inside it,
// named by their relative path (INDEX links to them). By handle: a link
// is never entered.
func (x *indexer) reportFiles(d *fsx.Dir, base string) ([]relEntry, error) {
	top, err := d.ReadDir(base)
	if err != nil {
		return nil, err
	}
	var entries []relEntry
	for _, e := range top {
		entries = append(entries, relEntry{e, e.Name()})
	}
	if !x.cfg.Recursive {
		return entries, nil
	}
	for _, rel := range x.folders.subdirs(d, base) {
		sub, err := d.ReadDir(path.Join(base, rel))
		if err != nil {
			continue
		}
		for _, e := range sub {
			entries = append(entries, relEntry{e, path.Join(rel, e.Name())})
		}
	}
	return entries, nil
}
