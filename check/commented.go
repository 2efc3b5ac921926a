package check

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"

	"citeguard/check/docxcomments"
	"citeguard/extract"
	"citeguard/internal/fsx"
	"citeguard/reports"
)

// commentSource makes the commented copy of a DOCX memo from the check's
// own reading of it (reports.CopySource): the memo file, the SHA-256 of
// the bytes that were read, and what of their Document places a comment.
// The copy is made after the check, once the report is final (its
// revision, the HTML report's name); the memo is read again as bytes,
// never extracted again, and a file that changed since is refused.
type commentSource struct {
	path string
	sum  [sha256.Size]byte
	size int64 // the memo's size when checked (its second reading may need as much)
	doc  *extract.Document
	key  []byte // the key of the comments' markers (Checker.keyCopy)
}

// newCommentSource is the source of a memo read from path as data into
// doc; nil unless it is a DOCX package.
func newCommentSource(path string, data []byte, doc *extract.Document) *commentSource {
	if doc.Format != extract.FormatDOCX || !docxcomments.IsDOCX(data) {
		return nil
	}
	return &commentSource{path: path, sum: sha256.Sum256(data), size: int64(len(data)), doc: placing(doc)}
}

// placing is what of a Document docxcomments.Build reads: the text, the
// blocks, and each note's kind, mark and reference — not the raw text, the
// offset maps or the notes' text (kept small for the time until the copy
// is made, and for the way from a worker process).
func placing(d *extract.Document) *extract.Document {
	notes := make([]extract.Footnote, len(d.Footnotes))
	for i, f := range d.Footnotes {
		notes[i] = extract.Footnote{Kind: f.Kind, Mark: f.Mark, Ref: f.Ref}
	}
	return &extract.Document{Name: d.Name, Format: d.Format, Text: d.Text, Blocks: d.Blocks, Footnotes: notes}
}

// errChanged: the memo file is not the one checked any more.
var errChanged = errors.New("the memo changed since it was checked")

// Commented is the commented copy for the final report m (reportdir.WriteCommented).
func (s *commentSource) Commented(ctx context.Context, m *reports.Memo, report string) ([]byte, error) {
	// Bounded by the default limit, or by the memo's own size when it was
	// checked under a raised max_size (the hash then tells a changed file).
	data, err := fsx.ReadRegular(s.path, max(s.size, extract.DefaultLimits.MaxFileSize))
	if err != nil {
		return nil, err
	}
	if sha256.Sum256(data) != s.sum {
		return nil, fmt.Errorf("commented copy of %s: %w", m.Memo, errChanged)
	}
	return docxcomments.Build(ctx, m.Memo, data, s.doc, m, report, docxcomments.Options{Key: s.key})
}

// copyWire is a commentSource on its way from a worker process (Answer.Copy):
// the path is the parent's own.
type copyWire struct {
	SHA256 string            `json:"sha256"`
	Size   int64             `json:"size"`
	Doc    *extract.Document `json:"doc"`
}

func (s *commentSource) wire() *copyWire {
	return &copyWire{SHA256: hex.EncodeToString(s.sum[:]), Size: s.size, Doc: s.doc}
}

// source is the commentSource of the memo at path the worker read.
func (w *copyWire) source(path string) (*commentSource, error) {
	b, err := hex.DecodeString(w.SHA256)
	if err != nil || len(b) != sha256.Size || w.Doc == nil || w.Size <= 0 {
		return nil, errors.New("a worker's commented-copy source does not decode")
	}
	s := &commentSource{path: path, size: w.Size, doc: w.Doc}
	copy(s.sum[:], b)
	return s, nil
}
