package engine

import (
	"unicode/utf8"
)

// tokenIndex is a source's words for whole-token matching: every word of
// the normalized text (key folded) and, by the first four runes of a key,
// where its words stand.
type tokenIndex struct {
	words    []word
	byPrefix map[string][]int32
}

// lemmaPrefix is how many runes every form of a word shares ("kara",
// "karę", "kary"): the key of the index.
const lemmaPrefix = 3

// maxEnding is the longest inflectional ending a word may add to the stem
// it shares with a term: "uzasadnia" ~ "uzasadnienie", never "prawa" ~
// "prawidłowy".
const maxEnding = 4

func buildTokenIndex(text string) *tokenIndex {
	ix := &tokenIndex{words: splitWords(text), byPrefix: map[string][]int32{}}
	for i, w := range ix.words {
		p := runePrefix(w.Key, lemmaPrefix)
		ix.byPrefix[p] = append(ix.byPrefix[p], int32(i))
	}
	return ix
}

// runePrefix is the first n runes of s (all of s when shorter).
func runePrefix(s string, n int) string {
	i := 0
	for k := 0; k < n && i < len(s); k++ {
		_, w := utf8.DecodeRuneInString(s[i:])
		i += w
	}
	return s[:i]
}

// sameLemma reports whether a source word key is the term (a folded key)
// in another inflected form: equal, or sharing a stem of at least len−3
// runes of the term (at least four, three for a four-letter word: "karę"
// ~ "kary") and adding at most maxEnding runes to it.
func sameLemma(term, key string) bool {
	if term == key {
		return true
	}
	common, restT, restK := sharedStem(term, key)
	return common >= max(common+restT-3, min(minTermLen, common+restT-1)) && restK <= maxEnding
}

// sharedStem is the number of runes two words share at their start and the
// number each has after it.
func sharedStem(a, b string) (common, restA, restB int) {
	ar, br := []rune(a), []rune(b)
	for common < len(ar) && common < len(br) && ar[common] == br[common] {
		common++
	}
	return common, len(ar) - common, len(br) - common
}

// find returns the indexes of the words that are the term (sameLemma), in
// text order.
func (ix *tokenIndex) find(term string) []int32 {
	var out []int32
	for _, i := range ix.byPrefix[runePrefix(term, lemmaPrefix)] {
		if sameLemma(term, ix.words[i].Key) {
			out = append(out, i)
		}
	}
	return out
}
