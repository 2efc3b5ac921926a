package extract

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"unicode"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/klippa-app/go-pdfium"
)

// rawPdfium calls PDFium's C API in the WebAssembly instance directly.
//
// go-pdfium's public structured-text API makes three guest calls per
// character, and with wazero's interruptible mode (CloseOnContextDone, our
// default) every guest call costs a goroutine. This path reads a page's
// text with one FPDFText_GetText call and asks for the box of only the
// characters the layout needs (line ends, digits, hyphen markers and a
// sample of tall glyphs per line): about 5× fewer calls.
//
// It reaches the instance through exported members of go-pdfium's
// implementation (Fn, Context, Module.Memory) by reflection; when a future
// go-pdfium changes them, newRawPdfium reports false and extraction falls
// back to the public API (TestPDFPathsAgree covers both).
type rawPdfium struct {
	ctx   context.Context
	mem   rawMem
	fns   map[string]rawFn
	stack [16]uint64
}

type rawFn interface {
	CallWithStack(ctx context.Context, stack []uint64) error
}

type rawMem interface {
	Read(offset, count uint32) ([]byte, bool)
	Write(offset uint32, v []byte) bool
	ReadFloat64Le(offset uint32) (float64, bool)
}

var rawFnNames = []string{
	"malloc", "free", "FPDF_LoadMemDocument64", "FPDF_GetLastError", "FPDF_GetPageCount",
	"FPDF_LoadPage", "FPDF_ClosePage", "FPDF_CloseDocument", "FPDFText_LoadPage",
	"FPDFText_ClosePage", "FPDFText_CountChars", "FPDFText_GetText", "FPDFText_GetCharBox",
	"FPDFText_GetUnicode", "FPDFText_GetFontWeight", "FPDFText_GetFontInfo",
}

func newRawPdfium(inst pdfium.Pdfium) (r *rawPdfium, ok bool) {
	defer func() {
		if recover() != nil {
			r, ok = nil, false
		}
	}()
	impl := reflect.ValueOf(inst.GetImplementation())
	fn := impl.MethodByName("Fn")
	if !fn.IsValid() || impl.Kind() != reflect.Pointer {
		return nil, false
	}
	ctx, ok := impl.Elem().FieldByName("Context").Interface().(context.Context)
	if !ok {
		return nil, false
	}
	mem, ok := impl.Elem().FieldByName("Module").MethodByName("Memory").Call(nil)[0].Interface().(rawMem)
	if !ok {
		return nil, false
	}
	r = &rawPdfium{ctx: ctx, mem: mem, fns: map[string]rawFn{}}
	for _, name := range rawFnNames {
		v := fn.Call([]reflect.Value{reflect.ValueOf(name)})[0]
		if v.IsNil() {
			return nil, false
		}
		f, ok := v.Interface().(rawFn)
		if !ok {
			return nil, false
		}
		r.fns[name] = f
	}
	return r, true
}

func (r *rawPdfium) call(name string, args ...uint64) (uint64, error) {
	copy(r.stack[:], args)
	if err := r.fns[name].CallWithStack(r.ctx, r.stack[:]); err != nil {
		return 0, fmt.Errorf("PDFium %s: %w", name, err)
	}
	return r.stack[0], nil
}

func (r *rawPdfium) malloc(n int) (uint32, error) {
	p, err := r.call("malloc", uint64(n))
	if err == nil && p == 0 {
		err = errors.New("PDFium: out of memory (Limits or PDFConfig.MemoryLimit)")
	}
	return uint32(p), err
}

func (r *rawPdfium) free(p uint32) { r.call("free", uint64(p)) }

// rawDoc is a document open in one instance, with its scratch memory.
type rawDoc struct {
	r     *rawPdfium
	doc   uint64
	pages int
	// buf holds the document's bytes (PDFium reads them until the document
	// is closed); box the four coordinates of a glyph's box; nameBuf a
	// font name and its flags.
	buf, box, nameBuf uint32
}

