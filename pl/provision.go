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

// The grammar of a provision, one for every reader: "art." (or "artykuł")
// and a number with an optional letter and superscript, an optional range,
// then units in any order: § (with a range), ust., pkt, lit., zd./zdanie.
//
// "§ l" (a letter l for the digit, as old typescripts write it) is § 1; a
// range is written with a dash or "do" ("art. 25 do 28"); "i nast.", "in
// fine" and "ab initio" after a provision are read with it (so that the
// act's name follows the match).
const (
	provNum   = `\d+[a-z]{0,3}(?:[⁰¹²³⁴⁵⁶⁷⁸⁹]+|\[\d+\]|\^\d+)?`
	provDash  = `[-\x{00ad}\x{2010}-\x{2015}\x{2212}\x{fe63}\x{ff0d}]`
	provRange = `(?:` + sp + `*` + provDash + sp + `*|` + sp + `+do` + sp + `+)`
	provHead  = `(?:[Aa]rt\.|[Aa]rtykuł(?:u|em)?)`
	parNum    = `(?:` + provNum + `|l\b)`
	provUnit  = `(§|ust\.|pkt|lit\.|zd\.|zdanie)` + sp + `*(` + provNum + `(?:` + sp + `*` + provDash + sp + `*` + provNum + `)?|l\b|pierwsze|drugie|trzecie|czwarte|[a-z]{1,2}\)?)`
	provTail  = `(?:` + sp + `+(?:i|oraz)` + sp + `+nast\.|` + sp + `+in` + sp + `+fine\b|` + sp + `+ab` + sp + `+initio\b)?`
	provSrc   = provHead + sp + `*(` + provNum + `)(?:` + provRange + `(` + provNum + `))?` +
		`((?:` + sp + `*(?:§` + sp + `*` + parNum + `(?:` + sp + `*` + provDash + sp + `*` + provNum + `)?|ust\.` + sp + `*` + provNum + `|pkt` + sp + `*` + provNum + `|lit\.` + sp + `*[a-z]{1,2}\)?|zd(?:\.|anie)` + sp + `*(?:\d+|pierwsze|drugie|trzecie|czwarte)))*)` + provTail
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
	// supDigits writes superscript digits as digits.
	supDigits = strings.NewReplacer("⁰", "0", "¹", "1", "²", "2", "³", "3", "⁴", "4", "⁵", "5", "⁶", "6", "⁷", "7", "⁸", "8", "⁹", "9")
)

// MatchProvision reads a provision at the start of s ("art. 5 ust. 1 lit.
// a k.c." → art. 5 ust. 1 lit. a) and returns it and the length read.
func MatchProvision(s string) (Provision, int, bool) {
	if m := reRecitalAt.FindStringSubmatchIndex(s); m != nil {
		return recitalOf(s, m), m[1], true
	}
	m := reProvAt.FindStringSubmatchIndex(s)
	if m == nil {
		return Provision{}, 0, false
	}
	return provisionOf(s, m), m[1], true
}

// recitalOf builds the Provision of a match of recitalSrc.
func recitalOf(s string, m []int) Provision {
	return Provision{Motyw: s[m[2]:m[3]], Written: "motyw " + s[m[2]:m[3]]}
}

// ParseProvision reads the first provision in s ("art. 415 k.c.", "art.
// 417¹ § 2 KC", "art. 417[1] § 2", "art. 6 ust. 1 lit. f RODO") and returns
// it and the rest of s around it (the act's name: "k.c.").
func ParseProvision(s string) (Provision, string, bool) {
	m := reProvAny.FindStringSubmatchIndex(s)
	if m == nil {
		if m = reRecitalAny.FindStringSubmatchIndex(s); m != nil {
			return recitalOf(s, m), strings.TrimSpace(s[:m[0]] + " " + s[m[1]:]), true
		}
		return Provision{}, s, false
	}
	return provisionOf(s, m), strings.TrimSpace(s[:m[0]] + " " + s[m[1]:]), true
}

