package pl

import (
	"strings"

	"citeguard/norm"
)

// The outcome of a case as a memo states it („apelacja okazała się
// zasadna”, „powództwo zostało oddalone”, „doszło do uchylenia wyroku”,
// „oddalił apelację”): which remedy, granted or dismissed. The words come
// from words.txt's outcome sets; a memo typed without Polish letters
// („okazala sie uzasadniona”) reads the same. A ruling's operative part is
// read by the engine (engine/sentencja.go, with data/verdicts.tsv), which
// compares the two (engine.CaseOutcomeDiffers).

// Outcome is one outcome: the remedy decided on and whether it was granted.
type Outcome struct {
	// Remedy is the key of the remedy (RemedyKey: "apela", "skarg",
	// "powod"); "" when the ruling under appeal is what was changed or
	// set aside („uchyla zaskarżony wyrok”: the remedy granted, whichever).
	Remedy  string
	Granted bool
}

// The word sets of outcomes.
var (
	// OutcomeSubjects name a remedy: „apelacja”, „skargę”, „powództwa”.
	OutcomeSubjects = wordSet("outcomeSubjects")
	// OutcomeRulings name the ruling under appeal: „wyrok”, „wyroku”.
	OutcomeRulings = wordSet("outcomeRulings")
	// OutcomeCopulas are the past tense of „okazać się”.
	OutcomeCopulas = wordSet("outcomeCopulas")
	// OutcomeGranted and OutcomeDismissed are what the remedy proved to be.
	OutcomeGranted   = wordSet("outcomeGranted")
	OutcomeDismissed = wordSet("outcomeDismissed")
	// OutcomeAuxiliaries are the past passive's „została”.
	OutcomeAuxiliaries = wordSet("outcomeAuxiliaries")
	// OutcomeLeads are the verbs a noun of the outcome follows: „doszło
	// (do uchylenia)”, „skutkowało (zmianą)”.
	OutcomeLeads = wordSet("outcomeLeads")
	// OutcomeGrantStems and OutcomeDismissStems start the words of an
	// outcome (prefixes): „uchyl”, „oddal”.
	OutcomeGrantStems   = wordSet("outcomeGrantStems")
	OutcomeDismissStems = wordSet("outcomeDismissStems")
)

// folded holds the folded writing of every word of the outcome sets, so
// that a word typed without Polish letters is found.
var folded = func() map[*WordSet]map[string]bool {
	out := map[*WordSet]map[string]bool{}
	for _, s := range []*WordSet{&OutcomeSubjects, &OutcomeRulings, &OutcomeCopulas, &OutcomeGranted, &OutcomeDismissed, &OutcomeAuxiliaries, &OutcomeLeads} {
		m := map[string]bool{}
		for _, w := range s.List() {
			m[norm.FoldDiacritics(w)] = true
		}
		out[s] = m
	}
	return out
}()

// hasFold reports whether w, or w typed without Polish letters, is in s.
func hasFold(s *WordSet, w string) bool {
	return s.Has(w) || folded[s][w]
}

// stemFold reports whether one of the stems of s starts w, also without
// Polish letters.
func stemFold(s WordSet, w string) bool {
	f := norm.FoldDiacritics(w)
	for _, p := range s.List() {
		if strings.HasPrefix(w, p) || strings.HasPrefix(f, norm.FoldDiacritics(p)) {
			return true
		}
	}
	return false
}

// RemedyKey is the key of a remedy's word (its first five letters,
// without Polish letters: "apelacja", "apelację", "apelacji" → "apela"),
// or "" for a word that names none.
func RemedyKey(w string) string {
	if !hasFold(&OutcomeSubjects, w) {
		return ""
	}
	r := []rune(norm.FoldDiacritics(w))
	return string(r[:min(5, len(r))])
}

// isRuling reports whether w names the ruling under appeal.
func isRuling(w string) bool { return hasFold(&OutcomeRulings, w) }

// outcomeWindow is how many words before or after an outcome's verb its
// subject may stand („apelacja pozwanego w tamtej sprawie okazała się”).
const outcomeWindow = 6

