package check

import (
	"context"
	"strings"
	"unicode"

	"citeguard/extract"
	"citeguard/norm"
)

// UnreadFieldResult is the extract.Unread kind of an RTF memo whose field
// results, which Word shows as stored, say something its conversion by
// LibreOffice (which recomputes fields) does not.
const UnreadFieldResult = "field-result"

// rtfFieldsUnread compares what Word shows of the RTF memo at path (its
// stored field results) with the text read from its conversion, and adds
// an Unread to doc when a word of Word's text that carries a citation — a
// word with a digit or a slash: a signature, an article, a date — is
// missing from the conversion.
func rtfFieldsUnread(ctx context.Context, path string, doc *extract.Document, lim extract.Limits) error {
	data, err := extract.ReadFile(path, lim) // bounded like every memo read
	if err != nil {
		return err
	}
	shown, err := extract.RTFText(ctx, data, lim)
	if err != nil {
		return err
	}
	var all strings.Builder
	all.WriteString(doc.Text)
	for _, f := range doc.Footnotes {
		all.WriteString("\n" + f.Text)
	}
	if missing := missingCitationWords(shown, all.String()); len(missing) > 0 {
		doc.Unread = append(doc.Unread, extract.Unread{Kind: UnreadFieldResult, Part: "rtf", Text: strings.Join(missing, " ")})
	}
	return nil
}

// maxMissingShown bounds the words a field-result Unread quotes.
const maxMissingShown = 8

// missingCitationWords are the words of shown that carry a citation (a
// digit or a slash) and occur in read fewer times, in order, at most
// maxMissingShown of them.
func missingCitationWords(shown, read string) []string {
	have := map[string]int{}
	for _, w := range citationWords(read) {
		have[w]++
	}
	var out []string
	for _, w := range citationWords(shown) {
		if have[w] > 0 {
			have[w]--
			continue
		}
		if len(out) < maxMissingShown {
			out = append(out, w)
		}
	}
	return out
}

// citationWords are the words of s, normalized as sources are, that hold a
// digit or a slash.
func citationWords(s string) []string {
	var out []string
	for _, w := range strings.FieldsFunc(norm.Normalize(s), func(r rune) bool { return unicode.IsSpace(r) || r == ',' || r == ';' || r == '(' || r == ')' }) {
		w = strings.Trim(w, ".:„”\"'")
		if strings.IndexFunc(w, func(r rune) bool { return unicode.IsDigit(r) || r == '/' }) >= 0 {
			out = append(out, w)
		}
	}
	return out
}
