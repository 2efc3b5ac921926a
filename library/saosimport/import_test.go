package saosimport

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"citeguard/internal/sharedtest"
	"citeguard/library/collection"
	"citeguard/library/saos"
)

func options(t *testing.T, dir string, seg int64) Options {
	t.Helper()
	c, err := collection.Open(collection.Options{Dir: dir, SegmentBytes: seg})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return Options{Collection: c}
}

// TestImportSamples imports the real SAOS samples (every court type): one
// document per SAOS id with its metadata and provenance, then a second
// import changes nothing.
func TestImportSamples(t *testing.T) {
	dir := sharedtest.Path(t, "testdata/saos")
	tmp := t.TempDir()
	// The search response is not a dump: copy the others.
	files, _ := filepath.Glob(filepath.Join(dir, "*.json"))
	for _, f := range files {
		if !strings.Contains(f, ".search.") {
			data, _ := os.ReadFile(f)
			os.WriteFile(filepath.Join(tmp, filepath.Base(f)), data, 0o644)
		}
	}
	o := options(t, t.TempDir(), 0)
	st, err := Import(context.Background(), o, tmp)
	if err != nil {
		t.Fatal(err)
	}
	if st.Added != 13 || st.Bad != 0 || st.Files != 6 {
		t.Fatalf("stats %+v: want 13 judgments from 6 files", st)
	}
	ids, _ := o.Collection.Lookup(collection.KeySignature + SignatureKey("KIO 1447/14"))
	if len(ids) != 1 {
		t.Fatalf("KIO 1447/14 (the second case of a joined record): %v", ids)
	}
	var rec Record
	meta, _ := o.Collection.Meta(ids[0])
	if err := json.Unmarshal(meta, &rec); err != nil {
		t.Fatal(err)
	}
	if rec.Kind != "judgment" || rec.Court != "Krajowa Izba Odwoławcza" || rec.Date != "2014-07-18" || len(rec.Signatures) != 2 ||
		rec.SAOS.ID != 161026 || rec.SAOS.Provenance.Page != 1338 || !strings.HasSuffix(rec.SAOS.Provenance.File, "judgments-1338.dump-subset.json") {
		t.Errorf("record %+v, saos %+v", rec, rec.SAOS)
	}
	if text, _ := o.Collection.Text(ids[0]); !strings.Contains(text, "Krajowa Izba Odwoławcza") {
		t.Errorf("text %.200q", text)
	}
	if ids, _ := o.Collection.Lookup(collection.KeyCourtDate + "Sąd Apelacyjny w Krakowie|2012-10-16"); len(ids) != 1 {
		t.Errorf("court+date: %v", ids)
	}
	// The dissenting opinion is in the metadata, not in the text.
	ids, _ = o.Collection.Lookup(collection.KeySignature + SignatureKey("SK 27/03"))
	meta, _ = o.Collection.Meta(ids[0])
	json.Unmarshal(meta, &rec)
	text, _ := o.Collection.Text(ids[0])
	if len(rec.SAOS.Dissents) != 1 || strings.Contains(text, "Zdanie odrębne\nSędziego") {
		t.Errorf("dissents %d, in text: %v", len(rec.SAOS.Dissents), strings.Contains(text, "Zdanie odrębne\nSędziego"))
	}
	// Again: the files are recorded as imported.
	st2, err := Import(context.Background(), o, tmp)
	if err != nil {
		t.Fatal(err)
	}
	if st2.FilesSkipped != 6 || st2.Added != 0 {
		t.Errorf("second import: %+v", st2)
	}
	// A copy under another name: every record is unchanged.
	other := filepath.Join(t.TempDir(), "copy.json")
	data, _ := os.ReadFile(filepath.Join(tmp, "RafisSomeone_CourtJudgmentTerminal__judgments-1338.dump-subset.json"))
	os.WriteFile(other, data, 0o644)
	st3, err := Import(context.Background(), o, other)
	if err != nil {
		t.Fatal(err)
	}
	if st3.Unchanged != 6 || st3.Added+st3.Replaced != 0 || o.Collection.Stats().Docs != 13 {
		t.Errorf("copy: %+v, %d documents", st3, o.Collection.Stats().Docs)
	}
}

