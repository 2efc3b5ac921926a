package notify

import (
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"time"

	"citeguard/reports"
	"citeguard/reports/reportdir"
)

// Event is a memo the daemon has finished: its report is written and the
// memo has moved.
type Event struct {
	Memo    string    // the memo's name as dropped
	Outcome string    // checked, fix, blocked, failed, sent
	Dest    string    // where the memo is now
	Report  string    // the markdown report's path (the HTML and JSON stand beside it)
	Time    time.Time // when it was finished
}

// maxReportBytes bounds a report read for a notification.
const maxReportBytes = 32 << 20

// delivery is an event with its report, read once for every channel.
type delivery struct {
	Event
	memo *reports.Memo
	json []byte // the report's JSON
	html []byte // the HTML report (nil when missing or too large)
}

// load reads the event's report. A report that cannot be read is an error:
// a notification never says what it cannot back.
func load(ev Event) (*delivery, error) {
	js, err := readBounded(reportdir.JSONPath(ev.Report))
	if err != nil {
		return nil, fmt.Errorf("reading the report: %w", err)
	}
	m := reportdir.ReadJSON(reportdir.JSONPath(ev.Report))
	if m == nil {
		return nil, fmt.Errorf("reading the report %s: not a report", filepath.Base(reportdir.JSONPath(ev.Report)))
	}
	d := &delivery{Event: ev, memo: m, json: js}
	d.html, _ = readBounded(reportdir.HTMLPath(ev.Report))
	return d, nil
}

func readBounded(p string) ([]byte, error) {
	fi, err := os.Stat(p)
	if err != nil {
		return nil, err
	}
	if fi.Size() > maxReportBytes {
		return nil, fmt.Errorf("%s: %d bytes (limit %d)", filepath.Base(p), fi.Size(), maxReportBytes)
	}
	return os.ReadFile(p)
}

// links are the URLs of the event's reports.
type links struct {
	HTML     string `json:"html"`
	Markdown string `json:"markdown"`
	JSON     string `json:"json"`
}

// reportLinks makes the links of a report: under base (notify.report_url)
// or as file:// URLs of the reports on this machine.
func reportLinks(base, md string) links {
	link := func(p string) string {
		if base != "" {
			return strings.TrimSuffix(base, "/") + "/" + url.PathEscape(filepath.Base(p))
		}
		abs, err := filepath.Abs(p)
		if err != nil {
			abs = p
		}
		return (&url.URL{Scheme: "file", Path: filepath.ToSlash(abs)}).String()
	}
	return links{HTML: link(reportdir.HTMLPath(md)), Markdown: link(md), JSON: link(reportdir.JSONPath(md))}
}

// payload is what the webhook posts: the decision, the counts and links;
// the memo's text only with include_report.
type payload struct {
	Event         string        `json:"event"`
	Memo          string        `json:"memo"`
	Decision      string        `json:"decision"`       // the report's decision (Wyślij, Popraw, Pełna weryfikacja)
	DecisionWords string        `json:"decision_words"` // as a lawyer reads it (Można wysłać, …, Nie wysyłaj)
	Headline      string        `json:"headline"`       // „Nie wysyłaj: 2 cytaty niezgodne ze źródłem, …”
	Blocked       bool          `json:"blocked"`
	Outcome       string        `json:"outcome"`
	Error         string        `json:"error,omitempty"`
	Summary       any           `json:"summary"`
	Time          time.Time     `json:"time"`
	MemoPath      string        `json:"memo_path"`
	Reports       links         `json:"reports"`
	Report        *reports.Memo `json:"report,omitempty"`
}

func newPayload(d *delivery, base string, full bool) payload {
	p := payload{Event: "memo_checked", Memo: d.Memo, Decision: string(d.memo.Decision), DecisionWords: reports.ActionOf(d.memo).Word(),
		Headline: reports.Headline(d.memo), Blocked: d.memo.Blocked, Outcome: d.Outcome, Error: d.memo.Error, Summary: d.memo.Summary,
		Time: d.Time, MemoPath: d.Dest, Reports: reportLinks(base, d.Report)}
	if full {
		p.Report = d.memo
	}
	return p
}
