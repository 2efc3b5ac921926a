package engine

import (
	"fmt"
	"strings"
	"unicode"
)

// Words whose change alters what a sentence says, as folded keys.
var (
	negationWords = setOf("nie ani nigdy brak braku bez zaden zadna zadne zadnego zadnej zadnych zadnym zadnymi " +
		"nic niczego niczym nikt nikogo nikomu nikim nigdzie zakaz zakazu zakazane niedopuszczalne niedopuszczalny")
	modalWords = setOf("moze moga mogl mogla mogli moglby mozna musi musza musial musiala musieli musialby " +
		"nalezy nalezalo nalezaloby powinien powinna powinno powinni powinny powinnien winien winna winno winni " +
		"wolno trzeba obowiazany obowiazana obowiazani zobowiazany zobowiazana zobowiazani uprawniony uprawniona " +
		"uprawnieni zawsze wylacznie jedynie tylko najmniej najwyzej")
	conjunctionWords = setOf("lub i oraz albo ani czy badz a takze tudziez")
	numberWords      = setOf("zero jeden jedna jedno jednego jednej jednym dwa dwie dwoch dwom dwoma dwaj trzy trzech " +
		"trzem trzema cztery czterech czterem czterema piec pieciu szesc szesciu siedem siedmiu osiem osmiu " +
		"dziewiec dziewieciu dziesiec dziesieciu jedenascie jedenastu dwanascie dwunastu trzynascie trzynastu " +
		"czternascie czternastu pietnascie pietnastu szesnascie szesnastu siedemnascie siedemnastu osiemnascie " +
		"osiemnastu dziewietnascie dziewietnastu dwadziescia dwudziestu trzydziesci trzydziestu czterdziesci " +
		"czterdziestu piecdziesiat piecdziesieciu szescdziesiat szescdziesieciu siedemdziesiat siedemdziesieciu " +
		"osiemdziesiat osiemdziesieciu dziewiecdziesiat dziewiecdziesieciu sto stu dwiescie dwustu trzysta " +
		"trzystu czterysta czterystu piecset pieciuset tysiac tysiaca tysiace tysiecy milion miliona milionow " +
		"miliard miliarda miliardow pol polowa polowe polowy kilka kilku kilkanascie kilkunastu kilkadziesiat " +
		"pierwszy pierwsza pierwsze pierwszego pierwszej drugi druga drugie drugiego drugiej trzeci trzecia " +
		"trzecie trzeciego trzeciej czwarty czwarta piaty piata szosty szosta siodmy siodma osmy osma " +
		"dziewiaty dziesiaty dziesiata roczny rocznego miesieczny dwuletni trzyletni")
)

func setOf(words string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(words) {
		m[w] = true
	}
	return m
}

// materialKind names why a changed word matters, or "" when it does not.
func materialKind(key string) string {
	switch {
	case negationWords[key]:
		return "przeczenie"
	case strings.IndexFunc(key, unicode.IsDigit) >= 0 || numberWords[key]:
		return "liczba"
	case modalWords[key]:
		return "modalność"
	case conjunctionWords[key]:
		return "spójnik"
	}
	return ""
}

// negatedPair reports whether one word is the other with a negating prefix
// ("zasadna" / "niezasadna", "podstawy" / "bezpodstawy").
func negatedPair(a, b string) bool {
	for _, p := range []string{"nie", "bez"} {
		if (strings.HasPrefix(a, p) && a[len(p):] == b) || (strings.HasPrefix(b, p) && b[len(p):] == a) {
			return true
		}
	}
	return false
}

// numericPrefixes begin the Polish compound numerals ("dwukrotnie",
// "trzyletni", "pięciodniowy"), folded.
var numericPrefixes = []string{"jedno", "dwu", "trzy", "cztero", "piecio", "szescio", "siedmio", "osmio",
	"dziewiecio", "dziesiecio", "kilku", "kilkunasto", "wielo", "pol"}

// numericPrefix splits a compound numeral into its numeral and the rest.
func numericPrefix(w string) (string, string) {
	for _, p := range numericPrefixes {
		if strings.HasPrefix(w, p) && len(w) > len(p)+2 {
			return p, w[len(p):]
		}
	}
	return "", w
}

