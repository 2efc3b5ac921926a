package check

import (
	"os"
	"strings"
	"unicode/utf8"

	"citeguard/extract"
	"citeguard/pl"
	"citeguard/reports"
)

// headerLines and headerBytes bound the top of a memo read for its
// date: its first lines, and no more text than about as many lines of a
// PDF hold (a DOCX's or Markdown's line is a whole paragraph).
const (
	headerLines = 25
	headerBytes = 3000
)

// headerDate reads the date of a memo from its first lines
// (pl.HeaderDate: „Data: …”, „Wersja robocza z …”, a dated place line, a
// line that is only a date, a document's „z dnia …” heading; not a
// ruling's or an act's date in a sentence), ISO; "" when none. Where
// the lines are broken does not matter: a PDF's wrapped line reads as the
// DOCX's or Markdown's paragraph.
func headerDate(text string, blocks []extract.Block) string {
	var lines []string
	var inCell []bool
	for n := 0; len(lines) < headerLines && n < headerBytes && text != ""; {
		l, rest, _ := strings.Cut(text, "\n")
		if n+len(l) > headerBytes {
			k := headerBytes - n
			for k > 0 && !utf8.RuneStart(l[k]) {
				k-- // cut at a character's start
			}
			l = l[:k]
		}
		lines, inCell = append(lines, l), append(inCell, cellAt(blocks, n))
		n, text = n+len(l)+1, rest
	}
	if w := pl.HeaderDate(lines, inCell); w != "" {
		if d, ok := pl.ParseDate(w); ok {
			return d.ISO()
		}
	}
	return ""
}

// cellAt reports whether offset at of the text is in a table cell's block.
func cellAt(blocks []extract.Block, at int) bool {
	for _, b := range blocks {
		if b.Start > at {
			break
		}
		if at < b.End && b.Cell != nil {
			return true
		}
	}
	return false
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

// propsDate is the date a DOCX's core properties or an ODT's meta.xml
// give (last modified, else created), ISO, and where it was read; "" when
// they say nothing (every other format). The program that saved the file
// wrote it then: like the file's time, it is no statement of the memo's
// (savedDate).
func propsDate(f extract.Format, p extract.Properties) (date, from string) {
	from = reports.DateFromDOCX
	if f == extract.FormatODT {
		from = reports.DateFromODT
	}
	for _, v := range []string{p.Modified, p.Created} {
		if len(v) >= 10 {
			if d, ok := pl.ParseDate(v[:10]); ok {
				return d.ISO(), from
			}
		}
	}
	return "", ""
}

// memoDate is the date by which statute versions are chosen for a memo
// (doc its extraction): its header, else the DOCX or ODT properties, else
// the file's modification time; with where it was read.
func memoDate(path string, doc *extract.Document) (date, from string) {
	if d := headerDate(doc.Text, doc.Blocks); d != "" {
		return d, reports.DateFromHeader
	}
	if d, from := propsDate(doc.Format, doc.Properties); d != "" {
		return d, from
	}
	if fi, err := os.Stat(path); err == nil {
		return fi.ModTime().Format("2006-01-02"), reports.DateFromFile
	}
	return "", ""
}

// memoEnv is what every claim of a memo knows of it: its date, whether
// that date is only the time the file was saved (claimEnv.undated), the
// signatures its claims cite.
func memoEnv(m *reports.Memo, cited map[string]bool) claimEnv {
	return claimEnv{date: m.MemoDate, undated: savedDate(m.MemoDateFrom), from: m.MemoDateFrom, cited: cited}
}

// savedDate reports whether a memo's date read from is only the time its
// file was saved: the file's modification time, or the properties the
// saving program wrote (DOCX core properties, ODT meta.xml) — no
// statement of the memo's own, no evidence of the wording it means.
func savedDate(from string) bool {
	switch from {
	case reports.DateFromFile, reports.DateFromDOCX, reports.DateFromODT:
		return true
	}
	return false
}
