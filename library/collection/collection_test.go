package collection

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"citeguard/norm"
)

// words makes texts of real-looking Polish legal prose: every document is
// a different sequence of the same vocabulary, like judgments are.
var vocabulary = strings.Fields(`sąd okręgowy apelacyjny najwyższy wyrok postanowienie uchwała
powód pozwany strona umowa szkoda odszkodowanie zadośćuczynienie krzywda przepis art. k.c. k.p.c.
ustawa zasada odpowiedzialność deliktowa kontraktowa przesłanka związek przyczynowy wina bezprawność
zdarzenie skutek świadczenie zobowiązanie dłużnik wierzyciel termin przedawnienie roszczenie
należność odsetki koszty postępowania apelacja kasacja zażalenie skarga oddala uwzględnia zmienia
uchyla przekazuje rozpoznania ponownego instancji pierwszej drugiej materialnego procesowego prawa`)

func prose(r *rand.Rand, n int) string {
	var b strings.Builder
	for b.Len() < n {
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(vocabulary[r.IntN(len(vocabulary))])
	}
	return b.String()
}

func testDoc(i int, r *rand.Rand) Doc {
	text := fmt.Sprintf("Sygn. akt I C %d/19\nWYROK\n%s", i, prose(r, 2000+r.IntN(3000)))
	return Doc{
		Text: text,
		Meta: fmt.Appendf(nil, `{"n":%d}`, i),
		Keys: []string{KeyID + fmt.Sprint("doc:", i), KeySignature + fmt.Sprintf("I C %d/19", i), KeyCourtDate + fmt.Sprintf("Sąd Rejonowy|2019-01-%02d", 1+i%28)},
		Rank: Rank(1, fmt.Sprintf("2019-01-%02d", 1+i%28), i%8),
	}
}

func open(t *testing.T, dir string, seg int64) *Collection {
	t.Helper()
	c, err := Open(Options{Dir: dir, SegmentBytes: seg})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

func add(t *testing.T, c *Collection, from, to int, seed uint64) []Doc {
	t.Helper()
	b, err := c.Begin()
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(seed, 0))
	var docs []Doc
	for i := from; i < to; i++ {
		d := testDoc(i, r)
		docs = append(docs, d)
		if _, err := b.Add(d); err != nil {
			t.Fatal(err)
		}
	}
	if err := b.Commit(); err != nil {
		t.Fatal(err)
	}
	return docs
}

func TestAddLookupSearch(t *testing.T) {
	dir := t.TempDir()
	c := open(t, dir, 64<<10) // small segments: several of them
	docs := add(t, c, 0, 300, 1)
	st := c.Stats()
	if st.Docs != 300 || st.Segments < 5 {
		t.Fatalf("stats %+v: want 300 documents in several segments", st)
	}
	// Reopen: everything is on disk.
	c.Close()
	c = open(t, dir, 64<<10)
	for _, i := range []int{0, 1, 150, 299} {
		ids, err := c.Lookup(KeySignature + fmt.Sprintf("I C %d/19", i))
		if err != nil || len(ids) != 1 {
			t.Fatalf("lookup %d: %v %v", i, ids, err)
		}
		text, err := c.Text(ids[0])
		if err != nil || text != docs[i].Text {
			t.Fatalf("text of %d differs (%v)", i, err)
		}
		meta, _ := c.Meta(ids[0])
		if string(meta) != string(docs[i].Meta) {
			t.Errorf("meta %s, want %s", meta, docs[i].Meta)
		}
	}
	if ids, _ := c.Lookup(KeySignature + "I C 300/19"); len(ids) != 0 {
		t.Errorf("absent signature found: %v", ids)
	}
	if ids, _ := c.Lookup(KeyCourtDate + "Sąd Rejonowy|2019-01-05"); len(ids) != 11 {
		t.Errorf("court+date: %d documents, want 11", len(ids))
	}
	// Every passage of every document is found, in that document.
	r := rand.New(rand.NewPCG(9, 9))
	for k := 0; k < 200; k++ {
		i := r.IntN(len(docs))
		nt := norm.Normalize(docs[i].Text)
		at := r.IntN(len(nt) - 100)
		p := nt[at : at+MinPassage+r.IntN(80)]
		res, err := c.Search(context.Background(), p, 10000)
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for _, d := range res.Docs {
			txt, _ := c.Text(d)
			if !strings.Contains(norm.Normalize(txt), p) {
				t.Fatalf("search returned %d, which does not hold %q", d, p)
			}
			id, _ := c.Lookup(KeyID + fmt.Sprint("doc:", i))
			found = found || d == id[0]
		}
		if !found {
			t.Fatalf("passage %q of document %d not found (%+v)", p, i, res)
		}
		// Results come best rank first.
		for j := 1; j < len(res.Docs); j++ {
			if c.Rank(res.Docs[j-1]) > c.Rank(res.Docs[j]) {
				t.Fatalf("results not in rank order")
			}
		}
	}
	if _, err := c.Search(context.Background(), "za krótki", 0); !errors.Is(err, ErrPassageTooShort) {
		t.Errorf("short passage: %v", err)
	}
	res, _ := c.Search(context.Background(), "fabrykowany cytat którego nie ma w żadnym orzeczeniu sądu", 0)
	if len(res.Docs) != 0 {
		t.Errorf("a fabricated passage was found: %+v", res)
	}
}

