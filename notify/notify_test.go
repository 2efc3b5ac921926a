package notify

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"io"
	"log/slog"
	"mime"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"net/mail"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"citeguard/cite"
	"citeguard/reports"
	"citeguard/reports/reportdir"
)

// The test binary is also the notification command of the tests: run as
// "citeguard-notify-helper DIR" it copies its standard input and
// environment to DIR and fails while DIR/../fail is not empty (one byte a
// run).
func TestMain(m *testing.M) {
	if len(os.Args) == 3 && os.Args[1] == "citeguard-notify-helper" {
		os.Exit(helper(os.Args[2]))
	}
	os.Exit(m.Run())
}

func helper(dir string) int {
	in, _ := io.ReadAll(os.Stdin)
	n, _ := filepath.Glob(filepath.Join(dir, "*.json"))
	run := filepath.Join(dir, "run-"+string(rune('a'+len(n))))
	os.WriteFile(run+".json", in, 0o644)
	var env []string
	for _, e := range os.Environ() {
		if strings.HasPrefix(e, "CITEGUARD_") {
			env = append(env, e)
		}
	}
	os.WriteFile(run+".env", []byte(strings.Join(env, "\n")), 0o644)
	if b, err := os.ReadFile(filepath.Join(dir, "..", "fail")); err == nil && len(b) > 0 {
		os.WriteFile(filepath.Join(dir, "..", "fail"), b[1:], 0o644)
		os.Stderr.WriteString("helper: asked to fail\n")
		return 3
	}
	return 0
}

// secret is a quotation of the memo: it must not leave in a webhook
// payload unless include_report is set.
const secret = "kara umowna należy się zawsze w całości"

// writeReport writes a blocked memo's report into dir and returns the
// event of it.
func writeReport(t *testing.T, dir string) Event {
	t.Helper()
	m := &reports.Memo{Memo: "Memo Łódź.docx", Author: &reports.Author{Creator: "Jan Kowalski", LastModifiedBy: "Ktoś Obcy"},
		Results: []reports.Claim{{ID: "C1", ClaimType: cite.CytatDoslowny, Category: reports.CategoryQuote, Quote: secret,
			Status: cite.Niezweryfikowany, WymaganyPoziom: "FRAGMENT", OsiagnietyPoziom: "ISTNIENIE"}}}
	m.Finish()
	md := reportdir.Path(dir, m.Memo)
	if err := reportdir.Write(md, m); err != nil {
		t.Fatal(err)
	}
	return Event{Memo: m.Memo, Outcome: "blocked", Dest: filepath.Join(dir, "blocked", m.Memo), Report: md, Time: time.Date(2026, 12, 1, 10, 0, 0, 0, time.UTC)}
}

// logBuffer collects a notifier's log.
type logBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *logBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *logBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

func start(t *testing.T, cfg Config) (*Notifier, *logBuffer) {
	t.Helper()
	var lb logBuffer
	cfg.Backoff = 10 * time.Millisecond
	if cfg.Timeout == 0 {
		cfg.Timeout = 10 * time.Second
	}
	n, err := Start(context.Background(), cfg, slog.New(slog.NewTextHandler(&lb, nil)))
	if err != nil {
		t.Fatal(err)
	}
	return n, &lb
}

