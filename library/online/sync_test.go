package online

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"citeguard/internal/sharedtest"
	"citeguard/library"
)

// dumpReplay serves the recorded dump pages of the shared samples as pages
// 0 and 1 of a sync, and the synthetic last page (no next link) as page 2.
func dumpReplay(t *testing.T) *replay {
	dir := sharedtest.Path(t, "testdata/saos")
	pages := [][]byte{}
	for _, f := range []string{"Callisto210_NLP__zad02_data_judgments-100.dump-subset.json", "RafisSomeone_CourtJudgmentTerminal__judgments-1338.dump-subset.json"} {
		b, err := os.ReadFile(filepath.Join(dir, f))
		if err != nil {
			t.Fatal(err)
		}
		pages = append(pages, b)
	}
	pages = append(pages, fixture(t, "saos/dump-last.synthetic.json"))
	r := newReplay(t)
	r.route("/api/dump/judgments", func(w http.ResponseWriter, req *http.Request) {
		q := req.URL.Query()
		if q.Get("pageSize") != "100" || q.Get("sinceModificationDate") == "" {
			http.Error(w, "bad page request", http.StatusBadRequest)
			return
		}
		n := map[string]int{"0": 0, "1": 1, "2": 2}
		i, ok := n[q.Get("pageNumber")]
		if !ok {
			http.Error(w, "no such page", http.StatusNotFound)
			return
		}
		w.Write(pages[i])
	})
	r.file("/api/dump/judgments/deleted", "saos/deleted.synthetic.json", "application/json")
	return r
}

// TestSyncSAOS: a pass over the dump since a date: each page imported into
// a real collection as it arrives, the withdrawn judgments removed at the
// end, the next pass set to start a day before this one began; an
// interrupted run (MaxPages) resumes at its page.
func TestSyncSAOS(t *testing.T) {
	r := dumpReplay(t)
	c := r.client(t, r.config(t, SourceSAOS), nil)
	state := t.TempDir()
	lib, err := library.Open(context.Background(), library.Options{StateDir: state})
	if err != nil {
		t.Fatal(err)
	}
	defer lib.Close()
	var imported []string
	o := SyncOptions{
		Dir: filepath.Join(state, "online", "saos-sync"), Since: "2026-11-01", MaxPages: 1,
		Import: func(ctx context.Context, page string) error {
			imported = append(imported, page)
			_, err := lib.ImportSAOS(ctx, 1, nil, page)
			return err
		},
		Remove: func(ids []int64) (int, error) { n, _, err := lib.RemoveSAOS(ids); return n, err },
	}
	st, err := c.SyncSAOS(context.Background(), o)
	if err != nil || st.Pages != 1 || st.Done || st.Next != 1 || st.Since != "2026-11-01T00:00:00.000" {
		t.Fatalf("first run: %+v %v", st, err)
	}
	o.MaxPages = 10
	st, err = c.SyncSAOS(context.Background(), o)
	if err != nil || !st.Done || st.Pages != 2 || st.Removed != 1 {
		t.Fatalf("second run: %+v %v", st, err)
	}
	var pageNumbers []string
	for _, req := range r.requests() {
		if req.URL.Path == "/api/dump/judgments" {
			pageNumbers = append(pageNumbers, req.URL.Query().Get("pageNumber"))
		}
	}
	if strings.Join(pageNumbers, ",") != "0,1,2" {
		t.Errorf("pages asked %v, want 0,1,2 (the second run resumes at 1)", pageNumbers)
	}
	if len(imported) != 2 {
		t.Errorf("imported %v", imported)
	}
	for _, p := range imported {
		if _, err := os.Stat(p); !errors.Is(err, os.ErrNotExist) {
			t.Errorf("the imported page %s was kept", p)
		}
	}
	// 3 records of page 0, 6 of page 1, minus the withdrawn 69331.
	if n := lib.Collection().Stats().Docs; n != 8 {
		t.Errorf("collection holds %d judgments, want 8", n)
	}
	var saved syncState
	data, _ := os.ReadFile(filepath.Join(o.Dir, "state.json"))
	json.Unmarshal(data, &saved)
	if saved.Page != 0 || !saved.PassStarted.IsZero() || saved.Since != sinceOf(time.Date(2026, 12, 1, 10, 0, 0, 0, time.UTC)) {
		t.Errorf("state after the pass %+v", saved)
	}
}

// TestSyncResumesAfterFailure: an import that fails leaves the page for the
// next run; a first run without a date is refused.
func TestSyncResumesAfterFailure(t *testing.T) {
	r := dumpReplay(t)
	c := r.client(t, r.config(t, SourceSAOS), nil)
	dir := t.TempDir()
	if _, err := c.SyncSAOS(context.Background(), SyncOptions{Dir: dir, Import: func(context.Context, string) error { return nil }}); !errors.Is(err, ErrNoSince) {
		t.Fatalf("no since: %v", err)
	}
	fail := errors.New("collection busy")
	o := SyncOptions{Dir: dir, Since: "2026-11-01", Import: func(context.Context, string) error { return fail }}
	if _, err := c.SyncSAOS(context.Background(), o); !errors.Is(err, fail) {
		t.Fatalf("err %v", err)
	}
	if _, err := os.Stat(filepath.Join(dir, "page-000000.json")); err != nil {
		t.Errorf("the page that failed to import is gone: %v", err)
	}
	var pages []string
	o.Import = func(_ context.Context, p string) error { pages = append(pages, filepath.Base(p)); return nil }
	st, err := c.SyncSAOS(context.Background(), o)
	if err != nil || !st.Done || strings.Join(pages, ",") != "page-000000.json,page-000001.json" {
		t.Fatalf("resumed: %+v %v %v", st, err, pages)
	}
}

// TestSyncBadPage: a page that is not a dump page stops the run.
func TestSyncBadPage(t *testing.T) {
	r := newReplay(t)
	r.route("/api/dump/judgments", func(w http.ResponseWriter, _ *http.Request) { w.Write([]byte("<html>maintenance</html>")) })
	c := r.client(t, r.config(t, SourceSAOS), nil)
	_, err := c.SyncSAOS(context.Background(), SyncOptions{Dir: t.TempDir(), Since: "2026-11-01", Import: func(context.Context, string) error { return nil }})
	var f *Failure
	if !errors.As(err, &f) || f.Kind != FailBadResponse {
		t.Fatalf("err %v", err)
	}
}
