// Package docxcomments writes the commented copy of a DOCX memo: the memo
// as it was dropped, with a Word comment (author „citeguard”) on each claim
// that needs the lawyer — every status but 🟢 — and one comment at the
// first paragraph with the decision in plain Polish. The comments say what
// the HTML report says, in its words (reports.CommentLines,
// reports.SummaryLines): it is the form a lawyer corrects the memo in.
//
// The copy is made by splicing bytes, never by re-serialising XML (Go's
// encoder rewrites namespace prefixes, which Word rejects): the main
// document part gets w:commentRangeStart, w:commentRangeEnd and a run with
// w:commentReference inserted at offsets found with xml.Decoder's
// InputOffset; word/comments.xml is added (or, when the memo has comments
// already, the new ones are appended to its comments part with new ids),
// with its relationship and content type. Every other zip entry is copied
// byte for byte, compressed as it was.
//
// A claim is found in the XML through the memo's extraction — the
// extract.Document the check read the memo into, given to Build; the memo
// is not extracted again: extract's DOCX reader records where the w:p of
// each block starts (extract.Block.XMLOffset), and a claim's paragraph
// number is its block. Inside that paragraph the
// comment covers the runs that hold the claim's words when they are found
// (compared by their letters and digits), else the whole paragraph; a
// claim in a footnote is commented where the footnote's reference stands.
//
// Every read is bounded by extract's limits (file size, zip entries,
// inflated part size, XML nesting); a package that cannot be read or
// written gives an error, never a panic and never a half-written copy. The
// copy is read back by extract before it is returned: a copy that does not
// read as the memo's text is an error, never a copy.
//
// The memo's own comments stay as they were, but those signed „citeguard”
// or marked as citeguard's (a stale copy's, or a forgery such as a
// „Decyzja: Wyślij” beside the real decision): they are left out
// (oldcomments.go). Each new comment carries a marker keyed by the
// installation's key in its w:initials (mark.go); OwnComments recognises
// citeguard's comments by it, never by the author's name. The copy is
// made to render in LibreOffice as the memo does (noteids.go, noteref.go:
// its footnotes and endnotes under their numbers).
//
// The check makes the copy (check's commentSource, reports.CopySource,
// with the key of check's copykey.go): reports words the comments, this
// package only splices them in.
package docxcomments
