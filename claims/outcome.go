package claims

import (
	"strings"

	"citeguard/cite"
	"citeguard/norm"
	"citeguard/pl"
)

// The outcome of a cited case, stated with the case as subject: „W sprawie
// II Ca 1/14 apelacja okazała się bezzasadna”, and after a sentence citing
// the ruling „W tej sprawie apelacja okazała się uzasadniona, co skutkowało
// zmianą wyroku”, „W przywołanej sprawie powództwo zostało oddalone”, „W
// tamtej sprawie doszło do uchylenia wyroku”. A procedural fact of that
// ruling (pl.ReadOutcome), checked against its operative part. The memo's
// own case („w niniejszej sprawie”), its own conclusion („apelacja okaże
// się zasadna”, „naszym zdaniem”) and the document's own case (a judgment's
// „apelacja okazała się zasadna” about itself) are none.

// statesOutcome reports whether the words state a case's outcome in the
// past tense.
func statesOutcome(ws []word) bool {
	_, ok := pl.ReadOutcome(lowerWords(ws))
	return ok
}

// lowerWords are the words' strings, without the period a word may keep
// (an abbreviation's).
func lowerWords(ws []word) []string {
	out := make([]string, len(ws))
	for k, w := range ws {
		out[k] = strings.TrimRight(w.s, ".")
	}
	return out
}

// caseBackRef finds „w tej sprawie”, „w sprawie tej”, „w tamtej sprawie”,
// „w przywołanej sprawie” among the words: the back-reference's text and
// whether it is the ambiguous „tej” (which a judgment also says of its own
// case).
func caseBackRef(ws []word) (ref string, near, ok bool) {
	for k, w := range ws {
		if norm.FoldDiacritics(w.s) != "sprawie" {
			continue
		}
		var adj string
		if k >= 2 && ws[k-2].s == "w" && pl.OutcomeBackRefs.Has(ws[k-1].s) {
			adj = ws[k-1].s // „w tej sprawie”
		} else if k >= 1 && ws[k-1].s == "w" && k+1 < len(ws) && pl.OutcomeBackRefs.Has(ws[k+1].s) {
			adj = ws[k+1].s // „w sprawie tej”
		}
		if adj == "" {
			continue
		}
		return "w " + adj + " sprawie", adj == "tej" || adj == "tejże", true
	}
	return "", false, false
}

// outcomeSentences is how many sentences back „w tamtej (przywołanej)
// sprawie” reaches for the ruling it names; „w tej sprawie” reaches
// recentSentences, in the same or the previous paragraph.
const outcomeSentences = 8

// outcomeByReference adds the procedural fact of sentence i that states
// the outcome of the case a back-reference names („W tej sprawie apelacja
// okazała się uzasadniona”), anchored to the ruling cited last before it —
// never the document's own case. It reports whether it added one.
func (x *extractor) outcomeByReference(i int, ws []word) bool {
	s := x.sents[i]
	if _, act := pl.ReadActOutcome(lowerWords(ws)); !act && !statesOutcome(ws) {
		return false // „W przywołanej sprawie Sąd oddalił apelację” is one too
	}
	ref, near, ok := caseBackRef(ws)
	if !ok || ownCaseWords(ws) || x.memoVoice(s, ws) {
		return false
	}
	t := x.lastRuling(s, near)
	if t == nil {
		return false
	}
	text, end := x.procedureText(s.Start, s.End)
	cl := Claim{ClaimType: cite.FaktProceduralny, ClaimText: text, Start: s.Start, End: end, Footnote: s.Footnote,
		Anchor: t.anchor, SourceID: t.id, AnchorFrom: cite.FromContext, AnchorCue: ref, Antecedent: t.id}
	x.claims = append(x.claims, cl)
	return true
}

// lastRuling is the ruling cited last before sentence s that a case
// back-reference may name: not the document's own case, in the same
// section, a few sentences back; for the near „w tej sprawie”, in the same
// paragraph or the one before (the same one when the document has a case
// of its own), within recentSentences.
func (x *extractor) lastRuling(s Sentence, near bool) *topic {
	d := &x.disc
	for k := len(d.entries) - 1; k >= 0 && k >= len(d.entries)-maxTopics; k-- {
		t := d.entries[k]
		if !t.ruling || t.anchor.Przepis != "" {
			continue
		}
		if d.isHome(t) || t.section != s.Section {
			return nil
		}
		if !near {
			if d.now-t.at <= outcomeSentences {
				return t
			}
			return nil
		}
		if d.now-t.at > recentSentences || t.para != s.Para && (t.para != s.Para-1 || d.home != nil) {
			return nil
		}
		return t
	}
	return nil
}

// mayOutcome is outcomeByReference's cheap test: a case named („sprawie”).
func mayOutcome(st string) bool {
	return strings.Contains(st, "sprawie")
}

// ownCaseWords is caseWords without „zaskarżony”: „zmiana wyroku w
// zaskarżonej części” of a cited case names that case's appeal, not the
// memo's own.
func ownCaseWords(ws []word) bool {
	var rest []word
	for _, w := range ws {
		if !strings.HasPrefix(w.s, "zaskarżon") && !strings.HasPrefix(w.s, "zaskarzon") {
			rest = append(rest, w)
		}
	}
	return caseWords(rest)
}
