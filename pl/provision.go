package pl

import (
	"regexp"
	"strings"
)

// Provision is a reference to a unit of an act: "art. 415", "art. 417¹ §
// 2", "art. 6 ust. 1 lit. f", "art. 2-4", "art. 25 do 28", "art. 5 § 1 zd.
// 2", "art. 471 i nast.", or a recital of an EU act: "motyw 39". The claim
// extractor shows it as written (Written); the library cuts the unit out of
// a statute by its keys (Art, Par, Ust, Pkt, Lit; Motyw).
type Provision struct {
	// Motyw is the number of a recital ("motyw 39 RODO"); Art is then
	// empty.
	Motyw string
	// Art is the article's key: "415", "5a", "417^1" (a superscript, [1]
	// or ^1 all written ^1).
	Art string
	// ArtTo is the last article of a range ("art. 2-4": "4"), else "".
	ArtTo string
	// Par (§), Ust (ust.), Pkt (pkt) and Lit (lit.) are the first unit of
	// each kind, keyed like Art ("2^1"; a letter without its bracket; the
	// first number of a range: "§ 2-3" is "2").
	Par, Ust, Pkt, Lit string
	// Zd is the sentence (zdanie): "1", "drugie".
	Zd string
	// Written is the provision as the text writes it, spacing normalized:
	// "art. 417¹ § 2 zd. 1", "art. 2-4".
	Written string
}

// String is the provision by its keys: "art. 417^1 § 2 ust. 1 pkt 3 lit.
// a", "motyw 39".
func (p Provision) String() string {
	if p.Motyw != "" {
		return "motyw " + p.Motyw
	}
	s := "art. " + p.Art
	if p.ArtTo != "" {
		s += "-" + p.ArtTo
	}
	for _, u := range []struct{ name, val string }{{" § ", p.Par}, {" ust. ", p.Ust}, {" pkt ", p.Pkt}, {" lit. ", p.Lit}} {
		if u.val != "" {
			s += u.name + u.val
		}
	}
	return s
}

// The grammar of a provision, one for every reader: "art." (or "artykuł"
// in any case and number) and a number with an optional letter and superscript, an optional range,
// then units in any order: § (with a range), ust., pkt, lit., zd./zdanie.
//
// "§ l" (a letter l for the digit, as old typescripts write it) is § 1; a
// range is written with a dash or "do" ("art. 25 do 28"); "i nast.", "in
// fine" and "ab initio" after a provision are read with it (so that the
// act's name follows the match).
var (
	provNum = `\d+[a-z]{0,3}(?:` + SuperscriptClass + `+|\[\d+\]|\^\d+)?`
	// provArtNum is an article's number, which may also carry its
	// superscript in parentheses ("art. 442(1) § 2 k.c.", typed where a
	// superscript cannot be: art. 442¹); parenSuperscript says when that
	// is not the EU style "art. 6(1)" (art. 6 ust. 1).
	provArtNum = `\d+[a-z]{0,3}(?:` + SuperscriptClass + `+|\[\d+\]|\^\d+|\(\d{1,2}\))?`
	provDash   = DashClass
	provRange  = `(?:` + sp + `*` + provDash + sp + `*|` + sp + `+do` + sp + `+)`
	// provHead is "art." or the word written out in any case, singular
	// or plural: "Artykuł", "artykułu", "artykułowi", "artykułem", "w
	// artykule", "Artykuły", "artykułów", "artykułom", "artykułami", "w
	// artykułach".
	provHead = `(?:[Aa]rt\.|[Aa]rtyku(?:ł(?:owi|ami|ach|em|ów|om|u|y)?|le))`
	parNum   = `(?:` + provNum + `|l\b)`
	// zdHead is a sentence unit in any case: "zd.", "zdanie", "zdania",
	// "zdaniu", "zdaniem" ("w art. 446 § 2 zdaniu drugim k.c.").
	zdHead = `zd(?:\.|ani(?:em|e|a|u)\b|\b)`
	// parHead, ustHead and pktHead are the heads of a paragraph, a
	// section and a point as a note typed fast writes them too: "par. 1",
	// "par.1" and "par 1" for "§ 1", "ust 2" without its dot, "pkt. 3"
	// with one (normUnit writes them as the statute does).
	parHead = `(?:§|par\.?)`
	ustHead = `ust\.?`
	pktHead = `pkt\.?`
	// zdOrdinal is a sentence's number written as an ordinal in any case
	// ("drugie", "drugiego", "drugim"); ordinalNeuter gives its nominative.
	zdOrdinal = `(?:(?:pierwsz|czwart|piąt|szóst)(?:ego|ym|e)|(?:drugi|trzeci)(?:ego|e|m))\b`
	provUnit  = `(` + parHead + `|` + ustHead + `|` + pktHead + `|lit\.|` + zdHead + `)` + sp + `*(` + zdOrdinal + `|` + provNum + `(?:` + sp + `*` + provDash + sp + `*` + provNum + `)?|l\b|[a-z]{1,2}\)?)`
	provTail  = `(?:` + sp + `+(?:i|oraz)` + sp + `+nast\.|` + sp + `+in` + sp + `+fine\b|` + sp + `+ab` + sp + `+initio\b)?`
	provSrc   = provHead + sp + `*(` + provArtNum + `)(?:` + provRange + `(` + provNum + `))?` +
		`((?:` + sp + `*(?:` + parHead + sp + `*` + parNum + `(?:` + sp + `*` + provDash + sp + `*` + provNum + `)?|` + ustHead + sp + `*` + provNum + `|` + pktHead + sp + `*` + provNum + `|lit\.` + sp + `*[a-z]{1,2}\)?|` + zdHead + sp + `*(?:\d+|` + zdOrdinal + `)))*)` + provTail
	// recitalSrc is a recital of an EU act: "motyw 39", "motywu 39",
	// "motywie 39", "motywem 39".
	recitalSrc = `[Mm]otyw(?:u|ie|em)?` + sp + `*(\d{1,3})`
)

