package pl

import "regexp"

// The date a memo names for the law it applies (its own date: HeaderDate,
// headerdate.go).

var (
	// reAsOf is a date a text names for the law it applies: „w brzmieniu
	// obowiązującym w dniu …”, „według stanu (prawnego) na (dzień) …”.
	reAsOf = regexp.MustCompile(`(?i)(?:w\s+brzmieniu\s+obowiązującym\s+(?:w\s+dniu|na\s+dzień|dnia)|według\s+stanu\s+(?:prawnego\s+)?na\s+(?:dzień\s+)?)\s*(\d{1,2}(?:\s+\p{L}+\s+|\.\d{1,2}\.)\d{4}|\d{4}-\d{2}-\d{2})`)
)

// LawAsOf is the date a passage names for the law it applies ("w
// brzmieniu obowiązującym w dniu 1 stycznia 2016 r."), as written; "" when
// none.
func LawAsOf(passage string) string {
	if m := reAsOf.FindStringSubmatch(passage); m != nil {
		return m[1]
	}
	return ""
}
