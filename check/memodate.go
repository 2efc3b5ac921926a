package check

import (
	"os"
	"strings"

	"citeguard/extract"
	"citeguard/pl"
	"citeguard/reports"
)

// headerLines is how many lines of a memo's top are read for its date.
const headerLines = 25

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
		if w := pl.DateLineDate(strings.TrimSpace(l)); w != "" {
			if d, ok := pl.ParseDate(w); ok {
				return d.ISO()
			}
		}
	}
	return ""
}

// asOfDate is the date a passage names for the law it applies ("w
// brzmieniu obowiązującym w dniu 1 stycznia 2016 r."), ISO; "" when none.
func asOfDate(passage string) string {
	if w := pl.LawAsOf(passage); w != "" {
		if d, ok := pl.ParseDate(w); ok {
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
		return d, reports.DateFromHeader
	}
	if d := docxDate(path, props); d != "" {
		return d, reports.DateFromDOCX
	}
	if fi, err := os.Stat(path); err == nil {
		return fi.ModTime().Format("2006-01-02"), reports.DateFromFile
	}
	return "", ""
}

// memoEnv is what every claim of a memo knows of it: its date, whether
// that date is only the file's time (claimEnv.undated), the signatures
// its claims cite.
func memoEnv(m *reports.Memo, cited map[string]bool) claimEnv {
	return claimEnv{date: m.MemoDate, undated: m.MemoDateFrom == reports.DateFromFile, cited: cited}
}
