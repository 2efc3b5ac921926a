package docxcomments

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"citeguard/extract"
	"citeguard/reports"
)

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "citeguard-soffice-")
	if err != nil {
		panic(err)
	}
	sofficeProfile = dir
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// copyOf is the commented copy of the DOCX data for m, placed by the
// memo's extraction (as the check reads it).
func copyOf(t *testing.T, name string, data []byte, m *reports.Memo) []byte {
	t.Helper()
	doc, err := extract.Bytes(context.Background(), name, data, extract.Options{})
	if err != nil {
		t.Fatal(err)
	}
	out, err := Build(context.Background(), filepath.Base(name), data, doc, m, "", Options{Key: testKey})
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return out
}

// testKey is the installation key of the tests' copies.
var testKey = []byte("citeguard test key: 32 bytes ...")
