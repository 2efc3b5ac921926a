package watcher

import (
	"testing"

	"citeguard/cite"
	"citeguard/reports"
)

// TestOutcomeCarried: a gate never sends a memo whose file carries
// comments or tracked changes (its recipients would see them), however
// clean its citations; an inbox places it as checked, with the advice in
// its report.
func TestOutcomeCarried(t *testing.T) {
	clean := func(c *reports.Carried) *reports.Memo {
		m := &reports.Memo{Memo: "m.docx", Results: []reports.Claim{{ID: "C1", Status: cite.Zweryfikowany}}, Carried: c}
		m.Finish()
		return m
	}
	gate := &folder{Folder: Folder{Profile: ProfileGate, Send: "/x"}}
	inbox := &folder{Folder: Folder{Profile: ProfileInbox}}
	for _, tt := range []struct {
		name string
		f    *folder
		c    *reports.Carried
		want string
	}{
		{"gate, clean file", gate, nil, OutcomeSent},
		{"gate, a comment", gate, &reports.Carried{Comments: 1}, OutcomeBlocked},
		{"gate, a tracked change", gate, &reports.Carried{TrackedChanges: 3}, OutcomeBlocked},
		{"inbox, a comment", inbox, &reports.Carried{Comments: 1}, OutcomeChecked},
	} {
		if got := outcome(tt.f, clean(tt.c)); got != tt.want {
			t.Errorf("%s: outcome %q, want %q", tt.name, got, tt.want)
		}
	}
}
