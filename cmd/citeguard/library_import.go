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

	"citeguard/library"
	"citeguard/library/saosimport"
)

// libImport runs `citeguard library import saos FILE|DIR…`: SAOS dump
// pages, single-judgment responses and JSON lines (.json, .jsonl, .gz) into
// the library's collection, streaming and resumable; progress on stderr
// every 30 seconds, the result on stdout.
func libImport(ctx context.Context, lib *library.Library, workers int, args []string, stdout, stderr io.Writer) int {
	if len(args) < 2 || args[0] != "saos" {
		fmt.Fprintln(stderr, "usage: citeguard library [-state DIR] import saos FILE|DIR…")
		return exitUsage
	}
	last := time.Now()
	progress := func(st saosimport.Stats) {
		if time.Since(last) >= 30*time.Second {
			last = time.Now()
			fmt.Fprintf(stderr, "import: %d records, %d added, %.0f MB of text, %s\n", st.Records, st.Added+st.Replaced, float64(st.TextBytes)/1e6, st.Elapsed.Round(time.Second))
		}
	}
	st, err := lib.ImportSAOS(ctx, workers, progress, args[1:]...)
	fmt.Fprintf(stdout, "imported: %d files (%d already imported), %d records: %d added, %d replaced, %d unchanged, %d unreadable; %.1f MB of text in %s\n",
		st.Files, st.FilesSkipped, st.Records, st.Added, st.Replaced, st.Unchanged, st.Bad, float64(st.TextBytes)/1e6, st.Elapsed.Round(time.Millisecond))
	if c := lib.Collection(); c != nil {
		cs := c.Stats()
		fmt.Fprintf(stdout, "collection: %d judgments (%d replaced or removed kept for stale reports) in %d segments, %.1f MB of text, generation %d\n",
			cs.Docs, cs.Deleted, cs.Segments, float64(cs.TextBytes)/1e6, cs.Generation)
	}
	if err != nil {
		fmt.Fprintf(stderr, "citeguard library import: %v (what was imported before stays; run the same command again to resume)\n", err)
		return exitUsage
	}
	return exitOK
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
