package norm

import (
	"slices"
	"sort"
	"unicode"
	"unicode/utf8"
	"unsafe"

	unorm "golang.org/x/text/unicode/norm"
)

// Normalized is a normalized text with a map back to the text it came from.
// The map is stored as runs: a linear run copies a stretch of the original
// character for character with the same byte lengths ("Sąd" → "sąd"), a
// unit run is one output unit made from one original range ("„" → `"`,
// "…" → "...", white space → " ", a composed letter). Most text is a few long
// linear runs, so the map costs little next to the text.
type Normalized struct {
	Text string
	runs []mapRun
}

// mapRun maps Text[out:next.out) back to the original: linearly from orig
// (end < 0), or as a whole to [orig, end).
type mapRun struct {
	out, orig, end int32
}

// Range is a half-open byte range [Start, End) in some text.
type Range struct {
	Start int `json:"start"`
	End   int `json:"end"`
}

func (n *Normalized) runAt(i int) *mapRun {
	k := sort.Search(len(n.runs), func(k int) bool { return int(n.runs[k].out) > i }) - 1
	return &n.runs[k]
}

// Start is where, in the original, the character of Text that byte i
// belongs to begins.
func (n *Normalized) Start(i int) int {
	r := n.runAt(i)
	if r.end >= 0 {
		return int(r.orig)
	}
	return int(r.orig) + i - int(r.out)
}

// End is where, in the original, the character of Text that byte i belongs
// to ends.
func (n *Normalized) End(i int) int {
	r := n.runAt(i)
	if r.end >= 0 {
		return int(r.end)
	}
	j := i + 1
	for j < len(n.Text) && n.Text[j]&0xC0 == 0x80 {
		j++
	}
	return int(r.orig) + j - int(r.out)
}

// Orig maps the normalized byte range [a, b) back to the original text.
func (n *Normalized) Orig(a, b int) Range {
	if a >= b || a < 0 || b > len(n.Text) {
		return Range{-1, -1}
	}
	return Range{n.Start(a), n.End(b - 1)}
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
	b := normBuilder{out: make([]byte, 0, len(s))}
	for i := 0; i < len(s); {
		c := s[i]
		if (c < utf8.RuneSelf && asciiPlain[c]) || (c >= 0xC3 && c <= 0xC5) {
			if j := b.asciiRun(s, i); j > i {
				i = j
				continue
			}
		}
		if c < utf8.RuneSelf {
			switch {
			case asciiSpace[c]:
				b.space(i, i+1)
			default: // the hyphen
				if next, ok := hyphenation(s, i, 1); ok {
					i = next
					continue
				}
				b.segStart(rune(c), i)
				b.emit([]byte{'-'}, i, i+1)
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
				b.segStart(r, i)
				b.emit([]byte{'-'}, i, i+w)
			}
		case isDropped(r):
		case isSpace(r):
			b.space(i, i+w)
		case !startsSegment(r, s[i:]):
			b.combine(r, i, i+w)
		default:
			b.segStart(r, i)
			var buf [utf8.UTFMax * 3]byte
			b.emit(foldRune(buf[:0], r), i, i+w)
		}
		i += w
	}
	if len(b.out) == 0 {
		return Normalized{runs: b.runs}
	}
	// b.out is never written again: share it instead of copying.
	return Normalized{Text: unsafe.String(&b.out[0], len(b.out)), runs: b.runs}
}

// startsSegment reports whether r, at the start of s, begins a new NFC
// segment (it cannot combine with what precedes it).
func startsSegment(r rune, s string) bool {
	if r < 0x300 || (r >= 0x2000 && r < 0x2100) || r == utf8.RuneError {
		return true // Latin letters and punctuation: no combining marks here
	}
	return unorm.NFC.PropertiesString(s).BoundaryBefore()
}

// asciiPlain marks the ASCII bytes that map to one byte with no context:
// everything but white space and the hyphen.
var asciiPlain = func() (t [utf8.RuneSelf]bool) {
	for c := range t {
		t[c] = !asciiSpace[c] && c != '-'
	}
	return t
}()

// normBuilder accumulates the output of NormalizeMap. It remembers the last
// NFC segment (a starter and the marks that follow it) so that a combining
// mark arriving later can be composed into it.
type normBuilder struct {
	out          []byte
	runs         []mapRun
	pendingSpace bool
	spanStart    int // original range of the pending white space run
	spanEnd      int

	segOK   bool             // a segment is open and may take combining marks
	segRaw  [maxSegment]rune // the segment's runes before folding
	segLen  int
	segOut  int // where the segment's output begins in out
	segOrig int // where the segment begins in the original
}

// emit appends the output p made from the original range [i, j): it extends
// the current linear run when p has the original's length and continues it,
// and starts a new run otherwise.
func (b *normBuilder) emit(p []byte, i, j int) {
	if len(p) == j-i && (len(p) == 1 || utf8.RuneLen(firstRune(p)) == len(p)) {
		if n := len(b.runs); n > 0 {
			if r := b.runs[n-1]; r.end < 0 && int(r.orig)+len(b.out)-int(r.out) == i {
				b.out = append(b.out, p...)
				return
			}
		}
		b.runs = append(b.runs, mapRun{out: int32(len(b.out)), orig: int32(i), end: -1})
	} else {
		b.runs = append(b.runs, mapRun{out: int32(len(b.out)), orig: int32(i), end: int32(j)})
	}
	b.out = append(b.out, p...)
}

