package extract

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/klippa-app/go-pdfium"
	pdfiumerrors "github.com/klippa-app/go-pdfium/errors"
	"github.com/klippa-app/go-pdfium/requests"
)

// pchar is one character of a PDF page as PDFium reports it: its code
// point and its box in PDF points (y grows upwards). Characters PDFium
// generates (spaces, line breaks, U+0002) have empty boxes.
type pchar struct {
	r           rune
	l, b, rt, t float32
	raw         int     // offset of the character in Document.Raw
	weight      int16   // font weight (400 regular, 700 bold) of sampled characters; 0 when not sampled
	boldName    bool    // the font's name or flags say bold (sampled characters)
	italic      bool    // the font's name or flags say italic (a word's first letter: pdfitalics.go)
	mb, mt      float32 // bottom and top of a letter sampled only as a possible note mark (letterMarkSample); the layout's box fields stay empty
}

func (c *pchar) height() float32 { return c.t - c.b }

// read extracts the characters of every page with one pool instance and
// lays them out (pdflayout.go).
func (p *PDFPool) read(ctx context.Context, name string, data []byte, lim Limits, viewer bool) (*draft, error) {
	pages, raw, err := p.chars(ctx, name, data, lim)
	if err != nil {
		return nil, err
	}
	d, err := finishPDF(pages, raw)
	if err != nil {
		return nil, err
	}
	if viewer {
		if d.unread, err = p.pdfBeyond(ctx, name, data); err != nil {
			return nil, err
		}
	}
	return d, nil
}

// chars returns the characters of every page and the raw text.
func (p *PDFPool) chars(ctx context.Context, name string, data []byte, lim Limits) ([][]pchar, string, error) {
	inst, release, err := p.instance(ctx)
	if err != nil {
		return nil, "", err
	}
	ok := false
	defer func() { release(ok) }()

	var pages [][]pchar
	var raw string
	if fast, ok2 := newRawPdfium(inst); ok2 && !p.structured {
		pages, raw, err = p.rawChars(ctx, fast, name, data, lim)
	} else {
		pages, raw, err = structuredChars(ctx, inst, name, data, lim)
	}
	if err != nil {
		return nil, "", err
	}
	ok = true
	return pages, raw, nil
}

// structuredChars reads the pages through go-pdfium's public structured
// text API (three WebAssembly calls per character): the fallback when the
// direct path (pdfraw.go) is not available.
func structuredChars(ctx context.Context, inst pdfium.Pdfium, name string, data []byte, lim Limits) ([][]pchar, string, error) {
	doc, err := inst.OpenDocument(&requests.OpenDocument{File: &data})
	if err != nil {
		return nil, "", pdfOpenError(ctx, err)
	}
	defer inst.FPDF_CloseDocument(&requests.FPDF_CloseDocument{Document: doc.Document})

	pc, err := inst.FPDF_GetPageCount(&requests.FPDF_GetPageCount{Document: doc.Document})
	if err != nil {
		return nil, "", fmt.Errorf("counting pages: %w", ctxOr(ctx, err))
	}
	if pc.PageCount <= 0 {
		return nil, "", fmt.Errorf("%w: the PDF has no pages", ErrCorrupt)
	}
	if lim.MaxPages >= 0 && pc.PageCount > lim.MaxPages {
		return nil, "", &LimitError{File: name, Limit: "MaxPages", What: fmt.Sprintf("%d pages", pc.PageCount), Max: int64(lim.MaxPages)}
	}

	var raw strings.Builder
	pages := make([][]pchar, pc.PageCount)
	for i := range pages {
		if err := ctx.Err(); err != nil {
			return nil, "", fmt.Errorf("page %d of %d: %w", i+1, len(pages), err)
		}
		if i > 0 {
			raw.WriteByte('\f')
		}
		st, err := inst.GetPageTextStructured(&requests.GetPageTextStructured{
			Page:                   requests.Page{ByIndex: &requests.PageByIndex{Document: doc.Document, Index: i}},
			Mode:                   requests.GetPageTextStructuredModeChars,
			CollectFontInformation: true,
		})
		if err != nil {
			return nil, "", fmt.Errorf("page %d: %w", i+1, ctxOr(ctx, err))
		}
		cs := make([]pchar, 0, len(st.Chars))
		for _, c := range st.Chars {
			r := []rune(c.Text)
			if len(r) != 1 {
				continue
			}
			pc := pchar{
				r: r[0], raw: raw.Len(),
				l: float32(c.PointPosition.Left), rt: float32(c.PointPosition.Right),
				b: float32(c.PointPosition.Bottom), t: float32(c.PointPosition.Top),
			}
			if fi := c.FontInformation; fi != nil {
				pc.boldName = boldFromName(fi.Name, uint32(fi.Flags))
				pc.italic = italicFromName(fi.Name, uint32(fi.Flags))
				pc.weight = int16(min(max(fi.Weight, 1), 1000))
			}
			cs = append(cs, pc)
			raw.WriteRune(r[0])
			if raw.Len() > lim.MaxTextBytes {
				return nil, "", &LimitError{File: name, Limit: "MaxTextBytes", What: "extracted text", Max: int64(lim.MaxTextBytes)}
			}
		}
		pages[i] = cs
	}
	return pages, raw.String(), nil
}

func finishPDF(pages [][]pchar, raw string) (*draft, error) {
	if !hasText(pages) {
		return nil, fmt.Errorf("%w: none of its %d pages has text", ErrNoTextLayer, len(pages))
	}
	d := layoutPDF(pages)
	d.raw = []byte(raw)
	d.pages = len(pages)
	d.mode = cleanPDF
	return d, nil
}

func hasText(pages [][]pchar) bool {
	for _, cs := range pages {
		for _, c := range cs {
			if c.r > ' ' && c.r != 0xA0 && c.r != 0xAD && c.r != 2 {
				return true
			}
		}
	}
	return false
}

// pdfOpenError turns PDFium's open errors into ours.
func pdfOpenError(ctx context.Context, err error) error {
	switch {
	case errors.Is(err, pdfiumerrors.ErrPassword):
		return fmt.Errorf("%w (PDFium: %v)", ErrEncrypted, err)
	case errors.Is(err, pdfiumerrors.ErrSecurity):
		return fmt.Errorf("%w: unsupported encryption (PDFium: %v)", ErrEncrypted, err)
	case errors.Is(err, pdfiumerrors.ErrFormat), errors.Is(err, pdfiumerrors.ErrFile):
		return fmt.Errorf("%w: PDFium cannot parse it: %v", ErrCorrupt, err)
	}
	return fmt.Errorf("opening the PDF: %w", ctxOr(ctx, err))
}

// ctxOr prefers the context's error: a killed instance reports its own.
func ctxOr(ctx context.Context, err error) error {
	if cerr := ctx.Err(); cerr != nil {
		return cerr
	}
	return err
}
