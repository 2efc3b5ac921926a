package reports

import (
	"strconv"
	"strings"

	"citeguard/cite"
)

// Say words what the engine and check found (cite.Note) in Polish: each
// finding's words, one after another with "; " between them. The wording
// of the engine's findings is the reference script's (`citeguard task`
// prints it as ground-citations.mjs does); a lawyer reads a claim's note
// through noteWords, which says the same in plain Polish.
func Say(n cite.Note) string { return sayNote(n, false) }

// sayLawyer words a note for the lawyer's report: as Say, but a place in
// the library by the source's name alone (its file is for the technical
// details) and an act by the name a lawyer cites it by.
func sayLawyer(n cite.Note) string { return sayNote(n, true) }

func sayNote(n cite.Note, lawyer bool) string {
	parts := make([]string, 0, len(n))
	for _, f := range n {
		if w := sayFinding(f, lawyer); w != "" {
			parts = append(parts, w)
		}
	}
	return strings.Join(parts, "; ")
}

// sayFinding words one finding; a code without words is shown as it is,
// so that it is noticed (TestEveryCodeHasWords).
func sayFinding(f cite.Finding, lawyer bool) string {
	if w, ok := findingWords[f.Code]; ok {
		return w(findingArgs{f, lawyer})
	}
	return string(f.Code) + " " + strings.Join(f.Args, " ")
}

// findingArgs are a finding's arguments as its words read them: missing
// ones are empty. lawyer: worded for the lawyer's report (sayLawyer).
type findingArgs struct {
	cite.Finding
	lawyer bool
}

func args(f cite.Finding) findingArgs { return findingArgs{Finding: f} }

// say words a note the finding holds, in the finding's mode.
func (a findingArgs) say(n cite.Note) string { return sayNote(n, a.lawyer) }

// s is argument i.
func (a findingArgs) s(i int) string {
	if i < len(a.Args) {
		return a.Args[i]
	}
	return ""
}

// n is argument i as a number.
func (a findingArgs) n(i int) int {
	v, _ := strconv.Atoi(a.s(i))
	return v
}

// from is the arguments from i on.
func (a findingArgs) from(i int) []string {
	if i < len(a.Args) {
		return a.Args[i:]
	}
	return nil
}

// of is the words of the findings the finding lists or qualifies, with sep
// between them.
func (a findingArgs) of(sep string) string {
	parts := make([]string, 0, len(a.Of))
	for _, f := range a.Of {
		parts = append(parts, sayFinding(f, a.lawyer))
	}
	return strings.Join(parts, sep)
}

// unblocked is the words of the note the finding qualifies without its
// last „(BLOKADA)”: the qualifying words say whether it blocks.
func (a findingArgs) unblocked() string { return strings.TrimSuffix(a.say(a.Of), " (BLOKADA)") }

// place is a place in the library (two arguments from i: the source's
// label and its file): „III CZP 36/02 (uchwała, …), plik library/x.txt”;
// for the lawyer the label alone.
func (a findingArgs) place(i int) string {
	if file := a.s(i + 1); file != "" && !a.lawyer {
		return a.s(i) + ", plik " + file
	}
	return a.s(i)
}

// findingWords are the words of every code the engine and check use.
var findingWords = map[cite.Code]func(findingArgs) string{}

func init() {
	for _, table := range []map[cite.Code]func(findingArgs) string{anchorWords, quoteWords, contentWords, resolveWords, elsewhereWords, provisionWords, placeWords, onlineWords} {
		for c, w := range table {
			findingWords[c] = w
		}
	}
}

// word writes every coded finding of the memo into its words: a claim's
// note, re-anchoring and real source, its source place's title and
// version, a not-checked reference's reason. A field with no coded finding
// keeps what it holds (a report read back from JSON).
func (m *Memo) word() {
	set := func(dst *string, n cite.Note) {
		if len(n) > 0 {
			*dst = Say(n)
		}
	}
	for i := range m.Results {
		c := &m.Results[i]
		set(&c.Note, c.Found.Note)
		set(&c.Reanchored, c.Found.Reanchored)
		set(&c.RealSource, c.Found.RealSource)
		if p := c.SourcePlace; p != nil {
			set(&p.Title, p.TitleFound)
			set(&p.Version, p.VersionFound)
		}
	}
	for i := range m.NotChecked {
		set(&m.NotChecked[i].Why, m.NotChecked[i].Found)
	}
}
