package extract

import (
	"archive/zip"
	"bytes"
	"errors"
	"strings"
	"testing"
)

// TestPackage: a part is found by name in any case and read whole; a part
// that inflates past MaxPartSize is a LimitError whatever its header says;
// a missing part is nil, nil; no zip is ErrCorrupt.
func TestPackage(t *testing.T) {
	t.Parallel()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for name, body := range map[string]string{"word/document.xml": "<w:document/>", "big.xml": strings.Repeat(" ", 4096)} {
		w, _ := zw.Create(name)
		w.Write([]byte(body))
	}
	zw.Close()
	lim := DefaultLimits
	lim.MaxPartSize = 1024
	p, err := OpenPackage("m.docx", buf.Bytes(), lim)
	if err != nil {
		t.Fatal(err)
	}
	if b, err := p.ReadPart("/Word/Document.xml"); err != nil || string(b) != "<w:document/>" {
		t.Errorf("ReadPart = %q, %v", b, err)
	}
	var le *LimitError
	if _, err := p.ReadPart("big.xml"); !errors.As(err, &le) {
		t.Errorf("a part past MaxPartSize: %v, want a LimitError", err)
	}
	if b, err := p.ReadPart("nie-ma.xml"); b != nil || err != nil {
		t.Errorf("a missing part: %q, %v", b, err)
	}
	if _, err := OpenPackage("m.docx", []byte("%PDF-1.7"), lim); !errors.Is(err, ErrCorrupt) {
		t.Errorf("no zip: %v, want ErrCorrupt", err)
	}
}
