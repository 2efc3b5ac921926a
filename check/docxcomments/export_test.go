package docxcomments

// The test helpers of this package, for the pipeline tests of
// docxcomments_test (pipeline_test.go), which import check.
var (
	VerifyCopy    = verifyCopy
	LawyerView    = lawyerView
	ZipParts      = zipParts
	CommentRanges = commentRanges
	Letters       = letters
)

// Covered is the text a comment range covers.
func Covered(r *rangeInfo) string { return r.covered.String() }
