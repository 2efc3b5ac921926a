package docxcomments

import (
	"encoding/xml"
	"fmt"
	"path"
	"strconv"
	"strings"
)

// Relationship types of the notes parts.
const (
	relFootnotes = "/footnotes"
	relEndnotes  = "/endnotes"
)

// maxNoteID is the largest footnote or endnote id of the main part's
// notes parts (w:footnote and w:endnote elements), -1 when there is none;
// rels are the main part's relationships.
//
// The new comments take ids above it, and above every id of a note
// reference in the main part (layout.maxNote): LibreOffice (7.4, and the
// writerfilter import since it reads all footnotes in one pass) takes the
// id of a comment whose reference follows a footnote reference for the id
// of the next footnote when the comment's id is not above every note id —
// the next footnotes then show their number with no text, or another
// note's text. A comment id above all of them never meets a note's.
func (p *pkg) maxNoteID(mainPart string, rels []rel) (int, error) {
	maxID := -1
	for _, r := range rels {
		if !strings.HasSuffix(r.typ, relFootnotes) && !strings.HasSuffix(r.typ, relEndnotes) {
			continue
		}
		t, ok := target(path.Dir(mainPart), r)
		if !ok || p.Find(t) == nil {
			continue
		}
		b, err := p.ReadPart(p.Find(t).Name)
		if err != nil {
			return 0, err
		}
		if _, err := scan(b, p.lim.MaxXMLDepth, func(se xml.StartElement) {
			if se.Name.Local == "footnote" || se.Name.Local == "endnote" {
				if id, err := strconv.Atoi(attrOf(se, "id")); err == nil && id > maxID && id < 1<<30 {
					maxID = id
				}
			}
		}); err != nil {
			return 0, fmt.Errorf("%s: %w", t, err)
		}
	}
	return maxID, nil
}
