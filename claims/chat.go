package claims

import (
	"regexp"
	"strings"

	"citeguard/cite"
)

// A chat thread pasted as a memo (a Teams or Slack export, TXT or MD) is
// a run of messages, each under a header line that names who wrote it
// and when: „[19.11.2026 14:43] Anna K.”, „[14:43] Anna K.: …”, „**Paweł
// D. (Dział Prawny)** · 19.11.2026 14:43”, „Anna K., 14:43”. A header is
// no text of a claim: its timestamp is when the message was sent, never a
// ruling's date, and its name is no court's or party's. Each message is a
// unit of its own (a paragraph of the discourse); a quotation opened in
// one message and closed in the next is read as one quotation in two
// pieces (messageQuotes).

var (
	// chatStamp is a message's timestamp: a clock time, with a date
	// before it or not („19.11.2026 14:43”, „2026-11-19 14:43:05”,
	// „14:43”, „2:43 PM”).
	chatStamp = `(?:\d{1,2}[./]\d{1,2}[./]\d{2,4},?[ \t]+|\d{4}-\d{2}-\d{2}[ T,][ \t]*)?\d{1,2}:\d{2}(?::\d{2})?(?:[ \t]?[AaPp][Mm])?`
	// chatName is who wrote it: capitalised words or initials, a
	// department in parentheses („Paweł D. (Dział Prawny)”).
	chatName = `\p{Lu}[\p{L}'’.-]*(?:[ \t]+(?:\p{Lu}[\p{L}'’.-]*|\([^()\n]{1,40}\))){0,5}`
	// reChatHead is a header line: the stamp in brackets before the
	// name („[19.11.2026 14:43] Anna K.”, „[14:43] Anna K.: tekst”), the
	// name (bold in Markdown) before the stamp after a separator
	// („**Anna K.** · 19.11.2026 14:43”, „Anna K., 14:43”, „Anna K.
	// (14:43)”), or a bare stamp before the name and a colon („14:43
	// Anna K.: tekst”). Groups 1 and 2 are a colon after which the
	// message's text goes on in the same line.
	reChatHead = regexp.MustCompile(`^[ \t]*(?:` +
		`\[` + chatStamp + `\][ \t]*[-–·]?[ \t]*(?:\*\*|__)?` + chatName + `(?:\*\*|__)?` +
		`|(?:\*\*|__)?` + chatName + `(?:\*\*|__)?[ \t]*(?:[·•|,–—-][ \t]*)?[\[(]?` + chatStamp + `[\])]?` +
		`|` + chatStamp + `[ \t]*[-–·]?[ \t]*(?:\*\*|__)?` + chatName + `(?:\*\*|__)?[ \t]*(:)` +
		`)[ \t]*(:)?[ \t]*\\?[ \t\r]*`)
)

// minChatHeads is how many header lines make a text a chat thread: one
// line like a header in a memo („Warszawa, 14:30”) is no thread.
const minChatHeads = 2

// chatHead returns the length of the header that line starts with and
// whether the line is one: the whole line, or the header and a colon
// before the message's text.
func chatHead(line string) (int, bool) {
	m := reChatHead.FindStringSubmatchIndex(line)
	if m == nil {
		return 0, false
	}
	if m[1] == len(line) || m[2] >= 0 || m[4] >= 0 {
		return m[1], true
	}
	return 0, false
}

// chatMessages cuts the body's units of a chat thread at its message
// headers: the header lines are left out, the text under each one is a
// unit of its own, marked as a message. A text with fewer than
// minChatHeads header lines is returned as it is.
func chatMessages(text string, us []unit) []unit {
	heads := 0
	for _, u := range us {
		if u.Footnote != 0 || u.cell != nil {
			continue
		}
		for _, ln := range unitLines(text, u) {
			if _, ok := chatHead(text[ln[0]:ln[1]]); ok {
				heads++
			}
		}
	}
	if heads < minChatHeads {
		return us
	}
	out := make([]unit, 0, len(us)+heads)
	for _, u := range us {
		if u.Footnote != 0 || u.cell != nil {
			out = append(out, u)
			continue
		}
		start := u.Start
		msg := false
		flush := func(end int) {
			if s, e := trimSpan(text, start, end); s < e {
				v := u
				v.Start, v.End, v.message = s, e, msg
				out = append(out, v)
			}
		}
		for _, ln := range unitLines(text, u) {
			n, ok := chatHead(text[ln[0]:ln[1]])
			if !ok {
				continue
			}
			flush(ln[0])
			start, msg = ln[0]+n, true
		}
		flush(u.End)
	}
	return out
}

// unitLines returns the [start, end) ranges of the lines of unit u.
func unitLines(text string, u unit) [][2]int {
	var out [][2]int
	for at := u.Start; at < u.End; {
		e := strings.IndexByte(text[at:u.End], '\n')
		if e < 0 {
			e = u.End
		} else {
			e += at
		}
		out = append(out, [2]int{at, e})
		at = e + 1
	}
	return out
}

