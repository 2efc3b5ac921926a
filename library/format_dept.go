package library

import (
	"regexp"
	"strings"

	"citeguard/pl"
)

// reDeptLine is a court's department named with its numeral at the head of a
// ruling: "Sąd Apelacyjny - III Wydział Pracy i Ubezpieczeń Społecznych",
// "w III Wydziale Cywilnym".
var reDeptLine = regexp.MustCompile(`\b([IVX]{1,5})[ \x{00a0}]+Wydzia(?:łu|le|ł)`)

// completeDepartments gives back the signatures of a header with the
// department numeral restored where the court left it out of its own
// signature ("Sygn. akt AUa 927/13" in the header of its III Wydział): the
// full writing comes from another writing of the same signature — the file
// name, another „Sygn. akt” line of the head or the document's end — or
// else from the department the head names with the court („Sąd Apelacyjny
// - III Wydział Pracy …”). It returns the completed signatures and the
// short writings they replace (aliases: a memo may cite those, too).
func completeDepartments(sigs []string, h, text string, fn Meta) (out, short []string) {
	var full []string
	full = append(full, fn.Signatures...)
	for _, l := range strings.Split(h, "\n") {
		t := strings.TrimLeft(strings.TrimSpace(l), "(#*- \u00a0")
		if strings.HasPrefix(t, "Sygn") || strings.HasPrefix(t, "SYGN") {
			full = append(full, sygnValues(t)...)
		}
	}
	if t := tailSignature(text); t != "" {
		full = append(full, t)
	}
	out = append([]string(nil), sigs...)
	for i, s := range out {
		if pl.SignatureDepartment(s) != "" {
			continue
		}
		done := false
		for _, f := range full {
			if pl.DepartmentLeftOut(s, f) {
				out[i], done = f, true
				break
			}
		}
		if !done {
			if d := ownDepartment(h); d != "" && pl.DepartmentLeftOut(s, d+" "+s) && pl.TakesDepartment(s) {
				out[i], done = d+" "+s, true
			}
		}
		if done {
			short = append(short, s)
		}
	}
	return out, short
}

// ownDepartment is the department numeral the head names with the ruling's
// court — the first "N Wydział" before the account of the case under appeal
// begins (its court's department is another's) — or "".
func ownDepartment(h string) string {
	end := len(h)
	if i := indexAny(h, "na skutek", "od wyroku", "od postanowienia", "od orzeczenia"); i >= 0 {
		end = i
	}
	m := reDeptLine.FindStringSubmatch(h[:end])
	if m == nil {
		return ""
	}
	return m[1]
}
