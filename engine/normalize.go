package engine

import (
	"slices"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// Normalized is a normalized text with a map back to the text it came from:
// the bytes Text[i] were produced from Orig[Start[i]:End[i]]. Every byte of a
// multi-byte character carries the same range, so any byte range of Text maps
// back with Start[a] and End[b-1].
type Normalized struct {
	Text  string
	Start []int32
	End   []int32
}

// Range is a half-open byte range [Start, End) in some text.
type Range struct {
	Start int `json:"start"`
	End   int `json:"end"`
}

// Orig maps the normalized byte range [a, b) back to the original text.
func (n *Normalized) Orig(a, b int) Range {
	if a >= b || a < 0 || b > len(n.Text) {
		return Range{-1, -1}
	}
	return Range{int(n.Start[a]), int(n.End[b-1])}
}

// Normalize applies the normalization rule of citation-grounding-pl v2.5
// (see NormalizeMap) and returns only the text.
func Normalize(s string) string { return NormalizeMap(s).Text }

// NormalizeMap normalizes s for comparison and keeps the map back to s:
//   - line-end hyphenation is joined: a hyphen (-, U+2010) or a soft hyphen
//     followed by white space that contains a line break disappears with that
//     white space ("praw-\n  nik" → "prawnik"); a hyphen before a plain space
//     stays;
//   - invisible characters U+00AD, U+200B–U+200D, U+2060 and U+FEFF are dropped;
//   - the text is composed to NFC (an NFD source compares like an NFC one);
//   - letters are case-folded, ß and ẞ to "ss";
//   - every quotation mark and apostrophe becomes ", the whole dash family
//     becomes -, and … becomes ...;
//   - runs of white space (NBSP and the Unicode spaces included) collapse to
//     one space, and the ends are trimmed.
//
// Invalid UTF-8 bytes become U+FFFD, one per byte; combining marks beyond
// the 31st on one letter are dropped. NormalizeMap is idempotent and linear.
func NormalizeMap(s string) Normalized {
	b := normBuilder{
		out:   make([]byte, 0, len(s)),
		start: make([]int32, 0, len(s)),
		end:   make([]int32, 0, len(s)),
	}
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf && asciiPlain[c] {
			i = b.asciiRun(s, i)
			continue
		}
		if c < utf8.RuneSelf {
			switch {
			case asciiSpace[c]:
				b.space(i, i+1)
			case c == '-':
				if next, ok := hyphenation(s, i, 1); ok {
					i = next
					continue
				}
				b.segStartASCII(c, i)
				b.emitByte('-', i, i+1)
			default:
				b.segStartASCII(c, i)
				b.emitByte(asciiFold[c], i, i+1)
			}
			i++
			continue
		}
		r, w := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == '\u00AD' || r == '\u2010':
			if next, ok := hyphenation(s, i, w); ok {
				i = next
				continue
			}
			if r == '\u2010' {
				b.segStartASCII('-', i)
				b.emitByte('-', i, i+w)
			}
		case isDropped(r):
		case isSpace(r):
			b.space(i, i+w)
		case !startsSegment(r, s[i:]):
			b.combine(r, i, i+w)
		default:
			b.segStart(r, i)
			b.emitRune(r, i, i+w)
		}
		i += w
	}
	return Normalized{Text: string(b.out), Start: b.start, End: b.end}
}

// startsSegment reports whether r, at the start of s, begins a new NFC
// segment (it cannot combine with what precedes it).
func startsSegment(r rune, s string) bool {
	if r < 0x300 || (r >= 0x2000 && r < 0x2100) || r == utf8.RuneError {
		return true // Latin letters and punctuation: no combining marks here
	}
	return norm.NFC.PropertiesString(s).BoundaryBefore()
}

// asciiPlain marks the ASCII bytes that map to one byte with no context:
// everything but white space and the hyphen.
var asciiPlain = func() (t [utf8.RuneSelf]bool) {
	for c := range t {
		t[c] = !asciiSpace[c] && c != '-'
	}
	return t
}()

