package check

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestMissingCitationWords: a word that carries a citation and that Word
// shows (a stored field result) but the conversion lost is found; the same
// text read back, other words, and punctuation around are not.
func TestMissingCitationWords(t *testing.T) {
	for _, tt := range []struct {
		shown, read string
		want        []string
	}{
		{"Zob. wyrok SN, II CSK 9902/20, i art. 415 k.c.", "Zob. wyrok SN, i art. 415 k.c.", []string{"9902/20"}},
		{"Zob. wyrok SN, II CSK 9902/20.", "Zob. wyrok SN, II CSK 9902/20.", nil},
		{"art. 415 i art. 415", "art. 415", []string{"415"}},
		{"Sąd wskazał tak.", "Sąd wskazał inaczej.", nil},
	} {
		if got := missingCitationWords(tt.shown, tt.read); !slices.Equal(got, tt.want) {
			t.Errorf("missingCitationWords(%q, %q) = %q, want %q", tt.shown, tt.read, got, tt.want)
		}
	}
}

// TestRTFFieldResultFailsClosed: an RTF memo whose field result (what Word
// shows) holds a citation LibreOffice's recomputation drops is failed
// closed, never judged on the converted text. Needs LibreOffice.
func TestRTFFieldResultFailsClosed(t *testing.T) {
	if FindSoffice() == "" {
		t.Skip("skipping: LibreOffice (soffice) is not installed")
	}
	rtf := `{\rtf1\ansi\deff0{\fonttbl{\f0 Times New Roman;}}` +
		`\pard Memo o odpowiedzialności.\par` +
		`\pard Zob. {\field{\*\fldinst { DOCPROPERTY Subject }}{\fldrslt {wyrok SN z dnia 1 lutego 2020 r., II CSK 9902/20}}}.\par}`
	path := filepath.Join(t.TempDir(), "memo.rtf")
	if err := os.WriteFile(path, []byte(rtf), 0o644); err != nil {
		t.Fatal(err)
	}
	c, err := Open(context.Background(), Config{Resolver: newFake(), Convert: ConvertSoffice})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	m, _ := c.Check(context.Background(), path)
	if !m.Blocked || !strings.Contains(m.Error, "pole RTF") || !strings.Contains(m.Error, "9902/20") {
		t.Errorf("blocked %v, error %q", m.Blocked, m.Error)
	}
	// The same citation as plain text (and a page field LibreOffice
	// recomputes to the same number) is read, not failed.
	plain := `{\rtf1\ansi\deff0{\fonttbl{\f0 Times New Roman;}}\pard Zob. wyrok SN z dnia 1 lutego 2020 r., II CSK 9902/20, s. {\field{\*\fldinst { PAGE }}{\fldrslt {1}}}.\par}`
	if err := os.WriteFile(path, []byte(plain), 0o644); err != nil {
		t.Fatal(err)
	}
	if m, _ := c.Check(context.Background(), path); strings.Contains(m.Error, "pole RTF") {
		t.Errorf("plain RTF failed: %q", m.Error)
	}
}
