package online

import (
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"
	"unicode"

	"citeguard/pl"
)

// The identifiers a lookup may send. Each is built only by its parser, which
// refuses anything that is not shaped like that identifier: a Query made of
// them cannot carry a sentence of a memo, a name or a file name (SPEC: the
// public-source lookups send identifiers only).

// Signature is a case signature (sygnatura akt) in its canonical form.
type Signature struct{ s string }

// Date is a calendar date (yyyy-mm-dd).
type Date struct{ s string }

// DzU is the Dziennik Ustaw address of an act: the year and the position
// (ELI DU/year/position; the old "Nr" is not part of the address).
type DzU struct{ year, pos int }

// CELEX is the CELEX number of an EU act (32016R0679, consolidated
// 02016R0679-20160504, case law 62014CJ0362).
type CELEX struct{ s string }

// ActTitle is the title of a Polish act as a memo names it: its type and
// the words of its subject ("ustawa o prawach konsumenta"), optionally the
// date it was passed.
type ActTitle struct {
	kind    string // Ustawa, Rozporządzenie, Kodeks…
	subject string // "o prawach konsumenta"
	date    Date
}

// The bounds of the identifiers.
const (
	maxSignature = 40
	maxTitle     = 160
	maxTitleWord = 16
)

// ErrNotIdentifier: the text is not an identifier of the kind asked.
var ErrNotIdentifier = errors.New("not an identifier")

func notIdent(kind, s string) error {
	if len(s) > 60 {
		s = s[:60] + "…"
	}
	return fmt.Errorf("%w: %q is not %s", ErrNotIdentifier, s, kind)
}

// ParseSignature reads a case signature ("II CSK 123/19", "KIO 730/18",
// "K 27/03", "III SA/Wa 12/20", "C-311/18"): at most 40 characters, up to
// four letter groups, then the number/year that ends it — the whole text
// one signature by pl's grammar (pl.SignatureField).
func ParseSignature(s string) (Signature, error) {
	c := pl.CanonicalSignature(s)
	if len(s) > 4*maxSignature || len(c) > maxSignature || c == "" || pl.SignatureField(c) != len(c) {
		return Signature{}, notIdent("a case signature", s)
	}
	return Signature{c}, nil
}

// String returns the signature.
func (s Signature) String() string { return s.s }

// IsZero reports an empty signature.
func (s Signature) IsZero() bool { return s.s == "" }

// ParseDate reads a date: ISO (2019-03-12) or as a memo writes it
// ("12.03.2019", "12 marca 2019 r."), between 1918 and 2100.
func ParseDate(s string) (Date, error) {
	s = strings.TrimSpace(s)
	if len(s) > 40 {
		return Date{}, notIdent("a date", s)
	}
	iso := ""
	if t, err := time.Parse("2006-01-02", s); err == nil {
		iso = t.Format("2006-01-02")
	} else if d, ok := pl.ParseDate(s); ok {
		iso = d.ISO()
	}
	if iso == "" {
		return Date{}, notIdent("a date", s)
	}
	t, err := time.Parse("2006-01-02", iso)
	if err != nil || t.Year() < 1918 || t.Year() > 2100 {
		return Date{}, notIdent("a date", s)
	}
	return Date{iso}, nil
}

// DateOf is the date of a time (its calendar day in UTC).
func DateOf(t time.Time) Date { return Date{t.UTC().Format("2006-01-02")} }

// String returns the date as yyyy-mm-dd ("" for none).
func (d Date) String() string { return d.s }

// IsZero reports no date.
func (d Date) IsZero() bool { return d.s == "" }

// ParseDzU reads a Dz.U. address: "Dz.U. 2025 poz. 1071", "Dz. U. z 1964
// r. Nr 16, poz. 93", "Dz.U.2025.1071", "DU/2025/1071".
func ParseDzU(s string) (DzU, error) {
	t := strings.TrimSpace(s)
	if len(t) > 60 {
		return DzU{}, notIdent("a Dz.U. address", s)
	}
	if rest, ok := strings.CutPrefix(t, "DU/"); ok {
		y, p, ok := strings.Cut(rest, "/")
		return dzuOf(s, y, p, ok)
	}
	key := pl.DzUKey(t)
	if key == "" {
		return DzU{}, notIdent("a Dz.U. address", s)
	}
	parts := strings.Split(strings.TrimPrefix(key, "DZU:"), "/")
	return dzuOf(s, parts[0], parts[len(parts)-1], len(parts) >= 2)
}

