package claims

import "strings"

// maxJoined bounds how many blocks one quotation may be joined across.
const maxJoined = 4

// joinSplitQuotes joins a body block that opens a quotation it does not
// close with the blocks right after it that close it. The extraction's
// blocks are read from the layout and can be wrong — a PDF quotation
// whose first line looked larger than the rest came out as a heading
// line and a quotation block — and a quotation cut at a block's edge
// is never found: a fabricated quotation would pass unchecked. A
// quotation of several paragraphs („… ⏎ … ”) is joined the same way.
// Blocks are joined only when the quotation really closes in them (an
// opener a later block's own quotation does not close stays stray), never
// across a footnote, and the joined block keeps the first one's kind
// unless that was a heading.
func joinSplitQuotes(text string, us []unit) []unit {
	out := us[:0]
	for i := 0; i < len(us); i++ {
		u := us[i]
		if u.Footnote == 0 {
			for n := 1; n < maxJoined && i+1 < len(us); n++ {
				next := us[i+1]
				open := unclosedOpener(text, u.Start, u.End)
				if open < 0 || next.Footnote != 0 || strings.TrimSpace(text[u.End:next.Start]) != "" || next.End-open > maxQuote {
					break
				}
				if !closesAt(text, open, u.Start, next.End, next.Start) {
					break
				}
				if u.Kind == BlockHeading {
					u.Kind = next.Kind
				}
				u.End = next.End
				i++
			}
		}
		out = append(out, u)
	}
	return out
}

// unclosedOpener returns the offset of the block's last opening mark „
// when no closing mark (” or “) follows it in the block, or -1.
func unclosedOpener(text string, lo, hi int) int {
	last := strings.LastIndex(text[lo:hi], "„")
	if last < 0 || strings.ContainsAny(text[lo+last:hi], "”“") {
		return -1
	}
	return lo + last
}

// closesAt reports whether the quotation opened at open is closed inside
// text[lo:hi] at or after from (in the next block).
func closesAt(text string, open, lo, hi, from int) bool {
	for _, q := range findQuotes(text, lo, hi) {
		if q.Start == open {
			return q.End > from
		}
	}
	return false
}
