package check

import (
	"fmt"
	"strings"

	"citeguard/extract"
	"citeguard/reports"
)

// UnreadContentError is Check's error for a memo whose file holds content
// a viewer shows otherwise than extract read it (extract.Unread): the check
// cannot vouch for what the memo's reader will see, so it fails the memo
// closed — never judged on the text it read, never sent.
type UnreadContentError struct{ Unread []extract.Unread }

func (e *UnreadContentError) Error() string {
	var kinds []string
	for _, u := range e.Unread {
		kinds = append(kinds, u.Kind+" in "+u.Part)
	}
	return fmt.Sprintf("content a viewer shows was not read: %s", strings.Join(kinds, ", "))
}

// failure words the error for the report: the kinds, each once, and one
// sample of the text left unread.
func (e *UnreadContentError) failure() reports.Failure {
	f := reports.Failure{Kind: reports.FailUnreadContent}
	seen := map[string]bool{}
	for _, u := range e.Unread {
		if !seen[u.Kind] {
			seen[u.Kind] = true
			f.Unread = append(f.Unread, u.Kind)
		}
		if f.Sample == "" {
			f.Sample = u.Text
		}
	}
	return f
}

// unreadContent is an *UnreadContentError when doc holds unread content.
func unreadContent(doc *extract.Document) error {
	if len(doc.Unread) == 0 {
		return nil
	}
	return &UnreadContentError{Unread: doc.Unread}
}

// carried is what the memo's file carries beside its text (comments,
// tracked changes), nil when nothing.
func carried(doc *extract.Document) *reports.Carried {
	c := &reports.Carried{Comments: len(doc.Comments), TrackedChanges: doc.TrackedChanges}
	if !c.Any() {
		return nil
	}
	return c
}
