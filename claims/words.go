package claims

import (
	"citeguard/pl"
	"strings"
	"unicode/utf8"
)

// word is one word of a sentence, lower-cased, with its byte range in the
// sentence string.
type word struct {
	s          string
	start, end int
}

// wordsOf splits s into words: runs of letters, digits and dots (so "k.c."
// and "tzw." are words), lower-cased.
// Its buffer lives in the caller's frame (wordsOf is inlined) unless the
// words outgrow it or the caller keeps them.
func wordsOf(s string) []word {
	var buf [32]word
	return appendWords(buf[:0], s)
}

// appendWords is wordsOf appending to out (so a caller can reuse a buffer).
func appendWords(out []word, s string) []word {
	start := -1
	plain := false // the open word is of a-z, 0-9 and dots only: no lowering
	for i := 0; i < len(s); {
		c := s[i]
		size := 1
		var in bool
		if c < 0x80 {
			in = wordASCII[c]
		} else {
			var r rune
			r, size = decodeRune(s, i)
			in = isLetterOrDigit(r)
		}
		switch {
		case in && start < 0:
			start, plain = i, c < 0x80 && !(c >= 'A' && c <= 'Z')
		case in:
			plain = plain && c < 0x80 && !(c >= 'A' && c <= 'Z')
		case start >= 0:
			out = append(out, word{readFolded(lowerWord(s, start, i, plain)), start, i})
			start = -1
		}
		i += size
	}
	if start >= 0 {
		out = append(out, word{readFolded(lowerWord(s, start, len(s), plain)), start, len(s)})
	}
	return out
}

// readFolded is w, or for an ASCII word the word it stands for when typed
// without Polish letters (unfold).
func readFolded(w string) string {
	if len(w) < 3 {
		return w
	}
	for i := 0; i < len(w); i++ {
		if w[i] >= 0x80 {
			return w
		}
	}
	return unfold(w)
}

// wordASCII marks the ASCII bytes of a word: letters, digits and the dot.
var wordASCII = func() (t [128]bool) {
	for c := 0; c < 128; c++ {
		t[c] = c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '.'
	}
	return
}()

// lowerWord is the word s[a:b] lower-cased: as it stands when it is plain
// (a-z, 0-9, dots) or its only capitals and other letters are Polish
// lower-case ones (lowerPolish), else by strings.ToLower.
func lowerWord(s string, a, b int, plain bool) string {
	if plain {
		return s[a:b]
	}
	for i := a; i < b; i++ {
		if c := s[i]; c >= 'A' && c <= 'Z' || c >= 0x80 && !lowerPolish(s, i) {
			return strings.ToLower(s[a:b])
		}
	}
	return s[a:b]
}

// lowerPolish reports whether s[i] is a byte of a lower-case Polish letter
// (ą ć ę ł ń ó ś ź ż), which needs no lowering: most non-ASCII bytes of a
// Polish text are, and strings.ToLower need not decode the word.
func lowerPolish(s string, i int) bool {
	c := s[i]
	if c&0xC0 == 0x80 {
		return true // a continuation byte: its lead byte was judged
	}
	if i+1 >= len(s) {
		return false
	}
	switch d := s[i+1]; c {
	case 0xC3:
		return d == 0xB3 // ó
	case 0xC4:
		return d == 0x85 || d == 0x87 || d == 0x99 // ą ć ę
	case 0xC5:
		return d == 0x82 || d == 0x84 || d == 0x9B || d == 0xBA || d == 0xBC // ł ń ś ź ż
	}
	return false
}

// hasPrefixAny reports whether w starts with one of the prefixes.
func hasPrefixAny(w string, prefixes ...string) bool {
	for _, p := range prefixes {
		if strings.HasPrefix(w, p) {
			return true
		}
	}
	return false
}

