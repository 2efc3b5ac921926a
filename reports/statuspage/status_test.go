package statuspage

import (
	"bytes"
	"encoding/json"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"golang.org/x/net/html"

	"citeguard/cite"
	"citeguard/internal/golden"
	"citeguard/reports"
)

func sample() *Status {
	now := time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC)
	return &Status{V: Version, Generated: now, Daemon: "d-1a2b", Started: now.Add(-3 * time.Hour), Health: "degraded",
		Problems: []Problem{{Kind: ProblemHeld, Detail: "library folder /srv/lib has no marker file .citeguard-library"}},
		Waiting: []reports.Waiting{
			{Name: "urwany.pdf", Folder: "/srv/inbox", State: reports.WaitIncomplete, Since: now.Add(-10 * time.Minute), Until: now.Add(20 * time.Minute), Detail: "PDF: no %%EOF"},
			{Name: "<script>alert(1)</script>.docx", Folder: "/srv/inbox", State: reports.WaitHeld, Since: now.Add(-2 * time.Minute)},
			{Name: "klient\x1b[2J/memo.docx", Folder: "/srv/inbox", State: reports.WaitRetrying, Attempts: 2, Since: now.Add(-time.Hour), Job: "20261201T110000-ab12"},
			{Name: "opinia.docx", Folder: "/srv/inbox", State: reports.WaitWorking, Attempts: 1, Since: now.Add(-5 * time.Second)},
		},
		InFlight: 1, Since: now.Add(-24 * time.Hour),
		Recent: []Recent{
			{Memo: "memo_d01.docx", Time: now.Add(-50 * time.Minute), Decision: cite.Popraw, Action: reports.ActReview, Headline: "Można wysłać po przejrzeniu 1 miejsca: 1 teza do oceny prawnika",
				Reports: "/srv/reports", HTML: "/reports/0/memo_d01.docx.html", Markdown: "/reports/0/memo_d01.docx.md", JSON: "/reports/0/memo_d01.docx.json"},
			{Memo: "memo_d02.docx", Time: now.Add(-time.Hour), Decision: cite.Popraw, Action: reports.ActFix, Headline: "Popraw przed wysłaniem 1 miejsce: 1 cytat z drobnymi różnicami",
				Reports: "/srv/reports", HTML: "/reports/0/memo_d02.docx.html", Markdown: "/reports/0/memo_d02.docx.md", JSON: "/reports/0/memo_d02.docx.json", Copy: "/reports/0/memo_d02.uwagi.docx"},
			{Memo: "skan.pdf", Time: now.Add(-2 * time.Hour), Decision: cite.PelnaWeryfikacja, Action: reports.ActStop, Headline: "Nie wysyłaj: memo nie zostało sprawdzone", Failed: true,
				Reports: "/srv/reports", HTML: "/reports/0/skan.pdf.html", Markdown: "/reports/0/skan.pdf.md", JSON: "/reports/0/skan.pdf.json"},
		},
		Processed: map[string]int64{"checked": 3, "failed": 1},
		Library: &Library{Available: true, Sources: 640, Files: 649, Unreadable: 7, UnreadableFiles: []string{"/srv/lib/a.doc", "/srv/lib/b.doc"},
			Indexed: now.Add(-30 * time.Minute), Updated: now.Add(-48 * time.Hour)},
		Folders: []Folder{{Path: "/srv/inbox", Profile: "inbox", Reports: "/srv/reports", Available: true}, {Path: "/srv/gate", Profile: "gate", Available: false}},
	}
}

