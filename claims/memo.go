package claims

import (
	"citeguard/pl"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The memo's own voice. A sentence in which the memo concludes about its
// client's case, or applies a provision to it, names a source as the
// ground of its own reasoning; it does not restate what the source says,
// so its words cannot be checked against the source's (accuracy README
// §2: "applying or arguing about a provision is not paraphrasing it"; the
// lead's classes 1 and 7). Such a sentence gives a powołanie: the source is
// checked for existence only.

// memoVoice reports whether the words (outside quotations) speak in the
// memo's own voice about its case: the first person plural („rekomendujemy”,
// „uważamy”, „jesteśmy”), „naszym zdaniem”, „w naszej ocenie”, the
// client („Klient”, „Mocodawca”, „Spółka” written with a capital inside
// the sentence), or the prospects of its case („szanse powodzenia”,
// „ryzyko procesowe”).
func (x *extractor) memoVoice(s Sentence, ws []word) bool {
	for k, w := range ws {
		if len(w.s) < 4 {
			continue
		}
		if !voiceFirst[w.s[0]] && w.s[len(w.s)-1] != 'y' {
			continue // none of the words below
		}
		switch {
		case firstPersonPlural(w.s), pl.OurWords.Has(w.s), clientWord(w.s):
			return true
		case k > 0 && strings.HasPrefix(w.s, "spółk"):
			if r, _ := utf8.DecodeRuneInString(x.text[s.Start+w.start:]); unicode.IsUpper(r) {
				return true // the memo's defined term for its client
			}
		case strings.HasPrefix(w.s, "szans") && k+1 < len(ws) && (strings.HasPrefix(ws[k+1].s, "powodzeni") || ws[k+1].s == "na"):
			return true
		case strings.HasPrefix(w.s, "ryzyk") && k+1 < len(ws) && strings.HasPrefix(ws[k+1].s, "procesow"):
			return true
		case strings.HasPrefix(w.s, "rekomend") || strings.HasPrefix(w.s, "rekomenduj"):
			return true
		}
	}
	return false
}

// voiceFirst are the first bytes of the words memoVoice looks for (but the
// first person plural, which ends with "y"): the memo's possessives, its
// client, and "rekomend…", "ryzyk…", "spółk…", "szans…".
var voiceFirst = func() (t [256]bool) {
	for _, set := range []pl.WordSet{pl.OurWords, pl.ClientStems} {
		for _, w := range set.List() {
			t[w[0]] = true
		}
	}
	t['r'], t['s'] = true, true
	return
}()

// clientWord reports whether w names the memo's client.
func clientWord(w string) bool { return pl.ClientStems.HasPrefixOf(w) }

// firstPersonPlural reports whether w is a verb in the first person
// plural: „rekomendujemy”, „oceniamy”, „uważamy”, „jesteśmy”, „stoimy”.
func firstPersonPlural(w string) bool {
	if len(w) < 4 || w[len(w)-1] != 'y' {
		return false
	}
	if strings.HasSuffix(w, "śmy") || pl.WeVerbs.Has(w) {
		return true
	}
	if utf8.RuneCountInString(w) < 7 || pl.NotWeVerbs.Has(w) || pl.NotWeStems.HasPrefixOf(w) {
		return false
	}
	// The endings of the present tense (-ujemy, -ajemy, -iamy, -amy, -imy,
	// -ziemy, -żemy); not -emy or -ymy alone (problemy, systemy, rymy).
	for _, suf := range []string{"ujemy", "ajemy", "iamy", "amy", "imy", "ziemy", "żemy", "szemy"} {
		if strings.HasSuffix(w, suf) {
			return true
		}
	}
	return false
}

// groundBefore reports whether citation c is introduced as the ground of
// an argument.
func (x *extractor) groundBefore(c *Citation, s Sentence) bool {
	for _, w := range lastWords(x.text[max(s.Start, c.Start-30):c.Start], 2) {
		if pl.GroundWords.Has(w) {
			return true
		}
	}
	return false
}

// evaluation are the words of the memo's evaluation of a claim or a
// pleading: „należy uznać za przedwczesne”, „jest bezzasadne”.
func evaluation(ws []word) bool {
	for k, w := range ws {
		switch {
		case pl.EvaluationModals.Has(w.s) && k+1 < len(ws) && pl.EvalVerbs.Has(ws[k+1].s):
			return true
		case pl.EvaluationStems.HasPrefixOf(w.s):
			return true
		}
	}
	return false
}

// memoConclusion reports whether sentence s is the memo's own conclusion
// that only names ruling c as its ground: „Roszczenie Spółki – wobec
// wyroku SK 1/01 – nie ma szans powodzenia”, „W świetle uchwały III CZP
// 1/01 powództwo należy uznać za przedwczesne”, „Odwołanie Klienta należy
// uznać za zasadne (wyrok KIO …)”. A legal proposition with its ruling
// („Odpowiedzialność przewoźnika nie zależy od winy (wyrok SN …)”) is a
// paraphrase of the ruling.
func (x *extractor) memoConclusion(s Sentence, c *Citation, ws []word) bool {
	if x.memoVoice(s, ws) {
		return true
	}
	if !evaluation(ws) {
		return false
	}
	if x.groundBefore(c, s) {
		return true
	}
	for _, w := range ws {
		if pl.CaseNouns.Has(w.s) {
			return true
		}
	}
	return false
}

// caseWords name the memo's own case: „w niniejszej sprawie”, „w
// przedmiotowej sprawie”, „w analizowanej sprawie”, „w okolicznościach
// sprawy”, „zaskarżona decyzja” — not „niniejsza ustawa”, „zaskarżony
// przepis”, the act itself.
func caseWords(ws []word) bool {
	for k, w := range ws {
		switch {
		case hasPrefixAny(w.s, "analizowan", "omawian", "rozpoznawan", "rozpatrywan") && !strings.HasSuffix(w.s, "ia") && k+1 < len(ws) && strings.HasPrefix(ws[k+1].s, "spraw"):
			return true // „w analizowanej sprawie”
		case hasPrefixAny(w.s, "niniejsz", "przedmiotow", "zaskarżon"):
			if k+1 < len(ws) && pl.ActNouns.Has(ws[k+1].s) {
				continue // „niniejszej ustawy”, „zaskarżonej ustawy”: the act itself
			}
			return true
		case (w.s == "okolicznościach" || w.s == "realiach") && k+1 < len(ws) && strings.HasPrefix(ws[k+1].s, "spraw"):
			return true
		}
	}
	return false
}

// appliesProvision reports whether a sentence that names provision c with
// "zgodnie z", "stosownie do", "w myśl" or "wynika z" applies it to the
// memo's case instead of restating it: the provision only closes the
// sentence as its basis („Odpowiedzialność pozwanego wynika z art. 415
// k.c. w zw. z art. 361 k.c.”), or the clause speaks of the case — the
// memo's voice or client, „w niniejszej sprawie”, a subject the memo
// pointed to before („okres ten”, „umowa ta”), a party singled out („to
// pozwany powinien wykazać”), the date of an event
// („po wezwaniu z dnia 5 marca 2021 r.”), what should have happened
// („pozwany powinien był zapłacić”). What the provision
// itself says — „art. 5 k.c. stanowi, że …” — is always a restatement.
func (x *extractor) appliesProvision(c *Citation, s Sentence, cs []Citation, ws []word) bool {
	if x.provisionCloses(c, s, cs) {
		return true
	}
	if x.provisionSpeaks(c, s) {
		return false // "art. 5 k.c. stanowi, że …", "art. 415 k.c., który stanowi, że …"
	}
	// The memo's comment after the restatement (", co … miało miejsce w
	// analizowanej sprawie") does not make it an application.
	if k := strings.Index(x.text[c.End:s.End], ", co "); k >= 0 {
		end := c.End + k
		for n, w := range ws {
			if s.Start+w.start >= end {
				ws = ws[:n]
				break
			}
		}
	}
	if x.memoVoice(s, ws) || caseWords(ws) {
		return true
	}
	// The words after the provision: ws is in the sentence's order.
	n := 0
	for n < len(ws) && s.Start+ws[n].start < c.End {
		n++
	}
	after := ws[n:]
	for k, w := range after {
		switch {
		case k < 3 && k > 0 && (w.s == "ten" || w.s == "ta" || w.s == "te") && utf8.RuneCountInString(after[k-1].s) > 3 && !pl.ActNouns.Has(after[k-1].s):
			return true // „Stosownie do art. 22 k.p. okres ten ulega przedłużeniu”
		case k < 2 && w.s == "to" && k+1 < len(after) && (pl.PartyWords.Has(after[k+1].s) || clientWord(after[k+1].s)):
			return true // „Stosownie do art. 6 k.c. to pozwany powinien wykazać …”
		case (w.s == "był" || w.s == "była" || w.s == "było") && k > 0 && strings.HasPrefix(after[k-1].s, "powinn"),
			w.s == "był" && k > 0 && after[k-1].s == "powinien":
			return true // „pozwany powinien był spełnić świadczenie”
		}
	}
	for _, d := range x.datesOf[c.sent] {
		if d.Start >= c.End && !inCitation(cs, d.Start) && x.eventDate(d.Start) {
			return true // „po wezwaniu z dnia 5 marca 2021 r.”
		}
	}
	return false
}

// provisionSpeaks reports whether provision c speaks itself: "stanowi",
// "przewiduje", "brzmi", "który stanowi" among the first words after it.
func (x *extractor) provisionSpeaks(c *Citation, s Sentence) bool {
	if c.End >= s.End {
		return false
	}
	for k, w := range wordsOf(x.text[c.End:runeEnd(x.text, min(s.End, c.End+40))]) {
		if k == 3 {
			break
		}
		if pl.StatuteIntro.Has(w.s) || pl.RestateVerbs.Has(w.s) && w.s != "wynika" {
			return true
		}
	}
	return false
}

// provisionCloses reports whether provision c (with the provisions listed
// after it) ends the sentence introduced by "wynika z" / "wynikają z":
// „Odpowiedzialność pozwanego wynika z art. 415 k.c. w zw. z art. 361
// k.c.” names the basis; „Z art. 6 k.c. wynika, że …” restates.
func (x *extractor) provisionCloses(c *Citation, s Sentence, cs []Citation) bool {
	lw := lastWords(x.text[max(s.Start, c.Start-30):c.Start], 2)
	if len(lw) != 2 || lw[1] != "z" || !strings.HasPrefix(lw[0], "wynika") {
		return false
	}
	at := c.End
	for k := range cs {
		o := &cs[k]
		if o.Start < at || o.Kind != ActCitation {
			continue
		}
		if !listGap(x.text[at:o.Start]) {
			break
		}
		at = o.End
	}
	return strings.Trim(x.text[at:s.End], " .;,)\u00a0\n") == "" || onlyClosing(x.text[at:s.End])
}

// inCitation reports whether offset at lies inside a citation of cs (a
// ruling's date, an act's).
func inCitation(cs []Citation, at int) bool {
	for k := range cs {
		if at >= cs[k].Start && at < cs[k].End {
			return true
		}
	}
	return false
}

// eventDate reports whether the date at offset at dates an event of the
// case ("wezwaniem z dnia …", "umową z dnia …") rather than an act ("ustawy
// z dnia 22 maja 2003 r.") or the time a rule applies from ("od dnia …",
// "do 31 grudnia 2003 r.").
func (x *extractor) eventDate(at int) bool {
	lw := lastWords(x.text[max(0, at-60):at], 4)
	if len(lw) < 2 || lw[len(lw)-1] != "dnia" && lw[len(lw)-1] != "z" {
		return false
	}
	if lw[len(lw)-1] == "dnia" && (len(lw) < 3 || lw[len(lw)-2] != "z") {
		return false
	}
	for _, w := range lw {
		if pl.ActStems.HasPrefixOf(w) {
			return false
		}
	}
	return true
}
