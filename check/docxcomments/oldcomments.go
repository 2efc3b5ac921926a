package docxcomments

import (
	"bytes"
	"encoding/xml"
	"errors"
	"sort"
	"strings"

	"citeguard/extract"
)

// A memo may carry comments signed „citeguard” already: a copy made
// before (stale beside the new check), or a forgery — a „Decyzja: Wyślij”
// someone wrote. The copy drops both, and every comment with citeguard's
// marker under the installation's key (mark.go): from the comments part,
// and their range marks and reference runs from the main part. Everyone
// else's comments stay as they were.

func defaultLimits() extract.Limits { return extract.DefaultLimits }

// commentEntry is one w:comment of a comments part: where it stands, and
// what tells whose it is.
type commentEntry struct {
	id, author, initials string
	text                 string // its w:t text, paragraphs on lines of their own
	from, to             int    // the element, [from, to)
}

// readCommentEntries reads the w:comment elements of a comments part (a
// child of the root; raw names, any prefix).
func readCommentEntries(part []byte, maxDepth int) ([]commentEntry, error) {
	var out []commentEntry
	var cur *commentEntry
	var text strings.Builder
	inT := 0
	_, err := eachToken(part, maxDepth, func(tok xml.Token, at, end, depth int) error {
		switch t := tok.(type) {
		case xml.StartElement:
			switch {
			case depth == 2 && t.Name.Local == "comment":
				out = append(out, commentEntry{id: attrOf(t, "id"), author: attrOf(t, "author"), initials: attrOf(t, "initials"), from: at})
				cur = &out[len(out)-1]
				text.Reset()
			case cur != nil && t.Name.Local == "t":
				inT++
			case cur != nil && t.Name.Local == "p" && text.Len() > 0:
				text.WriteByte('\n')
			}
		case xml.EndElement:
			if depth == 0 {
				return errors.New("an end tag without its start tag")
			}
			if depth == 2 && cur != nil {
				cur.to, cur.text = end, text.String()
				cur = nil
			} else if cur != nil && t.Name.Local == "t" && inT > 0 {
				inT--
			}
		case xml.CharData:
			if inT > 0 {
				text.Write(t)
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// dropped are the ids of the entries the copy leaves out: signed
// „citeguard”, or marked as citeguard's under key.
func dropped(entries []commentEntry, key []byte) map[string]bool {
	out := map[string]bool{}
	for _, e := range entries {
		if signsAsCiteguard(e.author) || IsOwnComment(key, e.initials, e.text) {
			out[e.id] = true
		}
	}
	return out
}

// without is part with the byte ranges of the entries of ids cut out.
func without(part []byte, entries []commentEntry, ids map[string]bool) []byte {
	var b bytes.Buffer
	pos := 0
	for _, e := range entries {
		if ids[e.id] && e.from >= pos && e.to > e.from {
			b.Write(part[pos:e.from])
			pos = e.to
		}
	}
	b.Write(part[pos:])
	return b.Bytes()
}

// markEdits are the edits of the main part that take out the range marks
// and reference runs of the comments of ids.
func (l *layout) markEdits(ids map[string]bool) []edit {
	var out []edit
	for _, m := range l.marks {
		if ids[m.id] {
			out = append(out, edit{from: m.from, to: m.to, kind: editDrop})
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].from < out[j].from })
	return out
}

// commentMark is a w:commentRangeStart, w:commentRangeEnd or
// w:commentReference of the main part: [from, to) is the element — for a
// reference alone in its run (beside its properties), the run.
type commentMark struct {
	id       string
	from, to int
}