// TestStatusPage: the page of a sample status (golden), valid HTML with no
// script and no external asset, every waiting memo with its state in words,
// links to the reports on the listener, the unreadable files named; a
// hostile memo name is text, never markup.
func TestStatusPage(t *testing.T) {
	t.Parallel()
	var b bytes.Buffer
	if err := HTML(&b, sample()); err != nil {
		t.Fatal(err)
	}
	golden.Check(t, filepath.Join("testdata", "status.html"), b.Bytes())
	page := b.String()
	if _, err := html.Parse(strings.NewReader(page)); err != nil {
		t.Fatal(err)
	}
	for _, bad := range []string{"<script", "http://", "https://", "src=", "@import", "url("} {
		if strings.Contains(page, bad) {
			t.Errorf("the page holds %q: no script and no external asset", bad)
		}
	}
	for _, want := range []string{
		"citeguard działa z problemami", "Memo czekają niesprawdzone: biblioteka źródeł nie odpowiada.",
		"Czekają na sprawdzenie (4)", "&lt;script&gt;alert(1)&lt;/script&gt;.docx", "wstrzymane",
		"o 12:20 powstanie raport o błędzie", "dotąd 2 próby", "sprawdzane teraz",
		`<a href="/reports/0/memo_d02.docx.html">memo_d02.docx</a>`, `<a href="/reports/0/memo_d02.uwagi.docx">memo z uwagami</a>`,
		"Źródeł: 640 w 649 plikach", "Plików, których nie da się odczytać: 7 (pierwsze 2, pozostałe 5 w dzienniku):", "<li>/srv/lib/a.doc</li>",
		"od uruchomienia: 3 sprawdzone, 1 nieudane",
	} {
		if !strings.Contains(page, want) {
			t.Errorf("the page lacks %q", want)
		}
	}
	var empty bytes.Buffer
	HTML(&empty, &Status{V: Version, Health: "ok", Generated: time.Now()})
	for _, want := range []string{"citeguard działa<", "Nic nie czeka", "nie sprawdzono żadnego memo", "Stan biblioteki jest nieznany."} {
		if !strings.Contains(empty.String(), want) {
			t.Errorf("an idle daemon's page lacks %q", want)
		}
	}
}

// TestStatusText: `citeguard status`'s text of the sample (golden): one
// line per memo, no control character of a name reaching the terminal.
func TestStatusText(t *testing.T) {
	t.Parallel()
	var b bytes.Buffer
	if err := Text(&b, sample()); err != nil {
		t.Fatal(err)
	}
	golden.Check(t, filepath.Join("testdata", "status.txt"), b.Bytes())
	if regexp.MustCompile(`[\x00-\x09\x0b-\x1f\x7f]`).MatchString(b.String()) {
		t.Errorf("a control character in the text:\n%q", b.String())
	}
	for _, want := range []string{"Czekają na sprawdzenie: 4", "niekompletny   urwany.pdf — plik jest niekompletny", "raport: /srv/reports/memo_d02.docx.html", "    /srv/lib/b.doc"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("the text lacks %q:\n%s", want, b.String())
		}
	}
}

// TestStatusJSON: the JSON contract of /status.json — the field names a
// reader (`citeguard status`, a monitoring script) relies on, and a round
// trip that loses nothing.
func TestStatusJSON(t *testing.T) {
	t.Parallel()
	b, err := json.Marshal(sample())
	if err != nil {
		t.Fatal(err)
	}
	var raw map[string]any
	json.Unmarshal(b, &raw)
	for _, k := range []string{"v", "generated", "daemon", "started", "health", "problems", "waiting", "in_flight", "recent_since", "recent", "processed", "library", "folders"} {
		if _, ok := raw[k]; !ok {
			t.Errorf("/status.json lacks %q: %s", k, b)
		}
	}
	w := raw["waiting"].([]any)[0].(map[string]any)
	for _, k := range []string{"name", "folder", "state", "since", "until", "detail"} {
		if _, ok := w[k]; !ok {
			t.Errorf("a waiting memo lacks %q: %v", k, w)
		}
	}
	if w["state"] != "incomplete" {
		t.Errorf("state %v", w["state"])
	}
	l := raw["library"].(map[string]any)
	for _, k := range []string{"available", "sources", "files", "unreadable", "unreadable_files", "indexed"} {
		if _, ok := l[k]; !ok {
			t.Errorf("the library lacks %q: %v", k, l)
		}
	}
	var back Status
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	again, _ := json.Marshal(&back)
	if !bytes.Equal(b, again) {
		t.Errorf("round trip changed the JSON:\n%s\n%s", b, again)
	}
}
