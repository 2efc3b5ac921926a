package library

import (
	"context"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"
)

// job is one library file to look at.
type job struct {
	path, format string
	info         fs.FileInfo
	sidecars     []string
	prev         *Rendering
}

// Update rescans the folders: new files are read, changed files re-read
// (their previous version kept), removed files dropped; unchanged files (same
// size and modification time) are not read. The index is saved when
// anything changed.
func (l *Library) Update(ctx context.Context) (Changes, error) {
	if l.opts.ReadOnly {
		return Changes{}, ErrReadOnly
	}
	l.updMu.Lock()
	defer l.updMu.Unlock()
	var ch Changes
	if u := l.checkRoots(); u != nil {
		return ch, l.unavailable(u)
	}
	collChanged, err := l.refreshCollection()
	if err != nil {
		return ch, err
	}
	ch.Collection = collChanged
	jobs, ignored, err := l.scan(ctx)
	if err != nil {
		return ch, err
	}
	_ = ignored
	if u := l.shrunk(len(jobs)); u != nil {
		return ch, l.unavailable(u)
	}
	l.mu.RLock()
	old := l.files
	l.mu.RUnlock()
	next := make(map[string]*Rendering, len(jobs))
	var work []*job
	for _, j := range jobs {
		j.prev = old[j.path]
		if j.unchanged() && !l.isDamaged(j.prev.TextHash) {
			next[j.path] = j.prev
			ch.Unchanged++
			continue
		}
		work = append(work, j)
	}
	// Largest first: the workers then finish together instead of one
	// reading a big statute while the others wait.
	sort.SliceStable(work, func(a, b int) bool { return work[a].info.Size() > work[b].info.Size() })
	results := make([]*Rendering, len(work))
	var wg sync.WaitGroup
	idx := make(chan int)
	var statMu sync.Mutex
	prog := Progress{FilesTotal: len(work), Unchanged: ch.Unchanged}
	for _, j := range work {
		prog.BytesTotal += j.info.Size()
	}
	for w := 0; w < l.opts.Workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var scratch []byte // this worker's read buffer, reused file to file
			for i := range idx {
				r, n, tn := l.readOne(ctx, work[i], &scratch)
				results[i] = r
				statMu.Lock()
				ch.Bytes += n
				ch.TextBytes += tn
				if n > 0 {
					ch.Read++
				}
				prog.Files++
				prog.Bytes += work[i].info.Size()
				if l.opts.Progress != nil {
					l.opts.Progress(prog)
				}
				statMu.Unlock()
			}
		}()
	}
feed:
	for i := range work {
		select {
		case idx <- i:
		case <-ctx.Done():
			break feed
		}
	}
	close(idx)
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return ch, fmt.Errorf("library update: %w", err)
	}
	for i, j := range work {
		r := results[i]
		next[j.path] = r
		if j.prev == nil {
			ch.Added++
		} else if j.prev.TextHash != r.TextHash || j.prev.Err != r.Err {
			ch.Changed++
		} else {
			ch.Unchanged++
		}
	}
	var removed []*Rendering
	for p, r := range old {
		if _, ok := next[p]; !ok {
			ch.Removed++
			removed = append(removed, r)
		}
	}
	if l.syncDumps(ctx, work, results, removed) {
		ch.Collection = true
	}
	changed := ch.Added+ch.Changed+ch.Removed > 0 || len(work) > 0
	l.mu.Lock()
	l.files = next
	l.removed = append(l.removed, removed...)
	l.rebuild()
	l.measure()
	if changed {
		l.searchOnce = &sync.Once{}
		l.search = nil
	}
	problems := l.problems
	l.last = ch
	l.lastProg = prog
	l.mu.Unlock()
	for _, p := range problems {
		if p.Err != "" {
			l.log.Debug("library: file skipped", "path", p.Path, "reason", p.Err)
		}
	}
	if changed && l.opts.StateDir != "" {
		// The catalog is saved while the passage index is built and
		// persisted, now that the normalized texts are at hand: a restart
		// then loads it instead of rebuilding.
		saved := make(chan error, 1)
		go func() { saved <- l.save() }()
		if _, err := l.searchIndex(ctx); err != nil {
			l.log.Warn("library: passage index not built", "err", err)
		}
		if err := <-saved; err != nil {
			return ch, err
		}
	}
	l.log.Info("library updated", "added", ch.Added, "changed", ch.Changed, "removed", ch.Removed,
		"unchanged", ch.Unchanged, "read", ch.Read, "skipped", len(problems))
	return ch, nil
}

// unchanged reports whether a file is as its previous reading saw it: the
// same size, modification time, sidecars and format (it is not read again).
func (j *job) unchanged() bool {
	p := j.prev
	return p != nil && p.Size == j.info.Size() && p.ModTime == j.info.ModTime().UnixNano() &&
		p.SideSig == sideSig(j.sidecars) && (p.Format == j.format || j.format == "sniff" || p.Format == "saos-dump" && j.format == "saos-json")
}

func sideSig(paths []string) string {
	var b strings.Builder
	for _, p := range paths {
		if fi, err := os.Stat(p); err == nil {
			fmt.Fprintf(&b, "%s:%d:%d;", filepath.Base(p), fi.Size(), fi.ModTime().UnixNano())
		}
	}
	return b.String()
}

