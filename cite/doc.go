// Package cite is citeguard's shared model of a citation check: claim types
// and the level each requires, the levels of the ISTNIENIE / TREŚĆ /
// FRAGMENT gradient, the statuses a claim gets, the anchor that identifies
// a source, the summary of a memo's statuses and the decision it leads to
// (seed 000, citation-grounding-pl v2.5; ocena-outputu-pl for the decision),
// and what a check found about a claim as codes with arguments (Finding,
// Note; every code in codes.go), which reports words.
//
// It is a leaf: it imports nothing of citeguard, and claims, engine,
// library, check, reports and watcher all speak it, so no stage converts
// another stage's copy of these types by hand.
package cite
