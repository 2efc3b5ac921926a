package claims

import (
	"regexp"
	"sort"
	"strings"
)

// provMatch is one provision: "art. 5 ust. 1 lit. a", "art. 233 § 1",
// "art. 2-4", with the act it belongs to when the text names one.
type provMatch struct {
	Start, End int
	Przepis    string // normalized: "art. 5 ust. 1 lit. a"
	Akt        string // canonical act name, or as written
	Publikator string // Dz.U. reference of the act, when given
	ActEnd     int    // end of the act's name when it directly follows, else 0
}

// actMatch is an act named in the text.
type actMatch struct {
	Start, End int
	Name       string
	Publikator string
}

const num = `\d+[a-z]{0,3}(?:[⁰¹²³⁴⁵⁶⁷⁸⁹]+|\[\d+\]|\^\d+)?`

var (
	reProv = regexp.MustCompile(`^[Aa]rt\.` + sp + `*(` + num + `)(?:` + sp + `*` + ds + sp + `*(` + num + `))?` +
		`((?:` + sp + `*(?:§` + sp + `*` + num + `(?:` + sp + `*` + ds + sp + `*` + num + `)?|ust\.` + sp + `*` + num + `|pkt` + sp + `*` + num + `|lit\.` + sp + `*[a-z]{1,2}\)?|zd(?:\.|anie)` + sp + `*(?:\d+|pierwsze|drugie|trzecie|czwarte)))*)`)
	reProvPart = regexp.MustCompile(`(§|ust\.|pkt|lit\.|zd\.|zdanie)` + sp + `*(` + num + `(?:` + sp + `*` + ds + sp + `*` + num + `)?|[a-z]{1,2}\)?|pierwsze|drugie|trzecie|czwarte)`)

	// Named acts: abbreviations and full names of codes in any grammatical case.
	reAct = regexp.MustCompile(`^(k\.` + sp + `?c\.|k\.` + sp + `?p\.` + sp + `?c\.|k\.` + sp + `?p\.` + sp + `?k\.|k\.` + sp + `?p\.` + sp + `?a\.|k\.` + sp + `?p\.|k\.` + sp + `?k\.|k\.` + sp + `?r\.` + sp + `?o\.|k\.` + sp + `?s\.` + sp + `?h\.|k\.` + sp + `?w\.|p\.` + sp + `?p\.` + sp + `?s\.` + sp + `?a\.|p\.` + sp + `?z\.` + sp + `?p\.|o\.p\.|` +
		`KC|KPC|KPK|KPA|KP|KK|KRO|KSH|PPSA|Pzp|RODO|TFUE|TUE|EKPC|Konstytucji(?:` + sp + `RP)?|Konstytucja(?:` + sp + `RP)?|` +
		`[Kk]odeks(?:u|owi|em|ie)?` + sp + `(?:postępowania` + sp + `)?(?:cywiln|karn|administracyjn)(?:y|ego|emu|ym|ym)|` +
		`[Kk]odeks(?:u|owi|em|ie)?` + sp + `(?:pracy|rodzinn(?:y|ego|ym)` + sp + `i` + sp + `opiekuńcz(?:y|ego|ym)|spółek` + sp + `handlowych|wykroczeń)|` +
		`[Pp]raw(?:o|a|em)` + sp + `zamówień` + sp + `publicznych)(?:[^\p{L}]|$)`)
	// Acts named at length: "ustawy z dnia 23 kwietnia 1964 r. – Kodeks
	// cywilny", "rozporządzenia … (Dz. U. …)".
	reActLong = regexp.MustCompile(`^((?:[Rr]ozporządzeni|[Dd]yrektyw)\p{L}{0,3}` + sp + `[^()]{0,160}?(?:` + sp + `\((?:Dz\.|UE\)|WE\)))|` +
		`[Uu]staw(?:a|y|ie|ą)` + sp + `z` + sp + `dnia` + sp + `\d{1,2}` + sp + `\p{L}+` + sp + `\d{4}` + sp + `r\.(?:` + sp + ds + `?` + sp + `*[^(),;.]{3,120})?)`)

	// Dz.U. 2020 poz. 1740; Dz. U. z 1964 r. Nr 16, poz. 93; Dz.U.2020.1740; Dz.Urz. UE L 119 z 4.5.2016, s. 1.
	rePub = regexp.MustCompile(`^Dz\.` + sp + `?U\.(?:` + sp + `?(?:z` + sp + `)?\d{4}(?:` + sp + `?r\.)?,?)?(?:` + sp + `?Nr` + sp + `?\d+,?)?` + sp + `?poz\.` + sp + `?\d+|Dz\.` + sp + `?U\.` + sp + `?\d{4}\.\d+|Dz\.` + sp + `?Urz\.` + sp + `?(?:UE|WE)` + sp + `?[LC]` + sp + `?\d+(?:` + sp + `z` + sp + `[\d.]+(?:` + sp + `r\.)?)?(?:,` + sp + `?s\.` + sp + `?\d+)?`)
	reDzU = regexp.MustCompile(`(\d{4})\D+?(?:Nr` + sp + `?(\d+))?\D*?poz\.` + sp + `?(\d+)`)
)