// ignoredExt are data files, not documents: gold answers, tables, metadata
// read as sidecars.
var ignoredExt = map[string]bool{".csv": true, ".tsv": true, ".jsonl": true, ".jdg": true, ".law": true,
	".xml": true, ".yaml": true, ".yml": true, ".zip": true, ".png": true, ".jpg": true, ".gif": true}

// scan walks the roots and returns the document files with their sidecars.
func (l *Library) scan(ctx context.Context) ([]*job, int, error) {
	var jobs []*job
	ignored := 0
	listing := dirListing{}
	stateAbs, _ := filepath.Abs(l.opts.StateDir)
	for _, root := range l.opts.Roots {
		root, err := filepath.Abs(root)
		if err != nil {
			return nil, 0, fmt.Errorf("library root %q: %w", root, err)
		}
		if fi, err := os.Stat(root); err != nil {
			return nil, 0, fmt.Errorf("library root: %w", err)
		} else if !fi.IsDir() {
			return nil, 0, fmt.Errorf("library root %s: not a directory", root)
		}
		err = filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				l.log.Warn("library: cannot read", "path", p, "err", err)
				if d != nil && d.IsDir() {
					return fs.SkipDir
				}
				return nil
			}
			if ctx.Err() != nil {
				return ctx.Err()
			}
			name := d.Name()
			if d.IsDir() {
				if p != root && (strings.HasPrefix(name, ".") || p == stateAbs) {
					return fs.SkipDir
				}
				return nil
			}
			if strings.HasPrefix(name, ".") || strings.HasPrefix(name, "~$") || !d.Type().IsRegular() {
				return nil
			}
			format := formatOf(name)
			if format == "" {
				ignored++
				return nil
			}
			info, err := d.Info()
			if err != nil {
				return nil
			}
			jobs = append(jobs, &job{path: p, format: format, info: info, sidecars: sidecarsOf(p, &listing)})
			return nil
		})
		if err != nil {
			return nil, 0, fmt.Errorf("library scan %s: %w", root, err)
		}
	}
	sort.Slice(jobs, func(i, k int) bool { return jobs[i].path < jobs[k].path })
	return jobs, ignored, nil
}

// formatOf classifies a file by name; "" means not a document. Files without
// an extension are sniffed when read ("sniff").
func formatOf(name string) string {
	lower := strings.ToLower(name)
	if strings.HasPrefix(lower, "readme") || strings.HasPrefix(lower, "index.") || strings.HasSuffix(lower, "-answers.txt") {
		return ""
	}
	ext := filepath.Ext(lower)
	switch ext {
	case ".txt":
		return "txt"
	case ".md":
		return "md"
	case ".html", ".htm":
		return "html"
	case ".json":
		return "saos-json"
	case ".pdf", ".docx", ".odt", ".doc", ".rtf":
		return ext[1:]
	case "":
		return "sniff"
	}
	if ignoredExt[ext] {
		return ""
	}
	if len(ext) > 6 || strings.ContainsAny(ext, "0123456789_") { // "1.2.2019" style names
		return "sniff"
	}
	return ""
}

// stem is a file's name without its extension(s) (.meta.xml counts as one).
func stem(p string) string {
	b := filepath.Base(p)
	lb := strings.ToLower(b)
	for _, suf := range []string{".meta.xml", ".pdf.yaml", ".yaml", ".yml"} {
		if strings.HasSuffix(lb, suf) {
			return b[:len(b)-len(suf)]
		}
	}
	if e := filepath.Ext(b); e != "" && formatOf(b) != "sniff" {
		return b[:len(b)-len(e)]
	}
	return b
}

// sidecarsOf lists the metadata files beside p: NAME.yaml / NAME.yml (for
// the stem or the full name) and NAME.meta.xml. in tells whether a folder
// holds a name (a listing read once per folder and scan, so a file costs
// no stat for sidecars it does not have).
func sidecarsOf(p string, in *dirListing) []string {
	dir, base := filepath.Split(p)
	st := stem(p)
	var out []string
	for _, c := range []string{base + ".yaml", st + ".yaml", st + ".yml", st + ".meta.xml"} {
		if in.has(dir, c) {
			out = append(out, filepath.Join(dir, c))
		}
	}
	return dedup(out)
}

// dirListing caches the names of the folders a scan walks.
type dirListing map[string]map[string]bool

// caseFold: file names match whatever their case where the file system
// does (Windows, macOS), as a stat of the name would.
var caseFold = runtime.GOOS == "windows" || runtime.GOOS == "darwin"

func (d dirListing) has(dir, name string) bool {
	names, ok := d[dir]
	if !ok {
		names = map[string]bool{}
		entries, _ := os.ReadDir(dir)
		for _, e := range entries {
			n := e.Name()
			if caseFold {
				n = strings.ToLower(n)
			}
			names[n] = true
		}
		d[dir] = names
	}
	if caseFold {
		name = strings.ToLower(name)
	}
	return names[name]
}

func dedup(s []string) []string {
	seen := map[string]bool{}
	out := s[:0]
	for _, x := range s {
		if !seen[x] {
			seen[x] = true
			out = append(out, x)
		}
	}
	return out
}

func (l *Library) handles(ext string) bool {
	if l.opts.Read == nil {
		return false
	}
	for _, e := range l.opts.ReadFormats {
		if strings.EqualFold(e, ext) {
			return true
		}
	}
	return false
}
