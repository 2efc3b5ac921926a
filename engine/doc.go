// Package engine verifies one claim against one source text on the
// ISTNIENIE / TREŚĆ / FRAGMENT gradient of citation-grounding-pl v2.5.
//
// The normalization rule and the prepared source text are package norm's;
// the engine's views of a source (views.go) hang on norm.Source. The
// pieces, one file each:
//   - fragment.go: FRAGMENT — exact, gapped, white-space-blind and approximate
//     matching of a quotation (approximate matching in myers.go, the word diff
//     in worddiff.go, material changes in material.go);
//   - content.go: TREŚĆ — coverage of content terms, boilerplate discount and
//     the trigram locality signal;
//   - anchor.go: ISTNIENIE — signature, date, court and parties;
//   - outcome.go: a procedural fact's outcome („oddalił apelację”) against
//     the operative part of the ruling its anchor names (memo rules);
//   - memo.go: the stricter TREŚĆ of claims found in a memo (Options.Memo),
//     with what contradicts a claim in contradiction.go and numbers in
//     numbers.go;
//   - verify.go: the decision order that turns these into a status.
//
// All ranges a Result carries are byte offsets into the ORIGINAL source text;
// UTF16 converts them to the JavaScript indices the reference script uses.
// What a verification found is coded (cite.Note in Result.Found, the
// detail's Changes and Contradictions, the remarks on an anchor): the
// engine writes no Polish; reports.Say words it, and Result.Word fills the
// task output's words in.
package engine
