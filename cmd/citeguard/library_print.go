package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"sort"
	"strings"

	"citeguard/library"
)

// The outputs of citeguard library: index, list, show and search.

func libIndex(lib *library.Library, w io.Writer) int {
	ch := lib.LastUpdate()
	kinds := map[library.Kind]int{}
	files := 0
	for _, s := range lib.Sources() {
		kinds[s.Meta.Kind]++
		files += len(s.Renderings)
	}
	fmt.Fprintf(w, "sources: %d (judgments %d, statutes %d, EU acts %d, other %d) in %d files\n",
		len(lib.Sources()), kinds[library.Judgment], kinds[library.Statute], kinds[library.EUAct], kinds[library.Document], files)
	fmt.Fprintf(w, "changes: %d added, %d changed, %d removed, %d unchanged\n", ch.Added, ch.Changed, ch.Removed, ch.Unchanged)
	printCollection(lib, w)
	for _, p := range lib.Problems() {
		fmt.Fprintf(w, "skipped: %s: %s\n", p.Path, p.Err)
	}
	for _, s := range lib.Stale() {
		fmt.Fprintf(w, "stale: report %s relied on %s (version %s): %s\n", s.Report, s.Path, s.OldHash[:12], s.Reason)
	}
	return exitOK
}

// printCollection says what the collection of bulk-imported judgments holds.
func printCollection(lib *library.Library, w io.Writer) {
	if c := lib.Collection(); c != nil && c.Stats().Generation > 0 {
		cs := c.Stats()
		fmt.Fprintf(w, "collection: %d judgments in %d segments (%.1f MB of text), generation %d\n", cs.Docs, cs.Segments, float64(cs.TextBytes)/1e6, cs.Generation)
	}
}

func label(s *library.Source) string {
	m := s.Meta
	switch m.Kind {
	case library.Judgment:
		sig := ""
		if len(m.Signatures) > 0 {
			sig = strings.Join(m.Signatures, ", ")
		}
		return fmt.Sprintf("%s | %s | %s | %s", sig, orDash(m.Court), orDash(m.Date), orDash(m.DocType))
	case library.Statute, library.EUAct:
		return fmt.Sprintf("%s | %s | version %s", m.Act, orDash(m.Title), orDash(m.Version))
	}
	if m.Title == "" && len(s.Renderings) > 0 {
		return s.Renderings[0].Path
	}
	return orDash(m.Title)
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

func libList(lib *library.Library, w io.Writer) int {
	for _, s := range lib.Sources() {
		fmt.Fprintf(w, "%-9s %s | %d file(s)\n", s.Meta.Kind, label(s), len(s.Renderings))
	}
	printCollection(lib, w) // its judgments are not listed one by one
	return exitOK
}

func libShow(lib *library.Library, anchor string, w, ew io.Writer) int {
	q := library.ParseAnchor(anchor)
	res, err := lib.Resolve(q)
	if err != nil {
		var nf *library.NotFound
		if errors.As(err, &nf) {
			fmt.Fprintln(w, nf.Error())
			return exitBlock
		}
		fmt.Fprintf(ew, "citeguard library show: %v\n", err)
		return exitUsage
	}
	if res.Ambiguous {
		fmt.Fprintf(w, "AMBIGUOUS: %d different cases share %s (WYMAGA_OSADU: court or date must decide)\n\n", len(res.Sources), anchor)
	}
	if len(res.Spans) > 0 {
		for _, sp := range res.Spans {
			fmt.Fprintf(w, "== %s %s, version %s — %s [%d-%d]\n", sp.Source.Meta.Act, sp.Provision, orDash(sp.Source.Meta.Version), sp.Rendering.Path, sp.Range.Start, sp.Range.End)
			fmt.Fprintln(w, sp.Text)
			fmt.Fprintln(w)
		}
		return exitOK
	}
	for i, s := range res.Sources {
		if i > 0 {
			fmt.Fprintln(w)
		}
		showSource(s, w)
	}
	return exitOK
}

func showSource(s *library.Source, w io.Writer) {
	m := s.Meta
	field := func(name, key, val string) {
		if val == "" {
			return
		}
		fmt.Fprintf(w, "%-11s %s  [%s]\n", name+":", val, orDash(m.From[key]))
	}
	fmt.Fprintf(w, "source:     %s\n", s.ID)
	field("kind", "kind", string(m.Kind))
	field("signature", "signatures", strings.Join(m.Signatures, ", "))
	field("aliases", "aliases", strings.Join(m.Aliases, ", "))
	field("court", "court", m.Court)
	field("date", "date", m.Date)
	field("type", "doc_type", m.DocType)
	field("parties", "parties", m.Parties)
	field("ecli", "ecli", m.ECLI)
	field("celex", "celex", m.CELEX)
	field("title", "title", m.Title)
	field("act", "act", m.Act)
	field("dz.u.", "dzu", m.DzU)
	field("version", "version", m.Version)
	field("in force", "in_force", m.InForce)
	field("t.j.", "consolidated", m.Consolidated)
	field("judges", "judges", strings.Join(m.Judges, ", "))
	for _, r := range s.Renderings {
		st := "ok"
		if r.Err != "" {
			st = "skipped: " + r.Err
		}
		h := r.TextHash
		if len(h) > 12 {
			h = h[:12]
		}
		fmt.Fprintf(w, "file:       %s (%s, text %s, %s)\n", r.Path, r.Format, orDash(h), st)
		for _, sc := range r.Sidecars {
			fmt.Fprintf(w, "metadata:   %s\n", sc)
		}
		for _, v := range r.History {
			fmt.Fprintf(w, "previous:   text %s (until %s)\n", v.TextHash[:12], v.Until.Format("2006-01-02 15:04"))
		}
	}
}

func libSearch(ctx context.Context, lib *library.Library, passage string, w, ew io.Writer) int {
	hits, err := lib.Search(ctx, passage, 5)
	if err != nil {
		fmt.Fprintf(ew, "citeguard library search: %v\n", err)
		return exitUsage
	}
	if len(hits) == 0 {
		fmt.Fprintln(w, "not found in the library")
		return exitBlock
	}
	seen := map[string]bool{}
	var ids []string
	for _, h := range hits {
		if !seen[h.Source.ID] {
			seen[h.Source.ID] = true
			ids = append(ids, h.Source.ID)
		}
	}
	sort.Strings(ids)
	for _, h := range hits {
		art := ""
		if h.Article != "" {
			art = " art. " + h.Article
		}
		fmt.Fprintf(w, "%s%s — %s [%d-%d]\n", label(h.Source), art, h.Rendering.Path, h.Range.Start, h.Range.End)
	}
	fmt.Fprintf(w, "%d place(s) in %d source(s)\n", len(hits), len(ids))
	return exitOK
}
