package library

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"

	"citeguard/library/collection"
	"citeguard/library/saos"
	"citeguard/library/saosimport"
	"citeguard/pl"
)

// The national library: besides the firm's folders, a library may hold a
// collection (library/collection) of judgments imported in bulk — the whole
// of SAOS, ~500,000 judgments — kept on disk and read by page. Its
// documents are sources like the folders' ones: Resolve finds them by
// signature, Search by passage, EngineText reads their texts; only Sources
// does not list them (there may be millions; Collection().Stats counts
// them). A judgment both in a folder and in the collection (same signature,
// court and date) is the folder's source.

// collectionDir is where the library keeps its collection: Options.Collection,
// or <state>/library/collection.
func (l *Library) collectionDir() string {
	if l.opts.Collection != "" {
		return l.opts.Collection
	}
	if l.opts.StateDir == "" {
		return ""
	}
	return filepath.Join(l.dir(), "collection")
}

// openCollection opens the collection (creating an empty one in the state
// directory unless it is read-only).
func (l *Library) openCollection() error {
	dir := l.collectionDir()
	if dir == "" {
		return nil
	}
	c, err := collection.Open(collection.Options{Dir: dir, ReadOnly: l.opts.CollectionReadOnly || l.opts.ReadOnly, Logger: l.log})
	if err != nil {
		return fmt.Errorf("library collection: %w", err)
	}
	l.coll = c
	l.collGen = c.Generation()
	if st := c.Stats(); st.Generation > 0 {
		l.log.Info("library: collection opened", "dir", dir, "judgments", st.Docs, "segments", st.Segments, "generation", st.Generation, "read_only", l.opts.CollectionReadOnly)
	}
	return nil
}

// Collection is the library's collection of bulk-imported judgments (nil
// when the library has no state directory).
func (l *Library) Collection() *collection.Collection { return l.coll }

// refreshCollection picks up what another process (an import, the office
// that publishes the collection) committed.
func (l *Library) refreshCollection() (changed bool, err error) {
	if l.coll == nil {
		return false, nil
	}
	if err := l.coll.Refresh(); err != nil {
		return false, err
	}
	l.collMu.Lock()
	defer l.collMu.Unlock()
	if g := l.coll.Generation(); g != l.collGen {
		l.collGen, l.collSrc, l.staleCache = g, nil, nil
		return true, nil
	}
	return false, nil
}

// ImportSAOS imports SAOS JSON files (and the SAOS files in folders) into
// the collection: see saosimport.
func (l *Library) ImportSAOS(ctx context.Context, workers int, progress func(saosimport.Stats), paths ...string) (saosimport.Stats, error) {
	if l.coll == nil {
		return saosimport.Stats{}, fmt.Errorf("the library has no collection: give it a state folder")
	}
	st, err := saosimport.Import(ctx, saosimport.Options{Collection: l.coll, Workers: workers, Logger: l.log, Progress: progress, Head: headFormDate}, paths...)
	if _, rerr := l.refreshCollection(); err == nil {
		err = rerr
	}
	return st, err
}

// isSAOSDump tells a SAOS JSON file of many judgments (a dump page, an
// array, JSON lines) from one of a single judgment.
func isSAOSDump(data []byte) bool {
	t := bytes.TrimSpace(data)
	if len(t) == 0 {
		return false
	}
	if t[0] == '[' {
		return true
	}
	var top struct {
		Items json.RawMessage `json:"items"`
	}
	dec := json.NewDecoder(bytes.NewReader(t))
	if err := dec.Decode(&top); err != nil {
		return false
	}
	return len(top.Items) > 0 || dec.More() // a page, or JSON lines
}

// syncDumps brings the collection up to date with the SAOS dump pages of
// the library folders: a new or changed page is imported (the judgments it
// no longer holds deleted), a page that is gone takes its judgments with
// it. Without a writable collection a page is a problem with the reason.
// It reports whether the collection changed.
func (l *Library) syncDumps(ctx context.Context, work []*job, results []*Rendering, removed []*Rendering) bool {
	var gone []string
	for i, j := range work {
		r := results[i]
		if j.prev != nil && j.prev.Format == "saos-dump" && r.Format != "saos-dump" {
			gone = append(gone, r.Path)
		}
	}
	for _, r := range removed {
		if r.Format == "saos-dump" {
			gone = append(gone, r.Path)
		}
	}
	changed := false
	writable := l.coll != nil && !l.opts.CollectionReadOnly
	for _, p := range gone {
		if !writable {
			break
		}
		if n, err := saosimport.RemoveFile(l.coll, p); err != nil {
			l.log.Warn("library: judgments of a removed SAOS file not removed", "path", p, "err", err)
		} else if n > 0 {
			changed = true
			l.log.Info("library: SAOS file removed, its judgments too", "path", p, "judgments", n)
		}
	}
	for i := range work {
		r := results[i]
		if r.Format != "saos-dump" || r.Err != "" {
			continue
		}
		if !writable {
			r.Err = "a page of SAOS judgments: the library has no writable collection; import it with `citeguard library import saos`"
			continue
		}
		st, err := saosimport.Import(ctx, saosimport.Options{Collection: l.coll, Workers: 1, Logger: l.log, Prune: true, Head: headFormDate}, r.Path)
		if err != nil {
			r.Err = "saos-json: " + err.Error()
			r.ModTime = 0 // tried again at the next update (the collection may have been busy)
			continue
		}
		if st.Added+st.Replaced > 0 || st.Files > 0 {
			changed = true
		}
		l.log.Info("library: SAOS file imported into the collection", "path", r.Path, "added", st.Added, "replaced", st.Replaced, "unchanged", st.Unchanged, "unreadable", st.Bad)
	}
	if changed {
		if _, err := l.refreshCollection(); err != nil {
			l.log.Warn("library: collection refresh", "err", err)
		}
	}
	return changed
}

