package library

import (
	"context"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"citeguard/internal/sharedtest"
)

// The shared 25 MB library is indexed at most once per test binary.
var shared struct {
	once  sync.Once
	root  string
	state string
	lib   *Library
	took  time.Duration
	err   error
}

func TestMain(m *testing.M) {
	code := m.Run()
	if shared.state != "" {
		os.RemoveAll(shared.state)
	}
	os.Exit(code)
}

func sharedLibrary(t testing.TB) (*Library, string) {
	t.Helper()
	root := sharedtest.Path(t, "testdata/library")
	shared.once.Do(func() {
		shared.root = root
		shared.state, shared.err = os.MkdirTemp("", "citeguard-shared-state-")
		if shared.err != nil {
			return
		}
		t0 := time.Now()
		shared.lib, shared.err = Open(context.Background(), Options{Roots: []string{root}, StateDir: shared.state, Logger: quiet})
		shared.took = time.Since(t0)
	})
	if shared.err != nil {
		t.Fatal(shared.err)
	}
	return shared.lib, shared.root
}

// TestSharedIndexResolves: every judgment listed in the shared INDEX.tsv
// resolves by its signature (each of them, when a file lists several) to the
// source that holds the file.
func TestSharedIndexResolves(t *testing.T) {
	l, root := sharedLibrary(t)
	data, err := os.ReadFile(filepath.Join(root, "INDEX.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	rows, ok := 0, 0
	sigs := map[string]bool{}
	for _, line := range strings.Split(string(data), "\n")[1:] {
		f := strings.Split(line, "\t")
		if len(f) < 6 || !strings.HasPrefix(f[1], "judgment") {
			continue
		}
		rows++
		want := l.SourceOf(filepath.Join(root, filepath.FromSlash(f[0])))
		if want == nil {
			t.Errorf("%s: the file is in no source", f[0])
			continue
		}
		good := true
		for _, sig := range strings.Split(f[2], ",") {
			sigs[strings.TrimSpace(sig)] = true
			r, err := l.Resolve(Query{Signature: sig})
			if err != nil {
				t.Errorf("%s: %v", f[0], err)
				good = false
				continue
			}
			found := false
			for _, s := range r.Sources {
				found = found || s == want
			}
			if !found {
				t.Errorf("%s: %q resolves to %s, not to %s", f[0], sig, r.Sources[0].ID, want.ID)
				good = false
			}
		}
		if good {
			ok++
		}
	}
	t.Logf("INDEX.tsv: %d of %d judgment files (%d distinct signatures) resolve by signature; cold index of the shared library took %v",
		ok, rows, len(sigs), shared.took.Round(time.Millisecond))
	if ok != rows {
		t.Errorf("%d of %d resolve", ok, rows)
	}
}

func TestSharedShow(t *testing.T) {
	l, _ := sharedLibrary(t)
	r, err := l.Resolve(ParseAnchor("III CZP 39/02"))
	if err != nil {
		t.Fatal(err)
	}
	m := r.Sources[0].Meta
	if m.Court != "Sąd Najwyższy" || m.Date != "2002-07-05" || !strings.HasPrefix(m.Parties, "Dariusza C. przeciwko Gminie I.Z.") || r.Ambiguous {
		t.Errorf("III CZP 39/02: %+v", m)
	}
	r, err = l.Resolve(ParseAnchor("art. 415 k.c."))
	if err != nil {
		t.Fatal(err)
	}
	versions := map[string]bool{}
	for _, sp := range r.Spans {
		versions[sp.Source.Meta.Version] = true
		if !strings.Contains(sp.Text, "Kto z winy swej wyrządził drugiemu szkodę, obowiązany jest do jej naprawienia.") || strings.Contains(sp.Text, "Art. 416") {
			t.Errorf("art. 415 in %s: %q", sp.Rendering.Path, sp.Text)
		}
	}
	if len(versions) != 2 {
		t.Errorf("art. 415 k.c. in versions %v, want the 2015 and the 2025 text", versions)
	}
	// Version drift: KPC 2015 art. 233 § 1 says "wiarogodność".
	r, err = l.Resolve(ParseAnchor("art. 233 § 1 k.p.c."))
	if err != nil || !strings.Contains(r.Spans[0].Text, "wiarogodność i moc dowodów") || strings.Contains(r.Spans[0].Text, "§2") {
		t.Errorf("art. 233 § 1 k.p.c.: %v %+v", err, r)
	}
	// Every RODO article resolves.
	for _, a := range []string{"1", "5", "6", "17", "99"} {
		if _, err := l.Resolve(ParseAnchor("art. " + a + " RODO")); err != nil {
			t.Errorf("art. %s RODO: %v", a, err)
		}
	}
}

// TestSharedSearchSpeed: a few misattribution searches with their timing
// (the benchmark measures p50 properly; this is a guard that runs always).
func TestSharedSearchSpeed(t *testing.T) {
	l, _ := sharedLibrary(t)
	ctx := context.Background()
	if _, err := l.Search(ctx, "warm up the index", 1); err != nil {
		t.Fatal(err)
	}
	qs := benchPassages(t, l, 50)
	var d []time.Duration
	for _, q := range qs {
		t0 := time.Now()
		hits, err := l.Search(ctx, q.text, 0)
		d = append(d, time.Since(t0))
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for _, h := range hits {
			found = found || h.TextHash == q.hash
		}
		if !found {
			t.Errorf("passage %.40q not found in its own text", q.text)
		}
	}
	sort.Slice(d, func(i, k int) bool { return d[i] < d[k] })
	t.Logf("search over the shared library: p50 %v, max %v (%d passages)", d[len(d)/2], d[len(d)-1], len(d))
	if d[len(d)/2] > 50*time.Millisecond {
		t.Errorf("p50 %v", d[len(d)/2])
	}
}

type passage struct{ text, hash string }

// benchPassages cuts n passages (120 bytes, on word boundaries) from the
// library's texts, spread over the sources.
func benchPassages(t testing.TB, l *Library, n int) []passage {
	var hashes []string
	for _, s := range l.Sources() {
		for _, r := range s.Readable() {
			hashes = append(hashes, r.TextHash)
			break
		}
	}
	var out []passage
	for i := 0; len(out) < n && i < len(hashes)*3; i++ {
		h := hashes[(i*7919)%len(hashes)]
		text, err := l.VersionText(h)
		if err != nil || len(text) < 2000 {
			continue
		}
		at := (len(text) / 3) + (i*131)%(len(text)/3)
		for at < len(text) && text[at] != ' ' {
			at++
		}
		end := at + 120
		for end < len(text) && text[end] != ' ' {
			end++
		}
		if end >= len(text) {
			continue
		}
		out = append(out, passage{text[at:end], h})
	}
	return out
}
