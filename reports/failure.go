package reports

import (
	"fmt"
	"strings"
	"time"
)

// FailureKind is why a memo could not be checked.
type FailureKind string

// The kinds of failure, each with its next step in Failure.Polish.
const (
	FailEncrypted   FailureKind = "encrypted"   // a password-protected PDF/DOCX
	FailNoText      FailureKind = "no-text"     // a scan without a text layer
	FailLegacyWord  FailureKind = "legacy-word" // Word 97–2003 (.doc, or a .doc renamed .docx)
	FailRTF         FailureKind = "rtf"         // Rich Text Format
	FailConvert     FailureKind = "convert"     // LibreOffice could not convert a .doc/.rtf
	FailTooLarge    FailureKind = "too-large"   // the file, or what it unpacks to, exceeds a limit
	FailIncomplete  FailureKind = "incomplete"  // truncated: a copy cut short, never finished
	FailCorrupt     FailureKind = "corrupt"     // not what its extension says, or damaged
	FailEmpty       FailureKind = "empty"       // 0 bytes
	FailUnsupported FailureKind = "unsupported" // a format citeguard does not read
	FailTimeout     FailureKind = "timeout"     // the check ran out of time
	FailMemory      FailureKind = "memory"      // the check's worker process hit its memory limit and was stopped
	FailCrash       FailureKind = "crash"       // the check crashed (recovered, or ended the process), or ended in an error
	FailCrashLoop   FailureKind = "crash-loop"  // checks of this memo ended the daemon's process Count times: not tried again
	FailNoResult    FailureKind = "no-result"   // the checker returned neither a report nor an error
	FailLibrary     FailureKind = "library"     // the source library is unavailable: not the memo's fault
	FailUnreadable  FailureKind = "unreadable"  // anything else that stopped reading it
	// FailUnreadContent: the file holds content a viewer shows otherwise
	// than citeguard read it (Failure.Unread, Failure.Sample): never judged,
	// never sent.
	FailUnreadContent FailureKind = "unread-content"
)

// Part is what a FailTooLarge limit measured.
type Part string

// The parts of a memo a limit measures.
const (
	PartFile     Part = "file"     // the file's size (the default)
	PartPages    Part = "pages"    // the document's pages (Failure.Pages)
	PartText     Part = "text"     // the text extracted from it
	PartUnpacked Part = "unpacked" // what its archive (DOCX, ODT) unpacks to
)

// LibraryFault is why the library cannot answer (FailLibrary).
type LibraryFault string

// The faults of a library.
const (
	LibraryUnmounted  LibraryFault = "unmounted"  // its marker file is missing: an unmounted share
	LibraryMissing    LibraryFault = "missing"    // its folder is not there
	LibraryUnreadable LibraryFault = "unreadable" // its folder cannot be read
	LibraryEmpty      LibraryFault = "empty"      // no readable file; Count: the files none of which can be read
	LibraryShrunk     LibraryFault = "shrunk"     // it suddenly shrank from Was to Now files
)

// Failure says why a memo was not checked, in data the daemon and `check`
// both fill; Polish words it for the report, and Failed builds the report.
// It carries no file paths: reports are read on the share, where the
// daemon's paths mean nothing.
type Failure struct {
	Kind    FailureKind
	Format  string        // the format met, as the user knows it (".doc", ".rtf", "PDF")
	Size    int64         // FailTooLarge: the size met
	Limit   int64         // FailTooLarge: the limit; FailMemory: the memory limit in bytes
	What    Part          // FailTooLarge: what was too large
	Pages   int           // FailTooLarge of a document's pages: how many (Limit is the most allowed)
	Timeout time.Duration // FailTimeout: the time limit
	Waited  time.Duration // FailIncomplete: how long the file stayed incomplete
	Library LibraryFault  // FailLibrary: why the library cannot answer
	Count   int           // FailCrashLoop: the crashes; FailLibrary (LibraryEmpty): the unreadable files; FailOverLimit: the claims; FailCannotOpen: the attempts
	Was     int           // FailLibrary (LibraryShrunk): the files before
	Now     int           // FailLibrary (LibraryShrunk): the files now
	Unread  []string      // FailUnreadContent: the kinds of content (extract's Unread kinds), each once
	Sample  string        // FailUnreadContent: the start of one unread text
}

