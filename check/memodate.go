package check

import (
	"os"
	"regexp"
	"strings"

	"citeguard/extract"
	"citeguard/pl"
)

// Where a memo's date was read (reports.Memo.MemoDateFrom).
const (
	dateFromHeader = "nagłówek"
	dateFromDOCX   = "właściwości DOCX"
	dateFromFile   = "czas pliku"
	dateFromClaim  = "data wskazana w memo"
)

// headerLines is how many lines of a memo's top are read for its date.
const headerLines = 25

var (
	// reDateLine is a memo header's date: "Data: 5 maja 2024 r.", "Data:
	// 05.05.2024", "Warszawa, 5 maja 2024 r.", "z dnia 3 października 2002
	// r." (a ruling's heading), or a line that is only a date.
	reDateLine = regexp.MustCompile(`(?i)^[\s#*>-]*(?:data(?:\s+sporządzenia)?\s*:\s*|[\p{Lu}][\p{L}-]+(?:\s[\p{Lu}][\p{L}-]+)?,\s*(?:dnia\s+)?|(?:\p{L}+\s+)?z\s+dnia\s+|dnia\s+)?(\d{1,2}(?:\s+\p{L}+\s+|\.\d{1,2}\.)\d{4}(?:\s*(?:r\.?|roku))?|\d{4}-\d{2}-\d{2})\s*[*#]*\s*$`)
	// reAsOf is a date the memo names for the law it applies: „w
	// brzmieniu obowiązującym w dniu …”, „według stanu (prawnego) na
	// (dzień) …”.
	reAsOf = regexp.MustCompile(`(?i)(?:w\s+brzmieniu\s+obowiązującym\s+(?:w\s+dniu|na\s+dzień|dnia)|według\s+stanu\s+(?:prawnego\s+)?na\s+(?:dzień\s+)?)\s*(\d{1,2}(?:\s+\p{L}+\s+|\.\d{1,2}\.)\d{4}|\d{4}-\d{2}-\d{2})`)
)

// headerDate reads the date of a memo from its first lines: "Data: …", a
// dated place line, a ruling's "z dnia …" heading, a line that is only a
// date. "" when none.
func headerDate(text string) string {
	lines := strings.SplitN(text, "\n", headerLines+1)
	if len(lines) > headerLines {
		lines = lines[:headerLines]
	}
	for _, l := range lines {
		if len(l) > 120 {
			continue
		}
		// Markdown emphasis and a hard line break are no part of it.
		l = strings.TrimRight(strings.ReplaceAll(strings.ReplaceAll(l, "**", ""), "__", ""), "\\ \t")
		if m := reDateLine.FindStringSubmatch(strings.TrimSpace(l)); m != nil {
			if d, ok := pl.ParseDate(m[1]); ok {
				return d.ISO()
			}
		}
	}
	return ""
}

// asOfDate is the date a passage names for the law it applies ("w
// brzmieniu obowiązującym w dniu 1 stycznia 2016 r."), ISO; "" when none.
func asOfDate(passage string) string {
	if m := reAsOf.FindStringSubmatch(passage); m != nil {
		if d, ok := pl.ParseDate(m[1]); ok {
			return d.ISO()
		}
	}
	return ""
}

// docxDate is the date a DOCX's core properties give (last modified, else
// created), ISO; "" when the memo is no .docx or they say nothing.
func docxDate(path string, p extract.Properties) string {
	if !strings.EqualFold(pathExt(path), ".docx") {
		return ""
	}
	for _, v := range []string{p.Modified, p.Created} {
		if len(v) >= 10 {
			if d, ok := pl.ParseDate(v[:10]); ok {
				return d.ISO()
			}
		}
	}
	return ""
}

func pathExt(p string) string {
	if i := strings.LastIndexByte(p, '.'); i >= 0 && !strings.ContainsAny(p[i:], `/\`) {
		return p[i:]
	}
	return ""
}

// memoDate is the date by which statute versions are chosen for a memo:
// its header, else the DOCX core properties, else the file's modification
// time; with where it was read. props are the memo's (extract.Document).
func memoDate(path, text string, props extract.Properties) (date, from string) {
	if d := headerDate(text); d != "" {
		return d, dateFromHeader
	}
	if d := docxDate(path, props); d != "" {
		return d, dateFromDOCX
	}
	if fi, err := os.Stat(path); err == nil {
		return fi.ModTime().Format("2006-01-02"), dateFromFile
	}
	return "", ""
}
