package library

import (
	"fmt"
	"path/filepath"
	"sort"
	"strings"

	"citeguard/pl"
)

// rebuild groups the files into sources and rebuilds the lookup maps.
// Called with l.mu held.
func (l *Library) rebuild() {
	type group struct {
		key   string
		meta  Meta
		files []*Rendering
	}
	groups := map[string]*group{}
	var order []string
	l.problems = nil
	paths := make([]string, 0, len(l.files))
	for p := range l.files {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	for _, p := range paths {
		r := l.files[p]
		if r.Err != "" {
			l.problems = append(l.problems, Problem{Path: r.Path, Err: r.Err})
		}
		if r.Format == "saos-dump" {
			continue // its judgments are in the collection
		}
		k := filepath.Join(filepath.Dir(p), stem(p))
		g := groups[k]
		if g == nil {
			g = &group{key: k}
			groups[k] = g
			order = append(order, k)
		}
		g.files = append(g.files, r)
	}
	// Merge each group's metadata, originals first.
	for _, k := range order {
		g := groups[k]
		sortRenderings(g.files)
		for _, r := range g.files {
			g.meta.merge(r.Meta)
		}
		if g.meta.Kind == "" {
			g.meta.Kind = Document
		}
		nameVersion(&g.meta)
	}
	// Same identity (signature + court + date; act + version) → one source.
	byID := map[string]*Source{}
	var srcs []*Source
	for _, k := range order {
		g := groups[k]
		readable := false
		for _, r := range g.files {
			readable = readable || r.Err == ""
		}
		if !readable {
			continue // only in Problems: nothing to serve
		}
		id := identity(g.meta, g.key)
		if s := byID[id]; s != nil {
			s.Renderings = append(s.Renderings, g.files...)
			s.Meta.merge(g.meta)
			sortRenderings(s.Renderings)
			continue
		}
		s := &Source{ID: id, Meta: g.meta, Renderings: g.files, lib: l}
		byID[id] = s
		srcs = append(srcs, s)
	}
	// A judgment known by its signature only (no court or no date) joins the
	// one fully known judgment of that signature it agrees with, if exactly one.
	var kept []*Source
	full := map[string][]*Source{}
	for _, s := range srcs {
		if s.Meta.Kind == Judgment && len(s.Meta.Signatures) > 0 && s.Meta.Court != "" && s.Meta.Date != "" {
			k := pl.SignatureKey(s.Meta.Signatures[0])
			full[k] = append(full[k], s)
		}
	}
	for _, s := range srcs {
		if s.Meta.Kind == Judgment && len(s.Meta.Signatures) > 0 && (s.Meta.Court == "" || s.Meta.Date == "") {
			var agree []*Source
			for _, f := range full[pl.SignatureKey(s.Meta.Signatures[0])] {
				if compatible(s.Meta, f.Meta) {
					agree = append(agree, f)
				}
			}
			if len(agree) == 1 {
				agree[0].Renderings = append(agree[0].Renderings, s.Renderings...)
				sortRenderings(agree[0].Renderings)
				agree[0].Meta.merge(s.Meta)
				continue
			}
		}
		kept = append(kept, s)
	}
	sort.Slice(kept, func(i, k int) bool { return kept[i].ID < kept[k].ID })
	l.sources = kept
	l.bySig, l.byECLI, l.byCELEX, l.byAct, l.byPath = map[string][]*Source{}, map[string][]*Source{}, map[string][]*Source{}, map[string][]*Source{}, map[string]*Source{}
	l.byHash = map[string]owner{}
	for _, s := range kept {
		seen := map[string]bool{}
		for _, sig := range append(append([]string{}, s.Meta.Signatures...), s.Meta.Aliases...) {
			k := pl.SignatureKey(sig)
			if k != "" && !seen[k] {
				seen[k] = true
				l.bySig[k] = append(l.bySig[k], s)
			}
		}
		if s.Meta.ECLI != "" {
			l.byECLI[strings.ToUpper(s.Meta.ECLI)] = append(l.byECLI[strings.ToUpper(s.Meta.ECLI)], s)
		}
		if s.Meta.CELEX != "" {
			l.byCELEX[strings.ToUpper(s.Meta.CELEX)] = append(l.byCELEX[strings.ToUpper(s.Meta.CELEX)], s)
		}
		if s.Meta.Act != "" {
			l.byAct[s.Meta.Act] = append(l.byAct[s.Meta.Act], s)
		}
		for _, r := range s.Renderings {
			if _, ok := l.byHash[r.TextHash]; !ok && r.Err == "" && r.TextHash != "" {
				l.byHash[r.TextHash] = owner{s, r}
			}
			l.byPath[r.Path] = s
			for _, sc := range r.Sidecars {
				l.byPath[sc] = s
			}
		}
	}
	// Statute versions: newest first (versions.go).
	for _, ss := range l.byAct {
		vs := make([]StatuteVersion, len(ss))
		for i, s := range ss {
			vs[i] = versionOf(s)
		}
		sortVersions(vs)
		for i := range vs {
			ss[i] = vs[i].Source
		}
	}
}

// versionKey orders statute versions: "2015-08-17" and "Dz.U.2025.1071" by year first.
func versionKey(v string) string {
	if strings.HasPrefix(v, "Dz.U.") {
		return v[5:]
	}
	return v
}

func compatible(a, b Meta) bool {
	if a.Court != "" && b.Court != "" && pl.CanonicalCourt(a.Court) != pl.CanonicalCourt(b.Court) {
		return false
	}
	if a.Date != "" && b.Date != "" && a.Date != b.Date {
		return false
	}
	return true
}

// identity is the key under which renderings are one source.
func identity(m Meta, groupKey string) string {
	switch m.Kind {
	case Judgment:
		if len(m.Signatures) > 0 {
			court := pl.CanonicalCourt(m.Court)
			if court == "" {
				court = m.Court
			}
			return fmt.Sprintf("judgment:%s|%s|%s", pl.CanonicalSignature(m.Signatures[0]), court, m.Date)
		}
	case Statute, EUAct:
		if m.Act != "" {
			v := m.Version
			if v == "" {
				v = m.InForce
			}
			if v == "" {
				v = m.Consolidated
			}
			return fmt.Sprintf("%s:%s|%s", m.Kind, m.Act, v)
		}
	}
	return "document:" + groupKey
}

var formatRank = map[string]int{"pdf": 0, "docx": 1, "odt": 2, "doc": 3, "html": 4, "saos-json": 5, "md": 6, "txt": 7}

func sortRenderings(rs []*Rendering) {
	sort.SliceStable(rs, func(i, k int) bool {
		ei, ek := rs[i].Err != "", rs[k].Err != ""
		if ei != ek {
			return !ei
		}
		ri, rk := formatRank[rs[i].Format], formatRank[rs[k].Format]
		if ri != rk {
			return ri < rk
		}
		return rs[i].Path < rs[k].Path
	})
}
