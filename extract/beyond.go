package extract

import (
	"context"
	"strings"
)

// What a DOCX or ODT carries beyond the text Document holds, read so that
// a memo is never passed on content nobody read: the authors' comments,
// tracked changes, and content a viewer may show that differs from what
// was read (Unread).

// Comment is one comment of the document (w:comment, office:annotation):
// the authors' note to each other, shown in Word's margin and travelling
// with the file.
type Comment struct {
	Author   string `json:"author,omitempty"`
	Initials string `json:"initials,omitempty"`
	Text     string `json:"text"` // its paragraphs joined by newlines, spaces collapsed
}

// Unread is content a viewer shows, or may show, that is not in Text or
// Footnotes: its kind (the Unread* constants), the part it is in, and the
// start of the text that was not read. A document with any is not one the
// check can vouch for (check fails it closed).
type Unread struct {
	Kind string `json:"kind"`
	Part string `json:"part"`
	Text string `json:"text,omitempty"` // at most maxUnreadText bytes
}

// The kinds of Unread.
const (
	// UnreadAlternate: an mc:AlternateContent whose branches hold different
	// text — Word shows one, a viewer without its extensions another.
	UnreadAlternate = "alternate-content"
	// UnreadBound: a content control bound to custom XML whose bound value
	// (what Word shows on opening) differs from the text it holds, or could
	// not be evaluated.
	UnreadBound = "bound-content-control"
	// UnreadUserField: an ODF user field whose declared value (what
	// LibreOffice shows) differs from the text the field holds.
	UnreadUserField = "user-field"
	// UnreadConditional: ODF conditional or hidden text, a hidden paragraph
	// or section whose condition is not plainly "hide": shown, not read.
	UnreadConditional = "conditional-text"
	// UnreadAnnotation: a PDF annotation (FreeText, Stamp, a form field's
	// value …) with text that the page shows.
	UnreadAnnotation = "pdf-annotation"
	// UnreadBlankText: a PDF page with glyphs whose extracted text is blank
	// (a font that maps its glyphs to spaces, a scan).
	UnreadBlankText = "blank-text"
)

// maxUnreadText bounds Unread.Text; maxComments the comments kept.
const (
	maxUnreadText = 120
	maxComments   = 1000
)

// beyondText reads what data carries beyond its text into doc: comments,
// tracked changes, unread content (DOCX and zipped ODT; nothing for other
// formats).
func (doc *Document) beyondText(ctx context.Context, data []byte, f Format, lim Limits) error {
	switch f {
	case FormatDOCX:
		return doc.beyondDOCX(ctx, data, lim)
	case FormatODT:
		if !looksLikeXML(data) {
			return doc.beyondODT(ctx, data, lim)
		}
	}
	return nil
}

// addUnread records unread content.
func (doc *Document) addUnread(kind, part, text string) {
	doc.Unread = append(doc.Unread, newUnread(kind, part, text))
}

// newUnread is an Unread with its text's spaces collapsed and cut to
// maxUnreadText bytes.
func newUnread(kind, part, text string) Unread {
	text = collapse(text)
	if len(text) > maxUnreadText {
		cut := maxUnreadText
		for cut > 0 && text[cut]&0xC0 == 0x80 {
			cut--
		}
		text = text[:cut] + "…"
	}
	return Unread{Kind: kind, Part: part, Text: text}
}

// addComment records a comment, at most maxComments of them.
func (doc *Document) addComment(c Comment) {
	c.Text = strings.TrimSpace(c.Text)
	if len(doc.Comments) < maxComments {
		doc.Comments = append(doc.Comments, c)
	}
}

// collapse is s with its runs of white space as one space, trimmed.
func collapse(s string) string { return strings.Join(strings.Fields(s), " ") }