func TestDeleteAndReadOnly(t *testing.T) {
	dir := t.TempDir()
	c := open(t, dir, 1<<20)
	add(t, c, 0, 50, 2)
	ro, err := Open(Options{Dir: dir, ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer ro.Close()
	if _, err := ro.Begin(); !errors.Is(err, ErrReadOnly) {
		t.Fatalf("read-only Begin: %v", err)
	}
	gen := ro.Generation()
	ids, _ := c.Lookup(KeySignature + "I C 7/19")
	b, _ := c.Begin()
	b.Delete(ids[0])
	r := rand.New(rand.NewPCG(5, 5))
	nd := testDoc(7, r) // the replacement
	if _, err := b.Add(nd); err != nil {
		t.Fatal(err)
	}
	if err := b.Commit(); err != nil {
		t.Fatal(err)
	}
	// The reader sees the old state until it refreshes.
	if ro.Generation() != gen {
		t.Fatal("a reader changed without Refresh")
	}
	if err := ro.Refresh(); err != nil {
		t.Fatal(err)
	}
	got, _ := ro.Lookup(KeySignature + "I C 7/19")
	if len(got) != 1 || got[0] == ids[0] {
		t.Fatalf("after replace: %v (old %v)", got, ids)
	}
	if txt, _ := ro.Text(got[0]); txt != nd.Text {
		t.Error("the replacement's text differs")
	}
	if !ro.Deleted(ids[0]) || ro.Stats().Docs != 50 || ro.Stats().Deleted != 1 {
		t.Errorf("stats %+v", ro.Stats())
	}
	// The deleted document's text stays readable (for stale reports).
	if _, err := ro.Text(ids[0]); err != nil {
		t.Errorf("deleted text unreadable: %v", err)
	}
}

func TestImportState(t *testing.T) {
	dir := t.TempDir()
	c := open(t, dir, 1<<20)
	b, _ := c.Begin()
	b.SetImport("/dump/judgments-000001.json", ImportState{Size: 10, ModTime: 20, Items: 100, Done: true})
	if err := b.Commit(); err != nil {
		t.Fatal(err)
	}
	c.Close()
	c = open(t, dir, 1<<20)
	if st, ok := c.Import("/dump/judgments-000001.json"); !ok || !st.Done || st.Items != 100 {
		t.Fatalf("import state %+v %v", st, ok)
	}
}

func TestDamagedSegment(t *testing.T) {
	dir := t.TempDir()
	c := open(t, dir, 1<<20)
	add(t, c, 0, 20, 3)
	c.Close()
	segs, _ := filepath.Glob(filepath.Join(dir, "seg-*"))
	data, _ := os.ReadFile(segs[0])
	data[headerSize+5] ^= 0xFF // the text may change without notice; the header may not
	data[20] ^= 0xFF
	os.WriteFile(segs[0], data, 0o644)
	if _, err := Open(Options{Dir: dir}); err == nil || !strings.Contains(err.Error(), "checksum") {
		t.Fatalf("damaged header: %v", err)
	}
}

func TestRank(t *testing.T) {
	ordered := []uint32{
		Rank(0, "2020-01-01", 7), // a statute before any judgment
		Rank(1, "1999-05-05", 5), // the earliest judgment
		Rank(1, "2005-05-05", 0), // same date: the higher court first
		Rank(1, "2005-05-05", 3),
		Rank(1, "", 0), // a judgment of unknown date
		Rank(2, "1990-01-01", 0),
	}
	if !slices.IsSorted(ordered) {
		t.Errorf("ranks out of order: %v", ordered)
	}
	if d, ok := civilDays("1900-01-02"); !ok || d != 1 {
		t.Errorf("civilDays = %d %v", d, ok)
	}
}

func TestGrams(t *testing.T) {
	// Winnowing guarantees: every passage of MinPassage bytes holds a gram
	// the text holding it chose.
	r := rand.New(rand.NewPCG(4, 4))
	text := norm.Normalize(prose(r, 20000))
	var g gramScratch
	chosen := map[uint32]bool{}
	for _, b := range g.prefixes(text) {
		chosen[b] = true
	}
	for k := 0; k < 2000; k++ {
		at := r.IntN(len(text) - MinPassage)
		hs := queryHashes(text[at : at+MinPassage])
		if len(hs) == 0 {
			t.Fatal("a passage of MinPassage bytes chose no gram")
		}
		for _, h := range hs {
			if !chosen[uint32(h>>32)] {
				t.Fatalf("the passage at %d chose a gram its text did not", at)
			}
		}
	}
	if queryHashes(text[:MinPassage-1]) != nil {
		t.Error("a passage under MinPassage chose grams")
	}
	docs := []uint32{0, 5, 6, 1000, 70000}
	got, err := decodeList(appendList(nil, docs), 70001, nil)
	if err != nil || !slices.Equal(got, docs) {
		t.Errorf("list round trip: %v %v", got, err)
	}
	if _, err := decodeList(appendList(nil, docs), 1000, nil); err == nil {
		t.Error("a document beyond the segment was accepted")
	}
}

// TestBloom: no key added is ever missed; about 1 % of the others pass.
func TestBloom(t *testing.T) {
	b := newBloom(10000)
	for i := range 10000 {
		b.add(fmt.Sprint(KeySignature, "I C ", i, "/19"))
	}
	for i := range 10000 {
		if !b.has(fmt.Sprint(KeySignature, "I C ", i, "/19")) {
			t.Fatalf("key %d missed", i)
		}
	}
	fp := 0
	for i := range 10000 {
		if b.has(fmt.Sprint(KeySignature, "II C ", i, "/19")) {
			fp++
		}
	}
	if fp > 300 {
		t.Errorf("%d false positives in 10,000 (want about 1 %%)", fp)
	}
	c, err := parseBloom(b.marshal())
	if err != nil || !c.has(KeySignature+"I C 7/19") {
		t.Errorf("round trip: %v", err)
	}
	if _, err := parseBloom([]byte{1, 2, 3}); err == nil {
		t.Error("a damaged filter was accepted")
	}
}
