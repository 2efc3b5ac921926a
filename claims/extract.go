package claims

import (
	"fmt"
	"sort"
	"strings"

	"citeguard/pl"
)

// extractor holds the state of one Extract run.
type extractor struct {
	in      Input
	text    string
	sents   []Sentence
	quotes  []Quotation
	cits    [][]Citation // per sentence
	fnSents map[int][]int
	defined map[string]bool
	trig    [nTrig][]int // trigger words (findTriggers)
	wbuf    []word       // reused by classifyPlain
	sbuf    []Sentence   // reused by segment (a unit's sentences)
	byRef   []Footnote   // footnotes sorted by the offset of their reference
	order   []int        // sentences in reading order: a footnote after its reference
	// fnAnchor is, per footnote number, the citation that gives the
	// footnote's source: its first citation that is not a por./zob. one
	// (a resolved „Tamże” counts).
	fnAnchor map[int]*Citation
	disc     discourse         // the sources under discussion
	refresh  []cand            // the sources the current sentence's claims were anchored to
	cueCache map[int]*sentInfo // words and back-references per sentence
	// wordArena holds the words of the sentences in cueCache; it is
	// reset when the cache is.
	wordArena []word
	courtsOf  [][]pl.CourtMatch // the courts named in each sentence
	datesOf   [][]dateMatch     // the dates written in each sentence
	rows      []tableRow        // the rows of the memo's tables (rowrefs.go)
	claims    []Claim
	ignored   []Ignored
	quoted    []QuotedCitation
	own       []OwnCase
	// pieces are the quotations split over two chat messages, opening
	// piece then closing piece (messageQuotes).
	pieces [][2]Quotation
}

// Extract finds the claims of a memo. It never fails: text it cannot read as
// a claim is left out, and quotation marks that are not claims are listed in
// Result.Ignored with the reason. It is the four stages of stages.go in a
// row.
func Extract(in Input) Result {
	return Attribute(ResolveReferences(FindCitations(Segment(in))))
}

// newExtractor starts the extraction of a memo.
func newExtractor(in Input) *extractor {
	x := &extractor{in: in, text: in.Text, fnSents: map[int][]int{}, defined: map[string]bool{}, fnAnchor: map[int]*Citation{}, cueCache: map[int]*sentInfo{}}
	x.byRef = append([]Footnote(nil), in.Footnotes...)
	sort.Slice(x.byRef, func(i, j int) bool { return x.byRef[i].Ref < x.byRef[j].Ref })
	return x
}

// attributeAll classifies every sentence, in reading order: each sentence
// is attributed against the sources discussed before it, then its own
// sources join the discussion. It returns the claims in text order,
// numbered, with their pages.
func (x *extractor) attributeAll() Result {
	n := len(x.quotes)
	for _, cs := range x.cits {
		n += len(cs)
	}
	x.claims = make([]Claim, 0, n)
	for _, i := range x.order {
		x.disc.now++
		x.classify(i)
		x.remember(i)
		if len(x.cueCache) > 64 {
			clear(x.cueCache)
			x.wordArena = x.wordArena[:0]
		}
	}
	sort.SliceStable(x.claims, func(i, j int) bool { return x.claims[i].Start < x.claims[j].Start })
	x.anchorPieces()
	pages := x.pageOf()
	for i := range x.claims {
		x.claims[i].ID = fmt.Sprintf("C%d", i+1)
		x.claims[i].Page = pages(x.claims[i].Start)
	}
	sort.SliceStable(x.ignored, func(i, j int) bool { return x.ignored[i].Start < x.ignored[j].Start })
	r := Result{Claims: x.claims, Ignored: x.ignored, Quoted: x.quoted, Own: x.own}
	if r.Claims == nil {
		r.Claims = []Claim{}
	}
	if r.Ignored == nil {
		r.Ignored = []Ignored{}
	}
	if r.Quoted == nil {
		r.Quoted = []QuotedCitation{}
	}
	return r
}

