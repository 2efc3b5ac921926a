package extract

import (
	"context"
	"fmt"
	"strings"

	"golang.org/x/text/encoding/charmap"
)

// rtfParagraphs reads the text an RTF document shows, one chunkPara per
// paragraph (\par; \intbl paragraphs are table cells). It is a minimal
// reader of our own: groups, control words and symbols, \'hh bytes in the
// code page of the current font (\fcharset) or of the document
// (\ansicpg: 1250, 1252, ISO-8859-2…), \uN with \ucN, field results without
// their instructions, \v hidden text dropped, and the destinations that
// are not text (font and colour tables, style sheet, info, pictures,
// objects' data, headers and footers of the chunk, \* destinations) skipped.
// Group nesting is bounded by lim.MaxXMLDepth; a document that does not
// start with {\rtf or whose groups do not close fails.
func rtfParagraphs(ctx context.Context, data []byte, lim Limits) ([]chunkPara, error) {
	s := string(data)
	i := 0
	for i < len(s) && (s[i] == ' ' || s[i] == '\r' || s[i] == '\n' || s[i] == '\t') {
		i++
	}
	if !strings.HasPrefix(s[i:], `{\rtf`) {
		return nil, fmt.Errorf("%w: alt-chunk RTF does not start with {\\rtf", ErrCorrupt)
	}
	p := rtfReader{src: s, pos: i, maxDepth: lim.MaxXMLDepth, fonts: map[int]*charmap.Charmap{}}
	p.st = rtfState{uc: 1}
	if err := p.run(ctx); err != nil {
		return nil, err
	}
	return p.out, nil
}

type rtfState struct {
	skip    bool // inside a destination that is not text
	hidden  bool // \v
	sup     bool // \super
	uc      int  // bytes to skip after \uN
	font    int
	inTable bool // \intbl
	fontTbl bool // inside \fonttbl
	fontDef int  // font being defined in the font table
	fldInst bool // a field's instruction: not shown (its \fldrslt is)
}

type rtfReader struct {
	src       string
	pos       int
	st        rtfState
	stack     []rtfState
	maxDepth  int
	codepage  *charmap.Charmap
	fonts     map[int]*charmap.Charmap
	cur       []rune
	pendBytes []byte // \'hh bytes waiting to be decoded together
	out       []chunkPara
	skipUnits int // characters still to skip after \uN
	list      bool
}

// rtfSkip are destinations whose content is not shown text.
var rtfSkip = map[string]bool{"colortbl": true, "stylesheet": true, "info": true, "pict": true, "object": true,
	"header": true, "footer": true, "headerl": true, "headerr": true, "headerf": true, "footerl": true,
	"footerr": true, "footerf": true, "themedata": true, "colorschememapping": true, "datastore": true,
	"latentstyles": true, "xmlnstbl": true, "rsidtbl": true, "generator": true, "listtable": true,
	"listoverridetable": true, "revtbl": true, "filetbl": true, "pgdsctbl": true, "objdata": true,
	"bkmkstart": true, "bkmkend": true, "annotation": true, "atnid": true, "atnauthor": true, "atrfstart": true,
	"atrfend": true, "comment": true, "footnote": false, "pn": true, "pntext": true, "pntxta": true, "pntxtb": true,
	"nonshppict": true, "shppict": false, "blipuid": true, "fldinst": true}

func (p *rtfReader) run(ctx context.Context) error {
	for n := 0; p.pos < len(p.src); n++ {
		if n&1023 == 0 {
			if err := ctx.Err(); err != nil {
				return err
			}
		}
		c := p.src[p.pos]
		switch c {
		case '{':
			p.flushBytes()
			if p.maxDepth >= 0 && len(p.stack) >= p.maxDepth {
				return fmt.Errorf("alt-chunk RTF group nesting exceeds limit MaxXMLDepth=%d", p.maxDepth)
			}
			p.stack = append(p.stack, p.st)
			p.pos++
			if strings.HasPrefix(p.src[p.pos:], `\*`) {
				p.st.skip = true // an optional destination we do not know
				p.pos += 2
			}
		case '}':
			p.flushBytes()
			if len(p.stack) == 0 {
				return fmt.Errorf("%w: alt-chunk RTF closes a group it never opened", ErrCorrupt)
			}
			p.st = p.stack[len(p.stack)-1]
			p.stack = p.stack[:len(p.stack)-1]
			p.pos++
			if len(p.stack) == 0 {
				p.endPara()
				return nil // the document's group is closed; the rest is ignored
			}
		case '\\':
			p.control()
		case '\r', '\n':
			p.pos++
		default:
			p.flushBytes()
			p.char(rune(c))
			p.pos++
		}
	}
	return fmt.Errorf("%w: alt-chunk RTF ends inside a group (truncated?)", ErrCorrupt)
}

