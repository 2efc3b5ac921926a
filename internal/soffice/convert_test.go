package soffice

import (
	"archive/zip"
	"context"
	"encoding/xml"
	"io"
	"log/slog"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"citeguard/internal/soffice/sofficetest"
)

// TestProfileKeepsLocalProvidersOnly: the profile's content providers are
// the local ones; none that could connect anywhere.
func TestProfileKeepsLocalProvidersOnly(t *testing.T) {
	var doc struct {
		Items []struct {
			Path string `xml:"path,attr"`
			Raw  []byte `xml:",innerxml"`
		} `xml:"item"`
	}
	if err := xml.Unmarshal(profileSettings, &doc); err != nil {
		t.Fatal(err)
	}
	var templates []string
	for _, it := range doc.Items {
		if !strings.HasPrefix(it.Path, "/org.openoffice.ucb.Configuration/ContentProviders") {
			continue
		}
		d := xml.NewDecoder(strings.NewReader(string(it.Raw)))
		inTemplate := false
		for tok, err := d.Token(); err == nil; tok, err = d.Token() {
			switch tok := tok.(type) {
			case xml.StartElement:
				for _, a := range tok.Attr {
					if a.Name.Local == "name" && a.Value == "URLTemplate" {
						inTemplate = true
					}
				}
			case xml.CharData:
				if inTemplate && strings.TrimSpace(string(tok)) != "" {
					templates = append(templates, strings.TrimSpace(string(tok)))
					inTemplate = false
				}
			}
		}
	}
	slices.Sort(templates)
	want := []string{"file", "vnd.sun.star.expand", "vnd.sun.star.hier", "vnd.sun.star.pkg", "vnd.sun.star.tdoc", "vnd.sun.star.zip"}
	if !slices.Equal(templates, want) {
		t.Fatalf("content providers of the profile: %q, want %q", templates, want)
	}
}

// TestNoNetwork: converting a memo whose images are only linked (one link
// per remote scheme, to a socket listening on 127.0.0.1 and [::1], by
// address and by the name localhost) connects nowhere — with the profile
// alone, with the network namespace alone (where the kernel gives one) and
// with both — and the memo's text comes through.
func TestNoNetwork(t *testing.T) {
	program := Find()
	if program == "" {
		t.Skip("LibreOffice (soffice) is not installed: the egress test needs it (CI installs libreoffice-writer-nogui)")
	}
	bare := []byte(`<?xml version="1.0" encoding="UTF-8"?><oor:items xmlns:oor="http://openoffice.org/2001/registry"/>`)
	layers := []struct {
		name    string
		profile []byte
		ns      bool // where the kernel gives one
		nsOnly  bool // the namespace alone protects: skipped without one
	}{
		{"profile and namespace", profileSettings, true, false},
		{"profile alone", profileSettings, false, false},
		{"namespace alone", bare, true, true},
	}
	saved := profileSettings
	t.Cleanup(func() { profileSettings = saved })
	for _, layer := range layers {
		for _, name := range sofficetest.Fixtures {
			t.Run(layer.name+"/"+name, func(t *testing.T) {
				profileSettings = layer.profile
				useNamespace(t, layer.ns)
				if layer.nsOnly && !namespaceGiven(t) {
					t.Skip("the kernel gives no network namespace here")
				}
				e := sofficetest.Listen(t)
				memo := sofficetest.Fixture(t, t.TempDir(), name, e.Port)
				conv := Converter{Program: program, Log: quiet()}
				var text string
				err := conv.ToDOCX(context.Background(), memo, filepath.Ext(name), func(docx string) { text = docxText(t, docx) })
				if err != nil {
					t.Fatal(err)
				}
				if conns := e.Connections(); len(conns) > 0 {
					t.Errorf("LibreOffice connected %d times:\n%s", len(conns), strings.Join(conns, "\n"))
				}
				if !strings.Contains(text, "II CSK 9902/20") {
					t.Errorf("converted text %q: the memo's text is missing", text)
				}
			})
		}
	}
}

// docxText is the text of a .docx's main part, tags dropped.
func docxText(t *testing.T, docx string) string {
	t.Helper()
	zr, err := zip.OpenReader(docx)
	if err != nil {
		t.Fatal(err)
	}
	defer zr.Close()
	f, err := zr.Open("word/document.xml")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	d := xml.NewDecoder(f)
	var b strings.Builder
	for {
		tok, err := d.Token()
		if err == io.EOF {
			return b.String()
		}
		if err != nil {
			t.Fatal(err)
		}
		if cd, ok := tok.(xml.CharData); ok {
			b.Write(cd)
		}
	}
}

func quiet() *slog.Logger { return slog.New(slog.NewTextHandler(io.Discard, nil)) }

// logTo is a logger that writes to b.
func logTo(b *strings.Builder) *slog.Logger { return slog.New(slog.NewTextHandler(b, nil)) }
