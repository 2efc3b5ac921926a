package pl

import (
	"regexp"
	"strings"
)

// The writings of a Dz.U. (Dziennik Ustaw) reference.
var (
	reDzUOld = regexp.MustCompile(`(?i)Dz\.?[ \x{00a0}]*U\.?[ \x{00a0}]*(?:z[ \x{00a0}]+)?(\d{4})(?:[ \x{00a0}]*r\.)?,?[ \x{00a0}]*Nr[ \x{00a0}]*(\d+),?[ \x{00a0}]*poz\.?[ \x{00a0}]*(\d+)`)
	reDzUNew = regexp.MustCompile(`(?i)Dz\.?[ \x{00a0}]*U\.?[ \x{00a0}]*(?:z[ \x{00a0}]+)?(\d{4})(?:[ \x{00a0}]*r\.)?[ \x{00a0}.,]*(?:poz\.?[ \x{00a0}]*)?(\d+)\b`)
	reDzUDot = regexp.MustCompile(`(?i)Dz\.U\.(\d{4})\.(\d+)\.(\d+)`)
)

// DzUKey turns the first Dz.U. reference in s into a key: "Dz. U. z 1964
// r. Nr 16, poz. 93" and "Dz.U.1964.16.93" → DZU:1964/16/93, "Dz.U. 2014
// poz. 121" → DZU:2014/121; "" when s holds none.
func DzUKey(s string) string {
	if m := reDzUDot.FindStringSubmatch(s); m != nil {
		return "DZU:" + m[1] + "/" + trimZero(m[2]) + "/" + trimZero(m[3])
	}
	if m := reDzUOld.FindStringSubmatch(s); m != nil {
		return "DZU:" + m[1] + "/" + trimZero(m[2]) + "/" + trimZero(m[3])
	}
	if m := reDzUNew.FindStringSubmatch(s); m != nil {
		return "DZU:" + m[1] + "/" + trimZero(m[2])
	}
	return ""
}

// FindDzUOld returns the first Dz.U. reference of the numbered form ("Dz.
// U. z 1964 r. Nr 16, poz. 93") in s as written, or "".
func FindDzUOld(s string) string { return reDzUOld.FindString(s) }

// DzUReference writes a table key's Dz.U. ("1964/16/93") the way a
// statute's header does: "Dz. U. z 1964 r. Nr 16, poz. 93".
func DzUReference(key string) string {
	p := strings.Split(strings.TrimPrefix(key, "DZU:"), "/")
	switch len(p) {
	case 3:
		return "Dz. U. z " + p[0] + " r. Nr " + p[1] + ", poz. " + p[2]
	case 2:
		return "Dz. U. z " + p[0] + " r. poz. " + p[1]
	}
	return ""
}

func trimZero(s string) string {
	t := strings.TrimLeft(s, "0")
	if t == "" {
		return "0"
	}
	return t
}
