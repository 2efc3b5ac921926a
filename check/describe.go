package check

import (
	"path/filepath"
	"strings"
	"unicode/utf8"

	"citeguard/cite"
	"citeguard/library"
	"citeguard/reports"
)

// label names a source the way a report cites it: the signature, then the
// form, court and date ("III CZP 36/02 (uchwała, Sąd Najwyższy, 2002-07-05)").
func label(s *library.Source) string {
	m := s.Meta
	switch {
	case len(m.Signatures) > 0:
		var about []string
		for _, f := range []string{m.DocType, m.Court, m.Date} {
			if f != "" {
				about = append(about, f)
			}
		}
		if len(about) == 0 {
			return m.Signatures[0]
		}
		return m.Signatures[0] + " (" + strings.Join(about, ", ") + ")"
	case m.Title != "":
		return m.Title
	case m.Act != "":
		return m.Act
	}
	return s.ID
}

// displayPath shows a library file by its folder name and its path inside
// that folder ("library/SN_I-CSK-9901-99.txt"), the same on every machine.
func (c *Checker) displayPath(p string) string {
	for _, root := range c.roots {
		abs, err := filepath.Abs(root)
		if err != nil {
			continue
		}
		if rel, err := filepath.Rel(abs, p); err == nil && !strings.HasPrefix(rel, "..") {
			return filepath.ToSlash(filepath.Join(filepath.Base(abs), rel))
		}
	}
	return filepath.ToSlash(p)
}

// place is where a hit stands, as a finding's arguments: the source's
// label and its file ("" when the hit has none).
func (c *Checker) place(h library.Hit) []string {
	file := ""
	if h.Rendering != nil {
		file = c.displayPath(h.Rendering.Path)
	}
	return []string{label(h.Source), file}
}

// describe names where a hit stands, for the report's real source.
func (c *Checker) describe(h library.Hit) cite.Note { return cite.Found(cite.InFile, c.place(h)...) }

// hitText is the source text around a search hit.
func (c *Checker) hitText(h library.Hit) string {
	es, err := c.res.EngineText(h.TextHash)
	if err != nil || h.Range.End > len(es.Text) || h.Range.Start < 0 {
		return ""
	}
	return clip(es.Text[h.Range.Start:h.Range.End], 400)
}

// hitPlace says where a search hit stands in its source.
func (c *Checker) hitPlace(h library.Hit) *reports.Place {
	es, _ := c.res.EngineText(h.TextHash)
	article := ""
	if h.Article != "" {
		article = "art. " + h.Article
	}
	return sourcePlace(h.Source, es, &h.Range, article)
}

// longestSegment is the longest part of a quotation between its gaps: what
// the library search looks for.
func longestSegment(q string) string {
	best := ""
	for _, part := range strings.FieldsFunc(q, func(r rune) bool { return r == '[' || r == ']' || r == '…' || r == '(' || r == ')' }) {
		for _, p := range strings.Split(part, "...") {
			if p = strings.TrimSpace(p); len(p) > len(best) {
				best = p
			}
		}
	}
	return best
}

func clip(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	return string([]rune(s)[:n]) + "…"
}
