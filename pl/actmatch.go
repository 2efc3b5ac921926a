package pl

// Reading an act in running text (MatchAct): the expressions and triggers
// built from the act table, tried by the first byte.

import (
	"regexp"
	"regexp/syntax"
	"strings"
	"unicode"
	"unicode/utf8"
)

// MatchAct reads an act's short name or name at the start of s, as written
// in running text ("k.c.", "k. p. c.", "KPC", "Kodeksu cywilnego",
// "Konstytucji RP"), and returns the act and the length of the match; 0
// when s starts with none (or with one glued to more letters).
//
// The acts are tried in the table's order, and only those whose short
// names or names can start with s's first byte: the first act that matches
// wins, as in one alternation of them all. Of an act, its short names are
// read first, in order, by a scan of the bytes (abbrevScan), then its
// names by an expression of their own — small enough for Go's
// backtracker, where the alternation of all the acts was not.
func MatchAct(s string) (*Act, int) {
	if s == "" {
		return nil, 0
	}
	for _, i := range actTables.byFirst[s[0]] {
		for _, sc := range actTables.abbrevs[i] {
			if n := sc.match(s); n > 0 {
				return &acts[i], n
			}
		}
		if re := actTables.names[i]; re != nil && actTables.nameFirst[i][s[0]] {
			if m := re.FindStringSubmatchIndex(s); m != nil {
				return &acts[i], m[3]
			}
		}
	}
	return nil, 0
}

// ActTriggers are the literal pieces every act MatchAct recognizes starts
// with: caseless ones (lower case; compare with ASCII capitals folded) and
// exact ones. A finder runs MatchAct only where one stands.
func ActTriggers() (caseless, exact []string) {
	return append([]string(nil), actTables.caseless...), append([]string(nil), actTables.exact...)
}

// actTables are the expressions and triggers built from acts.
var actTables = buildActTables()

type actTableSet struct {
	// textAlts is per act the alternation of its short names and names in
	// running text ("" when it has none; the expression MatchAct reads as,
	// kept for the tests). MatchAct reads them by abbrevs, per act its
	// short names' scans, and names, per act the anchored expression of
	// its names ("^(names)" and no letter after; nameFirst the bytes they
	// start with); byFirst per first byte the acts (in table order) whose
	// text can start with it.
	textAlts        []string
	abbrevs         [][]abbrevScan
	names           []*regexp.Regexp
	nameFirst       [][256]bool
	byFirst         [256][]int
	lookup          []*regexp.Regexp // per act: its Names, caseless, anywhere
	caseless, exact []string
}

// actTextEnd is what must follow an act's name in running text: no letter.
const actTextEnd = `(?:[^\p{L}]|$)`

func buildActTables() actTableSet {
	var t actTableSet
	t.textAlts = make([]string, len(acts))
	t.abbrevs = make([][]abbrevScan, len(acts))
	t.names = make([]*regexp.Regexp, len(acts))
	t.nameFirst = make([][256]bool, len(acts))
	t.lookup = make([]*regexp.Regexp, len(acts))
	for i, a := range acts {
		var alts, names, look []string
		var first [256]bool
		for _, ab := range a.Abbrevs {
			alts = append(alts, abbrevPattern(ab))
			t.abbrevs[i] = append(t.abbrevs[i], newAbbrevScan(ab))
			first[ab[0]] = true
			t.addTrigger(abbrevTrigger(ab))
		}
		for _, n := range a.Names {
			names = append(names, namePattern(n, true))
			look = append(look, namePattern(n, false))
			t.addTrigger(strings.ToLower(strings.TrimSuffix(strings.Fields(n)[0], "*")), false)
		}
		if len(look) > 0 {
			t.lookup[i] = regexp.MustCompile(`(?i)` + strings.Join(look, "|"))
		}
		if len(names) > 0 {
			t.names[i] = regexp.MustCompile(`^(` + strings.Join(names, "|") + `)` + actTextEnd)
			re, err := syntax.Parse(strings.Join(names, "|"), syntax.Perl)
			if err != nil {
				panic(err)
			}
			t.nameFirst[i] = firstBytes(re)
			for b, can := range t.nameFirst[i] {
				first[b] = first[b] || can
			}
		}
		t.textAlts[i] = strings.Join(append(alts, names...), "|")
		for b, can := range first {
			if can {
				t.byFirst[b] = append(t.byFirst[b], i)
			}
		}
	}
	return t
}

