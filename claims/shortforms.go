package claims

import (
	"citeguard/pl"
	"regexp"
	"strings"
	"unicode/utf8"
)

// ShortFormMatch is a short form standing for an earlier citation: "tamże",
// "op. cit.", "wyżej powołany wyrok".
type ShortFormMatch struct {
	Start, End int
	Raw        string
	Kind       string // "tamze" (the last citation), "opcit" (an author's work), "wyzej" (an earlier ruling), "row" (a row of the memo's table)
	Form       string // for "wyzej": the ruling's form, when given
	Author     string // for "opcit": the author's surname written before it
	Row        string // for "row": the row's number („z poz. 3” → "3")
	Units      string // for "tamze": the units written with it („§ 3 tamże”, „tamże, ust. 2” → "§ 3", "ust. 2"), put in the provision it stands for
}

// rulingStems maps the prefixes by which a short form's pointer names a
// ruling's form (pl's forms.tsv: "wyrok", "uchwał", "postanowieni"; and
// "uchwal" of „uchwale”) to the forms; rulingStemAlt is their
// alternation.
var rulingStems, rulingStemAlt = func() (map[string]string, string) {
	m := map[string]string{}
	var alts []string
	for _, f := range pl.Forms() {
		if f.Pointer != "" {
			m[f.Pointer] = f.Name
			alts = append(alts, regexp.QuoteMeta(f.Pointer))
			// A stem ending in ł softens in the locative: „w przywołanej
			// uchwale”.
			if soft, ok := strings.CutSuffix(f.Pointer, "ł"); ok {
				m[soft+"l"] = f.Name
				alts = append(alts, regexp.QuoteMeta(soft+"l"))
			}
		}
	}
	return m, strings.Join(alts, "|")
}()

// pointerBeforeForm are the words that point back to a ruling right
// before its form, as a note typed fast writes them: „ww. wyrok”, „wyżej
// wyrok”, „powyższy wyrok”, „tenże wyrok”, „tegoż wyroku” (and typed
// without Polish letters: „wyzej”, „powyzszy”, „tenze”).
const pointerBeforeForm = `(?:ww\.|wyżej|wyzej|powyżej|powyzej|powyższ\p{L}*|powyzsz\p{L}*|tenże|tenze|tegoż|tegoz)`

var (
	reShort     = regexp.MustCompile(`(?i)(?:^|[^\p{L}])(tamże|tamze|ibidem|ibid\.|j\.` + sp + `?w\.|jw\.|op\.` + sp + `?cit\.?|loc\.` + sp + `?cit\.?|dz\.` + sp + `?cyt\.|cyt\.` + sp + `?dz\.|cyt\.` + sp + `?wyżej|powołan\p{L}*` + sp + `+wyżej|cytowan\p{L}*` + sp + `+wyżej|przywołan\p{L}*` + sp + `+wyżej|(?:wyżej|powyżej|ww\.)` + sp + `+(?:powołan|cytowan|przywołan|wskazan|wymienion)\p{L}*|(?:powołan|cytowan|przywołan)\p{L}*` + sp + `+(?:już` + sp + `+)?(?:` + rulingStemAlt + `)|` + pointerBeforeForm + sp + `+(?:` + rulingStemAlt + `))`)
	reShortForm = regexp.MustCompile(`^` + sp + `*(?:już` + sp + `+)?(` + rulingStemAlt + `)`)
	reFormStem  = regexp.MustCompile(rulingStemAlt)
	reAuthor    = regexp.MustCompile(`(\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?)` + sp + `*,?` + sp + `*$`)
)

