package engine

import (
	"slices"
	"strings"
)

// Change is one word-level difference between a quotation and the source
// passage it was matched to. Rodzaj is "zmiana" (the quote has Cytat where
// the source has Zrodlo), "dodane" (only in the quote) or "pominiete" (only
// in the source).
type Change struct {
	Rodzaj string `json:"rodzaj"`
	Cytat  string `json:"cytat,omitempty"`
	Zrodlo string `json:"zrodlo,omitempty"`
	// before and after are the keys of the equal words next to the change
	// (up to contextKeys each side), the same on both sides: a role of
	// several words („przyjmujący zlecenie”) of which the change holds one
	// is read with them.
	before, after []string
	// srcBefore is the source's words just before the aligned passage
	// when the change opens the quotation (the passage's free start):
	// „Zamawiający może” against „Przyjmujący zamówienie może” pairs
	// „Zamawiający” with „zamówienie”, „Przyjmujący” left before.
	srcBefore []string
}

// contextKeys is how many equal words each side of a change it keeps.
const contextKeys = 3

// maxDiffCells bounds the table of a word alignment.
const maxDiffCells = 4 << 20

// wordDiff aligns the words of quote with the words of source (both
// normalized), compared by folded keys; a pair of words equal but for
// their diacritics („wskazal” / „wskazał”) is listed too, so that the diff
// shows what a quotation typed without Polish letters lost. Every quote word is aligned; source
// words before the first and after the last aligned word are free, so the
// source may be given with some context around the passage. The result lists
// the differences in reading order, a run of differing words as one Change.
func wordDiff(quote, source string) []Change {
	q, s := splitWords(quote), splitWords(source)
	n, m := len(q), len(s)
	if (n+1)*(m+1) > maxDiffCells {
		return []Change{{Rodzaj: "zmiana", Cytat: quote, Zrodlo: source}}
	}
	cols := m + 1
	// D[i][j]: the fewest edits of q[:i] against s[k:j], best k; M[i][j]:
	// the most equal words among the alignments of that cost, so that of two
	// alignments as cheap as each other the one pairing more words wins („a
	// dłużnik nie może” against „dłużnik może” drops „nie” rather than
	// pairing „dłużnik” with „nie” at the passage's free start).
	D := make([]int32, (n+1)*cols)
	M := make([]int32, (n+1)*cols)
	better := func(d, m, bd, bm int32) bool { return d < bd || d == bd && m > bm }
	for i := 1; i <= n; i++ {
		D[i*cols] = int32(i)
		for j := 1; j <= m; j++ {
			eq := q[i-1].Key == s[j-1].Key
			d, mm := D[(i-1)*cols+j-1], M[(i-1)*cols+j-1]
			if eq {
				mm++
			} else {
				d++
			}
			if a, am := D[(i-1)*cols+j]+1, M[(i-1)*cols+j]; better(a, am, d, mm) {
				d, mm = a, am
			}
			if x, xm := D[i*cols+j-1]+1, M[i*cols+j-1]; better(x, xm, d, mm) {
				d, mm = x, xm
			}
			D[i*cols+j], M[i*cols+j] = d, mm
		}
	}
	end := 0
	for j := 1; j <= m; j++ {
		// ties: more equal words, then the later end, which pairs a changed last word
		if d, e := D[n*cols+j], D[n*cols+end]; d < e || d == e && M[n*cols+j] >= M[n*cols+end] {
			end = j
		}
	}
	// Trace back from (n, end) to row 0, collecting the edit script: each
	// step goes to a cell whose cost and equal words account for this one's.
	type op struct {
		kind byte // '=', 's' substitute, 'a' added (quote only), 'd' dropped (source only)
		i, j int
	}
	var ops []op
	i, j := n, end
	for i > 0 {
		d, mm := D[i*cols+j], M[i*cols+j]
		diag := j > 0 && q[i-1].Key == s[j-1].Key
		switch {
		case diag && d == D[(i-1)*cols+j-1] && mm == M[(i-1)*cols+j-1]+1:
			ops = append(ops, op{'=', i - 1, j - 1})
			i, j = i-1, j-1
		case j > 0 && d == D[i*cols+j-1]+1 && mm == M[i*cols+j-1]:
			ops = append(ops, op{'d', i, j - 1})
			j--
		case j > 0 && !diag && d == D[(i-1)*cols+j-1]+1 && mm == M[(i-1)*cols+j-1]:
			ops = append(ops, op{'s', i - 1, j - 1})
			i, j = i-1, j-1
		default:
			ops = append(ops, op{'a', i - 1, j})
			i--
		}
	}
	var free []string // the source's words before the aligned passage
	for k := max(0, j-contextKeys); k < j; k++ {
		free = append(free, s[k].Key)
	}
	var out []Change
	var added, dropped []string
	var equal []string // the keys of the equal words since the last change
	open := -1         // the change whose after-context is still being read
	flush := func() {
		c := Change{before: lastKeys(equal, contextKeys)}
		switch {
		case len(added) > 0 && len(dropped) > 0:
			c.Rodzaj, c.Cytat, c.Zrodlo = "zmiana", strings.Join(added, " "), strings.Join(dropped, " ")
		case len(added) > 0:
			c.Rodzaj, c.Cytat = "dodane", strings.Join(added, " ")
		case len(dropped) > 0:
			c.Rodzaj, c.Zrodlo = "pominiete", strings.Join(dropped, " ")
		default:
			return
		}
		if len(out) == 0 && len(c.before) == 0 {
			c.srcBefore = free
		}
		out = append(out, c)
		open, equal = len(out)-1, nil
		added, dropped = nil, nil
	}
	for k := len(ops) - 1; k >= 0; k-- {
		o := ops[k]
		if o.kind == '=' && q[o.i].letters(quote) != s[o.j].letters(source) {
			o.kind = 's' // the same word but for its diacritics: shown, never material
		}
		switch o.kind {
		case '=':
			flush()
			equal = append(equal, q[o.i].Key)
			if open >= 0 && len(out[open].after) < contextKeys {
				out[open].after = append(out[open].after, q[o.i].Key)
			}
		case 's':
			added = append(added, quote[q[o.i].Start:q[o.i].End])
			dropped = append(dropped, source[s[o.j].Start:s[o.j].End])
		case 'a':
			added = append(added, quote[q[o.i].Start:q[o.i].End])
		case 'd':
			dropped = append(dropped, source[s[o.j].Start:s[o.j].End])
		}
	}
	flush()
	return out
}

// lastKeys is the last n keys of ks.
func lastKeys(ks []string, n int) []string {
	if len(ks) > n {
		ks = ks[len(ks)-n:]
	}
	return slices.Clone(ks)
}
