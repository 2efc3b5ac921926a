package reports

import (
	"bufio"
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"citeguard/cite"
)

// The HTML reports in a real browser: Chromium, headless, driven over the
// DevTools protocol on a pipe (--remote-debugging-pipe: no port, no network).
// It runs when Chromium is installed (.ci/run installs Debian's chromium) and
// skips otherwise. Screenshots and A4 PDFs are test artefacts:
//
//	go test ./reports -run Browser -v -artifacts -outputdir /tmp/citeguard-shots

// browserFlags are the flags of a browser that must not reach a network.
var browserFlags = []string{"--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
	"--disable-background-networking", "--disable-component-update", "--disable-sync",
	"--disable-default-apps", "--disable-extensions", "--no-default-browser-check", "--remote-debugging-pipe"}

func findBrowser() string {
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

// cdp is a DevTools-protocol client over Chromium's pipe (fd 3 in, fd 4
// out; messages end with a NUL byte).
type cdp struct {
	cmd     *exec.Cmd
	in      *os.File
	mu      sync.Mutex
	next    int
	waiting map[int]chan cdpMessage
	events  chan cdpMessage
}

type cdpMessage struct {
	ID        int                       `json:"id,omitempty"`
	Method    string                    `json:"method,omitempty"`
	Params    json.RawMessage           `json:"params,omitempty"`
	Result    json.RawMessage           `json:"result,omitempty"`
	Error     *struct{ Message string } `json:"error,omitempty"`
	SessionID string                    `json:"sessionId,omitempty"`
}

func startBrowser(t *testing.T, bin string) *cdp {
	t.Helper()
	toChrome, chromeIn, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	chromeOut, fromChrome, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	args := append(append([]string{}, browserFlags...), "--user-data-dir="+t.TempDir(), "about:blank")
	cmd := exec.Command(bin, args...)
	cmd.ExtraFiles = []*os.File{toChrome, fromChrome} // fd 3: commands, fd 4: answers
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	toChrome.Close()
	fromChrome.Close()
	c := &cdp{cmd: cmd, in: chromeIn, waiting: map[int]chan cdpMessage{}, events: make(chan cdpMessage, 4096)}
	go c.read(chromeOut)
	t.Cleanup(func() {
		c.call(context.Background(), "", "Browser.close", nil)
		done := make(chan struct{})
		go func() { cmd.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			cmd.Process.Kill()
			<-done
		}
		chromeIn.Close()
		if t.Failed() {
			t.Logf("chromium's stderr:\n%s", stderr.String())
		}
	})
	return c
}

func (c *cdp) read(out *os.File) {
	r := bufio.NewReaderSize(out, 1<<20)
	for {
		raw, err := r.ReadBytes(0)
		if err != nil {
			close(c.events)
			return
		}
		var m cdpMessage
		if json.Unmarshal(raw[:len(raw)-1], &m) != nil {
			continue
		}
		if m.ID != 0 {
			c.mu.Lock()
			ch := c.waiting[m.ID]
			delete(c.waiting, m.ID)
			c.mu.Unlock()
			if ch != nil {
				ch <- m
			}
			continue
		}
		select {
		case c.events <- m:
		default: // events nobody reads
		}
	}
}

// call sends a command and waits for its result.
func (c *cdp) call(ctx context.Context, session, method string, params any) (json.RawMessage, error) {
	c.mu.Lock()
	c.next++
	id := c.next
	ch := make(chan cdpMessage, 1)
	c.waiting[id] = ch
	c.mu.Unlock()
	msg := map[string]any{"id": id, "method": method}
	if params != nil {
		msg["params"] = params
	}
	if session != "" {
		msg["sessionId"] = session
	}
	b, _ := json.Marshal(msg)
	if _, err := c.in.Write(append(b, 0)); err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	select {
	case m := <-ch:
		if m.Error != nil {
			return nil, fmt.Errorf("%s: %s", method, m.Error.Message)
		}
		return m.Result, nil
	case <-ctx.Done():
		return nil, fmt.Errorf("%s: no answer: %w", method, ctx.Err())
	}
}

// pageProblems are what a page did that a self-contained, inert report must
// not: console errors and warnings, exceptions, log errors (a CSP
// violation is one), requests for anything but the file itself.
type pageProblems struct {
	console, requests []string
	loaded            bool
}

// load navigates the session's page to file and gathers its problems
// until the load event.
func (c *cdp) load(ctx context.Context, session, file string) (*pageProblems, error) {
	u := (&url.URL{Scheme: "file", Path: filepath.ToSlash(file)}).String()
	if _, err := c.call(ctx, session, "Page.navigate", map[string]any{"url": u}); err != nil {
		return nil, err
	}
	p := &pageProblems{}
	deadline := time.After(30 * time.Second)
	for !p.loaded {
		select {
		case m, ok := <-c.events:
			if !ok {
				return nil, fmt.Errorf("the browser ended")
			}
			p.note(m, u)
		case <-deadline:
			return nil, fmt.Errorf("%s: no load event", file)
		}
	}
	// Late messages (a deferred error) arrive within a moment.
	for {
		select {
		case m := <-c.events:
			p.note(m, u)
		case <-time.After(300 * time.Millisecond):
			return p, nil
		}
	}
}

func (p *pageProblems) note(m cdpMessage, page string) {
	var ev struct {
		Type    string                            `json:"type"`
		Args    []struct{ Value any }             `json:"args"`
		Request struct{ URL string }              `json:"request"`
		Entry   struct{ Level, Text, URL string } `json:"entry"`
		Details struct{ Text string }             `json:"exceptionDetails"`
	}
	json.Unmarshal(m.Params, &ev)
	switch m.Method {
	case "Page.loadEventFired":
		p.loaded = true
	case "Runtime.consoleAPICalled":
		if ev.Type == "error" || ev.Type == "warning" || ev.Type == "assert" {
			p.console = append(p.console, fmt.Sprintf("console.%s %v", ev.Type, ev.Args))
		}
	case "Runtime.exceptionThrown":
		p.console = append(p.console, "exception: "+ev.Details.Text)
	case "Log.entryAdded":
		if ev.Entry.Level == "error" || ev.Entry.Level == "warning" {
			p.console = append(p.console, fmt.Sprintf("log %s: %s %s", ev.Entry.Level, ev.Entry.Text, ev.Entry.URL))
		}
	case "Network.requestWillBeSent":
		if ev.Request.URL != page && !strings.HasPrefix(ev.Request.URL, page+"#") {
			p.requests = append(p.requests, ev.Request.URL)
		}
	}
}

// visibleJS reports the decision and the claims' statuses as the reader
// sees them: text of elements that are rendered, non-empty and — for the
// decision — within the first screen.
const visibleJS = `(() => {
  const seen = e => !!e && e.checkVisibility({opacityProperty: true, visibilityProperty: true}) && e.getBoundingClientRect().width > 0 && e.getBoundingClientRect().height > 0;
  const d = document.getElementById('decision');
  return {
    decision: seen(d) ? d.textContent : null,
    onFirstScreen: !!d && d.getBoundingClientRect().bottom <= innerHeight,
    statuses: [...document.querySelectorAll('table.claims .badge.status')].filter(seen).map(e => e.textContent),
    scripts: document.scripts.length,
    height: document.documentElement.scrollHeight,
  };
})()`

type seenPage struct {
	Decision      *string  `json:"decision"`
	OnFirstScreen bool     `json:"onFirstScreen"`
	Statuses      []string `json:"statuses"`
	Scripts       int      `json:"scripts"`
	Height        int      `json:"height"`
}

// TestBrowserRendersReports opens the HTML reports of the sample and
// example memos and of a hostile memo in Chromium: each loads with no
// console error and no request beyond its own file, shows the decision on
// the first screen and every claim's status, runs no script; a full-page
// screenshot and an A4 PDF are written as artefacts.
func TestBrowserRendersReports(t *testing.T) {
	bin := findBrowser()
	if bin == "" {
		t.Skip("no Chromium (chromium, google-chrome) installed: the HTML reports are checked by the parser tests only; .ci/run installs Debian's chromium")
	}
	dir := t.TempDir()
	type page struct {
		name string
		memo *Memo // nil: a page not made from a memo here
		file string
	}
	var pages []page
	memos := sampleMemos()
	memos["hostile"] = hostileMemo()
	for name, m := range memos {
		f := filepath.Join(dir, name+".html")
		var b bytes.Buffer
		if err := HTML(&b, m); err != nil {
			t.Fatal(err)
		}
		os.WriteFile(f, b.Bytes(), 0o644)
		pages = append(pages, page{name, m, f})
	}
	for _, name := range []string{"memo-bledy.txt", "memo-czyste.txt"} {
		f, _ := filepath.Abs(filepath.Join("..", "testdata", "check", "golden", name+".html"))
		js, err := os.ReadFile(filepath.Join("..", "testdata", "check", "golden", name+".json"))
		if err != nil {
			t.Fatal(err)
		}
		var m Memo
		if err := json.Unmarshal(js, &m); err != nil {
			t.Fatal(err)
		}
		pages = append(pages, page{"example-" + name, &m, f})
	}
	idx := filepath.Join(dir, "INDEX.html")
	var b bytes.Buffer
	IndexHTML(&b, &Index{Generated: time.Date(2026, 12, 1, 9, 0, 0, 0, time.UTC), Window: 24 * time.Hour, Entries: []IndexEntry{
		NewIndexEntry("memo-opinia.pdf", time.Date(2026, 12, 1, 8, 0, 0, 0, time.UTC), memos["mixed"]),
		NewIndexEntry("memo-czyste.docx", time.Date(2026, 12, 1, 7, 0, 0, 0, time.UTC), memos["clean"]),
	}})
	os.WriteFile(idx, b.Bytes(), 0o644)
	pages = append(pages, page{"INDEX", nil, idx})

	c := startBrowser(t, bin)
	ctx := context.Background()
	res, err := c.call(ctx, "", "Target.createTarget", map[string]any{"url": "about:blank"})
	if err != nil {
		t.Fatal(err)
	}
	var target struct{ TargetID string }
	json.Unmarshal(res, &target)
	res, err = c.call(ctx, "", "Target.attachToTarget", map[string]any{"targetId": target.TargetID, "flatten": true})
	if err != nil {
		t.Fatal(err)
	}
	var attached struct{ SessionID string }
	json.Unmarshal(res, &attached)
	s := attached.SessionID
	for _, m := range []string{"Page.enable", "Runtime.enable", "Log.enable", "Network.enable"} {
		if _, err := c.call(ctx, s, m, nil); err != nil {
			t.Fatal(err)
		}
	}
	out := t.ArtifactDir()
	for _, p := range pages {
		t.Run(p.name, func(t *testing.T) {
			c.call(ctx, s, "Emulation.setDeviceMetricsOverride", map[string]any{"width": 1000, "height": 800, "deviceScaleFactor": 1, "mobile": false})
			probs, err := c.load(ctx, s, p.file)
			if err != nil {
				t.Fatal(err)
			}
			if len(probs.console) > 0 {
				t.Errorf("console: %v", probs.console)
			}
			if len(probs.requests) > 0 {
				t.Errorf("the page asked for %v", probs.requests)
			}
			res, err := c.call(ctx, s, "Runtime.evaluate", map[string]any{"expression": visibleJS, "returnByValue": true})
			if err != nil {
				t.Fatal(err)
			}
			var ev struct{ Result struct{ Value seenPage } }
			json.Unmarshal(res, &ev)
			seen := ev.Result.Value
			if seen.Scripts != 0 {
				t.Errorf("%d scripts in the page", seen.Scripts)
			}
			if p.memo != nil {
				if seen.Decision == nil || *seen.Decision != Headline(p.memo) || !seen.OnFirstScreen {
					t.Errorf("decision seen %v (first screen %v), want %q", seen.Decision, seen.OnFirstScreen, Headline(p.memo))
				}
				var want []string
				for _, cl := range p.memo.Results {
					want = append(want, StatusWord(cl.Status))
				}
				if fmt.Sprint(seen.Statuses) != fmt.Sprint(want) {
					t.Errorf("statuses seen %v, want %v", seen.Statuses, want)
				}
				if p.memo.Decision == cite.PelnaWeryfikacja && !strings.HasPrefix(*seen.Decision, "Nie wysyłaj") {
					t.Errorf("a blocked memo's page must say „Nie wysyłaj” first")
				}
			}
			if p.memo == nil {
				filterIndex(t, c, s)
			}
			shot(t, c, s, seen.Height, filepath.Join(out, p.name+".png"))
			pdf(t, c, s, filepath.Join(out, p.name+".pdf"))
		})
	}
	t.Logf("screenshots and A4 PDFs in %s (kept with -artifacts)", out)
}

// filterIndex picks each decision filter of INDEX.html (as a click on its
// label would) and counts the rows left visible: the filter works with CSS
// alone.
func filterIndex(t *testing.T, c *cdp, s string) {
	t.Helper()
	for id, want := range map[string]int{"f-stop": 1, "f-fix": 0, "f-send": 1, "f-all": 2} {
		js := `(() => { document.getElementById('` + id + `').click();
		  return [...document.querySelectorAll('table.index tbody tr')].filter(r => r.checkVisibility()).length; })()`
		res, err := c.call(context.Background(), s, "Runtime.evaluate", map[string]any{"expression": js, "returnByValue": true})
		if err != nil {
			t.Fatal(err)
		}
		var ev struct{ Result struct{ Value int } }
		json.Unmarshal(res, &ev)
		if ev.Result.Value != want {
			t.Errorf("filter %s shows %d rows, want %d", id, ev.Result.Value, want)
		}
	}
}

// shot writes a full-page PNG screenshot.
func shot(t *testing.T, c *cdp, s string, height int, path string) {
	t.Helper()
	ctx := context.Background()
	c.call(ctx, s, "Emulation.setDeviceMetricsOverride", map[string]any{"width": 1000, "height": min(max(height, 400), 12000), "deviceScaleFactor": 1, "mobile": false})
	res, err := c.call(ctx, s, "Page.captureScreenshot", map[string]any{"format": "png"})
	if err != nil {
		t.Fatal(err)
	}
	var img struct{ Data string }
	json.Unmarshal(res, &img)
	png, err := base64.StdEncoding.DecodeString(img.Data)
	if err != nil || !bytes.HasPrefix(png, []byte("\x89PNG")) {
		t.Fatalf("screenshot: %v", err)
	}
	os.WriteFile(path, png, 0o644)
}

// pdf prints the page on A4 with its backgrounds, as a lawyer's printer
// would, and checks that it gives pages.
func pdf(t *testing.T, c *cdp, s string, path string) {
	t.Helper()
	res, err := c.call(context.Background(), s, "Page.printToPDF", map[string]any{"paperWidth": 8.27, "paperHeight": 11.69, "printBackground": true, "preferCSSPageSize": true})
	if err != nil {
		t.Fatal(err)
	}
	var doc struct{ Data string }
	json.Unmarshal(res, &doc)
	b, err := base64.StdEncoding.DecodeString(doc.Data)
	if err != nil || !bytes.HasPrefix(b, []byte("%PDF-")) || bytes.Count(b, []byte("/Type /Page")) == 0 {
		t.Fatalf("A4 print: %v", err)
	}
	os.WriteFile(path, b, 0o644)
}