// collRecord is what the library reads of a collection document's metadata.
type collRecord struct {
	Kind       string            `json:"kind"`
	Signatures []string          `json:"signatures"`
	Court      string            `json:"court"`
	Date       string            `json:"date"`
	DocType    string            `json:"doc_type"`
	Judges     []string          `json:"judges"`
	From       map[string]string `json:"from"`
	TextHash   string            `json:"text_hash"`
	TextLen    int               `json:"text_len"`
	SAOS       *struct {
		ID         int64           `json:"id"`
		Provenance saos.Provenance `json:"provenance"`
	} `json:"saos"`
}

// maxCollSources bounds the cache of sources made from collection documents.
const maxCollSources = 8192

// collSource returns the source of a collection document. The same
// document gives the same *Source while the collection is unchanged.
func (l *Library) collSource(id collection.DocID) (*Source, error) {
	l.collMu.Lock()
	if s := l.collSrc[id]; s != nil {
		l.collMu.Unlock()
		return s, nil
	}
	l.collMu.Unlock()
	data, err := l.coll.Meta(id)
	if err != nil {
		return nil, err
	}
	var rec collRecord
	if err := json.Unmarshal(data, &rec); err != nil {
		return nil, fmt.Errorf("collection document %d: %w", id, err)
	}
	m := Meta{Kind: Kind(rec.Kind), Signatures: rec.Signatures, Court: rec.Court, Date: rec.Date, DocType: rec.DocType, Judges: rec.Judges, From: rec.From}
	if m.Kind == "" {
		m.Kind = Judgment
	}
	path := fmt.Sprintf("collection:%d", id)
	if rec.SAOS != nil {
		path = rec.SAOS.Provenance.Href
		if path == "" {
			path = fmt.Sprintf("https://www.saos.org.pl/api/judgments/%d", rec.SAOS.ID)
		}
	}
	r := &Rendering{Path: path, Format: "saos-json", TextHash: rec.TextHash, TextLen: rec.TextLen, Meta: m}
	s := &Source{ID: identity(m, path), Meta: m, Renderings: []*Rendering{r}, lib: l}
	l.collMu.Lock()
	defer l.collMu.Unlock()
	if c := l.collSrc[id]; c != nil {
		return c, nil
	}
	if l.collSrc == nil || len(l.collSrc) >= maxCollSources {
		l.collSrc = map[collection.DocID]*Source{}
	}
	l.collSrc[id] = s
	return s, nil
}

// collSources returns the sources of the collection documents under key,
// leaving out those a folder source already stands for (same identity).
func (l *Library) collSources(key string, folder []*Source) ([]*Source, error) {
	if l.coll == nil {
		return nil, nil
	}
	ids, err := l.coll.Lookup(key)
	if err != nil {
		return nil, err
	}
	have := map[string]bool{}
	for _, s := range folder {
		have[s.ID] = true
	}
	var out []*Source
	for _, id := range ids {
		s, err := l.collSource(id)
		if err != nil {
			return nil, err
		}
		if !have[s.ID] {
			have[s.ID] = true
			out = append(out, s)
		}
	}
	return out, nil
}