// dashSpace folds dashes and NBSP inside a provision's numbers.
var dashSpace = strings.NewReplacer("–", "-", "—", "-", "\u00a0", " ")

// actNames maps written act abbreviations to canonical names.
var actNames = map[string]string{
	"k.c.": "Kodeks cywilny", "kc": "Kodeks cywilny",
	"k.p.c.": "Kodeks postępowania cywilnego", "kpc": "Kodeks postępowania cywilnego",
	"k.p.": "Kodeks pracy", "kp": "Kodeks pracy",
	"k.k.": "Kodeks karny", "kk": "Kodeks karny",
	"k.p.k.": "Kodeks postępowania karnego", "kpk": "Kodeks postępowania karnego",
	"k.p.a.": "Kodeks postępowania administracyjnego", "kpa": "Kodeks postępowania administracyjnego",
	"k.r.o.": "Kodeks rodzinny i opiekuńczy", "kro": "Kodeks rodzinny i opiekuńczy",
	"k.s.h.": "Kodeks spółek handlowych", "ksh": "Kodeks spółek handlowych",
	"k.w.":     "Kodeks wykroczeń",
	"p.p.s.a.": "Prawo o postępowaniu przed sądami administracyjnymi", "ppsa": "Prawo o postępowaniu przed sądami administracyjnymi",
	"p.z.p.": "Prawo zamówień publicznych", "pzp": "Prawo zamówień publicznych",
	"o.p.": "Ordynacja podatkowa",
	"rodo": "RODO (rozporządzenie (UE) 2016/679)",
	"tfue": "TFUE", "tue": "TUE", "ekpc": "EKPC",
}

// dzuActs maps a Dz.U. year/number/position to the act it first published.
var dzuActs = map[string]string{
	"1964/16/93": "Kodeks cywilny", "1964/43/296": "Kodeks postępowania cywilnego",
	"1974/24/141": "Kodeks pracy", "1997/88/553": "Kodeks karny", "1997/89/555": "Kodeks postępowania karnego",
	"1964/9/59": "Kodeks rodzinny i opiekuńczy", "1997/78/483": "Konstytucja RP", "2000/94/1037": "Kodeks spółek handlowych",
}

// actNameStops are words that end an act's title written at length.
var actNameStops = []string{" nie ", " jest ", " są ", " był", " został", " stanowi", " przewiduje", " w zw", " w związku", " oraz ", " a ", " któr", " w brzmieniu", " i art", " art.", " ma ", " mają ", " należy", " dotyczy", " odnosi", " wynika", " obowiązuj"}

// canonicalAct names an act as written: codes by their full name, the rest
// as written with white space collapsed.
func canonicalAct(raw string) string {
	k := strings.ToLower(strings.Join(strings.Fields(strings.ReplaceAll(raw, "\u00a0", " ")), ""))
	if n, ok := actNames[k]; ok {
		return n
	}
	l := strings.ToLower(raw)
	switch {
	case strings.HasPrefix(l, "konstytucj"):
		return "Konstytucja RP"
	case strings.HasPrefix(l, "kodeks"):
		for _, c := range [][2]string{{"postępowania cywiln", "Kodeks postępowania cywilnego"}, {"postępowania karn", "Kodeks postępowania karnego"},
			{"postępowania administracyjn", "Kodeks postępowania administracyjnego"}, {"cywiln", "Kodeks cywilny"}, {"karn", "Kodeks karny"},
			{"pracy", "Kodeks pracy"}, {"rodzinn", "Kodeks rodzinny i opiekuńczy"}, {"spółek", "Kodeks spółek handlowych"}, {"wykroczeń", "Kodeks wykroczeń"}} {
			if strings.Contains(l, c[0]) {
				return c[1]
			}
		}
	case strings.Contains(l, "zamówień publicznych"):
		return "Prawo zamówień publicznych"
	}
	if i := strings.Index(raw, "(Dz."); i > 0 {
		raw = raw[:i]
	}
	// The title ends where the sentence goes on: "… o związkach zawodowych
	// nie odnosi się …".
	for _, stop := range actNameStops {
		if i := strings.Index(raw, stop); i > 0 {
			raw = raw[:i]
		}
	}
	return strings.Join(strings.Fields(strings.TrimRight(raw, " (")), " ")
}

