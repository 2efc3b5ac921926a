package reports

import (
	"fmt"
	"io"
	"net/url"
	"strings"
	"time"

	"citeguard/cite"
)

// Index is the summary of a reports folder: the memos reported within a
// window, newest first (reports/INDEX.md and INDEX.html).
type Index struct {
	Generated time.Time
	Window    time.Duration
	Entries   []IndexEntry
	Runs      []RunSummary // the batch runs (watch -once) of the last days, newest first
	Waiting   []Waiting    // memos dropped in the folders that have no report yet (index_waiting.go)
}

// IndexEntry is one memo of the index.
type IndexEntry struct {
	Report   string    // the report's name: NAME.md, NAME.html and NAME.json in the folder
	Time     time.Time // when the report was written
	Decision cite.Decision
	Headline string // the decision in words (Headline)
	Failed   bool   // the memo could not be checked
	Copy     string // the commented DOCX copy beside the report (Memo.CommentedCopy)
}

// NewIndexEntry is the index entry of memo m reported as name at t.
func NewIndexEntry(name string, t time.Time, m *Memo) IndexEntry {
	return IndexEntry{Report: name, Time: t, Decision: m.Decision, Headline: Headline(m), Failed: m.Error != "", Copy: m.CommentedCopy}
}

// counts tallies the entries by decision.
func (x *Index) counts() map[cite.Decision]int {
	n := map[cite.Decision]int{}
	for _, e := range x.Entries {
		n[e.Decision]++
	}
	return n
}

// IndexMarkdown writes the index as markdown: one table row per memo with
// links to its HTML and markdown reports.
func IndexMarkdown(w io.Writer, x *Index) error {
	var b strings.Builder
	n := x.counts()
	fmt.Fprintf(&b, "# Sprawdzone memo\n\n")
	fmt.Fprintf(&b, "Stan na %s; memo z ostatnich %s: **%d** — %s: %d, %s: %d, %s: %d.\n\n",
		x.Generated.Format("2006-01-02 15:04:05"), windowWords(x.Window), len(x.Entries),
		DecisionWord(cite.PelnaWeryfikacja), n[cite.PelnaWeryfikacja], DecisionWord(cite.Popraw), n[cite.Popraw], DecisionWord(cite.Wyslij), n[cite.Wyslij])
	if len(x.Runs) > 0 {
		b.WriteString("Przebiegi nocne (citeguard watch -once):\n\n")
		for _, r := range x.Runs {
			fmt.Fprintf(&b, "- %s\n", md(r.Words()))
		}
		b.WriteString("\n")
	}
	waitingMarkdown(&b, x)
	b.WriteString("| Memo | Czas | Wynik | Raport |\n|------|------|-------|--------|\n")
	for _, e := range x.Entries {
		copyLink := ""
		if e.Copy != "" {
			copyLink = fmt.Sprintf(" · [memo z uwagami](%s)", fileLink(e.Copy))
		}
		fmt.Fprintf(&b, "| %s | %s | %s | [HTML](%s) · [tekst](%s)%s |\n", md(e.Report), e.Time.Format("2006-01-02 15:04:05"),
			md(e.Headline), reportLink(e.Report, ".html"), reportLink(e.Report, ".md"), copyLink)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// IndexHTML writes the index as one self-contained HTML page with a filter
// by decision that works without scripts.
func IndexHTML(w io.Writer, x *Index) error {
	n := x.counts()
	v := indexView{Generated: TimeWords(x.Generated), Window: windowWords(x.Window), Total: len(x.Entries),
		Stop: n[cite.PelnaWeryfikacja], Fix: n[cite.Popraw], Send: n[cite.Wyslij], Waiting: x.waitingViews()}
	for _, r := range x.Runs {
		v.Runs = append(v.Runs, r.Words())
	}
	for _, e := range x.Entries {
		v.Rows = append(v.Rows, indexRow{
			Time: e.Time.Format("2006-01-02 15:04"), Memo: plain(e.Report), Class: decisionClass(e.Decision),
			Decision: DecisionWord(e.Decision), Headline: plain(strings.TrimPrefix(e.Headline, DecisionWord(e.Decision)+": ")),
			HTML: reportLink(e.Report, ".html"), MD: reportLink(e.Report, ".md"), JSON: reportLink(e.Report, ".json"),
		})
		if e.Copy != "" {
			v.Rows[len(v.Rows)-1].Copy = fileLink(e.Copy)
		}
	}
	return templates.ExecuteTemplate(w, "index.tmpl", v)
}

type indexView struct {
	Generated, Window      string
	Total, Stop, Fix, Send int
	Runs                   []string // batch runs in words
	Waiting                []waitingView
	Rows                   []indexRow
}

type indexRow struct {
	Time, Memo, Class, Decision, Headline string
	HTML, MD, JSON, Copy                  string
}

// reportLink is the relative link to a report file: its name escaped as a
// URL path, behind "./" so that no name can read as a scheme
// ("javascript:…") or a fragment.
func reportLink(name, ext string) string { return fileLink(name + ext) }

// fileLink is a relative link to a file of the reports folder.
func fileLink(name string) string { return "./" + (&url.URL{Path: name}).EscapedPath() }

// windowWords writes 24h as "24 h", 90m as "90 min".
func windowWords(d time.Duration) string {
	switch {
	case d >= time.Hour && d%time.Hour == 0:
		return fmt.Sprintf("%d h", d/time.Hour)
	case d >= time.Minute && d%time.Minute == 0:
		return fmt.Sprintf("%d min", d/time.Minute)
	}
	return d.String()
}
