package reports

import (
	"bytes"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"citeguard/internal/golden"
)

func sampleIndex() *Index {
	m := sampleMemos()
	at := func(h int) time.Time { return time.Date(2026, 12, 1, h, 0, 0, 0, time.UTC) }
	return &Index{Generated: at(12), Window: 24 * time.Hour, Entries: []IndexEntry{
		NewIndexEntry("memo-opinia.pdf", at(11), m["mixed"]),
		NewIndexEntry("Memo Łódź #2?.docx", at(10), m["revised"]),
		NewIndexEntry("javascript:alert(1).docx", at(9), m["clean"]),
		NewIndexEntry("skan.pdf", at(8), m["unreadable"]),
		NewIndexEntry("memo_d01.docx", at(7), m["review"]),
	}}
}

// TestIndexCountsAgree: each filter of INDEX.html counts the rows of its
// action, and each row's badge is the start of its memo's headline — a
// clean memo with items to review is no „Można wysłać (0)” (issue 23
// item 4).
func TestIndexCountsAgree(t *testing.T) {
	t.Parallel()
	x := sampleIndex()
	var page bytes.Buffer
	if err := IndexHTML(&page, x); err != nil {
		t.Fatal(err)
	}
	html := page.String()
	for _, a := range Actions() {
		n := strings.Count(html, `<tr class="`+a.Class()+`">`)
		if want := fmt.Sprintf(`<label for="f-%s">%s (%d)</label>`, a.Class(), a.Word(), n); !strings.Contains(html, want) {
			t.Errorf("INDEX.html lacks %s", want)
		}
	}
	for _, e := range x.Entries {
		if !strings.HasPrefix(e.Headline, e.Action.Word()) {
			t.Errorf("%s: badge %q, headline %q", e.Report, e.Action.Word(), e.Headline)
		}
	}
	if !strings.Contains(html, `<label for="f-review">Można wysłać po przejrzeniu (1)</label>`) {
		t.Errorf("the memo to review is not counted:\n%s", html)
	}
}

// TestIndexGolden: INDEX.md and INDEX.html of a sample folder; links are
// "./"-relative and escaped, so no name reads as a scheme, query or
// fragment.
func TestIndexGolden(t *testing.T) {
	t.Parallel()
	var md, page bytes.Buffer
	if err := IndexMarkdown(&md, sampleIndex()); err != nil {
		t.Fatal(err)
	}
	if err := IndexHTML(&page, sampleIndex()); err != nil {
		t.Fatal(err)
	}
	golden.Check(t, filepath.Join("testdata", "golden", "INDEX.md"), md.Bytes())
	golden.Check(t, filepath.Join("testdata", "golden", "INDEX.html"), page.Bytes())
	if err := validateHTML(page.Bytes()); err != nil {
		t.Error(err)
	}
	for _, want := range []string{`href="./Memo%20%C5%81%C3%B3d%C5%BA%20%232%3F.docx.html"`, `href="./javascript:alert%281%29.docx.html"`} {
		if !strings.Contains(page.String(), want) {
			t.Errorf("INDEX.html lacks %s", want)
		}
	}
	if !strings.Contains(md.String(), "(./javascript:alert(1).docx.md)") && !strings.Contains(md.String(), "(./javascript:alert%281%29.docx.md)") {
		t.Errorf("INDEX.md link of a scheme-like name:\n%s", md.String())
	}
}

// TestRunsTitle: „Przebiegi nocne” only for runs that all started at
// night (issue 23 item 7).
func TestRunsTitle(t *testing.T) {
	t.Parallel()
	at := func(h int) RunSummary { return RunSummary{Start: time.Date(2026, 12, 1, h, 5, 0, 0, time.UTC)} }
	for _, tc := range []struct {
		runs []RunSummary
		want string
	}{
		{[]RunSummary{at(2), at(23)}, "Przebiegi nocne"},
		{[]RunSummary{at(2), at(14)}, "Przebiegi zbiorcze"},
		{[]RunSummary{at(6)}, "Przebiegi zbiorcze"},
	} {
		x := &Index{Generated: at(12).Start, Window: 24 * time.Hour, Runs: tc.runs}
		var md, page bytes.Buffer
		if err := IndexMarkdown(&md, x); err != nil {
			t.Fatal(err)
		}
		if err := IndexHTML(&page, x); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(md.String(), tc.want+" (citeguard watch -once):") || !strings.Contains(page.String(), "<h2>"+tc.want+"</h2>") {
			t.Errorf("runs at %v: want %q", tc.runs[0].Start, tc.want)
		}
	}
}
