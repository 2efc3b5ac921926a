package extract

import (
	"context"
	"encoding/xml"
	"io"
	"strconv"
	"strings"
)

// docxStyle is what the block structure needs of one w:style; fields of
// the style itself, before inheritance (unset: -1 or "").
type docxStyle struct {
	name    string // w:name, lower case
	basedOn string
	outline int // w:outlineLvl (0–8; 9 = body text)
	numID   string
	ilvl    int
	indent  int // w:ind left/start in twips
	hanging bool
	bold    int // w:rPr/w:b: 1 on, 0 off
	italic  int // w:rPr/w:i: 1 on, 0 off, -1 not set
	size    int // w:rPr/w:sz in half-points, 0 not set
}

// Keys of docxStyles that are no style ids: the document's default run
// properties (w:docDefaults) and the default paragraph style (the one a
// paragraph without w:pStyle has).
const (
	docDefaultsKey  = "\x00defaults"
	defaultParaKey  = "\x00paragraph"
	defaultTextSize = 20 // half-points: WordprocessingML's size when nothing sets one
)

// docxStyles maps style ids to styles. The zero value (no styles.xml) is
// valid: no style says anything.
type docxStyles map[string]*docxStyle

// readStyles reads the styles part of a DOCX; a missing part is no styles.
func (z *zipDoc) readStyles(ctx context.Context, part string) (docxStyles, error) {
	st := docxStyles{}
	f := z.find(part)
	if f == nil {
		return st, nil
	}
	rc, err := z.open(f)
	if err != nil {
		return nil, err
	}
	defer rc.Close()
	w := newWalker(ctx, rc, z.name, f.Name, z.lim)
	var cur *docxStyle
	var stack []string
	for {
		tok, err := w.next()
		if err == io.EOF {
			return st, nil
		}
		if err != nil {
			return nil, err
		}
		switch t := tok.(type) {
		case xml.StartElement:
			local := t.Name.Local
			if !isWML(t.Name) {
				local = ""
			}
			parent := ""
			if len(stack) > 0 {
				parent = stack[len(stack)-1]
			}
			stack = append(stack, local)
			switch local {
			case "style":
				id, _ := attr(t, "styleId")
				cur = &docxStyle{outline: -1, ilvl: -1, indent: -1, bold: -1, italic: -1}
				st[id] = cur
				if typ, _ := attr(t, "type"); typ == "paragraph" && hasAttr(t, "default") && onOffAttr(t, "default") == 1 {
					st[defaultParaKey] = cur
				}
			case "sz":
				if parent != "rPr" {
					break
				}
				if cur != nil {
					cur.size = attrInt(t, "val", 0)
				} else if len(stack) >= 3 && stack[len(stack)-3] == "rPrDefault" {
					st[docDefaultsKey] = &docxStyle{size: attrInt(t, "val", 0), italic: -1}
				}
			case "name":
				if cur != nil && parent == "style" {
					v, _ := attr(t, "val")
					cur.name = strings.ToLower(strings.Join(strings.Fields(v), " "))
				}
			case "basedOn":
				if cur != nil {
					cur.basedOn, _ = attr(t, "val")
				}
			case "outlineLvl":
				if cur != nil {
					cur.outline = attrInt(t, "val", -1)
				}
			case "numId":
				if cur != nil {
					cur.numID, _ = attr(t, "val")
				}
			case "ilvl":
				if cur != nil && parent == "numPr" {
					cur.ilvl = attrInt(t, "val", -1)
				}
			case "ind":
				if cur != nil && parent == "pPr" {
					cur.indent = indentOf(t)
					cur.hanging = attrInt(t, "hanging", 0) > 0
				}
			case "b":
				if cur != nil && parent == "rPr" {
					cur.bold = onOff(t)
				}
			case "i":
				if cur != nil && parent == "rPr" {
					cur.italic = onOff(t)
				}
			}
		case xml.EndElement:
			if len(stack) > 0 {
				if stack[len(stack)-1] == "style" {
					cur = nil
				}
				stack = stack[:len(stack)-1]
			}
		}
	}
}

// chain calls f on the style id and its ancestors (basedOn), nearest
// first, until f returns true; cycles and chains deeper than 32 end it.
func (st docxStyles) chain(id string, f func(*docxStyle) bool) {
	for depth := 0; id != "" && depth < 32; depth++ {
		s := st[id]
		if s == nil || f(s) {
			return
		}
		id = s.basedOn
	}
}