// remember puts the sources sentence i discusses on the discourse stack:
// its citations (not quoted, not por./zob.; a ruling named by court and
// date only when it anchored a claim) and the sources its claims were
// anchored to.
func (x *extractor) remember(i int) {
	s := x.sents[i]
	for k := range x.cits[i] {
		c := &x.cits[i][k]
		if c.Unsigned && !c.used || x.joinedCase(c) {
			continue
		}
		x.disc.mention(c, s)
		x.disc.notePlace(c.Anchor, x.text[runeStart(x.text, max(s.Start, c.Start-80)):c.End])
		if c.Own && (x.disc.home == nil || x.disc.lower == nil) {
			x.disc.setHome(c.Anchor)
		}
	}
	for _, b := range x.refresh {
		x.disc.mentionAnchor(b.anchor, b.anchor.Przepis == "" && (b.anchor.Sygnatura != "" || b.anchor.ECLI != "" || b.anchor.Data != ""), s)
	}
	x.refresh = x.refresh[:0]
}

// joinedCase reports whether citation c names a case only as one heard
// together with the document's own ("sygn. akt KIO 1420/12 rozpatrywanej
// łącznie z niniejszym odwołaniem"): it is not a ruling the document goes
// on to discuss.
func (x *extractor) joinedCase(c *Citation) bool {
	if c.Kind != JudgmentCitation || c.End >= len(x.text) {
		return false
	}
	after := x.text[c.End:runeEnd(x.text, c.End+60)]
	return strings.Contains(after, "łącznie z") || strings.Contains(after, "do łącznego")
}

// segment cuts the text into units (blocks and footnotes), finds the
// quotations of each and splits it into sentences. A heading starts a new
// section; every block starts a new discourse paragraph, except a block
// quotation, which belongs to the paragraph that introduces it.
func (x *extractor) segment() {
	para, section := 0, 0
	x.sents = make([]Sentence, 0, len(x.text)/120+1)
	prevKind, prevColon, prevBlock := "", false, false
	var prev unit
	us := units(x.in)
	pieces, pairs := messageQuotes(x.text, us)
	x.pieces = pairs
	for k, u := range us {
		qs := withPieces(findQuotes(x.text, u.Start, u.End), pieces[k])
		introduced := prevColon && (u.Kind != BlockQuote || blockIntroduced(x.text, prev, u)) || prevBlock && prevKind == BlockQuote
		bq, isBlock := blockQuote(x.text, u, qs, introduced)
		if isBlock {
			qs = append(qs[:0], bq)
		} else {
			qs = italicQuotes(x.text, u, qs, x.in.Italics, prevColon)
		}
		x.quotes = append(x.quotes, qs...)
		switch {
		case u.Footnote != 0:
			para++
		case u.Kind == BlockHeading:
			section++
			para++
		case u.Kind == BlockQuote && prevKind != "" && prevKind != BlockHeading:
			// Same paragraph as the text that introduces it.
		case prevColon && len(qs) > 0 && onlyListMarks(x.text[u.Start:qs[0].Start]):
			// A quotation set off as a paragraph of its own (no quote
			// style: a PDF, a plain DOCX paragraph) after a paragraph
			// that ends with a colon: "Sąd dodał:" ⏎ „…”.
		default:
			para++
		}
		if u.Footnote == 0 {
			prev, prevKind, prevBlock = u, u.Kind, isBlock
			prevColon = strings.HasSuffix(strings.TrimRight(x.text[u.Start:u.End], " \t\n\u00a0"), ":")
		}
		x.sbuf = splitSentences(x.sbuf[:0], x.text, u, qs)
		for _, s := range x.sbuf {
			s.Para, s.Section = para, section
			if s.Footnote != 0 {
				x.fnSents[s.Footnote] = append(x.fnSents[s.Footnote], len(x.sents))
			}
			x.sents = append(x.sents, s)
		}
	}
}

