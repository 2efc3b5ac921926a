package extract

import (
	"archive/zip"
	"bytes"
	"errors"
	"io"
	"math/rand"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"
)

// TestMalformed: every file of corpus/malformed gives a document or a clear
// error naming the file — never a panic or a hang.
func TestMalformed(t *testing.T) {
	dir := filepath.Join(sharedDir(t), "corpus", "malformed")
	want := map[string]error{ // expected outcome class; nil = text
		"bad-xml.docx":                    ErrCorrupt,
		"broken-xref.pdf":                 nil,
		"empty.pdf":                       ErrCorrupt,
		"encrypted-aes128-no-userpw.pdf":  nil,
		"encrypted-aes256-no-userpw.pdf":  nil,
		"encrypted-aes256-userpw.pdf":     ErrEncrypted,
		"encrypted-rc4-128-no-userpw.pdf": nil,
		"no-document-xml.docx":            ErrCorrupt,
		"pdf-renamed.docx":                nil, // content wins: it is read as the PDF it is
		"random-with-header.pdf":          ErrCorrupt,
		"random.docx":                     ErrCorrupt,
		"random.pdf":                      ErrCorrupt,
		"truncated-60pct.pdf":             ErrCorrupt, // lost xref and trailer: no tool reads it
		"truncated-tail.pdf":              ErrCorrupt,
		"truncated.docx":                  ErrCorrupt,
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*"))
	if len(files) != len(want) {
		t.Errorf("%d files in %s, the test knows %d", len(files), dir, len(want))
	}
	for _, f := range files {
		name := filepath.Base(f)
		t.Run(name, func(t *testing.T) {
			doc, err := File(t.Context(), f, Options{PDF: pdfPool(t), Limits: Limits{Timeout: 20 * time.Second}})
			exp, known := want[name]
			if !known {
				t.Fatalf("unexpected file (err %v)", err)
			}
			switch {
			case exp == nil && err != nil:
				t.Errorf("want text, got %v", err)
			case exp == nil:
				t.Logf("text: %d bytes, %d pages", len(doc.Text), len(doc.Pages))
				if len(doc.Text) < 1000 {
					t.Errorf("only %d bytes of text", len(doc.Text))
				}
			case !errors.Is(err, exp):
				t.Errorf("want %v, got %v", exp, err)
			default:
				t.Logf("error: %v", err)
				if !strings.Contains(err.Error(), name) {
					t.Errorf("error does not name the file: %v", err)
				}
			}
		})
	}
}

// TestMutants runs seeded mutants of the corpus PDFs and DOCX files (byte
// flips, truncations, deleted and duplicated ranges, scrambled digits;
// DOCX also with its document.xml mutated and re-zipped): 0 panics, 0
// hangs, every failure a classified error naming the file. 240 mutants,
// 60 with -short.
func TestMutants(t *testing.T) {
	corpus := filepath.Join(sharedDir(t), "corpus")
	n := 240
	if testing.Short() {
		n = 60
	}
	var seeds []string
	for _, f := range []string{"pdf/memo-lo.pdf", "pdf/memo-pdflatex.pdf", "pdf/memo-lualatex.pdf", "pdf/memo-lo-nfd-shy.pdf", "docx/memo-word.docx", "docx/memo-lo.docx"} {
		seeds = append(seeds, filepath.Join(corpus, f))
	}
	rng := rand.New(rand.NewSource(20261130))
	counts := map[string]int{}
	classes := map[string]int{}
	var slowest time.Duration
	for i := 0; i < n; i++ {
		src := seeds[i%len(seeds)]
		data, err := os.ReadFile(src)
		if err != nil {
			t.Fatal(err)
		}
		var mut []byte
		if strings.HasSuffix(src, ".docx") && i%2 == 0 {
			mut = mutateDocxXML(t, data, rng)
		} else {
			mut = mutate(data, rng)
		}
		name := filepath.Base(src) + "#" + itoa(i)
		start := time.Now()
		_, err = Bytes(t.Context(), name, mut, Options{PDF: pdfPool(t), Limits: Limits{Timeout: 20 * time.Second}})
		el := time.Since(start)
		slowest = max(slowest, el)
		switch {
		case err == nil:
			counts["ok"]++
		case errors.Is(err, ErrPanic):
			counts["panic"]++
			t.Errorf("%s: %v", name, err)
		case errors.Is(err, ErrTimeoutLike):
			counts["hang"]++
			t.Errorf("%s: %v", name, err)
		default:
			counts["error"]++
			c := errorClass(err)
			classes[c]++
			if c == "unclassified" || !strings.Contains(err.Error(), name) {
				t.Errorf("%s: unclear error: %v", name, err)
			}
		}
	}
	var cl []string
	for k, v := range classes {
		cl = append(cl, k+"="+itoa(v))
	}
	sort.Strings(cl)
	t.Logf("%d mutants: ok %d, error %d (%s), panic %d, hang %d; slowest %v",
		n, counts["ok"], counts["error"], strings.Join(cl, " "), counts["panic"], counts["hang"], slowest.Round(time.Millisecond))
}

// ErrTimeoutLike matches a document abandoned at its time limit.
var ErrTimeoutLike = errTimeoutLike{}

type errTimeoutLike struct{}

func (errTimeoutLike) Error() string { return "timeout" }
func (errTimeoutLike) Is(err error) bool {
	return strings.Contains(err.Error(), "limit Timeout=")
}

func errorClass(err error) string {
	var le *LimitError
	for _, c := range []struct {
		name string
		err  error
	}{{"corrupt", ErrCorrupt}, {"encrypted", ErrEncrypted}, {"no-text", ErrNoTextLayer}, {"unsupported", ErrUnsupported}, {"encoding", ErrEncoding}} {
		if errors.Is(err, c.err) {
			return c.name
		}
	}
	if errors.As(err, &le) {
		return "limit"
	}
	return "unclassified"
}

func itoa(i int) string {
	return strings.TrimLeft(strings.Repeat("0", 1)+string(rune('0'+i/100%10))+string(rune('0'+i/10%10))+string(rune('0'+i%10)), "0")
}

// mutate applies one of the research's mutation kinds.
func mutate(data []byte, rng *rand.Rand) []byte {
	b := bytes.Clone(data)
	n := len(b)
	switch rng.Intn(5) {
	case 0: // flip 1–20 random bytes
		for k := rng.Intn(20) + 1; k > 0; k-- {
			b[rng.Intn(n)] ^= byte(rng.Intn(255) + 1)
		}
	case 1: // truncate
		b = b[:rng.Intn(n)]
	case 2: // delete a range
		i := rng.Intn(n)
		j := min(n, i+rng.Intn(2000)+1)
		b = append(b[:i:i], b[j:]...)
	case 3: // duplicate a range
		i := rng.Intn(n)
		j := min(n, i+rng.Intn(2000)+1)
		b = append(b[:j:j], append(bytes.Clone(data[i:j]), data[j:]...)...)
	case 4: // scramble digits (object numbers, offsets, lengths)
		for k := 0; k < 50; k++ {
			i := rng.Intn(n)
			if b[i] >= '0' && b[i] <= '9' {
				b[i] = byte('0' + rng.Intn(10))
			}
		}
	}
	return b
}

// mutateDocxXML mutates word/document.xml and zips the package again.
func mutateDocxXML(t *testing.T, data []byte, rng *rand.Rand) []byte {
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, f := range zr.File {
		rc, _ := f.Open()
		content, _ := io.ReadAll(rc)
		rc.Close()
		if f.Name == "word/document.xml" || (f.Name == "word/footnotes.xml" && rng.Intn(3) == 0) {
			content = mutate(content, rng)
		}
		w, _ := zw.Create(f.Name)
		w.Write(content)
	}
	zw.Close()
	return buf.Bytes()
}
