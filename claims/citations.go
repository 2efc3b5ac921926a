package claims

import (
	"citeguard/pl"
	"regexp"
	"strings"
)

// Distances, in bytes of the sentence, within which the pieces of one
// citation are looked for around its signature, provision or short form.
const (
	idNearSig       = 60  // an ECLI or CELEX this close to a signature belongs to it
	lookBefore      = 200 // how far before a signature its court, form and parties may stand
	lookAfter       = 80  // how far after a signature its court, date and parties may stand
	courtAfterSig   = 40  // a court written right after the signature ("II CSK 1/19 SN")
	partOfCitation  = 60  // a court or date this close before the signature starts the citation
	dateBeforeSig   = 120 // how far before the signature its date may stand
	dateAfterSig    = 50  // how far after the signature its date may stand
	formBeforeSig   = 150 // how far before the signature its form (wyrok, uchwała…) may stand
	formInCitation  = 80  // a form this close before the signature starts the citation
	pinAfterWindow  = 56  // where a pinpoint after the signature is looked for…
	pinAfterStart   = 40  // …and how far after it the pinpoint must start
	pinBeforeSig    = 70  // how far before the signature "pkt 15 uzasadnienia" may stand
	listedGap       = 40  // a ruling listed this close after another takes its court and form
	porLookBack     = 30  // how far before a citation its por./zob. may stand
	actAfterProv    = 200 // an act named this close after a provision is that provision's
	shortPointer    = 90  // how far after a short form its court, date and pinpoint may stand
	courtAfterShort = 40  // a court this close after a short form names it
	pinAfterShort   = 8   // a pinpoint must start this close after a short form
	dateAfterForm   = 90  // a ruling named by form: its date this close after the form
	courtBeforeForm = 60  // …or its court this close before the form
	partiesBefore   = 80  // parties of a ruling named by form, court and date: this close before…
	partiesAfter    = 120 // …or after it
	sigNextToShort  = 12  // a signature this close makes a short form a full citation
	decisionReach   = 140 // how far after "decyzja" its number may stand
)

// usage marks the mentions of a sentence a citation has taken, so that the
// later phases do not take them again.
type usage struct{ court, date, form, party []bool }

// buildCitations turns a sentence's mentions into citations, in phases:
// each signature (or ECLI, CELEX) with the court, form, date, parties and
// pinpoint written around it; a loose ECLI or CELEX; each provision with
// its act, and a publication reference with no provision; each short form;
// a court + form + date with no signature; and a court named alone.
func buildCitations(text string, s Sentence, m *mentions) []Citation {
	u := usage{court: make([]bool, len(m.courts)), date: make([]bool, len(m.dates)), form: make([]bool, len(m.forms)), party: make([]bool, len(m.parties))}
	judg, loose := splitIdentifiers(m.sigs)
	out := judgmentCitations(text, s, m, judg, &u)
	out = append(out, looseIdentifiers(text, s, loose)...)
	out = append(out, actCitations(text, s, m)...)
	out = append(out, shortFormCitations(text, s, m, &u)...)
	out = append(out, decisionCitations(text, s, m, &u)...)
	out = append(out, unsignedRulings(text, s, m, &u)...)
	out = append(out, bareCourts(m, &u)...)
	sortCitations(out)
	return out
}

// splitIdentifiers separates the signatures (Polish and EU case numbers)
// from the ECLI and CELEX numbers that stand alone, not beside a signature.
func splitIdentifiers(sigs []pl.Identifier) (judg, loose []pl.Identifier) {
	for i, sg := range sigs {
		if sg.Kind == pl.PolishSignature || sg.Kind == pl.EUCaseNumber {
			judg = append(judg, sg)
			continue
		}
		near := false
		for _, o := range sigs {
			if (o.Kind == pl.PolishSignature || o.Kind == pl.EUCaseNumber) && (absInt(o.End-sg.Start) < idNearSig || absInt(sg.End-o.Start) < idNearSig) {
				near = true
			}
		}
		if !near {
			loose = append(loose, sigs[i])
		}
	}
	return judg, loose
}

