package extract

import "strings"

// txtFootnoteDefs finds the footnotes of a TXT file written in Markdown's
// syntax — a memo typed as Markdown and saved as plain text keeps its
// "[^1]" references and its "[^1]: text" definitions — and returns the
// definitions (mdFootnoteDefs) whose label a reference in the rest of the
// text uses: a line that only looks like one, with nothing pointing to
// it, stays text.
func txtFootnoteDefs(text string) []mdDef {
	defs := mdFootnoteDefs(text)
	if len(defs) == 0 {
		return nil
	}
	var body strings.Builder
	pos := 0
	for _, df := range defs {
		body.WriteString(text[pos:df.start])
		body.WriteByte('\n')
		pos = df.end
	}
	body.WriteString(text[pos:])
	rest := body.String()
	out := defs[:0]
	for _, df := range defs {
		if strings.Contains(rest, "[^"+df.label+"]") {
			out = append(out, df)
		}
	}
	return out
}
