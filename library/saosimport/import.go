// Package saosimport imports SAOS JSON (dump pages, single-judgment
// responses, bare records, JSON lines; .gz or plain) into a library
// collection: streaming, one document per SAOS id, resumable (a file whose
// import was recorded complete is skipped, a partly imported one resumes at
// the record where it stopped) and idempotent (a record already imported
// with the same content changes nothing; a changed one replaces the old
// document, whose text stays readable for reports that relied on it).
package saosimport

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"citeguard/library/collection"
	"citeguard/library/saos"
)

// Options configure an import.
type Options struct {
	Collection *collection.Collection
	Workers    int // records prepared in parallel (default 2)
	// Prune: after a file is imported, the documents read from that file
	// before and no longer in it are deleted (a library folder's file that
	// changed).
	Prune  bool
	Logger *slog.Logger
	// Progress is called after every record, checkpoint and file.
	Progress func(Stats)
	// Head reads the form and date a judgment's text states at its head
	// (NewRecord); nil: SAOS's own.
	Head HeadFunc
}

// Stats counts what an import did.
type Stats struct {
	Files, FilesSkipped int // files read; files already imported and unchanged
	Records             int // records read
	Added, Replaced     int
	Unchanged           int // already in the collection with the same content
	Bad                 int // records skipped: not readable or not mappable
	FilesBad            int // files skipped, whole or from a point on: not SAOS JSON, or broken off
	Skips               []Skip
	TextBytes           int64
	// InputBytes of InputTotal: how much of the files' bytes (as on disk)
	// is read, for a progress line's time left.
	InputBytes, InputTotal int64
	Elapsed                time.Duration
}

// Skipped tells whether the import skipped anything.
func (s Stats) Skipped() bool { return s.Bad > 0 || s.FilesBad > 0 }

// Skip is something an import skipped and went on without: a record, or a
// file (the rest of it, from the record where it stopped being SAOS JSON).
type Skip struct {
	File   string
	Record int   // the record's position in the file (from 0); for a file, the records read before it stopped
	Offset int64 // the byte where the record starts (0 when not known)
	Whole  bool  // the file (its rest), not one record
	Reason string
}

// MaxSkips bounds Stats.Skips (the counts go on).
const MaxSkips = 100

// Import imports the SAOS files and the SAOS files found in the folders
// among paths.
func Import(ctx context.Context, o Options, paths ...string) (Stats, error) {
	start := time.Now()
	if o.Workers <= 0 {
		o.Workers = 2
	}
	if o.Logger == nil {
		o.Logger = slog.Default()
	}
	files, err := expand(paths)
	if err != nil {
		return Stats{}, err
	}
	b, err := o.Collection.Begin()
	if err != nil {
		return Stats{}, err
	}
	im := &importer{o: o, b: b, seen: map[int64]seenRec{}, existing: map[int64][]collection.DocID{}, start: start}
	for _, f := range files {
		if fi, err := os.Stat(f); err == nil {
			im.st.InputTotal += fi.Size()
		}
	}
	// One scan of the ids already in the collection instead of a lookup in
	// every segment per record.
	err = o.Collection.Keys(collection.KeyID+"saos:", func(key string, docs []collection.DocID) error {
		id, err := strconv.ParseInt(strings.TrimPrefix(key, collection.KeyID+"saos:"), 10, 64)
		if err == nil {
			im.existing[id] = append(im.existing[id], docs...)
		}
		return nil
	})
	if err != nil {
		b.Abort()
		return Stats{}, err
	}
	for _, f := range files {
		if err := im.file(ctx, f); err != nil {
			b.Abort()
			im.st.Elapsed = time.Since(start)
			return im.st, err
		}
		if fi, err := os.Stat(f); err == nil {
			im.done += fi.Size()
		}
		im.consumed.Store(0)
		im.progress()
	}
	if err := b.Commit(); err != nil {
		return im.st, err
	}
	im.st.Elapsed = time.Since(start)
	return im.st, nil
}

