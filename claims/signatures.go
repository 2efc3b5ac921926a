package claims

import (
	"regexp"
	"sort"
	"strings"
	"unicode/utf8"

	"citeguard/pl"
)

// Signature kinds.
const (
	sigPL    = "pl"    // a Polish court or tribunal signature
	sigEU    = "eu"    // a CJEU / General Court case number (C-311/18)
	sigECLI  = "ecli"  // a European Case Law Identifier
	sigCELEX = "celex" // a CELEX number
)

// sigMatch is one identifier of a judgment or act found in the text.
type sigMatch struct {
	Start, End int
	Raw        string // as written
	Canon      string // pl.CanonicalSignature, or the ECLI/CELEX as is
	Kind       string
}

// Character classes: every white space a PDF or DOCX produces, and the dash
// family (soft hyphen included: it survives inside C-311/18 in some PDFs).
const (
	sp = `[\s\x{00a0}\x{202f}\x{2007}\x{2009}]`
	ds = `[-\x{00ad}\x{2010}-\x{2015}\x{2212}\x{fe63}\x{ff0d}]`
	yr = `(\d{4}|\d{2})`
	// pg is an optional page-number line that a page break leaves inside a
	// signature ("V\n10\nCK 528/03").
	pg = `(?:\n[ \t\f]*\d{1,4}[ \t]*\n` + sp + `*)?`
)

var (
	// I CSK 123/19, IICSK 459/07, I A Ca 1148/12, III SA/Wa 123/20, I SA/Łd 100/21, I C 1392/11/N,
	// XXVI‑GC 594/12 (a dash between the department and the repertory).
	reDept = regexp.MustCompile(`^([IVX]{1,5})(` + sp + `*` + pg + `|` + ds + `)([A-Z][A-Za-z]{0,5}(?:` + sp + `[A-Z][a-z]{1,2})?(?:/\p{Lu}\p{Ll}{1,2})?)\.?` + sp + `+` + pg + `(\d{1,5})` + sp + `*/` + sp + `*` + yr + `(?:/[A-Z]{1,2}\b)?`)
	// K 27/03, K. 2/93, SK 3/18, P 7/19, Ts 45/20, SNO 1/11, OPS 11/00, SA/Wr 302/93.
	reBare = regexp.MustCompile(`^(SK|Ts|Tw|Tp|Kp|Pp|K|P|U|S|W|SNO|SDI|Sr|OPS|FPS|GPS|OPK|FPK|GPK|SA/\p{Lu}\p{Ll}{1,2})(?:\.` + sp + `*|` + sp + `+)(\d{1,5})` + sp + `*/` + sp + `*` + yr)
	// KIO 123/14, KIO/UZP 494/09, KIO/UZP/1/07, KIO/2239/10, UZP/ZO/0-1234/05.
	reKIO = regexp.MustCompile(`^(?:KIO(?:` + sp + `*/` + sp + `*(?:UZP|KD|KU|KR))?(?:` + sp + `+|` + sp + `*/` + sp + `*)\d{1,5}|UZP/ZO/[0-9O]` + ds + sp + `*\d{1,5})` + sp + `*/` + sp + `*` + yr)
	// C-311/18, C‑123/20 P, T-456/19, F-1/05.
	reEU       = regexp.MustCompile(`\b[CTF]` + sp + `*` + ds + sp + `*\d{1,4}` + sp + `*/` + sp + `*\d{2}(?:` + sp + `P\b)?`)
	rePageLine = regexp.MustCompile(`\n[ \t\f]*\d{1,4}[ \t]*\n`)
	// ECLI:EU:C:2019:1064, ECLI:PL:SN:2019:II.CSK.123.19.
	reECLI = regexp.MustCompile(`\bECLI:[A-Z]{2}:[A-Z0-9]{1,7}:\d{4}:[A-Za-z0-9.]*[A-Za-z0-9]`)
	// 32016R0679, 62018CJ0311.
	reCELEX = regexp.MustCompile(`\b[0-9CE]\d{4}[A-Z]{1,2}\d{4}(?:\(\d{1,2}\))?\b`)
)

// glued lists the repertories that may follow a department numeral without a
// space (IICSK 459/07): without the list "VAT 12/2019" would read as V AT.
var glued = map[string]bool{
	"CSK": true, "CZP": true, "CK": true, "CKN": true, "CNP": true, "CO": true, "CZ": true,
	"PK": true, "PKN": true, "PZP": true, "PZ": true, "PRN": true, "UK": true, "UKN": true,
	"UZP": true, "UZ": true, "KK": true, "KZP": true, "KO": true, "KZ": true, "ARN": true,
	"RN": true, "CR": true, "CRN": true, "SA": true, "FSK": true, "OSK": true, "GSK": true,
	"ACa": true, "AKa": true, "AUa": true, "APa": true, "ACz": true, "Ca": true, "KKN": true,
	"ZS": true, "BU": true, "NSK": true, "KRS": true, "SNO": true, "NO": true,
}

