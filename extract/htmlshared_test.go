package extract

import (
	"context"
	"crypto/sha256"
	"fmt"
	"strings"
	"testing"

	"citeguard/internal/golden"
	"citeguard/internal/sharedtest"
)

// TestHTMLSharedGolden: every HTML input of the workplace (the HTML files of
// ../shared and of the repository's test data, and the textContent of every
// SAOS record) reads into the paragraphs testdata/html-shared.golden records
// (one SHA-256 of htmlParagraphs' result per input), so that a change to
// the HTML reader that changes what it reads shows input by input.
func TestHTMLSharedGolden(t *testing.T) {
	t.Parallel()
	var b strings.Builder
	for _, in := range sharedtest.HTMLInputs(t) {
		paras, err := htmlParagraphs(context.Background(), []byte(in.Text), DefaultLimits)
		h := sha256.New()
		fmt.Fprintf(h, "err %v\n", err)
		for _, q := range paras {
			fmt.Fprintf(h, "%v %d %q\n", q.kind, q.level, q.text)
		}
		fmt.Fprintf(&b, "%s\t%x\n", in.Name, h.Sum(nil))
	}
	golden.Check(t, "testdata/html-shared.golden", []byte(b.String()))
}