// provisionOf builds a Provision from a match of provSrc.
func provisionOf(s string, m []int) Provision {
	p := Provision{Art: numKey(s[m[2]:m[3]])}
	var w strings.Builder
	w.WriteString("art. " + s[m[2]:m[3]])
	if m[4] >= 0 {
		p.ArtTo = numKey(s[m[4]:m[5]])
		w.WriteString("-" + s[m[4]:m[5]])
	}
	for _, u := range reProvUnit.FindAllStringSubmatch(s[m[6]:m[7]], -1) {
		unit, val := u[1], strings.Join(strings.Fields(provSpace.Replace(u[2])), "")
		if unit == "zdanie" {
			unit = "zd."
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
	if i := strings.IndexByte(n, '['); i >= 0 {
		return n[:i] + "^" + strings.TrimSuffix(n[i+1:], "]")
	}
	if i := strings.IndexAny(n, "⁰¹²³⁴⁵⁶⁷⁸⁹"); i >= 0 {
		return n[:i] + "^" + supDigits.Replace(n[i:])
	}
	return n
}

// SuperscriptDigits writes superscript digits as plain digits ("417¹" →
// "4171"); callers that key units by it add the "^" themselves.
func SuperscriptDigits(s string) string { return supDigits.Replace(s) }

// reListJoin joins the provisions of one list: ", ", " i ", " oraz ", " lub
// ", " albo ", " w zw. z ", " w związku z ", " a także ".
var reListJoin = regexp.MustCompile(`^(?:` + sp + `*,` + sp + `*|` + sp + `+(?:i|oraz|lub|albo|a` + sp + `+także|w` + sp + `+zw\.` + sp + `*z|w` + sp + `+związku` + sp + `+z)` + sp + `+)(?:(?:i|oraz)` + sp + `+)?`)

// reBareNum is a provision of a list written without "art." ("art. 2, 31
// i 64").
var reBareNum = regexp.MustCompile(`^(` + provNum + `)((?:` + sp + `*(?:§` + sp + `*` + parNum + `|ust\.` + sp + `*` + provNum + `|pkt` + sp + `*` + provNum + `|lit\.` + sp + `*[a-z]{1,2}\)?))*)`)

// MatchProvisionList reads, at the start of s, a list of provisions that
// one act's name follows: "art. 2, art. 31 ust. 3 i art. 64 [Konstytucji]",
// "art. 2, 31 i 64", "art. 415 i 417¹ § 1", "art. 25 do 28", "art. 471 i
// nast.". It returns the provisions (a range is one, with ArtTo) and the
// length read; none when s does not start with a provision. A bare number
// joins the list only when a unit, another joiner, an act's name or the
// end of s follows it ("art. 5 i 10 dni" is one provision).
func MatchProvisionList(s string) ([]Provision, int) {
	p, n, ok := MatchProvision(s)
	if !ok {
		return nil, 0
	}
	out := []Provision{p}
	for {
		j := reListJoin.FindStringIndex(s[n:])
		if j == nil {
			return out, n
		}
		at := n + j[1]
		if q, k, ok := MatchProvision(s[at:]); ok {
			out = append(out, q)
			n = at + k
			continue
		}
		m := reBareNum.FindStringSubmatchIndex(s[at:])
		if m == nil || p.Motyw != "" {
			return out, n
		}
		end := at + m[1]
		rest := s[end:]
		if a, _ := MatchAct(strings.TrimLeft(rest, " \u00a0")); a == nil && rest != "" && m[4] == m[5] && reListJoin.FindStringIndex(rest) == nil &&
			!strings.HasPrefix(strings.TrimLeft(rest, " \u00a0"), "ustaw") && !strings.HasPrefix(strings.TrimLeft(rest, " \u00a0"), "Konstytuc") {
			return out, n
		}
		w := "art. " + s[at:end]
		q, _, _ := MatchProvision(w)
		out = append(out, q)
		n = end
	}
}
