package saosimport

import (
	"bufio"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"citeguard/internal/sharedtest"
	"citeguard/library/collection"
	"citeguard/norm"
	"citeguard/tools/saosgen"
)

// scale is the number of synthetic judgments of TestScale: 5,000 (1/100 of
// the national library) in CI; the long form runs it with -scale 500000
// (see BENCHMARKS.md).
var scale = flag.Int("scale", 5000, "synthetic judgments for TestScale")

// TestScale generates a synthetic SAOS dump, imports it and checks what the
// national library must do at 1/100 scale: every judgment imported once,
// found by its signature, and every passage the dump quotes found in the
// judgments that hold it with the earliest one first. No timing is
// asserted here; BENCHMARKS.md has the times.
func TestScale(t *testing.T) {
	lib := sharedtest.Path(t, "testdata/library")
	dump := t.TempDir()
	g, err := saosgen.New(saosgen.Options{Library: lib, Out: dump, N: *scale, Seed: 11})
	if err != nil {
		t.Fatal(err)
	}
	gst, err := g.Generate(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	o := options(t, t.TempDir(), 64<<20)
	st, err := Import(context.Background(), o, dump)
	if err != nil {
		t.Fatal(err)
	}
	c := o.Collection
	if st.Added != *scale || c.Stats().Docs != *scale {
		t.Fatalf("imported %+v, collection %+v; want %d judgments", st, c.Stats(), *scale)
	}
	t.Logf("generated %+v; imported %+v; collection %+v", gst, st, c.Stats())

	// Signatures: every one of a sample resolves to its one judgment.
	f, err := os.Open(filepath.Join(dump, "judgments.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(f)
	sc.Scan() // header
	r := rand.New(rand.NewPCG(1, 1))
	for n := 0; sc.Scan(); n++ {
		if r.IntN(10) != 0 {
			continue
		}
		cols := strings.Split(sc.Text(), "\t")
		ids, err := c.Lookup(collection.KeySignature + SignatureKey(cols[1]))
		if err != nil || len(ids) != 1 {
			t.Fatalf("%s: %v %v", cols[1], ids, err)
		}
		var rec Record
		meta, _ := c.Meta(ids[0])
		json.Unmarshal(meta, &rec)
		if fmt.Sprint(rec.SAOS.ID) != cols[0] || rec.Date != cols[3] || rec.Court != cols[2] {
			t.Fatalf("%s: record %d %s %s, want %v", cols[1], rec.SAOS.ID, rec.Court, rec.Date, cols)
		}
	}
	f.Close()

	// Quoted passages: found in the quoting judgment; a passage of an
	// earlier synthetic judgment names that one first.
	tf, err := os.Open(filepath.Join(dump, "quotes.truth"))
	if err != nil {
		t.Fatal(err)
	}
	defer tf.Close()
	sc = bufio.NewScanner(tf)
	sc.Buffer(nil, 1<<20)
	quotes, chained := 0, 0
	for sc.Scan() {
		var q saosgen.Quote
		if err := json.Unmarshal(sc.Bytes(), &q); err != nil {
			t.Fatal(err)
		}
		quotes++
		res, err := c.Search(context.Background(), norm.Normalize(q.Passage), 0)
		if err != nil {
			t.Fatal(err)
		}
		quoting, _ := c.Lookup(IDKey(q.Doc))
		if !contains(res.Docs, quoting[0]) {
			t.Fatalf("the passage quoted by %d is not found there: %q (%+v)", q.Doc, q.Passage, res)
		}
		if q.From.Kind == "synthetic" {
			chained++
			origin, _ := c.Lookup(IDKey(q.From.ID))
			if res.Docs[0] != origin[0] {
				var first Record
				meta, _ := c.Meta(res.Docs[0])
				json.Unmarshal(meta, &first)
				// Another judgment of the same day may come first only if
				// it also holds the passage and ranks no lower.
				if first.Date > q.From.Date || !contains(res.Docs, origin[0]) {
					t.Errorf("passage of %d (%s) quoted by %d: first found %d (%s)", q.From.ID, q.From.Date, q.Doc, first.SAOS.ID, first.Date)
				}
			}
		}
	}
	if quotes == 0 || chained == 0 {
		t.Fatalf("%d quoted passages, %d of synthetic judgments: the test checks nothing", quotes, chained)
	}
}

func contains(ids []collection.DocID, id collection.DocID) bool {
	for _, x := range ids {
		if x == id {
			return true
		}
	}
	return false
}
