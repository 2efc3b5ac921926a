package reports

import (
	"fmt"
	"sort"
	"strings"
	"time"
)

// RunSummary is what one batch run (`citeguard watch -once`, a night's
// scheduled task) did: the memos by where they went, and those it left
// unchecked with why. The run prints its Line; INDEX lists the runs of the
// last days with Words.
type RunSummary struct {
	Start   time.Time      `json:"start"`
	End     time.Time      `json:"end"`
	Checked int            `json:"checked"`            // to checked/ (Wyślij)
	Fix     int            `json:"fix,omitempty"`      // to the fix folder (Popraw)
	Sent    int            `json:"sent,omitempty"`     // a gate's send folder
	Blocked int            `json:"blocked"`            // to blocked/
	Failed  int            `json:"failed"`             // not checked: failed/
	Left    int            `json:"left"`               // still in their folder: the next run takes them
	LeftWhy map[string]int `json:"left_why,omitempty"` // why they were left → how many
}

// Line is the run's summary for a scheduler's log, in English:
// "citeguard watch -once: 12 checked, 3 blocked, 1 failed, 2 left (library unavailable: 2)".
func (r RunSummary) Line() string {
	s := fmt.Sprintf("citeguard watch -once: %d checked, %d blocked, %d failed, %d left", r.Checked+r.Fix+r.Sent, r.Blocked, r.Failed, r.Left)
	if r.Fix+r.Sent > 0 {
		s += fmt.Sprintf(" (of the checked: %d to fix, %d sent)", r.Fix, r.Sent)
	}
	if why := reasons(r.LeftWhy); why != "" {
		s += " — left: " + why
	}
	return s
}

// Words is the run in Polish, for INDEX: „1 grudnia 2025 r., godz. 02:00:
// sprawdzone 12 (do poprawy 0), zablokowane 3, niesprawdzone 1,
// pozostawione 2 (…)”.
func (r RunSummary) Words() string {
	s := fmt.Sprintf("%s: sprawdzone %d", TimeWords(r.Start), r.Checked+r.Fix+r.Sent)
	if r.Fix+r.Sent > 0 {
		s += fmt.Sprintf(" (do poprawy %d, wysłane %d)", r.Fix, r.Sent)
	}
	s += fmt.Sprintf(", zablokowane %d, niesprawdzone %d, pozostawione w folderze %d", r.Blocked, r.Failed, r.Left)
	if why := reasons(r.LeftWhy); why != "" {
		s += " (" + why + ")"
	}
	return s
}

// Trouble reports whether the run needs someone: a memo blocked, failed or
// left unchecked.
func (r RunSummary) Trouble() bool { return r.Blocked+r.Failed+r.Left > 0 }

// reasons lists why memos were left: "library unavailable: 2, incomplete: 1".
func reasons(why map[string]int) string {
	var out []string
	for k, n := range why {
		out = append(out, fmt.Sprintf("%s: %d", k, n))
	}
	sort.Strings(out)
	return strings.Join(out, ", ")
}

// runsTitle names the batch runs INDEX lists: „Przebiegi nocne” only when
// every one of them started at night (22:00–6:00 in its own time zone, a
// night's scheduled task), else „Przebiegi zbiorcze” (runs started by hand
// or by day).
func runsTitle(runs []RunSummary) string {
	for _, r := range runs {
		if h := r.Start.Hour(); h >= 6 && h < 22 {
			return "Przebiegi zbiorcze"
		}
	}
	return "Przebiegi nocne"
}