// TestCommand: the command gets the report's JSON on stdin and the memo's
// facts in its environment; a failing run is retried.
func TestCommand(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	ev := writeReport(t, dir)
	runs := filepath.Join(dir, "runs")
	os.Mkdir(runs, 0o755)
	os.WriteFile(filepath.Join(dir, "fail"), []byte("x"), 0o644) // the first run fails
	self, _ := os.Executable()
	n, lb := start(t, Config{Command: []string{self, "citeguard-notify-helper", runs}, Retries: 2})
	n.Notify(ev)
	n.Shutdown(time.Minute)
	for _, run := range []string{"run-a", "run-b"} {
		js, err := os.ReadFile(filepath.Join(runs, run+".json"))
		if err != nil {
			t.Fatalf("%s: %v\n%s", run, err, lb)
		}
		if m := reportdir.ReadJSON(filepath.Join(runs, run+".json")); m == nil || m.Decision != cite.PelnaWeryfikacja || !bytes.Contains(js, []byte(secret)) {
			t.Errorf("%s: stdin is not the report's JSON: %s", run, js)
		}
	}
	env, _ := os.ReadFile(filepath.Join(runs, "run-b.env"))
	for _, want := range []string{"CITEGUARD_MEMO=Memo Łódź.docx", "CITEGUARD_DECISION=Pełna weryfikacja", "CITEGUARD_OUTCOME=blocked",
		"CITEGUARD_BLOCKED=true", "CITEGUARD_REPORT_HTML=" + reportdir.HTMLPath(ev.Report)} {
		if !strings.Contains(string(env), want) {
			t.Errorf("environment lacks %q:\n%s", want, env)
		}
	}
	if log := lb.String(); !strings.Contains(log, "notification failed; trying again") || !strings.Contains(log, "asked to fail") ||
		!strings.Contains(log, "notification sent") {
		t.Errorf("log:\n%s", log)
	}
}

// TestWebhook: a JSON POST with the decision, counts and links, not the
// memo's text; a failing endpoint is retried until it answers.
func TestWebhook(t *testing.T) {
	dir := t.TempDir()
	ev := writeReport(t, dir)
	var calls atomic.Int32
	var mu sync.Mutex
	var bodies [][]byte
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		mu.Lock()
		bodies = append(bodies, b)
		mu.Unlock()
		if r.Header.Get("Authorization") != "Bearer s3cret" || r.Header.Get("Content-Type") != "application/json; charset=utf-8" {
			http.Error(w, "bad headers", http.StatusBadRequest)
			return
		}
		if calls.Add(1) <= 2 {
			http.Error(w, "busy", http.StatusServiceUnavailable)
			return
		}
		w.WriteHeader(http.StatusNoContent)
	}))
	defer srv.Close()
	t.Setenv("TEST_HOOK_TOKEN", "Bearer s3cret")
	n, lb := start(t, Config{Webhook: Webhook{URL: srv.URL + "/hook", Headers: map[string]string{"Authorization": "env:TEST_HOOK_TOKEN"}},
		ReportURL: "file://///serwer/citeguard/raporty", Retries: 3})
	n.Notify(ev)
	n.Shutdown(time.Minute)
	if calls.Load() != 3 {
		t.Fatalf("%d calls, want 3 (two failures, then success)\n%s", calls.Load(), lb)
	}
	var p map[string]any
	if err := json.Unmarshal(bodies[2], &p); err != nil {
		t.Fatal(err)
	}
	if p["decision"] != "Pełna weryfikacja" || p["decision_words"] != "Nie wysyłaj" || p["blocked"] != true || p["outcome"] != "blocked" ||
		p["headline"] != "Nie wysyłaj: 1 cytat niezgodny ze źródłem" || p["memo"] != "Memo Łódź.docx" {
		t.Errorf("payload %s", bodies[2])
	}
	if html := p["reports"].(map[string]any)["html"]; html != "file://///serwer/citeguard/raporty/Memo%20%C5%81%C3%B3d%C5%BA.docx.html" {
		t.Errorf("report link %v", html)
	}
	if bytes.Contains(bodies[2], []byte(secret)) || p["report"] != nil {
		t.Errorf("the payload carries the memo's text without include_report: %s", bodies[2])
	}
	if !strings.Contains(lb.String(), "503 Service Unavailable") {
		t.Errorf("the failure is not logged:\n%s", lb)
	}
}