func firstRune(p []byte) rune {
	r, _ := utf8.DecodeRune(p)
	return r
}

// Byte classes for the fast path of asciiRun.
const (
	classOther = iota
	classPlain // ASCII other than white space and the hyphen
	classSpace // the ASCII space
	classLatin // a lead byte of U+00C0–U+017F
)

var byteClass = func() (t [256]uint8) {
	for c := 0; c < utf8.RuneSelf; c++ {
		if asciiPlain[c] {
			t[c] = classPlain
		}
	}
	t[' '] = classSpace
	t[0xC3], t[0xC4], t[0xC5] = classLatin, classLatin, classLatin
	return t
}()

// latinLower folds the two-byte Latin letters U+00C0–U+017F (all Polish
// letters among them) to lower case, for the fast path; 0 marks a character
// that needs the general path (ß, ×, ÷, İ).
var latinLower = func() (t [0x180]rune) {
	for r := rune(0xC0); r < 0x180; r++ {
		l := unicode.ToLower(r)
		if r == 0xD7 || r == 0xF7 || r == 0xDF || utf8.RuneLen(l) != 2 {
			continue
		}
		t[r] = l
	}
	return t
}()

// asciiRun copies the run of plain characters starting at s[i] — ASCII
// other than white space and the hyphen, two-byte Latin letters, and single
// spaces between them — folded, and returns where it ends. Every character
// of such a run maps to its own bytes, so the run extends one linear map run.
// Its last character opens the current segment.
func (b *normBuilder) asciiRun(s string, i int) int {
	if c := s[i]; c >= utf8.RuneSelf && (c < 0xC3 || c > 0xC5 || i+1 >= len(s) || latinLower[rune(c&0x1F)<<6|rune(s[i+1]&0x3F)] == 0 || s[i+1]&0xC0 != 0x80) {
		return i
	}
	b.flushSpace()
	n := len(b.out)
	if k := len(b.runs); k == 0 || b.runs[k-1].end >= 0 || int(b.runs[k-1].orig)+n-int(b.runs[k-1].out) != i {
		b.runs = append(b.runs, mapRun{out: int32(n), orig: int32(i), end: -1})
	}
	// Write into spare capacity by index (a local slice: no write barrier
	// per byte); the run's output is never longer than its input.
	out := slices.Grow(b.out, len(s)-i)
	o := len(out)
	out = out[:cap(out)]
	j := i
	last, lastAt, lastOut := rune(0), i, o
	for j < len(s) {
		c := s[j]
		switch byteClass[c] {
		case classPlain:
			last, lastAt, lastOut = rune(c), j, o
			out[o] = asciiFold[c]
			o++
			j++
			continue
		case classSpace:
			// A single space between plain characters is its own
			// collapsed run: copy it and go on.
			if j > i && j+1 < len(s) && byteClass[s[j+1]] == classPlain {
				out[o] = ' '
				o++
				j++
				continue
			}
		case classLatin:
			if j+1 < len(s) && s[j+1]&0xC0 == 0x80 {
				r := rune(c&0x1F)<<6 | rune(s[j+1]&0x3F)
				if l := latinLower[r]; l != 0 {
					last, lastAt, lastOut = r, j, o
					out[o], out[o+1] = byte(0xC0|l>>6), byte(0x80|l&0x3F)
					o += 2
					j += 2
					continue
				}
			}
		}
		break
	}
	out = out[:o]
	b.out = out
	b.segOK = true
	b.segRaw[0], b.segLen = last, 1
	b.segOut = lastOut
	b.segOrig = lastAt
	return j
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
			b.emit([]byte{' '}, b.spanStart, b.spanEnd)
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

// segStart opens a segment with the starter r found at s[i].
func (b *normBuilder) segStart(r rune, i int) {
	b.flushSpace()
	b.segOK = true
	b.segRaw[0], b.segLen = r, 1
	b.segOut = len(b.out)
	b.segOrig = i
}

// maxSegment bounds the characters composed into one letter (Unicode's
// stream-safe format allows 30 marks); further marks are dropped, which keeps
// normalization linear on hostile input.
const maxSegment = 32

// combine composes the mark r, found at [i, j), into the open segment; with
// no segment open (a mark after white space or at the start) it stands alone.
func (b *normBuilder) combine(r rune, i, j int) {
	var buf [utf8.UTFMax * 3]byte
	if !b.segOK {
		b.segStart(r, i)
		b.emit(foldRune(buf[:0], r), i, j)
		return
	}
	if b.segLen >= maxSegment {
		return // a pile of marks on one letter is noise, never legal text
	}
	b.segRaw[b.segLen] = r
	b.segLen++
	composed := unorm.NFC.String(string(b.segRaw[:b.segLen]))
	// Take the segment's output back, then write it again as one unit.
	b.out = b.out[:b.segOut]
	for len(b.runs) > 0 && int(b.runs[len(b.runs)-1].out) >= b.segOut {
		b.runs = b.runs[:len(b.runs)-1]
	}
	folded := make([]byte, 0, len(composed)+4)
	for _, cr := range composed {
		folded = foldRune(folded, cr)
	}
	b.runs = append(b.runs, mapRun{out: int32(len(b.out)), orig: int32(b.segOrig), end: int32(j)})
	b.out = append(b.out, folded...)
}