var (
	reProvAt     = regexp.MustCompile(`^` + provSrc)
	reProvAny    = regexp.MustCompile(`\b` + provSrc)
	reRecitalAt  = regexp.MustCompile(`^` + recitalSrc)
	reRecitalAny = regexp.MustCompile(`\b` + recitalSrc)
	reProvUnit   = regexp.MustCompile(provUnit)
	// provSpace folds the dashes and NBSP a provision's numbers are written with.
	provSpace = strings.NewReplacer("–", "-", "—", "-", "\u00a0", " ")
)

// MatchProvision reads a provision at the start of s ("art. 5 ust. 1 lit.
// a k.c." → art. 5 ust. 1 lit. a) and returns it and the length read.
func MatchProvision(s string) (Provision, int, bool) {
	if m := reRecitalAt.FindStringSubmatchIndex(s); m != nil {
		return recitalOf(s, m), m[1], true
	}
	m := parenArticle(s, 0, reProvAt.FindStringSubmatchIndex(s), reProvAt)
	if m == nil || writtenDate(s, m) {
		return Provision{}, 0, false
	}
	return provisionOf(s, m), m[1], true
}

// parenArticle checks a match m (of re, in s[off:], offsets into s) whose
// article number ends with a number in parentheses: "art. 442(1) § 2
// k.c." is art. 442¹ when a paragraph or a code's abbreviation follows
// (parenSuperscript); otherwise ("art. 6(1) RODO", the EU style of art. 6
// ust. 1) the parentheses are no part of the provision, which is matched
// again without them.
func parenArticle(s string, off int, m []int, re *regexp.Regexp) []int {
	if m == nil || m[3] <= m[2] || s[m[3]-1] != ')' {
		return m
	}
	if parenSuperscript(s[m[3]:]) {
		return m
	}
	cut := strings.LastIndexByte(s[:m[3]], '(')
	m2 := re.FindStringSubmatchIndex(s[off:cut])
	for k := range m2 {
		if m2[k] >= 0 {
			m2[k] += off
		}
	}
	return m2
}

// parenSuperscript reports whether rest, after "art. 442(1)", goes on as
// a Polish provision does: a paragraph ("§ 2") or a code's abbreviation
// („k.c.”, „kpc”, „Kodeksu”).
func parenSuperscript(rest string) bool {
	rest = strings.TrimLeft(rest, " \u00a0")
	if strings.HasPrefix(rest, "§") {
		return true
	}
	w := strings.ToLower(rest[:min(len(rest), 8)])
	for _, p := range []string{"k.", "kc", "kpc", "kk", "kp ", "kp.", "kp,", "kodeks"} {
		if strings.HasPrefix(w, p) {
			return true
		}
	}
	return false
}

