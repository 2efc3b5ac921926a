package check

import (
	"archive/zip"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"citeguard/reports"
)

// unreadDOCX writes a small DOCX with body (WordprocessingML paragraphs) and
// extra parts (name, content pairs), with a comments relationship when
// comments is not empty.
func unreadDOCX(t *testing.T, body, comments string) string {
	t.Helper()
	const w = `xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" xmlns:w16du="http://schemas.microsoft.com/office/word/2023/wordml/word16du"`
	rels := `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">`
	parts := []string{
		"[Content_Types].xml", `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
		"_rels/.rels", rels + `<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`,
		"word/document.xml", `<?xml version="1.0"?><w:document ` + w + `><w:body>` + body + `</w:body></w:document>`,
	}
	if comments != "" {
		parts = append(parts, "word/_rels/document.xml.rels", rels+`<Relationship Id="rIdC" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/comments" Target="comments.xml"/></Relationships>`,
			"word/comments.xml", `<?xml version="1.0"?><w:comments `+w+`>`+comments+`</w:comments>`)
	}
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for i := 0; i < len(parts); i += 2 {
		f, err := zw.Create(parts[i])
		if err != nil {
			t.Fatal(err)
		}
		f.Write([]byte(parts[i+1]))
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "memo.docx")
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestUnreadContentFailsClosed: a memo whose file a viewer shows otherwise
// than it was read is not judged — its report says what was left unread
// and that it will not be sent — and a memo carrying comments or tracked
// changes says to remove them (the gate holds it: watcher's outcome).
func TestUnreadContentFailsClosed(t *testing.T) {
	run := func(t *testing.T, path string) *reports.Memo {
		c, err := Open(context.Background(), Config{Resolver: newFake()})
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		m, _ := c.Check(context.Background(), path)
		return m
	}
	para := func(s string) string { return `<w:p><w:r><w:t xml:space="preserve">` + s + `</w:t></w:r></w:p>` }
	t.Run("alternate content", func(t *testing.T) {
		body := para("Sąd Najwyższy orzekł tak.") + `<w:p><mc:AlternateContent><mc:Choice Requires="w16du"><w:r><w:t>Teza.</w:t></w:r></mc:Choice><mc:Fallback><w:r><w:t>Zob. wyrok SN z dnia 1 lutego 2020 r., II CSK 9902/20.</w:t></w:r></mc:Fallback></mc:AlternateContent></w:p>`
		m := run(t, unreadDOCX(t, body, ""))
		if !m.Blocked || !strings.Contains(m.Error, "różne programy pokazują różnie") || !strings.Contains(m.Error, "II CSK 9902/20") || !strings.Contains(m.Error, "nie zostanie wysłane") {
			t.Errorf("blocked %v, error %q", m.Blocked, m.Error)
		}
	})
	t.Run("comments and tracked changes", func(t *testing.T) {
		body := para("Memo bez cytatów.") + `<w:p><w:ins w:id="1" w:author="A"><w:r><w:t>Dopisek.</w:t></w:r></w:ins></w:p>`
		m := run(t, unreadDOCX(t, body, `<w:comment w:id="0" w:author="Jan Nowak">`+para("Sprawdź to.")+`</w:comment>`))
		if m.Error != "" || m.Carried == nil || m.Carried.Comments != 1 || m.Carried.TrackedChanges != 1 {
			t.Fatalf("error %q, carried %+v", m.Error, m.Carried)
		}
		var md bytes.Buffer
		if err := reports.Markdown(&md, m); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(md.String(), "1 komentarz i 1 śledzoną zmianę") || !strings.Contains(md.String(), "usuń komentarze i zaakceptuj zmiany przed wysłaniem") {
			t.Errorf("report:\n%s", md.String())
		}
	})
	t.Run("clean", func(t *testing.T) {
		m := run(t, unreadDOCX(t, para("Memo bez cytatów."), ""))
		if m.Error != "" || m.Carried != nil {
			t.Errorf("error %q, carried %+v", m.Error, m.Carried)
		}
	})
}

// TestCommentCitationsChecked: a citation in a memo's comment is checked
// like the memo's text, in a result of its own that names the comment
// (a fabricated signature there travels with the file).
func TestCommentCitationsChecked(t *testing.T) {
	c, err := Open(context.Background(), Config{Resolver: newFake()})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	para := func(s string) string { return `<w:p><w:r><w:t xml:space="preserve">` + s + `</w:t></w:r></w:p>` }
	path := unreadDOCX(t, para("Memo bez cytatów."), `<w:comment w:id="0" w:author="Jan Nowak">`+para("Por. wyrok Sądu Najwyższego z dnia 1 lutego 2020 r., II CSK 9902/20.")+`</w:comment>`)
	m, _ := c.Check(context.Background(), path)
	var in []reports.Claim
	for _, r := range m.Results {
		if r.Comment > 0 {
			in = append(in, r)
		}
	}
	if len(in) != 1 || in[0].Comment != 1 || in[0].Anchor.Sygnatura != "II CSK 9902/20" || !m.Blocked {
		t.Fatalf("results %+v, blocked %v; want one from comment 1, blocking", m.Results, m.Blocked)
	}
	var md bytes.Buffer
	if err := reports.Markdown(&md, m); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(md.String(), "komentarz 1") {
		t.Errorf("report does not name the comment:\n%s", md.String())
	}
}

