package docxcomments

import (
	"archive/zip"
	"bytes"
	"context"
	"encoding/xml"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"citeguard/extract"
	"citeguard/reports"
)

// What every commented copy must be, checked from the outside: a valid
// zip whose XML parts are well-formed, every untouched entry the same
// bytes, the same text when extract reads it, one comment by citeguard
// for the decision and one per claim that is not 🟢 with the report's
// words, the comments already there kept, each range balanced and inside
// one paragraph — the claim's.

// zipParts reads every entry of a zip.
func zipParts(t testing.TB, data []byte) (map[string][]byte, map[string][]byte) {
	t.Helper()
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		t.Fatalf("not a valid zip: %v", err)
	}
	plain, raw := map[string][]byte{}, map[string][]byte{}
	for _, f := range zr.File {
		rc, err := f.Open()
		if err != nil {
			t.Fatalf("%s: %v", f.Name, err)
		}
		b, err := io.ReadAll(rc)
		rc.Close()
		if err != nil {
			t.Fatalf("%s: %v (a CRC error?)", f.Name, err)
		}
		plain[f.Name] = b
		r, err := f.OpenRaw()
		if err != nil {
			t.Fatal(err)
		}
		raw[f.Name], _ = io.ReadAll(r)
	}
	return plain, raw
}

// comment is a w:comment as read back.
type comment struct {
	ID       int      `xml:"id,attr"`
	Author   string   `xml:"author,attr"`
	Initials string   `xml:"initials,attr"`
	Paras    []wpText `xml:"p"`
}

type wpText struct {
	Texts []string `xml:"r>t"`
}

func (c comment) lines() []string {
	var out []string
	for _, p := range c.Paras {
		out = append(out, strings.Join(p.Texts, ""))
	}
	return out
}

func readComments(t *testing.T, part []byte) []comment {
	t.Helper()
	var doc struct {
		Comments []comment `xml:"comment"`
	}
	if err := xml.Unmarshal(part, &doc); err != nil {
		t.Fatalf("comments part: %v", err)
	}
	return doc.Comments
}

// commentsPartName is the comments part a package's main part relates to.
func commentsPartName(t *testing.T, parts map[string][]byte) string {
	t.Helper()
	rs, _, err := readRels(parts["word/_rels/document.xml.rels"], 256)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range rs {
		if strings.HasSuffix(r.typ, relComments) {
			n, _ := target("word", r)
			return n
		}
	}
	return ""
}

// rangeInfo is where one comment id's markers stand in the main part:
// the outermost paragraph of each and their order.
type rangeInfo struct {
	starts, ends, refs []int // outermost paragraph ordinal of each marker
	order              []string
	covered            strings.Builder // text inside the range
	inside             bool
}

// commentRanges reads the comment markers of a main part and the text
// and footnote references of each outermost paragraph.
func commentRanges(t *testing.T, doc []byte) (map[string]*rangeInfo, []string, []bool) {
	t.Helper()
	dec := xml.NewDecoder(bytes.NewReader(doc))
	ranges := map[string]*rangeInfo{}
	get := func(id string) *rangeInfo {
		if ranges[id] == nil {
			ranges[id] = &rangeInfo{}
		}
		return ranges[id]
	}
	var texts []string
	var refs []bool
	var cur strings.Builder
	depth, pDepth, para := 0, -1, -1
	var stack []string
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("main part: %v", err)
		}
		switch x := tok.(type) {
		case xml.StartElement:
			depth++
			stack = append(stack, x.Name.Local)
			if !isWML(x.Name.Space) {
				continue
			}
			switch x.Name.Local {
			case "p":
				if pDepth < 0 {
					pDepth, para = depth, para+1
					cur.Reset()
					refs = append(refs, false)
				}
			case "footnoteReference", "endnoteReference":
				refs[para] = true
			case "commentRangeStart", "commentRangeEnd", "commentReference":
				id := attrOf(x, "id")
				r := get(id)
				r.order = append(r.order, x.Name.Local)
				switch x.Name.Local {
				case "commentRangeStart":
					r.starts = append(r.starts, para)
					r.inside = true
				case "commentRangeEnd":
					r.ends = append(r.ends, para)
					r.inside = false
				default:
					r.refs = append(r.refs, para)
				}
			}
		case xml.EndElement:
			if x.Name.Local == "p" && depth == pDepth {
				texts = append(texts, cur.String())
				pDepth = -1
			}
			depth--
			stack = stack[:len(stack)-1]
		case xml.CharData:
			if len(stack) > 0 && stack[len(stack)-1] == "t" && pDepth >= 0 {
				cur.Write(x)
				for _, r := range ranges {
					if r.inside {
						r.covered.Write(x)
					}
				}
			}
		}
	}
	return ranges, texts, refs
}

