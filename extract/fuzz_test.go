package extract

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"
)

// docInvariants reports the first broken rule of a Document: the offset
// maps (one entry per byte plus one, inside Raw), the blocks (Block's
// rules), the pages and the footnote references.
func docInvariants(doc *Document) error {
	if !utf8.ValidString(doc.Text) {
		return fmt.Errorf("text is not UTF-8")
	}
	check := func(what, text string, off []int32) error {
		if len(off) != len(text)+1 {
			return fmt.Errorf("%s: %d offsets for %d bytes", what, len(off), len(text))
		}
		for i := 0; i < len(text); i++ {
			if off[i] < 0 || int(off[i]) >= len(doc.Raw) {
				return fmt.Errorf("%s: offset %d of byte %d outside Raw (%d bytes)", what, off[i], i, len(doc.Raw))
			}
		}
		return nil
	}
	if err := check("text", doc.Text, doc.Offsets); err != nil {
		return err
	}
	for i, f := range doc.Footnotes {
		if err := check(fmt.Sprintf("footnote %d", i), f.Text, f.Offsets); err != nil {
			return err
		}
		if f.Ref < -1 || f.Ref > len(doc.Text) {
			return fmt.Errorf("footnote %d: reference %d outside the text (%d bytes)", i, f.Ref, len(doc.Text))
		}
	}
	pos := 0
	for i, b := range doc.Blocks {
		if b.Start < pos || b.End <= b.Start || b.End > len(doc.Text) {
			return fmt.Errorf("block %d %+v out of order or empty (text %d bytes)", i, b, len(doc.Text))
		}
		if s := doc.Text[b.Start:b.End]; strings.TrimSpace(s) != s {
			return fmt.Errorf("block %d not trimmed: %q", i, s)
		}
		if gap := doc.Text[pos:b.Start]; strings.TrimSpace(gap) != "" || (i > 0 && !strings.Contains(gap, "\n")) {
			return fmt.Errorf("text between blocks %d and %d: %q", i-1, i, gap)
		}
		switch b.Kind {
		case BlockParagraph, BlockHeading, BlockListItem, BlockQuote, BlockTableCell:
		default:
			return fmt.Errorf("block %d of kind %q", i, b.Kind)
		}
		pos = b.End
	}
	if strings.TrimSpace(doc.Text[pos:]) != "" {
		return fmt.Errorf("text after the last block: %q", doc.Text[pos:])
	}
	for _, p := range doc.Pages {
		if p.Start > p.End || p.End > len(doc.Text) {
			return fmt.Errorf("page span %+v outside the text", p)
		}
	}
	return nil
}

// FuzzMarkdown fuzzes the Markdown reader: blocks and footnotes.
// Long run: go test ./extract -run '^$' -fuzz FuzzMarkdown -fuzztime 2m
func FuzzMarkdown(f *testing.F) {
	for _, s := range []string{
		"# A\n\ntekst[^1] dalej\n\n[^1]: przypis\n    ciąg\n",
		"> a\n>\n> b\n\n1. x\n   y\n- z\n\nT\n===\n\n---\n**B**",
		"[^a]: x\n[^a]: y\n[^a] [^b] [^",
		"x\f[^1]\f\n[^1]:",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		doc, err := Bytes(context.Background(), "f.md", []byte(s), Options{})
		if err != nil {
			if errors.Is(err, ErrPanic) || !strings.Contains(err.Error(), "f.md") {
				t.Fatalf("bad error %v", err)
			}
			return
		}
		if err := docInvariants(doc); err != nil {
			t.Fatal(err)
		}
	})
}

// FuzzHTMLChunk fuzzes the reader of HTML alt-chunks.
// Long run: go test ./extract -run '^$' -fuzz FuzzHTMLChunk -fuzztime 2m
func FuzzHTMLChunk(f *testing.F) {
	fuzzChunk(f, htmlParagraphs,
		`<html><head><meta charset="windows-1250"><title>t</title></head><body><h2>Nag</h2><p>art. 398<sup>1</sup> &amp; &sect; 2</p><ul><li>a<li>b</ul><table><tr><td>x<td>y</table><blockquote><p>cyt</blockquote></body></html>`,
		`<p style="display:none">a<p>b</p></p><div hidden>c</div><script>if(a<b)</script><!-- x --><pre>  p  </pre>`,
		`<<p>>&#x105;&#261;&bogus;<br/><o:p></o:p><v:shape>x</v:shape>`,
		"\xff\xfe<\x00p\x00>\x00")
}

// FuzzRTF fuzzes the reader of RTF alt-chunks.
// Long run: go test ./extract -run '^$' -fuzz FuzzRTF -fuzztime 2m
func FuzzRTF(f *testing.F) {
	fuzzChunk(f, rtfParagraphs,
		`{\rtf1\ansi\ansicpg1250\deff0{\fonttbl{\f0\fcharset238 Times;}}\pard Zob. art. 398{\super 1} k.p.c. {\v ukryte}Sp\'f3\'b3ka\par}`,
		`{\rtf1{\field{\*\fldinst HYPERLINK "x"}{\fldrslt tekst}}\u261?\uc2\u380\'bf\'bf\intbl a\cell b\cell\row\bin3 abc}`,
		`{\rtf1{\*\unknown x}{\pict 0a0b}\tab\line\~\-\_\\\{\}\emdash\ldblquote}`,
		`{\rtf1 {{{{`)
}