// messageQuotes finds the quotations that run from one chat message into
// the next: a message whose last quotation mark opens a quotation it does
// not close, and a next message whose first mark closes it („jest:
// "Niewniesienie sprzeciwu oznacza bowiem,” ⏎ header ⏎ „że wnioskodawca
// zgadza się …"”). The header between is no part of the quotation, so it
// is read as two pieces, one in each message, the second without its
// opening mark. It returns the pieces per unit index, and the pairs of
// pieces.
func messageQuotes(text string, us []unit) (map[int][]Quotation, [][2]Quotation) {
	var out map[int][]Quotation
	var pairs [][2]Quotation
	for i := 0; i+1 < len(us); i++ {
		u, next := us[i], us[i+1]
		if !u.message || !next.message {
			continue
		}
		open := strayOpener(text, u)
		if open < 0 {
			continue
		}
		closer := strayCloser(text, next)
		if closer < 0 {
			continue
		}
		_, inEnd := trimSpan(text, open+markLen(text, open), u.End)
		inStart, _ := trimSpan(text, next.Start, closer)
		if out == nil {
			out = map[int][]Quotation{}
		}
		first := Quotation{Start: open, End: u.End, InStart: open + markLen(text, open), InEnd: inEnd}
		second := Quotation{Start: next.Start, End: closer + markLen(text, closer), InStart: inStart, InEnd: closer}
		out[i] = append(out[i], first)
		out[i+1] = append(out[i+1], second)
		pairs = append(pairs, [2]Quotation{first, second})
	}
	return out, pairs
}

// strayOpener returns the offset of an opening mark („ or an ASCII " in
// an opening place) after the last quotation of unit u, which no mark
// after it closes; -1 when there is none.
func strayOpener(text string, u unit) int {
	from := u.Start
	if qs := findQuotes(text, u.Start, u.End); len(qs) > 0 {
		from = qs[len(qs)-1].End
	}
	open := -1
	for i := from; i < u.End; i++ {
		switch {
		case strings.HasPrefix(text[i:], "„"):
			open = i
		case text[i] == '"':
			if open >= 0 {
				return -1 // a second mark: not one stray opener
			}
			p := prevRune(text, u.Start, i)
			if p != 0 && !strings.ContainsRune(" \t\n:([", p) {
				return -1
			}
			open = i
		case strings.HasPrefix(text[i:], "”"):
			return -1
		}
	}
	if open < 0 || u.End-open < minPieceLen {
		return -1
	}
	return open
}

// strayCloser returns the offset of the closing mark (” “ or an ASCII "
// after a letter or a punctuation mark) before the first quotation of unit
// u, which no mark before it opens; -1 when there is none.
func strayCloser(text string, u unit) int {
	to := u.End
	if qs := findQuotes(text, u.Start, u.End); len(qs) > 0 {
		to = qs[0].Start
	}
	for i := u.Start; i < to; i++ {
		switch {
		case strings.HasPrefix(text[i:], "„"):
			return -1
		case strings.HasPrefix(text[i:], "”"), strings.HasPrefix(text[i:], "“"):
			return i
		case text[i] == '"':
			if p := prevRune(text, u.Start, i); p == 0 || strings.ContainsRune(" \t\n", p) || i-u.Start < minPieceLen {
				return -1
			}
			return i
		}
	}
	return -1
}

// minPieceLen is the shortest piece of a quotation split over two
// messages: a lone mark at a message's edge is a typo, not a quotation.
const minPieceLen = 8

// markLen is the length in bytes of the quotation mark at text[i].
func markLen(text string, i int) int {
	if text[i] == '"' {
		return 1
	}
	return len("„") // „ ” “ are three bytes each
}

// withPieces adds to the quotations qs of a unit the pieces of quotations
// split over messages that the unit holds (messageQuotes): the closing
// piece before qs, the opening one after them.
func withPieces(qs, pieces []Quotation) []Quotation {
	for _, p := range pieces {
		if len(qs) == 0 || p.End <= qs[0].Start {
			qs = append([]Quotation{p}, qs...)
		} else {
			qs = append(qs, p)
		}
	}
	return qs
}

// anchorPieces gives the closing piece of a quotation split over two chat
// messages the anchor of its opening piece when it has none of its own:
// it is the rest of the same quotation.
func (x *extractor) anchorPieces() {
	claimAt := func(q Quotation) *Claim {
		for k := range x.claims {
			if c := &x.claims[k]; c.Quote != "" && c.Start <= q.InStart && q.InStart < c.End {
				return c
			}
		}
		return nil
	}
	for _, p := range x.pieces {
		first, second := claimAt(p[0]), claimAt(p[1])
		if first == nil || second == nil || second.SourceID != "" || first.SourceID == "" {
			continue
		}
		second.Anchor, second.SourceID, second.AnchorFrom = first.Anchor, first.SourceID, cite.FromContext
		second.AnchorCue, second.Antecedent = first.AnchorCue, first.SourceID
		second.Ambiguous, second.Candidates = first.Ambiguous, first.Candidates
	}
}
