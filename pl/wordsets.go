package pl

import (
	"fmt"
	"strconv"
	"strings"
)

// The word sets of the claim extractor (data/words.txt) and the
// repertories of the signature grammar (data/repertories.txt).

// WordSet is one set of words.txt: words looked up whole (Has), prefixes
// (HasPrefixOf) or phrases (List), as its variable's comment says.
type WordSet struct {
	words map[string]bool
	list  []string
}

// Has reports whether w (lower case) is one of the set's words.
func (s WordSet) Has(w string) bool { return s.words[w] }

// HasPrefixOf reports whether one of the set's entries starts w.
func (s WordSet) HasPrefixOf(w string) bool {
	for _, p := range s.list {
		if strings.HasPrefix(w, p) {
			return true
		}
	}
	return false
}

// List returns the set's entries in the order of the file.
func (s WordSet) List() []string { return append([]string(nil), s.list...) }

// Len is the number of entries.
func (s WordSet) Len() int { return len(s.list) }

func (s *WordSet) add(w string) {
	if s.words == nil {
		s.words = map[string]bool{}
	}
	if !s.words[w] {
		s.words[w] = true
		s.list = append(s.list, w)
	}
}

// ParseWordSets reads sets in the format of words.txt: "[name]" opens a
// set; a line of words adds each word, a line in double quotes (Go
// syntax) one entry verbatim, "@name" every entry of another set; "#"
// starts a comment line. file names the text in errors.
func ParseWordSets(file, txt string) (map[string]WordSet, error) {
	raw, order, err := readSections(file, txt)
	if err != nil {
		return nil, err
	}
	out := map[string]WordSet{}
	state := map[string]int{} // 1 resolving, 2 done
	var resolve func(name string, at int) error
	resolve = func(name string, at int) error {
		switch state[name] {
		case 1:
			return fmt.Errorf("%s line %d: @%s includes itself", file, at, name)
		case 2:
			return nil
		}
		lines, ok := raw[name]
		if !ok {
			return fmt.Errorf("%s line %d: no set %s", file, at, name)
		}
		state[name] = 1
		var s WordSet
		for _, l := range lines {
			switch {
			case strings.HasPrefix(l.text, "@"):
				inc := l.text[1:]
				if err := resolve(inc, l.n); err != nil {
					return err
				}
				for _, w := range out[inc].list {
					s.add(w)
				}
			case strings.HasPrefix(l.text, `"`):
				w, err := strconv.Unquote(l.text)
				if err != nil || w == "" {
					return fmt.Errorf("%s line %d: %s is not a quoted entry", file, l.n, l.text)
				}
				s.add(w)
			default:
				for _, w := range strings.Fields(l.text) {
					s.add(w)
				}
			}
		}
		if len(s.list) == 0 {
			return fmt.Errorf("%s: set %s is empty", file, name)
		}
		out[name] = s
		state[name] = 2
		return nil
	}
	for _, name := range order {
		if err := resolve(name, 0); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// sectionLine is one line of a section, with its number in the file.
type sectionLine struct {
	n    int
	text string
}

// readSections reads the layout shared by words.txt, repertories.txt and
// matchwords.txt: "[name]" opens a section, "#" starts a comment line,
// every other non-blank line (trimmed) is the open section's. It returns
// each section's lines and the sections in order.
func readSections(file, txt string) (map[string][]sectionLine, []string, error) {
	raw := map[string][]sectionLine{}
	var order []string
	cur := ""
	for n, l := range strings.Split(txt, "\n") {
		l = strings.TrimSpace(l)
		switch {
		case l == "" || strings.HasPrefix(l, "#"):
			continue
		case strings.HasPrefix(l, "["):
			if !strings.HasSuffix(l, "]") || len(l) < 3 || strings.ContainsAny(l[1:len(l)-1], " \t[]@\"") {
				return nil, nil, fmt.Errorf("%s line %d: %q is not a set's name in brackets", file, n+1, l)
			}
			cur = l[1 : len(l)-1]
			if _, dup := raw[cur]; dup {
				return nil, nil, fmt.Errorf("%s line %d: set %s twice", file, n+1, cur)
			}
			raw[cur] = nil
			order = append(order, cur)
		case cur == "":
			return nil, nil, fmt.Errorf("%s line %d: an entry before the first [set]", file, n+1)
		default:
			raw[cur] = append(raw[cur], sectionLine{n + 1, l})
		}
	}
	return raw, order, nil
}

// wordSets are words.txt; repertories are repertories.txt.
var (
	wordSets    = mustParse(ParseWordSets("words.txt", wordsTXT))
	repertories = mustParse(ParseWordSets("repertories.txt", repertoriesTXT))
)

// wordSet returns a set of words.txt (a set a variable below names must
// be in the file: the package's initialization fails, and so every test,
// when it is not).
func wordSet(name string) WordSet { return setOf(wordSets, "words.txt", name) }

// setOf returns the set name of sets, read from file.
func setOf(sets map[string]WordSet, file, name string) WordSet {
	s, ok := sets[name]
	if !ok {
		panic("pl: " + file + " has no set " + name)
	}
	return s
}

// The word sets, looked up by Has unless the comment says otherwise. The
// file says what each holds, with examples.
var (
	// InnerParticles may stand inside a phrase without changing it
	// ("Zgodnie zaś z art. 28 k.c."); the engine's particles are matchwords.txt's.
	InnerParticles = wordSet("particles")
	// Connectives may stand before a reporting verb that starts a sentence.
	Connectives = wordSet("connectives")
	// Therefore are the conjunctions of a conclusion („więc”, „zatem”): the
	// memo's own inference after a ruling's position („…, a więc odsetki
	// dopiero od tego dnia”).
	Therefore = wordSet("therefore")
	// ContinuationWords make up a bare lead-in that goes on quoting the
	// source quoted before: „I dalej:”, „A następnie:”.
	ContinuationWords = wordSet("continuationWords")
	// ClauseOpeners may open a clause before "zgodnie z art. …".
	ClauseOpeners = wordSet("clauseOpeners")
	// LeadFillers stand between the comma of a lead-in and its verb.
	LeadFillers = wordSet("leadFillers")
	// PositionFillers stand between a participle and its "że".
	PositionFillers = wordSet("positionFillers")
	// ListAfterA, after "a", continue a list ("a także").
	ListAfterA = wordSet("listAfterA")
	// BreakWords open a clause of their own between two citations.
	BreakWords = wordSet("breakWords")
	// ReasonWords give the reason a court gave ("…, ponieważ …").
	ReasonWords = wordSet("reasonWords")
	// ReasonTails open the reason after a procedural fact („…, bo …”):
	// no part of the fact's text.
	ReasonTails = wordSet("reasonTails")
	// Conditionals before a court make it hypothetical ("Gdyby Sąd uznał").
	Conditionals = wordSet("conditionals")
	// OpinionWords, before a court, give its view ("zdaniem Sądu").
	OpinionWords = wordSet("opinionWords")
	// OwnCaseCues are the phrases before a document's own case number
	// („Sygn. akt”), lower case (List).
	OwnCaseCues = wordSet("ownCaseCues")
	// ThisCasePhrases introduce the document's own case number in its
	// text („w niniejszej sprawie”), lower case (List).
	ThisCasePhrases = wordSet("thisCasePhrases")
	// ThenPointers are the adverbs by which a procedural fact points back
	// to the ruling under discussion („SO oddalił tam zażalenie”, „Sąd
	// Najwyższy uchylił wówczas wyrok”).
	ThenPointers = wordSet("thenPointers")
	// PetitionCues are the first-person words of a pleading's petition
	// („działając w imieniu”, „wnoszę o”), lower case (List).
	PetitionCues = wordSet("petitionCues")
	// AppealedRulingCues stand before the ruling a petition appeals
	// („od wyroku”, „na postanowienie”), lower case (List).
	AppealedRulingCues = wordSet("appealedRulingCues")
	// AppealedRulingRefs refer back to the ruling a pleading appeals
	// („zaskarżony wyrok”, „w zaskarżonym postanowieniu”), lower case (List).
	AppealedRulingRefs = wordSet("appealedRulingRefs")
	// ReportativeAux and ReportInfinitives report a court's words by
	// hearsay („SN miał stwierdzić”), lower case (Has).
	ReportativeAux    = wordSet("reportativeAux")
	ReportInfinitives = wordSet("reportInfinitives")
	// OutsideOrigins are the stems of documents outside the library a
	// memo quotes („umowa”, „polisa”, „OWU”, „e-mail”), lower case
	// (HasPrefixOf).
	OutsideOrigins = wordSet("outsideOrigins")
	// NotOutsideOrigins start like OutsideOrigins and name no such
	// document („piśmiennictwo”), lower case (HasPrefixOf).
	NotOutsideOrigins = wordSet("notOutsideOrigins")
	// InternalDocuments (HasPrefixOf) are the stems of a company's
	// internal documents („polityka”, „procedura”, „instrukcja”,
	// „zarządzenie”): an outside document only when named as one —
	// after DocumentHeads or DocumentUnits, before InternalMarks or
	// OutsideOwners, or opening a quoted title.
	InternalDocuments = wordSet("internalDocuments")
	// DocumentHeads, right before a document's name or its quoted title,
	// make it a document („projekt dokumentu „…””).
	DocumentHeads = wordSet("documentHeads")
	// InternalMarks (HasPrefixOf), right after an internal document's
	// noun, make it one („zarządzenie wewnętrzne”).
	InternalMarks = wordSet("internalMarks")
	// OutsideLeadIns, up to three words before an outside document's name,
	// make it the origin of the quotation that follows („zgodnie z
	// klauzulą 7 umowy”).
	OutsideLeadIns = wordSet("outsideLeadIns")
	// OutsideOwners, right after an outside document's name, say whose it
	// is („oświadczenie sprawcy”, „pismo pozwanego”).
	OutsideOwners = wordSet("outsideOwners")
	// RowPointers name a row of the memo's own table before its number
	// („z poz. 3”, „lp. 2”, „w wierszu 4”; Has, lower case).
	RowPointers = wordSet("rowPointers")
	// RowPointerLeads are the words that stand right before a row
	// pointer („z”, „w”, „pod”; Has), where a publication's "poz." has a
	// year or a number.
	RowPointerLeads = wordSet("rowPointerLeads")
	// PinpointWords are the words of a pinpoint beside its numbers
	// („pkt 1 sentencji”, „s. 12”).
	PinpointWords = wordSet("pinpointWords")
	// SourceLineLabels open a source line set after what it gives the
	// source of („**Źródło:** wyrok …”, „Podstawa: …”), lower case.
	SourceLineLabels = wordSet("sourceLineLabels")
	// PartySpeakers are the parties (and their adjusters, experts,
	// attorneys) whose words a memo quotes, in the nominative
	// („Likwidator odpisał, że „…””).
	PartySpeakers = wordSet("partySpeakers")
	// TermsAdjectives and TermsNouns (both HasPrefixOf) spell out an
	// outside document's terms („ogólne warunki ubezpieczenia”);
	// ReplyNouns name a party's reply when one of OutsideOwners follows.
	TermsAdjectives = wordSet("termsAdjectives")
	TermsNouns      = wordSet("termsNouns")
	ReplyNouns      = wordSet("replyNouns")
	// DocumentUnits are the words of a unit of an outside document
	// („par.”, „ust.”, „pkt”).
	DocumentUnits = wordSet("documentUnits")
	// OutsideVerbs are the verbs by which a document's author says what it
	// holds („W piśmie … pozwany napisał:”, „W umowie strony zapisały:”).
	OutsideVerbs = wordSet("outsideVerbs")
	// DocumentRelatives open, after „w”, a relative clause about an
	// outside document's content („Pismo pozwanego, w którym twierdzi on, że
	// „…””).
	DocumentRelatives = wordSet("documentRelatives")
	// CaseLawAtLarge are the words of case law or the literature in
	// general („orzecznictwo przyjmuje”, „w judykaturze przyjmuje się”,
	// „utrwalony pogląd”), not of one ruling.
	CaseLawAtLarge = wordSet("caseLawAtLarge")
	// RelativeWhich are the forms of „który” that open a relative clause
	// before a quotation („ogólne warunki, zgodnie z którymi „…””).
	RelativeWhich = wordSet("relativeWhich")
	// DocumentParts name a part of an outside document („postanowienie”,
	// „zastrzeżenie”, „klauzula”): the quotation's origin when the lead-in
	// names the document as well.
	DocumentParts = wordSet("documentParts")
	// OutsideClauseNouns name the part of an outside document quoted
	// („OWU mają podobny zapis („…”)”).
	OutsideClauseNouns = wordSet("outsideClauseNouns")
	// ResolutionHeads (HasPrefixOf) name a resolution, an outside document
	// when one of ResolutionOwners follows („uchwała wspólników”), a ruling
	// otherwise („uchwała SN”).
	ResolutionHeads  = wordSet("resolutionHeads")
	ResolutionOwners = wordSet("resolutionOwners")
	// ProvisionOutsideDocs, right after a provision's numbers, make it a
	// unit of an outside document („art. 12 umowy”, „§ 4 ust. 2 OWU”).
	ProvisionOutsideDocs = wordSet("provisionOutsideDocs")
	// OpenerWords open a sentence with a provision it goes on after.
	OpenerWords = wordSet("openerWords")

	// CourtHeads name a court without naming which one ("sąd").
	CourtHeads = wordSet("courtHeads")
	// SubjectWords name an adjudicator (with IsCourtAbbrev).
	SubjectWords = wordSet("subjectWords")
	// PartyWords name a party to a case.
	PartyWords = wordSet("partyWords")
	// ClientStems start the words that name the memo's client (HasPrefixOf).
	ClientStems = wordSet("clientStems")
	// OurWords are the memo's possessives ("naszym zdaniem").
	OurWords = wordSet("ourWords")
	// WeVerbs are short first-person plural verbs; NotWeVerbs look like one.
	WeVerbs    = wordSet("weVerbs")
	NotWeVerbs = wordSet("notWeVerbs")
	// GroundWords, last before a ruling, make it the memo's ground.
	GroundWords = wordSet("groundWords")
	// EvaluationModals and EvalVerbs make the memo's evaluation ("należy
	// uznać").
	EvaluationModals = wordSet("modalWords")
	EvalVerbs        = wordSet("evalVerbs")
	// NotWeStems start the words that end like a first-person plural and
	// are none (HasPrefixOf).
	NotWeStems = wordSet("notWeStems")
	// EvaluationStems start the words of the memo's evaluation
	// ("bezzasadne"; HasPrefixOf).
	EvaluationStems = wordSet("evaluationStems")
	// CaseNouns name the pleadings and claims of a case.
	CaseNouns = wordSet("caseNouns")
	// ActStems are pieces of the names of acts (HasPrefixOf of a word, or
	// found in running text).
	ActStems = wordSet("actStems")
	// ActNouns name an act or a provision itself.
	ActNouns = wordSet("actNouns")
	// ActTitleOpenings start the title of an act quoted after its name
	// (verbatim entries, looked up as prefixes of the quotation).
	ActTitleOpenings = wordSet("actTitleOpenings")

	// StanowiskoVerbs report a court's position ("przyjął").
	StanowiskoVerbs = wordSet("stanowiskoVerbs")
	// AdoptVerbs adopt or take a view named by ViewNouns ("podzielił
	// pogląd", "zajął stanowisko", "doszedł do wniosku").
	AdoptVerbs = wordSet("adoptVerbs")
	// FormulateVerbs formulate a court's position, the manner after them
	// („ujął to tak, że”, „sformułował to w ten sposób, że”).
	FormulateVerbs = wordSet("formulateVerbs")
	// ConformityWords, after „uznał/uznano za”, are the Constitutional
	// Tribunal's holding on a provision („za zgodny z Konstytucją”).
	ConformityWords = wordSet("conformityWords")
	ViewNouns       = wordSet("viewNouns")
	// DenyingFrames, after "nie", deny the court's view reported after
	// them ("Nie oznacza to, że Sąd przyjął, że …").
	DenyingFrames = wordSet("denyingFrames")
	// ReportVerbs report what a court said ("dodał").
	ReportVerbs = wordSet("reportVerbs")
	// Participles introduce a quotation after a procedural fact.
	Participles = wordSet("participles")
	// InsertParticiples open a clause inserted between a court and its
	// reporting verb that names what the court discussed ("Sąd Okręgowy,
	// omawiając art. 446 k.c., zauważył").
	InsertParticiples = wordSet("insertParticiples")
	// ProcedureWords are the verbs of a procedural fact ("oddalił").
	ProcedureWords = wordSet("procedureWords")
	// ProcedureBy are instrumentals besides the ruling forms' that, before
	// "z", state a procedural fact ("nakazem z dnia").
	ProcedureBy = wordSet("procedureBy")
	// PastNouns are nouns shaped like a past tense verb ("artykuł").
	PastNouns = wordSet("pastNouns")

	// StatuteIntro let a provision speak ("stanowi").
	StatuteIntro = wordSet("statuteIntro")
	// RestateVerbs, right after a provision, say what it provides.
	RestateVerbs = wordSet("restateVerbs")
	// AccordWords open an accord with a provision named before ("zgodnie
	// z tym przepisem"), which needs no verb after it.
	AccordWords = wordSet("accordWords")
	// ProcedureParticiples tell, after a court's words, what it did in
	// that ruling ("…, oddalając kasację …").
	ProcedureParticiples = wordSet("procedureParticiples")
	// RelativePointers point back to the provision named last after a
	// unit of it ("§ 3 tego artykułu"); RelativeProvisionNouns are the
	// nouns after them ("artykułu", "przepisu").
	RelativePointers       = wordSet("relativePointers")
	RelativePronouns       = wordSet("relativePronouns") // "jego § 3"
	RelativeProvisionNouns = wordSet("relativeProvisionNouns")
	// WordingNouns, after "z" or "w" before a quotation, let the provision
	// named right after it speak ("zgodnie z brzmieniem („…”) art. 24").
	WordingNouns = wordSet("wordingNouns")
	// AfterQuoteVerbs, between a quotation and the provision named after
	// it, make the quoted words the provision's ("„…” — stanowi art. 6");
	// AfterQuoteFillers may stand with them ("„…”, jak stanowi art. 5").
	AfterQuoteVerbs   = wordSet("afterQuoteVerbs")
	AfterQuoteFillers = wordSet("afterQuoteFillers")
	// TopicWords, last before a provision, make it the topic ("w świetle").
	TopicWords = wordSet("topicWords")
	// SourceOfContent, before "z art.", make it the source ("zgodnie z").
	SourceOfContent = wordSet("sourceOfContent")
	// ChargeWords, opening a quotation, make it a party's charge ("poprzez").
	ChargeWords = wordSet("chargeWords")
	// TitleBreaks end an act's title read up to punctuation (phrases:
	// List, each found with strings.Index).
	TitleBreaks = wordSet("titleBreaks")

	// PorWords introduce a bare reference ("por.", "zob.").
	PorWords = wordSet("porWords")
	// PorAfterTak, after "tak", make a similar ruling's reference ("tak też").
	PorAfterTak = wordSet("porAfterTak")
	// PorWeakWords introduce a similar ruling ("podobnie").
	PorWeakWords = wordSet("porWeakWords")
	// InnerCiteOpeners open a parenthesis in which a quoted court cites
	// its own authorities („(tak: wyrok SN …)”, „(por. …)”).
	InnerCiteOpeners = wordSet("innerCiteOpeners")
	// ReplyHeaderVerbs are the verbs of an e-mail's reply header („W dniu
	// … Jan Nowak napisał(a):”, „… wrote:”).
	ReplyHeaderVerbs = wordSet("replyHeaderVerbs")
	// PubWords are the words of a ruling's publication reference ("LEX nr").
	PubWords = wordSet("pubWords")

	// DefinitionWords are the words of a defined term ("dalej zwana").
	DefinitionWords = wordSet("definitionWords")
	// CompanyStems, TitleStems, NameStems and ScareStems start the last word
	// before a quotation that is a company's name, a title, a proper name or
	// an ironic quotation (HasPrefixOf).
	CompanyStems = wordSet("companyStems")
	TitleStems   = wordSet("titleStems")
	NameStems    = wordSet("nameStems")
	ScareStems   = wordSet("scareStems")

	// Abbreviations end with a dot without ending a sentence ("art").
	Abbreviations = wordSet("abbreviations")
	// SentenceEndAbbreviations often end a sentence ("sp. z o.o."); they
	// hold the dotted abbreviations of the acts (acts.go) too.
	SentenceEndAbbreviations = withActAbbrevs(wordSet("sentenceEndAbbreviations"))
)

// withActAbbrevs adds to s the dotted short names of the acts, lower case,
// without their last dot ("k.c.", "k.p.c." → "k.c", "k.p.c").
func withActAbbrevs(s WordSet) WordSet {
	out := WordSet{}
	for _, w := range s.list {
		out.add(w)
	}
	for _, a := range acts {
		for _, ab := range a.Abbrevs {
			if strings.Contains(ab, ".") {
				out.add(strings.TrimSuffix(strings.ToLower(ab), "."))
			}
		}
	}
	return out
}
