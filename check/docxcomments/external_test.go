package docxcomments

import (
	"bytes"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// external.docx (made by testdata/mkexternal.py) names every kind of
// target fetched on open at http://127.0.0.1:47123/, and a hyperlink.

// TestExternalTargets: in the copy no relationship but the hyperlink is
// external, each keeps its id and targets a part of the package; the
// attached template is gone with its element; the fields load
// about:blank; nothing names the host any more.
func TestExternalTargets(t *testing.T) {
	data, err := os.ReadFile("testdata/external.docx")
	if err != nil {
		t.Fatal(err)
	}
	m, _ := syntheticMemo(t, "external.docx", data)
	out := copyOf(t, "external.docx", data, m)
	verifyCopy(t, "external.docx", data, out, m)
	parts, _ := zipParts(t, out)
	ids := map[string]bool{}
	for name, b := range parts {
		if bytes.Contains(b, []byte("127.0.0.1")) {
			t.Errorf("%s still names the host", name)
		}
		if !strings.HasSuffix(name, ".rels") {
			continue
		}
		rs, _, err := readRels(b, 64)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for _, r := range rs {
			ids[r.id] = true
			switch {
			case r.mode == "External" && !strings.HasSuffix(r.typ, "/hyperlink"):
				t.Errorf("%s: %s is still external: %s", name, r.id, r.target)
			case strings.HasSuffix(r.typ, "/hyperlink") && r.target != "https://sn.pl/orzecznictwo":
				t.Errorf("%s: the hyperlink %s became %q", name, r.id, r.target)
			case strings.HasSuffix(r.typ, relAttachedTemplate):
				t.Errorf("%s: the attached template is still related", name)
			case r.mode != "External":
				if tg, _ := target(path0(sourceOf(name)), r); parts[tg] == nil {
					t.Errorf("%s: %s targets %s, not in the copy", name, r.id, tg)
				}
			}
		}
	}
	for _, id := range []string{"rIdImgLink", "rIdVml", "rIdOle", "rIdSub", "rIdLink", "rIdFrame"} {
		if !ids[id] {
			t.Errorf("relationship %s lost: an r:id of the text does not resolve", id)
		}
	}
	if bytes.Contains(parts["word/settings.xml"], []byte("attachedTemplate")) {
		t.Error("settings.xml still names an attached template")
	}
	for _, want := range []string{`INCLUDEPICTURE &#34;about:blank&#34;`, `INCLUDETEXT &#34;about:blank&#34;`} {
		if !bytes.Contains(parts["word/document.xml"], []byte(want)) && !bytes.Contains(parts["word/document.xml"], []byte(strings.ReplaceAll(want, "&#34;", "&quot;"))) {
			t.Errorf("no %s in the copy's fields", want)
		}
	}
	if errs := contentTypeProblems(parts, "word/comments.xml"); len(errs) > 0 {
		t.Errorf("content types: %v", errs) // the blank picture's among them
	}
	if parts[blankPicture] == nil {
		t.Error("no blank picture in the copy")
	}
}

// path0 is the folder of a part ("" for the package's root).
func path0(p string) string {
	if d := filepath.ToSlash(filepath.Dir(p)); d != "." {
		return d
	}
	return ""
}

// TestExternalEgress: LibreOffice opening the memo connects to the host
// its links name (a listening socket counts the connections); opening the
// copy connects to nothing.
func TestExternalEgress(t *testing.T) {
	soffice, err := exec.LookPath("soffice")
	if err != nil {
		t.Skip("soffice not installed: no egress test")
	}
	ln, err := net.Listen("tcp", "127.0.0.1:47123")
	if err != nil {
		t.Skipf("port 47123 is taken: %v", err)
	}
	defer ln.Close()
	var conns atomic.Int64
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return // the listener closed
			}
			conns.Add(1)
			_ = c.SetDeadline(time.Now().Add(time.Second))
			_, _ = c.Read(make([]byte, 512))
			c.Close()
		}
	}()
	data, err := os.ReadFile("testdata/external.docx")
	if err != nil {
		t.Fatal(err)
	}
	m, _ := syntheticMemo(t, "external.docx", data)
	out := copyOf(t, "external.docx", data, m)
	open := func(name string, b []byte) int64 {
		t.Helper()
		dir := t.TempDir()
		in := filepath.Join(dir, name)
		if err := os.WriteFile(in, b, 0o644); err != nil {
			t.Fatal(err)
		}
		before := conns.Load()
		cmd := exec.Command(soffice, "-env:UserInstallation=file://"+sofficeProfile, "--headless", "--convert-to", "pdf", "--outdir", dir, in)
		if b, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("%s: soffice: %v\n%s", name, err, b)
		}
		if _, err := os.Stat(strings.TrimSuffix(in, ".docx") + ".pdf"); err != nil {
			t.Fatalf("%s: LibreOffice wrote no PDF", name)
		}
		return conns.Load() - before
	}
	if n := open("memo.docx", data); n == 0 {
		t.Log("LibreOffice fetched nothing for the memo either: the copy's result below proves less")
	} else {
		t.Logf("the memo: %d connections", n)
	}
	if n := open("memo.uwagi.docx", out); n != 0 {
		t.Errorf("LibreOffice opening the copy connected %d times to the memo's link host", n)
	}
}

// FuzzExternal: the readers of relationships and field codes never panic,
// and what they rewrite of a well-formed part is well-formed.
func FuzzExternal(f *testing.F) {
	f.Add([]byte(`<Relationships xmlns="` + nsRels + `"><Relationship Id="a" Type="x/image" Target="http://h/x.png" TargetMode="External"/><Relationship Id="b" Type="x/attachedTemplate" Target="t" TargetMode="External"></Relationship></Relationships>`))
	f.Add([]byte(`<w:p xmlns:w="` + nsW + `"><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText> INCLUDEPICTURE "http://h/a</w:instrText></w:r><w:r><w:instrText>.png"</w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:fldSimple w:instr='INCLUDETEXT "x"'/><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>`))
	f.Fuzz(func(t *testing.T, part []byte) {
		ok := wellFormed(part) == nil
		if out, _, _, err := neutralRels(part, 64); err == nil && out != nil && ok {
			if err := wellFormed(out); err != nil {
				t.Fatalf("rewritten relationships are not well-formed: %v\n%s", err, out)
			}
		}
		edits, err := fieldEdits(part, 64)
		if err != nil || len(edits) == 0 {
			return
		}
		out, err := applyEdits(part, edits)
		if err != nil {
			t.Fatalf("field edits overlap: %v", err)
		}
		if ok {
			if err := wellFormed(out); err != nil {
				t.Fatalf("rewritten fields are not well-formed: %v\n%s", err, out)
			}
		}
	})
}
