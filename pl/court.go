package pl

import (
	"fmt"
	"regexp"
	"regexp/syntax"
	"sort"
	"strings"
)

// Canonical court names returned by FindCourts and CanonicalCourt. A court of
// a given seat adds " w <seat>" as written (the locative: "w Krakowie").
const (
	CourtSN   = "Sąd Najwyższy"
	CourtNSA  = "Naczelny Sąd Administracyjny"
	CourtWSA  = "Wojewódzki Sąd Administracyjny"
	CourtSA   = "Sąd Apelacyjny"
	CourtSO   = "Sąd Okręgowy"
	CourtSR   = "Sąd Rejonowy"
	CourtTK   = "Trybunał Konstytucyjny"
	CourtTSUE = "Trybunał Sprawiedliwości Unii Europejskiej"
	CourtETPC = "Europejski Trybunał Praw Człowieka"
	CourtKIO  = "Krajowa Izba Odwoławcza"
)

// CourtMatch is one court named in a text: its byte range and canonical name.
type CourtMatch struct {
	Start, End int
	Name       string
}

const (
	sad  = `[Ss][ąa]d(?:u|owi|em|zie)?`
	adjY = `(?:y|ego|emu|ym)`
	adjI = `(?:i|iego|iemu|im)`
	tryb = `Trybuna(?:ł|łu|łowi|łem|le)`
	// nameGap stands between the words of a court's name and of its seat:
	// a space, or one line break where a PDF's line wraps inside the name
	// („Sąd\nOkręgowy w Szczecinie”); a blank line (a paragraph's end) is
	// none.
	nameGap = `(?:[ \x{00a0}]+|[ \x{00a0}]*\n[ \x{00a0}]*)`
	// seat is "w <seat>" after a court's name: one word ("w Krakowie"), an
	// adjective and a noun ("w Nowym Sączu", "w Zielonej Górze"), a noun
	// and an adjective ("w Piotrkowie Trybunalskim"), or an initial of an
	// anonymised seat ("w L."); a line break may stand inside, also
	// between the seat's two words (a PDF's narrow table cell: "SR w
	// Bielsku⏎Podlaskim"), and an abbreviation may be glued to the "w"
	// ("SAw L.").
	seat  = `(?:(?:[ \x{00a0}]*|[ \x{00a0}]*\n[ \x{00a0}]*)we?` + nameGap + `(\p{Lu}\p{Ll}+(?:ym|im|ej)` + nameGap + `\p{Lu}[\p{L}-]+|\p{Lu}[\p{L}-]+(?:` + nameGap + `\p{Lu}\p{Ll}+(?:im|ym|ej))?|\p{Lu}\.))`
	seatO = seat + `?`
	// district names the district of a Sąd Rejonowy or Okręgowy in a city
	// with several: "dla Warszawy-Mokotowa", "dla Krakowa-Nowej Huty",
	// "Warszawa-Praga", "Poznań-Stare Miasto" (the same in every case of the
	// court's name), a line break before or after "dla" („Sądu
	// Rejonowego⏎dla Warszawy-Śródmieścia”, a PDF's wrapped line) or after
	// the hyphen of a narrow cell ("dla Warszawy-⏎Śródmieścia"). Optional;
	// its group comes before the seat's.
	district = `(?:` + nameGap + `(dla` + nameGap + `\p{Lu}\p{L}+(?:(?:[ \x{00a0}]|-\n?)\p{Lu}\p{L}+){0,2}|\p{Lu}\p{L}+-\n?\p{Lu}\p{L}+(?:[ \x{00a0}]\p{Lu}\p{L}+)?))?`
)

