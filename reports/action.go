package reports

import (
	"strings"

	"citeguard/cite"
)

// Action is what the lawyer must do with a memo: its decision (cite.Decision,
// the code of SPEC that routes the memo) said as the next step. Popraw
// splits in two: a memo whose only items are for the lawyer's judgment
// (🟡 Do oceny prawnika) can be sent once they are looked at; one with a
// quotation to correct (🟡 Drobne różnice, 🟠 Niedosłowny cytat, or an item
// whose findings ask for a correction) must be corrected first. It is read
// from the statuses and coded findings, which the JSON keeps, so a report
// read back from its JSON says the same.
type Action int

// The actions, best first.
const (
	ActSend   Action = iota // Wyślij: nothing to do
	ActReview               // Popraw with only items to judge: send after looking at them
	ActFix                  // Popraw with something to correct
	ActStop                 // Pełna weryfikacja, or not checked: do not send
)

// actionLooks are each action's words (the decision box, the badge, the
// INDEX filter) and CSS class.
var actionLooks = [...]struct{ word, class string }{
	ActSend:   {"Można wysłać", "send"},
	ActReview: {"Można wysłać po przejrzeniu", "review"},
	ActFix:    {"Popraw przed wysłaniem", "fix"},
	ActStop:   {"Nie wysyłaj", "stop"},
}

// Actions lists the actions, worst first (the order of INDEX's filters).
func Actions() []Action { return []Action{ActStop, ActFix, ActReview, ActSend} }

// Word is the action as the lawyer reads it: „Można wysłać po przejrzeniu”.
func (a Action) Word() string { return actionLooks[a.valid()].word }

// Class is the action's CSS class: stop, fix, review, send.
func (a Action) Class() string { return actionLooks[a.valid()].class }

// Detail is a headline of this action without the action's words in
// front: „1 teza do oceny prawnika” of „Można wysłać po przejrzeniu 1
// miejsca: 1 teza do oceny prawnika”.
func (a Action) Detail(headline string) string { return headlineDetail(headline, a) }

// MarshalText writes the action as its class (stop, fix, review, send).
func (a Action) MarshalText() ([]byte, error) { return []byte(a.Class()), nil }

// UnmarshalText reads an action written by MarshalText; an unknown word is
// ActStop (shown as blocking).
func (a *Action) UnmarshalText(b []byte) error {
	*a = ActStop
	for i, l := range actionLooks {
		if l.class == string(b) {
			*a = Action(i)
		}
	}
	return nil
}

// valid is a, or ActStop for a value outside the table (shown as blocking).
func (a Action) valid() Action {
	if a < ActSend || a > ActStop {
		return ActStop
	}
	return a
}

// ActionOf is what the lawyer must do with memo m.
func ActionOf(m *Memo) Action {
	if m.Error != "" {
		return ActStop
	}
	switch m.Decision {
	case cite.Wyslij:
		return ActSend
	case cite.Popraw:
		_, nFix, _, nJudge := softCounts(m)
		if nFix > 0 || nJudge == 0 { // nothing to judge: a decision the revision rule held
			return ActFix
		}
		return ActReview
	}
	return ActStop
}

// toCorrect reports whether a claim must be corrected in the memo (not
// only looked at) before it is sent: a quotation with differences or not
// verbatim, or a claim for judgment whose findings ask for a correction
// too (a quotation with minor differences in a ruling of another court, a
// signature to complete).
func toCorrect(c *Claim) bool {
	if c.Status == cite.Zmodyfikowany || c.Status == cite.Kalibracja {
		return true
	}
	return c.Status == cite.WymagaOsadu && asksCorrection(c.Found.Note)
}

// correctionCodes are the findings that ask for a correction of the memo
// (their advice: popraw, zamień, wskaż, uzupełnij, podaj, dodaj).
var correctionCodes = map[cite.Code]bool{
	cite.MinorDifferences: true, cite.QuoteAbsentTopicCovered: true, cite.AmbiguousSignature: true,
	cite.ShortFormUnresolved: true, cite.NeedsIdentification: true, cite.QuoteFoundNoCitation: true,
	cite.NoCitationForPassage: true, cite.SourceNotNamed: true, cite.OneOfSeveral: true,
	cite.QuoteFromOtherArticle: true, cite.QuoteFromOtherArticleExcerpt: true,
}

// asksCorrection reports whether a finding of n, or one it wraps, asks for
// a correction.
func asksCorrection(n cite.Note) bool {
	for _, f := range n {
		if correctionCodes[f.Code] || asksCorrection(f.Of) {
			return true
		}
	}
	return false
}

// placeForms count the places of a memo to look at or correct.
var (
	placesToSee = forms{"miejsca", "miejsc", "miejsc"}  // po przejrzeniu N …
	placesToFix = forms{"miejsce", "miejsca", "miejsc"} // popraw N …
)

// softCounts splits the memo's items that do not block into those to
// correct and those to judge, each counted by problemCounts' words, with
// how many claims each holds.
func softCounts(m *Memo) (fix string, nFix int, judge string, nJudge int) {
	var fixes, judges Memo
	for _, c := range m.Results {
		switch {
		case c.Status.Blocks() || c.Status == cite.Zweryfikowany:
		case toCorrect(&c):
			fixes.Results = append(fixes.Results, c)
		default:
			judges.Results = append(judges.Results, c)
		}
	}
	return problemCounts(&fixes, false), len(fixes.Results), problemCounts(&judges, false), len(judges.Results)
}

// softHeadline is the headline of a Popraw memo: „Można wysłać po
// przejrzeniu 2 miejsc: 2 tezy do oceny prawnika” or „Popraw przed
// wysłaniem 1 miejsce: 1 cytat z drobnymi różnicami; przejrzyj też 1 miejsce:
// 1 teza do oceny prawnika”.
func softHeadline(m *Memo) string {
	fix, nFix, judge, nJudge := softCounts(m)
	switch {
	case nFix == 0 && nJudge == 0:
		return ActFix.Word() + ": " + heldWords
	case nFix == 0:
		return ActReview.Word() + " " + placesToSee.n(nJudge) + ": " + judge
	}
	s := ActFix.Word() + " " + placesToFix.n(nFix) + ": " + fix
	if nJudge > 0 {
		s += "; przejrzyj też " + placesToFix.n(nJudge) + ": " + judge
	}
	return s
}

// heldWords say a decision held by the revision rule (Memo.Revise), in
// a headline with nothing else to say.
const heldWords = "ocena poprzedniej wersji utrzymana, bo wyniki sprawdzenia się nie zmieniły"

// headlineDetail is the headline without the action's words in front,
// up to its first colon (for INDEX, whose badge says them): „1 teza do
// oceny prawnika”.
func headlineDetail(h string, a Action) string {
	if rest, ok := strings.CutPrefix(h, a.Word()); ok {
		if _, detail, ok := strings.Cut(rest, ": "); ok {
			return detail
		}
		return strings.TrimLeft(rest, ": ")
	}
	return h
}
