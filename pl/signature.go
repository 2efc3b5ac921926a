package pl

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// CanonicalSignature returns the canonical form of a case signature (sygnatura
// akt), the form under which two writings of the same signature compare equal.
// The claim extractor and the library index both key signatures by it.
//
// The rules, in order:
//   - every kind of white space (NBSP, thin spaces, tabs, line and page
//     breaks) becomes one space; soft hyphens and zero-width characters go;
//     the dash family (U+2010–U+2015, U+2212, U+FE63, U+FF0D) becomes "-";
//   - no spaces around "/" and "-" (C - 311/18 → C-311/18);
//   - a dot that ends a letter group goes (K. 2/93 → K 2/93, as in seed 000:
//     "sygnatury bez kropek"); a leading "sygn." / "sygn. akt" goes;
//   - a department numeral glued to its repertory is split (IICSK → II CSK) and
//     a spaced appellate repertory is joined (I A Ca → I ACa);
//   - a dot or a dash between the department numeral and the repertory is
//     a space (I.Ca 179/13 → I Ca 179/13, II‑UZP 25/94 → II UZP 25/94);
//   - "KIO/1486/10" is written "KIO 1486/10" and "KIO/UZP/1/07" "KIO/UZP 1/07";
//   - a four-digit year after the case number is cut to two digits
//     (123/2019 → 123/19), leading zeros of the case number go (05/07 → 5/07).
//
// Letters keep their case (Ts, ACa, SA/Wa): use SameSignature to compare.
// Court formats are otherwise preserved: III SA/Wa 123/20, KIO/UZP 1/07,
// C-311/18, C-123/20 P, K 27/03.
func CanonicalSignature(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	space := false
	for _, r := range s {
		switch {
		case r == '\u00ad' || r == '\u200b' || r == '\u200c' || r == '\u200d' || r == '\u2060' || r == '\ufeff':
			continue
		case unicode.IsSpace(r) || r == '\u00a0' || r == '\u202f' || r == '\u2007' || r == '\u2009':
			space = true
			continue
		case isDash(r):
			r = '-'
		}
		if space && b.Len() > 0 {
			b.WriteByte(' ')
		}
		space = false
		b.WriteRune(r)
	}
	t := b.String()
	t = stripSygnPrefix(t)
	toks := strings.Split(t, " ")
	// Drop dots that end a letter group and spaces around '/' and '-'.
	out := make([]string, 0, len(toks))
	for _, tok := range toks {
		tok = strings.TrimRight(tok, ",;:")
		if n := len(tok); n > 1 && tok[n-1] == '.' && isLetterToken(tok[:n-1]) {
			tok = tok[:n-1]
		}
		// A dot or a dash between the department numeral and its
		// repertory is a space: I.Ca → I Ca, II.CSK → II CSK, II‑UZP →
		// II UZP.
		if i := strings.IndexAny(tok, ".-"); i > 0 && isRoman(tok[:i]) && isLetterToken(tok[i+1:]) {
			out = append(out, tok[:i])
			tok = tok[i+1:]
		}
		if tok == "" {
			continue
		}
		out = append(out, tok)
	}
	// Split a glued department numeral: IICSK → II CSK.
	if len(out) > 0 {
		if r, rest := splitRoman(out[0]); r != "" && rest != "" {
			out = append([]string{r, rest}, out[1:]...)
		}
	}
	// Join a spaced appellate repertory: I A Ca → I ACa.
	if len(out) >= 3 && isRoman(out[0]) && out[1] == "A" && isLetterToken(out[2]) {
		out = append([]string{out[0], "A" + out[2]}, out[3:]...)
	}
	t = strings.Join(out, " ")
	t = joinSlashDash.Replace(t)
	// KIO/1486/10 is the slashed writing of KIO 1486/10 (KIO/UZP… keeps
	// its own form).
	if strings.HasPrefix(t, "KIO/") && len(t) > 4 && isDigit(t[4]) {
		t = "KIO " + t[4:]
	}
	// KIO/UZP/1/07 likewise is KIO/UZP 1/07.
	if strings.HasPrefix(t, "KIO/UZP/") && len(t) > 8 && isDigit(t[8]) {
		t = "KIO/UZP " + t[8:]
	}
	return shortenYear(t)
}

// joinSlashDash removes spaces around "/" and "-".
var joinSlashDash = strings.NewReplacer(" / ", "/", " /", "/", "/ ", "/", " - ", "-", " -", "-", "- ", "-")

// SameSignature reports whether a and b are the same signature: equal
// canonical forms, ignoring letter case.
func SameSignature(a, b string) bool {
	return strings.EqualFold(CanonicalSignature(a), CanonicalSignature(b))
}

// SignatureKey is the canonical form folded to upper case: a map key under
// which SameSignature signatures collide.
func SignatureKey(s string) string { return strings.ToUpper(CanonicalSignature(s)) }

func isDash(r rune) bool {
	return r == '-' || (r >= '\u2010' && r <= '\u2015') || r == '\u2212' || r == '\ufe63' || r == '\uff0d'
}

