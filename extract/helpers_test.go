package extract

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// sharedDir returns ../shared/testdata (relative to the module root), or
// skips the test when this clone has no ../shared beside it.
func sharedDir(t testing.TB) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			break
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Fatal("go.mod not found above the test directory")
		}
		dir = parent
	}
	shared := filepath.Join(dir, "..", "shared", "testdata")
	if _, err := os.Stat(shared); err != nil {
		t.Skipf("skipping: the shared corpus %s is absent (it lives beside the repository on the project machine)", shared)
	}
	return shared
}

var (
	testPoolOnce sync.Once
	testPool     *PDFPool
	testPoolErr  error
)

// longPDFTests says whether the long forms of the PDF comparisons run:
// CITEGUARD_EXTRACT=long compares the two PDF paths (TestPDFPathsAgree)
// and one instance against several (TestPDFPagesSpread) on every PDF of
// the shared test data, the 50-page memos included; by default they run
// on the documents of at most longPDFPages pages (every producer of the
// corpus, judgments of 2–19 pages), which takes a fraction of the time.
func longPDFTests() bool { return os.Getenv("CITEGUARD_EXTRACT") == "long" }

// longPDFPages is the most pages a document of the default PDF
// comparisons has (CITEGUARD_EXTRACT=long: any number).
const longPDFPages = 20

// pdfPool returns the pool shared by all tests of the package (one
// compilation of PDFium per test binary, cached on disk across runs).
func pdfPool(t testing.TB) *PDFPool {
	t.Helper()
	testPoolOnce.Do(func() {
		testPool, testPoolErr = NewPDFPool(PDFConfig{Workers: 2})
	})
	if testPoolErr != nil {
		t.Fatalf("starting the PDF pool: %v", testPoolErr)
	}
	return testPool
}

func TestMain(m *testing.M) {
	code := m.Run()
	if testPool != nil {
		testPool.Close()
	}
	os.Exit(code)
}

var dotsRE = regexp.MustCompile(`\.\s*\.\s*\.`)

// normalize is a small local stand-in for the engine's normalizer (which
// this package must not import): NFC, lower case, quotation marks and
// dashes unified, soft hyphen and zero-width characters dropped, ellipses
// unified, white space (NBSP included) collapsed.
func normalize(s string) string {
	s = norm.NFC.String(s)
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		switch r {
		case '„', '”', '“', '«', '»', '″':
			b.WriteByte('"')
		case '‚', '‘', '’', '′':
			b.WriteByte('\'')
		case '‐', '‑', '‒', '–', '—', '―', '−':
			b.WriteByte('-')
		case 0xAD, 0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF, 0x02:
		case '…':
			b.WriteString("...")
		default:
			if unicode.IsSpace(r) || r == 0xA0 || r == 0x202F {
				b.WriteByte(' ')
			} else {
				b.WriteRune(r)
			}
		}
	}
	s = dotsRE.ReplaceAllString(b.String(), "...")
	return strings.Join(strings.Fields(s), " ")
}

// tokens splits normalized text into runs of letters, marks and digits.
func tokens(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool {
		return !(unicode.IsLetter(r) || unicode.IsMark(r) || unicode.IsDigit(r))
	})
}

// recall is the share of the multiset of want's tokens found in got's.
func recall(want, got string) float64 {
	have := map[string]int{}
	for _, tk := range tokens(normalize(got)) {
		have[tk]++
	}
	total, found := 0, 0
	for _, tk := range tokens(normalize(want)) {
		total++
		if have[tk] > 0 {
			have[tk]--
			found++
		}
	}
	if total == 0 {
		return 1
	}
	return float64(found) / float64(total)
}

// windows returns every 10-word window (stride 5) of every paragraph.
func windows(paragraphs []string) []string {
	var out []string
	for _, p := range paragraphs {
		w := strings.Fields(normalize(p))
		for i := 0; i+10 <= len(w); i += 5 {
			out = append(out, strings.Join(w[i:i+10], " "))
		}
	}
	return out
}

// allText is the body and the footnotes of a document.
func allText(d *Document) string {
	var b strings.Builder
	b.WriteString(d.Text)
	for _, f := range d.Footnotes {
		b.WriteString("\n")
		b.WriteString(f.Text)
	}
	return b.String()
}

func writeFile(path, s string) error { return os.WriteFile(path, []byte(s), 0o644) }

func utf8Valid(s string) bool { return utf8.ValidString(s) }

// readDeadline is when a read of a test should be given up: after most,
// but never past the test binary's own deadline (less a minute to report).
func readDeadline(t *testing.T, most time.Duration) time.Time {
	end := time.Now().Add(most)
	if d, ok := t.Deadline(); ok && d.Add(-time.Minute).Before(end) {
		end = d.Add(-time.Minute)
	}
	return end
}
