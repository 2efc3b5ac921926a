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
	Action   Action // what the lawyer must do (ActionOf): the filters count it
	Headline string // the decision in words (Headline)
	Failed   bool   // the memo could not be checked
	Copy     string // the commented DOCX copy beside the report (Memo.CommentedCopy)
	Version  int    // the memo's version this report is of (1: a first check)
	// Earlier are the memo's archived reports, newest first: INDEX lists
	// them under it (groupRevisions fills it).
	Earlier []IndexEntry
}

// NewIndexEntry is the index entry of memo m reported as name at t.
func NewIndexEntry(name string, t time.Time, m *Memo) IndexEntry {
	e := IndexEntry{Report: name, Time: t, Decision: m.Decision, Action: ActionOf(m), Headline: Headline(m), Failed: m.Error != "", Copy: m.CommentedCopy, Version: 1}
	if m.Revision != nil {
		e.Version = m.Revision.N
	}
	return e
}

// counts tallies the entries by action.
func (x *Index) counts() map[Action]int {
	n := map[Action]int{}
	for _, e := range groupRevisions(x.Entries) {
		n[e.Action]++
	}
	return n
}

// countWords are the counts by action: „Nie wysyłaj: 1, Popraw przed
// wysłaniem: 0, Można wysłać po przejrzeniu: 2, Można wysłać: 1”.
func (x *Index) countWords() string {
	n := x.counts()
	var parts []string
	for _, a := range Actions() {
		parts = append(parts, fmt.Sprintf("%s: %d", a.Word(), n[a]))
	}
	return strings.Join(parts, ", ")
}

// IndexMarkdown writes the index as markdown: one table row per memo with
// links to its HTML and markdown reports.
func IndexMarkdown(w io.Writer, x *Index) error {
	var b strings.Builder
	fmt.Fprintf(&b, "# Sprawdzone memo\n\n")
	entries := groupRevisions(x.Entries)
	fmt.Fprintf(&b, "Stan na %s; memo z ostatnich %s: **%d** — %s.\n\n",
		x.Generated.Format("2006-01-02 15:04:05"), windowWords(x.Window), len(entries), x.countWords())
	if len(x.Runs) > 0 {
		b.WriteString(runsTitle(x.Runs) + " (citeguard watch -once):\n\n")
		for _, r := range x.Runs {
			fmt.Fprintf(&b, "- %s\n", md(r.Words()))
		}
		b.WriteString("\n")
	}
	waitingMarkdown(&b, x)
	b.WriteString("| Memo | Czas | Wynik | Raport |\n|------|------|-------|--------|\n")
	for _, e := range entries {
		copyLink := ""
		if e.Copy != "" {
			copyLink = fmt.Sprintf(" · [memo z uwagami](%s)", fileLink(e.Copy))
		}
		fmt.Fprintf(&b, "| %s | %s | %s | [HTML](%s) · [tekst](%s)%s%s |\n", md(memoCell(e)), e.Time.Format("2006-01-02 15:04:05"),
			md(e.Headline), reportLink(e.Report, ".html"), reportLink(e.Report, ".md"), copyLink, earlierLinks(e))
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// IndexHTML writes the index as one self-contained HTML page with a filter
// by decision that works without scripts.
func IndexHTML(w io.Writer, x *Index) error {
	n := x.counts()
	entries := groupRevisions(x.Entries)
	v := indexView{Generated: TimeWords(x.Generated), Window: windowWords(x.Window), Total: len(entries), Waiting: x.waitingViews()}
	for _, a := range Actions() {
		v.Filters = append(v.Filters, indexFilter{Class: a.Class(), Word: a.Word(), N: n[a]})
	}
	for _, r := range x.Runs {
		v.Runs = append(v.Runs, r.Words())
	}
	v.RunsTitle = runsTitle(x.Runs)
	for _, e := range entries {
		v.Rows = append(v.Rows, indexRow{
			Time: e.Time.Format("2006-01-02 15:04"), Memo: plain(memoCell(e)), Class: e.Action.Class(), Earlier: earlierViews(e),
			Decision: e.Action.Word(), Headline: plain(headlineDetail(e.Headline, e.Action)),
			HTML: reportLink(e.Report, ".html"), MD: reportLink(e.Report, ".md"), JSON: reportLink(e.Report, ".json"),
		})
		if e.Copy != "" {
			v.Rows[len(v.Rows)-1].Copy = fileLink(e.Copy)
		}
	}
	return templates.ExecuteTemplate(w, "index.tmpl", v)
}

type indexView struct {
	Generated, Window string
	Total             int
	Filters           []indexFilter // by action, worst first
	Runs              []string      // batch runs in words
	RunsTitle         string        // „Przebiegi nocne” or „Przebiegi zbiorcze”
	Waiting           []waitingView
	Rows              []indexRow
}

// indexFilter is one filter of INDEX.html: the memos of one action.
type indexFilter struct {
	Class, Word string
	N           int
}

type indexRow struct {
	Time, Memo, Class, Decision, Headline string
	HTML, MD, JSON, Copy                  string
	Earlier                               []earlierView // the memo's earlier versions
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
