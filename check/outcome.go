package check

import (
	"strings"
	"unicode"

	"citeguard/cite"
	"citeguard/claims"
	"citeguard/engine"
	"citeguard/norm"
	"citeguard/pl"
	"citeguard/reports"
)

// checkOutcome compares the outcome a procedural fact states with the case
// as its subject („apelacja okazała się zasadna”, „doszło do uchylenia
// wyroku”)
// with the operative part of the ruling it was verified against (src, read
// by the engine, the one reader of an operative part):
// an outcome the operative part contradicts („zasadna” where the ruling
// „oddala apelację”) is no verified fact but 🟡 WYMAGA_OSADU, the two
// outcomes named. A ruling decided in part, an operative part that is not
// in the text, or one that speaks of another remedy leave the fact as it
// is.
func checkOutcome(rc *reports.Claim, cl claims.Claim, src *norm.Source) {
	if cl.ClaimType != cite.FaktProceduralny || rc.Status != cite.Zweryfikowany && rc.Status != cite.WymagaOsadu {
		return
	}
	ws := strings.FieldsFunc(strings.ToLower(cl.ClaimText), func(r rune) bool { return !unicode.IsLetter(r) })
	// The court's own act („oddalił apelację”) is the engine's
	// (engine/outcome.go: 🔴 where the operative part says otherwise);
	// here the outcome stated with the case as subject.
	o, ok := pl.ReadOutcome(ws)
	if !ok {
		return
	}
	found, differs := engine.CaseOutcomeDiffers(o, src)
	if !differs {
		return
	}
	rc.Status = cite.WymagaOsadu
	rc.Found.Note = append(rc.Found.Note, cite.Found(cite.OutcomeDiffers, clip(cl.ClaimText, 160), found)...)
}
