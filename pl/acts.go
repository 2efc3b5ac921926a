package pl

import (
	"regexp"
	"strings"
	"unicode"
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
	// Genitive is how a lawyer writes the act after a provision when it
	// has no short name ("art. 47 Konstytucji RP"); see Cited.
	Genitive string
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
		Names: []string{"Konstytucj* RP", "Konstytucj*"}, Stems: []string{"konstytucj"}, DzU: "1997/78/483", Genitive: "Konstytucji RP"},
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
