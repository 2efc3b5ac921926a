package check

import (
	"sort"

	"citeguard/library"
	"citeguard/reports"
)

// versionFor keeps the spans of the statute version in force on date (ISO):
// the latest version that states the law on or before that day, else the
// earliest after it (accuracy §3). It returns the spans of that version
// and whether it is later than date (the library has no version in force
// then). With no date, or versions without dates, every span stays (the
// best outcome wins).
func versionFor(spans []library.Span, date string) ([]library.Span, bool) {
	if len(spans) == 0 {
		return spans, false
	}
	type ver struct{ name, from string }
	seen := map[string]bool{}
	var vs []ver
	for i := range spans {
		v := spans[i].Version()
		if !seen[v] {
			seen[v] = true
			vs = append(vs, ver{v, library.VersionDate(v)})
		}
	}
	if len(vs) == 1 || date == "" {
		return spans, date != "" && vs[0].from != "" && vs[0].from > date
	}
	for _, v := range vs {
		if v.from == "" {
			return spans, false
		}
	}
	sort.Slice(vs, func(i, j int) bool { return vs[i].from < vs[j].from })
	pick, later := vs[0], vs[0].from > date
	for _, v := range vs {
		if v.from <= date {
			pick = v
		}
	}
	var out []library.Span
	for _, sp := range spans {
		if sp.Version() == pick.name {
			out = append(out, sp)
		}
	}
	return out, later
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

// versionChoice says why a statute version was used, after its name in
// the report: „obowiązujący w dniu memo (5 maja 2019 r.)”, or that the memo
// is older than every version of the library.
func versionChoice(date string, later bool) string {
	switch {
	case date == "":
		return ""
	case later:
		return "najwcześniejszy w bibliotece; memo z " + reports.DateWords(date) + " jest starsze"
	}
	return "obowiązujący w dniu memo (" + reports.DateWords(date) + ")"
}
