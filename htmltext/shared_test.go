package htmltext

import (
	"crypto/sha256"
	"fmt"
	"strings"
	"testing"

	"citeguard/internal/golden"
	"citeguard/internal/sharedtest"
)

// TestSharedGolden: every HTML input of the workplace (the HTML files of
// ../shared and of the repository's test data, and the textContent of every
// SAOS record: 105 inputs) gives the text and anonymised ranges
// testdata/text-shared.golden records, one SHA-256 per input. The golden
// file was made by the library's own HTML reader (library/saos/html.go)
// before this package replaced it: the library's texts did not change.
func TestSharedGolden(t *testing.T) {
	t.Parallel()
	var b strings.Builder
	for _, in := range sharedtest.HTMLInputs(t) {
		text, spans := Text(in.Text)
		fmt.Fprintf(&b, "%s\t%x\n", in.Name, sha256.Sum256([]byte(fmt.Sprintf("%v\n%s", spans, text))))
	}
	golden.Check(t, "testdata/text-shared.golden", []byte(b.String()))
}