// courtAlts are the alternatives of courtRe, one per court; the sub-match
// that is non-empty tells which. The seat group follows the courts that
// have one. The abbreviations come from courtAbbrevs.
var courtAlts = []string{
	`(` + sad + nameGap + `Najwy[żz]sz` + adjY + abbrevAlts(CourtSN) + `)\b`,                                                                                                                         // 1 SN
	`(Naczeln` + adjY + nameGap + sad + nameGap + `Administracyjn` + adjY + abbrevAlts(CourtNSA) + `)\b`,                                                                                             // 2 NSA
	`(Wojewódzk` + adjI + nameGap + sad + nameGap + `Administracyjn` + adjY + abbrevAlts(CourtWSA) + `)` + seatO,                                                                                     // 3 WSA, 4 seat
	`(` + sad + nameGap + `Apelacyjn` + adjY + abbrevAlts(CourtSA) + `)` + seat,                                                                                                                      // 5 SA, 6 seat
	`(` + sad + nameGap + `Okr[ęe]gow` + adjY + abbrevAlts(CourtSO) + `)` + district + seat,                                                                                                          // 7 SO, 8 district, 9 seat
	`(` + sad + nameGap + `Rejonow` + adjY + abbrevAlts(CourtSR) + `)` + district + seat,                                                                                                             // 10 SR, 11 district, 12 seat
	`(` + tryb + nameGap + `Konstytucyjn` + adjY + abbrevAlts(CourtTK) + `)\b`,                                                                                                                       // 13 TK
	`(` + tryb + nameGap + `Sprawiedliwości(?:` + nameGap + `Unii` + nameGap + `Europejskiej|` + nameGap + `Wspólnot` + nameGap + `Europejskich|` + nameGap + `UE)?` + abbrevAlts(CourtTSUE) + `)\b`, // 14 TSUE
	`(Europejsk` + adjI + nameGap + tryb + nameGap + `Praw` + nameGap + `Człowieka` + abbrevAlts(CourtETPC) + `)\b`,                                                                                  // 15 ETPC
	`(Krajow(?:a|ej|ą)` + nameGap + `Izb(?:a|y|ie|ą)` + nameGap + `Odwoławcz(?:a|ej|ą)` + abbrevAlts(CourtKIO) + `)\b`,                                                                               // 16 KIO
	`(` + sad + nameGap + `Apelacyjn` + adjY + `|` + sad + nameGap + `Okr[ęe]gow` + adjY + `|` + sad + nameGap + `Rejonow` + adjY + `)`,                                                              // 17 without seat
}

// courtTables hold each alternative of courtAlts as an expression of its
// own (anchored), the number of its first group in their alternation
// ("^(?:alt1|alt2|…)"), and per first byte the alternatives (in order)
// that can start with it. Trying them in order gives the alternation's
// match — an alternation with nothing after it matches by its first
// alternative that matches — but each is small enough for Go's
// backtracker, where the alternation of all of them is not.
var courtTables = func() (t struct {
	alt     []*regexp.Regexp
	group   []int
	groups  int // of the alternation
	byFirst [256][]int
}) {
	group := 1
	for k, a := range courtAlts {
		re, err := syntax.Parse(a, syntax.Perl)
		if err != nil {
			panic(err)
		}
		t.alt = append(t.alt, regexp.MustCompile(`^(?:`+a+`)`))
		t.group = append(t.group, group)
		group += re.MaxCap()
		for b, can := range firstBytes(re) {
			if can {
				t.byFirst[b] = append(t.byFirst[b], k)
			}
		}
	}
	t.groups = group - 1
	return t
}()

// matchCourt matches the alternation of courtAlts at the start of s, its
// alternatives tried in order (courtTables): the sub-match indices as the
// alternation's, in m (of 2*(courtTables.groups+1) elements), or nil.
func matchCourt(s string, m []int) []int {
	if s == "" {
		return nil
	}
	for _, k := range courtTables.byFirst[s[0]] {
		sub := courtTables.alt[k].FindStringSubmatchIndex(s)
		if sub == nil {
			continue
		}
		for i := range m {
			m[i] = -1
		}
		m[0], m[1] = sub[0], sub[1]
		copy(m[2*courtTables.group[k]:], sub[2:])
		return m
	}
	return nil
}

