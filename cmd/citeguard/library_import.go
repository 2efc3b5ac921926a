package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"time"
	"unicode"

	"citeguard/internal/progress"
	"citeguard/library"
	"citeguard/library/saosimport"
)

// libImport runs `citeguard library import saos FILE|DIR…`: SAOS dump
// pages, single-judgment responses and JSON lines (.json, .jsonl, .gz) into
// the library's collection, streaming and resumable; progress on stderr
// (a line on a terminal, log records elsewhere), what was skipped on
// stderr, the result on stdout. Exit 5 (exitSkipped) when files or records
// were skipped and the rest imported.
func libImport(ctx context.Context, lib *library.Library, workers int, args []string, stdout, stderr io.Writer) int {
	if len(args) < 2 || args[0] != "saos" {
		fmt.Fprintln(stderr, "usage: citeguard library [-state DIR] import saos FILE|DIR…")
		return exitUsage
	}
	rep := newProgress("library import saos", stderr)
	st, err := lib.ImportSAOS(ctx, workers, func(st saosimport.Stats) { rep.Update(importStatus(st)) }, args[1:]...)
	rep.Finish(importStatus(st))
	for _, s := range st.Skips {
		if s.Whole {
			fmt.Fprintf(stderr, "skipped: %s from record %d on: %s\n", s.File, s.Record, s.Reason)
		} else {
			fmt.Fprintf(stderr, "skipped: %s record %d (byte %d): %s\n", s.File, s.Record, s.Offset, s.Reason)
		}
	}
	if n := st.Bad + st.FilesBad - len(st.Skips); n > 0 {
		fmt.Fprintf(stderr, "skipped: %d more not listed\n", n)
	}
	fmt.Fprintf(stdout, "imported: %d files (%d already imported), %d records: %d added, %d replaced, %d unchanged, %d skipped; %d files skipped; %.1f MB of text in %s\n",
		st.Files, st.FilesSkipped, st.Records, st.Added, st.Replaced, st.Unchanged, st.Bad, st.FilesBad, float64(st.TextBytes)/1e6, st.Elapsed.Round(time.Millisecond))
	if c := lib.Collection(); c != nil {
		cs := c.Stats()
		fmt.Fprintf(stdout, "collection: %d judgments (%d replaced or removed kept for stale reports) in %d segments, %.1f MB of text, generation %d\n",
			cs.Docs, cs.Deleted, cs.Segments, float64(cs.TextBytes)/1e6, cs.Generation)
	}
	if err != nil {
		fmt.Fprintf(stderr, "citeguard library import: %v (what was imported before stays; run the same command again to resume)\n", err)
		return exitUsage
	}
	if st.Skipped() {
		fmt.Fprintf(stderr, "citeguard library import: %d records and %d files skipped (listed above); the rest is imported\n", st.Bad, st.FilesBad)
		return exitSkipped
	}
	return exitOK
}

func importStatus(st saosimport.Stats) progress.Status {
	return progress.Status{Done: int64(st.Records), Unit: "records", Part: st.InputBytes, PartTotal: st.InputTotal,
		Extra: fmt.Sprintf("%d added, %d skipped, %.0f of %.0f MB read", st.Added+st.Replaced, st.Bad, float64(st.InputBytes)/1e6, float64(st.InputTotal)/1e6)}
}

// libRemove runs `citeguard library remove saos ID…|@FILE`: the judgments
// SAOS withdrew (ids on the command line, or in a file: one per line or a
// JSON array) leave the collection.
func libRemove(lib *library.Library, args []string, stdout, stderr io.Writer) int {
	if len(args) < 2 || args[0] != "saos" {
		fmt.Fprintln(stderr, "usage: citeguard library [-state DIR] remove saos ID…|@FILE")
		return exitUsage
	}
	var ids []int64
	for _, a := range args[1:] {
		if strings.HasPrefix(a, "@") {
			data, err := os.ReadFile(a[1:])
			if err != nil {
				fmt.Fprintf(stderr, "citeguard library remove: %v\n", err)
				return exitUsage
			}
			a = string(data)
		}
		for _, f := range strings.FieldsFunc(a, func(r rune) bool { return r == ',' || r == '[' || r == ']' || unicode.IsSpace(r) }) {
			id, err := strconv.ParseInt(f, 10, 64)
			if err != nil || id <= 0 {
				fmt.Fprintf(stderr, "citeguard library remove: %q is not a SAOS id\n", f)
				return exitUsage
			}
			ids = append(ids, id)
		}
	}
	n, absent, err := lib.RemoveSAOS(ids)
	if err != nil {
		fmt.Fprintf(stderr, "citeguard library remove: %v\n", err)
		return exitUsage
	}
	fmt.Fprintf(stdout, "removed: %d judgments; %d ids not in the collection\n", n, len(absent))
	return exitOK
}