// judgmentCitations builds a citation for each signature with what is
// written around it.
func judgmentCitations(text string, s Sentence, m *mentions, judg []pl.Identifier, u *usage) []Citation {
	var out []Citation
	prevEnd := s.Start
	for i, sg := range judg {
		next := s.End
		if i+1 < len(judg) {
			next = judg[i+1].Start
		}
		c := Citation{Start: sg.Start, End: sg.End, Kind: JudgmentCitation}
		c.Anchor.Sygnatura = sg.Canon
		bLo := max(prevEnd, sg.Start-lookBefore)
		aHi := citationEnd(text, sg.End, min(next, sg.End+lookAfter))
		attachCourt(&c, m, sg, bLo, aHi, u)
		attachDate(&c, m, sg, bLo, aHi, u)
		attachForm(&c, m, sg, bLo, u)
		// Parties belong to the citation when they start within its reach,
		// wherever they end: "…, I CSK 1/19, wydanym w sprawie z powództwa
		// Anny Nowickiej przeciwko Gamma Instalacje spółce akcyjnej w K., …".
		for k, p := range m.parties {
			if p.Start >= bLo && p.Start <= aHi {
				c.Anchor.Strony = p.Strony
				u.party[k] = true
				break
			}
		}
		for _, o := range m.sigs {
			if o.Kind == pl.ECLINumber && absInt(o.Start-sg.End) < idNearSig {
				c.Anchor.ECLI = o.Canon
			}
			if o.Kind == pl.CELEXNumber && absInt(o.Start-sg.End) < idNearSig {
				c.Anchor.CELEX = o.Canon
			}
		}
		attachPinpoint(&c, text, sg, bLo, aHi)
		// "wyroki SN z …, I CSK 1/15 i z …, I CSK 2/16": a listed ruling
		// takes the court and form of the one before it.
		if n := len(out); n > 0 && c.Anchor.Organ == "" && out[n-1].Kind == JudgmentCitation && c.Start >= out[n-1].End && c.Start-out[n-1].End < listedGap && !strings.ContainsAny(text[out[n-1].End:c.Start], ".;") {
			c.Anchor.Organ = out[n-1].Anchor.Organ
			if c.Anchor.Forma == "" {
				c.Anchor.Forma = out[n-1].Anchor.Forma
			}
		}
		c.Por = porBefore(text, max(s.Start, c.Start-porLookBack), c.Start, c.End, s.End)
		out = append(out, c)
		prevEnd = sg.End
	}
	return out
}

// citationEnd is how far after a signature ending at lo its court and
// date may stand, up to hi: not past a semicolon, which starts the next
// reference of a list („…, I ACa 1/13, LEX nr 1; tak też SN w uchwale z
// …”), nor past the end of its note's line.
func citationEnd(text string, lo, hi int) int {
	for i := lo; i < hi; i++ {
		if text[i] == ';' || text[i] == '\n' && noteLineAt(text, i+1, hi) {
			return i
		}
	}
	return hi
}

// attachCourt gives a signature its court: one written right before it
// (part of the citation), else one starting right after it, however long
// its name ("II CSK 1/19 SN"; "…,
// IV Ca 434/14, Sąd Okręgowy w Słupsku obniżył"), else one farther before
// it in the sentence (its subject: "Sąd Najwyższy w wyroku z …, II CSK
// 1/19").
func attachCourt(c *Citation, m *mentions, sg pl.Identifier, bLo, aHi int, u *usage) {
	before := lastCourt(m.courts, bLo, sg.Start)
	if before >= 0 && sg.Start-m.courts[before].End < partOfCitation {
		c.Anchor.Organ = m.courts[before].Name
		c.Start = min(c.Start, m.courts[before].Start)
		u.court[before] = true
	} else if k := courtStarting(m.courts, sg.End, min(aHi, sg.End+courtAfterSig), aHi); k >= 0 && !u.court[k] {
		c.Anchor.Organ, c.End = m.courts[k].Name, max(c.End, m.courts[k].End)
		u.court[k] = true
	} else if before >= 0 {
		c.Anchor.Organ = m.courts[before].Name
		u.court[before] = true
	}
}

// attachDate gives a signature the date before or after it (after the
// court written after it: „I C 45/14 SR dla Warszawy-Śródmieścia w
// Warszawie, 24.10.2014 r.”, a table's signature and court/date cells).
func attachDate(c *Citation, m *mentions, sg pl.Identifier, bLo, aHi int, u *usage) {
	if k := lastDate(m.dates, max(bLo, sg.Start-dateBeforeSig), sg.Start); k >= 0 {
		c.Anchor.Data, c.Anchor.DataTekst = m.dates[k].ISO, clean(m.dates[k].Raw)
		if sg.Start-m.dates[k].End < partOfCitation {
			c.Start = min(c.Start, m.dates[k].Start)
		}
		u.date[k] = true
	} else if k := firstDate(m.dates, sg.End, min(aHi, max(sg.End, c.End)+dateAfterSig)); k >= 0 {
		c.Anchor.Data, c.Anchor.DataTekst, c.End = m.dates[k].ISO, clean(m.dates[k].Raw), max(c.End, m.dates[k].End)
		u.date[k] = true
	}
}

