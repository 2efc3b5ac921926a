package saos

import (
	_ "embed"
	"fmt"
	"sort"
	"strings"
	"sync"
)

// commonCourtsTSV is generated from SAOS's commonCourts.xml by
// tools/cmd/gencourts: per line a court code, its name and its divisions.
//
//go:embed commoncourts.tsv
var commonCourtsTSV string

// CourtTable names common courts and their divisions by code.
type CourtTable struct {
	courts    map[string]string // court code → name
	divisions map[string]string // court code + "/" + division code → name
}

// Court returns the name of the common court with the 8-digit code.
func (t *CourtTable) Court(code string) (string, bool) {
	n, ok := t.courts[code]
	return n, ok
}

// Division returns the name of a division of a common court.
func (t *CourtTable) Division(court, division string) (string, bool) {
	n, ok := t.divisions[court+"/"+division]
	return n, ok
}

// Len is the number of courts in the table.
func (t *CourtTable) Len() int { return len(t.courts) }

// ParseCourtTable reads a table in the format of commoncourts.tsv.
func ParseCourtTable(tsv string) (*CourtTable, error) {
	t := &CourtTable{courts: map[string]string{}, divisions: map[string]string{}}
	for n, line := range strings.Split(tsv, "\n") {
		if line == "" || line[0] == '#' {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) < 2 || len(f[0]) != 8 || f[1] == "" {
			return nil, fmt.Errorf("court table line %d: want CODE<TAB>NAME[<TAB>DIV=NAME…]", n+1)
		}
		t.courts[f[0]] = f[1]
		for _, d := range f[2:] {
			code, name, ok := strings.Cut(d, "=")
			if !ok || code == "" {
				return nil, fmt.Errorf("court table line %d: division %q is not CODE=NAME", n+1, d)
			}
			t.divisions[f[0]+"/"+code] = name
		}
	}
	return t, nil
}

var (
	builtinOnce sync.Once
	builtin     *CourtTable
)

// Courts returns the built-in table of common courts (374 courts of SAOS's
// commonCourts.xml).
func Courts() *CourtTable {
	builtinOnce.Do(func() {
		t, err := ParseCourtTable(commonCourtsTSV)
		if err != nil {
			panic("saos: built-in court table: " + err.Error()) // generated data; a test parses it
		}
		builtin = t
	})
	return builtin
}

// Codes returns the codes of the courts in the table, in order.
func (t *CourtTable) Codes() []string {
	out := make([]string, 0, len(t.courts))
	for c := range t.courts {
		out = append(out, c)
	}
	sort.Strings(out)
	return out
}

// Divisions returns the division codes of a court, in order.
func (t *CourtTable) Divisions(court string) []string {
	var out []string
	for k := range t.divisions {
		if c, d, _ := strings.Cut(k, "/"); c == court {
			out = append(out, d)
		}
	}
	sort.Strings(out)
	return out
}
