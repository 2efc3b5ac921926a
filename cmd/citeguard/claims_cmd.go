package main

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"

	"citeguard/claims"
	"citeguard/extract"
)

func init() {
	register("claims", "print the claims found in a memo, as JSON", runClaims)
}

// runClaims implements "citeguard claims FILE": it reads a memo — .txt or
// .md directly (UTF-8, with or without a BOM, LF or CRLF, Markdown
// footnotes), PDF/DOCX/ODT through extract — and prints claims.Result as
// indented JSON.
func runClaims(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("claims", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: citeguard claims FILE")
		fmt.Fprintln(stderr, "Prints the quotations, signatures, provisions and holdings of a memo (.pdf, .docx, .odt, .txt, .md) as JSON.")
		fs.PrintDefaults()
	}
	maxBytes := fs.Int64("max-bytes", 64<<20, "refuse a memo larger than this many bytes")
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	if fs.NArg() != 1 {
		fs.Usage()
		return exitUsage
	}
	path := fs.Arg(0)
	in, err := readMemoText(path, *maxBytes)
	if err != nil {
		fmt.Fprintf(stderr, "citeguard claims: %v\n", err)
		return exitUsage
	}
	out, err := json.MarshalIndent(claims.Extract(in), "", "  ")
	if err != nil {
		fmt.Fprintf(stderr, "citeguard claims: %s: encode JSON: %v\n", path, err)
		return exitUsage
	}
	stdout.Write(append(out, '\n'))
	return exitOK
}

// reMdFootnote is a Markdown footnote definition line: "[^3]: text".
var reMdFootnote = regexp.MustCompile(`(?m)^\[\^(\d+)\]:[ \t]*`)

// readMemoText reads a plain-text or Markdown memo into a claims.Input:
// pages split at form feeds, Markdown footnotes ([^1] … [^1]: text) as
// footnotes. Other formats (PDF, DOCX, ODT) go through extract.
func readMemoText(path string, maxBytes int64) (claims.Input, error) {
	ext := strings.ToLower(filepath.Ext(path))
	if ext != ".txt" && ext != ".md" {
		// PDF, DOCX, ODT: the extracted body with its pages and footnotes.
		doc, err := extract.File(context.Background(), path, extract.Options{Limits: extract.Limits{MaxFileSize: maxBytes}})
		if err != nil {
			return claims.Input{}, err
		}
		in, _ := claimsInput(doc)
		return in, nil
	}
	st, err := os.Stat(path)
	if err != nil {
		return claims.Input{}, fmt.Errorf("read memo: %w", err)
	}
	if st.IsDir() {
		return claims.Input{}, fmt.Errorf("%s: is a directory, not a memo", path)
	}
	if st.Size() > maxBytes {
		return claims.Input{}, fmt.Errorf("%s: %d bytes is more than the limit of %d bytes (-max-bytes)", path, st.Size(), maxBytes)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return claims.Input{}, fmt.Errorf("read memo: %w", err)
	}
	b = bytes.TrimPrefix(b, []byte("\xef\xbb\xbf"))
	b = bytes.ReplaceAll(b, []byte("\r\n"), []byte("\n"))
	if !utf8.Valid(b) {
		return claims.Input{}, fmt.Errorf("%s: not valid UTF-8 text", path)
	}
	text := string(b)
	in := claims.Input{Text: text}
	start := 0
	for i := 0; i < len(text); i++ {
		if text[i] == '\f' {
			in.Pages = append(in.Pages, claims.Span{Start: start, End: i + 1})
			start = i + 1
		}
	}
	in.Pages = append(in.Pages, claims.Span{Start: start, End: len(text)})
	if ext == ".md" {
		in.Footnotes = markdownFootnotes(text)
	}
	return in, nil
}

// markdownFootnotes finds "[^N]: text" definitions (each runs to the next
// definition or blank line) and their "[^N]" references.
func markdownFootnotes(text string) []claims.Footnote {
	var out []claims.Footnote
	defs := reMdFootnote.FindAllStringSubmatchIndex(text, -1)
	for k, d := range defs {
		n, _ := strconv.Atoi(text[d[2]:d[3]])
		end := len(text)
		if k+1 < len(defs) {
			end = defs[k+1][0]
		}
		if i := strings.Index(text[d[1]:end], "\n\n"); i >= 0 {
			end = d[1] + i
		}
		ref := -1
		mark := "[^" + text[d[2]:d[3]] + "]"
		if i := strings.Index(text, mark); i >= 0 && i < d[0] {
			ref = i
		}
		out = append(out, claims.Footnote{Number: n, Text: claims.Span{Start: d[1], End: end}, Ref: ref})
	}
	return out
}