// jsonl writes n synthetic records as JSON lines; version changes the text.
func jsonl(t *testing.T, path string, n, version int) {
	t.Helper()
	var b strings.Builder
	for i := range n {
		text := fmt.Sprintf("WYROK w sprawie %d wersja %d. %s", i, version, strings.Repeat(fmt.Sprintf("Zdanie numer %d sprawy %d opisuje stan faktyczny. ", i%7, i), 40))
		rec := map[string]any{"id": 20_000_000 + i, "courtType": "SUPREME", "courtCases": []map[string]string{{"caseNumber": fmt.Sprintf("I Ysyn %d/20", i)}},
			"judgmentType": "SENTENCE", "textContent": text, "judgmentDate": "2020-02-02"}
		line, _ := json.Marshal(rec)
		b.Write(line)
		b.WriteByte('\n')
	}
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestResume: an import cancelled midway resumes where its last checkpoint
// stood, and the result is the same as one import that ran through.
func TestResume(t *testing.T) {
	in := filepath.Join(t.TempDir(), "records.jsonl")
	jsonl(t, in, 400, 1)
	o := options(t, t.TempDir(), 64<<10)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	stop := o
	stop.Progress = func(st Stats) { // cancel once some segments are committed
		if o.Collection.Stats().Docs >= 150 {
			cancel()
		}
	}
	if _, err := Import(ctx, stop, in); err == nil {
		t.Fatal("the cancelled import reported no error")
	}
	mid := o.Collection.Stats().Docs
	if mid < 150 || mid >= 400 {
		t.Fatalf("%d documents after the cancel", mid)
	}
	st, err := Import(context.Background(), o, in)
	if err != nil {
		t.Fatal(err)
	}
	total := o.Collection.Stats()
	if total.Docs != 400 || total.Deleted != 0 {
		t.Fatalf("after resuming at %d: %+v (second run %+v)", mid, total, st)
	}
	for i := range 400 {
		ids, _ := o.Collection.Lookup(collection.KeySignature + SignatureKey(fmt.Sprintf("I Ysyn %d/20", i)))
		if len(ids) != 1 {
			t.Fatalf("record %d: %d documents", i, len(ids))
		}
	}
	// A new version of the file replaces the changed records only.
	jsonl(t, in, 400, 2)
	later := time.Now().Add(time.Hour)
	os.Chtimes(in, later, later)
	st, err = Import(context.Background(), o, in)
	if err != nil {
		t.Fatal(err)
	}
	if st.Replaced != 400 || o.Collection.Stats().Docs != 400 || o.Collection.Stats().Deleted != 400 {
		t.Fatalf("new version: %+v, %+v", st, o.Collection.Stats())
	}
	ids, _ := o.Collection.Lookup(IDKey(20_000_005))
	text, _ := o.Collection.Text(ids[0])
	if len(ids) != 1 || !strings.Contains(text, "wersja 2") {
		t.Errorf("SAOS 20000005: %v %q", ids, text[:40])
	}
}

// TestBadRecords: a record that cannot be mapped, and a file that is not a
// dump page (a search response among the pages), are counted, listed with
// their file, position and reason, and skipped; the rest is imported and
// committed; the same command again imports nothing new and skips the same.
func TestBadRecords(t *testing.T) {
	o := options(t, t.TempDir(), 0)
	dir := filepath.Join("..", "saos", "testdata")
	files := []string{filepath.Join(dir, "dump-page.json"), filepath.Join(dir, "search.json"), filepath.Join(dir, "array.json")}
	st, err := Import(context.Background(), o, files...)
	if err != nil {
		t.Fatal(err)
	}
	if st.Added != 4 || st.Bad != 2 || st.FilesBad != 1 || !st.Skipped() || o.Collection.Stats().Docs != 4 {
		t.Errorf("%+v, %d in the collection", st, o.Collection.Stats().Docs)
	}
	var whole []Skip
	for _, s := range st.Skips {
		if s.Whole {
			whole = append(whole, s)
		} else if s.Offset <= 0 || s.Reason == "" {
			t.Errorf("record skip without its position or reason: %+v", s)
		}
	}
	if len(whole) != 1 || !strings.HasSuffix(whole[0].File, "search.json") || !strings.Contains(whole[0].Reason, saos.ErrSearchResponse.Error()) {
		t.Errorf("file skips %+v", whole)
	}
	again, err := Import(context.Background(), o, files...)
	if err != nil {
		t.Fatal(err)
	}
	if again.Added+again.Replaced != 0 || again.FilesSkipped != 2 || again.FilesBad != 1 {
		t.Errorf("again: %+v", again)
	}
}

// TestBrokenFileResumes: a file that breaks off in a record keeps the
// records before it; a run again resumes there, reports it again, and
// imports what was added to the folder meanwhile.
func TestBrokenFileResumes(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "a.jsonl")
	jsonl(t, good, 5, 1)
	lines, _ := os.ReadFile(good)
	broken := filepath.Join(dir, "b.jsonl")
	os.WriteFile(broken, append(append([]byte{}, lines[:len(lines)/2]...), []byte(`{"id": 1, "textContent": "`)...), 0o644)
	o := options(t, t.TempDir(), 0)
	st, err := Import(context.Background(), o, broken)
	if err != nil || st.FilesBad != 1 || st.Added == 0 || !st.Skipped() {
		t.Fatalf("%+v %v", st, err)
	}
	n := o.Collection.Stats().Docs
	st, err = Import(context.Background(), o, dir)
	if err != nil || st.FilesBad != 1 || st.Added != 5-n {
		t.Errorf("again with a.jsonl: %+v %v (%d were in)", st, err, n)
	}
}

