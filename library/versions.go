package library

import (
	"fmt"
	"regexp"
	"sort"
	"strings"

	"citeguard/pl"
)

// Statutes by version. A firm keeps several consolidated texts (teksty
// jednolite) of one act; each is a source of its own (identity: act +
// version), with the date it states the law as of (Meta.InForce, „stan
// na”) and the Dz.U. it was consolidated in (Meta.Consolidated). They come
// from, in order of authority: a sidecar (in_force:, consolidated:), the
// text's own header (ISAP's „Opracowano na podstawie: t.j. Dz. U. z 2025 r.
// poz. 1071”, „stan prawny na dzień …”, a table of amendments with their
// dates, the Marshal's OBWIESZCZENIE „z dnia …”), the file name
// („…_tj-Dz.U.2014.121_stan-2015-08-17.txt”).
//
// Versions lists them; VersionAt chooses the one in force on a date (a
// memo's date): the latest whose date is not after it. A version known only
// by its Dz.U. counts from the 1st of January of that year (Basis says so).

// StatuteVersion is one consolidated text of an act.
type StatuteVersion struct {
	Source       *Source
	InForce      string // the date the version is taken to state the law as of (ISO; "" unknown)
	Consolidated string // "Dz.U. 2014 poz. 121"
	// Basis: where InForce comes from — "sidecar", "header", "file name",
	// "Dz.U. year (approximate)", "" when unknown.
	Basis string
}

var (
	reTjName = regexp.MustCompile(`(?i)t\.?j\.?[-_ .]*Dz\.?U\.?[._ ]?(\d{4})[._ ](\d+)`)
	// „Opracowano na podstawie: t.j. Dz. U. z 2025 r. poz. 1071, 1172.”
	reOpracowano = regexp.MustCompile(`(?i)Opracowano\s+na\s+podstawie:?\s*(?:t\.\s*j\.\s*)?(Dz\.\s*U\.[^\n]{0,60})`)
	// „stan prawny na dzień 17.08.2015 r.”, „Stan na: 2015-08-17”
	reStanNa = regexp.MustCompile(`(?i)stan(?:\s+prawny)?\s+na(?:\s+dzień)?\s*:?\s*(\d{4}-\d{2}-\d{2}|\d{1,2}[.\s]+(?:\d{1,2}|\p{L}+)[.\s]+\d{4})`)
	// a table of amendments (LEX, ISAP exports): „| 2015-08-17 | zm. DZ.U.2015.1137 art. 3 |”
	reAmendRow = regexp.MustCompile(`(?m)^\|?\s*(\d{4}-\d{2}-\d{2})\s*\|\s*zm\.`)
	// the consolidated text's own Dz.U. heading a table: „| Dz.U.2014.121 |”
	reTableDzU = regexp.MustCompile(`(?m)^\|?\s*Dz\.U\.(\d{4})\.(\d+)\s*\|`)
	// „OBWIESZCZENIE MARSZAŁKA SEJMU RZECZYPOSPOLITEJ POLSKIEJ z dnia 8 listopada 2013 r.”
	reObwieszczenie = regexp.MustCompile(`(?s)OBWIESZCZENIE\s+MARSZAŁKA\s+SEJMU.{0,80}?z\s+dnia\s+(\d{1,2}\s+\p{L}+\s+\d{4})`)
	// the Dziennik Ustaw page heading of an obwieszczenie: „Warszawa, dnia 30 stycznia 2014 r. Poz. 121”
	reDziennikPoz = regexp.MustCompile(`(?s)DZIENNIK\s+USTAW.{0,200}?Warszawa,\s+dnia\s+\d{1,2}\s+\p{L}+\s+(\d{4})\s*r\.\s*Poz\.\s*(\d+)`)
)

// consolidation reads a statute header's consolidated-text data.
func consolidation(m *Meta, h string) {
	if s := reOpracowano.FindStringSubmatch(h); s != nil {
		m.set("consolidated", &m.Consolidated, consolidatedRef(s[1]), FromHeader)
	}
	if s := reTableDzU.FindStringSubmatch(h); s != nil {
		m.set("consolidated", &m.Consolidated, "Dz.U. "+s[1]+" poz. "+trimZeros(s[2]), FromHeader)
	}
	if s := reDziennikPoz.FindStringSubmatch(h); s != nil {
		m.set("consolidated", &m.Consolidated, "Dz.U. "+s[1]+" poz. "+trimZeros(s[2]), FromHeader)
	}
	if s := reStanNa.FindStringSubmatch(h); s != nil {
		m.set("in_force", &m.InForce, isoDate(s[1]), FromHeader)
	}
	last := ""
	for _, r := range reAmendRow.FindAllStringSubmatch(h, -1) {
		if d := isoDate(r[1]); d > last {
			last = d
		}
	}
	m.set("in_force", &m.InForce, last, FromHeader)
	if s := reObwieszczenie.FindStringSubmatch(h); s != nil {
		m.set("in_force", &m.InForce, isoDate(s[1]), FromHeader)
	}
}