// FindCourts returns every court named in s, in order, with canonical names:
// "SN", "Sądu Najwyższego" → Sąd Najwyższy; "SA w Krakowie", "Sądu
// Apelacyjnego w Krakowie" → Sąd Apelacyjny w Krakowie; NSA, WSA w Warszawie,
// SO, SR (with a seat), TK, TSUE/ETS, ETPC, KIO. Abbreviations SA, SO and SR
// count only with a seat, so "S.A." and "SA/Wa" are not courts.
func FindCourts(s string) []CourtMatch {
	m := make([]int, 2*(courtTables.groups+1)) // one match at a time
	return findCourts(s, func(t string) []int { return matchCourt(t, m) })
}

// findCourts is FindCourts with match reading a court's name at the start
// of a text (the sub-matches of the alternation of courtAlts).
func findCourts(s string, match func(string) []int) []CourtMatch {
	var out []CourtMatch
	covered := 0
	for _, h := range courtHits(s) {
		if h < covered || h > 0 && isWordByte(s[h-1]) || !plausibleCourt(s, h) {
			continue
		}
		// A bare abbreviation needs no expression.
		if name, n := abbrevCourt(s[h:]); n > 0 {
			out = append(out, CourtMatch{Start: h, End: h + n, Name: name})
			covered = h + n
			continue
		}
		end := h + 90
		if end > len(s) {
			end = len(s)
		}
		for end < len(s) && s[end]&0xC0 == 0x80 {
			end++
		}
		m := match(s[h:end])
		if m == nil {
			continue
		}
		for k := range m {
			if m[k] >= 0 {
				m[k] += h
			}
		}
		out = appendCourt(out, s, m)
		covered = m[1]
	}
	return out
}

// courtKind says how an abbreviation of courtAbbrevs is read.
type courtKind int

const (
	bareCourt   courtKind = iota // a court on its own: "SN"
	seatedCourt                  // a court named with its seat: "SA w Krakowie"
	eitherCourt                  // a court named with its seat or alone: "WSA"
	otherBody                    // written out when names are compared ("Prezes UODO"), not read as a court in running text
)

// courtAbbrev is one line of courts.tsv.
type courtAbbrev struct {
	abbr, name string
	kind       courtKind
}

var courtKinds = map[string]courtKind{"court": bareCourt, "seated": seatedCourt, "either": eitherCourt, "body": otherBody}

// parseCourtAbbrevs reads a table in the format of courts.tsv.
func parseCourtAbbrevs(tsv string) ([]courtAbbrev, error) {
	rows, err := tsvRows("courts.tsv", tsv, 3)
	if err != nil {
		return nil, err
	}
	var out []courtAbbrev
	for _, r := range rows {
		k, ok := courtKinds[r[1]]
		if !ok {
			return nil, fmt.Errorf("courts.tsv: %s: unknown kind %q", r[0], r[1])
		}
		for _, o := range out {
			if k != otherBody && o.kind != otherBody && strings.HasPrefix(r[0], o.abbr) {
				return nil, fmt.Errorf("courts.tsv: %s after %s, which it starts with", r[0], o.abbr)
			}
		}
		out = append(out, courtAbbrev{abbr: r[0], name: r[2], kind: k})
	}
	return out, nil
}

// courtAbbrevs is the one table of abbreviations of courts and other bodies
// and the names they stand for (courts.tsv).
var courtAbbrevs = mustParse(parseCourtAbbrevs(courtsTSV))

// IsCourtAbbrev reports whether lower is the abbreviation, in lower case,
// of a court that it names alone ("sn", "tsue", "wsa"; not "sa", which
// needs a seat, nor a body's "uodo").
func IsCourtAbbrev(lower string) bool { return courtsAlone[lower] }

// CourtAbbrevsAlone returns, as written, the abbreviations of the courts
// that they name alone (IsCourtAbbrev), in the order of courts.tsv.
func CourtAbbrevsAlone() []string {
	var out []string
	for _, a := range courtAbbrevs {
		if a.kind == bareCourt || a.kind == eitherCourt {
			out = append(out, a.abbr)
		}
	}
	return out
}

// SeatedCourtAbbrev returns the canonical name of the court whose
// abbreviation (as written, case matters) names it with its seat ("SA" →
// Sąd Apelacyjny): written alone it may be a company's "SA", and a caller
// reads it as that court only as the subject of a court's verb.
func SeatedCourtAbbrev(w string) (string, bool) {
	for _, a := range courtAbbrevs {
		if a.kind == seatedCourt && a.abbr == w {
			return a.name, true
		}
	}
	return "", false
}