// writtenDate reports a match of provSrc whose head is the word written
// out and whose number is a day: "artykuły 12 maja 2020 r." is no
// provision (the noun and a date), "art. 12" always is one.
func writtenDate(s string, m []int) bool {
	if s[m[0]+3] == '.' {
		return false // "art."
	}
	rest := strings.TrimLeft(s[m[3]:], " \u00a0")
	i := 0
	for i < len(rest) && (rest[i] >= 'a' && rest[i] <= 'z' || rest[i] >= 0x80) {
		i++
	}
	_, month := monthNames[strings.ToLower(rest[:i])]
	return i > 0 && month
}

// recitalOf builds the Provision of a match of recitalSrc.
func recitalOf(s string, m []int) Provision {
	return Provision{Motyw: s[m[2]:m[3]], Written: "motyw " + s[m[2]:m[3]]}
}

// ParseProvision reads the first provision in s ("art. 415 k.c.", "art.
// 417¹ § 2 KC", "art. 417[1] § 2", "art. 6 ust. 1 lit. f RODO") and returns
// it and the rest of s around it (the act's name: "k.c.").
func ParseProvision(s string) (Provision, string, bool) {
	m := findProvision(s)
	if m == nil {
		if m = reRecitalAny.FindStringSubmatchIndex(s); m != nil {
			return recitalOf(s, m), strings.TrimSpace(s[:m[0]] + " " + s[m[1]:]), true
		}
		return Provision{}, s, false
	}
	return provisionOf(s, m), strings.TrimSpace(s[:m[0]] + " " + s[m[1]:]), true
}

// findProvision returns the first match of provSrc in s that is no date
// (writtenDate), or nil.
func findProvision(s string) []int {
	for off := 0; off < len(s); {
		m := reProvAny.FindStringSubmatchIndex(s[off:])
		if m == nil {
			return nil
		}
		for k := range m {
			if m[k] >= 0 {
				m[k] += off
			}
		}
		if m = parenArticle(s, m[0], m, reProvAt); m == nil {
			return nil
		}
		if !writtenDate(s, m) {
			return m
		}
		off = m[1]
	}
	return nil
}

// provisionOf builds a Provision from a match of provSrc.
func provisionOf(s string, m []int) Provision {
	p := Provision{Art: numKey(s[m[2]:m[3]])}
	var w strings.Builder
	w.WriteString("art. " + numWritten(s[m[2]:m[3]]))
	if m[4] >= 0 {
		p.ArtTo = numKey(s[m[4]:m[5]])
		w.WriteString("-" + s[m[4]:m[5]])
	}
	for _, u := range reProvUnit.FindAllStringSubmatch(s[m[6]:m[7]], -1) {
		unit, val := normUnit(u[1]), strings.Join(strings.Fields(provSpace.Replace(u[2])), "")
		if unit == "zd." {
			val = ordinalNeuter(val)
		}
		if val == "l" && unit != "lit." {
			val = "1" // "§ l": the letter for the digit
		}
		w.WriteString(" " + unit + " " + val)
		key, _, _ := strings.Cut(strings.TrimSuffix(val, ")"), "-")
		key = numKey(key)
		switch unit {
		case "§":
			setFirst(&p.Par, key)
		case "ust.":
			setFirst(&p.Ust, key)
		case "pkt":
			setFirst(&p.Pkt, key)
		case "lit.":
			setFirst(&p.Lit, key)
		default:
			setFirst(&p.Zd, val)
		}
	}
	p.Written = w.String()
	return p
}

func setFirst(dst *string, v string) {
	if *dst == "" {
		*dst = v
	}
}

// numKey writes a number's superscript as ^N: "417¹", "417[1]" and "417^1"
// are all "417^1".
func numKey(n string) string {
	if i := strings.IndexByte(n, '('); i >= 0 {
		return n[:i] + "^" + strings.TrimSuffix(n[i+1:], ")")
	}
	if i := strings.IndexByte(n, '['); i >= 0 {
		return n[:i] + "^" + strings.TrimSuffix(n[i+1:], "]")
	}
	if i := superIndex(n); i >= 0 {
		return n[:i] + "^" + supDigits.Replace(n[i:])
	}
	return n
}

// numWritten writes an article's number as a memo should have: its
// superscript in parentheses or after a caret raised ("442(1)", "442^1" →
// "442¹"); "417[1]" and a raised one stay as written.
func numWritten(n string) string {
	if i := strings.IndexAny(n, "(^"); i >= 0 {
		return n[:i] + Superscript(strings.Trim(n[i:], "(^)"))
	}
	return n
}

