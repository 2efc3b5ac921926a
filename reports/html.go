package reports

import (
	"embed"
	"html/template"
	"io"
	"strings"
)

//go:embed templates/*.tmpl
var templateFiles embed.FS

// templates are the HTML report and index. html/template escapes every
// value for its context; the view models below hold plain text only.
var templates = template.Must(template.New("").ParseFS(templateFiles, "templates/*.tmpl"))

// HTML writes the report of a checked memo as one self-contained HTML page
// for a lawyer: the decision at the top with the next step, the table of
// claims, each claim's memo passage beside the source passage with the
// differences marked word by word, why the claim is tied to that source,
// the references not checked, a legend, and the technical details folded
// away at the bottom. The page has inline CSS and nothing else: no script,
// no font, no image, no network (its Content-Security-Policy forbids them);
// it prints on A4. Texts from the memo and the library are escaped by
// html/template.
func HTML(w io.Writer, m *Memo) error {
	return templates.ExecuteTemplate(w, "report.tmpl", newReportView(m))
}

// reportView is what the report template shows.
type reportView struct {
	Memo           string
	Decision       string // the lawyer's word
	Class          string // stop, fix, review, send
	Headline       string
	NextStep       string
	Revision       string // the revision in words (revisionWords), "" for a first check
	Copy, CopyLink string // the commented DOCX copy beside the report, and a link to it
	Error          string
	About          []string
	Claims         []claimView
	NotChecked     []string
	Ignored        []Ignored
	Legend         []legendView
	Technical      []string
}

type claimView struct {
	ID          string
	Kind        string // „Cytat”, „Powołanie”…
	Summary     string // the table's first words
	Status      string // the status in words
	StatusClass string
	StatusCode  string
	MemoPlace   string
	Source      string // the table's source cell
	Advice      string
	MemoWords   []Word
	SourceHead  string
	SourceWords []Word
	SourceNone  string // what stands in place of a source passage
	Facts       []fact
}

// legendView is one status of the legend, in the lawyer's words only (the
// codes of SPEC are in the technical details).
type legendView struct{ Status, Class, Meaning string }

func newReportView(m *Memo) reportView {
	v := reportView{
		Memo: plain(m.Memo), Decision: ActionOf(m).Word(), Class: ActionOf(m).Class(),
		Headline: Headline(m), NextStep: NextStep(m), Error: plain(m.Error), About: aboutLines(m),
	}
	if m.Revision != nil {
		v.Revision = plain(revisionWords(m))
	}
	if m.CommentedCopy != "" {
		v.Copy, v.CopyLink = plain(m.CommentedCopy), fileLink(m.CommentedCopy)
	}
	for i := range m.Results {
		v.Claims = append(v.Claims, newClaimView(&m.Results[i]))
	}
	for _, n := range m.NotChecked {
		v.NotChecked = append(v.NotChecked, plain(notCheckedLine(n)))
	}
	for _, ig := range m.Ignored {
		v.Ignored = append(v.Ignored, Ignored{Text: plain(ig.Text), Why: plain(ig.Why)})
	}
	for _, l := range legend {
		v.Legend = append(v.Legend, legendView{StatusWord(l.Status), statusClass(l.Status), l.Meaning})
	}
	for _, l := range technicalLines(m) {
		v.Technical = append(v.Technical, plain(l))
	}
	return v
}

func newClaimView(c *Claim) claimView {
	cv := claimView{
		ID: plain(c.ID), Kind: claimTypeWord(c.ClaimType), Summary: plain(claimSummary(c)),
		Status: StatusWord(c.Status), StatusClass: statusClass(c.Status), StatusCode: statusCode(c.Status),
		MemoPlace: plain(claimPlace(c)), Source: plain(sourceCell(c)), Advice: claimAdvice(c),
	}
	memo, source := plain(memoPassage(c)), plain(c.SourcePassage)
	if c.ClaimType.Quotes() && source != "" {
		cv.MemoWords, cv.SourceWords = wordDiff(memo, source)
	} else {
		cv.MemoWords, cv.SourceWords = words(strings.Fields(memo)), words(strings.Fields(source))
	}
	if source != "" {
		cv.SourceHead = plain(sourceHeading(c))
	}
	cv.SourceNone = sourceNone(c)
	for _, f := range claimFacts(c) {
		cv.Facts = append(cv.Facts, fact{f.Label, plain(f.Text)})
	}
	return cv
}
