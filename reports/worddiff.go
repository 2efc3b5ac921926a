package reports

import (
	"strings"
	"unicode"
)

// Mark says how a word of a passage compares with the other side.
type Mark string

// The marks of a word.
const (
	Same    Mark = ""        // the word stands on both sides
	Added   Mark = "added"   // memo side: a word the source does not have there
	Omitted Mark = "omitted" // source side: a word the memo leaves out or changes
	Context Mark = "context" // source side: around the quoted part, not compared
)

// Word is one word of a passage as the report shows it.
type Word struct {
	Text string
	Mark Mark
}

// maxDiffCells bounds the word alignment (memo words × source words): a
// longer pair is shown without marks.
const maxDiffCells = 400_000

// wordDiff aligns a memo passage with a source passage word by word (the
// longest common subsequence of their words, compared without case and
// punctuation) and marks the differences: memo words not in the source,
// and source words the memo leaves out between the first and the last
// word they share; source words outside that stretch are context. Nothing
// is marked when the source shares less than half of the memo's words (it
// is then only the nearest place, not the quoted one) or the two are too
// long to align.
func wordDiff(memo, source string) (mw, sw []Word) {
	mt, st := strings.Fields(memo), strings.Fields(source)
	mw, sw = words(mt), words(st)
	mk, sk := keys(mt), keys(st)
	if len(mt)*len(st) > maxDiffCells || len(mt) == 0 || len(st) == 0 {
		return mw, sw
	}
	// lcs[i][j] is the LCS length of mk[i:] and sk[j:].
	lcs := make([][]int32, len(mk)+1)
	for i := range lcs {
		lcs[i] = make([]int32, len(sk)+1)
	}
	for i := len(mk) - 1; i >= 0; i-- {
		for j := len(sk) - 1; j >= 0; j-- {
			switch {
			case mk[i] != "" && mk[i] == sk[j]:
				lcs[i][j] = lcs[i+1][j+1] + 1
			case lcs[i+1][j] >= lcs[i][j+1]:
				lcs[i][j] = lcs[i+1][j]
			default:
				lcs[i][j] = lcs[i][j+1]
			}
		}
	}
	if n := wordsBefore(mk, len(mk)); lcs[0][0] == 0 || 2*int(lcs[0][0]) < n {
		return mw, sw // less than half the memo's words stand there: not the quoted place
	}
	inM, inS := make([]bool, len(mk)), make([]bool, len(sk))
	first, last := -1, -1   // the source words the memo shares, first and last
	mFirst, mLast := -1, -1 // the same in the memo
	for i, j := 0, 0; i < len(mk) && j < len(sk); {
		switch {
		case mk[i] != "" && mk[i] == sk[j]:
			inM[i], inS[j] = true, true
			if first < 0 {
				first, mFirst = j, i
			}
			last, mLast = j, i
			i++
			j++
		case lcs[i+1][j] >= lcs[i][j+1]:
			i++
		default:
			j++
		}
	}
	// Memo words before the first shared word (after the last) stand for
	// as many source words there: a changed first or last word is compared,
	// not taken for context.
	first = max(0, first-wordsBefore(mk, mFirst))
	last = min(len(sk)-1, last+wordsBefore(mk[mLast+1:], len(mk)-mLast-1))
	for i := range mw {
		if !inM[i] && mk[i] != "" {
			mw[i].Mark = Added
		}
	}
	elided := elisions(mt, inM, inS)
	for j := range sw {
		switch {
		case j < first || j > last || elided[j]:
			sw[j].Mark = Context
		case !inS[j] && sk[j] != "":
			sw[j].Mark = Omitted
		}
	}
	return mw, sw
}

// gapMarks are how a quotation marks what it leaves out.
var gapMarks = []string{"[…]", "[...]", "(…)", "(...)", "…", "..."}

func isGap(token string) bool {
	for _, g := range gapMarks {
		if strings.Contains(token, g) {
			return true
		}
	}
	return false
}

// elisions marks the source words a quotation leaves out on purpose: those
// between two shared words where the memo has a gap mark („[…]”) between
// them. They are context, not omissions.
func elisions(mt []string, inM, inS []bool) []bool {
	out := make([]bool, len(inS))
	var mIdx, sIdx []int // the shared words, in order, on each side
	for i, ok := range inM {
		if ok {
			mIdx = append(mIdx, i)
		}
	}
	for j, ok := range inS {
		if ok {
			sIdx = append(sIdx, j)
		}
	}
	for k := 0; k+1 < len(mIdx); k++ {
		gap := false
		for _, t := range mt[mIdx[k]+1 : mIdx[k+1]] {
			gap = gap || isGap(t)
		}
		if gap {
			for j := sIdx[k] + 1; j < sIdx[k+1]; j++ {
				out[j] = true
			}
		}
	}
	return out
}

// wordsBefore counts the words (tokens with a key) among keys[:n].
func wordsBefore(keys []string, n int) int {
	c := 0
	for _, k := range keys[:n] {
		if k != "" {
			c++
		}
	}
	return c
}

func words(tokens []string) []Word {
	out := make([]Word, len(tokens))
	for i, t := range tokens {
		out[i] = Word{Text: t}
	}
	return out
}

// keys are the words as compared: lower case, letters and digits only
// ("„Skarga" and "skarga," are one word; "[…]" is none).
func keys(tokens []string) []string {
	out := make([]string, len(tokens))
	for i, t := range tokens {
		out[i] = strings.Map(func(r rune) rune {
			if unicode.IsLetter(r) || unicode.IsDigit(r) {
				return unicode.ToLower(r)
			}
			return -1
		}, t)
	}
	return out
}
