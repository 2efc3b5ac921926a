package saosgen

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"citeguard/internal/sharedtest"
	"citeguard/library/saos"
)

var reSynthetic = regexp.MustCompile(`^(?:I|II|III|IV|V|VI|VII|VIII|IX|X|XI|XII) Ysyn \d{1,5}/\d\d$`)

func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

// TestDump generates a small dump, reads it back with the SAOS reader and
// checks what the dump promises: SAOS pages in date order, signatures and
// ids in the synthetic namespace and unique, courts that resolve, and every
// quoted passage verbatim in the quoting judgment and in its origin.
func TestDump(t *testing.T) {
	lib := sharedtest.Path(t, "testdata/library")
	out := t.TempDir()
	g, err := New(Options{Library: lib, Out: out, N: 400, Seed: 7, QuoteRate: 0.3, ChainRate: 0.2, MeanBytes: 6000})
	if err != nil {
		t.Fatal(err)
	}
	st, err := g.Generate(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if st.Pages != 4 || st.Quotes == 0 || st.Chained == 0 {
		t.Fatalf("stats %+v", st)
	}
	texts := map[int64]string{}
	sigs := map[string]bool{}
	last := ""
	pages, _ := filepath.Glob(filepath.Join(out, "judgments-*.json"))
	if len(pages) != 4 {
		t.Fatalf("%d pages", len(pages))
	}
	for _, p := range pages {
		err := saos.ReadFile(p, saos.Options{}, func(j *saos.Judgment) error {
			if j.ID < FirstID || texts[j.ID] != "" {
				t.Errorf("id %d outside the namespace or repeated", j.ID)
			}
			if len(j.Signatures) != 1 || !reSynthetic.MatchString(j.Signatures[0]) || sigs[j.Signatures[0]] {
				t.Errorf("signature %q outside the namespace or repeated", j.Signatures)
			}
			sigs[j.Signatures[0]] = true
			if j.Date < last {
				t.Errorf("%d: date %s before %s: a dump is in date order", j.ID, j.Date, last)
			}
			last = j.Date
			if j.Court.Name == "" || j.CourtType == saos.Common && (j.Court.From != "judgmentId" || j.Court.Division == "") {
				t.Errorf("%d: court not resolved: %+v", j.ID, j.Court)
			}
			if j.Provenance.Page < 0 {
				t.Errorf("%d: no page number", j.ID)
			}
			texts[j.ID] = oneLine(j.Text)
			return nil
		}, func(e *saos.RecordError) { t.Error(e) })
		if err != nil {
			t.Fatal(err)
		}
	}
	if len(texts) != 400 {
		t.Fatalf("%d judgments read, want 400", len(texts))
	}
	f, err := os.Open(filepath.Join(out, "quotes.truth"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	n := 0
	for sc.Scan() {
		var q Quote
		if err := json.Unmarshal(sc.Bytes(), &q); err != nil {
			t.Fatal(err)
		}
		n++
		if !strings.Contains(texts[q.Doc], q.Passage) {
			t.Errorf("passage not in the quoting judgment %d: %q", q.Doc, q.Passage)
		}
		switch q.From.Kind {
		case "synthetic":
			if !strings.Contains(texts[q.From.ID], q.Passage) || q.From.Date > q.Date || q.From.ID >= q.Doc {
				t.Errorf("passage of %d not in its origin %d or the origin is later: %+v", q.Doc, q.From.ID, q)
			}
		default:
			data, err := os.ReadFile(filepath.Join(lib, q.From.Path))
			if err != nil {
				t.Fatal(err)
			}
			src := oneLine(reHyphenBreak.ReplaceAllString(strings.ReplaceAll(string(data), "\f", "\n"), "$1$2"))
			if !strings.Contains(src, q.Passage) {
				t.Errorf("passage not in its origin %s: %q", q.From.Path, q.Passage)
			}
			if q.From.Kind == "real-judgment" && q.From.Date >= q.Date {
				t.Errorf("a judgment of %s quotes one of %s", q.Date, q.From.Date)
			}
		}
	}
	if n != st.Quotes {
		t.Errorf("%d truth lines, %d quotes counted", n, st.Quotes)
	}
	// The same seed writes the same dump.
	out2 := t.TempDir()
	g2, _ := New(Options{Library: lib, Out: out2, N: 400, Seed: 7, QuoteRate: 0.3, ChainRate: 0.2, MeanBytes: 6000, Workers: 1})
	if _, err := g2.Generate(context.Background()); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"judgments-000002.json", "quotes.truth", "judgments.tsv"} {
		a, _ := os.ReadFile(filepath.Join(out, name))
		b, _ := os.ReadFile(filepath.Join(out2, name))
		if !bytes.Equal(a, b) {
			t.Errorf("%s differs between two runs with the same seed", name)
		}
	}
}
