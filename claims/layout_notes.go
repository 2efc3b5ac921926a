package claims

import "citeguard/cite"

// endnoteFrom is how a claim anchored in note fn got its anchor: an
// endnote (Footnote.Endnote) links to its marker like a footnote, and the
// report says it was an endnote (cite.FromEndnote); a „Tamże” in an
// endnote stays cite.FromIbidem.
func (x *extractor) endnoteFrom(from cite.AnchorFrom, fn int) cite.AnchorFrom {
	if from != cite.FromFootnote || fn == 0 {
		return from
	}
	for _, f := range x.in.Footnotes {
		if f.Number == fn {
			if f.Endnote {
				return cite.FromEndnote
			}
			return from
		}
	}
	return from
}
