package reports

import (
	"bytes"
	"strings"
	"testing"
	"time"
)

// TestIndexWaiting: memos without a report yet have a section of their
// own in INDEX.md and INDEX.html, each with its state and why it waits in
// words; a hostile name is escaped; without waiting memos there is no
// section at all (the goldens of TestIndexGolden hold that).
func TestIndexWaiting(t *testing.T) {
	t.Parallel()
	x := sampleIndex()
	now := x.Generated
	x.Waiting = []Waiting{
		{Name: "urwany.pdf", State: WaitIncomplete, Since: now.Add(-10 * time.Minute), Until: now.Add(20 * time.Minute)},
		{Name: "<b>opinia</b>_1*.docx", State: WaitHeld, Since: now.Add(-2 * time.Hour)},
		{Name: "klient/memo.docx", State: WaitRetrying, Attempts: 2, Since: now.Add(-30 * time.Second)},
		{Name: "wczoraj.docx", State: WaitLeft, Since: now.Add(-25 * time.Hour)},
	}
	var md, page bytes.Buffer
	if err := IndexMarkdown(&md, x); err != nil {
		t.Fatal(err)
	}
	if err := IndexHTML(&page, x); err != nil {
		t.Fatal(err)
	}
	if err := validateHTML(page.Bytes()); err != nil {
		t.Error(err)
	}
	for _, want := range []string{
		"## Czekają na sprawdzenie (4)", "(od 30 listopada 2026 r., godz. 11:00)",
		"- **urwany.pdf** — niekompletny: plik jest niekompletny (np. urwany PDF) — czekam, aż zostanie dopisany; jeśli nie, o 12:20 powstanie raport o błędzie (od 11:50)",
		`- **\<b\>opinia\</b\>\_1\*.docx** — wstrzymane: biblioteka źródeł nie odpowiada`,
		"(od 10:00)",
		"- **klient/memo.docx** — ponowna próba: próba się nie powiodła — ponowię ją wkrótce (dotąd 2 próby) (od 11:59)",
	} {
		if !strings.Contains(md.String(), want) {
			t.Errorf("INDEX.md lacks %q:\n%s", want, md.String())
		}
	}
	if i, j := strings.Index(md.String(), "Czekają"), strings.Index(md.String(), "| Memo |"); i < 0 || j < i {
		t.Errorf("the waiting memos are not above the reports (%d, %d)", i, j)
	}
	for _, want := range []string{"<h2>Czekają na sprawdzenie (4)</h2>", "<td>&lt;b&gt;opinia&lt;/b&gt;_1*.docx</td><td>wstrzymane</td>", "<td>urwany.pdf</td><td>niekompletny</td>"} {
		if !strings.Contains(page.String(), want) {
			t.Errorf("INDEX.html lacks %q", want)
		}
	}
	var none bytes.Buffer
	IndexHTML(&none, sampleIndex())
	if strings.Contains(none.String(), "Czekają") {
		t.Error("INDEX.html has a waiting section with nothing waiting")
	}
}
