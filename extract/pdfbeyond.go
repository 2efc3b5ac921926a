package extract

import (
	"context"
	"fmt"
	"strings"
	"unicode"

	"github.com/klippa-app/go-pdfium"
	"github.com/klippa-app/go-pdfium/enums"
	"github.com/klippa-app/go-pdfium/references"
	"github.com/klippa-app/go-pdfium/requests"
)

// What a PDF page shows that its text layer does not hold: annotations
// with text (a FreeText box, a Stamp, a note, a form field's value) and
// text drawn in a font whose characters extract as blanks (a ToUnicode map
// that sends every glyph to a space). Both are Unread (beyond.go): check
// fails such a memo closed.

// minBlankWidth is the width (points) from which a text object that
// extracts as blank counts as visible text: about three letters of 11 pt.
const minBlankWidth = 18

// pdfBeyond lists the unread content of a PDF's pages. Every text object
// is looked at: PDFium drops a run of glyphs that extract as blanks from
// the page's text without a trace (a blank line, or nothing mid-line), so
// the text cannot tell which pages to look at.
func (p *PDFPool) pdfBeyond(ctx context.Context, name string, data []byte) ([]Unread, error) {
	inst, release, err := p.instance(ctx)
	if err != nil {
		return nil, err
	}
	ok := false
	defer func() { release(ok) }()
	doc, err := inst.OpenDocument(&requests.OpenDocument{File: &data})
	if err != nil {
		return nil, pdfOpenError(ctx, err)
	}
	defer inst.FPDF_CloseDocument(&requests.FPDF_CloseDocument{Document: doc.Document})
	pc, err := inst.FPDF_GetPageCount(&requests.FPDF_GetPageCount{Document: doc.Document})
	if err != nil {
		return nil, ctxOr(ctx, err)
	}
	var out []Unread
	for i := 0; i < pc.PageCount; i++ {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		u, err := pageBeyond(inst, doc.Document, i)
		if err != nil {
			return nil, fmt.Errorf("page %d: %w", i+1, ctxOr(ctx, err))
		}
		out = append(out, u...)
	}
	ok = true
	return out, nil
}

// pageBeyond lists one page's unread content: its annotations' text and a
// text object that extracts as blanks but draws ink.
func pageBeyond(inst pdfium.Pdfium, doc references.FPDF_DOCUMENT, index int) ([]Unread, error) {
	pg, err := inst.FPDF_LoadPage(&requests.FPDF_LoadPage{Document: doc, Index: index})
	if err != nil {
		return nil, err
	}
	defer inst.FPDF_ClosePage(&requests.FPDF_ClosePage{Page: pg.Page})
	page := requests.Page{ByReference: &pg.Page}
	where := fmt.Sprintf("strona %d", index+1)
	var out []Unread
	ac, err := inst.FPDFPage_GetAnnotCount(&requests.FPDFPage_GetAnnotCount{Page: page})
	if err != nil {
		return nil, err
	}
	for k := 0; k < ac.Count; k++ {
		if text := annotText(inst, page, k); text != "" {
			out = append(out, newUnread(UnreadAnnotation, where, text))
		}
	}
	tp, err := inst.FPDFText_LoadPage(&requests.FPDFText_LoadPage{Page: page})
	if err != nil {
		return nil, err
	}
	defer inst.FPDFText_ClosePage(&requests.FPDFText_ClosePage{TextPage: tp.TextPage})
	oc, err := inst.FPDFPage_CountObjects(&requests.FPDFPage_CountObjects{Page: page})
	if err != nil {
		return nil, err
	}
	for k := 0; k < oc.Count; k++ {
		if blankTextObject(inst, doc, pg.Page, tp.TextPage, k) {
			out = append(out, newUnread(UnreadBlankText, where, ""))
			break // one is enough to fail the page
		}
	}
	return out, nil
}

// annotText is the text annotation k of a page shows: a form field's value
// (V), or the Contents of any annotation but a link or a popup (whose
// parent's Contents it repeats); "" for none.
func annotText(inst pdfium.Pdfium, page requests.Page, k int) string {
	a, err := inst.FPDFPage_GetAnnot(&requests.FPDFPage_GetAnnot{Page: page, Index: k})
	if err != nil {
		return ""
	}
	defer inst.FPDFPage_CloseAnnot(&requests.FPDFPage_CloseAnnot{Annotation: a.Annotation})
	st, err := inst.FPDFAnnot_GetSubtype(&requests.FPDFAnnot_GetSubtype{Annotation: a.Annotation})
	if err != nil {
		return ""
	}
	key := "Contents"
	switch st.Subtype {
	case enums.FPDF_ANNOT_SUBTYPE_LINK, enums.FPDF_ANNOT_SUBTYPE_POPUP:
		return ""
	case enums.FPDF_ANNOT_SUBTYPE_WIDGET:
		key = "V"
	}
	v, err := inst.FPDFAnnot_GetStringValue(&requests.FPDFAnnot_GetStringValue{Annotation: a.Annotation, Key: key})
	if err != nil {
		return ""
	}
	return strings.TrimSpace(v.Value)
}

// blankTextObject reports page object k as text drawn over minBlankWidth
// points whose characters extract as nothing but blanks, and whose
// rendering has ink (typed spaces draw none).
func blankTextObject(inst pdfium.Pdfium, doc references.FPDF_DOCUMENT, pg references.FPDF_PAGE, tp references.FPDF_TEXTPAGE, k int) bool {
	page := requests.Page{ByReference: &pg}
	o, err := inst.FPDFPage_GetObject(&requests.FPDFPage_GetObject{Page: page, Index: k})
	if err != nil {
		return false
	}
	ty, err := inst.FPDFPageObj_GetType(&requests.FPDFPageObj_GetType{PageObject: o.PageObject})
	if err != nil || ty.Type != enums.FPDF_PAGEOBJ_TEXT {
		return false
	}
	t, err := inst.FPDFTextObj_GetText(&requests.FPDFTextObj_GetText{PageObject: o.PageObject, TextPage: tp})
	if err != nil || strings.IndexFunc(t.Text, func(r rune) bool { return !unicode.IsSpace(r) && r != 0xFFFE && r != 0 }) >= 0 {
		return false
	}
	b, err := inst.FPDFPageObj_GetBounds(&requests.FPDFPageObj_GetBounds{PageObject: o.PageObject})
	if err != nil || b.Right-b.Left < minBlankWidth || b.Top-b.Bottom < 2 {
		return false
	}
	return drawsInk(inst, doc, pg, o.PageObject)
}

// drawsInk renders a text object and reports any pixel that is not
// transparent; a rendering that fails counts as ink (fail closed).
func drawsInk(inst pdfium.Pdfium, doc references.FPDF_DOCUMENT, pg references.FPDF_PAGE, obj references.FPDF_PAGEOBJECT) bool {
	bm, err := inst.FPDFTextObj_GetRenderedBitmap(&requests.FPDFTextObj_GetRenderedBitmap{Document: doc, Page: pg, PageObject: obj, Scale: 1})
	if err != nil {
		return true
	}
	defer inst.FPDFBitmap_Destroy(&requests.FPDFBitmap_Destroy{Bitmap: bm.Bitmap})
	buf, err := inst.FPDFBitmap_GetBuffer(&requests.FPDFBitmap_GetBuffer{Bitmap: bm.Bitmap})
	if err != nil {
		return true
	}
	for i := 3; i < len(buf.Buffer); i += 4 { // BGRA: the alpha of each pixel
		if buf.Buffer[i] != 0 {
			return true
		}
	}
	return false
}