// attachForm gives a signature the ruling's form written before it.
func attachForm(c *Citation, m *mentions, sg pl.Identifier, bLo int, u *usage) {
	for k := len(m.forms) - 1; k >= 0; k-- {
		if f := m.forms[k]; f.Start >= bLo && f.End <= sg.Start && sg.Start-f.End < formBeforeSig {
			c.Anchor.Forma = f.Form
			if sg.Start-f.End < formInCitation {
				c.Start = min(c.Start, f.Start)
			}
			u.form[k] = true
			break
		}
	}
}

// attachPinpoint gives a signature the pinpoint after it ("II CSK 1/19,
// pkt 15") or before it with "uzasadnienia" ("pkt 15 uzasadnienia wyroku …").
func attachPinpoint(c *Citation, text string, sg pl.Identifier, bLo, aHi int) {
	if p := pinpointBefore(text[sg.End:min(aHi, sg.End+pinAfterWindow)], pinAfterStart); p != nil && !strings.Contains(text[sg.End:sg.End+p[0]], "art.") {
		c.Anchor.Pinpoint = clean(text[sg.End+p[0] : sg.End+p[1]])
	} else if pl := max(bLo, sg.Start-pinBeforeSig); pl >= 0 {
		for pl < sg.Start && text[pl]&0xC0 == 0x80 {
			pl++
		}
		if p := pinUzas(text[pl:sg.Start]); p != nil {
			c.Anchor.Pinpoint = clean(text[pl+p[0] : pl+p[1]])
		}
	}
}

// looseIdentifiers builds a citation for each ECLI or CELEX standing alone
// (a CELEX of a legal act, sector 3, cites an act).
func looseIdentifiers(text string, s Sentence, loose []pl.Identifier) []Citation {
	var out []Citation
	for _, sg := range loose {
		c := Citation{Start: sg.Start, End: sg.End, Kind: JudgmentCitation}
		if sg.Kind == pl.ECLINumber {
			c.Anchor.ECLI = sg.Canon
		} else {
			c.Anchor.CELEX = sg.Canon
			if strings.HasPrefix(sg.Canon, "3") {
				c.Kind = ActCitation
			}
		}
		c.Por = porBefore(text, max(s.Start, c.Start-porLookBack), c.Start, c.End, s.End)
		out = append(out, c)
	}
	return out
}

// actCitations builds a citation for each provision with its act (once per
// provision and act) and for each publication reference no provision took.
func actCitations(text string, s Sentence, m *mentions) []Citation {
	var out []Citation
	usedAct := make([]bool, len(m.acts))
	seen := map[string]bool{}
	for _, p := range m.provs {
		key := p.Przepis + "|" + p.Akt + "|" + p.Rel
		for k, a := range m.acts {
			if a.Start >= p.End && a.Start-p.End < actAfterProv && a.Name == p.Akt {
				usedAct[k] = true
			}
		}
		if seen[key] {
			continue
		}
		seen[key] = true
		c := Citation{Start: p.Start, End: max(p.End, p.ActEnd), Kind: ActCitation, rel: p.Rel, bare: p.Bare}
		c.Anchor.Przepis, c.Anchor.Akt, c.Anchor.Publikator = p.Przepis, p.Akt, p.Publikator
		c.Por = porBefore(text, max(s.Start, c.Start-porLookBack), c.Start, c.End, s.End)
		out = append(out, c)
	}
	for k, a := range m.acts {
		if usedAct[k] || a.Publikator == "" {
			continue
		}
		c := Citation{Start: a.Start, End: a.End, Kind: ActCitation}
		c.Anchor.Akt, c.Anchor.Publikator = a.Name, a.Publikator
		if c.Anchor.Akt == "" {
			c.Anchor.Akt = a.Publikator
		}
		c.Por = porBefore(text, max(s.Start, c.Start-porLookBack), c.Start, c.End, s.End)
		out = append(out, c)
	}
	return out
}

