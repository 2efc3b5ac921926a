package claims

import (
	"regexp"
	"sort"
	"strings"

	"citeguard/pl"
)

// provMatch is one provision: "art. 5 ust. 1 lit. a", "art. 233 § 1",
// "art. 2-4", with the act it belongs to when the text names one.
type provMatch struct {
	Start, End int
	Przepis    string // normalized: "art. 5 ust. 1 lit. a"
	Akt        string // canonical act name, or as written
	Publikator string // Dz.U. reference of the act, when given
	ActEnd     int    // end of the act's name when it directly follows, else 0
	// Rel is the units of a provision named before ("§ 3" of "§ 3 tego
	// artykułu"): Przepis and Akt are then empty until the provision
	// they point to is known (linkRelativeUnits).
	Rel string
	// Bare: Rel is a unit written with no pointer word („Uwaga na § 3:”,
	// bareunits.go).
	Bare bool
}

// actMatch is an act named in the text.
type actMatch struct {
	Start, End int
	Name       string
	Publikator string
}

var (
	// reActDzTitle is a statute's title that runs, commas and all, up to
	// its publication reference.
	reActDzTitle = regexp.MustCompile(`^([Uu]staw(?:a|y|ie|ą)` + sp + `z` + sp + `dnia` + sp + `\d{1,2}` + sp + `\p{L}+` + sp + `\d{4}` + sp + `r\.[^();.:„"”]{3,220}?)` + sp + `*\(` + sp + `*Dz\.`)

	// reActTitle is an act named by its title, with no date, right after a
	// provision: "art. 12 ustawy o ochronie konkurencji i konsumentów".
	reActTitle = regexp.MustCompile(`^[Uu]staw(?:a|y|ie|ą)` + sp + `+o` + sp + `+[^(),;.:\n„"”]{3,120}`)

	// Acts named at length: "ustawy z dnia 23 kwietnia 1964 r. – Kodeks
	// cywilny", "rozporządzenia … (Dz. U. …)".
	reActLong = regexp.MustCompile(`^((?:[Rr]ozporządzeni|[Dd]yrektyw)\p{L}{0,3}` + sp + `[^()]{0,160}?(?:` + sp + `\((?:Dz\.|UE\)|WE\)))|` +
		`[Uu]staw(?:a|y|ie|ą)` + sp + `z` + sp + `dnia` + sp + `\d{1,2}` + sp + `\p{L}+` + sp + `\d{4}` + sp + `r\.(?:` + sp + ds + `?` + sp + `*[^(),;.]{3,120})?)`)

	// Dz.U. 2020 poz. 1740; Dz. U. z 1964 r. Nr 16, poz. 93; Dz.U.2020.1740; Dz.Urz. UE L 119 z 4.5.2016, s. 1.
	rePub = regexp.MustCompile(`^Dz\.` + sp + `?U\.(?:` + sp + `?(?:z` + sp + `)?\d{4}(?:` + sp + `?r\.)?,?)?(?:` + sp + `?Nr` + sp + `?\d+,?)?` + sp + `?poz\.` + sp + `?\d+|Dz\.` + sp + `?U\.` + sp + `?\d{4}\.\d+|Dz\.` + sp + `?Urz\.` + sp + `?(?:UE|WE)` + sp + `?[LC]` + sp + `?\d+(?:` + sp + `z` + sp + `[\d.]+(?:` + sp + `r\.)?)?(?:,` + sp + `?s\.` + sp + `?\d+)?`)
)

