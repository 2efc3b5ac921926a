package docxcomments

import (
	"context"
	"fmt"
	"testing"

	"citeguard/extract"
)

// The test helpers of this package, for the pipeline tests of
// docxcomments_test (pipeline_test.go), which import check.
var (
	VerifyCopy    = verifyCopy
	LawyerView    = lawyerView
	ZipParts      = zipParts
	CommentRanges = commentRanges
	Letters       = letters
	TestKey       = testKey
)

// Covered is the text a comment range covers.
func Covered(r *rangeInfo) string { return r.covered.String() }

// RenderCaseT is a memo and its copy for CompareRenders.
type RenderCaseT = renderCase

// RenderCase is a memo and its copy for CompareRenders (render_test.go),
// the memo's notes read by extract.
func RenderCase(t *testing.T, name string, orig, out []byte) renderCase {
	t.Helper()
	doc, err := extract.Bytes(context.Background(), name, orig, extract.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return renderCase{name: name, orig: orig, copy: out, notes: doc.Footnotes}
}

// CompareRenders renders memos and copies with LibreOffice and compares
// them; it returns what it compared, for the log.
func CompareRenders(t *testing.T, cases []renderCase) fmt.Stringer {
	t.Helper()
	return compareRenders(t, cases)
}

// SharedDOCX are the shared memos the render tests take.
var SharedDOCX = sharedDOCX
