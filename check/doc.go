// Package check checks one memo end to end: extract its text, find its
// claims, resolve each claim's anchor in the library, verify the claim
// against the source with the engine, and return the report model
// (reports.Memo). `citeguard check`, `citeguard watch` and any other
// program run the same Checker.Check.
//
// Beyond one claim against one text, it owns the searches that need the
// whole library: a quotation not in the cited source but in another one is
// misattributed (🔴, naming where it stands); a statute quotation found in
// another article of the cited act is quoted from the wrong article. It
// also tells which earlier reports relied on a source that has changed
// since (seed 004).
//
// The library is reached through the small Resolver interface, so the
// branches of the check are tested with a fake library (Options.Resolver).
// The memo is read by ReadMemo, the one input path of `citeguard claims`,
// `citeguard check` and the daemon; PDFs of both the memo and the library
// are read through the checker's own PDF engine (PDFEngine).
package check
