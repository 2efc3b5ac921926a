package reports

import (
	"fmt"
	"strings"
	"time"
)

// The memos of INDEX that wait without a report yet (Index.Waiting): a
// section of their own above the table of reports, so a lawyer who
// dropped a memo sees that it is there and why it has no report.

// waitingView is one waiting memo as INDEX.html shows it.
type waitingView struct{ Memo, State, Why, Since string }

// waitingViews are x's waiting memos for the HTML template.
func (x *Index) waitingViews() []waitingView {
	var out []waitingView
	for _, w := range x.Waiting {
		out = append(out, waitingView{Memo: plain(w.Name), State: WaitShort(w.State), Why: WaitWords(w), Since: sinceClock(w.Since, x.Generated)})
	}
	return out
}

// waitingMarkdown writes INDEX.md's section of waiting memos (nothing
// when none waits).
func waitingMarkdown(b *strings.Builder, x *Index) {
	if len(x.Waiting) == 0 {
		return
	}
	fmt.Fprintf(b, "## Czekają na sprawdzenie (%d)\n\n", len(x.Waiting))
	for _, w := range x.waitingViews() {
		fmt.Fprintf(b, "- **%s** — %s: %s", md(w.Memo), w.State, md(w.Why))
		if w.Since != "" {
			fmt.Fprintf(b, " (%s)", w.Since)
		}
		b.WriteString("\n")
	}
	b.WriteString("\n")
}

// sinceClock says when a waiting memo was first seen as INDEX can (a file
// read later, not refreshed): „od 14:05”, or with the date on another day.
func sinceClock(t, now time.Time) string {
	switch {
	case t.IsZero():
		return ""
	case t.YearDay() == now.YearDay() && t.Year() == now.Year():
		return "od " + t.Format("15:04")
	}
	return "od " + TimeWords(t)
}
