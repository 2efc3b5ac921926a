package check

import (
	"cmp"
	"regexp"
	"strconv"
	"strings"
	"time"

	"citeguard/cite"
	"citeguard/claims"
	"citeguard/extract"
	"citeguard/library"
	"citeguard/norm"
	"citeguard/reports"
)

// Where things stand, the way a lawyer cites them: the claim's page and
// paragraph in the memo, the source passage's point of the reasons or
// article, the source's title and version. What a document does not record
// is left out, never guessed.

// pagesKnown reports whether a memo records its pages: a PDF always; a
// DOCX, ODT or text file only when it holds page breaks (Word's saved
// layout, explicit breaks, form feeds). A document without any is "one
// page" to extract, which is no page number a lawyer can use.
func pagesKnown(doc *extract.Document) bool {
	return doc != nil && (doc.Format == extract.FormatPDF || doc.PageCount > 1)
}

// placeInMemo sets where a claim stands in the memo: its page (when
// known), its paragraph (the 1-based block of the body holding it) and its
// footnote.
func placeInMemo(rc *reports.Claim, memo *MemoInput, cl claims.Claim) {
	rc.Footnote = cl.Footnote
	rc.Page = 0
	doc := memo.Doc
	if doc == nil {
		return
	}
	if cl.Start < memo.BodyLen {
		if pagesKnown(doc) {
			rc.Page = doc.PageAt(cl.Start)
		}
		if b := doc.BlockAt(cl.Start); b >= 0 {
			rc.Paragraph = b + 1
		}
		return
	}
	if !pagesKnown(doc) {
		return
	}
	rc.Page = memo.footnotePage(strconv.Itoa(cl.Footnote))
}

// footnotePage is the page of the first footnote marked mark (0 when there
// is none), through an index of the footnotes built once: a scan of every
// footnote for each claim in one was quadratic in a memo of 100,000
// footnotes.
func (m *MemoInput) footnotePage(mark string) int {
	if m.notePages == nil {
		m.notePages = map[string]int{}
		for _, f := range m.Doc.Footnotes {
			if _, seen := m.notePages[f.Mark]; f.Kind == "footnote" && !seen {
				m.notePages[f.Mark] = f.Page
			}
		}
	}
	return m.notePages[mark]
}

// sourcePlace says where a source passage stands: the source's title and,
// for a statute, the article and the version of the text; for a judgment,
// the numbered point of its reasons holding the range; the page, when the
// source text records its pages; else the paragraph, when it is set in
// paragraphs.
func sourcePlace(src *library.Source, es *norm.Source, rng *norm.Range, article string) *reports.Place {
	if src == nil {
		return nil
	}
	p := &reports.Place{Article: article}
	p.Title, p.TitleFound = sourceTitle(src.Meta)
	if src.Meta.Kind == library.Statute || src.Meta.Kind == library.EUAct {
		p.VersionFound = versionFound(src.Meta)
	}
	if es != nil && rng != nil {
		if src.Meta.Kind == library.Judgment {
			p.Pkt = pointAt(es.Text, rng.Start)
		}
		p.Page = pageAt(es.Text, rng.Start)
		if p.Page == 0 && p.Pkt == "" && article == "" {
			p.Paragraph = paragraphAt(es.Text, rng.Start)
		}
	}
	if p.Title == "" && p.TitleFound == nil && p.VersionFound == nil && p.Article == "" && p.Page == 0 && p.Paragraph == 0 && p.Pkt == "" {
		return nil
	}
	return p
}

// sourceTitle names a source for a lawyer: a ruling by its form, court,
// date and signature (coded: „wyrok, Sąd Najwyższy, 14 marca 2019 r., sygn.
// I CSK 9901/99” in the report's words); a statute by its title.
func sourceTitle(m library.Meta) (string, cite.Note) {
	if len(m.Signatures) == 0 {
		return cmp.Or(m.Title, m.Act), nil
	}
	return "", cite.Found(cite.RulingTitle, m.DocType, m.Court, m.Date, m.Signatures[0])
}

// versionFound says which text of a statute was used: as of a date, or a
// consolidated text; nothing when the library does not know the version.
func versionFound(m library.Meta) cite.Note {
	switch {
	case m.Version == "":
		return nil
	case isISODate(m.Version):
		return cite.Found(cite.VersionAsOf, m.Version)
	}
	return cite.Found(cite.VersionConsolidated, m.Version)
}

func isISODate(s string) bool {
	_, err := time.Parse("2006-01-02", s)
	return err == nil
}

// rePoint is a numbered point of a judgment's reasons at the start of a
// line: "15." or "[15]" followed by text.
var rePoint = regexp.MustCompile(`(?m)^[ \t]*(?:\[(\d{1,3})\]|(\d{1,3})\.)[ \t]+\S`)

// pointAt is the number of the point of a judgment's reasons that holds
// offset at: the last numbered line before it, when the points before it
// run 1, 2, … without a gap (a lone "1." of an enumeration is no point).
func pointAt(text string, at int) string {
	if at <= 0 || at > len(text) {
		return ""
	}
	start := strings.Index(text, "UZASADNIENIE")
	if start < 0 || start > at {
		start = 0
	}
	end := len(text) // the line holding at ends the search
	if i := strings.IndexByte(text[at:], '\n'); i >= 0 {
		end = at + i
	}
	next, last := 1, ""
	for _, m := range rePoint.FindAllStringSubmatchIndex(text[start:end], -1) {
		if start+m[0] > at {
			break
		}
		num := ""
		if m[2] >= 0 {
			num = text[start+m[2] : start+m[3]]
		} else {
			num = text[start+m[4] : start+m[5]]
		}
		n, _ := strconv.Atoi(num)
		switch n {
		case next:
			next, last = n+1, num
		case 1:
			next, last = 2, num // a new numbering (the reasons after the sentence)
		}
	}
	if next <= 2 { // a single "1." proves no numbering
		return ""
	}
	return last
}
