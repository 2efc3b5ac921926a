package extract

import (
	"bytes"
	"fmt"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/unicode"
)

// readText reads a TXT or MD file: UTF-8 (a BOM and CRLF accepted), UTF-16
// with a BOM, or a single-byte Polish encoding (Windows-1250, ISO-8859-2)
// when the bytes say which one without ambiguity. Form feeds are page
// breaks (pdftotext renderings). Footnotes in Markdown's syntax ("[^1]" and
// "[^1]: text") are taken out of the body into footnotes, as in the other
// formats — in a TXT file too, where a memo typed as Markdown and saved as
// plain text keeps them (txtFootnoteDefs); the rest of the Markdown syntax
// stays.
func readText(name string, data []byte, md bool) (*draft, error) {
	text, enc, err := decodeText(data)
	if err != nil {
		return nil, docError(name, "", err)
	}
	d := &draft{mode: cleanLaidOut, encoding: enc}
	// Raw is the decoded text.
	d.raw = append(d.raw, text...)
	var defs []mdDef
	if md {
		defs = mdFootnoteDefs(text)
	} else {
		defs = txtFootnoteDefs(text)
	}
	labels := map[string]bool{}
	for _, df := range defs {
		labels[df.label] = true
	}
	tables := textTables(text, md)
	var tableSpans []span // the tables' ranges in the body
	add := func(from, to int) {
		for len(tables) > 0 && tables[0].start < to {
			tb := tables[0]
			tables = tables[1:]
			if tb.start < from || tb.end > to {
				continue // across a footnote's definition: not a table
			}
			d.addTextBody(text, from, tb.start, labels, md)
			tableSpans = append(tableSpans, d.addTextTable(text, tb, len(tableSpans)+1, labels, md))
			from = tb.end
		}
		d.addTextBody(text, from, to, labels, md)
	}
	pos := 0
	for _, df := range defs {
		add(pos, df.start)
		pos = df.end
	}
	add(pos, len(text))
	for _, df := range defs {
		n := &draftNote{kind: "footnote", id: df.label, mark: df.label}
		if md {
			addMarkdown(&n.text, text[df.textStart:df.textEnding], df.textStart)
		} else {
			n.text.add(text[df.textStart:df.textEnding], df.textStart)
		}
		d.notes = append(d.notes, n)
	}
	d.pages = len(d.pageStarts) + 1
	textBlocks(&d.body, md, tableSpans)
	return d, nil
}

// addTextBody adds text[from:to] to the body: form feeds become page
// breaks, Markdown footnote references of the given labels become
// references, and in Markdown (md) inline HTML is read as a renderer shows
// it (addMarkdown).
func (d *draft) addTextBody(text string, from, to int, labels map[string]bool, md bool) {
	add := d.body.add
	if md {
		add = func(s string, raw int) { addMarkdown(&d.body, s, raw) }
	}
	start := from
	for i := from; i < to; i++ {
		switch text[i] {
		case '\f':
			add(text[start:i], start)
			d.body.addSynthetic("\n", i)
			d.pageBreak()
			start = i + 1
		case '[':
			if len(labels) == 0 || i+2 >= to || text[i+1] != '^' {
				continue
			}
			k := strings.IndexByte(text[i+2:min(to, i+2+33)], ']') // labels are at most 32 bytes
			if k < 0 || !labels[text[i+2:i+2+k]] {
				continue
			}
			label := text[i+2 : i+2+k]
			add(text[start:i], start)
			d.refs = append(d.refs, draftRef{kind: "footnote", id: label, mark: label, at: d.body.len()})
			i += 2 + k
			start = i + 1
		}
	}
	add(text[start:to], start)
}

// decodeText returns data as UTF-8 and the name of its encoding.
func decodeText(data []byte) (string, string, error) {
	switch {
	case bytes.HasPrefix(data, []byte{0xEF, 0xBB, 0xBF}):
		data = data[3:]
		if !utf8.Valid(data) {
			return "", "", fmt.Errorf("%w: UTF-8 BOM but invalid UTF-8 bytes", ErrEncoding)
		}
		return string(data), "utf-8", nil
	case bytes.HasPrefix(data, []byte{0xFF, 0xFE}), bytes.HasPrefix(data, []byte{0xFE, 0xFF}):
		dec := unicode.UTF16(unicode.LittleEndian, unicode.ExpectBOM).NewDecoder()
		out, err := dec.Bytes(data)
		if err != nil {
			return "", "", fmt.Errorf("%w: UTF-16: %v", ErrEncoding, err)
		}
		return string(out), "utf-16", nil
	case utf8.Valid(data):
		if bytes.IndexByte(data, 0) >= 0 {
			return "", "", fmt.Errorf("%w: NUL bytes in a text file (binary or UTF-16 without BOM?)", ErrEncoding)
		}
		return string(data), "utf-8", nil
	}
	if bytes.IndexByte(data, 0) >= 0 {
		return "", "", fmt.Errorf("%w: NUL bytes in a text file (binary or UTF-16 without BOM?)", ErrEncoding)
	}
	// Not UTF-8: try the two Polish single-byte encodings.
	cp, cpScore, cpOK := decodeSingle(charmap.Windows1250, data)
	iso, isoScore, isoOK := decodeSingle(charmap.ISO8859_2, data)
	switch {
	case cpOK && isoOK && cp == iso:
		return cp, "windows-1250", nil
	case cpOK && cpScore >= 0.9 && (!isoOK || cpScore > isoScore):
		return cp, "windows-1250", nil
	case isoOK && isoScore >= 0.9 && (!cpOK || isoScore > cpScore):
		return iso, "iso-8859-2", nil
	}
	return "", "", fmt.Errorf("%w: not UTF-8, and neither Windows-1250 nor ISO-8859-2 fits without ambiguity (convert the file to UTF-8)", ErrEncoding)
}

// decodeSingle decodes data with a single-byte charmap and scores the
// result: the share of its non-ASCII characters that are Polish letters or
// common typographic marks. ok is false when a byte has no mapping.
func decodeSingle(cm *charmap.Charmap, data []byte) (string, float64, bool) {
	var dec *encoding.Decoder = cm.NewDecoder()
	out, err := dec.Bytes(data)
	if err != nil {
		return "", 0, false
	}
	s := string(out)
	var high, good int
	for _, r := range s {
		if r < 0x80 {
			continue
		}
		high++
		switch {
		case r == utf8.RuneError || (r >= 0x80 && r < 0xA0):
			return "", 0, false // undefined or a C1 control
		case isPolishOrTypo(r):
			good++
		}
	}
	if high == 0 {
		return s, 1, true
	}
	return s, float64(good) / float64(high), true
}

func isPolishOrTypo(r rune) bool {
	switch r {
	case 'ą', 'ć', 'ę', 'ł', 'ń', 'ó', 'ś', 'ź', 'ż', 'Ą', 'Ć', 'Ę', 'Ł', 'Ń', 'Ó', 'Ś', 'Ź', 'Ż',
		'„', '”', '“', '‚', '’', '‘', '–', '—', '…', '§', '«', '»', '°', 0xA0, 0xAD, '•', '·', '×', 'é', 'ü', 'ö', 'ä', '€':
		return true
	}
	return false
}