// outline returns the outline level of a paragraph style (0–8), or -1.
// Built-in heading and title styles count even without w:outlineLvl.
func (st docxStyles) outline(id string) int {
	lvl := -1
	st.chain(id, func(s *docxStyle) bool {
		switch {
		case s.outline >= 0:
			lvl = s.outline
		case strings.HasPrefix(s.name, "heading "):
			if n, err := strconv.Atoi(strings.TrimPrefix(s.name, "heading ")); err == nil && n >= 1 && n <= 9 {
				lvl = n - 1
			}
		case s.name == "title" || s.name == "subtitle":
			lvl = 0
		default:
			return false
		}
		return true
	})
	return lvl
}

// numbering returns the numbering of a paragraph style: its w:numId and
// w:ilvl ("" and -1 when it has none).
func (st docxStyles) numbering(id string) (string, int) {
	num, lvl := "", -1
	st.chain(id, func(s *docxStyle) bool {
		if s.numID != "" {
			num, lvl = s.numID, s.ilvl
			return true
		}
		return false
	})
	return num, lvl
}

// indent returns the left indent of a paragraph style in twips, or -1.
func (st docxStyles) indent(id string) int {
	v := -1
	st.chain(id, func(s *docxStyle) bool {
		if s.indent >= 0 {
			v = s.indent
			return true
		}
		return false
	})
	return v
}

// hanging reports whether the nearest indent of a paragraph style has a
// hanging first line.
func (st docxStyles) hanging(id string) bool {
	h := false
	st.chain(id, func(s *docxStyle) bool {
		if s.indent >= 0 {
			h = s.hanging
			return true
		}
		return false
	})
	return h
}

// bold reports whether text in the style (paragraph or character) is bold.
func (st docxStyles) bold(id string) bool {
	v, _ := st.boldSet(id)
	return v
}

// boldSet returns the style's bold setting and whether the style or one of
// its ancestors sets it at all.
func (st docxStyles) boldSet(id string) (v, set bool) {
	st.chain(id, func(s *docxStyle) bool {
		if s.bold >= 0 {
			v, set = s.bold == 1, true
			return true
		}
		return false
	})
	return v, set
}

// size returns the font size, in half-points, of text in a run with
// properties run (its own w:sz, 0 when not set) and character style
// runStyle, in a paragraph of style paraStyle ("" is the default paragraph
// style): the nearest that sets one, else the document's default.
func (st docxStyles) size(run int, runStyle, paraStyle string) int {
	if run > 0 {
		return run
	}
	v := 0
	find := func(s *docxStyle) bool {
		v = s.size
		return v > 0
	}
	st.chain(runStyle, find)
	if v == 0 {
		if paraStyle == "" || st[paraStyle] == nil {
			if d := st[defaultParaKey]; d != nil && !find(d) {
				st.chain(d.basedOn, find)
			}
		} else {
			st.chain(paraStyle, find)
		}
	}
	if v == 0 {
		if d := st[docDefaultsKey]; d != nil {
			v = d.size
		}
	}
	if v <= 0 {
		v = defaultTextSize
	}
	return v
}

// isQuote reports whether a paragraph style is a block quotation style:
// Quote, Intense Quote, Block Text, Quotations (LibreOffice), Cytat…
func (st docxStyles) isQuote(id string) bool {
	q := false
	st.chain(id, func(s *docxStyle) bool {
		q = isQuoteStyleName(s.name) || isQuoteStyleName(strings.ToLower(id))
		return q
	})
	return q
}

func isQuoteStyleName(n string) bool {
	n = strings.ReplaceAll(n, " ", "")
	return strings.Contains(n, "quote") || strings.Contains(n, "quotation") || strings.Contains(n, "cytat") || strings.Contains(n, "blocktext")
}

// onOff reads a WordprocessingML on/off property (<w:b/>, w:val="0"…).
func onOff(se xml.StartElement) int {
	switch v, _ := attr(se, "val"); v {
	case "0", "false", "off", "none":
		return 0
	}
	return 1
}

// indentOf returns the left indent of a w:ind in twips, or -1.
func indentOf(se xml.StartElement) int {
	for _, k := range []string{"left", "start"} {
		if v, ok := attr(se, k); ok {
			if n, err := strconv.Atoi(v); err == nil {
				return max(n, 0)
			}
		}
	}
	return -1
}

// hasAttr reports whether the element has the attribute (any namespace).
func hasAttr(se xml.StartElement, local string) bool {
	_, ok := attr(se, local)
	return ok
}

// onOffAttr reads an on/off attribute ("1", "true", "on"; "0", "false").
func onOffAttr(se xml.StartElement, local string) int {
	switch v, _ := attr(se, local); v {
	case "1", "true", "on":
		return 1
	}
	return 0
}

func attrInt(se xml.StartElement, local string, def int) int {
	if v, ok := attr(se, local); ok {
		if n, err := strconv.Atoi(v); err == nil {
			return n
		}
	}
	return def
}
