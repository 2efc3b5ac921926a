package pl

import (
	"regexp"
	"regexp/syntax"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Act is a statute, code or EU act known by its short names. The table
// below is the one list of them: the claim extractor recognizes acts in a
// memo by it (MatchAct, CanonicalAct) and the library resolves a memo's act
// and recognizes a statute's header by it (LookupAct), so both always agree
// on which act a reference names.
type Act struct {
	Key  string // the library's key: KC, KPC, RODO…
	Name string // the canonical name a claim's anchor carries: "Kodeks cywilny"
	// Abbrevs are the short names as a memo writes them and as they are
	// recognized in running text: "k.c." (also spaced, "k. c.") and "KC"
	// (case as written). Compared without dots, spaces and case, they also
	// identify the act when it is looked up.
	Abbrevs []string
	// Names are the act's name in any grammatical case, recognized in
	// running text and looked up: words separated by spaces, a trailing *
	// matches any ending ("kodeks* cywiln*" = "Kodeksu cywilnego"). In
	// running text the first letter of a name written in lower case may be
	// a capital; every other letter is compared as written.
	Names []string
	// LookupOnly are short names that identify the act when looked up but
	// are too ambiguous to recognize in running text ("KW" is also a
	// land register).
	LookupOnly []string
	// Stems are lower-case fragments of titles and references that identify
	// the act when looked up ("2016/679", "postępowania cywiln").
	Stems []string
	DzU   string // the original Dz.U.: year/number/position
	CELEX string
}

// acts is the table of acts (seed 000 and common Polish usage). The order
// matters: a longer name comes before a name it starts with (KKS before
// KK), and the first act whose name or stem matches wins a lookup.
var acts = []Act{
	{Key: "KPC", Name: "Kodeks postępowania cywilnego", Abbrevs: []string{"k.p.c.", "KPC", "kpc", "Kpc"},
		Names: []string{"kodeks* postępowania cywiln*"}, Stems: []string{"postępowania cywiln"}, DzU: "1964/43/296"},
	{Key: "KPK", Name: "Kodeks postępowania karnego", Abbrevs: []string{"k.p.k.", "KPK", "kpk", "Kpk"},
		Names: []string{"kodeks* postępowania karn*"}, Stems: []string{"postępowania karn"}, DzU: "1997/89/555"},
	{Key: "KPA", Name: "Kodeks postępowania administracyjnego", Abbrevs: []string{"k.p.a.", "KPA", "kpa", "Kpa"},
		Names: []string{"kodeks* postępowania administracyjn*"}, Stems: []string{"postępowania administr"}, DzU: "1960/30/168"},
	{Key: "KKS", Name: "Kodeks karny skarbowy", Abbrevs: []string{"k.k.s."}, LookupOnly: []string{"kks"},
		Names: []string{"kodeks* karn* skarbow*"}, Stems: []string{"karny skarbow", "karnego skarbow", "karnym skarbow"}, DzU: "1999/83/930"},
	{Key: "KSH", Name: "Kodeks spółek handlowych", Abbrevs: []string{"k.s.h.", "KSH", "ksh", "Ksh"},
		Names: []string{"kodeks* spółek handlowych"}, Stems: []string{"spółek handlow"}, DzU: "2000/94/1037"},
	{Key: "KRO", Name: "Kodeks rodzinny i opiekuńczy", Abbrevs: []string{"k.r.o.", "KRO", "kro", "Kro", "k.r.i.o."}, LookupOnly: []string{"krio"},
		Names: []string{"kodeks* rodzinn* i opiekuńcz*"}, Stems: []string{"rodzinny i opiekuńcz", "rodzinnego i opiekuńcz"}, DzU: "1964/9/59"},
	{Key: "KW", Name: "Kodeks wykroczeń", Abbrevs: []string{"k.w."}, LookupOnly: []string{"kw"},
		Names: []string{"kodeks* wykroczeń"}, DzU: "1971/12/114"},
	{Key: "KP", Name: "Kodeks pracy", Abbrevs: []string{"k.p.", "KP", "kp", "Kp"},
		Names: []string{"kodeks* pracy"}, DzU: "1974/24/141"},
	{Key: "KC", Name: "Kodeks cywilny", Abbrevs: []string{"k.c.", "KC", "kc", "Kc"},
		Names: []string{"kodeks* cywiln*"}, DzU: "1964/16/93"},
	{Key: "KK", Name: "Kodeks karny", Abbrevs: []string{"k.k.", "KK", "kk", "Kk"},
		Names: []string{"kodeks* karn*"}, DzU: "1997/88/553"},
	{Key: "KONSTYTUCJA", Name: "Konstytucja RP", LookupOnly: []string{"krp"},
		Names: []string{"Konstytucj* RP", "Konstytucj*"}, Stems: []string{"konstytucj"}, DzU: "1997/78/483"},
	{Key: "RODO", Name: "RODO (rozporządzenie (UE) 2016/679)", Abbrevs: []string{"RODO"}, LookupOnly: []string{"gdpr"},
		Stems: []string{"2016/679", "ogólne rozporządzenie o ochronie danych", "ogólnego rozporządzenia o ochronie danych"}, CELEX: "32016R0679"},
	{Key: "PPSA", Name: "Prawo o postępowaniu przed sądami administracyjnymi", Abbrevs: []string{"p.p.s.a.", "PPSA", "ppsa"},
		Names: []string{"ustaw* -? Praw* o postępowaniu przed sądami administracyjnymi", "ustaw* p.p.s.a."},
		Stems: []string{"prawo o postępowaniu przed sądami administracyjnymi", "prawa o postępowaniu przed sądami administracyjnymi"}},
	{Key: "PZP", Name: "Prawo zamówień publicznych", Abbrevs: []string{"p.z.p.", "Pzp", "PZP", "pzp"},
		Names: []string{"ustaw* -? Praw* zamówień publicznych", "ustaw* Pzp", "ustaw* PZP", "ustaw* pzp", "ustaw* p.z.p.", "praw* zamówień publicznych"}, Stems: []string{"zamówień publicznych"}},
	{Key: "OP", Name: "Ordynacja podatkowa", Abbrevs: []string{"o.p."},
		Names: []string{"ustaw* -? Ordynacj* podatkow*", "Ordynacj* podatkow*"},
		Stems: []string{"ordynacja podatkowa", "ordynacji podatkowej"}},
	{Key: "TFUE", Name: "TFUE", Abbrevs: []string{"TFUE"},
		Stems: []string{"traktat o funkcjonowaniu unii europejskiej", "traktatu o funkcjonowaniu unii europejskiej"}},
	{Key: "TUE", Name: "TUE", Abbrevs: []string{"TUE"},
		Stems: []string{"traktat o unii europejskiej", "traktatu o unii europejskiej"}},
	{Key: "EKPC", Name: "EKPC", Abbrevs: []string{"EKPC"},
		Stems: []string{"konwencja o ochronie praw człowieka", "konwencji o ochronie praw człowieka"}},
}

// Acts returns the table of known acts (a copy).
func Acts() []Act { return append([]Act(nil), acts...) }

// ActByKey returns the act with the library key k, or nil.
func ActByKey(k string) *Act {
	for i := range acts {
		if acts[i].Key == k {
			return &acts[i]
		}
	}
	return nil
}

// ActKeys lists the keys of the known acts, for messages ("known short
// names: KC, KPC…").
func ActKeys() []string {
	out := make([]string, len(acts))
	for i, a := range acts {
		out[i] = a.Key
	}
	return out
}

// compactAbbrev folds a short name for comparison: lower case, without
// dots and white space ("K. p. c." → "kpc").
func compactAbbrev(s string) string {
	return strings.Map(func(r rune) rune {
		if r == '.' || unicode.IsSpace(r) || r == '\u00a0' {
			return -1
		}
		return unicode.ToLower(r)
	}, s)
}

// actByAbbrev returns the act one of whose short names (Abbrevs or
// LookupOnly) folds to compact (compactAbbrev), or nil.
func actByAbbrev(compact string) *Act {
	for i, a := range acts {
		for _, ab := range a.Abbrevs {
			if compact == compactAbbrev(ab) {
				return &acts[i]
			}
		}
		for _, ab := range a.LookupOnly {
			if compact == ab {
				return &acts[i]
			}
		}
	}
	return nil
}

// LookupAct identifies the act a reference names: a short name ("k.c.",
// "KC"), a name or title in any case ("Kodeksu cywilnego", "ustawy z dnia
// 23 kwietnia 1964 r. – Kodeks cywilny"), a CELEX number of an act in the
// table, or the Dz.U. of its first publication. nil when the table does not
// know it.
func LookupAct(s string) *Act {
	l := strings.ToLower(strings.TrimSpace(s))
	if l == "" || AmendingAct(l) {
		return nil
	}
	if a := actByAbbrev(compactAbbrev(l)); a != nil {
		return a
	}
	for i := range acts {
		if acts[i].Key == "KONSTYTUCJA" && notTheConstitution(l) {
			continue
		}
		if actTables.lookup[i] != nil && actTables.lookup[i].MatchString(l) {
			return &acts[i]
		}
		for _, st := range acts[i].Stems {
			if strings.Contains(l, st) {
				return &acts[i]
			}
		}
	}
	if strings.Contains(l, "celex") || reCELEXNumber.MatchString(s) {
		for i, a := range acts {
			if a.CELEX != "" && strings.Contains(s, a.CELEX) {
				return &acts[i]
			}
		}
	}
	if k := DzUKey(s); k != "" {
		return ActByDzU(k)
	}
	return nil
}

// notTheConstitution reports a reference that names the Constitution only
// as what another act is measured against: an ordinary statute ("ustawy z
// dnia 10 grudnia 1993 r. … z Konstytucją RP") or a comparison ("zgodności
// … z Konstytucją").
func notTheConstitution(lower string) bool {
	return strings.HasPrefix(lower, "ustaw") || strings.Contains(lower, "z konstytucj")
}

// amendingWords mark a reference to an act that amends, introduces or
// repeals another ("ustawy z dnia 28 lipca 2005 r. o zmianie ustawy –
// Kodeks cywilny", "przepisy wprowadzające Kodeks pracy"): it names the
// code, but it is another act.
var amendingWords = []string{"o zmianie", "zmieniając", "wprowadzając", "o uchyleniu"}

// AmendingAct reports whether a reference names an act that amends,
// introduces or repeals another (amendingWords).
func AmendingAct(ref string) bool {
	lower := strings.ToLower(ref)
	for _, w := range amendingWords {
		if strings.Contains(lower, w) {
			return true
		}
	}
	return false
}

// ActByDzU returns the act first published under a Dz.U. key (DzUKey:
// "DZU:1964/16/93") or reference ("Dz. U. z 1964 r. Nr 16, poz. 93"), or
// nil.
func ActByDzU(ref string) *Act {
	k := ref
	if !strings.HasPrefix(k, "DZU:") {
		k = DzUKey(ref)
	}
	for i, a := range acts {
		if a.DzU != "" && "DZU:"+a.DzU == k {
			return &acts[i]
		}
	}
	return nil
}

// reCELEXNumber is a CELEX number of a legal act (sector 3: 32016R0679).
var reCELEXNumber = regexp.MustCompile(`\b[0-9][12]\d{3}[A-Z]{1,2}\d{4}\b`)

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

// sp is one white-space character between the words of a name.
const sp = `[\s\x{00a0}\x{202f}\x{2007}\x{2009}]`

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
