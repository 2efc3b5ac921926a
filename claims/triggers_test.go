package claims

import (
	"strings"
	"testing"

	"citeguard/pl"
)

// TestTriggersCoverWordSets: the trigger words are a filter before the
// word sets are read (findTriggers), so every word of a set must start
// with a trigger of its kind — a verb added to pl/data/words.txt without
// its stem here would never be read.
func TestTriggersCoverWordSets(t *testing.T) {
	t.Parallel()
	stems := map[int][]string{}
	for a := range triggerTable {
		for b := range triggerTable[a] {
			for _, tr := range triggerTable[a][b] {
				stems[tr.kind] = append(stems[tr.kind], tr.needle)
			}
		}
	}
	covered := func(kind int, w string) bool {
		for _, s := range stems[kind] {
			if strings.HasPrefix(w, s) {
				return true
			}
		}
		return false
	}
	for _, c := range []struct {
		kind int
		name string
		set  pl.WordSet
	}{
		{tVerb, "stanowiskoVerbs", pl.StanowiskoVerbs}, {tVerb, "adoptVerbs", pl.AdoptVerbs},
		{tProc, "procedureWords", pl.ProcedureWords}, {tProc, "procedureBy", pl.ProcedureBy},
		{tZdaniem, "opinionWords", pl.OpinionWords},
	} {
		for _, w := range c.set.List() {
			if w == "trafnie" {
				continue // in stanowiskoVerbs as a word a finite verb may be; never a position's verb
			}
			if !covered(c.kind, w) {
				t.Errorf("%s: %q starts with no trigger of its kind (triggers.go)", c.name, w)
			}
		}
	}
	for _, w := range pl.FormWritings() {
		if !covered(tForm, w.Writing) {
			t.Errorf("formwords.tsv: %q starts with no stem of MemoFormStems", w.Writing)
		}
	}
}

// TestEveryPositionVerbIsRead: a court's position with a verb whose stem
// was no trigger ("akcentuje", "opowiada się za") was read as a procedural
// fact or a bare citation, so the holding went unchecked.
func TestEveryPositionVerbIsRead(t *testing.T) {
	t.Parallel()
	for _, verb := range []string{"akcentuje", "opowiada się za poglądem", "akcentował", "opowiedział się za poglądem"} {
		text := "Sąd Najwyższy w wyroku z dnia 5 lipca 2002 r., III CZP 39/02, " + verb + ", że kara umowna jest należna niezależnie od szkody."
		res := Extract(Input{Text: text})
		if len(res.Claims) != 1 || res.Claims[0].ClaimType != "stanowisko_sadu" || res.Claims[0].ClaimText != "kara umowna jest należna niezależnie od szkody" {
			t.Errorf("%q: %+v", verb, res.Claims)
		}
	}
}
