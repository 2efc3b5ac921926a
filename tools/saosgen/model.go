package saosgen

import (
	"math/rand/v2"
	"strings"
)

// model is a word-level Markov chain of order two, trained on real
// judgments and statutes: its sentences are made of real Polish legal words
// in the orders real texts use them, but they are new sentences. Where the
// corpus knows a single continuation of two words (so that order two would
// copy the corpus word for word), it backs off to order one most of the
// time, so that long verbatim runs of the corpus stay rare.
type model struct {
	words  []string
	ids    map[string]uint32
	next2  map[uint64][]uint32 // (w1, w2) → the words that follow, with repetition
	next1  [][]uint32          // w → the words that follow, with repetition
	starts []uint64            // (w1, w2) pairs that open a sentence
	// seen holds every run of runWords words of the corpus (hashed): the
	// chain never writes one, so that no run of that many words of the
	// synthetic text stands in a real text by chance.
	seen map[uint64]struct{}
}

// runWords is the shortest run of words the chain never copies from the
// corpus (the checker's search for a quotation without a source looks for
// runs of six words).
const runWords = 5

func runHash(ids []uint32) uint64 {
	var h uint64 = 14695981039346656037
	for _, id := range ids {
		h = (h ^ uint64(id)) * 1099511628211
		h ^= h >> 29
	}
	return h
}

// eos marks a token that ends a sentence.
func eos(w string) bool {
	return strings.HasSuffix(w, ".") || strings.HasSuffix(w, ";") || strings.HasSuffix(w, ":")
}

func newModel() *model {
	return &model{ids: map[string]uint32{}, next2: map[uint64][]uint32{}, seen: map[uint64]struct{}{}}
}

func (m *model) id(w string) uint32 {
	if id, ok := m.ids[w]; ok {
		return id
	}
	id := uint32(len(m.words))
	m.words = append(m.words, w)
	m.ids[w] = id
	m.next1 = append(m.next1, nil)
	return id
}

func pair(a, b uint32) uint64 { return uint64(a)<<32 | uint64(b) }

// train adds a text: its paragraphs' words, in order.
func (m *model) train(text string) {
	for _, para := range strings.Split(text, "\n\n") {
		ws := strings.Fields(para)
		if len(ws) < 6 {
			continue // headers, signatures, page numbers: not prose
		}
		ids := make([]uint32, len(ws))
		for i, w := range ws {
			ids[i] = m.id(w)
		}
		for i := 0; i+runWords <= len(ids); i++ {
			m.seen[runHash(ids[i:i+runWords])] = struct{}{}
		}
		for i := 0; i+1 < len(ids); i++ {
			m.next1[ids[i]] = append(m.next1[ids[i]], ids[i+1])
			if i+2 < len(ids) {
				k := pair(ids[i], ids[i+1])
				m.next2[k] = append(m.next2[k], ids[i+2])
			}
			if (i == 0 || eos(ws[i-1])) && i+2 < len(ids) && isUpperStart(ws[i]) {
				m.starts = append(m.starts, pair(ids[i], ids[i+1]))
			}
		}
	}
}

func isUpperStart(w string) bool {
	for _, r := range w {
		return r >= 'A' && r <= 'Z' || strings.ContainsRune("ĄĆĘŁŃÓŚŹŻ", r)
	}
	return false
}

// paragraph appends to b a paragraph of about n bytes of new sentences.
func (m *model) paragraph(b *strings.Builder, r *rand.Rand, n int) {
	start := b.Len()
	var hist []uint32
	for b.Len()-start < n {
		hist = m.sentence(b, r, b.Len() > start, hist)
	}
}

// sentence appends one sentence (at most 80 words); hist is the words
// written so far in the paragraph (the last runWords-1 of them matter).
func (m *model) sentence(b *strings.Builder, r *rand.Rand, space bool, hist []uint32) []uint32 {
	if len(m.starts) == 0 {
		return hist
	}
	p := m.starts[r.IntN(len(m.starts))]
	w1, w2 := uint32(p>>32), uint32(p)
	put := func(w uint32) {
		if space {
			b.WriteByte(' ')
		}
		space = true
		b.WriteString(m.words[w])
		hist = append(hist, w)
		if len(hist) > 4*runWords {
			hist = append(hist[:0], hist[len(hist)-runWords+1:]...)
		}
	}
	put(w1)
	put(w2)
	for range 80 {
		if eos(m.words[w2]) {
			return hist
		}
		nx := m.next2[pair(w1, w2)]
		if len(nx) == 0 || allSame(nx) && r.IntN(4) != 0 || r.IntN(8) == 0 {
			nx = m.next1[w2]
		}
		if len(nx) == 0 {
			break
		}
		w1, w2 = w2, m.fresh(hist, nx, r)
		put(w2)
	}
	if !eos(m.words[w2]) {
		b.WriteByte('.')
	}
	return hist
}

// fresh picks a next word from nx that does not complete a run of the
// corpus; after a few tries, from the successors of the last word, then
// any word.
func (m *model) fresh(hist, nx []uint32, r *rand.Rand) uint32 {
	if len(hist) < runWords-1 {
		return nx[r.IntN(len(nx))]
	}
	run := make([]uint32, runWords)
	copy(run, hist[len(hist)-runWords+1:])
	ok := func(w uint32) bool {
		run[runWords-1] = w
		_, copied := m.seen[runHash(run)]
		return !copied
	}
	for try := 0; try < 6; try++ {
		if w := nx[r.IntN(len(nx))]; ok(w) {
			return w
		}
	}
	if n1 := m.next1[hist[len(hist)-1]]; len(n1) > 0 {
		for try := 0; try < 6; try++ {
			if w := n1[r.IntN(len(n1))]; ok(w) {
				return w
			}
		}
	}
	for {
		if w := uint32(r.IntN(len(m.words))); ok(w) {
			return w
		}
	}
}

func allSame(s []uint32) bool {
	for _, x := range s[1:] {
		if x != s[0] {
			return false
		}
	}
	return true
}