var courtsAlone = func() map[string]bool {
	m := map[string]bool{}
	for _, a := range courtAbbrevs {
		if a.kind == bareCourt || a.kind == eitherCourt {
			m[strings.ToLower(a.abbr)] = true
		}
	}
	return m
}()

// abbrevAlts is the alternation of the abbreviations of a court ("|TSUE|ETS").
func abbrevAlts(name string) string {
	var b strings.Builder
	for _, a := range courtAbbrevs {
		if a.name == name && a.kind != otherBody {
			b.WriteString("|" + a.abbr)
		}
	}
	return b.String()
}

// courtTriggers are literal pieces every court name or abbreviation starts
// with; the anchored expression runs only where one stands (a long text is
// mostly words that name no court).
var courtTriggers = func() []string {
	t := []string{"Sąd", "sąd", "Sad", "sad", "Trybuna", "Krajow", "Naczeln", "Wojewódzk", "Europejsk"}
next:
	for _, a := range courtAbbrevs {
		for _, o := range courtAbbrevs {
			if o.kind != otherBody && o.abbr != a.abbr && strings.HasPrefix(a.abbr, o.abbr) {
				continue next // "ETPC" finds "ETPCz" too
			}
		}
		if a.kind != otherBody {
			t = append(t, a.abbr)
		}
	}
	return t
}()

// ExpandCourtAbbrev writes out a court's or body's abbreviation given in
// lower case ("sn" → "sąd najwyższy", "uodo" → "urzędu ochrony danych
// osobowych"), for comparing names; false when it is none.
func ExpandCourtAbbrev(lower string) (string, bool) {
	n, ok := courtExpansions[lower]
	return n, ok
}

var courtExpansions = func() map[string]string {
	m := map[string]string{}
	for _, a := range courtAbbrevs {
		m[strings.ToLower(a.abbr)] = strings.ToLower(a.name)
	}
	return m
}()

// abbrevCourt reads a seatless court abbreviation at the start of rest; it
// returns its court and length, or 0 when rest starts with none (or with
// one glued to more letters or digits).
func abbrevCourt(rest string) (string, int) {
	for _, a := range courtAbbrevs {
		if a.kind == bareCourt && strings.HasPrefix(rest, a.abbr) && (len(rest) == len(a.abbr) || !isWordByte(rest[len(a.abbr)])) {
			return a.name, len(a.abbr)
		}
	}
	return "", 0
}

// plausibleCourt is a cheap test of the words at a trigger before the full
// expression runs: "sąd" must be followed by the word that names its kind,
// "SA", "SO", "SR" by a seat ("w …").
func plausibleCourt(s string, h int) bool {
	rest := s[h:]
	switch {
	case strings.HasPrefix(rest, "Sąd") || strings.HasPrefix(rest, "sąd") || strings.HasPrefix(rest, "Sad") || strings.HasPrefix(rest, "sad"):
		i := strings.IndexAny(rest[:min(len(rest), 12)], " \u00a0\n")
		if i < 0 {
			return false
		}
		next := strings.TrimLeft(rest[i:], " \u00a0\n")
		// Typed without Polish letters too: „Sad Najwyzszy”, „Sadu Okregowego”.
		return strings.HasPrefix(next, "Najwyższ") || strings.HasPrefix(next, "Najwyzsz") || strings.HasPrefix(next, "Apelacyjn") ||
			strings.HasPrefix(next, "Okręgow") || strings.HasPrefix(next, "Okregow") || strings.HasPrefix(next, "Rejonow")
	case len(rest) >= 2 && rest[0] == 'S' && (rest[1] == 'A' || rest[1] == 'O' || rest[1] == 'R'):
		if len(rest) > 2 && rest[2] == 'N' { // SN is not one of them
			return true
		}
		next := strings.TrimLeft(rest[2:], " \u00a0")
		return strings.HasPrefix(next, "w ") || strings.HasPrefix(next, "we ") || strings.HasPrefix(next, "w\u00a0") || strings.HasPrefix(next, "dla ") || strings.HasPrefix(next, "dla\n")
	}
	return true
}