// open loads a document into the instance. Close it when done.
func (r *rawPdfium) open(ctx context.Context, name string, data []byte, lim Limits) (*rawDoc, error) {
	d := &rawDoc{r: r}
	ok := false
	defer func() {
		if !ok {
			d.close()
		}
	}()
	var err error
	if d.buf, err = r.malloc(len(data)); err != nil {
		return nil, ctxOr(ctx, err)
	}
	if !r.mem.Write(d.buf, data) {
		return nil, errors.New("PDFium: cannot copy the document into the instance")
	}
	doc, err := r.call("FPDF_LoadMemDocument64", uint64(d.buf), uint64(len(data)), 0)
	if err != nil {
		return nil, ctxOr(ctx, err)
	}
	if uint32(doc) == 0 {
		code, _ := r.call("FPDF_GetLastError")
		return nil, pdfLastError(uint32(code))
	}
	d.doc = doc
	n64, err := r.call("FPDF_GetPageCount", doc)
	if err != nil {
		return nil, ctxOr(ctx, err)
	}
	d.pages = int(int32(n64))
	if d.pages <= 0 {
		return nil, fmt.Errorf("%w: the PDF has no pages", ErrCorrupt)
	}
	if lim.MaxPages >= 0 && d.pages > lim.MaxPages {
		return nil, &LimitError{File: name, Limit: "MaxPages", What: fmt.Sprintf("%d pages", d.pages), Max: int64(lim.MaxPages)}
	}
	if d.box, err = r.malloc(32); err != nil {
		return nil, err
	}
	if d.nameBuf, err = r.malloc(fontNameBuf + 4); err != nil {
		return nil, err
	}
	ok = true
	return d, nil
}

// close closes the document and frees its memory in the instance.
func (d *rawDoc) close() {
	if d.doc != 0 {
		d.r.call("FPDF_CloseDocument", d.doc)
	}
	for _, p := range []uint32{d.nameBuf, d.box, d.buf} {
		if p != 0 {
			d.r.free(p)
		}
	}
}

// page reads one page: its text in one call, then the boxes it needs. The
// characters' raw offsets are into the page's raw text, returned with them.
func (d *rawDoc) page(index int) ([]pchar, []byte, error) {
	r, box := d.r, d.box
	pg, err := r.call("FPDF_LoadPage", d.doc, uint64(index))
	if err != nil {
		return nil, nil, err
	}
	if uint32(pg) == 0 {
		return nil, nil, fmt.Errorf("%w: PDFium cannot load the page", ErrCorrupt)
	}
	defer r.call("FPDF_ClosePage", pg)
	tp, err := r.call("FPDFText_LoadPage", pg)
	if err != nil {
		return nil, nil, err
	}
	if uint32(tp) == 0 {
		return nil, nil, fmt.Errorf("%w: PDFium cannot read the page's text", ErrCorrupt)
	}
	defer r.call("FPDFText_ClosePage", tp)
	c64, err := r.call("FPDFText_CountChars", tp)
	if err != nil {
		return nil, nil, err
	}
	count := int(int32(c64))
	if count <= 0 {
		return nil, nil, nil
	}
	runes, err := r.text(tp, count)
	if err != nil {
		return nil, nil, err
	}
	cs := make([]pchar, count)
	raw := make([]byte, 0, count+count/4)
	for i, c := range runes {
		cs[i] = pchar{r: c, raw: len(raw)}
		if c != 0 {
			raw = utf8.AppendRune(raw, c)
		}
	}
	for _, i := range boxSample(runes) {
		if _, err := r.call("FPDFText_GetCharBox", tp, uint64(i), uint64(box), uint64(box+8), uint64(box+16), uint64(box+24)); err != nil {
			return nil, nil, err
		}
		l, _ := r.mem.ReadFloat64Le(box)
		rt, _ := r.mem.ReadFloat64Le(box + 8)
		b, _ := r.mem.ReadFloat64Le(box + 16)
		t, _ := r.mem.ReadFloat64Le(box + 24)
		cs[i].l, cs[i].rt, cs[i].b, cs[i].t = float32(l), float32(rt), float32(b), float32(t)
	}
	for _, i := range letterMarkSample(runes) {
		if cs[i].t > cs[i].b {
			continue // boxSample read it whole
		}
		if _, err := r.call("FPDFText_GetCharBox", tp, uint64(i), uint64(box), uint64(box+8), uint64(box+16), uint64(box+24)); err != nil {
			return nil, nil, err
		}
		b, _ := r.mem.ReadFloat64Le(box + 16)
		t, _ := r.mem.ReadFloat64Le(box + 24)
		cs[i].mb, cs[i].mt = float32(b), float32(t)
	}
	for _, i := range wordEnds(runes) {
		if !sampleWordEnds {
			break
		}
		if cs[i].t > cs[i].b {
			continue // boxSample read it whole
		}
		if _, err := r.call("FPDFText_GetCharBox", tp, uint64(i), uint64(box), uint64(box+8), uint64(box+16), uint64(box+24)); err != nil {
			return nil, nil, err
		}
		l, _ := r.mem.ReadFloat64Le(box)
		rt, _ := r.mem.ReadFloat64Le(box + 8)
		cs[i].l, cs[i].rt = float32(l), float32(rt) // width only: no height, the layout does not see it
	}
	for _, i := range spaceSides(runes) {
		if cs[i].t > cs[i].b || cs[i].rt > cs[i].l {
			continue // read already
		}
		if _, err := r.call("FPDFText_GetCharBox", tp, uint64(i), uint64(box), uint64(box+8), uint64(box+16), uint64(box+24)); err != nil {
			return nil, nil, err
		}
		l, _ := r.mem.ReadFloat64Le(box)
		rt, _ := r.mem.ReadFloat64Le(box + 8)
		cs[i].l, cs[i].rt = float32(l), float32(rt) // width only, as a word end's (pdfjustified.go)
	}
	for _, i := range weightSample(runes) {
		if !sampleFontWeights {
			break
		}
		w, bold, err := r.fontWeight(tp, i, d.nameBuf)
		if err != nil {
			return nil, nil, err
		}
		cs[i].weight, cs[i].boldName = w, bold
	}
	if err := r.sampleItalics(tp, runes, cs, d.nameBuf); err != nil {
		return nil, nil, err
	}
	// Characters PDFium has no code point for are dropped, as in the
	// structured API.
	out := cs[:0]
	for _, c := range cs {
		if c.r != 0 {
			out = append(out, c)
		}
	}
	return out, raw, nil
}

