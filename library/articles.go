package library

import (
	"regexp"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"citeguard/norm"
	"citeguard/pl"
)

// Article is one article of a statute text: its key ("415", "417^1") and
// byte range in the original text.
type Article struct {
	Key        string
	Start, End int
}

// reArtHead is an article heading at a line start, in the forms of the
// library: "Art. 415", "###### Art. 415", "- Art. 415. Kto…", "Art. 417[1]",
// "Art. 94 1 . Pracodawca" (flattened superscript), "Art. 22 1a . § 1."
// (flattened 22¹ᵃ), "Art. 479⁴", "Artykuł 6".
var reArtHead = regexp.MustCompile(`(?m)^[ \t>#*\-]*(?:\d{1,3}\.[ \t]+)?(?:Art\.|Artykuł)[ \t\x{00a0}]*(\d{1,4})([a-z]{1,2}\b)?(?:\[(\d{1,3})\]|(` + pl.SuperscriptClass + `+)|[ \t]+(\d{1,3})([a-z]{1,2})?[ \t]*\.(?:[ \t]|$))?`)

// reStructural is a heading that closes the last article before it.
var reStructural = regexp.MustCompile(`(?m)^[ \t#*]*(?:DZIAŁ|Dział|ROZDZIAŁ|Rozdział|TYTUŁ|Tytuł|KSIĘGA|Księga|CZĘŚĆ|Część|ODDZIAŁ|Oddział|SEKCJA|Sekcja)(?:[ \t][^\n]{0,80})?$`)

type artCand struct {
	num  int
	sub  int    // superscript number, 0 when none
	ssuf string // a letter after the superscript (22¹ᵃ), "" when none
	suf  string // a letter suffix
	key  string
	s, e int
}

func (a artCand) less(b artCand) bool {
	if a.num != b.num {
		return a.num < b.num
	}
	if a.sub != b.sub {
		return a.sub < b.sub
	}
	if a.ssuf != b.ssuf {
		return a.ssuf < b.ssuf
	}
	return a.suf < b.suf
}

// Articles cuts a statute text into its articles. Headings are taken in the
// longest increasing sequence of article numbers, so a stray "Art. 5" at a
// line start inside another article does not break the order. An article
// ends where the next one starts or at a structural heading (Rozdział,
// DZIAŁ…) before it.
func Articles(text string) []Article {
	var cands []artCand
	for _, m := range reArtHead.FindAllStringSubmatchIndex(text, -1) {
		num, _ := strconv.Atoi(text[m[2]:m[3]])
		c := artCand{num: num, s: m[0], e: m[1]}
		if m[4] >= 0 {
			c.suf = text[m[4]:m[5]]
		}
		switch {
		case m[6] >= 0:
			c.sub, _ = strconv.Atoi(text[m[6]:m[7]])
		case m[8] >= 0:
			c.sub, _ = strconv.Atoi(pl.SuperscriptDigits(text[m[8]:m[9]]))
		case m[10] >= 0:
			c.sub, _ = strconv.Atoi(text[m[10]:m[11]])
			if m[12] >= 0 {
				c.ssuf = text[m[12]:m[13]]
			}
		}
		c.key = strconv.Itoa(c.num) + c.suf
		if c.sub > 0 {
			c.key += "^" + strconv.Itoa(c.sub) + c.ssuf
		}
		cands = append(cands, c)
	}
	chosen := longestIncreasing(cands)
	// A consolidated text may give an article twice, in force and in a
	// wording that enters into force later ("Art. 190 … 16 lat" then "Art.
	// 190 … 15 lat"): the article starts at its first heading, so both
	// wordings are in its range.
	k := 0
	for i := range chosen {
		for k < len(cands) && cands[k].s < chosen[i].s {
			if cands[k].key == chosen[i].key && (i == 0 || cands[k].s > chosen[i-1].s) {
				chosen[i].s = cands[k].s
				break
			}
			k++
		}
		for k < len(cands) && cands[k].s <= chosen[i].e {
			k++
		}
	}
	out := make([]Article, 0, len(chosen))
	for i, c := range chosen {
		end := len(text)
		if i+1 < len(chosen) {
			end = chosen[i+1].s
		}
		if loc := reStructural.FindStringIndex(text[c.e:end]); loc != nil {
			end = c.e + loc[0]
		}
		for end > c.s && (text[end-1] == '\n' || text[end-1] == ' ' || text[end-1] == '\r' || text[end-1] == '\f') {
			end--
		}
		// Skip the list marks before "Art." in the range.
		s := c.s
		for s < c.e && strings.IndexByte(" \t>#*-", text[s]) >= 0 {
			s++
		}
		out = append(out, Article{Key: c.key, Start: s, End: end})
	}
	return out
}