// expand lists the files to import: the files given, and in the folders
// every .json, .jsonl and .json.gz file, in name order.
func expand(paths []string) ([]string, error) {
	var out []string
	for _, p := range paths {
		abs, err := filepath.Abs(p)
		if err != nil {
			return nil, err
		}
		fi, err := os.Stat(abs)
		if err != nil {
			return nil, fmt.Errorf("saos import: %w", err)
		}
		if !fi.IsDir() {
			out = append(out, abs)
			continue
		}
		var found []string
		err = filepath.WalkDir(abs, func(q string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			n := strings.ToLower(d.Name())
			if d.IsDir() {
				if q != abs && strings.HasPrefix(n, ".") {
					return fs.SkipDir
				}
				return nil
			}
			if strings.HasSuffix(n, ".json") || strings.HasSuffix(n, ".jsonl") || strings.HasSuffix(n, ".json.gz") || strings.HasSuffix(n, ".jsonl.gz") {
				found = append(found, q)
			}
			return nil
		})
		if err != nil {
			return nil, fmt.Errorf("saos import: %w", err)
		}
		if len(found) == 0 {
			return nil, fmt.Errorf("saos import: no .json, .jsonl or .json.gz files in %s", abs)
		}
		sort.Strings(found)
		out = append(out, found...)
	}
	return out, nil
}

type importer struct {
	o        Options
	b        *collection.Batch
	st       Stats
	start    time.Time
	done     int64                        // bytes of the files finished
	consumed atomic.Int64                 // bytes read of the current file
	seen     map[int64]seenRec            // SAOS ids added or found by this import
	existing map[int64][]collection.DocID // SAOS ids in the collection when the import began
}

type seenRec struct {
	hash string           // content hash
	doc  collection.DocID // the document holding it now
}

// prepared is a record ready to be added.
type prepared struct {
	j   *saos.Judgment
	doc collection.Doc
	rec Record
	err error
}

// file imports one file: a reading goroutine, workers preparing records
// (hash, metadata, normalization, grams), and this goroutine adding them in
// the file's order, so that a resumed import can skip by count.
func (im *importer) file(ctx context.Context, path string) error {
	fi, err := os.Stat(path)
	if err != nil {
		return fmt.Errorf("saos import: %w", err)
	}
	st := collection.ImportState{Size: fi.Size(), ModTime: fi.ModTime().UnixNano()}
	if prev, ok := im.o.Collection.Import(path); ok && prev.Size == st.Size && prev.ModTime == st.ModTime {
		if prev.Done {
			im.st.FilesSkipped++
			return nil
		}
		st.Items = prev.Items
	}
	skip := st.Items
	im.st.Files++
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	type job struct {
		n   int
		j   *saos.Judgment
		out chan prepared
	}
	jobs := make(chan job, 4*im.o.Workers)
	order := make(chan chan prepared, 4*im.o.Workers)
	var wg sync.WaitGroup
	for range im.o.Workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for jb := range jobs {
				jb.out <- im.prepare(jb.j, path)
			}
		}()
	}
	readErr := make(chan error, 1)
	go func() {
		defer close(order)
		defer close(jobs)
		n := 0
		readErr <- saos.ReadFile(path, saos.Options{Consumed: &im.consumed}, func(j *saos.Judgment) error {
			n++
			if n <= skip {
				return nil
			}
			out := make(chan prepared, 1)
			select {
			case jobs <- job{n, j, out}:
			case <-ctx.Done():
				return ctx.Err()
			}
			select {
			case order <- out:
			case <-ctx.Done():
				return ctx.Err()
			}
			return nil
		}, func(e *saos.RecordError) {
			n++
			if n <= skip {
				return
			}
			out := make(chan prepared, 1)
			out <- prepared{err: e}
			select {
			case order <- out:
			case <-ctx.Done():
			}
		})
	}()
	var addErr error
	inFile := map[int64]bool{}
	for out := range order {
		p := <-out
		if addErr != nil {
			continue
		}
		if p.j != nil {
			inFile[p.j.ID] = true
		}
		st.Items++
		if err := im.add(p, path); err != nil {
			addErr = err
			cancel()
			continue
		}
		if im.b.SegmentClosed() {
			im.b.SetImport(path, st)
			if err := im.b.Checkpoint(); err != nil {
				addErr = err
				cancel()
			}
		}
		im.progress()
	}
	wg.Wait()
	if err := <-readErr; err != nil && addErr == nil {
		if errors.Is(err, context.Canceled) && ctx.Err() != nil {
			return ctx.Err()
		}
		// Not SAOS JSON, or broken off: what came before stays imported,
		// the rest of the file is skipped; a run again resumes here and
		// skips it again.
		im.st.FilesBad++
		im.skip(Skip{File: path, Record: st.Items, Whole: true, Reason: err.Error()})
		im.o.Logger.Warn("saos import: file skipped", "file", path, "after_records", st.Items, "err", err)
		im.b.SetImport(path, st)
		return nil
	}
	if addErr != nil {
		return addErr
	}
	st.Done = true
	im.b.SetImport(path, st)
	if im.o.Prune && skip == 0 {
		return im.prune(path, inFile)
	}
	return nil
}

