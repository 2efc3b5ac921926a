package main

import (
	"strconv"
	"strings"

	"citeguard/claims"
	"citeguard/extract"
)

// claimsInput gives the claim extractor the body and, after it, every
// footnote, with their positions; it returns the input and the body's length.
func claimsInput(doc *extract.Document) (claims.Input, int) {
	var b strings.Builder
	b.WriteString(doc.Text)
	in := claims.Input{}
	for _, p := range doc.Pages {
		for len(in.Pages) < p.Page-1 {
			in.Pages = append(in.Pages, claims.Span{Start: p.Start, End: p.Start})
		}
		if len(in.Pages) == p.Page-1 {
			in.Pages = append(in.Pages, claims.Span{Start: p.Start, End: p.End})
		}
	}
	for i, f := range doc.Footnotes {
		b.WriteString("\n\n")
		start := b.Len()
		b.WriteString(f.Text)
		n, err := strconv.Atoi(f.Mark)
		if err != nil {
			n = i + 1
		}
		in.Footnotes = append(in.Footnotes, claims.Footnote{Number: n, Text: claims.Span{Start: start, End: b.Len()}, Ref: f.Ref})
	}
	in.Text = b.String()
	return in, len(doc.Text)
}