// findSignatures returns every signature, CJEU case number, ECLI and CELEX in
// text, in order, without overlaps (the longer match wins).
func findSignatures(text string) []sigMatch {
	var out []sigMatch
	var x sigScanner
	add := func(s, e int, kind string) bool {
		if !yearEnds(text, e) {
			return false
		}
		if kind == sigPL && s >= 3 && text[s-3:s] == "PG " {
			s -= 3 // a prosecutor's signature: PG VIII TK 124/12
		}
		raw := text[s:e]
		canon := raw
		if kind == sigPL || kind == sigEU {
			canon = raw
			if strings.IndexByte(raw, '\n') >= 0 { // a page line needs a line break
				canon = rePageLine.ReplaceAllString(raw, " ")
			}
			canon = pl.CanonicalSignature(canon)
		}
		out = append(out, sigMatch{Start: s, End: e, Raw: raw, Canon: canon, Kind: kind})
		return true
	}
	// Every signature holds a "digits/digits" slash: try the anchored
	// expressions at the token starts up to 64 bytes before each one.
	var starts []int
	covered := 0
	for p := strings.IndexByte(text, '/'); p >= 0; {
		if p >= covered && digitNear(text, p) {
			starts = tokenStarts(text, p-64, p, starts)
			for _, q := range starts {
				if q < covered {
					continue
				}
				if e := x.sigAt(text, q, add); e > p {
					covered = e
					break
				}
			}
		}
		k := strings.IndexByte(text[p+1:], '/')
		if k < 0 {
			break
		}
		p += 1 + k
	}
	if strings.Contains(text, "ECLI:") {
		for _, m := range reECLI.FindAllStringIndex(text, -1) {
			add(m[0], m[1], sigECLI)
		}
	}
	// CELEX: five digits then a capital letter.
	var celex []int
	run := 0
	for i := 0; i < len(text); i++ {
		c := text[i]
		if c >= '0' && c <= '9' {
			run++
			continue
		}
		if run == 5 && c >= 'A' && c <= 'Z' {
			celex = append(celex, i-5)
		}
		run = 0
	}
	for _, w := range windows(text, celex, 2, 16) {
		for _, m := range reCELEX.FindAllStringIndex(text[w.Start:w.End], -1) {
			add(w.Start+m[0], w.Start+m[1], sigCELEX)
		}
	}
	return dropOverlaps(out)
}

// yearEnds reports whether the match ending at e really ends there: not
// followed by more digits, a letter, or "/digit" / "-digit" (OSP 2004/12/156).
func yearEnds(text string, e int) bool {
	if e >= len(text) {
		return true
	}
	r, n := utf8.DecodeRuneInString(text[e:])
	if r >= '0' && r <= '9' || isLetter(r) {
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
	lo := i - 8
	if lo < 0 {
		lo = 0
	}
	before := strings.ToLower(text[lo:i])
	return strings.Contains(before, "dz.") || strings.HasSuffix(strings.TrimSpace(before), "nr") || strings.HasSuffix(strings.TrimSpace(before), "poz.")
}

// dropOverlaps sorts matches by start and keeps, of overlapping ones, the
// earliest and then longest.
func dropOverlaps(ms []sigMatch) []sigMatch {
	sort.SliceStable(ms, func(i, j int) bool {
		if ms[i].Start != ms[j].Start {
			return ms[i].Start < ms[j].Start
		}
		return ms[i].End > ms[j].End
	})
	out := ms[:0]
	for _, m := range ms {
		if n := len(out); n > 0 && m.Start < out[n-1].End {
			continue
		}
		out = append(out, m)
	}
	return out
}

// sigScanner tries the signature expressions at one offset.
type sigScanner struct{}

// sigAt tries, at offset q, a departmental signature, a bare (TK, SNO…)
// one, a KIO one and a CJEU case number; it adds the first that matches and
// returns its end, or -1.
func (sigScanner) sigAt(text string, q int, add func(s, e int, kind string) bool) int {
	c := text[q]
	if c < 'A' || c > 'Z' {
		return -1
	}
	if c == 'I' || c == 'V' || c == 'X' {
		if m := matchAt(reDept, text, q, 72); m != nil {
			if m[4] != m[5] || glued[text[m[6]:m[7]]] {
				if add(m[0], m[1], sigPL) {
					return m[1]
				}
			}
		}
	}
	if c != 'S' && c != 'T' && c != 'K' && c != 'P' && c != 'U' && c != 'W' && c != 'O' && c != 'F' && c != 'G' {
		// not a bare repertory's first letter
	} else if m := matchAt(reBare, text, q, 32); m != nil {
		if !(m[3]-m[2] == 1 && afterDzU(text, m[0])) && add(m[0], m[1], sigPL) {
			return m[1]
		}
	}
	if c == 'K' || c == 'U' {
		if m := matchAt(reKIO, text, q, 50); m != nil && add(m[0], m[1], sigPL) {
			return m[1]
		}
	}
	if c == 'C' || c == 'T' || c == 'F' {
		if m := matchAt(reEU, text, q, 40); m != nil && add(m[0], m[1], sigEU) {
			return m[1]
		}
	}
	return -1
}

// digitNear reports whether the slash at p has a digit right after it
// (spaces allowed), as the number/year of a signature does.
func digitNear(text string, p int) bool {
	for i := p + 1; i < len(text) && i < p+4; i++ {
		if c := text[i]; c >= '0' && c <= '9' {
			return true
		} else if c != ' ' && c != '\n' {
			return false
		}
	}
	return false
}
