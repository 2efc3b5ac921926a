// Package proto holds the prototypes behind the choice of the library's
// on-disk structures (BENCHMARKS.md, "Library at national scale"). It is a
// module of its own so that the candidates' dependencies (bbolt) stay out of
// citeguard's go.mod; nothing imports it.
//
//	cd internal/proto && go test -run '^$' -bench . -benchtime 1x -dump /work/big/saos-5k
package proto