// prune deletes the documents filed under a file that it no longer holds.
func (im *importer) prune(path string, inFile map[int64]bool) error {
	ids, err := im.o.Collection.Lookup(collection.KeyFile + path)
	if err != nil {
		return err
	}
	for _, id := range ids {
		meta, err := im.o.Collection.Meta(id)
		if err != nil {
			return err
		}
		var r struct {
			SAOS struct {
				ID int64 `json:"id"`
			} `json:"saos"`
		}
		if json.Unmarshal(meta, &r) == nil && !inFile[r.SAOS.ID] {
			im.b.Delete(id)
		}
	}
	return nil
}

// prepare maps a judgment to a collection document.
func (im *importer) prepare(j *saos.Judgment, path string) prepared {
	text := j.Text
	j.Text = ""
	th := sha256.Sum256([]byte(text))
	rec := NewRecord(j, text, im.o.Head)
	rec.TextHash, rec.TextLen = hex.EncodeToString(th[:]), len(text)
	// The content hash covers the text and every mapped field except where
	// the record was read (re-reading it from another file is no change).
	prov := j.Provenance
	j.Provenance = saos.Provenance{}
	body, err := json.Marshal(rec)
	j.Provenance = prov
	if err != nil {
		return prepared{err: err}
	}
	ch := sha256.Sum256(append(body, text...))
	rec.ContentHash = hex.EncodeToString(ch[:])
	meta, err := json.Marshal(rec)
	if err != nil {
		return prepared{err: err}
	}
	keys := []string{IDKey(j.ID), collection.KeyHash + rec.TextHash, collection.KeyFile + path}
	for _, s := range j.Signatures {
		if k := SignatureKey(s); k != "" {
			keys = append(keys, collection.KeySignature+k)
		}
	}
	if court := CourtKey(rec.Court); court != "" && rec.Date != "" {
		keys = append(keys, collection.KeyCourtDate+court+"|"+rec.Date)
	}
	d := collection.Doc{Text: text, Meta: meta, Keys: keys, Rank: collection.Rank(1, rec.Date, Level(j))}
	d.Prepare()
	return prepared{j: j, doc: d, rec: rec}
}

// progress reports the import's progress.
func (im *importer) progress() {
	if im.o.Progress == nil {
		return
	}
	im.st.Elapsed = time.Since(im.start)
	im.st.InputBytes = im.done + im.consumed.Load()
	im.o.Progress(im.st)
}

// skip records a skip (the first MaxSkips).
func (im *importer) skip(s Skip) {
	if len(im.st.Skips) < MaxSkips {
		im.st.Skips = append(im.st.Skips, s)
	}
}

// add adds a prepared record unless the collection holds it already.
func (im *importer) add(p prepared, path string) error {
	im.st.Records++
	if p.err != nil {
		var re *saos.RecordError
		if errors.As(p.err, &re) {
			im.st.Bad++
			im.skip(Skip{File: path, Record: re.Item, Offset: re.Offset, Reason: re.Err.Error()})
			im.o.Logger.Warn("saos import: record skipped", "file", path, "record", re.Item, "byte", re.Offset, "err", re.Err)
			return nil
		}
		return p.err
	}
	id := p.j.ID
	replaced := false
	if s, ok := im.seen[id]; ok {
		if s.hash == p.rec.ContentHash {
			im.st.Unchanged++
			return nil
		}
		im.b.Delete(s.doc)
		replaced = true
	}
	olds := im.existing[id]
	delete(im.existing, id) // from now on, seen knows it
	for _, old := range olds {
		meta, err := im.o.Collection.Meta(old)
		if err != nil {
			return err
		}
		var r struct {
			ContentHash string `json:"content_hash"`
		}
		if json.Unmarshal(meta, &r) == nil && r.ContentHash == p.rec.ContentHash && !replaced {
			im.seen[id] = seenRec{hash: r.ContentHash, doc: old}
			im.st.Unchanged++
			return nil
		}
		im.b.Delete(old)
		replaced = true
	}
	doc, err := im.b.Add(p.doc)
	if err != nil {
		return err
	}
	im.seen[id] = seenRec{hash: p.rec.ContentHash, doc: doc}
	im.st.TextBytes += int64(len(p.doc.Text))
	if replaced {
		im.st.Replaced++
	} else {
		im.st.Added++
	}
	return nil
}