// TestWebhookIncludeReport: with include_report the whole report goes.
func TestWebhookIncludeReport(t *testing.T) {
	t.Parallel()
	ev := writeReport(t, t.TempDir())
	got := make(chan []byte, 1)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		got <- b
	}))
	defer srv.Close()
	n, _ := start(t, Config{Webhook: Webhook{URL: srv.URL, IncludeReport: true}})
	n.Notify(ev)
	n.Shutdown(time.Minute)
	if b := <-got; !bytes.Contains(b, []byte(secret)) {
		t.Errorf("include_report: the report is missing: %s", b)
	}
}

// TestFailingEndpointNeverBlocks: an endpoint that hangs or is down holds
// up no caller — Notify returns at once, a full queue drops with an error,
// failures give up after the retries — and shutdown ends the workers.
func TestFailingEndpointNeverBlocks(t *testing.T) {
	t.Parallel()
	ev := writeReport(t, t.TempDir())
	release := make(chan struct{})
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-release:
		case <-r.Context().Done():
		}
		http.Error(w, "down", http.StatusInternalServerError)
	}))
	defer srv.Close()
	n, lb := start(t, Config{Webhook: Webhook{URL: srv.URL}, Queue: 1, Retries: 1})
	for range 5 { // the worker holds one, the queue one; three are dropped — and none of this waits
		n.Notify(ev)
	}
	close(release)
	n.Shutdown(time.Minute)
	log := lb.String()
	if c := strings.Count(log, "notification queue full"); c < 2 {
		t.Errorf("%d dropped, want at least 2:\n%s", c, log)
	}
	if !strings.Contains(log, "notification not sent; giving up") {
		t.Errorf("no give-up after the retries:\n%s", log)
	}
	// A closed port: the attempt fails, and shutdown with a short grace ends
	// the retries.
	dead := httptest.NewServer(http.NotFoundHandler())
	url := dead.URL
	dead.Close()
	n2, lb2 := start(t, Config{Webhook: Webhook{URL: url}, Retries: 1000})
	n2.Notify(ev)
	n2.Shutdown(50 * time.Millisecond)
	if !strings.Contains(lb2.String(), "the daemon is stopping") {
		t.Errorf("shutdown did not end the retries:\n%s", lb2)
	}
}

// TestEmail: the message goes to the configured address and to the
// author the table maps (an unknown last editor selects nobody), says the
// decision in the subject and carries the HTML report; a temporary failure
// is retried.
func TestEmail(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	ev := writeReport(t, dir)
	srv := startSMTP(t, 1)
	n, lb := start(t, Config{Email: Email{SMTP: srv.addr(), From: "citeguard@kancelaria.example", To: []string{"sekretariat@kancelaria.example"},
		ToAuthor: true, Authors: map[string]string{"jan kowalski": "Jan Kowalski <jan.kowalski@kancelaria.example>"}, TLS: "none"}, Retries: 2})
	n.Notify(ev)
	n.Shutdown(time.Minute)
	msgs := srv.got()
	if len(msgs) != 1 {
		t.Fatalf("%d messages, want 1\n%s", len(msgs), lb)
	}
	m := msgs[0]
	if strings.Join(m.To, ",") != "sekretariat@kancelaria.example,jan.kowalski@kancelaria.example" || m.From != "citeguard@kancelaria.example" {
		t.Errorf("envelope from %s to %v", m.From, m.To)
	}
	msg, err := mail.ReadMessage(strings.NewReader(m.Data))
	if err != nil {
		t.Fatal(err)
	}
	subject, _ := new(mime.WordDecoder).DecodeHeader(msg.Header.Get("Subject"))
	if subject != "[citeguard] Nie wysyłaj: Memo Łódź.docx" {
		t.Errorf("subject %q", subject)
	}
	_, params, _ := mime.ParseMediaType(msg.Header.Get("Content-Type"))
	mr := multipart.NewReader(msg.Body, params["boundary"])
	text, _ := mr.NextPart()
	body, _ := io.ReadAll(text)
	if !strings.Contains(string(body), "Nie wysyłaj: 1 cytat niezgodny ze źródłem") || !strings.Contains(string(body), "Co dalej:") {
		t.Errorf("body:\n%s", body)
	}
	att, err := mr.NextPart()
	if err != nil {
		t.Fatalf("no attachment: %v", err)
	}
	raw, _ := io.ReadAll(att)
	page, err := base64.StdEncoding.DecodeString(strings.ReplaceAll(string(raw), "\r\n", ""))
	want, _ := os.ReadFile(reportdir.HTMLPath(ev.Report))
	if err != nil || !bytes.Equal(page, want) || att.FileName() != "Memo Łódź.docx.html" {
		t.Errorf("attachment %q is not the HTML report (%v)", att.FileName(), err)
	}
	if !strings.Contains(lb.String(), "451") {
		t.Errorf("the temporary failure is not logged:\n%s", lb)
	}
}