// headerMax is how far into a document its header may give the document's
// own case signature.
const headerMax = 600

// maxOwnCaseNumber bounds the length of what follows „Sygn. akt” on the
// line of a document's own case number („: I C 877/26”, „I ACa 1234/25”).
const maxOwnCaseNumber = 28

// headerCase reports whether citation c is the document's own case: a
// signature after "Sygn. akt" / "Sygnatura akt" at the start of a line in
// its first lines (the citation may begin with the court named on the
// lines above it).
func (x *extractor) headerCase(c *Citation) bool {
	if c.Start > headerMax || c.Anchor.Sygnatura == "" || c.InQuote || c.Por {
		return false
	}
	lo := max(0, c.Start-24)
	for lo > 0 && x.text[lo]&0xC0 == 0x80 {
		lo--
	}
	win := strings.ToLower(x.text[lo:c.End])
	for _, cue := range pl.OwnCaseCues.List() {
		k := strings.Index(win, cue)
		if k < 0 {
			continue
		}
		at := lo + k
		line := x.text[strings.LastIndexByte(x.text[:at], '\n')+1 : at]
		end := len(x.text)
		if e := strings.IndexByte(x.text[at:], '\n'); e >= 0 {
			end = at + e
		}
		// The line holds the cue and the case number alone: „Sygn. akt
		// II CSK 1/19 – wyrok SN z …” is a ruling's label.
		alone := len(strings.TrimSpace(x.text[min(at+len(cue), end):end])) <= maxOwnCaseNumber
		if alone && strings.Trim(line, " \t\u00a0") == "" && (at >= c.Start || strings.TrimRight(x.text[at+len(cue):c.Start], " :\u00a0\t") == "") {
			return true
		}
	}
	return false
}

// markOwnCase marks the citations of the document's own case (Own): the
// first signature its header gives after "Sygn. akt" at the start of a
// line (headerCase), the ruling a pleading's petition is brought against
// (petitionCase), and each of those signatures wherever it is written
// again.
func (x *extractor) markOwnCase() {
	own := map[string]bool{}
	header := false
	for i := range x.cits {
		for k := range x.cits[i] {
			c := &x.cits[i][k]
			if c.Kind != JudgmentCitation || c.Anchor.Sygnatura == "" {
				continue
			}
			if !header && (x.headerCase(c) || x.thisCase(c)) {
				own[c.Anchor.Sygnatura], header = true, true
			}
			if len(own) < maxOwnCases && x.petitionCase(i, c) {
				own[c.Anchor.Sygnatura] = true
			}
			if own[c.Anchor.Sygnatura] && !c.InQuote {
				c.Own = true
			}
		}
	}
}

// maxOwnCases is how many signatures a document's own case has: its own
// and the one of the ruling it appeals.
const maxOwnCases = 2

// petitionMax is how far into a document its petition may stand: a
// pleading asks for what it asks in its opening.
const petitionMax = 4000

// petitionCase reports whether citation c is the ruling a pleading's
// petition is brought against — its sentence, near the top, opens the
// pleading in the first person (pl.PetitionCues: „Działając w imieniu
// pozwanego, w odpowiedzi na apelację powoda od wyroku Sądu Okręgowego w
// … z dnia …, sygn. akt I C 455/25, wnoszę o oddalenie apelacji”,
// „zaskarżam w całości wyrok …”) and names the ruling as what is
// appealed (pl.AppealedRulingCues: „od wyroku”, „na postanowienie”): the
// same case one instance below, not a source the pleading cites.
func (x *extractor) petitionCase(i int, c *Citation) bool {
	if c.Start > petitionMax || c.InQuote || c.Por {
		return false
	}
	st := x.sents[i]
	sent := strings.ToLower(x.text[st.Start:st.End])
	first := false
	for _, cue := range pl.PetitionCues.List() {
		if strings.Contains(sent, cue) {
			first = true
			break
		}
	}
	if !first {
		return false
	}
	lo := max(st.Start, c.Start-petitionReach)
	for lo > st.Start && x.text[lo]&0xC0 == 0x80 {
		lo--
	}
	before := strings.ToLower(x.text[lo:min(c.End, c.Start+petitionReach)])
	for _, cue := range pl.AppealedRulingCues.List() {
		if strings.Contains(before, cue) {
			return true
		}
	}
	return false
}