// reListJoin joins the provisions of one list: ", ", " i ", " oraz ", " lub
// ", " albo ", " w zw. z ", " w związku z ", " a także ".
var reListJoin = regexp.MustCompile(`^(?:` + sp + `*,` + sp + `*|` + sp + `+(?:i|oraz|lub|albo|a` + sp + `+także|w` + sp + `+zw\.` + sp + `*z|w` + sp + `+związku` + sp + `+z)` + sp + `+)(?:(?:i|oraz)` + sp + `+)?`)

// reBareNum is a provision of a list written without "art." ("art. 2, 31
// i 64").
var reBareNum = regexp.MustCompile(`^(` + provNum + `)((?:` + sp + `*(?:` + parHead + sp + `*` + parNum + `|` + ustHead + sp + `*` + provNum + `|` + pktHead + sp + `*` + provNum + `|lit\.` + sp + `*[a-z]{1,2}\)?))*)`)

// ListItem is one provision of a list and its byte range [Start, End) in
// the text MatchProvisionItems read.
type ListItem struct {
	Provision
	Start, End int
}

// MatchProvisionList reads, at the start of s, a list of provisions that
// one act's name follows (MatchProvisionItems) and returns the provisions
// and the length read.
func MatchProvisionList(s string) ([]Provision, int) {
	items, n := MatchProvisionItems(s)
	if items == nil {
		return nil, 0
	}
	out := make([]Provision, len(items))
	for i, it := range items {
		out[i] = it.Provision
	}
	return out, n
}

// MatchProvisionItems reads, at the start of s, a list of provisions that
// one act's name follows: "art. 2, art. 31 ust. 3 i art. 64
// [Konstytucji]", "art. 2, 31 i 64", "art. 415 i 417¹ § 1", "Artykuły 5 i
// 6", "art. 25 do 28", "art. 471 i nast.". An item without "art." is
// another unit of the article before it when it says so: "art. 444 § 1 i
// § 2", "art. 6 ust. 1 lit. a i b", and a bare number just past the
// previous item's last unit ("art. 444 § 1 i 2" is § 1 and § 2 of art.
// 444, "art. 60 ust. 1 i 2" ust. 1 and 2), within maxUnitStep and unless
// its own units are of that unit's rank or above ("art. 7 ust. 1 i 8 ust.
// 2" is art. 8 ust. 2); else it is an article ("art. 2 i 3", "art. 2, 31
// ust. 3 i 64"). It returns the items (a range is one, with ArtTo) and the
// length read; none when s does not start with a provision. A bare item
// joins the list only when a unit, another joiner, an act's name or the
// end of s follows it ("art. 5 i 10 dni" is one provision).
func MatchProvisionItems(s string) ([]ListItem, int) {
	p, n, ok := MatchProvision(s)
	if !ok {
		return nil, 0
	}
	out := []ListItem{{p, 0, n}}
	for {
		j := reListJoin.FindStringIndex(s[n:])
		if j == nil {
			return out, n
		}
		at := n + j[1]
		q, k, ok := MatchProvision(s[at:])
		if !ok {
			if p.Motyw != "" {
				return out, n
			}
			q, k, ok = nextUnit(out[len(out)-1].Provision, s[at:])
		}
		if !ok {
			return out, n
		}
		out = append(out, ListItem{q, at, at + k})
		n = at + k
	}
}

// maxUnitStep is how far past the previous unit a bare number may stand
// to be read as a unit of the same article rather than another article.
const maxUnitStep = 8

// unitRank orders the units of an article: § and ust. (1) hold pkt (2),
// which hold lit. (3); zd. (4) is a sentence of any of them.
func unitRank(unit string) int {
	switch unit {
	case "§", "ust.":
		return 1
	case "pkt":
		return 2
	case "lit.":
		return 3
	}
	return 4
}

// reUnitLed is a list item that starts with a unit of the article before:
// "§ 2", "ust. 2 pkt 3", "lit. b)".
var reUnitLed = regexp.MustCompile(`^(?:§|par\.|ust\.|` + pktHead + `|lit\.|` + zdHead + `)` + sp + `*[\dla-z]`)

// reBareLetter is a letter of a list of lit. units: "lit. a i b", "lit. a),
// b) i c)".
var reBareLetter = regexp.MustCompile(`^([a-z])(\))?(?:[^\p{L}\d]|$)`)