// letters is the letters and digits of s, lower case.
func letters(s string) string {
	b, _ := skeleton([]string{s})
	return string(b)
}

// fetches reports whether a part names a target fetched on open, which
// the copy changes (external.go).
func fetches(part []byte) bool {
	for _, s := range []string{`TargetMode="External"`, "attachedTemplate", "INCLUDEPICTURE", "INCLUDETEXT", "IMPORT"} {
		if bytes.Contains(part, []byte(s)) {
			return true
		}
	}
	return false
}

// verifyCopy checks a commented copy of orig made for m.
func verifyCopy(t *testing.T, name string, orig, out []byte, m *reports.Memo) {
	t.Helper()
	before, rawBefore := zipParts(t, orig)
	after, rawAfter := zipParts(t, out)
	for n, b := range after {
		if strings.HasSuffix(n, ".xml") || strings.HasSuffix(n, ".rels") {
			if err := wellFormed(b); err != nil {
				t.Errorf("%s: %s is not well-formed: %v", name, n, err)
			}
		}
	}
	checkOOXML(t, name, after)
	commentsName := commentsPartName(t, after)
	if commentsName == "" || after[commentsName] == nil {
		t.Fatalf("%s: no comments part related to the main part", name)
	}
	touched := map[string]bool{"word/document.xml": true, commentsName: true, "word/_rels/document.xml.rels": true, "[Content_Types].xml": true}
	for n, b := range rawBefore {
		if _, ok := rawAfter[n]; !ok {
			t.Errorf("%s: entry %s lost", name, n)
		} else if !touched[n] && !fetches(before[n]) && !bytes.Equal(b, rawAfter[n]) {
			t.Errorf("%s: entry %s was not copied byte for byte", name, n)
		}
	}
	if !strings.Contains(string(after["[Content_Types].xml"]), "/"+commentsName+`" ContentType="`+ctComments) &&
		!strings.Contains(string(after["[Content_Types].xml"]), ctComments) {
		t.Errorf("%s: no content type for %s", name, commentsName)
	}

	// The same text for extract.
	d1, err := extract.Bytes(context.Background(), name, orig, extract.Options{})
	if err != nil {
		t.Fatal(err)
	}
	d2, err := extract.Bytes(context.Background(), name, out, extract.Options{})
	if err != nil {
		t.Fatalf("%s: extract cannot read the copy: %v", name, err)
	}
	if d1.Text != d2.Text || len(d1.Footnotes) != len(d2.Footnotes) || len(d1.Blocks) != len(d2.Blocks) {
		t.Fatalf("%s: the copy reads differently", name)
	}

	// The comments: those there before kept as they were — but
	// citeguard's, dropped — then ours, each with its marker.
	var old []comment
	gone := map[string]bool{}
	if p := before[commentsName]; p != nil {
		for _, c := range readComments(t, p) {
			if signsAsCiteguard(c.Author) || IsOwnComment(testKey, c.Initials, strings.Join(c.lines(), "\n")) {
				gone[itoa(c.ID)] = true
				continue
			}
			old = append(old, c)
		}
		for _, el := range regexp.MustCompile(`(?s)<w:comment [^>]*>.*?</w:comment>`).FindAll(p, -1) {
			id := regexp.MustCompile(`w:id="(\d+)"`).FindSubmatch(el)
			if id != nil && !gone[string(id[1])] && !bytes.Contains(after[commentsName], el) {
				t.Errorf("%s: a comment there before was changed: %s", name, el)
			}
		}
	}
	all := readComments(t, after[commentsName])
	var ours []comment
	for _, c := range all {
		switch {
		case gone[itoa(c.ID)]:
			t.Errorf("%s: comment %d (citeguard's, from before) is still there", name, c.ID)
		case c.Author == "citeguard":
			if !IsOwnComment(testKey, c.Initials, strings.Join(c.lines(), "\n")) {
				t.Errorf("%s: comment %d has no valid marker: initials %q", name, c.ID, c.Initials)
			}
			ours = append(ours, c)
		}
	}
	if len(all) != len(old)+len(ours) {
		t.Errorf("%s: %d comments, %d kept and %d new", name, len(all), len(old), len(ours))
	}
	var need []*reports.Claim
	for i := range m.Results {
		if reports.NeedsComment(&m.Results[i]) {
			need = append(need, &m.Results[i])
		}
	}
	if len(ours) != 1+len(need) {
		t.Fatalf("%s: %d comments by citeguard, want 1 + %d claims that are not 🟢", name, len(ours), len(need))
	}
	if got, want := ours[0].lines(), reports.SummaryLines(m, ""); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("%s: the first comment says\n%q\nwant\n%q", name, got, want)
	}
	ranges, paraTexts, paraRefs := commentRanges(t, after["word/document.xml"])
	for id := range gone {
		if ranges[id] != nil {
			t.Errorf("%s: the dropped comment %s is still marked in the text: %v", name, id, ranges[id].order)
		}
	}
	for _, c := range old {
		if r := ranges[itoa(c.ID)]; r == nil || len(r.refs) != 1 {
			t.Errorf("%s: the earlier comment %d lost its place in the text", name, c.ID)
		}
	}
	for i, c := range ours {
		got := strings.Join(c.lines(), "\n")
		exact := i > 0 && got == strings.Join(reports.CommentLines(need[i-1], false), "\n")
		if i > 0 && !exact && got != strings.Join(reports.CommentLines(need[i-1], true), "\n") {
			t.Errorf("%s: comment on %s says\n%q\nwant the report's words\n%q", name, need[i-1].ID, got, reports.CommentLines(need[i-1], true))
		}
		r := ranges[itoa(c.ID)]
		if r == nil || len(r.starts) != 1 || len(r.ends) != 1 || len(r.refs) != 1 ||
			strings.Join(r.order, " ") != "commentRangeStart commentRangeEnd commentReference" {
			t.Errorf("%s: comment %d: markers not balanced: %+v", name, c.ID, r)
			continue
		}
		p := r.starts[0]
		if r.ends[0] != p || r.refs[0] < p {
			t.Errorf("%s: comment %d runs across paragraphs %d–%d (its reference in %d)", name, c.ID, p, r.ends[0], r.refs[0])
		}
		if i == 0 {
			if strings.TrimSpace(paraTexts[p]) == "" || !strings.Contains(paraTexts[p], strings.TrimSpace(paraTexts[p])) {
				t.Errorf("%s: the decision's comment is on an empty paragraph", name)
			}
			continue
		}
		cl := need[i-1]
		if cl.Footnote > 0 {
			if !paraRefs[p] {
				t.Errorf("%s: %s (footnote %d) is commented on a paragraph without a footnote reference: %q", name, cl.ID, cl.Footnote, paraTexts[p])
			}
			continue
		}
		if !holdsClaim(paraTexts[p], cl) {
			t.Errorf("%s: %s is commented on a paragraph that does not hold it: %q", name, cl.ID, paraTexts[p])
		}
		if exact && !holdsClaim(r.covered.String(), cl) {
			t.Errorf("%s: %s's comment covers %q, not the claim", name, cl.ID, r.covered.String())
		}
	}
}

