package watcher

import (
	"context"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"time"

	"citeguard/cite"
	"citeguard/internal/fsx"
	"citeguard/reports/reportdir"
)

// indexer keeps reports/INDEX.md: every memo reported within index_window,
// newest first, with its time, decision and a link to its report. It is
// built from the JSON reports in the folder, so it survives restarts and
// lists the memos of every daemon sharing the folder.
type indexer struct {
	d     *Daemon
	dirty chan struct{}
	mu    sync.Mutex
	cache map[string]indexRow // by JSON path, valid for its mtime and size
}

type indexRow struct {
	mtime    time.Time
	size     int64
	memo     string
	decision cite.Decision
	result   string
}

func newIndexer(d *Daemon) *indexer {
	return &indexer{d: d, dirty: make(chan struct{}, 1), cache: map[string]indexRow{}}
}

func (x *indexer) touch() {
	select {
	case x.dirty <- struct{}{}:
	default:
	}
}

// loop rewrites INDEX.md at most every 5 s while memos are done (and once
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
	x.mu.Lock()
	defer x.mu.Unlock()
	seen := map[string]bool{}
	for _, f := range x.d.folders {
		if seen[f.Reports] || !x.d.available(f.Reports) {
			continue
		}
		seen[f.Reports] = true
		if err := x.writeDir(f.Reports); err != nil {
			x.d.log.Warn("cannot write INDEX.md", "folder", f.Reports, "err", err)
		}
	}
}

func (x *indexer) writeDir(dir string) error {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return err
	}
	since := time.Now().Add(-x.d.cfg.IndexWindow.D())
	var rows []indexRow
	for _, e := range entries {
		name := e.Name()
		if strings.HasPrefix(name, ".") || !strings.HasSuffix(name, ".json") || e.IsDir() {
			continue
		}
		fi, err := e.Info()
		if err != nil || fi.ModTime().Before(since) {
			continue
		}
		p := filepath.Join(dir, name)
		row, ok := x.cache[p]
		if !ok || !row.mtime.Equal(fi.ModTime()) || row.size != fi.Size() {
			m := reportdir.ReadJSON(p)
			if m == nil {
				continue
			}
			row = indexRow{mtime: fi.ModTime(), size: fi.Size(), memo: strings.TrimSuffix(name, ".json"), decision: m.Decision}
			switch {
			case m.Error != "":
				row.result = "⛔ niesprawdzone: " + m.Error
			case m.Blocked:
				row.result = "zablokowane"
			default:
				row.result = fmt.Sprintf("%d/%d zweryfikowanych", m.Summary.Zweryfikowane, m.Summary.Total)
			}
			x.cache[p] = row
		}
		rows = append(rows, row)
	}
	sort.Slice(rows, func(i, j int) bool {
		if !rows[i].mtime.Equal(rows[j].mtime) {
			return rows[i].mtime.After(rows[j].mtime)
		}
		return rows[i].memo < rows[j].memo
	})
	counts := map[cite.Decision]int{}
	for _, r := range rows {
		counts[r.decision]++
	}
	var b strings.Builder
	fmt.Fprintf(&b, "# Podsumowanie sprawdzania memo\n\n")
	fmt.Fprintf(&b, "Stan na %s; memo z ostatnich %s: **%d** — %s: %d, %s: %d, %s: %d.\n\n",
		time.Now().Format("2006-01-02 15:04:05"), humanDuration(x.d.cfg.IndexWindow.D()), len(rows),
		cite.Wyslij, counts[cite.Wyslij], cite.Popraw, counts[cite.Popraw], cite.PelnaWeryfikacja, counts[cite.PelnaWeryfikacja])
	b.WriteString("| Memo | Czas | Decyzja | Wynik | Raport |\n|------|------|---------|-------|--------|\n")
	for _, r := range rows {
		link := (&url.URL{Path: r.memo + ".md"}).EscapedPath()
		fmt.Fprintf(&b, "| %s | %s | %s | %s | [raport](%s) |\n", cellText(r.memo), r.mtime.Format("2006-01-02 15:04:05"), r.decision, cellText(r.result), link)
	}
	return fsx.WriteAtomic(filepath.Join(dir, "INDEX.md"), []byte(b.String()))
}

func cellText(s string) string {
	return strings.ReplaceAll(strings.Join(strings.Fields(s), " "), "|", "\\|")
}

// humanDuration writes 24h as "24 h", 90m as "90 min".
func humanDuration(d time.Duration) string {
	switch {
	case d >= time.Hour && d%time.Hour == 0:
		return fmt.Sprintf("%d h", d/time.Hour)
	case d >= time.Minute && d%time.Minute == 0:
		return fmt.Sprintf("%d min", d/time.Minute)
	}
	return d.String()
}