func stripSygnPrefix(t string) string {
	l := strings.ToLower(t)
	for _, p := range []string{"sygn. akt:", "sygn. akt", "sygn akt", "sygn.:", "sygn.", "sygnatura akt", "sygnatura"} {
		if strings.HasPrefix(l, p) {
			return strings.TrimLeft(t[len(p):], " :")
		}
	}
	return t
}

func isLetterToken(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if !unicode.IsLetter(r) {
			return false
		}
	}
	return true
}

func isRoman(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] != 'I' && s[i] != 'V' && s[i] != 'X' {
			return false
		}
	}
	return true
}

// splitRoman splits a token such as "IICSK" into "II" and "CSK" when it starts
// with a department numeral glued to an upper-case repertory that is not itself
// made of numeral letters.
func splitRoman(tok string) (string, string) {
	i := 0
	for i < len(tok) && (tok[i] == 'I' || tok[i] == 'V' || tok[i] == 'X') {
		i++
	}
	if i == 0 || i == len(tok) || i > 5 {
		return "", ""
	}
	r, _ := utf8.DecodeRuneInString(tok[i:])
	if !unicode.IsUpper(r) {
		return "", ""
	}
	// Only letters (and a "/Wa"-style suffix) may follow.
	rest := tok[i:]
	head, _, _ := strings.Cut(rest, "/")
	if !isLetterToken(head) {
		return "", ""
	}
	return tok[:i], rest
}

// shortenYear rewrites "123/2019" as "123/19" and "05/07" as "5/07" for the
// number/year pair that ends the signature (possibly followed by a short
// suffix such as "/N" or " P").
func shortenYear(t string) string {
	// Find the last "digits/digits" pair.
	for i := len(t) - 1; i > 0; i-- {
		if t[i] != '/' || !isDigit(t[i-1]) || i+1 >= len(t) || !isDigit(t[i+1]) {
			continue
		}
		ns := i - 1
		for ns > 0 && isDigit(t[ns-1]) {
			ns--
		}
		ye := i + 1
		for ye < len(t) && isDigit(t[ye]) {
			ye++
		}
		year := t[i+1 : ye]
		if len(year) == 4 && (year[:2] == "19" || year[:2] == "20") && (ye == len(t) || !isDigit(t[ye])) {
			// Only a year that ends the signature or precedes a suffix.
			if ye == len(t) || t[ye] == '/' || t[ye] == ' ' {
				year = year[2:]
			}
		}
		num := strings.TrimLeft(t[ns:i], "0")
		if num == "" {
			num = "0"
		}
		// A number glued to a letter (UZP/ZO/0-1234/05) keeps its zeros.
		if ns > 0 && (t[ns-1] == '-') {
			num = t[ns:i]
		}
		return t[:ns] + num + "/" + year + t[ye:]
	}
	return t
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// multiDecision are the repertories whose case number holds several
// decisions by the procedure itself: the Constitutional Tribunal's
// preliminary control of a constitutional complaint (Ts) or an application
// (Tw) — the refusal to proceed and the decision on the complaint against
// it carry one number.
var multiDecision = map[string]bool{"TS": true, "TW": true}

// MultiDecisionCase reports a signature whose case number holds several
// decisions of one form by the procedure itself (TK "Ts 9/98", "Tw 49/05"):
// a citation of a date the library does not hold is another decision of
// the case, not a wrong date.
func MultiDecisionCase(sig string) bool {
	rep, _, _ := strings.Cut(SignatureKey(sig), " ")
	return multiDecision[rep]
}

// SignatureDepartment returns the department numeral that opens a signature
// ("III" of "III AUa 927/13", "II" of "IIUKN 372/99"), "" when it has none
// (K 27/03, KIO 123/14, AUa 927/13).
func SignatureDepartment(sig string) string {
	first, rest, ok := strings.Cut(CanonicalSignature(sig), " ")
	if !ok || rest == "" || !isRoman(first) {
		return ""
	}
	return first
}

// DepartmentLeftOut reports whether short is full written without its
// department numeral, as a court may write its own signature in its header
// ("AUa 927/13" in the header of the III Wydział, whose signature is "III
// AUa 927/13"): full has a department numeral, short has none, and the rest
// is the same signature.
func DepartmentLeftOut(short, full string) bool {
	d := SignatureDepartment(full)
	if d == "" || SignatureDepartment(short) != "" {
		return false
	}
	return SameSignature(short, strings.TrimPrefix(CanonicalSignature(full), d+" "))
}

// TakesDepartment reports whether a signature with no department numeral is
// of a repertory that a department numeral opens (AUa 927/13, Ca 12/20), not
// one that stands alone: the Constitutional Tribunal's and the Supreme
// Court's chambers' (repertories.txt's [bare]: K 27/03, Ts 45/20, SNO 1/11),
// KIO's, a CJEU case number.
func TakesDepartment(sig string) bool {
	c := CanonicalSignature(sig)
	rep, _, ok := strings.Cut(c, " ")
	if !ok || SignatureDepartment(c) != "" || !isLetterToken(rep) {
		return false
	}
	return !repertorySet("bare").Has(rep) && rep != "KIO" && !strings.HasPrefix(rep, "KIO/") && !strings.HasPrefix(rep, "UZP")
}
