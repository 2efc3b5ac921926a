package claims

// What a back-reference to a ruling („omówionego wyżej wyroku Izby z 2008
// r.”) may stand for beyond its form, court and date.

import (
	"regexp"
	"strings"
)

// reRefYear reads the year a back-reference gives its ruling right after
// it („wyroku Izby z 2008 r.”, „postanowienia z 2014 roku”), a court's
// name or one or two words between.
var reRefYear = regexp.MustCompile(`^` + sp + `*(?:\p{L}+\.?` + sp + `+){0,3}?z` + sp + `+((?:19|20)\d\d)` + sp + `*(?:r\.|roku)`)

// refYear returns the year written right after back-reference c, or "".
func (x *extractor) refYear(c *Citation) string {
	if c.Anchor.Data != "" {
		return "" // a full date: the date filter
	}
	end := min(x.sents[c.sent].End, c.End+shortPointer)
	m := reRefYear.FindStringSubmatch(x.text[c.End:end])
	if m == nil {
		return ""
	}
	return m[1]
}

// yearFits reports whether ruling anchor h fits year y (""  fits all): its
// date's year, else its signature's („KIO/UZP 44/08”: 2008).
func yearFits(y string, h *Citation) bool {
	if y == "" {
		return true
	}
	a := h.Anchor
	if a.Data != "" {
		return strings.HasPrefix(a.Data, y)
	}
	if k := strings.LastIndexByte(a.Sygnatura, '/'); k >= 0 {
		return strings.TrimSpace(a.Sygnatura[k+1:]) == y[2:] || strings.TrimSpace(a.Sygnatura[k+1:]) == y
	}
	return true
}

// porElsewhere reports whether citation h, a candidate antecedent of
// back-reference c, is a por./zob. reference of another section: the
// memo compared it there, it did not discuss it („omówionego wyżej
// wyroku” in the advice at the end is a ruling discussed, not one
// compared in passing sections before).
func (x *extractor) porElsewhere(h, c *Citation) bool {
	return h.Por && x.sents[h.sent].Section != x.sents[c.sent].Section
}
