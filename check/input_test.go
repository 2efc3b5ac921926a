package check

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"citeguard/claims"
	"citeguard/extract"
)

// TestReadMemoMarkdownFootnotes (regression, issue 11): a Markdown memo's
// [^N] footnotes are footnotes for every reader of a memo — claims, check
// and the daemon all read it here — so a holding is anchored by its
// footnote and the footnote is not a claim of its own.
func TestReadMemoMarkdownFootnotes(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	md := "Sąd Najwyższy przyjął, że miarkowanie kary umownej jest dopuszczalne także z urzędu.[^1]\n\n[^1]: Wyrok SN z dnia 14 lutego 2019 r., IV CSK 1/18.\n"
	path := filepath.Join(dir, "memo.md")
	if err := os.WriteFile(path, []byte(md), 0o644); err != nil {
		t.Fatal(err)
	}
	memo, err := ReadMemo(context.Background(), path, extract.Options{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(memo.Input.Footnotes) != 1 || memo.Input.Footnotes[0].Number != 1 || memo.Input.Footnotes[0].Ref < 0 {
		t.Fatalf("footnotes = %+v, want footnote 1 with its reference", memo.Input.Footnotes)
	}
	got := claims.Extract(memo.Input).Claims
	if len(got) != 1 || got[0].Anchor.Sygnatura != "IV CSK 1/18" || got[0].AnchorFrom != "przypis" {
		t.Fatalf("claims = %+v, want one holding anchored by its footnote (IV CSK 1/18)", got)
	}
}

// TestReadMemoFootnotesAfterBody: the footnotes extract finds in a DOCX
// follow the body in the claim extractor's text, with their numbers.
func TestReadMemoFootnotesAfterBody(t *testing.T) {
	t.Parallel()
	doc := &extract.Document{Text: "Treść.", Footnotes: []extract.Footnote{{Mark: "3", Text: "Wyrok SN z 5 lipca 2002 r., III CZP 39/02.", Ref: 5}}}
	in, bodyLen := claimsInput(doc)
	if bodyLen != len("Treść.") || len(in.Footnotes) != 1 {
		t.Fatalf("bodyLen %d, footnotes %+v", bodyLen, in.Footnotes)
	}
	f := in.Footnotes[0]
	if f.Number != 3 || in.Text[f.Text.Start:f.Text.End] != doc.Footnotes[0].Text || f.Ref != 5 {
		t.Fatalf("footnote %+v over %q", f, in.Text)
	}
}
