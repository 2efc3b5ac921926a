package extract

import "sort"

// finish cleans the draft and builds the Document.
func (d *draft) finish(name string, f Format, lim Limits) (*Document, error) {
	if len(d.raw) > lim.MaxTextBytes {
		return nil, &LimitError{File: name, Limit: "MaxTextBytes", What: "extracted text", Max: int64(lim.MaxTextBytes)}
	}
	out, src := clean(d.body.b, d.mode)
	doc := &Document{
		Name:     name,
		Format:   f,
		Text:     string(out),
		Raw:      string(d.raw),
		Offsets:  composeOffsets(src, d.body.off),
		Encoding: d.encoding,
		Unread:   d.unread,
	}
	fwd := func(p int) int {
		return sort.Search(len(out), func(j int) bool { return int(src[j]) >= p })
	}

	// Pages.
	start, page := 0, 1
	for _, ps := range d.pageStarts {
		s := fwd(ps)
		if s < start {
			s = start
		}
		doc.Pages = append(doc.Pages, PageSpan{Page: page, Start: start, End: s})
		start = s
		page++
	}
	doc.Pages = append(doc.Pages, PageSpan{Page: page, Start: start, End: len(out)})
	doc.PageCount = max(d.pages, page)
	doc.Blocks = finishBlocks(out, d.body.blocks, fwd)
	doc.Italics = finishItalics(out, d.body.italics, fwd)

	// Footnotes: in the order of their references, then the unreferenced ones.
	used := make([]bool, len(d.notes))
	addNote := func(i int, ref int, refMark string) {
		n := d.notes[i]
		used[i] = true
		t, s := clean(n.text.b, d.mode)
		mark := n.mark
		if mark == "" {
			mark = refMark
		}
		pg := n.page
		if pg == 0 && ref >= 0 {
			pg = doc.PageAt(ref)
		}
		doc.Footnotes = append(doc.Footnotes, Footnote{
			Kind: n.kind, Mark: mark, Text: string(t), Ref: ref, Page: pg,
			Offsets: composeOffsets(s, n.text.off),
		})
	}
	// Each reference takes the first note of its kind and id not yet taken:
	// the notes of each kind and id in their order, with a cursor (a scan of
	// every note per reference was quadratic: 100,000 footnotes took minutes).
	type noteKey struct{ kind, id string }
	byKey := map[noteKey][]int{}
	for i, n := range d.notes {
		k := noteKey{n.kind, n.id}
		byKey[k] = append(byKey[k], i)
	}
	for _, r := range d.refs {
		k := noteKey{r.kind, r.id}
		if d.mode == cleanPDF {
			// A PDF's mark may be an endnote's: its kind is not seen. It is
			// when no footnote is left, or the next one stands on another
			// page (a footnote stands on its mark's page) and an endnote
			// has the mark too (footnotes 1, 2 and endnotes 1…4).
			e := noteKey{"endnote", r.id}
			q := byKey[k]
			if len(q) == 0 || (len(byKey[e]) > 0 && d.notes[q[0]].page != 0 && d.notes[q[0]].page != doc.PageAt(fwd(r.at))) {
				k = e
			}
		}
		if q := byKey[k]; len(q) > 0 {
			byKey[k] = q[1:]
			addNote(q[0], fwd(r.at), r.mark)
		}
	}
	for i := range d.notes {
		if !used[i] {
			addNote(i, -1, "")
		}
	}
	if f == FormatDOCX || f == FormatODT || f == FormatTXT || f == FormatMD || f == FormatPDF {
		trailingNotes(doc)
	}
	return doc, nil
}

// composeOffsets maps clean's per-byte sources (offsets into a mapped
// text) through that text's raw offsets.
func composeOffsets(src []int32, off []int32) []int32 {
	res := make([]int32, len(src))
	n := len(src) - 1
	for j := 0; j < n; j++ {
		res[j] = off[src[j]]
	}
	if len(off) > 0 {
		res[n] = off[len(off)-1] + 1
		if n > 0 && res[n] <= res[n-1] {
			res[n] = res[n-1] + 1
		}
	}
	return res
}