// longestIncreasing returns the longest strictly increasing subsequence.
func longestIncreasing(c []artCand) []artCand {
	if len(c) == 0 {
		return nil
	}
	tails := []int{} // index in c of the smallest tail of each length
	prev := make([]int, len(c))
	for i := range c {
		k := sort.Search(len(tails), func(j int) bool { return !c[tails[j]].less(c[i]) })
		if k > 0 {
			prev[i] = tails[k-1]
		} else {
			prev[i] = -1
		}
		if k == len(tails) {
			tails = append(tails, i)
		} else {
			tails[k] = i
		}
	}
	out := make([]artCand, len(tails))
	for i, k := len(tails)-1, tails[len(tails)-1]; i >= 0; i, k = i-1, prev[k] {
		out[i] = c[k]
	}
	return out
}

// unit patterns inside an article, each at a line start (or right after the
// article heading): "§ 1." / "§1.", "§ 1 1 ." (a flattened § 1¹: a number
// and a space before the dot), "1. ", "1) ", "a) ". The white space
// around a numbered unit is checked by unitBounded, not matched, so that
// "Art. 32. 1. Wszyscy" finds both "32." and "1." (a match does not eat the
// space the next one starts with).
func unitRe(kind string) *regexp.Regexp {
	switch kind {
	case "par":
		return regexp.MustCompile(`§[ \x{00a0}]*(\d{1,3})(?:\[(\d+)\]|(` + pl.SuperscriptClass + `+)|([a-z])|[ \t]+(\d{1,2})[ \t]+)?\.`)
	case "ust":
		return regexp.MustCompile(`(\d{1,3})([a-z])?\.`)
	case "pkt":
		return regexp.MustCompile(`(\d{1,3})([a-z])?\)`)
	default: // lit
		return regexp.MustCompile(`([a-z])\)`)
	}
}

// unitBounded reports whether a numbered unit's mark at seg[s:e] stands
// alone: after a line start, a space or a tab, and before a space, a tab or
// an NBSP.
func unitBounded(seg string, s, e int) bool {
	if s > 0 && seg[s-1] != '\n' && seg[s-1] != ' ' && seg[s-1] != '\t' && !strings.HasSuffix(seg[:s], "\u00a0") {
		return false
	}
	return e < len(seg) && (seg[e] == ' ' || seg[e] == '\t' || strings.HasPrefix(seg[e:], "\u00a0"))
}

var reHeadPrefix = regexp.MustCompile(`^(?:\d{1,3}\.[ \t]+)?(?:Art\.|Artykuł)[ \t\x{00a0}]*\d{1,4}[a-z]{0,2}(?:\[\d+\]|` + pl.SuperscriptClass + `+|[ \t]+\d{1,3}[a-z]{0,2}[ \t]*)?\.?(?:[ \t\x{00a0}]*§[ \t\x{00a0}]*\d{1,3}\.)?$`)

var unitRes = map[string]*regexp.Regexp{"par": unitRe("par"), "ust": unitRe("ust"), "pkt": unitRe("pkt"), "lit": unitRe("lit")}