// petitionReach is how far before a ruling's citation its petition
// names it as what is appealed („od wyroku Sądu Okręgowego w …”).
const petitionReach = 64

// thisCase reports whether citation c is introduced as the document's own
// case: „w niniejszej sprawie (sygn. akt I C 1/26)”, „w sprawie niniejszej,
// I C 1/26” — a pleading whose case number stands only in its page header
// (which the extractor is not given).
func (x *extractor) thisCase(c *Citation) bool {
	if c.Anchor.Sygnatura == "" || c.InQuote || c.Por {
		return false
	}
	lo := max(0, c.Start-48)
	for lo > 0 && x.text[lo]&0xC0 == 0x80 {
		lo--
	}
	win := strings.ToLower(x.text[lo:c.Start])
	for _, p := range pl.ThisCasePhrases.List() {
		k := strings.LastIndex(win, p)
		if k < 0 {
			continue
		}
		rest := win[k:]
		for _, cue := range pl.OwnCaseCues.List() {
			rest = strings.ReplaceAll(rest, cue, "")
		}
		if !strings.ContainsAny(rest, ".;") {
			return true
		}
	}
	return false
}

// readingOrder orders the sentences as a reader meets them: a footnote
// right after the sentence that holds its reference mark.
func (x *extractor) readingOrder() {
	refs := map[int]int{}
	for _, f := range x.in.Footnotes {
		if _, dup := refs[f.Number]; !dup {
			refs[f.Number] = f.Ref
		}
	}
	keys := make([]int, len(x.sents))
	x.order = make([]int, len(x.sents))
	for i, s := range x.sents {
		x.order[i] = i
		keys[i] = s.Start * 2
		if s.Footnote != 0 {
			if r, ok := refs[s.Footnote]; ok && r >= 0 {
				// After the sentence holding the mark: its end.
				keys[i] = x.sentenceEndAt(r)*2 + 1
			}
		}
	}
	sort.SliceStable(x.order, func(a, b int) bool { return keys[x.order[a]] < keys[x.order[b]] })
	// A footnote belongs to the paragraph and section of its reference.
	last := -1
	for _, i := range x.order {
		if x.sents[i].Footnote == 0 {
			last = i
		} else if last >= 0 && keys[i]%2 == 1 {
			x.sents[i].Para, x.sents[i].Section = x.sents[last].Para, x.sents[last].Section
		}
	}
}

// sentenceEndAt returns the end of the body sentence holding offset at
// (or at, when none does).
func (x *extractor) sentenceEndAt(at int) int {
	k := sort.Search(len(x.sents), func(j int) bool { return x.sents[j].End >= at })
	for ; k < len(x.sents); k++ {
		if s := x.sents[k]; s.Footnote == 0 && s.Start <= at+2 && at <= s.End+2 {
			return s.End
		}
		if x.sents[k].Start > at+2 {
			break
		}
	}
	return at
}

// pageOf returns a function that gives the 1-based page holding an
// offset, or 0 when pages are not known (binary search: linear overall).
func (x *extractor) pageOf() func(int) int {
	ps := x.in.Pages
	sorted := sort.SliceIsSorted(ps, func(i, j int) bool { return ps[i].End < ps[j].End })
	return func(at int) int {
		if !sorted {
			for i, p := range ps {
				if at >= p.Start && at < p.End {
					return i + 1
				}
			}
			return 0
		}
		k := sort.Search(len(ps), func(i int) bool { return ps[i].End > at })
		if k < len(ps) && ps[k].Start <= at {
			return k + 1
		}
		return 0
	}
}
