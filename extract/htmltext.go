package extract

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"citeguard/htmltext"

	"golang.org/x/text/encoding/charmap"
	xunicode "golang.org/x/text/encoding/unicode"
)

// htmlParagraphs reads the text an HTML document shows (htmltext, the one
// HTML reader), one chunkPara per block: headings (h1–h6), list items,
// block quotations, table cells and paragraphs; a <br> is a line break
// inside its paragraph. The document is decoded by its character set
// first; nesting is bounded by lim.MaxXMLDepth open elements. Malformed
// HTML is read as a browser would, without an error; only an undecodable
// character set or too deep a nesting fails.
func htmlParagraphs(ctx context.Context, data []byte, lim Limits) ([]chunkPara, error) {
	src, err := decodeHTML(data)
	if err != nil {
		return nil, err
	}
	page, err := htmltext.Read(ctx, src, htmltext.Options{MaxDepth: max(lim.MaxXMLDepth, 0), Blocks: true})
	if errors.Is(err, htmltext.ErrTooDeep) {
		return nil, fmt.Errorf("alt-chunk HTML nesting exceeds limit MaxXMLDepth=%d", lim.MaxXMLDepth)
	}
	if err != nil {
		return nil, err
	}
	var out []chunkPara
	for _, b := range page.Blocks {
		lines := make([]string, len(b.Lines))
		for i, l := range b.Lines {
			lines[i] = page.Text[l.Start:l.End]
		}
		t := strings.TrimFunc(strings.Join(lines, "\n"), unicode.IsSpace)
		if t == "" {
			continue
		}
		out = append(out, chunkPara{text: t, kind: htmlKinds[b.Kind], level: b.Level})
	}
	return out, nil
}

// htmlKinds are the extract kinds of htmltext's blocks.
var htmlKinds = map[htmltext.Kind]BlockKind{
	htmltext.Paragraph: BlockParagraph, htmltext.Heading: BlockHeading, htmltext.ListItem: BlockListItem,
	htmltext.Quote: BlockQuote, htmltext.TableCell: BlockTableCell,
}

var reCharset = regexp.MustCompile(`(?i)<meta[^>]*charset\s*=\s*["']?\s*([a-z0-9_\-]+)`)

// decodeHTML returns the HTML as UTF-8: a BOM, else the charset a meta
// element declares (UTF-8, Windows-1250/1252, ISO-8859-2), else UTF-8
// when the bytes are valid, else the text detection of TXT files.
func decodeHTML(data []byte) (string, error) {
	switch {
	case bytes.HasPrefix(data, []byte{0xEF, 0xBB, 0xBF}):
		return string(bytes.ToValidUTF8(data[3:], []byte("\uFFFD"))), nil
	case bytes.HasPrefix(data, []byte{0xFF, 0xFE}), bytes.HasPrefix(data, []byte{0xFE, 0xFF}):
		out, err := xunicode.UTF16(xunicode.LittleEndian, xunicode.ExpectBOM).NewDecoder().Bytes(data)
		if err != nil {
			return "", fmt.Errorf("%w: alt-chunk HTML in UTF-16: %v", ErrEncoding, err)
		}
		return string(out), nil
	}
	head := data[:min(len(data), 4096)]
	if m := reCharset.FindSubmatch(head); m != nil {
		cs := strings.ToLower(string(m[1]))
		var cm *charmap.Charmap
		switch cs {
		case "utf-8", "utf8":
			return string(bytes.ToValidUTF8(data, []byte("\uFFFD"))), nil
		case "windows-1250", "cp1250", "x-cp1250":
			cm = charmap.Windows1250
		case "windows-1252", "cp1252", "iso-8859-1", "latin1", "us-ascii":
			cm = charmap.Windows1252
		case "iso-8859-2", "latin2":
			cm = charmap.ISO8859_2
		default:
			if utf8.Valid(data) {
				return string(data), nil
			}
			return "", fmt.Errorf("%w: alt-chunk HTML in character set %q, which is not read", ErrEncoding, cs)
		}
		out, err := cm.NewDecoder().Bytes(data)
		if err != nil {
			return "", fmt.Errorf("%w: alt-chunk HTML: %v", ErrEncoding, err)
		}
		return string(out), nil
	}
	text, _, err := decodeText(data)
	if err != nil {
		return "", fmt.Errorf("alt-chunk HTML: %w", err)
	}
	return text, nil
}
