package statuspage

import (
	"fmt"
	"time"

	"citeguard/reports"
)

// problemWords says a problem in Polish, for the page's banner.
func problemWords(p Problem) string {
	switch p.Kind {
	case ProblemAudit:
		return "Dziennik zdarzeń (audyt) jest uszkodzony — powiadom administratora."
	case ProblemHeld:
		return "Memo czekają niesprawdzone: biblioteka źródeł nie odpowiada."
	case ProblemLibrary:
		return "Biblioteka źródeł jest niedostępna — memo nie są teraz sprawdzane."
	case ProblemReload:
		return "Nowa konfiguracja nie weszła w życie — działa poprzednia."
	case ProblemFolder:
		return "Jeden z obserwowanych folderów jest niedostępny."
	}
	return "Problem: " + p.Kind
}

// healthWords is the page's headline.
func healthWords(s *Status) string {
	switch {
	case s.Offline && s.Running:
		return "citeguard działa (stan odczytany z folderów)"
	case s.Offline:
		return "citeguard nie działa"
	}
	if s.Health == "ok" {
		return "citeguard działa"
	}
	return "citeguard działa z problemami"
}

// offlineWords says what a status read from the folders cannot tell.
func offlineWords(s *Status) string {
	if !s.Offline {
		return ""
	}
	w := "Konfiguracja nie ma adresu health, więc stan odczytano z folderów: widać, co czeka, ale nie dlaczego, ani stanu biblioteki. Dodaj „health: 127.0.0.1:9464”, aby zobaczyć więcej."
	if !s.Running {
		w = "Demon nie pracuje (nie trzyma blokady folderu stanu): memo w folderach nie są sprawdzane. Uruchom „citeguard watch”. " + w
	}
	return w
}

// outcomeWords names where memos went, for the counts since the start.
var outcomeWords = map[string]string{
	"checked": "sprawdzone", "fix": "do poprawy", "blocked": "zatrzymane", "failed": "nieudane", "sent": "wysłane",
}

// processedWords is „od uruchomienia: 3 sprawdzone, 1 zatrzymane”.
func processedWords(p map[string]int64) string {
	s := ""
	for _, k := range []string{"checked", "fix", "sent", "blocked", "failed"} {
		if p[k] > 0 {
			if s != "" {
				s += ", "
			}
			s += fmt.Sprintf("%d %s", p[k], outcomeWords[k])
		}
	}
	if s == "" {
		return "od uruchomienia nie skończono jeszcze żadnego memo"
	}
	return "od uruchomienia: " + s
}

// libraryWords describes the library in one sentence.
func libraryWords(l *Library, now time.Time) string {
	if l == nil {
		return "Stan biblioteki jest nieznany."
	}
	if !l.Available {
		s := "Biblioteka jest niedostępna"
		if !l.Since.IsZero() {
			s += " " + reports.SinceWords(l.Since, now)
		}
		return s + "."
	}
	s := fmt.Sprintf("Źródeł: %d w %d plikach", l.Sources, l.Files)
	if !l.Indexed.IsZero() {
		s += "; ostatnie indeksowanie: " + reports.TimeWords(l.Indexed)
	}
	if !l.Updated.IsZero() {
		s += "; najnowsza zmiana pliku: " + reports.TimeWords(l.Updated)
	}
	return s + "."
}

// unreadableWords is „7 plików nie da się odczytać (pokazano 5):”.
func unreadableWords(l *Library) string {
	if l == nil || l.Unreadable == 0 {
		return ""
	}
	s := fmt.Sprintf("Plików, których nie da się odczytać: %d", l.Unreadable)
	if n := len(l.UnreadableFiles); n > 0 && n < l.Unreadable {
		s += fmt.Sprintf(" (pierwsze %d, pozostałe %d w dzienniku)", n, l.Unreadable-n)
	}
	return s + ":"
}

// folderWords says a folder's state.
func folderWords(f Folder) string {
	switch {
	case f.Refused != "":
		return "odrzucony: " + f.Refused
	case !f.Available:
		return "niedostępny (nie istnieje albo udział nie jest podłączony)"
	}
	return "działa"
}