// cutUnit returns the byte range of unit kind/number inside text[s:e], or
// false. A unit mark counts only at a line start (after list marks) or right
// after the article heading, so "w § 1." inside a sentence is not a unit.
func cutUnit(text string, s, e int, kind, num string) (int, int, bool) {
	re := unitRes[kind]
	seg := text[s:e]
	type hit struct {
		key  string
		s, e int
	}
	var hits []hit
	hasKey := func(k string) bool {
		for _, h := range hits {
			if h.key == k {
				return true
			}
		}
		return false
	}
	for _, m := range re.FindAllStringSubmatchIndex(seg, -1) {
		if kind != "par" && !unitBounded(seg, m[0], m[1]) {
			continue
		}
		ls := strings.LastIndexByte(seg[:m[0]], '\n') + 1
		pre := strings.Trim(seg[ls:m[0]], " \t>#*-\u00a0")
		if pre != "" && !reHeadPrefix.MatchString(pre) {
			continue
		}
		key := seg[m[2]:m[3]]
		if kind == "par" && m[10] >= 0 && !hasKey(key) {
			// "§ 1 1 ." reads as § 1¹ only after its § 1.
			continue
		}
		for g := 4; g+1 < len(m); g += 2 {
			if m[g] >= 0 {
				v := pl.SuperscriptDigits(seg[m[g]:m[g+1]])
				if g == 4 && kind == "par" || g == 6 || g == 10 {
					key += "^" + v
				} else {
					key += v
				}
			}
		}
		hits = append(hits, hit{key, m[0], m[1]})
	}
	want := strings.ReplaceAll(num, "[", "^")
	want = strings.TrimSuffix(want, "]")
	for i, h := range hits {
		if h.key != want {
			continue
		}
		// The unit given twice (in force and in a later wording) is cut
		// from its first mark to the end of its last one.
		last := i
		for j := i + 1; j < len(hits); j++ {
			if hits[j].key == want {
				last = j
			}
		}
		end := len(seg)
		if last+1 < len(hits) {
			end = hits[last+1].s
		}
		if kind == "pkt" || kind == "lit" {
			// A list item ends where an unnumbered paragraph follows it
			// ("Akapit pierwszy lit. f) nie ma zastosowania…").
			for k := h.e; k < end; {
				nl := strings.IndexByte(seg[k:end], '\n')
				if nl < 0 {
					break
				}
				k += nl + 1
				rest := strings.TrimLeft(seg[k:end], " \t\u00a0")
				if r, _ := utf8.DecodeRuneInString(rest); unicode.IsUpper(r) {
					end = k
					break
				}
			}
		}
		start := h.s
		for start < h.e && (seg[start] == ' ' || seg[start] == '\t') {
			start++
		}
		for end > start && strings.IndexByte(" \t\r\n", seg[end-1]) >= 0 {
			end--
		}
		return s + start, s + end, true
	}
	return 0, 0, false
}

// reRecital is a recital of an EU act at a line start: "(39) Wszelkie
// przetwarzanie…".
var reRecital = regexp.MustCompile(`(?m)^[ \t>*-]*\((\d{1,3})\)[ \t\x{00a0}]`)

// reEUArticle is the first article heading of an EU act: the recitals end
// before it.
var reEUArticle = regexp.MustCompile(`(?m)^[ \t#*-]*(?:Artykuł|Art\.)[ \t\x{00a0}]*1\b`)

// cutRecital cuts recital n out of an EU act's preamble: from its "(n)" to
// the next recital, the first article or the first blank line followed by
// text that is not a recital ("PRZYJMUJĄ NINIEJSZE ROZPORZĄDZENIE:").
func cutRecital(text, n string) (Span, bool) {
	pre := text
	if loc := reEUArticle.FindStringIndex(text); loc != nil {
		pre = text[:loc[0]]
	}
	ms := reRecital.FindAllStringSubmatchIndex(pre, -1)
	for i, m := range ms {
		if pre[m[2]:m[3]] != n {
			continue
		}
		end := len(pre)
		if i+1 < len(ms) {
			end = ms[i+1][0]
		}
		if k := strings.Index(pre[m[1]:end], "\n\n"); k >= 0 {
			rest := strings.TrimLeft(pre[m[1]+k:end], " \t\n")
			if rest != "" && !reRecital.MatchString(rest) {
				end = m[1] + k
			}
		}
		s := m[0]
		for s < m[1] && strings.IndexByte(" \t>*-", pre[s]) >= 0 {
			s++
		}
		for end > s && strings.IndexByte(" \t\r\n", pre[end-1]) >= 0 {
			end--
		}
		return Span{Provision: "motyw " + n, Range: norm.Range{Start: s, End: end}, Text: text[s:end]}, true
	}
	return Span{}, false
}

// RecitalAt names the recital of an EU act's preamble that holds byte
// offset off of its text ("motyw 47"), or "" when off is in none: for "the
// quotation stands in recital 46, not in the recital cited".
func RecitalAt(text string, off int) string {
	pre := text
	if loc := reEUArticle.FindStringIndex(text); loc != nil {
		pre = text[:loc[0]]
	}
	if off < 0 || off >= len(pre) {
		return ""
	}
	n := ""
	for _, m := range reRecital.FindAllStringSubmatchIndex(pre, -1) {
		if m[0] > off {
			break
		}
		n = pre[m[2]:m[3]]
	}
	if n == "" {
		return ""
	}
	if sp, ok := cutRecital(text, n); !ok || off >= sp.Range.End {
		return ""
	}
	return "motyw " + n
}
