package reports

import (
	"fmt"

	"citeguard/cite"
)

// The comments of the commented copy of a DOCX memo (check/docxcomments)
// say what the HTML report says, in the same words, as plain text: one
// string a paragraph of the comment.

// maxCommentPassage bounds a passage quoted in a comment, in characters:
// a balloon in Word's margin is narrow; the HTML report has the whole.
const maxCommentPassage = 600

// NeedsComment reports whether a claim gets a comment in the commented
// copy: every claim that is not 🟢.
func NeedsComment(c *Claim) bool { return c.Status != cite.Zweryfikowany }

// CommentLines is what the comment on a claim says: its number, status and
// source („C1 — 🔴 Niezgodne ze źródłem — I CSK 9901/99”), the memo
// passage when withPassage (the comment stands elsewhere than the claim's
// own words: at a footnote's reference, or at a paragraph the claim's words
// were not found in), the source passage or why there is none, and the
// facts of the report (differences, note, why that source, what to do).
func CommentLines(c *Claim, withPassage bool) []string {
	out := []string{plain(c.ID + " — " + statusLabel(c.Status) + " — " + sourceLabel(*c))}
	if passage := memoPassage(c); withPassage && passage != "" {
		where := "W memo"
		if p := claimPlace(c); p != "" {
			where += " (" + p + ")"
		}
		out = append(out, plain(where+": „"+clipWords(plain(passage), maxCommentPassage)+"”"))
	}
	if c.SourcePassage != "" {
		out = append(out, plain(sourceHeading(c)+": „"+clipWords(plain(c.SourcePassage), maxCommentPassage)+"”"))
	} else {
		out = append(out, "W źródle: "+sourceNone(c))
	}
	for _, f := range claimFacts(c) {
		out = append(out, plain(f.Label+": "+f.Text))
	}
	return out
}

// SummaryLines is the comment at the start of the commented copy: the
// decision in one sentence, the next step, when and against what the memo
// was checked, how many comments follow and, when report is set, the file
// name of the HTML report („Opinia.docx.html”).
func SummaryLines(m *Memo, report string) []string {
	out := []string{"citeguard — " + plain(Headline(m)), "Co dalej: " + plain(NextStep(m))}
	if m.Error != "" {
		out = append(out, "Przyczyna: "+plain(m.Error))
	}
	if m.Revision != nil {
		out = append(out, plain(revisionWords(m)))
	}
	for _, l := range aboutLines(m) {
		out = append(out, plain(l))
	}
	n := 0
	for i := range m.Results {
		if NeedsComment(&m.Results[i]) {
			n++
		}
	}
	where := "w pliku HTML w folderze raportów"
	if report != "" {
		where = "w pliku " + plain(report) + " w folderze raportów"
	}
	if n > 0 {
		out = append(out, fmt.Sprintf("W tekście memo: %s przy tym, co wymaga uwagi (wynik, miejsce w źródle, co zrobić); pełny raport jest %s.",
			forms{"komentarz", "komentarze", "komentarzy"}.n(n), where))
	} else {
		out = append(out, "Pełny raport jest "+where+".")
	}
	return out
}
