package saosgen

import (
	"bufio"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"unicode/utf8"
)

// source is a real library text that synthetic judgments may quote.
type source struct {
	Path      string // relative to the library root
	Kind      string // judgment or statute
	Signature string
	Court     string
	Date      string // yyyy-mm-dd; "" for a statute
	text      string
}

// heldOut is the part of ../shared/testdata/library the generator neither
// learns from nor quotes: the 90 SN/TK/KIO judgments and the common-court
// judgments of saos-tm-extractor, which the accuracy measurements check as
// memos against a library with the synthetic judgments added. Learning
// their words or quoting them would put fragments of those memos into the
// synthetic judgments, and the measurement would see the generator, not
// the library.
const heldOut = "saos-tm-extractor/"

// corpus is what the generator learns from a library of real texts.
type corpus struct {
	model   *model
	sources []*source // sorted by date; statutes first
}

// loadCorpus reads the text renderings (.txt, .md) of a library. With the
// library's INDEX.tsv (../shared/testdata/library has one) it knows each
// text's kind, signature, court and date; without it every text is a
// judgment of unknown date. Noisy renderings (docling statutes) train
// nothing and are not quoted.
func loadCorpus(root string) (*corpus, error) {
	index := map[string][]string{}
	if f, err := os.Open(filepath.Join(root, "INDEX.tsv")); err == nil {
		sc := bufio.NewScanner(f)
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		for sc.Scan() {
			cols := strings.Split(sc.Text(), "\t")
			if len(cols) >= 5 {
				index[cols[0]] = cols
			}
		}
		f.Close()
	}
	c := &corpus{model: newModel()}
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		ext := filepath.Ext(p)
		if ext != ".txt" && ext != ".md" {
			return nil
		}
		rel, _ := filepath.Rel(root, p)
		rel = filepath.ToSlash(rel)
		if strings.HasPrefix(rel, heldOut) {
			return nil
		}
		kind := "judgment-text"
		var cols []string
		if len(index) > 0 {
			cols = index[rel]
			if cols == nil {
				return nil
			}
			kind = cols[1]
		}
		if kind != "judgment-text" && kind != "statute-text" {
			return nil
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		text := strings.ReplaceAll(string(data), "\f", "\n")
		c.model.train(text)
		s := &source{Path: rel, Kind: "judgment", text: text}
		if kind == "statute-text" {
			s.Kind = "statute"
		} else if cols != nil {
			s.Signature, s.Court, s.Date = cols[2], cols[3], cols[4]
		}
		c.sources = append(c.sources, s)
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("corpus %s: %w", root, err)
	}
	if len(c.model.starts) == 0 {
		return nil, fmt.Errorf("corpus %s: no prose to learn from (want .txt or .md judgments)", root)
	}
	sort.SliceStable(c.sources, func(i, k int) bool {
		if c.sources[i].Kind != c.sources[k].Kind {
			return c.sources[i].Kind == "statute"
		}
		return c.sources[i].Date < c.sources[k].Date
	})
	return c, nil
}

// quotable returns the sources a judgment of the given date may quote: the
// statutes and the judgments given before it.
func (c *corpus) quotable(date string) []*source {
	n := sort.Search(len(c.sources), func(i int) bool {
		s := c.sources[i]
		return s.Kind != "statute" && s.Date >= date
	})
	return c.sources[:n]
}

var (
	reHyphenBreak = regexp.MustCompile(`([\p{Ll}])[-\x{00ad}][ \t]*\n[ \t]*([\p{Ll}])`)
	reSentenceEnd = regexp.MustCompile(`[.;:] +[\p{Lu}]`)
)

// passage cuts from text a run of whole sentences of 150–400 bytes at a
// random place, as a judgment would quote it: line-end hyphenation joined,
// white space collapsed. "" when the place holds no clean passage.
func passage(text string, r *rand.Rand) string {
	if len(text) < 1000 {
		return ""
	}
	at := r.IntN(len(text) - 600)
	loc := reSentenceEnd.FindStringIndex(text[at:min(len(text), at+2000)])
	if loc == nil {
		return ""
	}
	_, capLen := utf8.DecodeLastRuneInString(text[at+loc[0] : at+loc[1]])
	s := at + loc[1] - capLen // the capital letter that opens the sentence
	e := s
	for e-s < 150 {
		m := reSentenceEnd.FindStringIndex(text[e+1 : min(len(text), e+600)])
		if m == nil {
			return ""
		}
		e = e + 1 + m[0] + 1
	}
	if e-s > 400 {
		return ""
	}
	p := reHyphenBreak.ReplaceAllString(text[s:e], "$1$2")
	p = strings.Join(strings.Fields(p), " ")
	if strings.ContainsAny(p, "„”\"«»|#*[]") || strings.Count(p, " ") < 15 {
		return ""
	}
	return p
}