// courtHits returns the sorted offsets of every trigger in s.
func courtHits(s string) []int {
	var hits []int
	for _, t := range courtTriggers {
		for i := 0; ; {
			k := strings.Index(s[i:], t)
			if k < 0 {
				break
			}
			hits = append(hits, i+k)
			i += k + len(t)
		}
	}
	sort.Ints(hits)
	return hits
}

func appendCourt(out []CourtMatch, s string, m []int) []CourtMatch {
	{
		if m[0] > 0 && isWordByte(s[m[0]-1]) {
			return out
		}
		name := ""
		seatAt, districtAt := -1, -1
		switch {
		case m[2] >= 0:
			name = CourtSN
		case m[4] >= 0:
			name = CourtNSA
		case m[6] >= 0:
			name, seatAt = CourtWSA, 8
		case m[10] >= 0:
			name, seatAt = CourtSA, 12
		case m[14] >= 0:
			name, districtAt, seatAt = CourtSO, 16, 18
		case m[20] >= 0:
			name, districtAt, seatAt = CourtSR, 22, 24
		case m[26] >= 0:
			name = CourtTK
		case m[28] >= 0:
			name = CourtTSUE
		case m[30] >= 0:
			name = CourtETPC
		case m[32] >= 0:
			name = CourtKIO
		case m[34] >= 0:
			w := strings.ToLower(s[m[34]:m[35]])
			switch {
			case strings.Contains(w, "apelacyjn"):
				name = CourtSA
			case strings.Contains(w, "okręgow"), strings.Contains(w, "okregow"):
				name = CourtSO
			default:
				name = CourtSR
			}
		}
		if districtAt > 0 && m[districtAt] >= 0 {
			name += " " + oneLineName(s[m[districtAt]:m[districtAt+1]])
		}
		if seatAt > 0 && m[seatAt] >= 0 {
			prep := " w "
			if strings.HasSuffix(strings.TrimRight(s[m[0]:m[seatAt]], " \u00a0\n"), "we") {
				prep = " we "
			}
			name += prep + oneLineName(s[m[seatAt]:m[seatAt+1]])
		}
		out = append(out, CourtMatch{Start: m[0], End: m[1], Name: name})
	}
	return out
}

// oneLineName is a court's district or seat as written, on one line: its
// spaces and line breaks one space, a hyphen at a line's end joined to the
// next line's word ("Warszawy-⏎Śródmieścia").
func oneLineName(s string) string {
	s = strings.ReplaceAll(s, "\u00a0", " ")
	for strings.Contains(s, "-\n") {
		s = strings.ReplaceAll(s, "-\n", "-")
	}
	return strings.Join(strings.Fields(s), " ")
}

// CanonicalCourt returns the canonical name of the first court named in s, or
// "" when s names none.
func CanonicalCourt(s string) string {
	if c := FindCourts(s); len(c) > 0 {
		return c[0].Name
	}
	return ""
}

func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c >= 0x80
}

// SameCourt reports whether two writings may name the same court: equal
// canonical names, or the same kind of court with the seat left out by one
// of them or given by its initial only ("Sąd Apelacyjny w L." and "Sąd
// Apelacyjny w Lublinie").
// Courts that cannot be read compare equal to anything.
func SameCourt(a, b string) bool {
	ca, cb := CanonicalCourt(a), CanonicalCourt(b)
	if ca == "" || cb == "" || ca == cb {
		return true
	}
	ka, sa, _ := strings.Cut(ca, " w ")
	kb, sb, _ := strings.Cut(cb, " w ")
	if ka != kb {
		return false
	}
	if sa == "" || sb == "" {
		return true // one names the court without its seat
	}
	initial := func(x, y string) bool {
		return len(x) == len("L.") && strings.HasSuffix(x, ".") && strings.HasPrefix(y, x[:1])
	}
	return initial(sa, sb) || initial(sb, sa)
}