// asciiRun copies the run of plain ASCII bytes starting at s[i], folded, and
// returns where it ends. The run's last byte opens the current segment.
func (b *normBuilder) asciiRun(s string, i int) int {
	j := i + 1
	for j < len(s) && s[j] < utf8.RuneSelf && asciiPlain[s[j]] {
		j++
	}
	b.flushSpace()
	n, cnt := len(b.out), j-i
	b.out = slices.Grow(b.out, cnt)[:n+cnt]
	b.start = slices.Grow(b.start, cnt)[:n+cnt]
	b.end = slices.Grow(b.end, cnt)[:n+cnt]
	out, st, en := b.out[n:], b.start[n:], b.end[n:]
	for k := range cnt {
		out[k] = asciiFold[s[i+k]]
		st[k] = int32(i + k)
		en[k] = int32(i + k + 1)
	}
	b.segOK = true
	b.segRaw = append(b.segRaw[:0], rune(s[j-1]))
	b.segOut = n + cnt - 1
	b.segOrig = j - 1
	return j
}

// normBuilder accumulates the output of NormalizeMap. It remembers the last
// NFC segment (a starter and the marks that follow it) so that a combining
// mark arriving later can be composed into it.
type normBuilder struct {
	out          []byte
	start, end   []int32
	pendingSpace bool
	spanStart    int // original start of the pending white space run
	spanEnd      int

	segOK   bool   // a segment is open and may take combining marks
	segRaw  []rune // the segment's runes before folding
	segOut  int    // where the segment's output begins in out
	segOrig int    // where the segment begins in the original
}

// space records white space; it is written as one space before the next
// visible character, mapped to the whole run.
func (b *normBuilder) space(i, j int) {
	if !b.pendingSpace {
		b.pendingSpace = true
		b.spanStart = i
	}
	b.spanEnd = j
	b.segOK = false
}

func (b *normBuilder) flushSpace() {
	if b.pendingSpace {
		if len(b.out) > 0 {
			b.out = append(b.out, ' ')
			b.start = append(b.start, int32(b.spanStart))
			b.end = append(b.end, int32(b.spanEnd))
		}
		b.pendingSpace = false
	}
}

// hyphenation reports whether the hyphen of width w at s[i] ends a line: it is
// followed by white space containing a line break. If so it returns where the
// text goes on after the hyphen and that white space, which disappear.
func hyphenation(s string, i, w int) (int, bool) {
	j := i + w
	brk := false
	for j < len(s) {
		r, n := utf8.DecodeRuneInString(s[j:])
		if !isSpace(r) && !isDropped(r) {
			break
		}
		if isLineBreak(r) {
			brk = true
		}
		j += n
	}
	return j, brk
}

func (b *normBuilder) segStartASCII(c byte, i int) {
	b.flushSpace()
	b.segOK = true
	b.segRaw = append(b.segRaw[:0], rune(c))
	b.segOut = len(b.out)
	b.segOrig = i
}

func (b *normBuilder) segStart(r rune, i int) {
	b.flushSpace()
	b.segOK = true
	b.segRaw = append(b.segRaw[:0], r)
	b.segOut = len(b.out)
	b.segOrig = i
}

func (b *normBuilder) emitByte(c byte, i, j int) {
	b.out = append(b.out, c)
	b.start = append(b.start, int32(i))
	b.end = append(b.end, int32(j))
}

// emitRune writes the folded form of r, every byte mapped to [i, j).
func (b *normBuilder) emitRune(r rune, i, j int) {
	var buf [utf8.UTFMax * 3]byte
	for _, c := range foldRune(buf[:0], r) {
		b.emitByte(c, i, j)
	}
}

// maxSegment bounds the characters composed into one letter (Unicode's
// stream-safe format allows 30 marks); further marks are dropped, which keeps
// normalization linear on hostile input.
const maxSegment = 32

// combine composes the mark r, found at [i, j), into the open segment; with
// no segment open (a mark after white space or at the start) it stands alone.
func (b *normBuilder) combine(r rune, i, j int) {
	if !b.segOK {
		b.segStart(r, i)
		b.emitRune(r, i, j)
		return
	}
	if len(b.segRaw) >= maxSegment {
		return // a pile of marks on one letter is noise, never legal text
	}
	b.segRaw = append(b.segRaw, r)
	composed := norm.NFC.String(string(b.segRaw))
	b.out = b.out[:b.segOut]
	b.start = b.start[:b.segOut]
	b.end = b.end[:b.segOut]
	for _, cr := range composed {
		b.emitRune(cr, b.segOrig, j)
	}
}
