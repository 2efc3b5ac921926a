package check

import (
	"context"
	"regexp"
	"strconv"
	"strings"

	"citeguard/claims"
	"citeguard/extract"
)

// MemoInput is a memo as the claim extractor reads it: its text with pages and
// footnotes, and the length of its body (the footnotes of a PDF or DOCX
// follow the body in Input.Text); Doc is the one extraction of the memo
// file, with its properties, that the check and the commented copy share.
type MemoInput struct {
	Input   claims.Input
	BodyLen int
	Doc     *extract.Document
	copy    *commentSource // a DOCX memo's commented copy, made from this reading
	// notePages is the page of each footnote by its mark (place.go), built
	// on first use.
	notePages map[string]int
}

// ReadMemo reads a memo for the claim extractor: extract reads the file
// (PDF, DOCX, ODT, TXT, MD, with opts' limits; a PDF through pdf), and the
// body is followed by every footnote, with its position. A Markdown memo's
// footnotes are its "[^N]: text" definitions. It is the one input path of
// `citeguard claims`, `citeguard check` and the daemon.
func ReadMemo(ctx context.Context, path string, opts extract.Options, pdf *PDFEngine) (*MemoInput, error) {
	if pdf == nil {
		pdf = NewPDFEngine(1)
		defer pdf.Close()
	}
	data, err := extract.ReadFile(path, opts.Limits)
	if err != nil {
		return nil, err
	}
	doc, err := pdf.Bytes(ctx, path, data, opts)
	if err != nil {
		return nil, err
	}
	in, bodyLen := claimsInput(doc)
	if doc.Format == extract.FormatMD && len(in.Footnotes) == 0 {
		in.Footnotes = markdownFootnotes(in.Text)
	}
	return &MemoInput{Input: in, BodyLen: bodyLen, Doc: doc, copy: newCommentSource(path, data, doc)}, nil
}

// quoteMarks are trimmed off a claim's passage as the report quotes it.
const quoteMarks = "„”“\"»«‚’‘ "

// quotedPassage is the claim's passage as the report quotes it (text[start:end]
// without the quotation marks and spaces around it).
func quotedPassage(text string, start, end int) string {
	return strings.Trim(text[start:end], quoteMarks)
}

// bodyPassage is the passage of a claim in the memo's body ("" for one in
// a footnote), cut at the body's end.
func (m *MemoInput) bodyPassage(cl claims.Claim) string {
	if cl.Start >= m.BodyLen {
		return ""
	}
	return quotedPassage(m.Input.Text, cl.Start, min(cl.End, m.BodyLen))
}

// converted marks a memo read through its LibreOffice conversion: the
// package and the properties read are the conversion's (its dates the
// conversion's time), not the memo's, so neither is used — no commented
// copy, no author, no date from them.
func (m *MemoInput) converted() {
	m.copy = nil
	m.Doc.Properties = extract.Properties{}
}

// claimsInput gives the claim extractor the body with its blocks (a block
// is a hard sentence boundary) and, after the body, every footnote and
// endnote with its number and reference; headers and footers are not the
// memo's text. It returns the input and the body's length.
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
	for _, bl := range doc.Blocks {
		cb := claims.Block{Kind: string(bl.Kind), Start: bl.Start, End: bl.End}
		if c := bl.Cell; c != nil {
			cb.Cell = &claims.Cell{Table: c.Table, Row: c.Row, Col: c.Col, Header: c.Header}
		}
		in.Blocks = append(in.Blocks, cb)
	}
	for _, it := range doc.Italics {
		in.Italics = append(in.Italics, claims.Span{Start: it.Start, End: it.End})
	}
	numbers := doc.NoteNumbers()
	for i, f := range doc.Footnotes {
		if numbers[i] == 0 {
			continue // a header or footer
		}
		b.WriteString("\n\n")
		start := b.Len()
		b.WriteString(f.Text)
		in.Footnotes = append(in.Footnotes, claims.Footnote{Number: numbers[i], Text: claims.Span{Start: start, End: b.Len()}, Ref: f.Ref, Endnote: f.Kind == "endnote"})
		for _, r := range f.Again {
			// The same note marked again: its text once, one more mark.
			in.Footnotes = append(in.Footnotes, claims.Footnote{Number: numbers[i], Text: claims.Span{Start: start, End: b.Len()}, Ref: r, Endnote: f.Kind == "endnote"})
		}
	}
	in.Text = b.String()
	return in, len(doc.Text)
}

// reMdFootnote is a Markdown footnote definition line: "[^3]: text".
var reMdFootnote = regexp.MustCompile(`(?m)^\[\^(\d+)\]:[ \t]*`)

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
