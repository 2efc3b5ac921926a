package pl

import (
	_ "embed"
	"strings"
)

// matchWordsData is the engine's word lists (data/matchwords.txt).
//
//go:embed data/matchwords.txt
var matchWordsData string

// WordList names one list of matchwords.txt: the Polish words the engine
// matches on.
type WordList string

// The lists of matchwords.txt.
const (
	Stopwords        WordList = "stopwords"
	Boilerplate      WordList = "boilerplate" // phrases, as written
	CitingStems      WordList = "citing"      // without the months (MonthGenitive)
	PartyStopwords   WordList = "party-stopwords"
	ExclusiveWords   WordList = "exclusive"
	ExclusiveOnly    WordList = "exclusive-only" // the exclusivity words meaning „only”: one for another is no change
	PossibilityWords WordList = "possibility"
	NecessityWords   WordList = "necessity"
	ClauseNegations  WordList = "clause-negations"
	Complementizers  WordList = "complementizers"
	DoubleNegatives  WordList = "double-negatives"
	Particles        WordList = "particles"
	Auxiliaries      WordList = "auxiliaries"
	Conditions       WordList = "conditions"
	NegationWords    WordList = "negations"
	ModalWords       WordList = "modals"
	Conjunctions     WordList = "conjunctions"
	AlsoParticles    WordList = "also-particles" // „także”, „też”, „również”: one for another is no change
	NumberWords      WordList = "number-words"
	NegatingPrefixes WordList = "negating-prefixes"
	NumericPrefixes  WordList = "numeric-prefixes" // pairs: prefix, number
	DurationStems    WordList = "duration-stems"   // pairs: stem, unit
	UnitSuffixes     WordList = "unit-suffixes"
	SentenceAbbrevs  WordList = "sentence-abbrevs"
	OrdinalStems     WordList = "ordinal-stems"
	NumberStems      WordList = "number-stems" // pairs: stem, value
)

// matchWords is matchwords.txt read: each list's lines, comments and
// blank lines left out.
var matchWords = parseWordLists(matchWordsData)

// parseWordLists reads the format of matchwords.txt: the sections of
// words.txt (readSections), each list's lines as written.
func parseWordLists(data string) map[WordList][]string {
	raw, _, err := readSections("matchwords.txt", data)
	if err != nil {
		panic("pl: " + err.Error())
	}
	out := map[WordList][]string{}
	for name, lines := range raw {
		l := WordList(name)
		out[l] = []string{}
		for _, line := range lines {
			out[l] = append(out[l], line.text)
		}
	}
	return out
}

// Words is the words of a list, in their order.
func Words(l WordList) []string {
	var out []string
	for _, line := range matchWords[l] {
		out = append(out, strings.Fields(line)...)
	}
	return out
}

// Phrases is the lines of a list of phrases, in their order.
func Phrases(l WordList) []string { return append([]string(nil), matchWords[l]...) }

// Pairs is the lines of a list of pairs ("word value"), in their order.
func Pairs(l WordList) [][2]string {
	var out [][2]string
	for _, line := range matchWords[l] {
		if f := strings.Fields(line); len(f) == 2 {
			out = append(out, [2]string{f[0], f[1]})
		}
	}
	return out
}
