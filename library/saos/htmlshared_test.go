package saos

import (
	"crypto/sha256"
	"fmt"
	"strings"
	"testing"

	"citeguard/internal/golden"
	"citeguard/internal/sharedtest"
)

func TestHTMLSharedGolden(t *testing.T) {
	t.Parallel()
	var b strings.Builder
	for _, in := range sharedtest.HTMLInputs(t) {
		text, spans := HTMLText(in.Text)
		fmt.Fprintf(&b, "%s\t%x\n", in.Name, sha256.Sum256([]byte(fmt.Sprintf("%v\n%s", spans, text))))
	}
	golden.Check(t, "testdata/html-shared.golden", []byte(b.String()))
}