// findActs returns the named acts and Dz.U. references of text, sorted by
// start, from the tAct, tActLong and tPub triggers.
func findActs(text string, tr *[nTrig][]int) []actMatch {
	seg := text
	var out []actMatch
	add := func(re *regexp.Regexp, hits []int, max int) {
		covered := 0
		for _, h := range hits {
			if h < covered || h > 0 && (isLetterBefore(text, h) || text[h-1] == '.') {
				continue
			}
			if m := matchAt(re, text, h, max); m != nil {
				out = append(out, actMatch{Start: m[2], End: m[3], Name: canonicalAct(seg[m[2]:m[3]])})
				covered = m[1]
			}
		}
	}
	add(reAct, tr[tAct], 80)
	// A long name only where "z dnia" or "(Dz." follows soon.
	var long []int
	for _, h := range tr[tActLong] {
		w := text[h:minI(len(text), h+200)]
		if strings.Contains(w[:minI(len(w), 24)], " z dnia") || strings.Contains(w, "(Dz.") || strings.Contains(w, "(UE)") || strings.Contains(w, "(WE)") {
			long = append(long, h)
		}
	}
	add(reActLong, long, 260)
	sortActs(out)
	{
		var pubs []actMatch
		for _, h := range tr[tPub] {
			if m := matchAt(rePub, text, h, 80); m != nil {
				pubs = append(pubs, actMatch{Start: m[0], End: m[1]})
			}
		}
		for _, pm := range pubs {
			m := []int{pm.Start, pm.End}
			pub := strings.Join(strings.Fields(strings.ReplaceAll(seg[m[0]:m[1]], "\u00a0", " ")), " ")
			a := actMatch{Start: m[0], End: m[1], Publikator: pub}
			if d := reDzU.FindStringSubmatch(pub); d != nil {
				a.Name = dzuActs[d[1]+"/"+d[2]+"/"+d[3]]
			}
			// A publication reference right after an act belongs to it.
			merged := false
			for k := range out {
				if out[k].Publikator == "" && out[k].Start < a.Start && a.Start-out[k].End < 12 {
					out[k].Publikator = pub
					out[k].End = maxInt(out[k].End, a.End)
					merged = true
					break
				}
			}
			if !merged {
				out = append(out, a)
			}
		}
	}
	sortActs(out)
	return out
}

// isLetterBefore reports whether the rune before offset i is a letter or a
// digit (so a match at i would start inside a word).
func isLetterBefore(text string, i int) bool {
	r := prevRune(text, 0, i)
	return isLetter(r) || r >= '0' && r <= '9'
}

func sortActs(a []actMatch) {
	sort.SliceStable(a, func(i, j int) bool { return a[i].Start < a[j].Start })
}

// findProvisions returns the provisions of text, each with the act written
// after it (directly, or after a list of provisions joined by commas, "i",
// "oraz", "w zw. z"); acts are those of findActs.
func findProvisions(text string, tr *[nTrig][]int, acts []actMatch) []provMatch {
	seg := text
	var out []provMatch
	covered := 0
	for _, h := range tr[tProv] {
		if h < covered || h < 0 || h > 0 && isLetterBefore(text, h) {
			continue
		}
		m := matchAt(reProv, text, h, 120)
		if m == nil {
			continue
		}
		covered = m[1]
		p := provMatch{Start: m[0], End: m[1]}
		var b strings.Builder
		b.WriteString("art. ")
		b.WriteString(seg[m[2]:m[3]])
		if m[4] >= 0 {
			b.WriteString("-" + seg[m[4]:m[5]])
		}
		for _, pm := range reProvPart.FindAllStringSubmatch(seg[m[6]:m[7]], -1) {
			unit := pm[1]
			if unit == "zdanie" {
				unit = "zd."
			}
			b.WriteString(" " + unit + " " + strings.Join(strings.Fields(dashSpace.Replace(pm[2])), ""))
		}
		p.Przepis = b.String()
		for p.End > p.Start && (text[p.End-1] == ' ' || text[p.End-1] == '\n') {
			p.End--
		}
		out = append(out, p)
	}
	// Give each provision the first act after it, across a list of provisions.
	for i := range out {
		end := out[i].End
		for j := i + 1; j < len(out) && listGap(text[end:out[j].Start]); j++ {
			end = out[j].End
		}
		for _, a := range inRange(acts, func(a actMatch) int { return a.Start }, end, end+25) {
			if a.Start >= end && a.Start-end <= 24 && actGap(text[end:a.Start]) {
				out[i].Akt, out[i].Publikator = a.Name, a.Publikator
				if out[i].Akt == "" {
					out[i].Akt = a.Publikator
				}
				if end == out[i].End {
					out[i].ActEnd = a.End
				}
				break
			}
		}
	}
	return out
}

// listGap reports whether s only joins two provisions of one list.
func listGap(s string) bool {
	if len(s) > 48 {
		return false
	}
	for len(s) > 0 {
		s = strings.TrimLeft(s, " ,;\n\u00a0")
		i := strings.IndexAny(s, " ,;\n\u00a0")
		if i < 0 {
			i = len(s)
		}
		switch s[:i] {
		case "", "i", "oraz", "lub", "albo", "w", "zw.", "z", "związku", "a", "także", "jak", "również":
		default:
			return false
		}
		s = s[i:]
	}
	return true
}

// actGap reports whether s may stand between a provision and its act.
func actGap(s string) bool {
	s = strings.TrimSpace(strings.ReplaceAll(s, "\u00a0", " "))
	return s == "" || s == "," || s == "(" || s == "tej" || s == "powołanej" || s == "cyt." || s == "ww."
}
