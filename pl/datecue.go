package pl

import "regexp"

// Where a memo says its own date, and the date of the law it applies.

var (
	// reDateLine is a memo header's date: "Data: 5 maja 2024 r.", "Data:
	// 05.05.2024", "Warszawa, 5 maja 2024 r.", "z dnia 3 października 2002
	// r." (a ruling's heading), or a line that is only a date.
	reDateLine = regexp.MustCompile(`(?i)^[\s#*>-]*(?:data(?:\s+sporządzenia)?\s*:\s*|[\p{Lu}][\p{L}-]+(?:\s[\p{Lu}][\p{L}-]+)?,\s*(?:dnia\s+)?|(?:\p{L}+\s+)?z\s+dnia\s+|dnia\s+)?(\d{1,2}(?:\s+\p{L}+\s+|\.\d{1,2}\.)\d{4}(?:\s*(?:r\.?|roku))?|\d{4}-\d{2}-\d{2})\s*[*#]*\s*$`)
	// reAsOf is a date a text names for the law it applies: „w brzmieniu
	// obowiązującym w dniu …”, „według stanu (prawnego) na (dzień) …”.
	reAsOf = regexp.MustCompile(`(?i)(?:w\s+brzmieniu\s+obowiązującym\s+(?:w\s+dniu|na\s+dzień|dnia)|według\s+stanu\s+(?:prawnego\s+)?na\s+(?:dzień\s+)?)\s*(\d{1,2}(?:\s+\p{L}+\s+|\.\d{1,2}\.)\d{4}|\d{4}-\d{2}-\d{2})`)
)

// DateLineDate is the date a memo header's line gives, as written (for
// ParseDate); "" when the line is no date line.
func DateLineDate(line string) string {
	if m := reDateLine.FindStringSubmatch(line); m != nil {
		return m[1]
	}
	return ""
}

// LawAsOf is the date a passage names for the law it applies ("w
// brzmieniu obowiązującym w dniu 1 stycznia 2016 r."), as written; "" when
// none.
func LawAsOf(passage string) string {
	if m := reAsOf.FindStringSubmatch(passage); m != nil {
		return m[1]
	}
	return ""
}
