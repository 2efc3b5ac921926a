package check

import (
	"sort"

	"citeguard/cite"
	"citeguard/engine"
	"citeguard/library"
	"citeguard/norm"
)

// chooseVersion picks, among the versions of an act, the one in force on
// date (ISO): the latest that states the law on or before that day, else
// the earliest after it (accuracy §3); later reports that the library has
// no version in force then. With no date, or a version without a date,
// there is no choice ("").
func chooseVersion(versions []string, date string) (pick string, later bool) {
	type ver struct{ name, from string }
	seen := map[string]bool{}
	var vs []ver
	for _, v := range versions {
		if seen[v] {
			continue
		}
		seen[v] = true
		from := library.VersionDate(v)
		if from == "" {
			return "", false
		}
		vs = append(vs, ver{v, from})
	}
	if len(vs) == 0 || date == "" {
		return "", false
	}
	sort.Slice(vs, func(i, j int) bool { return vs[i].from < vs[j].from })
	p := vs[0]
	for _, v := range vs {
		if v.from <= date {
			p = v
		}
	}
	return p.name, p.from > date
}

// splitVersion parts the spans of a provision into those of version v and
// the others; with no version chosen all are "chosen".
func splitVersion(spans []library.Span, v string) (chosen, others []library.Span) {
	for _, sp := range spans {
		if v == "" || sp.Version() == v {
			chosen = append(chosen, sp)
		} else {
			others = append(others, sp)
		}
	}
	return chosen, others
}

// versionsOf lists the versions of an act a resolution found.
func versionsOf(res *library.Resolution) []string {
	var out []string
	for _, s := range res.Sources {
		out = append(out, s.Meta.Version)
	}
	return out
}

// earliestVersion is the earliest day from which a version of versions
// states the law (ISO), "" when none says.
func earliestVersion(versions []string) string {
	e := ""
	for _, v := range versions {
		if d := library.VersionDate(v); d != "" && (e == "" || d < e) {
			e = d
		}
	}
	return e
}

// versionChoice adds to a statute version why it was used: in force on
// the memo's date, or the earliest the library has, the memo being older.
func versionChoice(version cite.Note, date string, later bool) cite.Note {
	if later {
		return cite.Wrap(version, cite.EarliestInLibrary, date)
	}
	return cite.Wrap(version, cite.InForceOnMemoDate, date)
}

// versionHolds reports whether the chosen version's text holds a
// quotation across a damaged rendering (engine.HeldAcrossInsertions): in
// the spans of the cited unit, or — when the version lacks the unit, its
// number broken in the rendering („Art. 353 1 .”) — anywhere in the act's
// text of that version.
func (c *Checker) versionHolds(quote string, chosen []library.Span, sources []*library.Source, version string) bool {
	for _, sp := range chosen {
		if engine.HeldAcrossInsertions(quote, norm.NewSource(sp.Text)) {
			return true
		}
	}
	if len(chosen) > 0 || version == "" {
		return false
	}
	for _, s := range sources {
		if s.Meta.Version != version {
			continue
		}
		for _, r := range s.Readable() {
			if es, err := c.res.EngineText(r.TextHash); err == nil && engine.HeldAcrossInsertions(quote, es) {
				return true
			}
		}
	}
	return false
}