// nextUnit reads a list item written without "art." at the start of rest,
// after provision prev (MatchProvisionItems): the provision and the length
// read.
func nextUnit(prev Provision, rest string) (Provision, int, bool) {
	if prev.Art == "" {
		return Provision{}, 0, false
	}
	// A range ("art. 2-4") has no units to go on with: a bare number after
	// it is an article.
	single := prev.ArtTo == ""
	units := reProvUnit.FindAllStringSubmatchIndex(prev.Written, -1)
	if single && reUnitLed.MatchString(rest) {
		// "§ 2" after "art. 444 § 1": the article with the units above the
		// new one.
		u := reProvUnit.FindStringSubmatch(rest)
		head := prev.Written
		for _, pu := range units {
			if unitRank(normUnit(prev.Written[pu[2]:pu[3]])) >= unitRank(normUnit(u[1])) {
				head = prev.Written[:pu[0]]
				break
			}
		}
		head = strings.TrimRight(head, " ") + " "
		q, k, ok := MatchProvision(head + rest)
		if !ok || k <= len(head) {
			return Provision{}, 0, false
		}
		return q, k - len(head), true
	}
	var last []int // the last unit of prev: its name and value
	if len(units) > 0 {
		last = units[len(units)-1]
	}
	if m := reBareLetter.FindStringSubmatchIndex(rest); m != nil {
		if !single || last == nil || prev.Written[last[2]:last[3]] != "lit." {
			return Provision{}, 0, false
		}
		letter, closed := rest[m[2]:m[3]], m[4] >= 0
		end := m[3]
		if closed {
			end = m[5]
		}
		if letter <= prev.Written[last[4]:last[4]+1] || !closed && (strings.Contains("aiouwz", letter) || !listEnds(rest[end:], false)) {
			return Provision{}, 0, false
		}
		q, _, _ := MatchProvision(prev.Written[:last[4]] + rest[:end])
		return q, end, true
	}
	m := reBareNum.FindStringSubmatchIndex(rest)
	if m == nil || !listEnds(rest[m[1]:], m[4] < m[5]) {
		return Provision{}, 0, false
	}
	head := "art. "
	if single && last != nil {
		name, val := normUnit(prev.Written[last[2]:last[3]]), prev.Written[last[4]:last[5]]
		n, v := leadingInt(rest), leadingInt(val)
		own := reProvUnit.FindStringSubmatch(rest[m[4]:m[5]])
		if name != "lit." && v >= 0 && n > v && n-v <= maxUnitStep && (own == nil || unitRank(normUnit(own[1])) > unitRank(name)) {
			head = prev.Written[:last[4]] // "art. 444 § "
		}
	}
	q, _, _ := MatchProvision(head + rest[:m[1]])
	return q, m[1], true
}

// listEnds reports whether rest, after a bare item of a list, lets the
// item be one: its own unit (units), the end of the text, another joiner,
// or an act's name follow.
func listEnds(rest string, units bool) bool {
	if units || rest == "" || reListJoin.MatchString(rest) {
		return true
	}
	r := strings.TrimLeft(rest, " \u00a0")
	a, _ := MatchAct(r)
	return a != nil || strings.HasPrefix(r, "ustaw") || strings.HasPrefix(r, "Konstytuc")
}

// normUnit writes a unit's head as a statute does: "zdanie" (in any case)
// as "zd.", "par." as "§", "ust" as "ust.", "pkt." as "pkt".
func normUnit(u string) string {
	switch {
	case strings.HasPrefix(u, "zd"):
		return "zd."
	case strings.HasPrefix(u, "par"):
		return "§"
	case u == "ust":
		return "ust."
	case u == "pkt.":
		return "pkt"
	}
	return u
}

// ordinalNeuter writes a sentence's ordinal in the nominative, as "zdanie
// drugie" says it: "drugiego", "drugim" → "drugie"; a number stays.
func ordinalNeuter(v string) string {
	for _, end := range []string{"ego", "ym", "m"} {
		if stem, ok := strings.CutSuffix(v, end); ok && stem != "" && (stem[len(stem)-1] < '0' || stem[len(stem)-1] > '9') {
			return stem + "e" // pierwsz-ym, drugi-m, trzeci-ego
		}
	}
	return v
}

// leadingInt reads the number s starts with, or -1.
func leadingInt(s string) int {
	n, i := 0, 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' && i < 6 {
		n = n*10 + int(s[i]-'0')
		i++
	}
	if i == 0 {
		return -1
	}
	return n
}