// fuzzChunk fuzzes an alt-chunk reader: no panic, and every paragraph it
// returns is non-blank UTF-8.
func fuzzChunk(f *testing.F, read func(context.Context, []byte, Limits) ([]chunkPara, error), seeds ...string) {
	for _, s := range seeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		paras, err := read(context.Background(), data, Limits{MaxXMLDepth: 64})
		if err != nil {
			return
		}
		for _, p := range paras {
			if strings.TrimSpace(p.text) == "" || !utf8.ValidString(p.text) {
				t.Fatalf("paragraph %q", p.text)
			}
		}
	})
}

// FuzzPDFLayout fuzzes the layout of PDF characters (lines, running lines,
// footnote zones, raised marks, blocks) with geometry taken from the
// input: a PDF's boxes are untrusted. Each 6 bytes are one character:
// its kind, x, y, height, width and font weight; 0xFF starts a page.
// Long run: go test ./extract -run '^$' -fuzz FuzzPDFLayout -fuzztime 2m
func FuzzPDFLayout(f *testing.F) {
	line := func(y byte, h byte, s string) []byte {
		var b []byte
		for i, c := range []byte(s) {
			b = append(b, c, byte(10+i*2), y, h, 2, 0)
		}
		return append(b, '\n', 0, y, 0, 0, 0)
	}
	var seed []byte
	seed = append(seed, line(200, 9, "Tekst ciala, ciagniety dalej.")...)
	seed = append(seed, '1', 70, 203, 5, 2, 0) // a raised mark
	seed = append(seed, line(190, 9, "Drugi wiersz akapitu")...)
	seed = append(seed, line(20, 6, "1 Przypis.")...)
	seed = append(seed, 0xFF)
	seed = append(seed, line(200, 9, "Strona druga 3981")...)
	f.Add(seed)
	var same []byte // a footnote in the body's size, below a gap
	same = append(same, line(200, 9, "Tekst ciala, ciagniety dalej.")...)
	same = append(same, '1', 70, 203, 5, 2, 0)
	same = append(same, line(197, 9, "Drugi wiersz akapitu")...)
	same = append(same, line(20, 9, "1 Przypis tej samej wielkosci.")...)
	f.Add(same)
	f.Add([]byte{0xFF, 0xFF, '\n', 0, 0, 0, 0, 0})
	alphabet := []rune("abcdefghijklmnopqrstuvwxyzĄęóśŁ0123456789 .,;:„”()-§*•\u0002\u00AD\u00A0¹³⁶")
	// A superscript out of reading order (a fallback font's glyph written
	// after the line): "⁶" at the end of the line, its box mid-line.
	disp := line(200, 9, "Tekst art 479 kpc dalej W")
	disp = append(disp[:len(disp)-6], byte(len(alphabet)-1), 30, 201, 5, 2, 0, '\n', 0, 200, 0, 0, 0)
	f.Add(disp)
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > 1<<14 {
			return
		}
		var pages [][]pchar
		var cur []pchar
		raw := 0
		for i := 0; i < len(data); {
			if data[i] == 0xFF {
				pages = append(pages, cur)
				cur = nil
				i++
				continue
			}
			if i+6 > len(data) {
				break
			}
			d := data[i : i+6]
			i += 6
			r := alphabet[int(d[0])%len(alphabet)]
			if d[0] == '\n' {
				r = '\n'
			}
			x, y := float32(d[1])*2, float32(d[2])*3
			h, w := float32(d[3]%32), float32(d[4]%16)
			c := pchar{r: r, raw: raw, l: x, rt: x + w, b: y, t: y + h}
			if d[5]&1 != 0 {
				c.weight = 400 + int16(d[5]&0x7E)*4
				c.boldName = d[5]&0x80 != 0
			}
			raw += utf8.RuneLen(r)
			cur = append(cur, c)
		}
		pages = append(pages, cur)
		var rawText strings.Builder
		for p, cs := range pages {
			if p > 0 {
				rawText.WriteByte('\f')
			}
			for _, c := range cs {
				rawText.WriteRune(c.r)
			}
		}
		// The raw offsets above ignore the form feeds: rebuild them.
		off := 0
		for p := range pages {
			if p > 0 {
				off++
			}
			for k := range pages[p] {
				pages[p][k].raw = off
				off += utf8.RuneLen(pages[p][k].r)
			}
		}
		d, err := finishPDF(pages, rawText.String())
		if err != nil {
			return // no text layer
		}
		doc, err := d.finish("fuzz.pdf", FormatPDF, DefaultLimits)
		if err != nil {
			t.Fatal(err)
		}
		if err := docInvariants(doc); err != nil {
			t.Fatal(err)
		}
	})
}
