package pl

import (
	"regexp"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The grammars of the identifiers a citation names its source by — a case
// signature (a Polish court's or tribunal's, a CJEU case number), an ECLI,
// a CELEX number — one definition, read by the claim extractor in a memo
// and by the library in a source's header and in an anchor.

// IdentifierKind says what an identifier is.
type IdentifierKind int

// The kinds of identifiers.
const (
	PolishSignature IdentifierKind = iota + 1 // a Polish court's or tribunal's: II CSK 123/19, K 27/03, KIO 123/14
	EUCaseNumber                              // a CJEU or General Court case: C-311/18
	ECLINumber                                // a European Case Law Identifier
	CELEXNumber                               // a CELEX number
)

// Identifier is one identifier found in a text.
type Identifier struct {
	Start, End int
	Raw        string // as written
	Canon      string // CanonicalSignature of a signature; the ECLI or CELEX as written
	Kind       IdentifierKind
}

const (
	// sigRepertory is a court's repertory: ACa, CSK, SA/Wa, I A Ca's "A Ca".
	sigRepertory = `[A-Z][A-Za-z]{0,5}(?:` + sp + `[A-Z][a-z]{1,2})?(?:/\p{Lu}\p{Ll}{1,2})?`
	sigYear      = `(\d{4}|\d{2})`
	// sigPage is an optional page-number line that a page break leaves
	// inside a signature ("V\n10\nCK 528/03").
	sigPage = `(?:\n[ \t\f]*\d{1,4}[ \t]*\n` + sp + `*)?`
)

var (
	// I CSK 123/19, IICSK 459/07, I A Ca 1148/12, III SA/Wa 123/20, I SA/Łd 100/21, I C 1392/11/N,
	// XXVI‑GC 594/12 (a dash between the department and the repertory).
	reSigDept = regexp.MustCompile(`^([IVX]{1,5})(` + sp + `*` + sigPage + `|` + DashClass + `|\.)(` + sigRepertory + `)\.?` + sp + `+` + sigPage + `(\d{1,5})` + sp + `*/` + sp + `*` + sigYear + `(?:/[A-Z]{1,2}\b)?`)
	// A department numeral and a repertory typed in lower case ("I pk
	// 12/99", "III aua 927/13"): read only when the repertory folds to one
	// a department numeral opens (repertories.txt's [glued]).
	reSigDeptLower = regexp.MustCompile(`^([IVX]{1,5})` + sp + `+([a-z][A-Za-z]{0,4})\.?` + sp + `+(\d{1,5})` + sp + `*/` + sp + `*` + sigYear)
	// The same with the department numeral left out, as a court may write
	// its own signature in a header's "Sygn. akt" (AUa 927/13, T. 12/00):
	// read only in a field that holds a signature (SignatureField).
	reSigField = regexp.MustCompile(`^(` + sigRepertory + `)\.?` + sp + `+(\d{1,5})` + sp + `*/` + sp + `*` + sigYear + `(?:/[A-Z]{1,2}\b)?`)
	// K 27/03, K. 2/93, SK 3/18, P 7/19, Ts 45/20, SNO 1/11, OPS 11/00, SA/Wr 302/93
	// (the repertories of repertories.txt's [bare]).
	reSigBare = regexp.MustCompile(`^(` + strings.Join(repertorySet("bare").list, "|") + `|SA/\p{Lu}\p{Ll}{1,2})(?:\.` + sp + `*|` + sp + `+)(\d{1,5})` + sp + `*/` + sp + `*` + sigYear)
	// KIO 123/14, KIO/UZP 494/09, KIO/UZP/1/07, KIO/2239/10, UZP/ZO/0-1234/05.
	reSigKIO = regexp.MustCompile(`^(?:KIO(?:` + sp + `*/` + sp + `*(?:UZP|KD|KU|KR))?(?:` + sp + `+|` + sp + `*/` + sp + `*)\d{1,5}|UZP/ZO/[0-9O]` + DashClass + sp + `*\d{1,5})` + sp + `*/` + sp + `*` + sigYear)
	// C-311/18, C‑123/20 P, T-456/19, F-1/05.
	reSigEU   = regexp.MustCompile(`^[CTF]` + sp + `*` + DashClass + sp + `*\d{1,4}` + sp + `*/` + sp + `*\d{2}(?:` + sp + `P\b)?`)
	rePageNum = regexp.MustCompile(`\n[ \t\f]*\d{1,4}[ \t]*\n`)
	// ECLI:EU:C:2019:1064, ECLI:PL:SN:2019:II.CSK.123.19: a country code,
	// a court code of up to 7 letters or digits, the year, and an ordinal
	// of up to 25 letters, digits and dots that does not end with a dot (a
	// dot after it ends the sentence).
	reECLI = regexp.MustCompile(`\bECLI:[A-Z]{2}:[A-Z0-9]{1,7}:\d{4}:[A-Za-z0-9.]{0,24}[A-Za-z0-9]`)
	// 32016R0679, 62018CJ0311, 32019D0001(01): the sector, the year, the
	// document type and its number, and a number in parentheses that tells
	// documents of one number apart.
	reCELEX = regexp.MustCompile(`^[0-9CE][12]\d{3}[A-Z]{1,2}\d{4}(?:\(\d{1,2}\))?`)
)

// repertorySet returns a set of repertories.txt.
func repertorySet(name string) WordSet { return setOf(repertories, "repertories.txt", name) }

var (
	// gluedRepertories may follow a department numeral with no space.
	gluedRepertories = repertorySet("glued")
	// foldedGlued are the glued repertories in upper case: the repertories
	// a department numeral opens, whatever case a memo types them in.
	foldedGlued = func() map[string]bool {
		m := map[string]bool{}
		for _, r := range gluedRepertories.list {
			m[strings.ToUpper(r)] = true
		}
		return m
	}()
	// bareFirst are the first letters of the bare repertories.
	bareFirst = func() (t [256]bool) {
		for _, r := range repertorySet("bare").list {
			t[r[0]] = true
		}
		t['S'] = true // SA/Wr
		return
	}()
)

// SignatureAt reads a case signature that starts at offset at of text
// (the start of a token): a Polish court's or tribunal's with its
// department numeral (II CSK 123/19), a bare repertory (K 27/03), a KIO
// one, or a CJEU case number. The signature ends where its year does —
// not followed by more digits, a letter, or "/digit" / "-digit" (OSP
// 2004/12/156) — and a one-letter repertory after "Dz. U.", "nr" or "poz."
// is a publication reference's. A prosecutor's "PG " before it is part of
// it (PG VIII TK 124/12).
func SignatureAt(text string, at int) (Identifier, bool) {
	c := text[at]
	if c < 'A' || c > 'Z' {
		return Identifier{}, false
	}
	if c == 'I' || c == 'V' || c == 'X' {
		if m := matchPrefix(reSigDept, text, at, 72); m != nil && (m[4] != m[5] || gluedRepertories.Has(text[m[6]:m[7]])) {
			if id, ok := signature(text, m[0], m[1], PolishSignature); ok {
				return id, true
			}
		}
	}
	if c == 'I' || c == 'V' || c == 'X' {
		if m := matchPrefix(reSigDeptLower, text, at, 40); m != nil && foldedGlued[strings.ToUpper(text[m[4]:m[5]])] {
			if id, ok := signature(text, m[0], m[1], PolishSignature); ok {
				return id, true
			}
		}
	}
	if bareFirst[c] {
		if m := matchPrefix(reSigBare, text, at, 32); m != nil && !(m[3]-m[2] == 1 && afterDzU(text, m[0])) {
			if id, ok := signature(text, m[0], m[1], PolishSignature); ok {
				return id, true
			}
		}
	}
	if c == 'K' || c == 'U' {
		if m := matchPrefix(reSigKIO, text, at, 50); m != nil {
			if id, ok := signature(text, m[0], m[1], PolishSignature); ok {
				return id, true
			}
		}
	}
	if c == 'C' || c == 'T' || c == 'F' {
		if m := matchPrefix(reSigEU, text, at, 40); m != nil {
			if id, ok := signature(text, m[0], m[1], EUCaseNumber); ok {
				return id, true
			}
		}
	}
	return Identifier{}, false
}

// signature is the signature text[s:e], when it ends there (idEnds).
func signature(text string, s, e int, kind IdentifierKind) (Identifier, bool) {
	if !idEnds(text, e) {
		return Identifier{}, false
	}
	if kind == PolishSignature && s >= 3 && text[s-3:s] == "PG " {
		s -= 3 // a prosecutor's signature: PG VIII TK 124/12
	}
	raw := text[s:e]
	canon := raw
	if strings.IndexByte(raw, '\n') >= 0 { // a page line needs a line break
		canon = rePageNum.ReplaceAllString(raw, " ")
	}
	return Identifier{Start: s, End: e, Raw: raw, Canon: CanonicalSignature(canon), Kind: kind}, true
}

// SignatureField reads the case signature that starts a field holding one
// — the value of a header's "Sygn. akt", a line that is only a signature,
// an anchor — by the grammar of SignatureAt, except that the department
// numeral may be left out, as a court may write its own signature there
// ("AUa 927/13" in the header of its III Wydział, "T. 12/00"). It returns
// the signature's length in s, or 0.
func SignatureField(s string) int {
	if s == "" {
		return 0
	}
	if id, ok := SignatureAt(s, 0); ok {
		return id.End
	}
	if m := matchPrefix(reSigField, s, 0, 64); m != nil && idEnds(s, m[1]) {
		return m[1]
	}
	return 0
}

// matchPrefix runs re, which must start with ^, on text[at:at+max] (cut at
// a rune boundary) and returns its submatch indices as offsets of text, or
// nil.
func matchPrefix(re *regexp.Regexp, text string, at, max int) []int {
	end := min(len(text), at+max)
	for end < len(text) && !utf8.RuneStart(text[end]) {
		end++
	}
	m := re.FindStringSubmatchIndex(text[at:end])
	for k := range m {
		if m[k] >= 0 {
			m[k] += at
		}
	}
	return m
}

// idEnds reports whether an identifier ending at e really ends there: not
// followed by more digits, a letter, or "/digit" / "-digit".
func idEnds(text string, e int) bool {
	if e >= len(text) {
		return true
	}
	r, n := utf8.DecodeRuneInString(text[e:])
	if r >= '0' && r <= '9' || unicode.IsLetter(r) {
		return false
	}
	if (r == '/' || r == '-') && e+n < len(text) && text[e+n] >= '0' && text[e+n] <= '9' {
		return false
	}
	return true
}

// afterDzU reports whether a one-letter repertory at i is the "U." of "Dz. U."
// or follows "nr"/"poz." (publication references, not signatures).
func afterDzU(text string, i int) bool {
	before := strings.ToLower(text[max(0, i-8):i])
	return strings.Contains(before, "dz.") || strings.HasSuffix(strings.TrimSpace(before), "nr") || strings.HasSuffix(strings.TrimSpace(before), "poz.")
}

// FindECLIs returns every ECLI of text, in order.
func FindECLIs(text string) []Identifier {
	if !strings.Contains(text, "ECLI:") {
		return nil
	}
	var out []Identifier
	for _, m := range reECLI.FindAllStringIndex(text, -1) {
		if idEnds(text, m[1]) {
			out = append(out, Identifier{Start: m[0], End: m[1], Raw: text[m[0]:m[1]], Canon: text[m[0]:m[1]], Kind: ECLINumber})
		}
	}
	return out
}

// FindECLI returns the first ECLI of s, or "".
func FindECLI(s string) string {
	if ids := FindECLIs(s); len(ids) > 0 {
		return ids[0].Raw
	}
	return ""
}

// FindCELEXs returns every CELEX number of text, in order: a sector digit,
// a year and a document type's letter after it, at a word's start, and
// ending at a word's end.
func FindCELEXs(text string) []Identifier {
	var out []Identifier
	run := 0
	for i := 0; i < len(text); i++ {
		c := text[i]
		if c >= '0' && c <= '9' {
			run++
			continue
		}
		if run == 5 && c >= 'A' && c <= 'Z' {
			s := i - 5
			if m := matchPrefix(reCELEX, text, s, 24); m != nil && (s == 0 || !wordByte(text[s-1])) && idEnds(text, m[1]) && (m[1] == len(text) || !wordByte(text[m[1]])) {
				if n := len(out); n == 0 || out[n-1].End <= s {
					out = append(out, Identifier{Start: s, End: m[1], Raw: text[s:m[1]], Canon: text[s:m[1]], Kind: CELEXNumber})
				}
			}
		}
		run = 0
	}
	return out
}

// FindCELEX returns the first CELEX number of s, or "".
func FindCELEX(s string) string {
	if ids := FindCELEXs(s); len(ids) > 0 {
		return ids[0].Raw
	}
	return ""
}

// wordByte is a byte of \w: a letter, digit or underscore of ASCII.
func wordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_'
}