// nameVersion gives a statute whose file names no version (Meta.Version)
// the one its date or Dz.U. says: the „stan na” date ("2020-01-01"), else
// the consolidated text's Dz.U. ("Dz.U.2025.1071"), the two forms
// VersionDate reads.
func nameVersion(m *Meta) {
	if (m.Kind != Statute && m.Kind != EUAct) || m.Version != "" {
		return
	}
	if m.InForce != "" {
		m.set("version", &m.Version, m.InForce, m.From["in_force"])
		return
	}
	if k := pl.DzUKey(m.Consolidated); k != "" {
		v := "Dz.U." + strings.ReplaceAll(strings.TrimPrefix(k, "DZU:"), "/", ".")
		m.set("version", &m.Version, v, m.From["consolidated"])
	}
}

// consolidatedRef writes a Dz.U. reference of a consolidated text the one
// way: "Dz.U. 2025 poz. 1071" ("Dz.U. 1997 Nr 78 poz. 483" for the numbered
// form); "" when s holds none.
func consolidatedRef(s string) string {
	k := pl.DzUKey(s)
	p := strings.Split(strings.TrimPrefix(k, "DZU:"), "/")
	switch len(p) {
	case 2:
		return "Dz.U. " + p[0] + " poz. " + p[1]
	case 3:
		return "Dz.U. " + p[0] + " Nr " + p[1] + " poz. " + p[2]
	}
	return ""
}

func trimZeros(s string) string {
	if t := strings.TrimLeft(s, "0"); t != "" {
		return t
	}
	return "0"
}

// versionOf makes a source's StatuteVersion.
func versionOf(s *Source) StatuteVersion {
	v := StatuteVersion{Source: s, InForce: s.Meta.InForce, Consolidated: s.Meta.Consolidated}
	if v.InForce != "" {
		v.Basis = strings.Fields(s.Meta.From["in_force"] + " ?")[0]
		if strings.HasPrefix(s.Meta.From["in_force"], FromFileName) {
			v.Basis = FromFileName
		}
		return v
	}
	year := ""
	if f := strings.Fields(v.Consolidated); len(f) >= 2 {
		year = f[1]
	} else if strings.HasPrefix(s.Meta.Version, "Dz.U.") && len(s.Meta.Version) >= 9 {
		year = s.Meta.Version[5:9]
	} else if isoDate(s.Meta.Version) != "" {
		v.InForce, v.Basis = isoDate(s.Meta.Version), "version"
		return v
	}
	if len(year) == 4 {
		v.InForce, v.Basis = year+"-01-01", "Dz.U. year (approximate)"
	}
	return v
}

// Versions returns the consolidated texts of an act the library holds,
// newest first (by InForce, the unknown last). act is what a memo or a user
// writes: "KC", "k.c.", "Kodeks cywilny", a Dz.U. of an act in the library.
func (l *Library) Versions(act string) ([]StatuteVersion, error) {
	key := actKey(act)
	if key == "" {
		key = pl.DzUKey(act)
	}
	l.mu.RLock()
	ss := l.byAct[key]
	if len(ss) == 0 && key == "" {
		ss = l.byAct[strings.ToUpper(strings.TrimSpace(act))]
	}
	var out []StatuteVersion
	for _, s := range ss {
		out = append(out, versionOf(s))
	}
	l.mu.RUnlock()
	if len(out) == 0 {
		return nil, &NotFound{Query: Query{Act: act}, Kind: ActAbsent, Reason: fmt.Sprintf("act %q is not in the library", act)}
	}
	sortVersions(out)
	return out, nil
}

func sortVersions(vs []StatuteVersion) {
	sort.SliceStable(vs, func(i, k int) bool {
		a, b := vs[i], vs[k]
		if (a.InForce == "") != (b.InForce == "") {
			return b.InForce == ""
		}
		if a.InForce != b.InForce {
			return a.InForce > b.InForce
		}
		return versionKey(a.Source.Meta.Version) > versionKey(b.Source.Meta.Version)
	})
}

// VersionAt returns the version of an act in force on a date (ISO or as a
// memo writes it): the newest whose InForce is not after the date. A date
// before every version the library holds, or versions of unknown date only,
// is a *NotFound: the caller decides (the library never guesses).
func (l *Library) VersionAt(act, date string) (*StatuteVersion, error) {
	d := isoDate(date)
	if d == "" {
		return nil, fmt.Errorf("not a date: %q", date)
	}
	vs, err := l.Versions(act)
	if err != nil {
		return nil, err
	}
	for i := range vs {
		if vs[i].InForce != "" && vs[i].InForce <= d {
			return &vs[i], nil
		}
	}
	return nil, &NotFound{Query: Query{Act: act, Date: date}, Kind: ActAbsent, Reason: fmt.Sprintf("no version of %s in the library is in force on %s (oldest: %s)", act, d, orUnknown(vs[len(vs)-1].InForce))}
}

func orUnknown(s string) string {
	if s == "" {
		return "unknown date"
	}
	return s
}
