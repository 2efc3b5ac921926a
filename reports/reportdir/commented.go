package reportdir

import (
	"context"
	"path/filepath"
	"strings"

	"citeguard/internal/fsx"
	"citeguard/reports"
)

// CommentedPath is the commented copy of a DOCX memo beside the report md
// (check/docxcomments): the report's base with ".uwagi" before its ".docx" —
// reports/Opinia.docx.md → reports/Opinia.uwagi.docx, „Opinia (2).docx” →
// „Opinia (2).uwagi.docx”; a base without .docx gets .uwagi.docx.
func CommentedPath(md string) string {
	base := strings.TrimSuffix(md, ".md")
	if ext := filepath.Ext(base); strings.EqualFold(ext, ".docx") {
		return strings.TrimSuffix(base, ext) + ".uwagi" + ext
	}
	return base + ".uwagi.docx"
}

// AllFiles are every file of the report md: its commented copy (which
// only a DOCX memo has) first, then Files. Renames, removals and the
// archive of a revision take them all.
func AllFiles(md string) []string { return append([]string{CommentedPath(md)}, Files(md)...) }

// WriteCommented writes the commented copy of the memo of m beside the
// report md (m.CopySource makes it), atomically, with the files' mode: true
// when written. A memo that is not a DOCX, or that could not be checked,
// gets none (false, nil). An error leaves no copy; the caller logs it —
// the report itself does not depend on it. A copy written is named in
// m.CommentedCopy, so that the report written after it links to it.
func WriteCommented(ctx context.Context, md string, m *reports.Memo, mode fsx.FileMode) (bool, error) {
	if m == nil || m.Error != "" || m.CopySource == nil {
		return false, nil
	}
	out, err := m.CopySource.Commented(ctx, m, filepath.Base(HTMLPath(md)))
	if err != nil || out == nil {
		return false, err
	}
	if err := fsx.WriteAtomicMode(CommentedPath(md), out, mode); err != nil {
		return false, err
	}
	m.CommentedCopy = filepath.Base(CommentedPath(md)) // the report written next links to it
	return true, nil
}