// control reads a control word or symbol at p.pos ('\\').
func (p *rtfReader) control() {
	i := p.pos + 1
	if i >= len(p.src) {
		p.pos = i
		return
	}
	if c := p.src[i]; !isLetter(c) {
		p.symbol(c, i)
		return
	}
	word, arg := p.controlWord(i)
	p.flushBytes()
	if f, ok := rtfWords[word]; ok {
		f(p, arg)
	} else if r, ok := rtfChars[word]; ok {
		p.char(r)
	} else if rtfSkip[word] {
		p.st.skip = true
	}
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// symbol reads the control symbol \c at i: a \'hh byte, a special
// character, a paragraph end (\ and a line end) or \* (an optional
// destination); other symbols are dropped.
func (p *rtfReader) symbol(c byte, i int) {
	s := p.src
	p.pos = i + 1
	switch c {
	case '\'':
		if i+2 < len(s) {
			if v, ok := hexByte(s[i+1], s[i+2]); ok {
				p.pos = i + 3
				if p.skipUnits > 0 {
					p.skipUnits--
					return
				}
				p.pendBytes = append(p.pendBytes, v)
			}
		}
	case '~', '-', '_', '\\', '{', '}':
		p.flushBytes()
		p.char(rtfSymbols[c])
	case '\n', '\r':
		p.flushBytes()
		p.para()
	case '*':
		p.st.skip = true
	}
}

// rtfSymbols are the characters of the control symbols that stand for one.
var rtfSymbols = map[byte]rune{'~': 0xA0, '-': 0xAD, '_': 0x2011, '\\': '\\', '{': '{', '}': '}'}

// rtfArg is a control word's numeric parameter.
type rtfArg struct {
	num int
	set bool // the word had one
}

// on: a toggle word turns its property on (\b, \b1; not \b0).
func (a rtfArg) on() bool { return !a.set || a.num != 0 }

// controlWord reads the control word whose letters start at i (at most 32
// letters, an optional signed number of up to 10 digits, the delimiter
// space) and moves past it.
func (p *rtfReader) controlWord(i int) (string, rtfArg) {
	s := p.src
	j := i
	for j < len(s) && isLetter(s[j]) && j-i < 32 {
		j++
	}
	var arg rtfArg
	k := j
	neg := k < len(s) && s[k] == '-'
	if neg {
		k++
	}
	for k < len(s) && s[k] >= '0' && s[k] <= '9' && k-j < 10 {
		arg.num = arg.num*10 + int(s[k]-'0')
		arg.set = true
		k++
	}
	if neg && arg.set {
		arg.num = -arg.num
	} else if neg {
		k-- // a lone '-' is text
	}
	if k < len(s) && s[k] == ' ' {
		k++ // the delimiter space belongs to the control word
	}
	p.pos = k
	return s[i:j], arg
}

// rtfWords are the control words that change the reader's state; a word
// that stands for a character is in rtfChars, a destination that is not
// text in rtfSkip.
var rtfWords = map[string]func(*rtfReader, rtfArg){
	"u":          (*rtfReader).unicodeChar,
	"uc":         func(p *rtfReader, a rtfArg) { p.st.uc = max(a.num, 0) },
	"ansicpg":    func(p *rtfReader, a rtfArg) { p.codepage = codepageOf(a.num) },
	"fonttbl":    func(p *rtfReader, _ rtfArg) { p.st.fontTbl = true },
	"f":          (*rtfReader).font,
	"fcharset":   (*rtfReader).fontCharset,
	"par":        paraEnd,
	"sect":       paraEnd,
	"page":       paraEnd,
	"cell":       paraEnd,
	"nestcell":   paraEnd,
	"row":        paraEnd,
	"nestrow":    paraEnd,
	"intbl":      func(p *rtfReader, _ rtfArg) { p.st.inTable = true },
	"pard":       func(p *rtfReader, _ rtfArg) { p.st.inTable = false },
	"v":          func(p *rtfReader, a rtfArg) { p.st.hidden = a.on() },
	"super":      func(p *rtfReader, a rtfArg) { p.st.sup = a.on() },
	"nosupersub": func(p *rtfReader, _ rtfArg) { p.st.sup = false },
	"sub":        func(p *rtfReader, _ rtfArg) { p.st.sup = false },
	"plain":      func(p *rtfReader, _ rtfArg) { p.st.sup, p.st.hidden = false, false },
	"fldinst":    func(p *rtfReader, _ rtfArg) { p.st.fldInst = true },
	"listtext":   listPara,
	"ls":         listPara,
	"ilvl":       listPara,
	// \binN: binary data of N bytes follows; it is skipped.
	"bin": func(p *rtfReader, a rtfArg) { p.pos = min(p.pos+max(a.num, 0), len(p.src)) },
}

func paraEnd(p *rtfReader, _ rtfArg)  { p.para() }
func listPara(p *rtfReader, _ rtfArg) { p.list = true }

// rtfChars are the control words that stand for a character.
var rtfChars = map[string]rune{"line": '\n', "tab": '\t', "emdash": '—', "endash": '–', "lquote": '‘', "rquote": '’',
	"ldblquote": '“', "rdblquote": '”', "bullet": '•', "emspace": ' ', "enspace": ' ', "qmspace": ' '}

// unicodeChar reads \uN: the character N (negative: N+65536), then the \ucN
// characters that stand for it in older readers are skipped.
func (p *rtfReader) unicodeChar(a rtfArg) {
	r := rune(a.num)
	if r < 0 {
		r += 65536
	}
	p.char(r)
	p.skipUnits = p.st.uc
}

// font reads \fN: the font being defined in the font table, else the
// current font.
func (p *rtfReader) font(a rtfArg) {
	if p.st.fontTbl {
		p.st.fontDef = a.num
	} else {
		p.st.font = a.num
	}
}

// fontCharset reads the \fcharsetN of a font being defined.
func (p *rtfReader) fontCharset(a rtfArg) {
	if p.st.fontTbl {
		if cm := charsetOf(a.num); cm != nil {
			p.fonts[p.st.fontDef] = cm
		}
	}
}

// char adds a character to the current paragraph unless the state hides it.
func (p *rtfReader) char(r rune) {
	if p.skipUnits > 0 {
		p.skipUnits--
		return
	}
	if p.st.skip || p.st.hidden || p.st.fontTbl || p.st.fldInst {
		return
	}
	if p.st.sup && r >= '0' && r <= '9' {
		r = []rune(superscriptDigit(r))[0]
	}
	p.cur = append(p.cur, r)
}

// flushBytes decodes pending \'hh bytes in the current font's code page.
func (p *rtfReader) flushBytes() {
	if len(p.pendBytes) == 0 {
		return
	}
	b := p.pendBytes
	p.pendBytes = nil
	cm := p.fonts[p.st.font]
	if cm == nil {
		cm = p.codepage
	}
	if cm == nil {
		cm = charmap.Windows1252
	}
	for _, c := range b {
		p.char(cm.DecodeByte(c))
	}
}

// para ends a paragraph.
func (p *rtfReader) para() {
	p.flushBytes()
	if p.st.skip || p.st.fontTbl {
		return
	}
	p.endPara()
}

func (p *rtfReader) endPara() {
	t := strings.TrimSpace(string(p.cur))
	p.cur = p.cur[:0]
	kind := BlockParagraph
	switch {
	case p.st.inTable:
		kind = BlockTableCell
	case p.list:
		kind = BlockListItem
	}
	p.list = false
	if t != "" {
		p.out = append(p.out, chunkPara{text: t, kind: kind})
	}
}

func hexByte(a, b byte) (byte, bool) {
	h, ok1 := hexVal(a)
	l, ok2 := hexVal(b)
	return h<<4 | l, ok1 && ok2
}

func hexVal(c byte) (byte, bool) {
	switch {
	case c >= '0' && c <= '9':
		return c - '0', true
	case c >= 'a' && c <= 'f':
		return c - 'a' + 10, true
	case c >= 'A' && c <= 'F':
		return c - 'A' + 10, true
	}
	return 0, false
}

// codepageOf maps \ansicpgN to a character map (nil: unknown, Windows-1252
// is used).
func codepageOf(n int) *charmap.Charmap {
	switch n {
	case 1250:
		return charmap.Windows1250
	case 1251:
		return charmap.Windows1251
	case 1252:
		return charmap.Windows1252
	case 1253:
		return charmap.Windows1253
	case 1254:
		return charmap.Windows1254
	case 1257:
		return charmap.Windows1257
	case 28592:
		return charmap.ISO8859_2
	}
	return nil
}

// charsetOf maps a font's \fcharsetN to a character map.
func charsetOf(n int) *charmap.Charmap {
	switch n {
	case 0:
		return charmap.Windows1252
	case 238:
		return charmap.Windows1250
	case 204:
		return charmap.Windows1251
	case 161:
		return charmap.Windows1253
	case 162:
		return charmap.Windows1254
	case 186:
		return charmap.Windows1257
	}
	return nil
}