// Failed is the report of a memo that could not be checked, and why: the
// one builder of a failure report (check, the worker pool, `citeguard
// check` and the daemon all make theirs with it). name is the memo's file
// name.
func Failed(name string, f Failure) *Memo {
	m := &Memo{Memo: name}
	m.Fail(f)
	return m
}

// FailedAs is Failed for a reason Failure.Polish worded earlier: the
// daemon's journal keeps why a dropped file is not checked across a
// restart, and a worker's report says why in its own Error.
func FailedAs(name, why string) *Memo {
	m := &Memo{Memo: name, Error: why}
	m.Finish()
	return m
}

// Fail marks m as not checked, for f: its Error says why in Polish, and
// its decision fails closed.
func (m *Memo) Fail(f Failure) {
	m.Error = f.Polish()
	m.Finish()
}

// Polish is the report's reason and its next step, in one sentence for a
// lawyer (the same text whether `check` or the daemon met it).
func (f Failure) Polish() string {
	switch f.Kind {
	case FailEncrypted:
		return "dokument jest chroniony hasłem, więc nie da się go odczytać — zdejmij hasło i wrzuć ponownie (zapisz kopię bez ochrony hasłem)"
	case FailNoText:
		return "dokument nie ma warstwy tekstowej (to skan lub obraz), więc nie da się odczytać cytatów — przepuść go przez OCR albo zapisz z edytora jako PDF z tekstem i wrzuć ponownie"
	case FailLegacyWord:
		return "to dokument starego formatu Word 97–2003 (.doc)" + renamed(f.Format, ".doc") + " — otwórz go w Wordzie, zapisz jako .docx i wrzuć ponownie"
	case FailRTF:
		return "to dokument RTF" + renamed(f.Format, ".rtf") + ", którego citeguard nie czyta bez LibreOffice — zapisz go jako .docx i wrzuć ponownie"
	case FailConvert:
		return "nie udało się przekształcić dokumentu " + orDefault(f.Format, "") + " do formatu .docx — otwórz go w Wordzie, zapisz jako .docx i wrzuć ponownie"
	case FailTooLarge:
		return f.tooLarge()
	case FailOverLimit, FailCannotOpen:
		return f.overLimit() // limits.go
	case FailIncomplete:
		s := "plik jest niekompletny (urwany przy kopiowaniu lub zapisie)"
		if f.Waited > 0 {
			s += fmt.Sprintf(" i nie został dokończony przez %s", polishDuration(f.Waited))
		}
		return s + " — zapisz dokument ponownie i wrzuć całą kopię"
	case FailCorrupt:
		s := "plik jest uszkodzony albo nie jest tym, na co wskazuje jego rozszerzenie"
		if f.Format != "" {
			s += " (" + f.Format + ")"
		}
		return s + " — otwórz go w edytorze, zapisz ponownie (PDF, .docx lub .odt) i wrzuć jeszcze raz"
	case FailEmpty:
		return "plik jest pusty (0 bajtów) — zapisz dokument ponownie i wrzuć go jeszcze raz"
	case FailUnsupported:
		return "citeguard nie czyta formatu " + orDefault(f.Format, "tego pliku") + " — zapisz dokument jako .docx, .pdf (z tekstem), .odt lub .txt i wrzuć ponownie"
	case FailTimeout:
		s := "sprawdzanie trwało za długo"
		if f.Timeout > 0 {
			s += " (limit " + polishDuration(f.Timeout) + ")"
		}
		return s + " — wrzuć memo ponownie; jeśli to się powtórzy, podziel je na części albo zgłoś administratorowi"
	case FailMemory:
		return fmt.Sprintf("przekroczony limit pamięci sprawdzania (%d MB) — proces sprawdzający zatrzymano, memo nie zostało sprawdzone", f.Limit>>20)
	case FailCrash:
		return "sprawdzanie tego dokumentu nie powiodło się z powodu błędu programu — wrzuć memo ponownie; jeśli to się powtórzy, przekaż plik administratorowi"
	case FailCrashLoop:
		return fmt.Sprintf("sprawdzanie tego memo %d razy przerwało pracę programu (awaria procesu) — memo nie zostało sprawdzone; przekaż je do działu IT", f.Count)
	case FailNoResult:
		return "sprawdzanie nie zwróciło wyniku"
	case FailUnreadContent:
		return f.unreadContent()
	case FailLibrary:
		s := "biblioteka źródeł jest niedostępna"
		if why := f.libraryWhy(); why != "" {
			s += " (" + why + ")"
		}
		return s + ", więc memo nie zostało sprawdzone — to nie jest błąd memo; administrator musi przywrócić bibliotekę, potem wrzuć memo ponownie"
	}
	return "nie udało się odczytać dokumentu — otwórz go w edytorze, zapisz ponownie jako .docx lub PDF z tekstem i wrzuć jeszcze raz"
}