// collStale tells, for a text hash a report relied on, whether the
// collection held it and whether it still does: a document replaced by a
// changed record (or removed) is stale. Answers are cached per collection
// generation (a daemon asks for every report's hashes at every refresh).
func (l *Library) collStale(hash string) (st collStaleInfo, err error) {
	if l.coll == nil {
		return st, nil
	}
	l.collMu.Lock()
	if v, ok := l.staleCache[hash]; ok {
		l.collMu.Unlock()
		return v, nil
	}
	gen := l.collGen
	l.collMu.Unlock()
	defer func() {
		if err == nil {
			l.collMu.Lock()
			if l.collGen == gen {
				if l.staleCache == nil {
					l.staleCache = map[string]collStaleInfo{}
				}
				l.staleCache[hash] = st
			}
			l.collMu.Unlock()
		}
	}()
	ids, err := l.coll.LookupAll(collection.KeyHash + hash)
	if err != nil || len(ids) == 0 {
		return st, err
	}
	st.known = true
	for _, id := range ids {
		if !l.coll.Deleted(id) {
			return st, nil // still current
		}
	}
	src, err := l.collSource(ids[0])
	if err != nil {
		return st, err
	}
	st.stale, st.path, st.reason = true, src.Renderings[0].Path, "removed"
	var rec collRecord
	if data, err := l.coll.Meta(ids[0]); err == nil && json.Unmarshal(data, &rec) == nil && rec.SAOS != nil {
		if now, _ := l.coll.Lookup(saosimport.IDKey(rec.SAOS.ID)); len(now) > 0 {
			if cur, err := l.collSource(now[0]); err == nil {
				st.newHash, st.reason, st.sourceID = cur.Renderings[0].TextHash, "changed", cur.ID
			}
		}
	}
	return st, nil
}

type collStaleInfo struct {
	known, stale                    bool
	path, newHash, reason, sourceID string
}

// collText reads a text of the collection by its hash (a replaced
// document's too: a stale report shows what it relied on).
func (l *Library) collText(hash string) (string, bool, error) {
	if l.coll == nil {
		return "", false, nil
	}
	ids, err := l.coll.LookupAll(collection.KeyHash + hash)
	if err != nil || len(ids) == 0 {
		return "", false, err
	}
	t, err := l.coll.Text(ids[0])
	return t, err == nil, err
}

// ByCourtDate returns the judgments of a court on a date, from the folders
// and the collection: for a citation that gives no signature. Several
// judgments are common (a court rules on many cases a day): the caller must
// not pick one silently.
func (l *Library) ByCourtDate(court, date string) ([]*Source, error) {
	want, iso := saosimport.CourtKey(court), isoDate(date)
	if want == "" || iso == "" {
		return nil, fmt.Errorf("court and date needed (got %q, %q)", court, date)
	}
	l.mu.RLock()
	var out []*Source
	for _, s := range l.sources {
		if s.Meta.Kind == Judgment && s.Meta.Date == iso && saosimport.CourtKey(s.Meta.Court) == want {
			out = append(out, s)
		}
	}
	l.mu.RUnlock()
	more, err := l.collSources(collection.KeyCourtDate+want+"|"+iso, out)
	return append(out, more...), err
}

// rankOf orders sources for naming the most likely original of a passage
// (collection.Rank): statutes first, then the earliest, then the highest
// court.
func rankOf(s *Source) uint32 {
	kind := 2
	switch s.Meta.Kind {
	case Statute, EUAct:
		kind = 0
	case Judgment:
		kind = 1
	}
	return collection.Rank(kind, s.Meta.Date, courtLevel(s.Meta.Court))
}

// courtLevel ranks a court: 0 the Supreme Court and the Constitutional
// Tribunal (and the EU and human-rights courts), 1 the Supreme
// Administrative Court, 2 a court of appeal, 3 a regional court, 4 a
// district or voivodship administrative court, 5 the National Appeal
// Chamber, 7 unknown.
func courtLevel(court string) int {
	c := pl.CanonicalCourt(court)
	switch {
	case c == pl.CourtSN || c == pl.CourtTK || c == pl.CourtTSUE || c == pl.CourtETPC:
		return 0
	case c == pl.CourtNSA:
		return 1
	case strings.HasPrefix(c, pl.CourtSA):
		return 2
	case strings.HasPrefix(c, pl.CourtSO):
		return 3
	case strings.HasPrefix(c, pl.CourtSR) || strings.HasPrefix(c, pl.CourtWSA):
		return 4
	case c == pl.CourtKIO:
		return 5
	}
	return 7
}

// CollectionVersion names the collection's state (its generation and size;
// "" without a collection or before its first import): with the folders' text hashes, what a report's
// library version is made of.
func (l *Library) CollectionVersion() string {
	if l.coll == nil {
		return ""
	}
	st := l.coll.Stats()
	if st.Generation == 0 {
		return "" // never written: the same library as without one
	}
	return fmt.Sprintf("collection:%d:%d", st.Generation, st.Docs)
}

// RemoveSAOS deletes imported judgments by SAOS id (their texts stay
// readable for the reports that relied on them, which become stale).
func (l *Library) RemoveSAOS(ids []int64) (int, []int64, error) {
	if l.coll == nil {
		return 0, nil, fmt.Errorf("the library has no collection: give it a state folder")
	}
	n, absent, err := saosimport.Remove(l.coll, ids)
	if _, rerr := l.refreshCollection(); err == nil {
		err = rerr
	}
	return n, absent, err
}
