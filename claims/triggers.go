package claims

import (
	"strings"

	"citeguard/pl"
)

// Trigger kinds: which finder a trigger word feeds.
const (
	tForm    = iota // a ruling's form (pl.MemoFormStems)
	tAct            // k.c., Kodeks…, RODO
	tActLong        // ustawa, rozporządzenie, dyrektywa
	tPub            // Dz.
	tProv           // art.
	tParty          // z powództwa, z wniosku, w sprawie
	tSkarga         // ze skargi
	tVersus         // v., vs.
	tShort          // tamże, op. cit., wyżej powołany…
	tZe             // że, iż: a that-clause
	tZdaniem        // zdaniem, w ocenie…
	tPin            // uzasadnienia, motyw: a pinpoint
	tVerb           // the stem of a verb of stanowiskoVerbs
	tProc           // the stem of a procedural verb (procedureWords)
	tRel            // a pointer to the provision named before: "tego", "powołanego" (pl.RelativePointers)
	nTrig
)

type trigger struct {
	needle string
	kind   int
	exact  bool // compare case-sensitively (KC, RODO…); else on the lowered text
}

// triggerTable holds the trigger words by their first two bytes (ASCII
// capitals folded): a word start is compared only with the few needles
// that begin like it.
var triggerTable [256][256][]trigger

// fold lowers an ASCII capital.
func fold(c byte) byte {
	if c >= 'A' && c <= 'Z' {
		return c + 32
	}
	return c
}

func init() {
	add := func(kind int, exact bool, needles ...string) {
		for _, n := range needles {
			a, b := fold(n[0]), fold(n[1])
			triggerTable[a][b] = append(triggerTable[a][b], trigger{n, kind, exact})
		}
	}
	add(tForm, false, pl.MemoFormStems()...)
	caseless, exact := pl.ActTriggers()
	add(tAct, false, caseless...)
	add(tAct, true, exact...)
	add(tActLong, false, "ustaw", "rozporządzeni", "dyrektyw")
	add(tPub, true, "Dz.")
	add(tProv, false, "art.", "art ", "artyku", "motyw")
	add(tRel, false, pl.RelativePointers.List()...)
	add(tRel, false, pl.RelativePronouns.List()...)
	add(tParty, false, "z powództwa", "z wniosku", "w sprawie")
	add(tSkarga, false, "ze skargi")
	add(tVersus, false, "v. ", "vs. ")
	add(tZe, false, "że", "iż")
	add(tZdaniem, false, append(pl.OpinionWords.List(), "świetle")...)
	add(tPin, false, "uzasadnieni", "motyw")
	add(tVerb, false, "przyj", "uzna", "stwierdz", "wskaz", "podkreśl", "wyjaśni", "zauważ", "zaznacz", "orzek", "przesądzi", "rozstrzygn", "wyrazi", "wyraża", "stan", "stoi", "stoj", "zaj", "dosz", "dochodz", "dał", "daje", "wysz", "wych", "sformuł", "zaprezent", "podtrzym", "przypomnia", "oceni", "akcent", "podziel", "opowi", "zaaprob", "aprob", "przychyl", "ujął", "ujęł", "ujmuj", "formułuj", "określi", "opisa")
	add(tProc, false, "oddal", "uwzględni", "uchyl", "zmieni", "odrzuc", "umorz", "zasądz", "przekaza", "rozpozna", "odmówi", "nakaza",
		"wniós", "wniosł", "złoży", "zaskarży", "wyda", "prawomocn", "utrzyma", "stwierdzi", "nakaz", "rozstrzyga",
		// The same typed without Polish letters (unfold).
		"uwzgledni", "zasadz", "odmowi", "wnios", "zlozy", "zaskarzy",
		// The Constitutional Tribunal on a provision: „uznano za zgodny” (heldConformity).
		"uznano", "uznał")
	add(tShort, false, "tamże", "tamze", "ibid", "j.w", "j. w", "jw.", "op.", "op cit", "loc.", "loc cit", "dz.", "cyt", "powołan", "cytowan", "przywołan", "wyżej", "powyżej", "ww.",
		// „ww. wyrok”, „tenże wyrok” typed fast (pointerBeforeForm).
		"wyzej", "powyzej", "powyższ", "powyzsz", "tenże", "tenze", "tegoż", "tegoz")
}

// findTriggers returns, per trigger kind, the sorted offsets of the words of
// text that start with one of its trigger words. One pass over the word
// starts serves every finder.
func findTriggers(text string) [nTrig][]int {
	var out [nTrig][]int
	n := len(text)
	for i := 0; i < n; {
		// Skip separators.
		c := text[i]
		if c < 0x80 {
			if !asciiWord[c] {
				i++
				continue
			}
		} else if r, size := decodeRune(text, i); !isLetter(r) {
			i += size
			continue
		}
		// A word starts at i.
		var c2 byte
		if i+1 < n {
			c2 = fold(text[i+1])
		}
		if cands := triggerTable[fold(c)][c2]; len(cands) > 0 {
			var done [nTrig]bool
			for _, t := range cands {
				if !done[t.kind] && (t.exact && strings.HasPrefix(text[i:], t.needle) || !t.exact && hasPrefixFold(text[i:], t.needle)) {
					out[t.kind] = append(out[t.kind], i)
					done[t.kind] = true
				}
			}
		}
		// Skip to the end of the word.
		for i < n {
			c := text[i]
			if c < 0x80 {
				if !asciiWord[c] {
					break
				}
				i++
				continue
			}
			r, size := decodeRune(text, i)
			if !isLetter(r) {
				break
			}
			i += size
		}
	}
	return out
}

// asciiWord marks ASCII letters and digits.
var asciiWord = func() (t [256]bool) {
	for c := '0'; c <= '9'; c++ {
		t[c] = true
	}
	for c := 'a'; c <= 'z'; c++ {
		t[c], t[c-32] = true, true
	}
	return
}()

// hasPrefixFold reports whether s starts with needle (lower case), folding
// ASCII capitals of s.
func hasPrefixFold(s, needle string) bool {
	if len(s) < len(needle) {
		return false
	}
	for i := 0; i < len(needle); i++ {
		c := s[i]
		if c >= 'A' && c <= 'Z' {
			c += 32
		}
		if c != needle[i] {
			return false
		}
	}
	return true
}
