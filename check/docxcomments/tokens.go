package docxcomments

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
)

// eachToken reads part's tokens as written (RawToken, strict) and calls f
// with each, the offsets [at, end) it spans and its depth: a start tag and
// its end tag have their element's (1: the root; 0 for an end tag without
// its start), other tokens their parent's. Elements nested deeper than
// maxDepth are an error, and so is f's. It returns the depth after the
// last token (0: every element closed).
func eachToken(part []byte, maxDepth int, f func(tok xml.Token, at, end, depth int) error) (int, error) {
	dec := xml.NewDecoder(bytes.NewReader(part))
	dec.Strict = true
	depth := 0
	for {
		at := int(dec.InputOffset())
		tok, err := dec.RawToken()
		if err == io.EOF {
			return depth, nil
		}
		if err != nil {
			return depth, err
		}
		end := int(dec.InputOffset())
		d := depth
		switch tok.(type) {
		case xml.StartElement:
			if depth++; depth > maxDepth {
				return depth, fmt.Errorf("elements nested deeper than %d", maxDepth)
			}
			d = depth
		case xml.EndElement:
			depth--
		}
		if err := f(tok, at, end, d); err != nil {
			return depth, err
		}
	}
}
