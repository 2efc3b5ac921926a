package collection

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"citeguard/norm"
)

// TestCrashChild is the child of TestCrashDuringUpdate: it adds documents
// to the collection in CG_CRASH_DIR, a checkpoint per small segment, until
// it is killed.
func TestCrashChild(t *testing.T) {
	dir := os.Getenv("CG_CRASH_DIR")
	if dir == "" {
		t.Skip("the child of TestCrashDuringUpdate")
	}
	c, err := Open(Options{Dir: dir, SegmentBytes: 32 << 10})
	if err != nil {
		t.Fatal(err)
	}
	b, err := c.Begin()
	if err != nil {
		t.Fatal(err)
	}
	st := c.Stats()
	r := rand.New(rand.NewPCG(uint64(st.Docs), 1))
	for i := 10000 * (1 + int(st.Generation)); ; i++ {
		if _, err := b.Add(testDoc(i, r)); err != nil {
			t.Fatal(err)
		}
		if i%20 == 0 {
			if err := b.Checkpoint(); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestCrashDuringUpdate kills a writer at random moments of its updates:
// the collection must always open at its last complete state, every
// document it lists readable and findable, and the next writer must clean
// what the killed one left.
func TestCrashDuringUpdate(t *testing.T) {
	if os.Getenv("CG_CRASH_DIR") != "" {
		t.Skip()
	}
	dir := t.TempDir()
	for round := range 4 {
		cmd := exec.Command(os.Args[0], "-test.run", "^TestCrashChild$")
		cmd.Env = append(os.Environ(), "CG_CRASH_DIR="+dir)
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		time.Sleep(time.Duration(300+rand.IntN(700)) * time.Millisecond)
		cmd.Process.Kill()
		cmd.Wait()

		c, err := Open(Options{Dir: dir, ReadOnly: true})
		if err != nil {
			t.Fatalf("round %d: the collection does not open after a crash: %v", round, err)
		}
		st := c.Stats()
		if st.Docs == 0 && round > 0 {
			t.Fatalf("round %d: nothing committed (%+v)", round, st)
		}
		n := 0
		err = c.Keys(KeyID, func(key string, ids []DocID) error {
			for _, id := range ids {
				n++
				txt, err := c.Text(id)
				if err != nil {
					return err
				}
				var m map[string]int
				meta, _ := c.Meta(id)
				if err := json.Unmarshal(meta, &m); err != nil || key != fmt.Sprint(KeyID, "doc:", m["n"]) {
					return fmt.Errorf("document %d: key %s, meta %s", id, key, meta)
				}
				if n%25 == 0 {
					norm := norm.Normalize(txt)
					p := norm[len(norm)/2 : len(norm)/2+120]
					res, err := c.Search(context.Background(), p, 1<<20)
					if err != nil {
						return err
					}
					if !containsID(res.Docs, id) {
						v := c.view()
						sg, local, _ := v.locate(id)
						cand, _ := sg.candidates(queryHashes(p))
						return fmt.Errorf("document %d (%s, local %d of %d, bits %d): its passage %q is not found (candidates there %v; %+v)", id, sg.name, local, sg.ndocs(), sg.h.bits, p, cand, res)
					}
				}
			}
			return nil
		})
		if err != nil {
			t.Fatalf("round %d: %v", round, err)
		}
		if n != st.Docs {
			t.Fatalf("round %d: %d documents by key, %d counted", round, n, st.Docs)
		}
		c.Close()
		t.Logf("round %d: %d documents in %d segments survived", round, st.Docs, st.Segments)
	}
	// A writer cleans up after the killed ones.
	c := open(t, dir, 32<<10)
	b, err := c.Begin()
	if err != nil {
		t.Fatal(err)
	}
	b.Abort()
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), ".tmp-") {
			t.Errorf("leftover %s", e.Name())
		}
	}
	segs, _ := filepath.Glob(filepath.Join(dir, "seg-*"))
	if len(segs) != c.Stats().Segments {
		t.Errorf("%d segment files for %d segments", len(segs), c.Stats().Segments)
	}
}

func containsID(ids []DocID, id DocID) bool {
	for _, x := range ids {
		if x == id {
			return true
		}
	}
	return false
}