// holdsClaim reports whether text holds the start of one of the claim's
// texts (a quotation may run on into the next paragraph).
func holdsClaim(text string, c *reports.Claim) bool {
	hay := letters(text)
	for _, s := range claimTexts(c) {
		l := []rune(letters(s))
		if len(l) > 20 {
			l = l[:20]
		}
		if len(l) > 0 && strings.Contains(hay, string(l)) {
			return true
		}
	}
	return false
}

func itoa(n int) string { return strconv.Itoa(n) }

// sofficeProfile is the LibreOffice profile of the test binary (made once:
// a new profile costs seconds).
var sofficeProfile string

// lawyerView converts the copy with LibreOffice when it is installed: to
// PDF (which must succeed) and to ODT, whose annotations by citeguard are
// counted — the comments a lawyer sees.
func lawyerView(t *testing.T, name string, out []byte, want int) {
	t.Helper()
	t.Run("libreoffice", func(t *testing.T) { openInLibreOffice(t, name, out, want) })
}

func openInLibreOffice(t *testing.T, name string, out []byte, want int) {
	soffice, err := exec.LookPath("soffice")
	if err != nil {
		t.Skipf("soffice not installed (Debian: libreoffice-writer-nogui): the copy of %s is not opened with LibreOffice", name)
	}
	dir := t.TempDir()
	in := filepath.Join(dir, strings.TrimSuffix(filepath.Base(name), ".docx")+".uwagi.docx")
	if err := os.WriteFile(in, out, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, to := range []string{"pdf", "odt"} {
		cmd := exec.Command(soffice, "-env:UserInstallation=file://"+sofficeProfile, "--headless", "--convert-to", to, "--outdir", dir, in)
		if b, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("%s: soffice --convert-to %s: %v\n%s", name, to, err, b)
		}
	}
	base := strings.TrimSuffix(in, ".docx")
	pdf, err := os.ReadFile(base + ".pdf")
	if err != nil || !bytes.HasPrefix(pdf, []byte("%PDF-")) {
		t.Fatalf("%s: LibreOffice wrote no PDF: %v", name, err)
	}
	odt, err := os.ReadFile(base + ".odt")
	if err != nil {
		t.Fatal(err)
	}
	parts, _ := zipParts(t, odt)
	n := strings.Count(string(parts["content.xml"]), "<dc:creator>citeguard</dc:creator>")
	if n != want {
		t.Errorf("%s: LibreOffice reads %d comments by citeguard, want %d", name, n, want)
	}
}