// ReadOutcome reads the first outcome stated by ws (lower-case words in
// order) in the past tense: „apelacja okazała się zasadna”, „powództwo
// zostało oddalone”, „doszło do uchylenia wyroku”, „skarga nie została
// uwzględniona”. A future or conditional („okaże się”, „zostanie”) states
// none.
func ReadOutcome(ws []string) (Outcome, bool) {
	for k, w := range ws {
		neg := k > 0 && ws[k-1] == "nie"
		switch {
		case hasFold(&OutcomeCopulas, w) && k+2 < len(ws) && (ws[k+1] == "się" || ws[k+1] == "sie"):
			g, ok := adjective(ws[k+2])
			if !ok {
				continue
			}
			if r, ok := subjectNear(ws, k); ok && r != "" {
				return Outcome{Remedy: r, Granted: g != neg}, true
			}
		case hasFold(&OutcomeAuxiliaries, w) && k+1 < len(ws):
			g, ok := outcomeStem(ws[k+1])
			if !ok || !participle(ws[k+1]) {
				continue
			}
			r, ok := subjectNear(ws, k)
			if !ok {
				continue
			}
			if r == "" && !g {
				continue // „wyrok został oddalony”: no outcome
			}
			return Outcome{Remedy: r, Granted: g != neg}, true
		case hasFold(&OutcomeLeads, w):
			j := k + 1
			if j < len(ws) && (ws[j] == "do" || ws[j] == "się" || ws[j] == "sie") {
				j++
			}
			if j >= len(ws) {
				continue
			}
			g, ok := outcomeStem(ws[j])
			if !ok || participle(ws[j]) {
				continue
			}
			r := ""
			if j+1 < len(ws) {
				r = RemedyKey(ws[j+1]) // „oddalenia apelacji”
			}
			return Outcome{Remedy: r, Granted: g != neg}, true
		}
	}
	return Outcome{}, false
}

// adjective reads what a remedy proved to be: granted (true) or
// dismissed.
func adjective(w string) (granted, ok bool) {
	switch {
	case hasFold(&OutcomeGranted, w):
		return true, true
	case hasFold(&OutcomeDismissed, w):
		return false, true
	}
	return false, false
}

// outcomeStem reads a word of an outcome by its stem: granted (true) or
// dismissed.
func outcomeStem(w string) (granted, ok bool) {
	switch {
	case stemFold(OutcomeGrantStems, w):
		return true, true
	case stemFold(OutcomeDismissStems, w):
		return false, true
	}
	return false, false
}

// participle reports whether w ends like a passive participle
// („oddalone”, „uwzględniona”, „uchylony”).
func participle(w string) bool {
	for _, s := range []string{"ona", "one", "ony", "eni"} {
		if strings.HasSuffix(w, s) {
			return true
		}
	}
	return false
}

// subjectNear finds the subject of the outcome verb at k: the nearest
// remedy (its key) or ruling under appeal ("") within outcomeWindow
// words, before it first.
func subjectNear(ws []string, k int) (string, bool) {
	for j := k - 1; j >= 0 && j >= k-outcomeWindow; j-- {
		if r := RemedyKey(ws[j]); r != "" {
			return r, true
		}
		if isRuling(ws[j]) {
			return "", true
		}
	}
	for j := k + 1; j < len(ws) && j <= k+outcomeWindow; j++ {
		if r := RemedyKey(ws[j]); r != "" {
			return r, true
		}
	}
	return "", false
}

// PowodKey is RemedyKey of „powództwo”: the claim itself, decided at first
// instance, not a remedy against a ruling.
const PowodKey = "powod"

// OutcomeBackRefs point, beside „sprawie”, back to a case cited before:
// „w tej sprawie”, „w tamtej sprawie”, „w przywołanej sprawie”.
var OutcomeBackRefs = wordSet("outcomeBackRefs")

// ReadActOutcome reads the first outcome a court's act states in ws
// (lower-case words in order): „oddalił apelację”, „nie uwzględnił
// skargi”, „uwzględniono apelację”, „uchylił zaskarżony wyrok” (also without Polish letters:
// „oddalil apelacje”).
func ReadActOutcome(ws []string) (Outcome, bool) {
	for k, w := range ws {
		g, ok := outcomeStem(w)
		if !ok || !pastActive(w) {
			continue
		}
		neg := k > 0 && ws[k-1] == "nie"
		for j := k + 1; j < len(ws) && j <= k+3; j++ {
			if r := RemedyKey(ws[j]); r != "" {
				return Outcome{Remedy: r, Granted: g != neg}, true
			}
			if isRuling(ws[j]) && g {
				return Outcome{Granted: !neg}, true
			}
		}
	}
	return Outcome{}, false
}

// pastActive reports whether w ends like the past tense of a court's act
// („oddalił”, „uchyliła”, „oddalil”, the impersonal „uwzględniono”).
func pastActive(w string) bool {
	for _, s := range []string{"ił", "iła", "iło", "il", "ila", "ilo", "ono"} {
		if strings.HasSuffix(w, s) {
			return true
		}
	}
	return false
}
