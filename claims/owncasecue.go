package claims

// ownCaseVerb reports whether back-reference cu of sentence s is a
// sentence with no subject of its own („Uznał, że …”, „Dodał też:”) whose
// nearest ruling under discussion is the document's own case: in an
// appeal, „Sąd Rejonowy oddalił powództwo. Przyjął, że …, a w uzasadnieniu
// stwierdził, że „…”” is still the court of the judgment appealed
// speaking — the case's record, no library source.
func (x *extractor) ownCaseVerb(cu cue, s Sentence) bool {
	if cu.kind != cueVerb || x.disc.home == nil {
		return false
	}
	fs := x.disc.resolve(cu.filter, s)
	return len(fs) > 0 && x.disc.isHome(fs[0].t)
}
