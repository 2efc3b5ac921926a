package library

import (
	"path/filepath"
	"regexp"
	"strings"

	"citeguard/pl"
)

// actKey is the library key of the act a reference names (pl.LookupAct:
// "k.c.", "KC", "Kodeksu cywilnego", a CELEX or Dz.U. of an act of the
// table → KC); "" when the table does not know it.
func actKey(s string) string {
	if a := pl.LookupAct(s); a != nil {
		return a.Key
	}
	return ""
}

var (
	reStanDate = regexp.MustCompile(`stan[-_ ](\d{4}-\d{2}-\d{2})`)
	reTjDzU    = regexp.MustCompile(`(?i)Dz\.?U\.?[._ ]?(\d{4})[._ ](\d+)`)
	reUstawa   = regexp.MustCompile(`(?m)^[#\s]*(USTAWA|KONSTYTUCJA|ROZPORZĄDZENIE|DYREKTYWA)\b`)
	reExcerpt  = regexp.MustCompile(`(?i)\b(?:wyci[ąa]g|wybrane przepisy|fragment(?:y)? ustawy)\b`)
)

// parseStatuteHeader recognises a statute or an EU act by its first lines:
// "USTAWA / z dnia … / Kodeks cywilny", "KONSTYTUCJA RZECZYPOSPOLITEJ
// POLSKIEJ", "ROZPORZĄDZENIE … (UE) 2016/679". The version is the
// consolidation date of the file name ("stan-2015-08-17") or the Dz.U. of the
// consolidated text ("tj-Dz.U.2025.1071").
func parseStatuteHeader(h, name string) Meta {
	var m Meta
	top := h
	if len(top) > 1600 {
		top = top[:1600]
	}
	if !strings.Contains(top, "USTAWA") && !strings.Contains(top, "KONSTYTUCJA") && !strings.Contains(top, "ROZPORZĄDZENIE") && !strings.Contains(top, "DYREKTYWA") {
		return m
	}
	loc := reUstawa.FindStringSubmatchIndex(h)
	if loc == nil || loc[0] > 1500 {
		return m
	}
	word := h[loc[2]:loc[3]]
	after := h[loc[1]:]
	if len(after) > 600 {
		after = after[:600]
	}
	switch word {
	case "ROZPORZĄDZENIE", "DYREKTYWA":
		em := reEUAct.FindStringSubmatchIndex(h[loc[0]:])
		if em == nil {
			return m
		}
		typ := byte('R')
		if h[loc[0]+em[2]:loc[0]+em[3]] == "DYREKTYWA" {
			typ = 'L'
		}
		head := h[loc[0] : loc[0]+em[1]]
		number := h[loc[0]+strings.LastIndexByte(head, '('):]
		if i := strings.IndexByte(number, '\n'); i >= 0 {
			number = number[:i]
		}
		celex := pl.EUActCELEX(number, typ)
		if celex == "" {
			return m
		}
		m.Kind = EUAct
		m.From = map[string]string{"kind": FromHeader}
		m.set("celex", &m.CELEX, celex, FromHeader)
		m.set("title", &m.Title, oneLine(firstLines(h[loc[0]:], 1)), FromHeader)
		for _, a := range pl.Acts() {
			if a.CELEX != "" && a.CELEX == m.CELEX {
				m.set("act", &m.Act, a.Key, FromHeader)
			}
		}
		if m.Act == "" {
			m.set("act", &m.Act, "CELEX:"+m.CELEX, FromHeader)
		}
	case "KONSTYTUCJA":
		m.Kind = Statute
		m.From = map[string]string{"kind": FromHeader}
		m.set("title", &m.Title, "Konstytucja Rzeczypospolitej Polskiej", FromHeader)
		m.set("act", &m.Act, "KONSTYTUCJA", FromHeader)
	default: // USTAWA
		title := ""
		for _, l := range strings.Split(after, "\n") {
			l = strings.Trim(strings.TrimSpace(l), "#* ")
			if l == "" || strings.HasPrefix(strings.ToLower(l), "z dnia") {
				continue
			}
			title = l
			break
		}
		if title == "" {
			return m
		}
		title = strings.TrimSpace(regexp.MustCompile(`\s+\d+\)$`).ReplaceAllString(title, ""))
		m.Kind = Statute
		m.From = map[string]string{"kind": FromHeader}
		m.set("title", &m.Title, title, FromHeader)
		k := actKey(title)
		if k == "" {
			if d := pl.DzUKey(h[:loc[0]]); d != "" {
				k = d
			} else {
				k = "TITLE:" + strings.ToLower(title)
			}
		}
		m.set("act", &m.Act, k, FromHeader)
	}
	if d := pl.FindDzUOld(h[:min(len(h), loc[1]+200)]); d != "" {
		m.set("dzu", &m.DzU, d, FromHeader)
	} else if a := pl.ActByKey(m.Act); a != nil && a.DzU != "" {
		m.set("dzu", &m.DzU, pl.DzUReference(a.DzU), "act table")
	}
	// "(tekst jednolity: …; wyciąg: art. 415–417, 471)" under the title: the
	// file holds only some articles.
	m.Excerpt = reExcerpt.MatchString(h[:min(len(h), loc[1]+600)])
	consolidation(&m, h)
	base := filepath.Base(name)
	if s := reStanDate.FindStringSubmatch(base); s != nil {
		m.set("version", &m.Version, s[1], FromFileName)
		m.set("in_force", &m.InForce, s[1], FromFileName)
	} else if s := reTjDzU.FindStringSubmatch(base); s != nil {
		m.set("version", &m.Version, "Dz.U."+s[1]+"."+s[2], FromFileName)
	}
	if s := reTjName.FindStringSubmatch(base); s != nil {
		m.set("consolidated", &m.Consolidated, "Dz.U. "+s[1]+" poz. "+trimZeros(s[2]), FromFileName)
	}
	return m
}

func firstLines(s string, n int) string {
	ls := strings.SplitN(s, "\n", n+1)
	if len(ls) > n {
		ls = ls[:n]
	}
	return strings.Join(ls, " ")
}

var reVersionDzU = regexp.MustCompile(`^Dz\.U\.(\d{4})\b`)

// VersionDate is the day from which a statute version is taken to state
// the law, ISO: the consolidation date of the file ("2015-08-17"), else the
// first day of the year of the consolidated text's Dz.U. ("Dz.U.2025.1071"
// → "2025-01-01"); "" when the version says neither.
func VersionDate(version string) string {
	if len(version) == 10 && version[4] == '-' && version[7] == '-' {
		return version
	}
	if m := reVersionDzU.FindStringSubmatch(version); m != nil {
		return m[1] + "-01-01"
	}
	return ""
}