// tooLarge words FailTooLarge: what exceeded which limit.
func (f Failure) tooLarge() string {
	what := partWords[f.What]
	if what == "" {
		what = partWords[PartFile]
	}
	if f.Pages > 0 {
		return fmt.Sprintf("%s ma %d stron (limit %d) — podziel go na części i wrzuć każdą osobno", what, f.Pages, f.Limit)
	}
	if f.Size == 0 {
		return fmt.Sprintf("%s przekracza limit %s — podziel dokument albo usuń z niego obrazy i załączniki, zapisz i wrzuć ponownie", what, HumanSize(f.Limit))
	}
	return fmt.Sprintf("%s ma %s (limit %s) — podziel dokument albo usuń z niego obrazy i załączniki, zapisz i wrzuć ponownie", what, HumanSize(f.Size), HumanSize(f.Limit))
}

// partWords name the parts a limit measures.
var partWords = map[Part]string{
	PartFile:     "plik",
	PartPages:    "dokument",
	PartText:     "tekst dokumentu",
	PartUnpacked: "zawartość dokumentu po rozpakowaniu",
}

// libraryWhy says, for a lawyer, why the library is unavailable.
func (f Failure) libraryWhy() string {
	switch f.Library {
	case LibraryUnmounted:
		return "folder biblioteki wygląda na niepodłączony udział sieciowy"
	case LibraryMissing:
		return "nie ma folderu biblioteki"
	case LibraryUnreadable:
		return "folderu biblioteki nie da się odczytać"
	case LibraryEmpty:
		if f.Count > 0 {
			return fmt.Sprintf("żadnego z %d plików biblioteki nie da się odczytać", f.Count)
		}
		return "biblioteka jest pusta"
	case LibraryShrunk:
		return fmt.Sprintf("biblioteka nagle zmalała z %d do %d plików", f.Was, f.Now)
	}
	return ""
}

// renamed notes a legacy document that came under another extension.
func renamed(format, real string) string {
	if format == "" || strings.EqualFold(format, real) {
		return ""
	}
	return ", choć plik ma rozszerzenie " + format
}

func orDefault(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

// HumanSize writes a byte count as a lawyer reads it: „105 MB”, „2,5 MB”,
// „640 KB”, „12 B” (powers of 1024, as the limits are set).
func HumanSize(n int64) string {
	const kb, mb, gb = 1 << 10, 1 << 20, 1 << 30
	switch {
	case n >= 10*gb:
		return fmt.Sprintf("%d GB", (n+gb/2)/gb)
	case n >= gb:
		return decimal(float64(n)/gb) + " GB"
	case n >= 10*mb:
		return fmt.Sprintf("%d MB", (n+mb/2)/mb)
	case n >= mb:
		return decimal(float64(n)/mb) + " MB"
	case n >= kb:
		return fmt.Sprintf("%d KB", (n+kb/2)/kb)
	}
	return fmt.Sprintf("%d B", n)
}

// decimal is x with one decimal and a Polish decimal comma, without ",0".
func decimal(x float64) string {
	s := fmt.Sprintf("%.1f", x)
	s = strings.TrimSuffix(s, ".0")
	return strings.Replace(s, ".", ",", 1)
}

// polishDuration writes a duration in Polish words: „2 min”, „45 s”, „1 h 30 min”.
func polishDuration(d time.Duration) string {
	d = d.Round(time.Second)
	h, m, s := int(d/time.Hour), int(d%time.Hour/time.Minute), int(d%time.Minute/time.Second)
	var parts []string
	if h > 0 {
		parts = append(parts, fmt.Sprintf("%d h", h))
	}
	if m > 0 {
		parts = append(parts, fmt.Sprintf("%d min", m))
	}
	if s > 0 || len(parts) == 0 {
		parts = append(parts, fmt.Sprintf("%d s", s))
	}
	return strings.Join(parts, " ")
}
