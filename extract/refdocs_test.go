package extract

import (
	"regexp"
	"slices"
	"strings"
	"testing"
)

// refdocDir holds memos written like the development memos, printed
// through three reference documents: the development memos' own, pandoc's
// default (its notes as large as the body, each note's raised number on a
// short line of its own) and one with an 11 pt body and 11 pt notes
// (README there). Their article numbers carry superscripts of one to three
// digits written as Unicode characters, which LibreOffice prints from a
// fallback font. The Markdown is the truth.
const refdocDir = "testdata/refdocs"

// TestRefdocFootnotes: every footnote of every form, notes as large as
// the body included, is found with its number and text, out of the body,
// and referenced at the place of its [^n].
func TestRefdocFootnotes(t *testing.T) {
	checkMemoFootnotes(t, refdocDir, "reference-document memos")
}

// TestRefdocBlocks: the blocks of every form agree with the Markdown.
func TestRefdocBlocks(t *testing.T) {
	checkMemoBlocks(t, refdocDir, "reference-document memos")
}

// reSupWord is a word holding a superscript digit ("479³⁶", "2¹",
// "505²⁸–505³⁹", "385¹.").
var reSupWord = regexp.MustCompile(`\S*[⁰¹²³⁴⁵⁶⁷⁸⁹]\S*`)

// supWords are the words of a document's body and notes that hold a
// superscript digit, in order, without the punctuation around them.
func supWords(doc *Document) []string {
	var out []string
	for _, s := range append([]string{doc.Text}, noteTexts(doc)...) {
		for _, w := range reSupWord.FindAllString(s, -1) {
			out = append(out, strings.Trim(w, ".,;:()„”"))
		}
	}
	return out
}

func noteTexts(doc *Document) []string {
	notes, _ := splitMargins(doc.Footnotes)
	var out []string
	for _, f := range notes {
		out = append(out, f.Text)
	}
	return out
}

// TestRefdocSuperscripts: every superscript article number of the
// Markdown („art. 479³⁶”, „479⁴³ kpc”, „505²⁸–505³⁹”, „§ 2¹” before a
// footnote mark, „424¹²” before one) comes out of every form exactly as
// written, digits neither lost, split off by a space, nor moved.
func TestRefdocSuperscripts(t *testing.T) {
	exact, forms := 0, 0
	memoForms(t, refdocDir, func(name, _ string, md, doc *Document) {
		want, got := supWords(md), supWords(doc)
		if len(want) < 5 {
			t.Fatalf("%s: only %d superscripts in the Markdown", name, len(want))
		}
		forms++
		if !slices.Equal(want, got) {
			t.Errorf("%s: superscript words differ from the .md:\n%s", name, sigDiff(want, got))
			return
		}
		exact++
	})
	t.Logf("reference-document memos: files whose superscripts agree with the .md %d/%d", exact, forms)
}
