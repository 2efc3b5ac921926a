package extract

import (
	"strconv"
	"unicode"
)

// raisedKind says what a run of small raised digits in the body is.
type raisedKind int

const (
	raisedRef raisedKind = iota + 1 // a footnote reference mark: out of the text, kept as a reference
	raisedSup                       // a superscript number ("art. 398¹"): Unicode superscript digits
)

// raisedRun is a run [i, j) of small raised digits on a line.
type raisedRun struct {
	i, j int
	kind raisedKind
}

// classifyRaised finds the runs of small raised digits on the body lines of
// a page and tells reference marks from superscripts. A run right after a
// digit ("398¹", "393¹¹") is a superscript, unless it is the mark of a
// footnote that starts on this page and no other run on the page can be its
// reference. Any other run after a glyph ("skuteczne.”¹", "dłużniku¹") is
// a reference mark; after a gap only when a footnote has that mark. A
// superscript and the mark right after it are one run of raised digits
// ("479⁴³" and note 1: "479⁴³¹"): the run is split when its end is the mark
// of a note of the page that has no other reference — at once when the
// run has three digits (no article number has a three-digit superscript),
// else when no run equal to the mark can be its reference (one that a
// range or a word continues, "458¹–458¹³", cannot). A note's reference
// keeps the notes' order: after the references of the notes before it on
// the page, before those of the notes after it.
func classifyRaised(ls []pline, pageMarks, all map[string]bool, body float32) [][]raisedRun {
	out := make([][]raisedRun, len(ls))
	type cand struct {
		line, run, seq int
		digits         []rune
		joined         bool // a dash, letter or digit follows at once: a range or a word goes on ("458¹–458¹³")
	}
	var cands []cand
	plain := map[string]bool{} // marks with a candidate that is not after a digit
	placed := map[int]int{}    // a note of the page → the reading order of its reference
	seq := 0
	letters := false // some note has a mark in letters (endnotes "i", "ii")
	for m := range all {
		letters = letters || (m != "" && unicode.IsLetter(rune(m[0])))
	}
	for k, l := range ls {
		if l.drop || l.note {
			continue
		}
		size := l.size
		if size < 0.9*body {
			size = body // a short line: judge marks by the body's size
		}
		cs := l.cs
		for i := 0; i < len(cs); {
			j := refRun(&ls[k], i, size)
			if j == i && letters && i > 0 && unicode.IsLetter(cs[i].r) {
				if e := letterRef(&ls[k], i, size, all); e > i {
					out[k] = append(out[k], raisedRun{i: i, j: e, kind: raisedRef})
					i = e
					continue
				}
			}
			if j == i {
				i++
				continue
			}
			seq++
			mark := string(runesOf(cs[i:j]))
			afterDigit := i > 0 && unicode.IsDigit(cs[i-1].r)
			switch {
			case afterDigit:
				out[k] = append(out[k], raisedRun{i: i, j: j, kind: raisedSup})
				joined := j < len(cs) && (isDash(cs[j].r) || unicode.IsLetter(cs[j].r) || unicode.IsDigit(cs[j].r))
				cands = append(cands, cand{k, len(out[k]) - 1, seq, runesOf(cs[i:j]), joined})
			case all[mark] || (i > 0 && cs[i-1].r != ' ' && cs[i-1].r != 0xA0):
				out[k] = append(out[k], raisedRun{i: i, j: j, kind: raisedRef})
				plain[mark] = true
				if v, err := strconv.Atoi(mark); err == nil && pageMarks[mark] {
					if _, ok := placed[v]; !ok {
						placed[v] = seq
					}
				}
			}
			i = j
		}
	}
	// take makes the run of c, or its last n digits (n > 0), the reference
	// of the note they name when that note has no reference yet and the
	// place keeps the notes' references in order.
	split := map[[2]int]int{} // (line, run) → digits at its end that are a reference mark
	take := func(c cand, n int) bool {
		mark := string(c.digits[len(c.digits)-max(n, 0):])
		if n == 0 {
			mark = string(c.digits)
		}
		v, err := strconv.Atoi(mark)
		if err != nil || !pageMarks[mark] || plain[mark] {
			return false
		}
		for u, at := range placed {
			if (u < v && at > c.seq) || (u > v && at < c.seq) {
				return false
			}
		}
		if n > 0 {
			split[[2]int{c.line, c.run}] = n
		} else {
			out[c.line][c.run].kind = raisedRef
		}
		plain[mark] = true
		placed[v] = c.seq
		return true
	}
	for _, c := range cands { // three digits: a superscript and a mark
		if len(c.digits) == 3 && !take(c, 1) {
			take(c, 2)
		}
	}
	// A footnote of this page whose only candidates follow a digit
	// ("…z 2019 r. poz. 12³"): the first of them is its reference, unless
	// a range or a word goes on right after it.
	for _, c := range cands {
		if !c.joined && split[[2]int{c.line, c.run}] == 0 {
			take(c, 0)
		}
	}
	for _, c := range cands { // two digits, the second a mark with no other reference
		if len(c.digits) == 2 && out[c.line][c.run].kind == raisedSup && split[[2]int{c.line, c.run}] == 0 {
			take(c, 1)
		}
	}
	if len(split) == 0 {
		return out
	}
	for k, runs := range out {
		var rs []raisedRun
		for n, r := range runs {
			if d := split[[2]int{k, n}]; d > 0 {
				rs = append(rs, raisedRun{i: r.i, j: r.j - d, kind: raisedSup}, raisedRun{i: r.j - d, j: r.j, kind: raisedRef})
				continue
			}
			rs = append(rs, r)
		}
		out[k] = rs
	}
	return out
}

// letterRef returns the end of a reference mark in letters starting at i
// (0 < i < len(l.cs)): raised letters right after a glyph that is not
// raised, the mark of a note (all); i when there is none.
func letterRef(l *pline, i int, size float32, all map[string]bool) int {
	prev := &l.cs[i-1]
	if prev.r == ' ' || prev.r == 0xA0 || raisedLetter(l, prev, size) {
		return i
	}
	e := raisedLetterRun(l, i, size)
	if e == i || !all[string(runesOf(l.cs[i:e]))] {
		return i
	}
	return e
}

// refRun returns the end of a run of small raised digits starting at i
// (i < len(l.cs)), or i when there is none. Most characters are no digit:
// that test is inlined in the callers.
func refRun(l *pline, i int, size float32) int {
	if uint32(l.cs[i].r-'0') > 9 {
		return i // no digit
	}
	return digitRun(l, i, size)
}

func digitRun(l *pline, i int, size float32) int {
	j := i
	for j < len(l.cs) && j-i < 3 {
		c := l.cs[j]
		h := c.height()
		// Small: at most 0.8 of the line's size, or 0.88 when raised by 0.4
		// of it (a browser's <sup>, "smaller" than the text: 83 %).
		if c.r < '0' || c.r > '9' || h <= 0 || size <= 0 || h > 0.8*size && (h > 0.88*size || c.b < l.base+0.4*size) || c.b < l.base+0.2*size {
			break
		}
		j++
	}
	if j < len(l.cs) && unicode.IsDigit(l.cs[j].r) {
		return i // part of a longer number
	}
	return j
}
