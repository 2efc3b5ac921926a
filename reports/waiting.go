package reports

import (
	"fmt"
	"time"

	"citeguard/cite"
)

// WaitState is why a memo that has no report yet waits: the daemon's
// status page, `citeguard status` and INDEX say it in words (WaitWords).
type WaitState string

// The states of a waiting memo, in the order a memo goes through them.
const (
	WaitSettling   WaitState = "settling"   // still being copied: its size or time changes
	WaitIncomplete WaitState = "incomplete" // settled but not whole (a truncated PDF); judged at Until
	WaitHeld       WaitState = "held"       // the library cannot answer: not checked until it is back
	WaitLeft       WaitState = "left"       // a batch run (watch -once) left it for the next run
	WaitQueued     WaitState = "queued"     // ready, waiting for a free worker
	WaitWorking    WaitState = "working"    // claimed and being checked now
	WaitRetrying   WaitState = "retrying"   // claimed; an attempt did not finish: it runs again
	// Read from the folders with no daemon to ask (citeguard status
	// without a health address): where a memo is, not why.
	WaitInFolder WaitState = "in_folder" // in a watched folder, not taken yet
	WaitClaimed  WaitState = "claimed"   // in the daemon's work folder: taken, not finished
)

// Waiting is a memo without a report yet, and why.
type Waiting struct {
	Name     string    `json:"name"`               // the memo's name in its folder (with a subfolder: "klient/memo.docx")
	Folder   string    `json:"folder"`             // the watched folder it was dropped in
	Reports  string    `json:"reports"`            // the reports folder its report will be written to
	State    WaitState `json:"state"`              // one of the Wait… states
	Since    time.Time `json:"since"`              // first seen, or claimed
	Until    time.Time `json:"until,omitzero"`     // incomplete: when it is judged anyway (a failure report)
	Attempts int       `json:"attempts,omitempty"` // checks begun so far (a claimed memo)
	Job      string    `json:"job,omitempty"`      // the job folder of a claimed memo
	Detail   string    `json:"detail,omitempty"`   // the technical reason (for the administrator), in English
}

// attempts counts the checks begun of a waiting memo.
var attempts = forms{"próba", "próby", "prób"}

// WaitWords says in Polish why w waits, for a lawyer.
func WaitWords(w Waiting) string {
	switch w.State {
	case WaitSettling:
		return "plik jeszcze się kopiuje — czekam, aż przestanie się zmieniać"
	case WaitIncomplete:
		s := "plik jest niekompletny (np. urwany PDF) — czekam, aż zostanie dopisany"
		if !w.Until.IsZero() {
			s += "; jeśli nie, o " + w.Until.Format("15:04") + " powstanie raport o błędzie"
		}
		return s
	case WaitHeld:
		return "biblioteka źródeł nie odpowiada — memo czeka niesprawdzone, aż wróci"
	case WaitLeft:
		return "nocny przebieg zostawił je w folderze — sprawdzi je następny przebieg"
	case WaitQueued:
		return "w kolejce — czeka na wolne miejsce do sprawdzenia"
	case WaitWorking:
		if w.Attempts > 1 {
			return fmt.Sprintf("sprawdzane teraz (%d. próba)", w.Attempts)
		}
		return "sprawdzane teraz"
	case WaitRetrying:
		return fmt.Sprintf("próba się nie powiodła — ponowię ją wkrótce (dotąd %s)", attempts.n(max(w.Attempts, 1)))
	case WaitInFolder:
		return "leży w folderze — demon jeszcze go nie wziął"
	case WaitClaimed:
		if w.Attempts > 0 {
			return fmt.Sprintf("wzięte do sprawdzenia, niedokończone (dotąd %s) — demon je dokończy", attempts.n(w.Attempts))
		}
		return "wzięte do sprawdzenia, niedokończone — demon je dokończy"
	}
	return "czeka"
}

// WaitShort is the state of w in one or two words (a column of a table).
func WaitShort(s WaitState) string {
	switch s {
	case WaitSettling:
		return "kopiuje się"
	case WaitIncomplete:
		return "niekompletny"
	case WaitHeld:
		return "wstrzymane"
	case WaitLeft:
		return "zostawione"
	case WaitQueued:
		return "w kolejce"
	case WaitWorking:
		return "sprawdzane"
	case WaitRetrying:
		return "ponowna próba"
	case WaitInFolder:
		return "w folderze"
	case WaitClaimed:
		return "wzięte"
	}
	return "czeka"
}

// SinceWords says how long ago t was, from now: „od 3 min”, „od 2 h 5 min”.
func SinceWords(t, now time.Time) string {
	d := now.Sub(t)
	switch {
	case t.IsZero():
		return ""
	case d < time.Minute:
		return "od chwili"
	case d < time.Hour:
		return fmt.Sprintf("od %d min", int(d/time.Minute))
	case d < 48*time.Hour:
		return fmt.Sprintf("od %d h %d min", int(d/time.Hour), int(d%time.Hour/time.Minute))
	}
	return "od " + TimeWords(t)
}

// DecisionClass is the CSS class of decision d on pages outside this
// package (the status page): "send", "fix" or "stop".
func DecisionClass(d cite.Decision) string { return decisionClass(d) }