// SortIdentifiers orders identifiers by start and keeps, of overlapping
// ones, the earliest and then longest.
func SortIdentifiers(ids []Identifier) []Identifier {
	sort.SliceStable(ids, func(i, j int) bool {
		if ids[i].Start != ids[j].Start {
			return ids[i].Start < ids[j].Start
		}
		return ids[i].End > ids[j].End
	})
	out := ids[:0]
	for _, m := range ids {
		if n := len(out); n > 0 && m.Start < out[n-1].End {
			continue
		}
		out = append(out, m)
	}
	return out
}

// reEUNumber is an EU act's number after its institution's mark: "(UE)
// 2016/679" (the year first, since 2015), "(UE) nr 182/2011", "(WE) nr
// 44/2001", "(EWG) nr 1408/71" (with "nr", the number first).
var reEUNumber = regexp.MustCompile(`\((?:UE|WE|EWG)\)[ \x{00a0}]*((?i:nr)[ \x{00a0}]*)?(\d{2,4})/(\d{1,4})`)

// EUActCELEX returns the CELEX number of the EU act numbered first in s,
// of the document type typ ('R' a regulation, 'L' a directive): "(UE)
// 2016/679" → 32016R0679, "(WE) nr 44/2001" → 32001R0044; "" when s numbers
// none.
func EUActCELEX(s string, typ byte) string {
	m := reEUNumber.FindStringSubmatch(s)
	if m == nil {
		return ""
	}
	year, num := m[2], m[3]
	if m[1] != "" {
		year, num = num, year
	}
	switch len(year) {
	case 2:
		year = "19" + year
	case 4:
	default:
		return ""
	}
	if len(num) > 4 {
		return ""
	}
	return "3" + year + string(typ) + strings.Repeat("0", 4-len(num)) + num
}