// fontWeight returns the weight of the font of character i (400 regular,
// 700 bold; PDFium estimates it from the stems when the font declares
// none) and whether the font's name ("ABCDEF+LiberationSerif-Bold") or its
// ForceBold flag says bold. name is scratch memory of fontNameBuf+4 bytes.
func (r *rawPdfium) fontWeight(tp uint64, i int, name uint32) (int16, bool, error) {
	n, err := r.call("FPDFText_GetFontInfo", tp, uint64(i), uint64(name), fontNameBuf, uint64(name+fontNameBuf))
	if err != nil {
		return 0, false, err
	}
	bold := false
	if n > 0 && n <= fontNameBuf {
		b, _ := r.mem.Read(name, uint32(n))
		fl, _ := r.mem.Read(name+fontNameBuf, 4)
		flags := uint32(0)
		if len(fl) == 4 {
			flags = uint32(fl[0]) | uint32(fl[1])<<8 | uint32(fl[2])<<16 | uint32(fl[3])<<24
		}
		bold = boldFromName(string(b), flags)
	}
	w, err := r.call("FPDFText_GetFontWeight", tp, uint64(i))
	if err != nil {
		return 0, false, err
	}
	return int16(min(max(int32(w), 1), 1000)), bold, nil
}

// sampleFontWeights is off only in BenchmarkPDFFontWeights, which measures
// what reading the font weights costs.
var sampleFontWeights = true

// sampleWordEnds is off only in BenchmarkPDFWordEnds, which measures what
// reading the edges of each line's first word costs.
var sampleWordEnds = true

// fontNameBuf is the room for a font name; longer names count as not bold.
const fontNameBuf = 128

// text returns one rune per character of the text page.
func (r *rawPdfium) text(tp uint64, count int) ([]rune, error) {
	tb, err := r.malloc(2 * (count + 1))
	if err != nil {
		return nil, err
	}
	defer r.free(tb)
	w, err := r.call("FPDFText_GetText", tp, 0, uint64(count), uint64(tb))
	if err != nil {
		return nil, err
	}
	units := max(int(int32(w))-1, 0) // without the terminating NUL
	b, ok := r.mem.Read(tb, uint32(2*units))
	if !ok {
		return nil, errors.New("PDFium: text buffer out of range")
	}
	runes := decodeUTF16LE(b)
	if len(runes) == count {
		for i, c := range runes {
			if c == 0xFFFE { // GetText writes the U+0002 hyphen marker as U+FFFE
				runes[i] = 2
			}
		}
		return runes, nil
	}
	// Surrogates do not line up with the character indexes: ask per char.
	runes = make([]rune, count)
	for i := range runes {
		c, err := r.call("FPDFText_GetUnicode", tp, uint64(i))
		if err != nil {
			return nil, err
		}
		runes[i] = rune(uint32(c))
	}
	return runes, nil
}

