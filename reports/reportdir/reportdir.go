// Package reportdir keeps reports on disk: NAME.json, NAME.html and NAME.md
// for a memo NAME in a reports folder, written atomically (JSON first,
// markdown last, so a markdown report means all three are whole), and the
// commented copy of a DOCX memo, STEM.uwagi.docx (CommentedPath), written
// before them; a re-check of the same memo (a revision) archives the
// earlier reports as NAME.rewizja-K.json/.html/.md (and the copy as
// STEM.uwagi.rewizja-K.docx) and never overwrites an archived report.
// The daemon (citeguard watch) and `citeguard check -o DIR` both keep their
// reports here.
package reportdir

import (
	"bytes"
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"citeguard/internal/fsx"
	"citeguard/reports"
)

// Path is the markdown report of memo name in dir (its Base + ".md"); its
// JSON is JSONPath.
func Path(dir, name string) string { return filepath.Join(dir, Base(name)+".md") }

// JSONPath is the JSON beside a markdown report.
func JSONPath(md string) string { return strings.TrimSuffix(md, ".md") + ".json" }

// HTMLPath is the HTML report beside a markdown report.
func HTMLPath(md string) string { return strings.TrimSuffix(md, ".md") + ".html" }

// Files are the files of the report md, in the order they are written:
// JSON, HTML, markdown.
func Files(md string) []string { return []string{JSONPath(md), HTMLPath(md), md} }

// Write writes the reports of md (its JSON, HTML and markdown) atomically:
// JSON first, markdown last. The files are for people: their mode comes
// from the umask (fsx.ForPeople), their group from a setgid folder.
func Write(md string, m *reports.Memo) error { return WriteMode(md, m, fsx.ForPeople) }

// WriteMode is Write with the files' mode (a report_mode setting).
func WriteMode(md string, m *reports.Memo, mode fsx.FileMode) error {
	data, err := Render(m)
	if err != nil {
		return err
	}
	return fsx.WriteAll(mode, Files(md), data)
}

// Render renders the reports of m in the order of Files: JSON, HTML,
// markdown (the daemon renders before it writes, to sign the JSON's hash
// into its journal).
func Render(m *reports.Memo) ([][]byte, error) {
	var mdb, js, page bytes.Buffer
	if err := reports.Markdown(&mdb, m); err != nil {
		return nil, err
	}
	if err := reports.JSONLine(&js, m); err != nil {
		return nil, err
	}
	if err := reports.HTML(&page, m); err != nil {
		return nil, err
	}
	return [][]byte{js.Bytes(), page.Bytes(), mdb.Bytes()}, nil
}

// Rename renames the reports of oldMD to newMD (markdown first, so a half
// done rename leaves no whole-looking report under either name), and the
// commented copy last.
func Rename(oldMD, newMD string) error {
	from, to := AllFiles(oldMD), AllFiles(newMD)
	for i := len(from) - 1; i >= 0; i-- {
		if err := os.Rename(from[i], to[i]); err != nil && !(i <= 1 && errors.Is(err, fs.ErrNotExist)) {
			return err // an HTML report may be missing (written before HTML existed), a commented copy too
		}
	}
	return nil
}

// Remove removes the reports of md, markdown first, and its commented
// copy.
func Remove(md string) {
	f := AllFiles(md)
	for i := len(f) - 1; i >= 0; i-- {
		os.Remove(f[i])
	}
}

// Read reads a report pair back by its markdown path; nil when either file
// is missing or the JSON is unreadable.
func Read(md string) *reports.Memo {
	if md == "" || !fsx.Exists(md) {
		return nil
	}
	return ReadJSON(JSONPath(md))
}

// MaxJSON bounds a report's JSON read back (the folder is on a share:
// anything may stand there).
const MaxJSON = 64 << 20

// ReadJSON reads a report's JSON; nil when missing, not a regular file,
// larger than MaxJSON or unreadable.
func ReadJSON(p string) *reports.Memo {
	b, err := fsx.ReadRegular(p, MaxJSON)
	if err != nil {
		return nil
	}
	var m reports.Memo
	if json.Unmarshal(bytes.TrimSpace(b), &m) != nil {
		return nil
	}
	return &m
}

// Exists reports whether memo name has a report in dir (any of its files,
// its commented copy too: a free name never overwrites a lawyer's copy).
func Exists(dir, name string) bool {
	for _, f := range AllFiles(Path(dir, name)) {
		if fsx.Exists(f) {
			return true
		}
	}
	return false
}
