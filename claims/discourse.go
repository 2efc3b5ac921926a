package claims

import (
	"sort"
	"strings"

	"citeguard/cite"
	"citeguard/pl"
)

// discourse is the stack of the sources under discussion: every ruling and
// act the memo has cited so far, outside quotations and por./zob.
// references, most recently mentioned last. A back-reference — „W tym samym
// wyroku”, „Sąd ten”, „Sąd Apelacyjny dodał”, a sentence that starts with
// „Podkreślił też” — is resolved against it: the most recent entry that
// fits what the back-reference says (a ruling or an act, its form, court,
// seat, date).
type discourse struct {
	entries []*topic // oldest first; a source mentioned again moves to the end
	// home is the case the document itself is about — the signature its
	// header gives after "Sygn. akt" (a judgment read as a memo, a pleading
	// in a case): "Sąd przyjął" with nothing else named means its court,
	// unless another ruling was discussed in the same paragraph within the
	// last few sentences.
	home *topic
	// lower is the ruling this document's case is brought against — the
	// judgment a pleading appeals or answers the appeal of („apelacja od
	// wyroku Sądu Okręgowego w …, sygn. akt I C 1/25”, petitionCase): the
	// same case at the instance below, no source either.
	lower *topic
	now   int // the current sentence, counted in reading order
}

// recentSentences is how many sentences back a ruling other than the
// document's own case stays nearer than that case for "Sąd przyjął".
const recentSentences = 3

// topic is one source under discussion.
type topic struct {
	id      string // sourceID of its anchor
	anchor  cite.Anchor
	ruling  bool // a ruling (signature, ECLI, court + date); else an act
	section int  // the section (heading count) of its last mention
	para    int  // the paragraph of its last mention
	at      int  // the sentence of its last mention, in reading order
	// place is the text of a citation of it, for the seats it names
	// beside its court's („…, I Zamiejscowy Wydział Cywilny z siedzibą w
	// Strzelinie, …”): a court named by a branch's seat is its court.
	place string
}

// maxTopics bounds how far back a back-reference looks (linear time on a
// long memo); a memo discusses far fewer sources at a time.
const maxTopics = 64

// mention puts a citation's source on top of the stack (or moves it
// there), keeping the fullest anchor seen for it.
func (d *discourse) mention(c *Citation, s Sentence) {
	if c == nil || !c.strong() || c.Por || c.InQuote || c.Kind == CourtCitation {
		return
	}
	d.mentionAnchor(c.Anchor, c.Kind != ActCitation, s)
}

// mentionAnchor puts a source on top of the stack (or moves it there).
func (d *discourse) mentionAnchor(a cite.Anchor, ruling bool, s Sentence) {
	id := sourceID(a)
	if id == "" {
		return
	}
	for k := len(d.entries) - 1; k >= 0 && k >= len(d.entries)-maxTopics; k-- {
		e := d.entries[k]
		if e.id == id || ruling && e.ruling && sameRuling(e.anchor, a) {
			fillAnchor(&e.anchor, a)
			e.id = sourceID(e.anchor)
			e.section, e.para, e.at = s.Section, s.Para, d.now
			copy(d.entries[k:], d.entries[k+1:])
			d.entries[len(d.entries)-1] = e
			return
		}
	}
	d.entries = append(d.entries, &topic{id: id, anchor: a, ruling: ruling, section: s.Section, para: s.Para, at: d.now})
	if len(d.entries) > 4*maxTopics {
		d.entries = append(d.entries[:0], d.entries[len(d.entries)-maxTopics:]...)
	}
}

// notePlace keeps the text of a citation of the topic of anchor a (just
// mentioned) when it names a seat its court's name does not.
func (d *discourse) notePlace(a cite.Anchor, place string) {
	if n := len(d.entries); n > 0 && strings.Contains(place, "siedzib") && d.entries[n-1].id == sourceID(a) {
		d.entries[n-1].place = place
	}
}

// setHome marks the topic of anchor a (just mentioned) as the document's
// own case: the first one its home, a second one (the ruling under
// appeal in that case) its lower instance.
func (d *discourse) setHome(a cite.Anchor) {
	id := sourceID(a)
	for k := len(d.entries) - 1; k >= 0; k-- {
		t := d.entries[k]
		if t.id != id {
			continue
		}
		switch {
		case d.home == nil:
			d.home = t
		case d.lower == nil && t != d.home:
			d.lower = t
		}
		return
	}
}

// isHome reports whether topic t is the document's own case, at its
// instance or the one below.
func (d *discourse) isHome(t *topic) bool {
	return t != nil && (t == d.home || t == d.lower)
}

// refFilter is what a back-reference says about its source.
type refFilter struct {
	act   bool   // an act ("przepis ten"), else a ruling
	form  string // wyrok, uchwała, postanowienie; "" any
	court string // a canonical court name, or a court type ("Sąd Apelacyjny"); "" any
	seat  string // the stem of a seat adjective ("krakow" of „w sprawie krakowskiej”)
	// seatName is the seat a seat's adjective of pl's seats.tsv names
	// („łódzki sąd”, „w sprawie lubelskiej”: "Łodzi", "Lublinie").
	seatName string
	date     string // ISO date
	strict   bool   // the filter names the source (form, court, seat or date)
	// near: only a topic of this paragraph or the one before, at most
	// recentSentences back (a court written in lower case).
	near bool
}