func dzuOf(s, year, pos string, ok bool) (DzU, error) {
	y, err1 := strconv.Atoi(year)
	p, err2 := strconv.Atoi(pos)
	if !ok || err1 != nil || err2 != nil || y < 1918 || y > 2100 || p <= 0 || p > 100000 {
		return DzU{}, notIdent("a Dz.U. address", s)
	}
	return DzU{y, p}, nil
}

// ELI returns the act's ELI address ("DU/2025/1071").
func (d DzU) ELI() string { return fmt.Sprintf("DU/%d/%d", d.year, d.pos) }

// String returns the address as the ELI register displays it ("Dz.U. 2025 poz. 1071").
func (d DzU) String() string { return fmt.Sprintf("Dz.U. %d poz. %d", d.year, d.pos) }

// IsZero reports no address.
func (d DzU) IsZero() bool { return d.year == 0 }

// ParseCELEX reads a CELEX number, with or without a "CELEX:" prefix.
func ParseCELEX(s string) (CELEX, error) {
	t := strings.ToUpper(strings.TrimSpace(s))
	t = strings.TrimSpace(strings.TrimPrefix(strings.TrimPrefix(t, "CELEX:"), "CELEX"))
	if !isCELEX(t) {
		return CELEX{}, notIdent("a CELEX number", s)
	}
	return CELEX{t}, nil
}

// String returns the CELEX number.
func (c CELEX) String() string { return c.s }

// IsZero reports no number.
func (c CELEX) IsZero() bool { return c.s == "" }

var reTitleDate = regexp.MustCompile(`^z dnia (\d{1,2} \p{L}+ \d{4}) r\.? `)

// ParseActTitle reads an act's title: its type, optionally "z dnia D
// miesiąca RRRR r.", and up to 16 words of its subject ("ustawa z dnia 30
// maja 2014 r. o prawach konsumenta", "Kodeks spółek handlowych"). Only
// letters, spaces and hyphens; at most 160 characters.
func ParseActTitle(s string) (ActTitle, error) {
	t := strings.Join(strings.Fields(s), " ")
	if t == "" || len(t) > maxTitle {
		return ActTitle{}, notIdent("an act's title", s)
	}
	first, rest, _ := strings.Cut(t, " ")
	kind, ok := pl.ActKind(first)
	if !ok {
		return ActTitle{}, notIdent("an act's title", s)
	}
	a := ActTitle{kind: kind}
	if pl.IsCodeTitle(first) {
		rest = t // a code's subject is its whole name: "Kodeks spółek handlowych"
	}
	if m := reTitleDate.FindStringSubmatch(rest + " "); m != nil {
		d, err := ParseDate(m[1] + " r.")
		if err != nil {
			return ActTitle{}, notIdent("an act's title", s)
		}
		a.date = d
		rest = strings.TrimSpace(strings.TrimPrefix(rest+" ", m[0]))
	}
	words := strings.Fields(rest)
	if len(words) == 0 || len(words) > maxTitleWord {
		return ActTitle{}, notIdent("an act's title", s)
	}
	for _, r := range rest {
		if !(unicode.IsLetter(r) || r == ' ' || r == '-') {
			return ActTitle{}, notIdent("an act's title", s)
		}
	}
	a.subject = rest
	return a, nil
}

// String returns the title as parsed.
func (a ActTitle) String() string {
	s := a.kind
	if !a.date.IsZero() {
		s += " z dnia " + a.date.String()
	}
	if a.kind == "Ustawa" && strings.HasPrefix(strings.ToLower(a.subject), "kodeks") {
		return a.subject
	}
	return s + " " + a.subject
}

// IsZero reports no title.
func (a ActTitle) IsZero() bool { return a.kind == "" }

// isCELEX reports t as one CELEX number by pl's grammar (pl.FindCELEX),
// with the "-yyyymmdd" date of a consolidated version optionally after it.
func isCELEX(t string) bool {
	base, date, dated := strings.Cut(t, "-")
	if dated && (len(date) != 8 || strings.Trim(date, "0123456789") != "") {
		return false
	}
	return base != "" && pl.FindCELEX(base) == base
}