// findActs returns the named acts and Dz.U. references of text, sorted by
// start, from the tAct, tActLong and tPub triggers.
func findActs(text string, tr *[nTrig][]int) []actMatch {
	seg := text
	var out []actMatch
	startsWord := func(h int) bool { return h == 0 || !isLetterBefore(text, h) && text[h-1] != '.' }
	covered := 0
	for _, h := range tr[tAct] {
		if h < covered || !startsWord(h) || amending(text, h) {
			continue
		}
		if a, n := pl.MatchAct(text[h:runeEnd(text, h+80)]); a != nil {
			out = append(out, actMatch{Start: h, End: h + n, Name: a.Name})
			covered = h + n
		}
	}
	// A long name only where "z dnia" or "(Dz." follows soon.
	var long []int
	for _, h := range tr[tActLong] {
		w := text[h:min(len(text), h+200)]
		if strings.Contains(w[:min(len(w), 24)], " z dnia") || strings.Contains(w, "(Dz.") || strings.Contains(w, "(UE)") || strings.Contains(w, "(WE)") {
			long = append(long, h)
		}
	}
	covered = 0
	for _, h := range long {
		if h < covered || !startsWord(h) {
			continue
		}
		// A title with commas up to its publication reference: "ustawy z
		// dnia 21 czerwca 2001 r. o ochronie praw lokatorów, mieszkaniowym
		// zasobie gminy i o zmianie Kodeksu cywilnego (Dz.U. …)".
		if m := matchAt(reActDzTitle, text, h, 300); m != nil {
			out = append(out, actMatch{Start: m[2], End: m[3], Name: pl.CanonicalAct(seg[m[2]:m[3]])})
			covered = m[3]
			continue
		}
		if m := matchAt(reActLong, text, h, 260); m != nil {
			out = append(out, actMatch{Start: m[2], End: m[3], Name: pl.CanonicalAct(seg[m[2]:m[3]])})
			covered = m[1]
		}
	}
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
			if act := pl.ActByDzU(pub); act != nil {
				a.Name = act.Name
			}
			// A publication reference right after an act belongs to it.
			merged := false
			for k := range out {
				if out[k].Publikator == "" && out[k].Start < a.Start && a.Start-out[k].End < 12 {
					out[k].Publikator = pub
					out[k].End = max(out[k].End, a.End)
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

// amending reports whether the act named at h is the object of another
// act's title: "ustawy … o zmianie Kodeksu cywilnego", "o zmianie ustawy –
// Kodeks cywilny" name the amending act, not the code.
func amending(text string, h int) bool {
	before := strings.ToLower(text[max(0, h-40):h])
	before = strings.TrimRight(before, " \u00a0–-")
	return strings.HasSuffix(before, "o zmianie") || strings.HasSuffix(before, "o zmianie ustawy") || strings.HasSuffix(before, "o zmianie ustaw") ||
		strings.HasSuffix(before, "zmieniającej") || strings.HasSuffix(before, "zmieniająca") || strings.HasSuffix(before, "zmianie niektórych ustaw")
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
	var out []provMatch
	covered := 0
	for _, h := range tr[tProv] {
		if h < covered || h < 0 || h > 0 && isLetterBefore(text, h) {
			continue
		}
		pv, n, ok := pl.MatchProvision(text[h:runeEnd(text, h+120)])
		if !ok {
			continue
		}
		prevEnd := covered
		covered = h + n
		p := provMatch{Start: h, End: h + n}
		p.Przepis = pv.Written
		if at, q, ok := unitsBefore(text, h, prevEnd, pv); ok {
			p.Start, p.Przepis = at, q.Written // "§ 3 art. 446 k.c."
		}
		for p.End > p.Start && (text[p.End-1] == ' ' || text[p.End-1] == '\n') {
			p.End--
		}
		out = append(out, p)
		// A list whose numbers go on without "art.": "art. 2, 31 i 64
		// Konstytucji", "art. 415 i 417¹ § 1 k.c." (pl.MatchProvisionList).
		if !listGoesOn(text, p.End) {
			continue
		}
		if list, total := pl.MatchProvisionItems(text[h:runeEnd(text, h+240)]); len(list) > 1 && total > n {
			for _, it := range list[1:] {
				e := h + it.End
				for e > h+it.Start && (text[e-1] == ' ' || text[e-1] == '\n') {
					e--
				}
				out = append(out, provMatch{Start: h + it.Start, End: e, Przepis: it.Written})
				covered = e
			}
		}
	}
	// Give each provision the first act after it, across a list of provisions.
	drop := false
	for i := range out {
		end := out[i].End
		for j := i + 1; j < len(out) && listGap(text[end:out[j].Start]); j++ {
			end = out[j].End
		}
		found := false
		for _, a := range inRange(acts, func(a actMatch) int { return a.Start }, end, end+25) {
			if a.Start >= end && a.Start-end <= 24 && actGap(text[end:a.Start]) {
				out[i].Akt, out[i].Publikator = a.Name, a.Publikator
				if out[i].Akt == "" {
					out[i].Akt = a.Publikator
				}
				if end == out[i].End {
					out[i].ActEnd = a.End
				}
				found = true
				break
			}
		}
		// An act named just before, the provision after a comma („Kodeks
		// cywilny, art. 451 (Dz.U. 2014 poz. 121)”, an entry of a
		// reference list): the provision's act when none is named after
		// it, or only a publication reference no act of pl's is first
		// published under.
		if !found || out[i].Akt == out[i].Publikator {
			if a, ok := actBefore(acts, text, out[i].Start); ok {
				out[i].Akt = a.Name
				if out[i].Publikator == "" {
					out[i].Publikator = a.Publikator
				}
				found = true
			}
		}
		// A title with no date: "art. 12 ustawy o ochronie konkurencji i
		// konsumentów" — the act as written, which the library looks up.
		if at := skipSpace(text, end); !found && at < len(text) && (text[at] == 'u' || text[at] == 'U') {
			if m := matchAt(reActTitle, text, at, 160); m != nil {
				m[1] = m[0] + titleEnd(text[m[0]:m[1]])
				out[i].Akt = pl.CanonicalAct(text[m[0]:m[1]])
				if end == out[i].End {
					out[i].ActEnd = m[0] + len(strings.TrimRight(text[m[0]:m[1]], " "))
					if k := strings.Index(text[m[0]:m[1]], out[i].Akt); k >= 0 {
						out[i].ActEnd = m[0] + k + len(out[i].Akt)
					}
				}
			}
		}
		// A unit of an outside document ("art. 12 umowy", "§ 4 ust. 2
		// OWU", "pkt 3 regulaminu") is no statute's provision.
		if out[i].Akt == "" && outsideDocAfter(text, end) {
			out[i].Start, drop = -1, true
		}
	}
	if drop {
		kept := out[:0]
		for _, p := range out {
			if p.Start >= 0 {
				kept = append(kept, p)
			}
		}
		out = kept
	}
	if rel := findRelativeUnits(text, tr[tRel], out); len(rel) > 0 {
		out = append(out, rel...)
		sort.SliceStable(out, func(i, j int) bool { return out[i].Start < out[j].Start })
	}
	if bare := findBareUnits(text, out); len(bare) > 0 {
		out = append(out, bare...)
		sort.SliceStable(out, func(i, j int) bool { return out[i].Start < out[j].Start })
	}
	return out
}

// outsideDocAfter reports whether the word after offset e names an outside
// document whose unit the provision before e is (pl.ProvisionOutsideDocs,
// compared with the Polish letters folded).
func outsideDocAfter(text string, e int) bool {
	at := skipSpace(text, e)
	ws := wordsOf(text[at:runeEnd(text, at+24)])
	return len(ws) > 0 && ws[0].start == 0 && provisionOutsideDocs.has(ws[0].s)
}

var provisionOutsideDocs = foldSet(pl.ProvisionOutsideDocs)

// titleBreaks are pl.TitleBreaks' phrases.
var titleBreaks = pl.TitleBreaks.List()

// titleEnd is the length of the act's title at the start of s (a match of
// reActTitle): s cut before the first of pl.TitleBreaks, which end it
// ("art. 17 ustawy o świadczeniach z Konstytucją").
func titleEnd(s string) int {
	end := len(s)
	for _, b := range titleBreaks {
		if k := strings.Index(s, b); k > 0 && k < end {
			end = k
		}
	}
	return end
}

// listGoesOn reports whether a provision ending at e may be followed by
// another item of its list written without "art." (", 31", " i 64", " oraz
// 12", " i § 2", " i b"); an item with its own "art." is found on its own.
func listGoesOn(text string, e int) bool {
	i := skipSpace(text, e)
	joined := false
	if i < len(text) && text[i] == ',' {
		i, joined = skipSpace(text, i+1), true
	}
	for _, j := range []string{"i ", "oraz ", "lub ", "albo ", "a także ", "w zw. z ", "w związku z ", "do "} {
		if strings.HasPrefix(text[i:], j) {
			i, joined = skipSpace(text, i+len(j)), true
			break
		}
	}
	if i >= len(text) {
		return false
	}
	if c := text[i]; c >= '0' && c <= '9' {
		return true
	}
	// Another unit of the same article: "§ 2", "ust. 2", "lit. b".
	return joined && (reUnitItem.MatchString(text[i:]) || i+1 < len(text) && text[i] >= 'a' && text[i] <= 'z' && !isLetter(rune(text[i+1])))
}

// reUnitItem starts an item of a list that is a unit of the article before.
var reUnitItem = regexp.MustCompile(`^(?:§|ust\.|pkt|lit\.|zd\.|zdanie)`)

// skipSpace returns the offset of the first byte at or after i that is
// not a space or NBSP.
func skipSpace(text string, i int) int {
	for i < len(text) {
		switch {
		case text[i] == ' ' || text[i] == '\n':
			i++
		case text[i] == 0xC2 && i+1 < len(text) && text[i+1] == 0xA0:
			i += 2
		default:
			return i
		}
	}
	return i
}

// listGap reports whether s only joins two provisions of one list.
func listGap(s string) bool {
	if len(s) > 48 {
		return false
	}
	prev := ""
	for len(s) > 0 {
		s = strings.TrimLeft(s, " ,;\n\u00a0")
		i := strings.IndexAny(s, " ,;\n\u00a0")
		if i < 0 {
			i = len(s)
		}
		switch w := s[:i]; w {
		case "", "i", "oraz", "lub", "albo", "w", "zw.", "związku", "a", "także", "jak", "również":
		case "z":
			// "w zw. z", "w związku z"; a bare "z" starts another phrase
			// ("art. 9a, z art. 167 Konstytucji": measured against it).
			if prev != "zw." && prev != "związku" {
				return false
			}
		default:
			return false
		}
		if s[:i] != "" {
			prev = s[:i]
		}
		s = s[i:]
	}
	return true
}

// actGap reports whether s may stand between a provision and its act.
// actBefore returns the named act that ends right before offset at with
// only a comma or a dash between („Kodeks cywilny, art. 451”).
func actBefore(acts []actMatch, text string, at int) (actMatch, bool) {
	for k := len(acts) - 1; k >= 0; k-- {
		a := acts[k]
		if a.End > at || a.Name == "" {
			continue
		}
		if at-a.End > 4 {
			break
		}
		switch strings.TrimSpace(strings.ReplaceAll(text[a.End:at], "\u00a0", " ")) {
		case ",", "–", "-", "—":
			return a, true
		}
		return actMatch{}, false
	}
	return actMatch{}, false
}

func actGap(s string) bool {
	s = strings.TrimSpace(strings.ReplaceAll(s, "\u00a0", " "))
	return s == "" || s == "," || s == "(" || s == "tej" || s == "powołanej" || s == "cyt." || s == "ww."
}
