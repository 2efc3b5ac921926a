package docxcomments

// The OOXML rules Word enforces on opening a package, checked on every
// copy the tests make (verifyCopy, compareRenders): one comments part,
// related to the main part and given its content type; every comment of
// the main part balanced — one w:commentRangeStart before one
// w:commentRangeEnd, then one run holding the w:commentReference — and
// found in the comments part, ids unique there; every relationship id the
// main part uses defined once, every internal target present; every part
// with a content type.

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
	"path"
	"strings"
	"testing"
)

// checkOOXML reports every rule of the package's parts (entry name →
// bytes) it breaks.
func checkOOXML(t *testing.T, name string, parts map[string][]byte) {
	t.Helper()
	for _, err := range ooxmlProblems(parts) {
		t.Errorf("%s: %v", name, err)
	}
}

func ooxmlProblems(parts map[string][]byte) []error {
	var errs []error
	fail := func(format string, a ...any) { errs = append(errs, fmt.Errorf(format, a...)) }
	main := "word/document.xml"
	rels, _, err := readRels(parts[relsPathFor(main)], 256)
	if err != nil {
		return []error{fmt.Errorf("%s: %v", relsPathFor(main), err)}
	}
	ids := map[string]bool{}
	var comments []string
	for _, r := range rels {
		if ids[r.id] {
			fail("relationship id %s defined twice", r.id)
		}
		ids[r.id] = true
		if t, ok := target("word", r); ok && parts[t] == nil && !strings.HasSuffix(r.typ, "/hyperlink") {
			fail("relationship %s targets %s, which is not in the package", r.id, t)
		}
		if strings.HasSuffix(r.typ, relComments) {
			t, _ := target("word", r)
			comments = append(comments, t)
		}
	}
	if len(comments) != 1 {
		return append(errs, fmt.Errorf("%d comments parts related to the main part, want 1", len(comments)))
	}
	errs = append(errs, contentTypeProblems(parts, comments[0])...)
	defined, err := commentIDs(parts[comments[0]])
	if err != nil {
		return append(errs, fmt.Errorf("%s: %v", comments[0], err))
	}
	marks, used, err := commentMarks(parts[main])
	if err != nil {
		return append(errs, fmt.Errorf("%s: %v", main, err))
	}
	for id := range used {
		if !ids[id] {
			fail("the main part uses relationship id %s, which is not defined", id)
		}
	}
	for id, seq := range marks {
		if got := strings.Join(seq, " "); got != "start end reference" {
			fail("comment %s: markers %q, want one start, one end, one reference run, in that order", id, got)
		}
		if !defined[id] {
			fail("comment %s is marked in the text but not in %s", id, comments[0])
		}
	}
	return errs
}

// contentTypeProblems: every part has a content type, the comments part
// the comments type, no part two overrides.
func contentTypeProblems(parts map[string][]byte, commentsPart string) []error {
	var errs []error
	defaults, overrides := map[string]string{}, map[string]string{}
	_, err := scan(parts["[Content_Types].xml"], 64, func(se xml.StartElement) {
		switch se.Name.Local {
		case "Default":
			defaults[strings.ToLower(attrOf(se, "Extension"))] = attrOf(se, "ContentType")
		case "Override":
			pn := strings.ToLower(attrOf(se, "PartName"))
			if _, dup := overrides[pn]; dup {
				errs = append(errs, fmt.Errorf("[Content_Types].xml overrides %s twice", pn))
			}
			overrides[pn] = attrOf(se, "ContentType")
		}
	})
	if err != nil {
		return []error{fmt.Errorf("[Content_Types].xml: %v", err)}
	}
	for n := range parts {
		if n == "[Content_Types].xml" || strings.HasSuffix(n, "/") {
			continue
		}
		_, o := overrides["/"+strings.ToLower(n)]
		_, d := defaults[strings.TrimPrefix(strings.ToLower(path.Ext(n)), ".")]
		if !o && !d {
			errs = append(errs, fmt.Errorf("part %s has no content type", n))
		}
	}
	if ct := overrides["/"+strings.ToLower(commentsPart)]; ct != ctComments {
		errs = append(errs, fmt.Errorf("the comments part %s has content type %q", commentsPart, ct))
	}
	return errs
}

// commentIDs are the ids of a comments part's w:comment elements; an id
// used twice is an error.
func commentIDs(part []byte) (map[string]bool, error) {
	ids := map[string]bool{}
	var dup []string
	_, err := scan(part, 256, func(se xml.StartElement) {
		if se.Name.Local == "comment" { // scan reads raw names: the prefix, not the namespace
			id := attrOf(se, "id")
			if ids[id] {
				dup = append(dup, id)
			}
			ids[id] = true
		}
	})
	if err == nil && len(dup) > 0 {
		err = fmt.Errorf("comment ids used twice: %v", dup)
	}
	return ids, err
}

