package docxcomments

// LibreOffice (7.4) reads every footnote of a DOCX when it meets the
// first footnote reference, and hands them out as the next references
// come; a comment whose w:commentReference stands between the first and
// the second footnote reference (two of them, or one whose id is not above
// every note id) puts that off by one or more: the footnotes then show
// their number with no text, or another note's text. The same holds for
// endnotes. So no comment of the copy has its reference there: a
// reference that would stand between them goes right after the paragraph
// child holding the second reference — after its range's end still, and
// its range stays where it is (LibreOffice and Word place a comment by its
// range). Comments already in the memo are left where they are: the memo
// renders as it did.
//
// LibreOffice also drops the text of the first paragraph of a block-level
// content control (w:sdt) before a w:commentReference in it; a reference
// that would stand there goes to the start of the next paragraph.

// noteRef is a footnote or endnote reference: where its element starts,
// and the outermost paragraph and child holding it.
type noteRef struct {
	at, para, kid int
}

// addNoteRef records a reference at offset at, in outermost paragraph
// para (the child is the paragraph's last so far); only the first two of
// each kind are kept.
func (l *layout) addNoteRef(endnote bool, at, para int) {
	k := 0
	if endnote {
		k = 1
	}
	if para < 0 || len(l.noteRefs[k]) == 2 || len(l.paras[para].kids) == 0 {
		return
	}
	l.noteRefs[k] = append(l.noteRefs[k], noteRef{at: at, para: para, kid: len(l.paras[para].kids) - 1})
}

// refPlace is where the w:commentReference of a comment whose range ends
// at offset end of paragraph para goes: end itself; the start of the next
// paragraph when para is the first of a content control; or — when end is
// between the first and the second reference of a kind of note — the end
// of the paragraph child holding the second (again until none applies).
func (l *layout) refPlace(end, para int) int {
	for range 4 {
		moved := false
		if l.paras[para].sdtFirst {
			for n := para + 1; n < len(l.paras); n++ {
				if !l.paras[n].empty {
					end, para, moved = l.paras[n].open, n, true
					break
				}
			}
		}
		for _, refs := range l.noteRefs {
			if len(refs) < 2 || end <= refs[0].at || end > refs[1].at {
				continue
			}
			if after := l.paras[refs[1].para].kids[refs[1].kid].end; after > end {
				end, para, moved = after, refs[1].para, true
			}
		}
		if !moved {
			break
		}
	}
	return end
}