// firstBytes returns the bytes a match of re can start with: every byte
// when it cannot tell (re may match the empty string or is of a kind it
// does not read).
func firstBytes(re *syntax.Regexp) (set [256]bool) {
	all := func() [256]bool {
		for b := range set {
			set[b] = true
		}
		return set
	}
	addRune := func(r rune) {
		var buf [utf8.UTFMax]byte
		utf8.EncodeRune(buf[:], r)
		set[buf[0]] = true
	}
	switch re.Op {
	case syntax.OpLiteral:
		if len(re.Rune) == 0 {
			return all()
		}
		r := re.Rune[0]
		addRune(r)
		if re.Flags&syntax.FoldCase != 0 {
			for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
				addRune(f)
			}
		}
		return set
	case syntax.OpCharClass:
		for k := 0; k+1 < len(re.Rune); k += 2 {
			lo, hi := re.Rune[k], re.Rune[k+1]
			if hi-lo > 0x400 {
				return all()
			}
			for r := lo; r <= hi; r++ {
				addRune(r)
			}
		}
		return set
	case syntax.OpCapture, syntax.OpPlus:
		return firstBytes(re.Sub[0])
	case syntax.OpRepeat:
		if re.Min == 0 {
			return all()
		}
		return firstBytes(re.Sub[0])
	case syntax.OpConcat:
		if len(re.Sub) == 0 {
			return all()
		}
		return firstBytes(re.Sub[0])
	case syntax.OpAlternate:
		for _, sub := range re.Sub {
			for b, can := range firstBytes(sub) {
				set[b] = set[b] || can
			}
		}
		return set
	}
	return all()
}

// abbrevPattern is the expression of a written short name: "k.p.c." also
// spaced ("k. p. c.") or without its last dot ("k.p.c"), "KPC" as written.
func abbrevPattern(ab string) string {
	parts := strings.Split(ab, ".")
	if len(parts) == 1 {
		return regexp.QuoteMeta(ab)
	}
	var b strings.Builder
	for i, p := range parts {
		if i > 0 {
			if i < len(parts)-1 {
				b.WriteString(`\.` + sp + `?`)
			} else {
				b.WriteString(`\.?`)
			}
		}
		b.WriteString(regexp.QuoteMeta(p))
	}
	return b.String()
}

// abbrevTrigger is the literal start of a short name: the first two letters
// of a dotted one ("k.p", its spaced form added by addTrigger), the
// abbreviation itself otherwise (compared exactly).
func abbrevTrigger(ab string) (string, bool) {
	if i := strings.IndexByte(ab, '.'); i >= 0 && i+1 < len(ab) {
		return ab[:i+2], false
	}
	return ab, true
}

func (t *actTableSet) addTrigger(tr string, exact bool) {
	list := &t.caseless
	if exact {
		list = &t.exact
	} else if i := strings.IndexByte(tr, '.'); i >= 0 && i+1 < len(tr) && tr[i+1] != ' ' {
		t.addTrigger(tr[:i+1]+" "+tr[i+1:], false) // the spaced form: "k. p"
	}
	for k, have := range *list {
		switch {
		case strings.HasPrefix(tr, have):
			return // a shorter trigger covers it
		case strings.HasPrefix(have, tr):
			(*list)[k] = tr
			return
		}
	}
	*list = append(*list, tr)
}

// namePattern is the expression of a name: words joined by white space, a
// trailing * for any ending; in running text (text) the name's first letter,
// written in lower case, takes either case.
func namePattern(n string, text bool) string {
	var words []string
	for i, w := range strings.Fields(n) {
		if w == "-?" && len(words) > 0 {
			// An optional dash: "ustawy – Prawo …" and "ustawy Prawo …".
			words[len(words)-1] += `(?:` + sp + `*[-–—])?`
			continue
		}
		star := strings.HasSuffix(w, "*")
		w = strings.TrimSuffix(w, "*")
		r := []rune(w)
		var b strings.Builder
		if text && i == 0 && unicode.IsLower(r[0]) {
			b.WriteString("[" + string(r[0]) + string(unicode.ToUpper(r[0])) + "]")
			b.WriteString(regexp.QuoteMeta(string(r[1:])))
		} else {
			b.WriteString(regexp.QuoteMeta(w))
		}
		if star {
			b.WriteString(`\p{L}*`)
		}
		words = append(words, b.String())
	}
	return strings.Join(words, sp+`+`)
}