// numericPair reports two words that differ only in a numeral prefix
// ("dwukrotnie" / "trzykrotnie").
func numericPair(a, b string) bool {
	pa, ra := numericPrefix(a)
	pb, rb := numericPrefix(b)
	return pa != "" && pb != "" && pa != pb && ra == rb
}

// materialChanges lists, in Polish, the differences in changes that alter
// the meaning of a quotation: a negation, a number, a modal word or a
// conjunction added, dropped or swapped. Other differences (punctuation,
// diacritics, a typo) are cosmetic and give nothing.
func materialChanges(changes []Change) []string {
	var out []string
	for _, c := range changes {
		qw, sw := dropTypoPairs(keysOf(c.Cytat), keysOf(c.Zrodlo))
		kinds := map[string]bool{}
		for _, k := range append(append([]string{}, qw...), sw...) {
			if kind := materialKind(k); kind != "" && !(contains(qw, k) && contains(sw, k)) {
				kinds[kind] = true
			}
		}
		for _, a := range keysOf(c.Cytat) {
			for _, b := range keysOf(c.Zrodlo) {
				if negatedPair(a, b) {
					kinds["przeczenie"] = true
				}
				if numericPair(a, b) {
					kinds["liczba"] = true
				}
			}
		}
		for _, kind := range []string{"przeczenie", "liczba", "modalność", "spójnik"} {
			if kinds[kind] {
				out = append(out, describeChange(kind, c))
			}
		}
	}
	return out
}

// dropTypoPairs removes the words of a change that are a typo of a word on
// the other side ("obowiązanx" / "obowiązany"): at least four letters, no
// digit, and at most one edit per four letters apart.
func dropTypoPairs(qw, sw []string) ([]string, []string) {
	usedS := make([]bool, len(sw))
	var keptQ []string
	for _, a := range qw {
		typo := false
		for j, b := range sw {
			if !usedS[j] && typoPair(a, b) {
				usedS[j], typo = true, true
				break
			}
		}
		if !typo {
			keptQ = append(keptQ, a)
		}
	}
	var keptS []string
	for j, b := range sw {
		if !usedS[j] {
			keptS = append(keptS, b)
		}
	}
	return keptQ, keptS
}

func typoPair(a, b string) bool {
	ra, rb := []rune(a), []rune(b)
	if min(len(ra), len(rb)) < 4 || strings.ContainsAny(a+b, "0123456789") || negatedPair(a, b) || numericPair(a, b) {
		return false
	}
	return levenshtein(ra, rb) <= max(1, max(len(ra), len(rb))/4)
}

// levenshtein is the edit distance of two short words.
func levenshtein(a, b []rune) int {
	prev := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur := make([]int, len(b)+1)
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			sub := prev[j-1]
			if a[i-1] != b[j-1] {
				sub++
			}
			cur[j] = min(sub, prev[j]+1, cur[j-1]+1)
		}
		prev = cur
	}
	return prev[len(b)]
}

func describeChange(kind string, c Change) string {
	switch c.Rodzaj {
	case "pominiete":
		return fmt.Sprintf("%s: w cytacie pominięto „%s”", kind, c.Zrodlo)
	case "dodane":
		return fmt.Sprintf("%s: w cytacie dodano „%s”, którego nie ma w źródle", kind, c.Cytat)
	}
	return fmt.Sprintf("%s: w cytacie „%s”, w źródle „%s”", kind, c.Cytat, c.Zrodlo)
}

func keysOf(s string) []string {
	var ks []string
	for _, w := range splitWords(s) {
		ks = append(ks, w.Key)
	}
	return ks
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// maxGapWords is the longest gap ([…]) in which any negation counts as
// skipped; in a longer gap only one right before the resumed text does.
const maxGapWords = 12

// gapSkipsNegation reports a negation that a gap of a quotation jumps over:
// "sąd […] uwzględnił" against "sąd nie uwzględnił".
func gapSkipsNegation(gap string) (string, bool) {
	ws := splitWords(gap)
	from := 0
	if len(ws) > maxGapWords {
		from = len(ws) - 2
	}
	for _, w := range ws[from:] {
		if negationWords[w.Key] {
			return gap[w.Start:w.End], true
		}
	}
	return "", false
}