// shortFormCitations builds a citation for each short form with the court,
// date and pinpoint written after it, unless a signature stands right by it
// ("II CSK 1/19, cyt. wyżej" is a full citation).
func shortFormCitations(text string, s Sentence, m *mentions, u *usage) []Citation {
	var out []Citation
	for i := range m.shorts {
		sf := m.shorts[i]
		if nearSig(m.sigs, sf.Start, sf.End) {
			continue
		}
		c := Citation{Start: sf.Start, End: sf.End, Kind: ShortCitation, Short: &m.shorts[i]}
		if sf.Kind == "row" {
			// „z poz. 3”: the row's citation, no court or date of its own.
			c.Por = porBefore(text, max(s.Start, c.Start-porLookBack), c.Start, c.End, s.End)
			out = append(out, c)
			continue
		}
		hi := min(s.End, sf.End+shortPointer)
		if p := reShortForm.FindStringIndex(text[sf.End:hi]); p != nil {
			c.End = wordEndAt(text, sf.End+p[1])
		}
		if k := firstCourt(m.courts, sf.End, min(hi, sf.End+courtAfterShort)); k >= 0 {
			c.Anchor.Organ = m.courts[k].Name
			c.End = max(c.End, m.courts[k].End)
			u.court[k] = true
		}
		if k := firstDate(m.dates, sf.End, hi); k >= 0 {
			c.Anchor.Data, c.Anchor.DataTekst = m.dates[k].ISO, clean(m.dates[k].Raw)
			c.End = max(c.End, m.dates[k].End)
			u.date[k] = true
		}
		c.Anchor.Forma = sf.Form
		switch {
		case sf.Kind == "opcit":
			rulingOpCit(text, s, m, u, i, &c)
		case sf.Kind == "wyzej" && c.Anchor.Organ == "":
			courtBeforeShort(text, s, m, u, i, &c)
		}
		if p := pinpointBefore(text[sf.End:hi], pinAfterShort); p != nil {
			c.Anchor.Pinpoint = clean(text[sf.End+p[0] : sf.End+p[1]])
		}
		c.Por = porBefore(text, max(s.Start, c.Start-porLookBack), c.Start, c.End, s.End)
		out = append(out, c)
	}
	return out
}

// opCitCourtBack bounds how far before an op. cit. the court of a
// ruling's op. cit. may start ("Wyrok SO w Olsztynie, op. cit.").
const opCitCourtBack = 80

// rulingOpCit makes op. cit. i a ruling's when a court (and a ruling's
// form before it) is written right before it: "Wyrok SO w Olsztynie, op.
// cit." names no author's work but the ruling of that court cited before
// (resolve). The court and form join the citation c; the surname the
// short form took for its author ("Olsztynie") is dropped.
func rulingOpCit(text string, s Sentence, m *mentions, u *usage, i int, c *Citation) {
	sf := &m.shorts[i]
	k := lastCourt(m.courts, max(s.Start, sf.Start-opCitCourtBack), sf.Start)
	if k < 0 || strings.Trim(text[m.courts[k].End:sf.Start], " ,\u00a0") != "" {
		return
	}
	ct := m.courts[k]
	c.Anchor.Organ, c.Start, u.court[k] = ct.Name, ct.Start, true
	sf.Author = ""
	for _, f := range m.forms {
		if f.End <= ct.Start && strings.TrimSpace(text[f.End:ct.Start]) == "" {
			c.Anchor.Forma, c.Start = f.Form, f.Start
		}
	}
}

// reCourtThenShort is what may stand between a court and the back-reference
// it names: "Sąd Apelacyjny we Wrocławiu w powołanym wyżej wyroku", "Sąd
// Okręgowy, w przywołanym orzeczeniu"; a PDF's line may wrap there („Sąd
// Apelacyjny w⏎przywołanym wyżej wyroku”).
var reCourtThenShort = regexp.MustCompile(`^[ ,\x{00a0}\n]*(?:we?[ \x{00a0}\n]+)?(?:(?:już|też|także|również)[ \x{00a0}\n]+)?$`)

// courtBeforeShort gives a "wyżej powołany wyrok" back-reference the court
// written right before it ("Sąd Apelacyjny we Wrocławiu w powołanym wyżej
// wyroku wskazał"): it points to the last ruling of that court, not to the
// last ruling cited (resolve).
func courtBeforeShort(text string, s Sentence, m *mentions, u *usage, i int, c *Citation) {
	sf := &m.shorts[i]
	k := lastCourt(m.courts, max(s.Start, sf.Start-opCitCourtBack), sf.Start)
	if k < 0 || !reCourtThenShort.MatchString(text[m.courts[k].End:sf.Start]) {
		return
	}
	c.Anchor.Organ, u.court[k] = m.courts[k].Name, true
}

// reDecisionNo is an administrative decision's number after its form:
// "decyzja Prezesa UODO nr DKN.5130.1234.2020", "decyzją Prezesa UOKiK z
// dnia … nr RWA-12/2019". The number holds a digit and a dot, dash or slash.
var reDecisionNo = regexp.MustCompile(`(?:^|[^\p{L}])(?:nr|numer|znak)\.?` + sp + `*([A-ZĄĆĘŁŃÓŚŹŻ][A-Za-z]{1,9}(?:[.\-/]?[A-Za-z0-9]+)*[.\-/][A-Za-z0-9]*\d[A-Za-z0-9]*(?:[.\-/][A-Za-z0-9]+)*)`)