// lastPhraseWords is lastWords without the discourse particles: the last
// n other words of s.
func lastPhraseWords(s string, n int) []string {
	ws := lastWords(s, n+2)
	out := ws[:0]
	for _, w := range ws {
		if !pl.InnerParticles.Has(w) {
			out = append(out, w)
		}
	}
	if len(out) > n {
		out = out[len(out)-n:]
	}
	return out
}

// lastWords returns up to n last words of s, lower-cased, dots kept.
func lastWords(s string, n int) []string {
	out := make([]string, n)
	k := n
	end := len(s)
	for k > 0 && end > 0 {
		// Skip separators, then take one word backwards.
		for end > 0 {
			r, size := utf8.DecodeLastRuneInString(s[:end])
			if isWordRune(r) {
				break
			}
			end -= size
		}
		start := end
		for start > 0 {
			r, size := utf8.DecodeLastRuneInString(s[:start])
			if !isWordRune(r) {
				break
			}
			start -= size
		}
		if start == end {
			break
		}
		k--
		out[k] = strings.ToLower(s[start:end])
		end = start
	}
	return out[k:]
}

func isWordRune(r rune) bool {
	return r >= 0 && r < 0x80 && wordASCII[r] || r >= 0x80 && isLetterOrDigit(r)
}

// stanowiskoAt finds "<verb> …, że" (or "jak <verb> <court>, …") in a
// sentence and returns the offset where the claim's clause starts, or -1.
func stanowiskoAt(st string, ws []word) int {
	for i, w := range ws {
		if w.s == "jak" && i+1 < len(ws) && pl.StanowiskoVerbs.Has(ws[i+1].s) {
			if k := strings.IndexByte(st[ws[i+1].end:], ','); k >= 0 && k < 90 && !strings.ContainsAny(st[ws[i+1].end:ws[i+1].end+k], ".;:") {
				return ws[i+1].end + k + 1
			}
		}
		ok := pl.StanowiskoVerbs.Has(w.s) || takesView(ws, i) || formulatesAs(ws, i)
		if !ok || w.s == "trafnie" {
			continue
		}
		for j := i + 1; j < len(ws) && ws[j].start-w.end < 90; j++ {
			if ws[j].s == "że" || ws[j].s == "iż" {
				if strings.ContainsAny(st[w.end:ws[j].start], ".;:") {
					break
				}
				return ws[j].end
			}
		}
	}
	return -1
}

// takesView reports whether word i of ws adopts or takes a view: a verb
// of pl.AdoptVerbs with a view's noun (pl.ViewNouns) in the four words
// after it — "podzielił (też) pogląd", "opowiedział się za stanowiskiem",
// "zajął stanowisko", "stanął na stanowisku", "doszedł do wniosku".
func takesView(ws []word, i int) bool {
	if !pl.AdoptVerbs.Has(ws[i].s) {
		return false
	}
	for j := i + 1; j < len(ws) && j <= i+4; j++ {
		if pl.ViewNouns.Has(ws[j].s) {
			return true
		}
	}
	return false
}

// isProcedure reports whether the words state a procedural fact.
func isProcedure(ws []word) bool {
	for i, w := range ws {
		if pl.ProcedureWords.Has(w.s) || strings.HasPrefix(w.s, "prawomocn") || heldConformity(ws, i) {
			return true
		}
		if i+1 < len(ws) {
			n := ws[i+1].s
			if n == "z" && procedureBy(w.s) {
				return true
			}
			switch w.s {
			case "utrzymał", "utrzymała", "utrzymało":
				if n == "w" {
					return true
				}
			case "stwierdził", "stwierdziła":
				if n == "nieważność" {
					return true
				}
			}
		}
	}
	return false
}

// procedureBy reports whether w, before "z", states a procedural fact:
// the instrumental of a ruling's or a decision's form ("wyrokiem z",
// "decyzją z"; pl's formwords.tsv) or of pl.ProcedureBy ("nakazem z"). The
// generic "orzeczeniem z" is not: "orzecznictwo zapoczątkowane orzeczeniem
// z …" names the ruling a view began with.
func procedureBy(w string) bool {
	if fw, ok := pl.FormWord(w); ok && fw.Is(pl.Instrumental) && (fw.Kind == pl.KindRuling || fw.Kind == pl.KindDecision) {
		return true
	}
	return pl.ProcedureBy.Has(w)
}

