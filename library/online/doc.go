// Package online looks rulings and acts up in the public registers a firm
// may turn on — SAOS (rulings of common courts, the Supreme Court, the
// Constitutional Tribunal and KIO), the Sejm's ELI API (Polish acts and
// their consolidated texts) and EUR-Lex (EU acts) — and files what it
// downloads into a library folder of its own (pobrane/), each document with
// a sidecar NAME.yaml saying what it is and where, when and with what
// SHA-256 it was fetched, so that the library reads it as any other source.
//
// It sends identifiers only: a Query is built from a Signature, a court
// type, a Date, a DzU address, an ActTitle or a CELEX number, each made by
// a parser that refuses anything else (ident.go), and a request can only
// take the paths and parameters of its source (fetch.go). Every request
// goes over HTTPS to a configured host, through the system's proxy, within
// the memo's time budget, a per-request timeout, a response size limit and
// a rate limit per host; a redirect to another host is refused; every
// request and its outcome goes to Options.Audit.
//
// An Answer tells found (the files) from absent (the register covers that
// court type or address and has no such signature — the date asked is in
// its Scope), not covered (SAOS holds no NSA/WSA rulings), off and failed
// (with why): data for check, which words it. A lookup never panics and
// never outlasts its context.
//
// The files, one job each: config.go (the online_sources settings), ident.go
// and query.go (what may be asked), coverage.go (which register holds which
// court), answer.go (what comes back), client.go (the HTTP client and its
// guard), fetch.go (one request: limits, retries, faults), limiter.go,
// store.go (pobrane/ and the sidecars), saos.go / saos_parse.go, eli.go /
// eli_parse.go, eurlex.go, sync.go (the nightly incremental SAOS update).
package online
