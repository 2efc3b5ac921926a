package check

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"strings"

	"citeguard/library"
	"citeguard/norm"
	"citeguard/pl"
	"citeguard/reports"
)

// fakeLibrary is a Resolver over a few texts held in memory: it resolves
// signatures and provisions and searches passages the way the library does,
// so every branch of a check runs without a library on disk or ../shared.
type fakeLibrary struct {
	sources []*library.Source
	texts   map[string]string // text hash → text
}

// judgment adds a judgment with one .txt rendering (no text: unreadable).
func (f *fakeLibrary) judgment(sig, court, date, text string) *library.Source {
	return f.add(library.Meta{Kind: library.Judgment, Signatures: []string{sig}, Court: court, Date: date, DocType: "wyrok"}, "library/"+strings.NewReplacer(" ", "_", "/", "-").Replace(sig)+".txt", text)
}

// statute adds an act with one .txt rendering.
func (f *fakeLibrary) statute(key, title, text string) *library.Source {
	return f.add(library.Meta{Kind: library.Statute, Act: key, Title: title}, "library/"+strings.ToLower(key)+".txt", text)
}

func (f *fakeLibrary) add(m library.Meta, path, text string) *library.Source {
	r := &library.Rendering{Path: path, Format: "txt", Err: "nieczytelny plik"}
	if text != "" {
		sum := sha256.Sum256([]byte(text))
		r.TextHash, r.Err = hex.EncodeToString(sum[:]), ""
		if f.texts == nil {
			f.texts = map[string]string{}
		}
		f.texts[r.TextHash] = text
	}
	s := &library.Source{ID: path, Meta: m, Renderings: []*library.Rendering{r}}
	f.sources = append(f.sources, s)
	return s
}

func (f *fakeLibrary) Resolve(q library.Query) (*library.Resolution, error) {
	res := &library.Resolution{Query: q}
	switch {
	case q.Signature != "":
		for _, s := range f.sources {
			if len(s.Meta.Signatures) > 0 && pl.SameSignature(s.Meta.Signatures[0], q.Signature) {
				res.Sources = append(res.Sources, s)
			}
		}
		// As the library does: the memo's date decides only between cases
		// sharing a signature.
		if len(res.Sources) > 1 && q.Date != "" {
			var keep []*library.Source
			for _, s := range res.Sources {
				if s.Meta.Date == q.Date {
					keep = append(keep, s)
				}
			}
			if len(keep) > 0 {
				res.Sources = keep
			}
		}
		res.Ambiguous = len(res.Sources) > 1
	case q.Act != "":
		act := pl.LookupAct(q.Act)
		if act == nil {
			return nil, &library.NotFound{Query: q, Kind: library.UnknownAct, Reason: "not recognised"}
		}
		for _, s := range f.sources {
			if s.Meta.Act != act.Key {
				continue
			}
			res.Sources = append(res.Sources, s)
			r := s.Renderings[0]
			text := f.texts[r.TextHash]
			for _, a := range library.Articles(text) {
				if a.Key == q.Provision.Art {
					res.Spans = append(res.Spans, library.Span{Source: s, Rendering: r, TextHash: r.TextHash,
						Provision: "art. " + a.Key, Range: norm.Range{Start: a.Start, End: a.End}, Text: text[a.Start:a.End]})
				}
			}
		}
		switch {
		case len(res.Sources) == 0:
			return nil, &library.NotFound{Query: q, Kind: library.ActAbsent, Act: act.Key, Reason: "act not in the fake library"}
		case q.Provision.Art != "" && len(res.Spans) == 0:
			return nil, &library.NotFound{Query: q, Kind: library.NoArticle, Act: act.Key, Versions: []string{res.Sources[0].Meta.Version}, Reason: "no such article"}
		}
	case q.Court != "" && q.Date != "":
		for _, s := range f.sources {
			if s.Meta.Kind == library.Judgment && s.Meta.Court == pl.CanonicalCourt(q.Court) && s.Meta.Date == q.Date {
				res.Sources = append(res.Sources, s)
			}
		}
		res.Ambiguous = len(res.Sources) > 1
	}
	if len(res.Sources) == 0 {
		return nil, &library.NotFound{Query: q, Reason: "not in the fake library"}
	}
	return res, nil
}

func (f *fakeLibrary) Search(ctx context.Context, passage string, perDoc int) ([]library.Hit, error) {
	var hits []library.Hit
	for _, s := range f.sources {
		for _, r := range s.Readable() {
			text := f.texts[r.TextHash]
			i := strings.Index(text, passage)
			if i < 0 {
				continue
			}
			h := library.Hit{Source: s, Rendering: r, TextHash: r.TextHash, Range: norm.Range{Start: i, End: i + len(passage)}}
			for _, a := range library.Articles(text) {
				if s.Meta.Kind == library.Statute && a.Start <= i && i < a.End {
					h.Article = a.Key
				}
			}
			hits = append(hits, h)
		}
	}
	return hits, nil
}

func (f *fakeLibrary) EngineText(hash string) (*norm.Source, error) {
	return norm.NewSource(f.texts[hash]), nil
}

// worded is a claim as its report words it (reports.Memo.Finish words what
// the check found).
func worded(rc reports.Claim) reports.Claim {
	m := reports.Memo{Results: []reports.Claim{rc}}
	m.Finish()
	return m.Results[0]
}