// TestEmailOnlyToKnownAuthors: with to_author and no fixed recipient, a
// memo whose author is not in the table sends nothing.
func TestEmailOnlyToKnownAuthors(t *testing.T) {
	t.Parallel()
	ev := writeReport(t, t.TempDir())
	srv := startSMTP(t, 0)
	n, _ := start(t, Config{Email: Email{SMTP: srv.addr(), From: "citeguard@kancelaria.example", ToAuthor: true,
		Authors: map[string]string{"Anna Nowak": "anna@kancelaria.example"}, TLS: "none"}})
	n.Notify(ev)
	n.Shutdown(time.Minute)
	if got := srv.got(); len(got) != 0 {
		t.Errorf("mail sent to %v for an author outside the table", got[0].To)
	}
}

func TestOnFilter(t *testing.T) {
	t.Parallel()
	ev := writeReport(t, t.TempDir())
	var calls atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { calls.Add(1) }))
	defer srv.Close()
	n, _ := start(t, Config{Webhook: Webhook{URL: srv.URL}, On: []string{"blocked", "failed"}})
	n.Notify(ev)
	ev.Outcome = "checked"
	n.Notify(ev)
	n.Shutdown(time.Minute)
	if calls.Load() != 1 {
		t.Errorf("%d calls, want 1 (only the blocked memo)", calls.Load())
	}
}

func TestValidate(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		cfg  Config
		want string
	}{
		{Config{Webhook: Webhook{URL: "ftp://x"}}, "notify.webhook.url"},
		{Config{On: []string{"zablokowane"}}, "notify.on"},
		{Config{Email: Email{SMTP: "mail:25", From: "a@b.pl"}}, "no recipient"},
		{Config{Email: Email{SMTP: "mail", From: "a@b.pl", To: []string{"c@d.pl"}}}, "host:port"},
		{Config{Email: Email{To: []string{"c@d.pl"}}}, "smtp"},
		{Config{Email: Email{SMTP: "mail:25", From: "a@b.pl", To: []string{"c@d.pl"}, TLS: "ssl"}}, "notify.email.tls"},
		{Config{Command: []string{""}}, "notify.command"},
	} {
		if err := tc.cfg.Validate(); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%+v: %v, want an error naming %s", tc.cfg, err, tc.want)
		}
	}
	var off Config
	if off.Enabled() || off.Validate() != nil {
		t.Error("the zero Config is valid and off")
	}
}

// TestEmailTLSRequired: with tls: required, a server that does not offer
// STARTTLS gets nothing, and the log says why.
func TestEmailTLSRequired(t *testing.T) {
	t.Parallel()
	ev := writeReport(t, t.TempDir())
	srv := startSMTP(t, 0)
	n, lb := start(t, Config{Email: Email{SMTP: srv.addr(), From: "citeguard@kancelaria.example", To: []string{"a@kancelaria.example"}, TLS: "required"}, Retries: 1})
	n.Notify(ev)
	n.Shutdown(time.Minute)
	if got := srv.got(); len(got) != 0 {
		t.Errorf("a message went in clear text: %v", got)
	}
	if !strings.Contains(lb.String(), "does not offer STARTTLS") {
		t.Errorf("log:\n%s", lb)
	}
}