// matches reports whether a topic fits the filter, and how well: 2 when
// it fits a named court, seat or date, 1 otherwise.
func (f refFilter) matches(t *topic) (int, bool) {
	if f.act != !t.ruling {
		return 0, false
	}
	a := t.anchor
	if f.form != "" && a.Forma != "" && a.Forma != f.form && a.Forma != pl.FormOrzeczenie && f.form != pl.FormOrzeczenie {
		return 0, false
	}
	if f.date != "" && a.Data != f.date {
		return 0, false
	}
	q := 1
	if f.court != "" {
		organ := a.Organ
		if organ == "" {
			// A ruling cited by signature alone: its court is what its
			// repertory names when one court alone uses it (I PZP 52/94:
			// the Supreme Court's), else not known.
			organ = pl.CourtOfSignature(a.Sygnatura)
		}
		if organ != "" {
			if !courtFits(f.court, organ) && !branchFits(f.court, organ, t.place) {
				return 0, false
			}
			if f.court != "sąd" {
				q = 2
			}
		}
	}
	if f.seatName != "" {
		if !pl.SeatFits(a.Organ, f.seatName) && !placeNamed(t.place, f) {
			return 0, false
		}
		q = 2
	} else if f.seat != "" {
		if !seatFits(a.Organ, f.seat) && !placeNamed(t.place, f) {
			return 0, false
		}
		q = 2
	}
	if f.date != "" {
		q = 2
	}
	return q, true
}

// courtFits reports whether a court named by a back-reference ("Sąd
// Apelacyjny", "Sąd Okręgowy w Słupsku", "sąd") is the court of a topic.
func courtFits(want, organ string) bool {
	if want == "sąd" {
		return true // a court, any court
	}
	return organ == want || strings.HasPrefix(organ, want+" w ") || strings.HasPrefix(organ, want+" we ") || strings.HasPrefix(organ, want+" –")
}

// branchFits reports whether a court named with a seat („Sąd Rejonowy w
// Strzelinie”) is a court of that kind („Sąd Rejonowy w Oławie”) whose
// citation names that seat as its branch's (place: „I Zamiejscowy
// Wydział Cywilny z siedzibą w Strzelinie”).
func branchFits(want, organ, place string) bool {
	kind, seat, ok := strings.Cut(want, " w ")
	if !ok {
		if kind, seat, ok = strings.Cut(want, " we "); !ok {
			return false
		}
	}
	ws := strings.Fields(seat)
	if place == "" || len(ws) == 0 || !strings.HasPrefix(organ, kind+" w") {
		return false
	}
	return placeNamed(place, refFilter{seatName: seat})
}

// fitTopic is a topic that fits a back-reference, and how well
// (refFilter.matches).
type fitTopic struct {
	t *topic
	q int
}

// resolve returns the topics that fit the filter, best first: the better
// fit (a named court, seat or date), then the most recent. A back-reference
// that names nothing ("Dodał, że", "Sąd przyjął") looks in the current
// section first; a topic of an earlier section fits it less well (q 0).
func (d *discourse) resolve(f refFilter, s Sentence) []fitTopic {
	var out []fitTopic
	// A court named by the back-reference that is the document's own
	// case's („Sąd Okręgowy uznał” in a cassation appeal from a judgment
	// of that Sąd Okręgowy) is that case, unless a ruling of the same
	// court was discussed in this paragraph within the last few sentences.
	homeNamed := false
	if f.strict {
		for _, h := range []*topic{d.home, d.lower} {
			if h == nil {
				continue
			}
			if q, ok := f.matches(h); ok && q == 2 {
				homeNamed = true
			}
		}
	}
	for k := len(d.entries) - 1; k >= 0 && k >= len(d.entries)-maxTopics && len(out) < 4; k-- {
		t := d.entries[k]
		q, ok := f.matches(t)
		if !ok {
			continue
		}
		if f.near && (t.para != s.Para && t.para != s.Para-1 || d.now-t.at > recentSentences) {
			continue
		}
		switch {
		case !f.strict && d.home != nil && !d.isHome(t) && (t.para != s.Para || d.now-t.at > recentSentences):
			q = 0 // the document's own case is nearer than a ruling discussed before
		case !f.strict && t.section != s.Section && !d.isHome(t):
			q = 0
		case homeNamed && q == 2 && !d.isHome(t) && (t.para != s.Para || d.now-t.at > recentSentences):
			q = 1
		}
		out = append(out, fitTopic{t, q})
	}
	sort.SliceStable(out, func(a, b int) bool { return out[a].q > out[b].q })
	return out
}

// sameRuling reports whether two anchors name the same ruling: equal
// signatures, or one without a signature whose date is the other's and
// whose court is the other's (or its kind: "Sąd Okręgowy" of "Sąd Okręgowy
// w Gdańsku").
func sameRuling(a, b cite.Anchor) bool {
	if a.Sygnatura != "" && b.Sygnatura != "" {
		return a.Sygnatura == b.Sygnatura
	}
	if a.Data == "" || a.Data != b.Data || a.Organ == "" || b.Organ == "" || a.Przepis != "" || b.Przepis != "" {
		return false
	}
	if a.Forma != "" && b.Forma != "" && a.Forma != b.Forma {
		return false
	}
	return courtFits(a.Organ, b.Organ) || courtFits(b.Organ, a.Organ)
}

// fillAnchor fills a's empty fields from b.
func fillAnchor(a *cite.Anchor, b cite.Anchor) {
	for _, f := range [][2]*string{{&a.Sygnatura, &b.Sygnatura}, {&a.Data, &b.Data}, {&a.DataTekst, &b.DataTekst}, {&a.Organ, &b.Organ},
		{&a.Forma, &b.Forma}, {&a.Strony, &b.Strony}, {&a.ECLI, &b.ECLI}, {&a.CELEX, &b.CELEX}} {
		if *f[0] == "" {
			*f[0] = *f[1]
		}
	}
}
