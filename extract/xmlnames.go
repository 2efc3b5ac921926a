package extract

// The element names the DOCX and ODT readers dispatch on: a namespace the
// readers know, as a small number, and a local name. Each reader keeps a
// table from these keys to its handlers (docxElements, odfElements).

// xmlSpace is a namespace the readers act on; spaceOther for any other.
type xmlSpace uint8

const (
	spaceOther   xmlSpace = iota
	spaceWML              // WordprocessingML, transitional or strict (isWML)
	spaceMC               // markup compatibility (mc:AlternateContent)
	spaceMath             // Office Math (m:t)
	spaceDiagram          // DrawingML diagrams (SmartArt)
	spaceChart            // DrawingML charts
	spaceText             // ODF text:
	spaceOffice           // ODF office:
	spaceDraw             // ODF draw:
	spaceSVG              // ODF svg:
	spaceStyle            // ODF style:
	spaceTable            // ODF table:
)

// xmlKey names an element: its namespace and local name.
type xmlKey struct {
	space xmlSpace
	local string
}

// spaceOf classifies a namespace URI.
func spaceOf(uri string) xmlSpace {
	switch uri {
	case nsMC:
		return spaceMC
	case nsMath:
		return spaceMath
	case nsDiagram:
		return spaceDiagram
	case nsChart:
		return spaceChart
	case nsText:
		return spaceText
	case nsOffice:
		return spaceOffice
	case nsDraw:
		return spaceDraw
	case nsSVG:
		return spaceSVG
	case nsStyle:
		return spaceStyle
	case nsTable:
		return spaceTable
	}
	if isWMLSpace(uri) {
		return spaceWML
	}
	return spaceOther
}
