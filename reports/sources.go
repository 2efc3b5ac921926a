package reports

import (
	"fmt"
	"strings"

	"citeguard/cite"
)

// Sources says what a memo's check used or refused beyond the firm's
// library: the sources handed in with the memo and the lookups in the
// public registers (check words none of it; the lines below do).
type Sources struct {
	HandedIn        string   `json:"handed_in,omitempty"`         // the folder or ZIP beside the memo, by its name
	HandedInFiles   int      `json:"handed_in_files,omitempty"`   // the files read from it
	HandedInIgnored bool     `json:"handed_in_ignored,omitempty"` // a gate: not used
	HandedInRefused string   `json:"handed_in_refused,omitempty"` // why not used (check.HandedIn* reasons)
	Lookups         []Lookup `json:"lookups,omitempty"`
}

// Lookup is one question to a public register.
type Lookup struct {
	Source  string   `json:"source"`            // saos, eli, eurlex
	Cite    string   `json:"cite"`              // what was looked up: a signature, a Dz.U. address, a CELEX number
	Status  string   `json:"status"`            // found, absent, not-covered, ambiguous, failed
	Asked   string   `json:"asked,omitempty"`   // the date the register answered (ISO)
	Failure string   `json:"failure,omitempty"` // why it failed (the lookup's failure kind)
	Files   []string `json:"files,omitempty"`   // what was downloaded, in the download folder
	// Late: not answered within the memo's time budget, and still being
	// asked — what the register sends goes into the library for the
	// memo's next check.
	Late bool `json:"late,omitempty"`
}

// registerNames name the registers.
var registerNames = map[string]string{"saos": "SAOS", "eli": "ISAP (ELI)", "eurlex": "EUR-Lex"}

func registerName(s string) string {
	if n, ok := registerNames[s]; ok {
		return n
	}
	return s
}

// failureWords say why a lookup failed.
var failureWords = map[string]string{
	"budget": "brak odpowiedzi w limicie czasu sprawdzenia", "timeout": "serwer nie odpowiedział w czasie",
	"rate-limited": "serwer ograniczył liczbę zapytań", "server": "błąd serwera", "status": "nieoczekiwana odpowiedź serwera",
	"bad-response": "odpowiedź nieczytelna", "too-large": "odpowiedź większa niż limit", "redirect": "przekierowanie do innego serwera (odrzucone)",
	"tls": "błąd połączenia szyfrowanego (TLS)", "proxy": "serwer pośredniczący (proxy) odmówił", "network": "brak połączenia",
	"challenge": "strona zabezpieczająca zamiast dokumentu", "no-text": "brak tekstu tej wersji aktu", "store": "nie udało się zapisać pobranego pliku",
}

func failureWord(kind string) string {
	if w, ok := failureWords[kind]; ok {
		return w
	}
	return kind
}

// handedInWords say why handed-in sources were not used.
var handedInWords = map[string]string{
	"too-many-files": "za dużo plików", "too-large": "za duże", "bad-zip": "plik ZIP uszkodzony",
	"path-outside": "ZIP zawiera ścieżkę poza swoim folderem", "unreadable": "nie da się odczytać",
}

// onlineWords word the findings of the lookups on a claim.
var onlineWords = map[cite.Code]func(findingArgs) string{
	cite.AbsentInRegister: func(a findingArgs) string {
		return fmt.Sprintf("brak w %s: sprawdzono %s — rejestr nie zna takiej sprawy ani aktu (nie ma też w bibliotece: %s); sprawdź, czy istnieje", registerName(a.s(0)), DateWords(a.s(1)), a.s(2))
	},
	cite.LookupFailed: func(a findingArgs) string {
		return fmt.Sprintf("nie ma w bibliotece: %s; sprawdzenie w %s nie powiodło się (%s)", a.s(2), registerName(a.s(0)), failureWord(a.s(1)))
	},
}

// sourcesLines are the report's first lines about the sources beyond the
// library: the citations a register was asked about and does not hold
// first, then what was downloaded, what could not be asked, and the
// sources handed in with the memo.
func sourcesLines(s *Sources) []string {
	if s == nil {
		return nil
	}
	var absent, found, failed []string
	late := false
	for _, l := range s.Lookups {
		switch l.Status {
		case "absent":
			absent = append(absent, fmt.Sprintf("%s — brak w %s: sprawdzono %s", l.Cite, registerName(l.Source), DateWords(l.Asked)))
		case "found":
			found = append(found, fmt.Sprintf("%s (%s)", l.Cite, registerName(l.Source)))
		case "failed":
			failed = append(failed, fmt.Sprintf("%s w %s (%s)", l.Cite, registerName(l.Source), failureWord(l.Failure)))
			late = late || l.Late
		}
	}
	var out []string
	if len(absent) > 0 {
		out = append(out, "Nie istnieją w rejestrach publicznych (sprawdź te powołania najpierw): "+strings.Join(absent, "; ")+".")
	}
	if len(found) > 0 {
		out = append(out, "Pobrano z rejestrów publicznych i sprawdzono według pobranego tekstu: "+strings.Join(found, "; ")+".")
	}
	if len(failed) > 0 {
		line := "Nie udało się sprawdzić w rejestrach publicznych: " + strings.Join(failed, "; ") + " — te powołania sprawdzono tylko według biblioteki."
		if late {
			line += " Zapytania bez odpowiedzi w limicie czasu trwają dalej: gdy rejestr odpowie, tekst trafi do biblioteki — wrzuć memo ponownie, by sprawdzić je według niego."
		}
		out = append(out, line)
	}
	switch {
	case s.HandedIn == "":
	case s.HandedInIgnored:
		out = append(out, fmt.Sprintf("Źródła dołączone do memo (%s) pominięto: bramka sprawdza tylko według biblioteki kancelarii.", s.HandedIn))
	case s.HandedInRefused != "":
		why := handedInWords[s.HandedInRefused]
		if why == "" {
			why = s.HandedInRefused
		}
		out = append(out, fmt.Sprintf("Źródeł dołączonych do memo (%s) nie użyto: %s.", s.HandedIn, why))
	default:
		out = append(out, fmt.Sprintf("Źródła dołączone do memo: %s (plików: %d) — użyte tylko w tym sprawdzeniu, obok biblioteki kancelarii.", s.HandedIn, s.HandedInFiles))
	}
	return out
}
