package extract

// Block quotations by font size.
//
// A DOCX or ODT memo may mark a block quotation by nothing but a smaller
// font: a style that sets it somewhere up its chain (w:basedOn,
// style:parent-style-name), or every run of a plain paragraph set smaller
// (w:sz on each w:r, a text:span with its fo:font-size). The readers count
// each paragraph's letters by the size they are set in (textSizes);
// upgradeIndentedQuotes makes a block quotation of a plain paragraph set
// clearly smaller than the document's usual paragraph text.

// textSizes counts letters by font size in half-points.
type textSizes map[int]int

// add counts n letters set in size.
func (t *textSizes) add(size, n int) {
	if n <= 0 || size <= 0 {
		return
	}
	if *t == nil {
		*t = textSizes{}
	}
	(*t)[size] += n
}

// main is the size most of the letters are set in (the smaller on a tie),
// 0 when none was counted.
func (t textSizes) main() int {
	best, n := 0, 0
	for s, c := range t {
		if c > n || (c == n && s < best) {
			best, n = s, c
		}
	}
	return best
}

// smallerQuote is how much smaller than the usual paragraph text, in
// percent, a paragraph is set that is a block quotation by its size (10 pt
// against 11 pt is 91 %; 10 against 12 pt 83 %).
const smallerQuote = 92

// setSmaller reports whether a paragraph set in size (half-points) is set
// clearly smaller than the usual size of the paragraphs' text.
func setSmaller(size, usual int) bool {
	return size > 0 && usual > 0 && size*100 <= usual*smallerQuote
}
