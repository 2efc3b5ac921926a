package reports

import (
	"strings"
	"testing"
	"time"

	"citeguard/cite"
)

func TestHumanSize(t *testing.T) {
	t.Parallel()
	for n, want := range map[int64]string{
		110073152: "105 MB", 100 << 20: "100 MB", 2621440: "2,5 MB", 1 << 20: "1 MB",
		655360: "640 KB", 1500: "1 KB", 12: "12 B", 3 << 30: "3 GB", 1288490189: "1,2 GB",
	} {
		if got := HumanSize(n); got != want {
			t.Errorf("HumanSize(%d) = %q, want %q", n, got, want)
		}
	}
}

// TestFailureWords: every failure says what happened and what to do next,
// in Polish, with sizes and times as a lawyer reads them.
func TestFailureWords(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		f    Failure
		want []string
	}{
		{Failure{Kind: FailEncrypted}, []string{"chroniony hasłem", "zdejmij hasło i wrzuć ponownie"}},
		{Failure{Kind: FailNoText}, []string{"skan", "przepuść go przez OCR"}},
		{Failure{Kind: FailLegacyWord, Format: ".doc"}, []string{"Word 97–2003 (.doc) — ", "zapisz jako .docx"}},
		{Failure{Kind: FailLegacyWord, Format: ".docx"}, []string{"choć plik ma rozszerzenie .docx", "zapisz jako .docx"}},
		{Failure{Kind: FailRTF, Format: ".rtf"}, []string{"RTF", "zapisz go jako .docx"}},
		{Failure{Kind: FailTooLarge, What: PartFile, Size: 110073152, Limit: 100 << 20}, []string{"plik ma 105 MB (limit 100 MB)"}},
		{Failure{Kind: FailTooLarge, What: PartPages, Pages: 2500, Limit: 2000}, []string{"dokument ma 2500 stron (limit 2000)"}},
		{Failure{Kind: FailTooLarge, What: PartText, Limit: 64 << 20}, []string{"tekst dokumentu przekracza limit 64 MB"}},
		{Failure{Kind: FailIncomplete, Waited: 10 * time.Minute}, []string{"niekompletny", "przez 10 min", "wrzuć całą kopię"}},
		{Failure{Kind: FailTimeout, Timeout: 2 * time.Minute}, []string{"(limit 2 min)", "wrzuć memo ponownie"}},
		{Failure{Kind: FailCrash}, []string{"błędu programu", "przekaż plik administratorowi"}},
		{Failure{Kind: FailTooLarge, What: PartUnpacked, Limit: 512 << 20}, []string{"zawartość dokumentu po rozpakowaniu przekracza limit 512 MB"}},
		{Failure{Kind: FailTooLarge, Size: 5 << 20, Limit: 1 << 20}, []string{"plik ma 5 MB (limit 1 MB)"}},
		{Failure{Kind: FailMemory, Limit: 768 << 20}, []string{"przekroczony limit pamięci sprawdzania (768 MB)", "memo nie zostało sprawdzone"}},
		{Failure{Kind: FailCrashLoop, Count: 3}, []string{"3 razy przerwało pracę programu", "przekaż je do działu IT"}},
		{Failure{Kind: FailNoResult}, []string{"nie zwróciło wyniku"}},
		{Failure{Kind: FailLibrary, Library: LibraryEmpty}, []string{"niedostępna (biblioteka jest pusta)", "to nie jest błąd memo"}},
		{Failure{Kind: FailLibrary, Library: LibraryEmpty, Count: 7}, []string{"(żadnego z 7 plików biblioteki nie da się odczytać)"}},
		{Failure{Kind: FailLibrary, Library: LibraryShrunk, Was: 120, Now: 3}, []string{"(biblioteka nagle zmalała z 120 do 3 plików)"}},
		{Failure{Kind: FailLibrary, Library: LibraryUnmounted}, []string{"(folder biblioteki wygląda na niepodłączony udział sieciowy)"}},
		{Failure{Kind: FailLibrary}, []string{"biblioteka źródeł jest niedostępna, więc memo nie zostało sprawdzone"}},
		{Failure{Kind: FailUnsupported, Format: ".pages"}, []string{"formatu .pages", "zapisz dokument jako .docx"}},
		{Failure{Kind: FailCorrupt, Format: ".pdf"}, []string{"uszkodzony", "(.pdf)"}},
		{Failure{Kind: FailUnreadable}, []string{"nie udało się odczytać", "wrzuć jeszcze raz"}},
		{Failure{Kind: FailOverLimit, What: PartClaims, Count: 100000, Limit: 5000}, []string{"100000 cytowań i powołań do sprawdzenia (limit 5000)", "nie zostało sprawdzone", "podziel je na części"}},
		{Failure{Kind: FailOverLimit, What: PartReport, Size: 149 << 20, Limit: 48 << 20}, []string{"raport z tego memo miałby 149 MB (limit 48 MB)", "nie został zapisany"}},
		{Failure{Kind: FailCannotOpen, Count: 5}, []string{"nie mógł odczytać pliku memo (5 prób)", "sprawdź uprawnienia"}},
	} {
		got := tc.f.Polish()
		for _, w := range tc.want {
			if !strings.Contains(got, w) {
				t.Errorf("%s: %q lacks %q", tc.f.Kind, got, w)
			}
		}
		if strings.ContainsAny(got, "/\\") && tc.f.Kind != FailLegacyWord {
			t.Errorf("%s: %q looks like it holds a path", tc.f.Kind, got)
		}
	}
}

