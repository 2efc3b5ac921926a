// Package pl is citeguard's Polish legal vocabulary, as data with parsers,
// one copy for every stage:
//   - acts.go: the one table of acts (names, short names, stems, Dz.U.,
//     CELEX) — MatchAct (actmatch.go, actscan.go) finds an act in running
//     text, LookupAct identifies the act a reference or a statute's title
//     names, CanonicalAct names it in a claim's anchor; dzu.go reads Dz.U.
//     references;
//   - court.go: courts and their abbreviations (the one court table) —
//     FindCourts, CanonicalCourt, ExpandCourtAbbrev;
//   - signature.go: case signatures (CanonicalSignature, SameSignature);
//   - provision.go: the one provision parser (ParseProvision,
//     MatchProvision);
//   - date.go: dates in digits or Polish words (ParseDate).
//
// It is a leaf package: it imports nothing of citeguard, so the claim
// extractor, the library and the engine all use it.
package pl