// isPastNoun reports whether w is a noun shaped like a past tense verb:
// pl.PastNouns, or a singular writing of a form ("uchwała", "uchwały").
// The genitive plural "uchwał" is not one of them, as before this table.
func isPastNoun(w string) bool {
	if pl.PastNouns.Has(w) {
		return true
	}
	fw, ok := pl.FormWord(w)
	return ok && fw.Singular()
}

// Kinds of reference marker before a citation.
const (
	porNone   = iota
	porStrong // por., zob.: always a reference of its own
	porWeak   // tak też, podobnie: a reference unless a verb follows
)

// porIn says whether the words of s (the text before a citation, in its
// clause) end with a reference marker: "por.", "zob." (strong), "tak też",
// "podobnie", "w tym duchu" (weak).
func porIn(s string) int {
	ws := lastWords(s, 4)
	kind := porNone
	for i, w := range ws {
		switch {
		case pl.PorWords.Has(w):
			return porStrong
		case pl.PorWeakWords.Has(w):
			kind = porWeak
		case w == "tak" && i+1 < len(ws) && pl.PorAfterTak.Has(ws[i+1]):
			kind = porWeak
		case w == "w" && i+2 < len(ws) && ws[i+1] == "tym" && ws[i+2] == "duchu":
			kind = porWeak
		case kind == porWeak && i > 0 && w != "trafnie" && (isFiniteVerb(w) || isFiniteVerb(pastUnfolded(w))):
			// („Tak też trafnie SA w …”: the adverb of stanowiskoVerbs
			// is no verb; the reference stays one.)
			// „Tak samo ocenił to Sąd Okręgowy w wyroku …”: the court
			// cited is the subject of the verb, no similar ruling aside.
			kind = porNone
		}
	}
	return kind
}

// pastUnfolded is an ASCII past tense typed without Polish letters with
// its ł back („ocenil” → „ocenił”, „uznala” → „uznała”), or w.
func pastUnfolded(w string) string {
	for _, suf := range []string{"l", "la", "lo"} {
		if stem, ok := strings.CutSuffix(w, suf); ok && len(stem) >= 3 && !strings.HasSuffix(stem, "l") {
			for i := 0; i < len(w); i++ {
				if w[i] >= 0x80 {
					return w
				}
			}
			return stem + "ł" + suf[1:]
		}
	}
	return w
}

// isFiniteVerb reports whether w (lower case) is a verb in the third
// person that can carry a clause: a reporting or procedural verb, or a
// past tense form ending in -ł, -ła, -ło, -li, -ły (przyjął, oceniła,
// orzekli) that is not a noun of that shape.
func isFiniteVerb(w string) bool {
	if pl.StanowiskoVerbs.Has(w) || pl.ProcedureWords.Has(w) || pl.ReportVerbs.Has(w) {
		return true
	}
	if len(w) < 5 {
		return false
	}
	for _, suf := range []string{"ł", "ła", "ło", "li", "ły"} {
		if strings.HasSuffix(w, suf) {
			stem := strings.TrimSuffix(w, suf)
			verb := strings.HasSuffix(stem, "a") || strings.HasSuffix(stem, "i") || strings.HasSuffix(stem, "y") ||
				strings.HasSuffix(stem, "ą") || strings.HasSuffix(stem, "ę") || strings.HasSuffix(stem, "e") ||
				strings.HasSuffix(stem, "k") || strings.HasSuffix(stem, "g") || strings.HasSuffix(stem, "d") || strings.HasSuffix(stem, "ó") || strings.HasSuffix(stem, "o")
			return verb && !isPastNoun(w)
		}
	}
	return false
}
