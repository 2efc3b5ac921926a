package reports

import "strings"

// unreadWords name the kinds of content a viewer shows that citeguard did
// not read the same way (extract's Unread kinds).
var unreadWords = map[string]string{
	"alternate-content":     "treść, którą różne programy pokazują różnie (wariant dla nowszego Worda i wariant zastępczy)",
	"bound-content-control": "pole formularza powiązane z danymi XML, które Word wypełnia przy otwarciu",
	"user-field":            "pole użytkownika, którego wartość LibreOffice pokazuje zamiast zapisanego tekstu",
	"conditional-text":      "tekst warunkowy lub ukryty, który przy tym warunku jest widoczny",
	"pdf-annotation":        "adnotacja PDF albo wartość pola formularza widoczna na stronie",
	"blank-text":            "strona PDF z widocznym tekstem, którego nie da się odczytać (czcionka bez mapowania znaków)",
	"field-result":          "pole RTF, którego zapisany wynik (widoczny w Wordzie) różni się od wyniku przeliczonego przy odczycie",
}

// unreadContent words FailUnreadContent: what was left unread, and what to do.
func (f Failure) unreadContent() string {
	var what []string
	for _, k := range f.Unread {
		if w := unreadWords[k]; w != "" {
			what = append(what, w)
		} else {
			what = append(what, "treść nieodczytana ("+k+")")
		}
	}
	s := "dokument zawiera treść widoczną dla czytelnika, której citeguard nie odczytał tak, jak ją widać"
	if len(what) > 0 {
		s += ": " + strings.Join(what, "; ")
	}
	if f.Sample != "" {
		s += " (np. „" + f.Sample + "”)"
	}
	return s + " — memo nie zostało sprawdzone i nie zostanie wysłane; usuń tę treść albo zapisz dokument jako zwykły tekst (.docx bez pól, PDF z tekstem) i wrzuć ponownie"
}