// decodeUTF16LE is utf16.Decode of little-endian bytes, without the
// []uint16 between: a lone surrogate is U+FFFD.
func decodeUTF16LE(b []byte) []rune {
	n := len(b) / 2
	out := make([]rune, 0, n)
	for i := 0; i < n; i++ {
		c := rune(b[2*i]) | rune(b[2*i+1])<<8
		switch {
		case !utf16.IsSurrogate(c):
			out = append(out, c)
		case c < 0xDC00 && i+1 < n:
			if r := utf16.DecodeRune(c, rune(b[2*i+2])|rune(b[2*i+3])<<8); r != unicode.ReplacementChar {
				out = append(out, r)
				i++
				continue
			}
			out = append(out, unicode.ReplacementChar)
		default:
			out = append(out, unicode.ReplacementChar)
		}
	}
	return out
}

// boxSample returns the indexes of the characters whose boxes the layout
// needs: per line (PDFium's line breaks) the first and last glyphs, every
// digit and asterisk (footnote marks), both sides of a U+0002 hyphen marker
// (where PDFium joins two lines), soft hyphens, and up to ten tall glyphs
// spread over the line (its size and baseline); on a line with fewer than
// three tall glyphs also up to four x-height letters (its x-height: the
// size of "następujący:"), or other letters when it has few of those. A
// line that holds a superscript digit ("479³⁶") has every glyph sampled: a
// superscript a fallback font printed can stand out of order in the text
// and is put back in place by its box (placeDisplaced).
func boxSample(rs []rune) []int {
	var out []int
	eachPDFiumLine(rs, func(start, end int) {
		first, last := -1, -1
		var tall, xs, other []int
		all := false
		for i := start; i < end; i++ {
			c := rs[i]
			if c <= ' ' || c == 0xA0 || c == 2 {
				continue
			}
			if first < 0 {
				first = i
			}
			last = i
			all = all || isSuperscriptDigit(c)
		}
		for i := start; i < end; i++ {
			c := rs[i]
			switch {
			case i == first || i == last, unicode.IsDigit(c), c == '*', c == 0xAD, all && c > ' ' && c != 0xA0 && c != 2:
				out = append(out, i)
			case i > 0 && rs[i-1] == 2, i+1 < len(rs) && rs[i+1] == 2:
				out = append(out, i)
			case glyphIs(c, glyphTall):
				tall = append(tall, i)
			case glyphIs(c, glyphX):
				xs = append(xs, i) // baseline and x-height samples when a line has few tall glyphs
			case unicode.IsLetter(c) && onBaseline(c):
				other = append(other, i)
			}
		}
		out = appendSpread(out, tall, 10)
		if len(tall) < 3 {
			out = appendSpread(out, xs, 4)
			if len(xs) < 3 {
				out = appendSpread(out, other, 4)
			}
		}
	})
	return out
}

// wordEnds returns, per line (PDFium's line breaks), the index of the last
// glyph of its first word when the line has more than one glyph: only its
// left and right edges are read (widthBox), for the width of the word that
// did not fit on the line before (short in pdfblocks.go). Its box is not
// the glyph's box for the rest of the layout, which sees only boxSample's.
func wordEnds(rs []rune) []int {
	var out []int
	blank := func(c rune) bool { return c <= ' ' || c == 0xA0 || c == 2 }
	eachPDFiumLine(rs, func(start, end int) {
		i := start
		for i < end && blank(rs[i]) {
			i++
		}
		j := i
		for j+1 < end && !blank(rs[j+1]) {
			j++
		}
		if i < end && j > i {
			out = append(out, j)
		}
	})
	return out
}

// eachPDFiumLine calls fn with the bounds [start, end) of every line of
// rs as PDFium broke it: at a '\n' (left out) and after a 2, where PDFium
// joined two lines (kept with the first).
func eachPDFiumLine(rs []rune, fn func(start, end int)) {
	start := 0
	for i, c := range rs {
		switch c {
		case '\n':
			fn(start, i)
			start = i
		case 2:
			fn(start, i+1)
			start = i + 1
		}
	}
	fn(start, len(rs))
}

// appendSpread appends up to n of idx, spread evenly.
func appendSpread(out, idx []int, n int) []int {
	if len(idx) <= n {
		return append(out, idx...)
	}
	for k := 0; k < n; k++ {
		out = append(out, idx[k*len(idx)/n])
	}
	return out
}

// pdfLastError maps FPDF_GetLastError codes to our errors.
func pdfLastError(code uint32) error {
	switch code {
	case 4:
		return fmt.Errorf("%w (PDFium: invalid password)", ErrEncrypted)
	case 5:
		return fmt.Errorf("%w: unsupported encryption (PDFium)", ErrEncrypted)
	case 2, 3:
		return fmt.Errorf("%w: PDFium cannot parse it (error %d)", ErrCorrupt, code)
	}
	return fmt.Errorf("%w: PDFium cannot open it (error %d)", ErrCorrupt, code)
}