// reDecisionOrgan is the regulator named after "decyzja", whose decisions
// a memo cites as authority: "Prezesa UODO", "Prezesa Urzędu Ochrony
// Konkurencji i Konsumentów", "Komisji Nadzoru Finansowego". A decision of
// another office ("decyzja Urzędu Wojewódzkiego … znak GP.U.7131.107/00")
// is a fact of the case, not a source.
var reDecisionOrgan = regexp.MustCompile(`^` + sp + `+(Prezesa|Komisji|Generalnego` + sp + `+Inspektora|Rzecznika)((?:` + sp + `+(?:\p{Lu}[\p{L}]*|i|do|ds\.|spraw|w))+)`)

// decisionCitations builds a citation for each administrative decision
// cited by its number ("decyzja Prezesa UODO nr DKN.5130.1234.2020"): the
// number is its signature, the authority its organ.
func decisionCitations(text string, s Sentence, m *mentions, u *usage) []Citation {
	var out []Citation
	for k, f := range m.forms {
		if u.form[k] || f.Form != pl.FormDecyzja {
			continue
		}
		hi := min(s.End, f.End+decisionReach)
		win := text[f.End:runeEnd(text, hi)]
		no := reDecisionNo.FindStringSubmatchIndex(win)
		if no == nil {
			continue
		}
		o := reDecisionOrgan.FindStringSubmatch(win[:no[0]])
		if o == nil {
			continue
		}
		c := Citation{Start: f.Start, End: f.End + no[3], Kind: JudgmentCitation}
		c.Anchor.Sygnatura = strings.TrimRight(win[no[2]:no[3]], ".")
		c.Anchor.Forma = pl.FormDecyzja
		head := o[1]
		if head == "Prezesa" {
			head = "Prezes" // the office, in the nominative
		}
		c.Anchor.Organ = clean(head + o[2])
		if d := firstDate(m.dates, f.End, min(hi, f.End+no[0])); d >= 0 && !u.date[d] {
			c.Anchor.Data, c.Anchor.DataTekst = m.dates[d].ISO, clean(m.dates[d].Raw)
			u.date[d] = true
		}
		u.form[k] = true
		c.Por = porBefore(text, max(s.Start, c.Start-porLookBack), c.Start, c.End, s.End)
		out = append(out, c)
	}
	return out
}

// unsignedRulings builds a citation for a ruling named by court, form and
// date with no signature; a form and date with no court ("umowa z dnia …")
// names no ruling that could be looked up.
func unsignedRulings(text string, s Sentence, m *mentions, u *usage) []Citation {
	var out []Citation
	for k, f := range m.forms {
		if u.form[k] || f.Form == pl.FormOpinia || f.Form == pl.FormDecyzja {
			continue
		}
		d := firstDate(m.dates, f.End, min(s.End, f.End+dateAfterForm))
		if d < 0 || u.date[d] {
			continue
		}
		c := Citation{Start: f.Start, End: m.dates[d].End, Kind: JudgmentCitation, Unsigned: true}
		c.Anchor.Forma = f.Form
		c.Anchor.Data, c.Anchor.DataTekst = m.dates[d].ISO, clean(m.dates[d].Raw)
		u.date[d] = true
		if ck := firstCourt(m.courts, f.End, m.dates[d].Start); ck >= 0 {
			c.Anchor.Organ = m.courts[ck].Name
			u.court[ck] = true
		} else if ck := lastCourt(m.courts, max(s.Start, f.Start-courtBeforeForm), f.Start); ck >= 0 {
			c.Anchor.Organ = m.courts[ck].Name
			u.court[ck] = true
		}
		if c.Anchor.Organ == "" {
			continue
		}
		for pk, p := range m.parties {
			if !u.party[pk] && p.Start >= c.Start-partiesBefore && p.End <= c.End+partiesAfter {
				c.Anchor.Strony = p.Strony
			}
		}
		c.Por = porBefore(text, max(s.Start, c.Start-porLookBack), c.Start, c.End, s.End)
		out = append(out, c)
	}
	return out
}

// bareCourts is a weak citation for each court named alone ("SN przyjął…").
func bareCourts(m *mentions, u *usage) []Citation {
	var out []Citation
	for k, ct := range m.courts {
		if u.court[k] {
			continue
		}
		c := Citation{Start: ct.Start, End: ct.End, Kind: CourtCitation}
		c.Anchor.Organ = ct.Name
		out = append(out, c)
	}
	return out
}