// TestFailed: the one builder of a failure report fails the memo closed
// with the failure's words, whatever the kind.
func TestFailed(t *testing.T) {
	t.Parallel()
	for _, f := range []Failure{{Kind: FailTimeout, Timeout: time.Minute}, {Kind: FailMemory, Limit: 1 << 30}, {Kind: FailCrash}} {
		m := Failed("Opinia.docx", f)
		if m.Memo != "Opinia.docx" || m.Error != f.Polish() || !m.Blocked || m.Decision != cite.PelnaWeryfikacja || m.Summary.Total != 0 {
			t.Errorf("%s: %+v", f.Kind, m)
		}
	}
	if m := FailedAs("a.pdf", "plik jest pusty"); m.Error != "plik jest pusty" || !m.Blocked {
		t.Errorf("FailedAs: %+v", m)
	}
}

// TestPendingLibraryWords: a memo checked while the library was being
// updated says against which state of the library it was checked.
func TestPendingLibraryWords(t *testing.T) {
	t.Parallel()
	at := time.Date(2025, 12, 1, 16, 23, 0, 0, time.UTC)
	got := libraryWords(&LibraryInfo{Sources: 3, Judgments: 3, Files: 3, Pending: true, Indexed: at})
	if !strings.Contains(got, "sprawdzono według stanu biblioteki z 1 grudnia 2025 r., godz. 16:23, bo trwała jej aktualizacja") {
		t.Fatalf("%q", got)
	}
	if got := libraryWords(&LibraryInfo{Sources: 3}); strings.Contains(got, "aktualizacja") {
		t.Fatalf("%q", got)
	}
}

// TestFailureSaysWhereTheMemoIs: the report of a memo the daemon moved
// aside unchecked names the folder it is in now; `check` leaves it where
// it was (issue 23 item 7).
func TestFailureSaysWhereTheMemoIs(t *testing.T) {
	t.Parallel()
	m := Failed("skan.pdf", Failure{Kind: FailNoText})
	if s := NextStep(m); !strings.Contains(s, "wrzuć memo ponownie do tego samego folderu") || strings.Contains(s, "failed/") {
		t.Errorf("check: %q", s)
	}
	m.MovedTo = "failed"
	var md strings.Builder
	if err := Markdown(&md, m); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(md.String(), "Memo jest teraz w folderze failed/ — po usunięciu przyczyny wrzuć je ponownie do folderu, z którego przyszło.") {
		t.Errorf("the daemon's failure report does not say where the memo is:\n%s", md.String())
	}
}