// commentMarks reads the main part: each comment id's markers in document
// order ("start", "end", "reference" — a reference counted only in a run
// holding nothing else but its properties), and the relationship ids its
// attributes use (r:id, r:embed, r:link, r:pict and the like).
func commentMarks(part []byte) (map[string][]string, map[string]bool, error) {
	marks, used := map[string][]string{}, map[string]bool{}
	dec := xml.NewDecoder(bytes.NewReader(part))
	type open struct {
		local string
		kids  []string
	}
	var stack []open
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			return marks, used, nil
		}
		if err != nil {
			return nil, nil, err
		}
		switch x := tok.(type) {
		case xml.StartElement:
			for _, a := range x.Attr {
				if a.Name.Space == "http://schemas.openxmlformats.org/officeDocument/2006/relationships" {
					used[a.Value] = true
				}
			}
			if len(stack) > 0 {
				stack[len(stack)-1].kids = append(stack[len(stack)-1].kids, x.Name.Local)
			}
			if isWML(x.Name.Space) {
				switch x.Name.Local {
				case "commentRangeStart":
					marks[attrOf(x, "id")] = append(marks[attrOf(x, "id")], "start")
				case "commentRangeEnd":
					marks[attrOf(x, "id")] = append(marks[attrOf(x, "id")], "end")
				case "commentReference":
					r := "reference outside a run"
					if n := len(stack); n > 0 && stack[n-1].local == "r" {
						r = "reference"
					}
					marks[attrOf(x, "id")] = append(marks[attrOf(x, "id")], r)
				}
			}
			stack = append(stack, open{local: x.Name.Local})
		case xml.EndElement:
			top := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if top.local == "r" && hasRef(top.kids) && !onlyRef(top.kids) {
				return nil, nil, fmt.Errorf("a run holds a w:commentReference and %v", top.kids)
			}
		}
	}
}

func hasRef(kids []string) bool {
	for _, k := range kids {
		if k == "commentReference" {
			return true
		}
	}
	return false
}

// onlyRef: a run of its properties and one comment reference.
func onlyRef(kids []string) bool {
	n := 0
	for _, k := range kids {
		switch k {
		case "rPr":
		case "commentReference":
			n++
		default:
			return false
		}
	}
	return n == 1
}

// TestOOXMLRules: the checker finds each broken rule.
func TestOOXMLRules(t *testing.T) {
	good := func() map[string][]byte {
		return map[string][]byte{
			"[Content_Types].xml":          []byte(`<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="` + ctRels + `"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/comments.xml" ContentType="` + ctComments + `"/></Types>`),
			"word/_rels/document.xml.rels": []byte(`<Relationships xmlns="` + nsRels + `"><Relationship Id="rId1" Type="` + relTypeComments + `" Target="comments.xml"/></Relationships>`),
			"word/comments.xml":            []byte(`<w:comments xmlns:w="` + nsW + `"><w:comment w:id="1"/></w:comments>`),
			"word/document.xml": []byte(`<w:document xmlns:w="` + nsW + `"><w:body><w:p><w:commentRangeStart w:id="1"/><w:r><w:t>a</w:t></w:r>` +
				`<w:commentRangeEnd w:id="1"/><w:r><w:commentReference w:id="1"/></w:r></w:p></w:body></w:document>`),
		}
	}
	if errs := ooxmlProblems(good()); len(errs) > 0 {
		t.Fatalf("a valid package: %v", errs)
	}
	edit := func(part, old, new string) map[string][]byte {
		p := good()
		p[part] = bytes.Replace(p[part], []byte(old), []byte(new), 1)
		return p
	}
	for name, c := range map[string]struct {
		parts map[string][]byte
		want  string
	}{
		"reference before the end": {edit("word/document.xml", `<w:commentRangeEnd w:id="1"/><w:r><w:commentReference w:id="1"/></w:r>`, `<w:r><w:commentReference w:id="1"/></w:r><w:commentRangeEnd w:id="1"/>`), "in that order"},
		"no end":                   {edit("word/document.xml", `<w:commentRangeEnd w:id="1"/>`, ``), "in that order"},
		"end before start":         {edit("word/document.xml", `<w:commentRangeStart w:id="1"/><w:r><w:t>a</w:t></w:r><w:commentRangeEnd w:id="1"/>`, `<w:commentRangeEnd w:id="1"/><w:r><w:t>a</w:t></w:r><w:commentRangeStart w:id="1"/>`), "in that order"},
		"reference with text":      {edit("word/document.xml", `<w:commentReference w:id="1"/>`, `<w:commentReference w:id="1"/><w:t>x</w:t>`), "a run holds"},
		"comment not defined":      {edit("word/comments.xml", `w:id="1"`, `w:id="2"`), "not in word/comments.xml"},
		"comment id twice":         {edit("word/comments.xml", `<w:comment w:id="1"/>`, `<w:comment w:id="1"/><w:comment w:id="1"/>`), "used twice"},
		"two comments parts":       {edit("word/_rels/document.xml.rels", `</Relationships>`, `<Relationship Id="rId2" Type="`+relTypeComments+`" Target="comments.xml"/></Relationships>`), "2 comments parts"},
		"no content type":          {edit("[Content_Types].xml", `<Override PartName="/word/comments.xml" ContentType="`+ctComments+`"/>`, ``), "content type"},
		"override twice":           {edit("[Content_Types].xml", `</Types>`, `<Override PartName="/word/comments.xml" ContentType="`+ctComments+`"/></Types>`), "twice"},
		"missing target":           {edit("word/_rels/document.xml.rels", `</Relationships>`, `<Relationship Id="rId2" Type="x/image" Target="media/a.png"/></Relationships>`), "not in the package"},
		"undefined r:id":           {edit("word/document.xml", `<w:t>a</w:t>`, `<w:t xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" r:id="rId9">a</w:t>`), "rId9"},
	} {
		errs := fmt.Sprint(ooxmlProblems(c.parts))
		if !strings.Contains(errs, c.want) {
			t.Errorf("%s: problems %s, want one saying %q", name, errs, c.want)
		}
	}
}