// TestDuplicateIDs: the same SAOS id twice in one import, first as it is in
// the collection, then changed: one document, the last version.
func TestDuplicateIDs(t *testing.T) {
	dir := t.TempDir()
	v1, v2 := filepath.Join(dir, "v1.jsonl"), filepath.Join(dir, "v2.jsonl")
	jsonl(t, v1, 10, 1)
	jsonl(t, v2, 10, 2)
	o := options(t, t.TempDir(), 0)
	if _, err := Import(context.Background(), o, v1); err != nil {
		t.Fatal(err)
	}
	l1, _ := os.ReadFile(v1)
	l2, _ := os.ReadFile(v2)
	both := filepath.Join(dir, "both.jsonl")
	os.WriteFile(both, []byte(strings.Split(string(l1), "\n")[3]+"\n"+strings.Split(string(l2), "\n")[3]+"\n"), 0o644)
	st, err := Import(context.Background(), o, both)
	if err != nil {
		t.Fatal(err)
	}
	ids, _ := o.Collection.Lookup(IDKey(20_000_003))
	text, _ := o.Collection.Text(ids[0])
	if st.Unchanged != 1 || st.Replaced != 1 || len(ids) != 1 || !strings.Contains(text, "wersja 2") || o.Collection.Stats().Docs != 10 {
		t.Errorf("%+v, ids %v, %+v", st, ids, o.Collection.Stats())
	}
}

// TestRemove: judgments SAOS withdrew leave the collection by id.
func TestRemove(t *testing.T) {
	in := filepath.Join(t.TempDir(), "records.jsonl")
	jsonl(t, in, 10, 1)
	o := options(t, t.TempDir(), 0)
	if _, err := Import(context.Background(), o, in); err != nil {
		t.Fatal(err)
	}
	n, absent, err := Remove(o.Collection, []int64{20_000_001, 20_000_002, 99})
	if err != nil || n != 2 || len(absent) != 1 || absent[0] != 99 {
		t.Fatalf("removed %d, absent %v, %v", n, absent, err)
	}
	if ids, _ := o.Collection.Lookup(IDKey(20_000_001)); len(ids) != 0 || o.Collection.Stats().Docs != 8 {
		t.Errorf("after removal: %v, %+v", ids, o.Collection.Stats())
	}
}
