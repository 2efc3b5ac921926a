// Package check checks one memo end to end: extract its text, find its
// claims, resolve each claim's anchor in the library, verify the claim
// against the source with the engine, and return the report model
// (reports.Memo). `citeguard check`, `citeguard watch`, the worker
// process and any other program open it the same way — Open(Config), the
// one entry — and run the same Checker.Check: in this process, or, with
// Config.Workers, in worker processes of the binary (workers.go; the
// worker side is check/checkworker), each check killed at its time limit,
// its memory bounded.
//
// The memo is read once (ReadMemo): one extraction into an
// extract.Document that carries its properties (author, dates) as well as
// its text. The report's author and memo date come from it, and so does
// the commented copy of a DOCX memo: the report carries its source
// (reports.Memo.CopySource), which check/docxcomments turns into the copy
// once the report is final, without extracting the memo again.
//
// Beyond one claim against one text, it owns the searches that need the
// whole library: a quotation not in the cited source but in another one is
// misattributed (🔴, naming where it stands); a statute quotation found in
// another article of the cited act is quoted from the wrong article. It
// also tells which earlier reports relied on a source that has changed
// since (seed 004).
//
// The library is reached through the small Resolver interface, so the
// branches of the check are tested with a fake library (Config.Resolver).
// The memo is read by ReadMemo, the one input path of `citeguard claims`,
// `citeguard check` and the daemon; PDFs of both the memo and the library
// are read through the checker's own PDF engine (PDFEngine).
package check
