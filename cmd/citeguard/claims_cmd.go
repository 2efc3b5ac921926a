package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"time"

	"citeguard/check"
	"citeguard/claims"
	"citeguard/extract"
)

// runClaims implements "citeguard claims FILE": it reads a memo as
// `citeguard check` and the daemon do (check.ReadMemo: PDF, DOCX, ODT, TXT,
// MD with its [^N] footnotes) and prints claims.Result as indented JSON.
func runClaims(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("claims", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: citeguard claims FILE")
		fmt.Fprintln(stderr, "Prints the quotations, signatures, provisions and holdings of a memo (.pdf, .docx, .odt, .txt, .md) as JSON,")
		fmt.Fprintln(stderr, "read exactly as citeguard check reads it.")
		fs.PrintDefaults()
	}
	maxBytes := fs.Int64("max-bytes", extract.DefaultLimits.MaxFileSize, "refuse a memo larger than this many bytes")
	timeout := fs.Duration("timeout", 2*time.Minute, "time limit for the memo")
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	if fs.NArg() != 1 {
		fs.Usage()
		return exitUsage
	}
	path := fs.Arg(0)
	ctx, cancel := context.WithTimeout(context.Background(), *timeout)
	defer cancel()
	memo, err := check.ReadMemo(ctx, path, extract.Options{Limits: extract.Limits{MaxFileSize: *maxBytes}}, nil)
	if err != nil {
		fmt.Fprintf(stderr, "citeguard claims: %v\n", err)
		return exitUsage
	}
	out, err := json.MarshalIndent(claims.Extract(memo.Input), "", "  ")
	if err != nil {
		fmt.Fprintf(stderr, "citeguard claims: %s: encode JSON: %v\n", path, err)
		return exitUsage
	}
	stdout.Write(append(out, '\n'))
	return exitOK
}