// TestOwnCommentsNotChecked: a commented copy sent back in is checked like
// the memo — citeguard's own comments (its keyed marker) are not read as
// the memo's citations, while a comment someone adds is.
func TestOwnCommentsNotChecked(t *testing.T) {
	// HandedIn: the daemon's inbox checker (sources handed in beside a memo).
	for _, handedIn := range []bool{false, true} {
		t.Run(fmt.Sprintf("handedIn=%v", handedIn), func(t *testing.T) { ownCommentsNotChecked(t, handedIn) })
	}
}

func ownCommentsNotChecked(t *testing.T, handedIn bool) {
	c, err := Open(context.Background(), Config{Resolver: newFake(), HandedIn: handedIn, CopyKey: []byte("0123456789abcdef0123456789abcdef")})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	para := func(s string) string { return `<w:p><w:r><w:t xml:space="preserve">` + s + `</w:t></w:r></w:p>` }
	path := unreadDOCX(t, para("Por. wyrok Sądu Najwyższego z dnia 1 lutego 2020 r., II CSK 9902/20."), "")
	m, _ := c.Check(context.Background(), path)
	if m.CopySource == nil || !m.Blocked {
		t.Fatalf("no commented copy (blocked %v, error %q)", m.Blocked, m.Error)
	}
	cp, err := m.CopySource.Commented(context.Background(), m, "memo.docx.html")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(zipPart(t, cp, "word/comments.xml"), []byte(`w:initials="CG:`)) {
		t.Error("the copy's comments carry no keyed marker")
	}
	back := filepath.Join(t.TempDir(), "memo.docx")
	if err := os.WriteFile(back, cp, 0o644); err != nil {
		t.Fatal(err)
	}
	m2, _ := c.Check(context.Background(), back)
	if m2.Carried == nil || m2.Carried.Comments == 0 {
		t.Fatalf("the copy carries no comments: %+v", m2.Carried)
	}
	for _, r := range m2.Results {
		if r.Comment > 0 {
			t.Errorf("citeguard's own comment %d checked as a claim: %+v", r.Comment, r.Anchor)
		}
	}
	if len(m2.Results) != len(m.Results) {
		t.Errorf("the copy has %d results, the memo %d", len(m2.Results), len(m.Results))
	}
}

// zipPart is the named part of the zip archive data.
func zipPart(t *testing.T, data []byte, name string) []byte {
	t.Helper()
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range zr.File {
		if f.Name == name {
			rc, err := f.Open()
			if err != nil {
				t.Fatal(err)
			}
			defer rc.Close()
			b, err := io.ReadAll(rc)
			if err != nil {
				t.Fatal(err)
			}
			return b
		}
	}
	t.Fatalf("no %s in the archive", name)
	return nil
}

// TestCommentClaimsCountTowardsTheLimit: the claims of a memo's comments
// count towards max_claims like those of its text — a memo of a few
// claims whose comments hold thousands is not checked (each comment claim
// would be resolved), while the same comments under the limit are.
func TestCommentClaimsCountTowardsTheLimit(t *testing.T) {
	para := func(s string) string { return `<w:p><w:r><w:t xml:space="preserve">` + s + `</w:t></w:r></w:p>` }
	var comments strings.Builder
	for i := range 30 {
		fmt.Fprintf(&comments, `<w:comment w:id="%d" w:author="Jan Nowak">%s</w:comment>`, i, para(fmt.Sprintf("Por. wyrok Sądu Najwyższego z dnia 1 lutego 2020 r., II CSK %d/20.", 9000+i)))
	}
	path := unreadDOCX(t, para("Por. wyrok Sądu Najwyższego z dnia 1 lutego 2020 r., II CSK 9902/20."), comments.String())
	for _, tc := range []struct {
		limit int
		over  bool
	}{{20, true}, {40, false}} {
		res := &countingResolver{fakeLibrary: newFake()}
		c, err := Open(context.Background(), Config{Resolver: res, Logger: quietLog(), MaxClaims: tc.limit})
		if err != nil {
			t.Fatal(err)
		}
		m, err := c.Check(context.Background(), path)
		c.Close()
		var le *ClaimLimitError
		if got := errors.As(err, &le); got != tc.over {
			t.Fatalf("limit %d: err %v, want over the limit %v", tc.limit, err, tc.over)
		}
		if tc.over {
			if le.Count != 31 || res.resolved.Load() != 0 || len(m.Results) != 0 {
				t.Errorf("limit %d: counted %d (want 31), resolved %d, %d results", tc.limit, le.Count, res.resolved.Load(), len(m.Results))
			}
			continue
		}
		inComments := 0
		for _, r := range m.Results {
			if r.Comment > 0 {
				inComments++
			}
		}
		if inComments != 30 {
			t.Errorf("limit %d: %d results from comments, want 30", tc.limit, inComments)
		}
	}
}
