package reports

import (
	"testing"
	"unicode/utf8"
)

// FuzzArchiveOf: a name ArchiveOf reads is exactly the archived name of
// what it returns.
func FuzzArchiveOf(f *testing.F) {
	for _, s := range []string{"Opinia.docx.rewizja-1", "a.rewizja-0", "x.rewizja-01", ".rewizja-3", "klient/a.pdf.rewizja-12", "a.docx"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, name string) {
		if base, k, ok := ArchiveOf(name); ok && ArchivedName(base, k) != name {
			t.Errorf("ArchiveOf(%q) = %q, %d", name, base, k)
		}
	})
}

// FuzzLawyerText: the lawyer's wording of any text never breaks it: valid
// UTF-8 stays valid, a text without dates, carets or act names is kept.
func FuzzLawyerText(f *testing.F) {
	for _, s := range []string{"art. 385^1 Kodeks cywilny", "2013-09-17", "x^", "^^1", "2013-02-30", "1-2013-01-01-1", "art. 5 Konstytucja RP"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		out := lawyerText(s)
		if utf8.ValidString(s) && !utf8.ValidString(out) {
			t.Errorf("lawyerText(%q) = %q: not UTF-8", s, out)
		}
	})
}
