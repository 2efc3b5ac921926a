package filetype

import (
	"os"
	"path/filepath"
	"testing"
)

func TestSniff(t *testing.T) {
	t.Parallel()
	for name, tc := range map[string]struct {
		head string
		want Kind
	}{
		"word 97":             {"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1\x00\x00", OLE2},
		"docx":                {"PK\x03\x04\x14\x00\x06\x00", Zip},
		"empty zip":           {"PK\x05\x06" + string(make([]byte, 18)), Zip},
		"rtf":                 {`{\rtf1\ansi\ansicpg1250`, RTF},
		"pdf":                 {"%PDF-1.7\n%\xe2\xe3", PDF},
		"pdf after junk":      {"\r\n\r\n%PDF-1.4", PDF},
		"text":                {"Jak orzekł Sąd Najwyższy", Unknown},
		"empty":               {"", Unknown},
		"truncated signature": {"\xd0\xcf\x11", Unknown},
	} {
		if got := Sniff([]byte(tc.head)); got != tc.want {
			t.Errorf("%s: %q, want %q", name, got, tc.want)
		}
	}
	if !OLE2.Legacy() || !RTF.Legacy() || Zip.Legacy() || PDF.Legacy() {
		t.Error("Legacy")
	}
}

func TestSniffFile(t *testing.T) {
	t.Parallel()
	p := filepath.Join(t.TempDir(), "Opinia.docx") // a .doc renamed .docx
	os.WriteFile(p, []byte("\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1rest"), 0o644)
	if k, err := SniffFile(p); err != nil || k != OLE2 {
		t.Fatalf("SniffFile = %q, %v", k, err)
	}
	if _, err := SniffFile(p + ".missing"); err == nil {
		t.Fatal("missing file sniffed")
	}
}

func FuzzSniff(f *testing.F) {
	f.Add([]byte("%PDF-1.7"))
	f.Add([]byte("\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"))
	f.Add([]byte(`{\rtf1`))
	f.Fuzz(func(t *testing.T, b []byte) {
		k := Sniff(b)
		if k == OLE2 && len(b) < 8 {
			t.Fatalf("OLE2 from %d bytes", len(b))
		}
	})
}
