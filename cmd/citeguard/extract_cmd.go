package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"

	"citeguard/extract"
)

// runExtract prints the clean text of one file; -json prints the text with
// its pages, footnotes and an offset-map summary; -raw prints the
// extraction before clean-up.
func runExtract(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("extract", flag.ContinueOnError)
	fs.SetOutput(stderr)
	asJSON := fs.Bool("json", false, "print JSON: text, pages, footnotes and an offset-map summary")
	raw := fs.Bool("raw", false, "print the raw extraction, before clean-up")
	notes := fs.Bool("footnotes", true, "print the footnotes after the text (text mode)")
	timeout := fs.Duration("timeout", extract.DefaultLimits.Timeout, "time limit for the document")
	maxSize := fs.Int64("max-size", extract.DefaultLimits.MaxFileSize, "largest file accepted, in bytes")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: citeguard extract [-json | -raw] FILE")
		fmt.Fprintln(stderr, "\nPrints the text citeguard extracts from a PDF, DOCX, ODT, TXT or MD file.")
		fs.PrintDefaults()
	}
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	if fs.NArg() != 1 {
		fs.Usage()
		return exitUsage
	}
	if *asJSON && *raw {
		fmt.Fprintln(stderr, "citeguard extract: -json and -raw cannot be combined")
		return exitUsage
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	opts := extract.Options{Limits: extract.Limits{Timeout: *timeout, MaxFileSize: *maxSize}}
	doc, err := extract.File(ctx, fs.Arg(0), opts)
	if err != nil {
		fmt.Fprintf(stderr, "citeguard extract: %v\n", err)
		return exitUsage
	}
	switch {
	case *raw:
		fmt.Fprintln(stdout, doc.Raw)
	case *asJSON:
		return printExtractJSON(doc, stdout, stderr)
	default:
		fmt.Fprintln(stdout, doc.Text)
		if *notes && len(doc.Footnotes) > 0 {
			fmt.Fprintln(stdout, "\n--- footnotes ---")
			for _, f := range doc.Footnotes {
				fmt.Fprintf(stdout, "[%s] %s\n", f.Mark, f.Text)
			}
		}
	}
	return exitOK
}

// extractJSON is the -json output.
type extractJSON struct {
	File      string             `json:"file"`
	Format    extract.Format     `json:"format"`
	Encoding  string             `json:"encoding,omitempty"`
	PageCount int                `json:"page_count"`
	Text      string             `json:"text"`
	Pages     []extract.PageSpan `json:"pages"`
	Footnotes []extract.Footnote `json:"footnotes"`
	Map       mapSummary         `json:"offset_map"`
}

// mapSummary describes Document.Offsets without dumping it.
type mapSummary struct {
	Unit    string `json:"unit"`
	TextLen int    `json:"text_bytes"`
	RawLen  int    `json:"raw_bytes"`
	Changed int    `json:"bytes_not_copied"`  // text bytes whose raw byte differs (clean-up, NFC…)
	Dropped int    `json:"raw_bytes_dropped"` // raw bytes no text byte maps to (headers, footers, footnotes, marks)
}

func printExtractJSON(doc *extract.Document, stdout, stderr io.Writer) int {
	out := extractJSON{
		File: doc.Name, Format: doc.Format, Encoding: doc.Encoding, PageCount: doc.PageCount,
		Text: doc.Text, Pages: doc.Pages, Footnotes: doc.Footnotes,
	}
	if out.Footnotes == nil {
		out.Footnotes = []extract.Footnote{}
	}
	m := mapSummary{Unit: "byte offsets into raw, one per text byte", TextLen: len(doc.Text), RawLen: len(doc.Raw)}
	used := make([]bool, len(doc.Raw))
	for i := 0; i < len(doc.Text); i++ {
		o := int(doc.Offsets[i])
		if o < 0 || o >= len(doc.Raw) || doc.Raw[o] != doc.Text[i] {
			m.Changed++
		}
		if o >= 0 && o < len(used) {
			used[o] = true
		}
	}
	for _, u := range used {
		if !u {
			m.Dropped++
		}
	}
	out.Map = m
	enc := json.NewEncoder(stdout)
	enc.SetIndent("", "  ")
	if err := enc.Encode(out); err != nil {
		fmt.Fprintf(stderr, "citeguard extract: writing JSON: %v\n", err)
		return exitUsage
	}
	return exitOK
}
