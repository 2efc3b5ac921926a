package claims

import (
	"citeguard/norm"
	"citeguard/pl"
)

// A memo typed without Polish letters (an e-mail written on a phone: „Sad
// ten dodal”, „Sad Najwyzszy wskazal, ze …”) writes the words attribution
// reads — the courts' head words, the reporting and procedural verbs, the
// words of back-references — folded. unfolded maps such a folded word back
// to the word it stands for, so that an ASCII word of a memo is read as
// the word would be (appendWords). Only words that lose a letter in the
// folding are mapped, and none whose folded form is itself a word of those
// sets.
var unfolded = func() map[string]string {
	sets := []pl.WordSet{pl.CourtHeads, pl.StanowiskoVerbs, pl.ReportVerbs, pl.ProcedureWords, pl.Participles, pl.InsertParticiples, pl.OpinionWords, pl.SubjectWords}
	own := map[string]bool{}
	var words []string
	for _, s := range sets {
		for _, w := range s.List() {
			own[w] = true
			words = append(words, w)
		}
	}
	for _, c := range pl.Cues() {
		for _, cw := range c.Words {
			for _, w := range cw.Words {
				own[w] = true
				words = append(words, w)
			}
		}
	}
	m := map[string]string{}
	for _, w := range words {
		f := norm.FoldDiacritics(w)
		if f == w || own[f] || len(f) < 3 {
			continue
		}
		m[f] = w
	}
	return m
}()

// unfold returns the word an ASCII word stands for when a memo typed it
// without Polish letters, or w.
func unfold(w string) string {
	if u, ok := unfolded[w]; ok {
		return u
	}
	return w
}
