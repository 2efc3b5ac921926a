// Package reports renders the outcome of a memo check for people and
// programs: the Polish markdown report of citation-grounding-pl v2.5 with the
// layer-1 card and decision of ocena-outputu-pl, the JSON result, the
// revision line of a re-check, the run summary and the audit log.
//
// reports sits at the end of the pipeline and imports only the shared model
// (cite) and the vocabulary (pl: the months of a date in words): the check
// package fills its Memo model, what it found coded (cite.Note), and
// reports words it (Say, Failure.Polish) — the one place the report's
// Polish is written. Its subpackage reportdir
// keeps report pairs on disk (the daemon's and `citeguard check -o DIR`'s)
// and the commented copy of a DOCX memo, which the check makes (Memo.CopySource,
// check/docxcomments) with its comments in this package's words
// (CommentLines, SummaryLines).
package reports
