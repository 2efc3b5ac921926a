package claims

import (
	"strings"
	"testing"
)

// TestChatThread: a chat thread pasted as TXT or MD (a Teams or Slack
// export). A message header („[19.11.2026 14:43] Anna K.”, „**Anna K.**
// · 19.11.2026 14:43”, „Anna K., 14:43”) is no text of a claim and its
// timestamp is no ruling's date; each message is a unit of its own; a
// quotation opened in one message and closed in the next is found, in
// its two pieces, the second anchored where the first is.
func TestChatThread(t *testing.T) {
	t.Parallel()
	type msg struct{ who, at, text string }
	thread := []msg{
		{"Marta Wilk", "03.10.2026 09:12", "czy pracodawca mógł go zwolnić na zwolnieniu lekarskim?"},
		{"Tomasz R. (Dział Prawny)", "03.10.2026 09:15", "raczej nie, SN w I PK 204/15 uznał, że wypowiedzenie było bezskuteczne"},
		{"Tomasz R. (Dział Prawny)", "03.10.2026 09:16", "w tym samym wyroku SN napisał: \"Pracodawca nie może wypowiedzieć umowy o pracę,"},
		{"Tomasz R. (Dział Prawny)", "03.10.2026 09:16", "gdy pracownik jest nieobecny z powodu choroby\" i to przesądza sprawę"},
		{"Marta Wilk", "03.10.2026 09:20", "dzięki, przekażę dalej"},
	}
	heads := map[string]func(m msg) string{
		"txt brackets":  func(m msg) string { return "[" + m.at + "] " + m.who + "\n" + m.text },
		"txt colon":     func(m msg) string { return "[" + m.at + "] " + m.who + ": " + m.text },
		"md bold":       func(m msg) string { return "**" + m.who + "** · " + m.at + "  \n" + m.text },
		"txt name time": func(m msg) string { return m.who + ", " + m.at[11:] + "\n" + m.text },
	}
	wantQuotes := []string{"Pracodawca nie może wypowiedzieć umowy o pracę,", "gdy pracownik jest nieobecny z powodu choroby"}
	for name, head := range heads {
		var parts []string
		for _, m := range thread {
			parts = append(parts, head(m))
		}
		text := "Czat: Kadry – sprawa p. Jana N.\n\n" + strings.Join(parts, "\n\n") + "\n"
		r := Extract(Input{Text: text})
		var quotes []string
		for _, c := range r.Claims {
			if c.Anchor.Data == "2026-10-03" {
				t.Errorf("%s: claim %q dated by a message header", name, c.Quote+c.ClaimText)
			}
			body := c.Quote + c.ClaimText
			if strings.Contains(body, "Tomasz") || strings.Contains(body, "09:1") {
				t.Errorf("%s: header in the claim %q", name, body)
			}
			if c.Quote != "" {
				quotes = append(quotes, c.Quote)
				if !strings.Contains(c.SourceID, "I PK 204/15") {
					t.Errorf("%s: quotation %q anchored to %q, want I PK 204/15", name, c.Quote, c.SourceID)
				}
			}
		}
		if strings.Join(quotes, "|") != strings.Join(wantQuotes, "|") {
			t.Errorf("%s: quotations %q, want %q", name, quotes, wantQuotes)
		}
	}
}

// TestChatHeadLine: what is a message header line and what is not.
func TestChatHeadLine(t *testing.T) {
	t.Parallel()
	cases := []struct {
		line string
		want bool
	}{
		{"[19.11.2026 14:43] Anna K.", true},
		{"[14:43] Anna K.: sąd oddalił powództwo", true},
		{"**Paweł D. (Dział Prawny)** · 19.11.2026 14:43  ", true},
		{"Anna K., 14:43", true},
		{"Jan Nowak (14:05)", true},
		{"2026-11-19 14:43 Jan Nowak: dzień dobry", true},
		{"Sąd Najwyższy w wyroku z 4.02.2000 r. oddalił kasację", false},
		{"Rozprawa wyznaczona na 12.01.2027 14:30 w sali 5", false},
		{"Anna K., 14:43 to jest tekst bez dwukropka", false},
	}
	for _, c := range cases {
		if _, got := chatHead(c.line); got != c.want {
			t.Errorf("chatHead(%q) = %v, want %v", c.line, got, c.want)
		}
	}
}

// TestProcedureFactText: a procedural fact by back-reference is the
// court's act — from the court named after „i” when the sentence tells
// something else before it in a clause of its own, to the reason the
// memo gives after it („…, bo …”), neither of which is the fact; a
// phrase before the court after a comma is the fact's own.
func TestProcedureFactText(t *testing.T) {
	t.Parallel()
	lead := "W wyroku z dnia 12 marca 2019 r., III AUa 410/18, Sąd Apelacyjny w Łodzi oddalił apelację organu rentowego.\n\n"
	cases := []struct{ text, want string }{
		{"w tamtej sprawie stan faktyczny był podobny (umowa z 2015 r.) i SA uchylił wyrok SO i przekazał sprawę do ponownego rozpoznania, bo sąd nie zbadał terminu.",
			"SA uchylił wyrok SO i przekazał sprawę do ponownego rozpoznania"},
		{"W tej samej sprawie Sąd Apelacyjny oddalił też zażalenie, ponieważ zostało wniesione po terminie.",
			"W tej samej sprawie Sąd Apelacyjny oddalił też zażalenie"},
		{"ciekawe, że w tamtej sprawie było tak samo, i SA zmienił wyrok i oddalił odwołanie, gdyż okresy nie były sporne.",
			"SA zmienił wyrok i oddalił odwołanie"},
		{"Także w tamtej sprawie, w której wnioskodawca pracował za granicą, Sąd Apelacyjny zmienił wyrok i oddalił odwołanie, bo okresy nie były udowodnione.",
			"Także w tamtej sprawie, w której wnioskodawca pracował za granicą, Sąd Apelacyjny zmienił wyrok i oddalił odwołanie"},
	}
	for _, c := range cases {
		var got []string
		for _, cl := range Extract(Input{Text: lead + c.text}).Claims {
			if cl.ClaimType == "fakt_proceduralny" && cl.Start >= len(lead) {
				got = append(got, cl.ClaimText)
			}
		}
		if len(got) != 1 || got[0] != c.want {
			t.Errorf("%q: facts %q, want %q", c.text, got, c.want)
		}
	}
}