// findShortForms returns the short forms of text at the tShort triggers.
func findShortForms(text string, hits []int) []ShortFormMatch {
	var out []ShortFormMatch
	seg := text
	covered := 0
	for _, h := range hits {
		if h < covered || h > 0 && isLetterBefore(text, h) {
			continue
		}
		m := matchAt(reShort, text, h, 80)
		if m == nil {
			continue
		}
		covered = m[1]
		m[3] = wordEndAt(text, m[3]) // „wyżej powołanym wyrok|u”: the whole word
		raw := seg[m[2]:m[3]]
		if initials(raw) {
			continue // "J. W.", "A.K.": an anonymised party, not "j.w." (jak wyżej)
		}
		l := strings.ToLower(raw)
		sm := ShortFormMatch{Start: m[2], End: m[3], Raw: raw}
		switch {
		case strings.HasPrefix(l, "tam"), strings.HasPrefix(l, "ibid"), strings.HasPrefix(l, "j"), strings.HasPrefix(l, "loc"):
			// „Loc. cit.” (the place cited) points to the note before, as
			// „Tamże” does.
			sm.Kind = "tamze"
			sm.Units = shortUnits(text, &sm)
		case strings.HasPrefix(l, "op"), strings.HasPrefix(l, "dz"), strings.HasPrefix(l, "cyt. dz"), strings.HasPrefix(l, "cyt.dz"):
			sm.Kind = "opcit"
			if a := reAuthor.FindStringSubmatch(seg[max(0, m[2]-60):m[2]]); a != nil {
				sm.Author = a[1]
			}
		case strings.Contains(l, "cyt") && strings.Contains(l, "wyżej"):
			sm.Kind = "wyzej" // "cyt. wyżej": a ruling or a work cited before
		default:
			sm.Kind = "wyzej"
			if f := reFormStem.FindString(l); f != "" {
				sm.Form = formOf(f)
			} else if f := reShortForm.FindStringSubmatch(seg[m[3]:min(len(seg), m[3]+40)]); f != nil {
				sm.Form = formOf(f[1])
			} else {
				continue // "wyżej wskazanej ustawy": not a ruling
			}
		}
		out = append(out, sm)
	}
	return out
}

// wordEndAt returns where the word that goes on at offset at ends: a
// short form's pointer names a ruling's form by its stem („wyrok”,
// „postanowieni”), and the form's ending („wyroku”, „postanowieniu”)
// belongs to the short form — a claim's text without it would keep the
// ending („w u”).
func wordEndAt(text string, at int) int {
	for at < len(text) {
		r, n := utf8.DecodeRuneInString(text[at:])
		if !isLetter(r) {
			break
		}
		at += n
	}
	return at
}

// initials reports whether a "j.w."-shaped match is a person's initials:
// "jak wyżej" writes its w in lower case ("j.w.", "j. w.", "Jw."), an
// anonymised party's initials are capitals ("J. W.", "J.W.").
func initials(raw string) bool {
	l := strings.ToLower(raw)
	if !strings.HasPrefix(l, "j") || !strings.HasSuffix(l, "w.") {
		return false
	}
	return strings.ContainsRune(raw, 'W')
}

// formOf names the form of a ruling's stem as the memo writes it.
func formOf(stem string) string { return rulingStems[strings.ToLower(stem)] }

// shortUnitsBack is how far before a „tamże” its units („§ 3 tamże”) may
// start.
const shortUnitsBack = 24

// shortUnits reads the units of a provision written with a „tamże”: right
// before it („§ 3 tamże”, „ust. 2 pkt 1 tamże”) — not the tail of a full
// provision („art. 5 § 3”) — or right after it („tamże, § 3”), which then
// ends the short form. "" when there are none.
func shortUnits(text string, sm *ShortFormMatch) string {
	end := len(strings.TrimRight(text[:sm.Start], " \u00a0"))
	if end < sm.Start {
		lo := max(0, end-shortUnitsBack)
		for lo < end && text[lo]&0xC0 == 0x80 {
			lo++
		}
		for at := lo; at < end; at++ {
			if !unitStart(text, at) {
				continue
			}
			units, ok := pl.UnitsAt(text[at:end])
			if !ok {
				continue
			}
			before := strings.TrimRight(text[:at], " \u00a0")
			if before != "" && (before[len(before)-1] >= '0' && before[len(before)-1] <= '9' || strings.HasSuffix(before, "art.")) {
				return "" // "art. 5 § 3 tamże": the units of a provision written in full
			}
			return units
		}
	}
	if units, _, ok := pl.UnitsAtStart(text[sm.End:runeEnd(text, min(len(text), sm.End+40))]); ok {
		return units // also a ruling's pinpoint („tamże, pkt 3”) until the antecedent is known
	}
	return ""
}
