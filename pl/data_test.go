package pl

import (
	"slices"
	"strings"
	"testing"
)

// The parsers of the data files: each reads its format and refuses a bad
// line with the line's number; the embedded files parse.

func TestParseForms(t *testing.T) {
	t.Parallel()
	ok := "# comment\nwyrok\truling\twyrok\tsentence,judgment\tSENTENCE\tWYROK\tyes\twyrok\n" +
		"opinia\topinion\topini\t-\t-\t-\tno\t-\n"
	fs, err := ParseForms(ok)
	if err != nil {
		t.Fatal(err)
	}
	want := []Form{
		{Name: "wyrok", Kind: KindRuling, Stem: "wyrok", English: []string{"sentence", "judgment"}, Types: []string{"SENTENCE"}, Header: "WYROK", Appeal: true, Pointer: "wyrok"},
		{Name: "opinia", Kind: KindOpinion, Stem: "opini"},
	}
	if len(fs) != len(want) {
		t.Fatalf("got %d forms, want %d", len(fs), len(want))
	}
	for i := range want {
		g, w := fs[i], want[i]
		if g.Name != w.Name || g.Kind != w.Kind || g.Stem != w.Stem || !slices.Equal(g.English, w.English) || !slices.Equal(g.Types, w.Types) ||
			g.Header != w.Header || g.Appeal != w.Appeal || g.Pointer != w.Pointer {
			t.Errorf("form %d = %+v, want %+v", i, g, w)
		}
	}
	for _, bad := range []struct{ name, tsv, want string }{
		{"columns", "wyrok\truling\twyrok\n", "line 1: 3 fields, want 8"},
		{"empty field", "wyrok\truling\t\t-\t-\t-\tno\t-\n", "field 3 is empty"},
		{"kind", "wyrok\tcourt\twyrok\t-\t-\t-\tno\t-\n", `unknown kind "court"`},
		{"stem", "wyrok\truling\twyroki\t-\t-\t-\tno\t-\n", "is not a lower-case beginning"},
		{"appeal", "wyrok\truling\twyrok\t-\t-\t-\tmaybe\t-\n", "want yes or no"},
		{"pointer", "uchwała\truling\tuchwa\t-\t-\t-\tno\twyrok\n", "does not start with the stem"},
		{"twice", "wyrok\truling\twyrok\t-\t-\t-\tno\t-\nwyrok\truling\twyrok\t-\t-\t-\tno\t-\n", "wyrok twice"},
	} {
		if _, err := ParseForms(bad.tsv); err == nil || !strings.Contains(err.Error(), bad.want) {
			t.Errorf("%s: error %v, want one with %q", bad.name, err, bad.want)
		}
	}
}

func TestParseFormWords(t *testing.T) {
	t.Parallel()
	forms := []Form{{Name: "wyrok", Kind: KindRuling, Stem: "wyrok"}}
	ws, err := ParseFormWords("wyroku\twyrok\tgen loc\nwyroki\twyrok\tpl\n", forms)
	if err != nil {
		t.Fatal(err)
	}
	if len(ws) != 2 || ws[0] != (FormWriting{"wyroku", "wyrok", KindRuling, Genitive | Locative}) || !ws[0].Singular() || ws[1].Singular() || !ws[1].Is(Plural) {
		t.Errorf("got %+v", ws)
	}
	for _, bad := range []struct{ name, tsv, want string }{
		{"form", "uchwały\tuchwała\tgen\n", `no form "uchwała"`},
		{"stem", "orzeczenia\twyrok\tgen\n", "starts with the stem"},
		{"case", "wyroku\twyrok\tabl\n", `unknown case "abl"`},
		{"capital", "Wyroku\twyrok\tgen\n", "not a lower-case writing"},
		{"twice", "wyroku\twyrok\tgen\nwyroku\twyrok\tloc\n", "wyroku twice"},
	} {
		if _, err := ParseFormWords(bad.tsv, forms); err == nil || !strings.Contains(err.Error(), bad.want) {
			t.Errorf("%s: error %v, want one with %q", bad.name, err, bad.want)
		}
	}
}

func TestParseMonths(t *testing.T) {
	t.Parallel()
	ms, err := ParseMonths(monthsTSV)
	if err != nil || len(ms) != 12 {
		t.Fatalf("months.tsv: %v, %d months", err, len(ms))
	}
	if ms[9].Genitive != "października" || ms[9].Nominative != "październik" || !slices.Contains(ms[9].Other, "pazdziernika") || ms[4].Other != nil {
		t.Errorf("got %+v, %+v", ms[9], ms[4])
	}
	lines := strings.Split(strings.TrimSpace(monthsTSV), "\n")
	for _, bad := range []struct{ name, tsv, want string }{
		{"eleven", strings.Join(lines[:len(lines)-1], "\n"), "11 months, want 12"},
		{"twice", strings.Replace(monthsTSV, "lutego\tluty\tlut", "lutego\tluty\tsty", 1), `"sty" is not lower case or names two months`},
		{"capital", strings.Replace(monthsTSV, "marca\tmarzec", "Marca\tmarzec", 1), `"Marca"`},
	} {
		if _, err := ParseMonths(bad.tsv); err == nil || !strings.Contains(err.Error(), bad.want) {
			t.Errorf("%s: error %v, want one with %q", bad.name, err, bad.want)
		}
	}
}

func TestMonths(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		m        int
		gen, nom string
	}{{1, "stycznia", "styczeń"}, {7, "lipca", "lipiec"}, {9, "września", "wrzesień"}, {12, "grudnia", "grudzień"}, {0, "", ""}, {13, "", ""}} {
		if g, n := MonthGenitive(tc.m), MonthNominative(tc.m); g != tc.gen || n != tc.nom {
			t.Errorf("month %d: %q %q, want %q %q", tc.m, g, n, tc.gen, tc.nom)
		}
	}
	for w, want := range map[string]int{"maja": 5, "maj": 5, "paź": 10, "pazdziernika": 10, "lis": 11, "listopadzie": 0, "Maja": 0} {
		if got, ok := MonthOf(w); got != want || ok != (want != 0) {
			t.Errorf("MonthOf(%q) = %d %v, want %d", w, got, ok, want)
		}
	}
}

func TestParseSuperscripts(t *testing.T) {
	t.Parallel()
	got, err := ParseSuperscripts(superscriptsTSV)
	if err != nil || string(got.Digits[:]) != "⁰¹²³⁴⁵⁶⁷⁸⁹" || got.Signs['('] != '⁽' || got.Signs['+'] != '⁺' || len(got.Signs) != 4 {
		t.Fatalf("superscripts.tsv: %q %q, %v", string(got.Digits[:]), got.Signs, err)
	}
	digits := strings.Join(strings.Split(superscriptsTSV, "\n")[:16], "\n")
	for _, bad := range []struct{ name, tsv, want string }{
		{"nine", "0\t⁰\n1\t¹\n", "2 digits, want 10"},
		{"order", strings.Replace(superscriptsTSV, "1\t¹", "7\t¹", 1), "want the digit 1"},
		{"ascii", strings.Replace(superscriptsTSV, "2\t²", "2\t2", 1), `"2" is not one superscript character`},
		{"sign", digits + "\n*\t⁎\n", `"*" is no digit nor one of + - ( )`},
	} {
		if _, err := ParseSuperscripts(bad.tsv); err == nil || !strings.Contains(err.Error(), bad.want) {
			t.Errorf("%s: error %v, want one with %q", bad.name, err, bad.want)
		}
	}
}

func TestSuperscripts(t *testing.T) {
	t.Parallel()
	if SuperscriptDigit('7') != "⁷" || SuperscriptDigit('a') != "a" || SuperscriptDigits("417¹⁰") != "41710" || SuperscriptClass != "[⁰¹²³⁴⁵⁶⁷⁸⁹]" {
		t.Error("SuperscriptDigit, SuperscriptDigits or SuperscriptClass")
	}
	for r, want := range map[rune]bool{'¹': true, '²': true, '³': true, '⁰': true, '⁴': true, '⁹': true, 'ⁱ': false, '\u2072': false, '1': false, 'ą': false} {
		if IsSuperscriptDigit(r) != want {
			t.Errorf("IsSuperscriptDigit(%q) = %v", r, !want)
		}
	}
}

func TestParseCourtAbbrevs(t *testing.T) {
	t.Parallel()
	as, err := parseCourtAbbrevs("SN\tcourt\tSąd Najwyższy\nSOKiK\tbody\tSąd Ochrony Konkurencji i Konsumentów\nSO\tseated\tSąd Okręgowy\n")
	if err != nil || len(as) != 3 || as[0] != (courtAbbrev{"SN", CourtSN, bareCourt}) || as[2].kind != seatedCourt {
		t.Fatalf("got %+v, %v", as, err)
	}
	for _, bad := range []struct{ name, tsv, want string }{
		{"kind", "SN\tsupreme\tSąd Najwyższy\n", `unknown kind "supreme"`},
		{"order", "ETPC\tcourt\tX\nETPCz\tcourt\tX\n", "ETPCz after ETPC"},
		{"columns", "SN\tcourt\n", "2 fields, want 3"},
	} {
		if _, err := parseCourtAbbrevs(bad.tsv); err == nil || !strings.Contains(err.Error(), bad.want) {
			t.Errorf("%s: error %v, want one with %q", bad.name, err, bad.want)
		}
	}
	for w, want := range map[string]bool{"sn": true, "tsue": true, "etpcz": true, "wsa": true, "sa": false, "uodo": false, "SN": false} {
		if IsCourtAbbrev(w) != want {
			t.Errorf("IsCourtAbbrev(%q) = %v", w, !want)
		}
	}
	// The court names of the table are the canonical names.
	names := map[string]bool{CourtSN: true, CourtNSA: true, CourtWSA: true, CourtSA: true, CourtSO: true, CourtSR: true, CourtTK: true, CourtTSUE: true, CourtETPC: true, CourtKIO: true}
	for _, a := range courtAbbrevs {
		if a.kind != otherBody && !names[a.name] {
			t.Errorf("courts.tsv: %s names %q, not a canonical court name", a.abbr, a.name)
		}
	}
}

func TestParseWordSets(t *testing.T) {
	t.Parallel()
	txt := `# sets
[base]
także
też

[phrases]
" z art."
"a\tb"

[big]
@base
przy tym
także
@later

[later]
bowiem
`
	sets, err := ParseWordSets("t.txt", txt)
	if err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string][]string{"base": {"także", "też"}, "phrases": {" z art.", "a\tb"}, "big": {"także", "też", "przy", "tym", "bowiem"}, "later": {"bowiem"}} {
		if got := sets[name].List(); !slices.Equal(got, want) {
			t.Errorf("%s = %q, want %q", name, got, want)
		}
	}
	if !sets["big"].Has("tym") || sets["big"].Has("przy tym") || !sets["phrases"].HasPrefixOf(" z art. 5") || sets["base"].HasPrefixOf("te") || sets["big"].Len() != 5 {
		t.Error("Has, HasPrefixOf or Len")
	}
	for _, bad := range []struct{ name, txt, want string }{
		{"before a set", "także\n[a]\nb\n", "line 1: an entry before the first [set]"},
		{"name", "[a b]\nc\n", "is not a set's name"},
		{"twice", "[a]\nb\n[a]\nc\n", "line 3: set a twice"},
		{"unknown", "[a]\n@b\n", "line 2: no set b"},
		{"cycle", "[a]\n@b\n[b]\n@a\n", "includes itself"},
		{"quote", "[a]\n\"b\n", "is not a quoted entry"},
		{"empty", "[a]\n[b]\nc\n", "set a is empty"},
	} {
		if _, err := ParseWordSets("t.txt", bad.txt); err == nil || !strings.Contains(err.Error(), bad.want) {
			t.Errorf("%s: error %v, want one with %q", bad.name, err, bad.want)
		}
	}
}

// TestWordSetsFile: the words of words.txt are lower case (the claim
// extractor looks lowered words up), and every set is a variable's or is
// included in another set.
func TestWordSetsFile(t *testing.T) {
	t.Parallel()
	included := map[string]bool{}
	for _, l := range strings.Split(wordsTXT, "\n") {
		if l = strings.TrimSpace(l); strings.HasPrefix(l, "@") {
			included[l[1:]] = true
		}
	}
	vars := map[string]WordSet{"particles": InnerParticles, "connectives": Connectives, "continuationWords": ContinuationWords, "clauseOpeners": ClauseOpeners, "leadFillers": LeadFillers,
		"positionFillers": PositionFillers, "listAfterA": ListAfterA, "breakWords": BreakWords, "reasonWords": ReasonWords, "conditionals": Conditionals,
		"opinionWords": OpinionWords, "openerWords": OpenerWords, "courtHeads": CourtHeads, "subjectWords": SubjectWords, "partyWords": PartyWords,
		"clientStems": ClientStems, "ourWords": OurWords, "weVerbs": WeVerbs, "notWeVerbs": NotWeVerbs, "notWeStems": NotWeStems,
		"groundWords": GroundWords, "modalWords": EvaluationModals, "evalVerbs": EvalVerbs, "evaluationStems": EvaluationStems, "caseNouns": CaseNouns,
		"actStems": ActStems, "actNouns": ActNouns, "stanowiskoVerbs": StanowiskoVerbs, "adoptVerbs": AdoptVerbs, "viewNouns": ViewNouns, "denyingFrames": DenyingFrames,
		"reportVerbs": ReportVerbs, "participles": Participles, "insertParticiples": InsertParticiples, "procedureWords": ProcedureWords, "procedureBy": ProcedureBy, "pastNouns": PastNouns,
		"statuteIntro": StatuteIntro, "restateVerbs": RestateVerbs, "topicWords": TopicWords, "sourceOfContent": SourceOfContent,
		"chargeWords": ChargeWords, "titleBreaks": TitleBreaks, "porWords": PorWords, "porAfterTak": PorAfterTak, "porWeakWords": PorWeakWords, "innerCiteOpeners": InnerCiteOpeners, "replyHeaderVerbs": ReplyHeaderVerbs,
		"pubWords": PubWords, "definitionWords": DefinitionWords, "companyStems": CompanyStems, "titleStems": TitleStems, "actTitleOpenings": ActTitleOpenings, "nameStems": NameStems,
		"scareStems": ScareStems, "abbreviations": Abbreviations, "sentenceEndAbbreviations": SentenceEndAbbreviations, "ownCaseCues": OwnCaseCues, "outsideOrigins": OutsideOrigins, "outsideLeadIns": OutsideLeadIns, "thisCasePhrases": ThisCasePhrases, "notOutsideOrigins": NotOutsideOrigins,
		"thenPointers":  ThenPointers,
		"outsideOwners": OutsideOwners, "documentUnits": DocumentUnits, "outsideVerbs": OutsideVerbs, "documentRelatives": DocumentRelatives, "outsideClauseNouns": OutsideClauseNouns, "resolutionHeads": ResolutionHeads,
		"petitionCues": PetitionCues, "appealedRulingCues": AppealedRulingCues,
		"dateLeads":          DateLeads,
		"appealedRulingRefs": AppealedRulingRefs,
		"reportativeAux":     ReportativeAux, "reportInfinitives": ReportInfinitives,
		"relativeWhich": RelativeWhich, "caseLawAtLarge": CaseLawAtLarge, "documentParts": DocumentParts,
		"resolutionOwners": ResolutionOwners, "provisionOutsideDocs": ProvisionOutsideDocs,
		"pinpointWords": PinpointWords, "rowPointers": RowPointers, "rowPointerLeads": RowPointerLeads, "partySpeakers": PartySpeakers, "termsAdjectives": TermsAdjectives, "termsNouns": TermsNouns, "replyNouns": ReplyNouns,
		"sourceLineLabels": SourceLineLabels,
		"reasonTails":      ReasonTails,
		"formulateVerbs":   FormulateVerbs,
		"conformityWords":  ConformityWords,
		"relativePointers": RelativePointers, "relativeProvisionNouns": RelativeProvisionNouns, "wordingNouns": WordingNouns, "afterQuoteFillers": AfterQuoteFillers, "afterQuoteVerbs": AfterQuoteVerbs, "relativePronouns": RelativePronouns,
		"internalDocuments": InternalDocuments, "documentHeads": DocumentHeads, "internalMarks": InternalMarks,
		"adviceHeads": AdviceHeads, "notInfinitives": NotInfinitives, "citingWords": CitingWords,
		"adviceSubjects": AdviceSubjects, "adviceModals": AdviceModals,
		"argumentModals": ArgumentModals, "argumentMay": ArgumentMay, "argumentMayVerbs": ArgumentMayVerbs, "holdingFrames": HoldingFrames,
		"accordWords": AccordWords, "procedureParticiples": ProcedureParticiples,
		"outcomeSubjects": OutcomeSubjects, "outcomeRulings": OutcomeRulings, "outcomeCopulas": OutcomeCopulas, "outcomeGranted": OutcomeGranted, "outcomeDismissed": OutcomeDismissed,
		"outcomeAuxiliaries": OutcomeAuxiliaries, "outcomeLeads": OutcomeLeads, "outcomeGrantStems": OutcomeGrantStems, "outcomeDismissStems": OutcomeDismissStems, "outcomeBackRefs": OutcomeBackRefs}
	for name, s := range wordSets {
		if v, ok := vars[name]; !ok && !included[name] {
			t.Errorf("words.txt: set %s is neither a variable's nor included in another", name)
		} else if ok && v.Len() < s.Len() {
			t.Errorf("words.txt: set %s has %d words, its variable %d", name, s.Len(), v.Len())
		}
		for _, w := range s.List() {
			if name != "titleBreaks" && w != strings.ToLower(w) { // phrases are found as written
				t.Errorf("words.txt: %s: %q is not lower case", name, w)
			}
		}
	}
	// „również” is written once: every set that skips it includes [also].
	n := strings.Count(wordsTXT, "\nrównież\n")
	if n != 2 { // [also] and [porAfterTak] ("tak również")
		t.Errorf("„również” stands in %d sets of words.txt", n)
	}
	for _, name := range []string{"particles", "connectives", "leadFillers", "positionFillers", "listAfterA", "definitionWords"} {
		if !wordSets[name].Has("również") {
			t.Errorf("%s lost „również”", name)
		}
	}
	if !SentenceEndAbbreviations.Has("k.c") || !SentenceEndAbbreviations.Has("p.p.s.a") || !SentenceEndAbbreviations.Has("sp.k") {
		t.Error("SentenceEndAbbreviations lacks an act's or a company's abbreviation")
	}
}

func TestForms(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		s    string
		form string
		n    int
	}{
		{"wyroku z dnia", FormWyrok, len("wyroku")}, {"Wyrokiem SN", FormWyrok, len("Wyrokiem")}, {"UCHWAŁA składu", FormUchwala, len("UCHWAŁA")},
		{"postanowieniach", FormPostanowienie, len("postanowieniach")}, {"decyzją Prezesa", FormDecyzja, len("decyzją")}, {"opinii", FormOpinia, len("opinii")},
		{"wyrokowania", "", 0}, {"uchwalił", "", 0}, {"zarządzeniem", "", 0}, {"", "", 0}, {"wyrok", FormWyrok, 5},
	} {
		fw, n := FormAt(tc.s)
		if fw.Form != tc.form || n != tc.n {
			t.Errorf("FormAt(%q) = %q %d, want %q %d", tc.s, fw.Form, n, tc.form, tc.n)
		}
	}
	if fw, ok := FormWord("uchwale"); !ok || !fw.Is(Locative) || !fw.Is(Dative) || fw.Is(Genitive) || !fw.Ruling() {
		t.Errorf("FormWord(uchwale) = %+v %v", fw, ok)
	}
	if fw, _ := FormWord("decyzji"); fw.Ruling() || fw.Kind != KindDecision {
		t.Errorf("FormWord(decyzji) = %+v", fw)
	}
	if got := MemoFormStems(); !slices.Equal(got, []string{"wyrok", "postanowieni", "uchwa", "orzeczeni", "decyzj", "opini"}) {
		t.Errorf("MemoFormStems() = %q", got)
	}
	for ty, want := range map[string]string{"SENTENCE": FormWyrok, " DECISION ": FormPostanowienie, "RESOLUTION": FormUchwala, "REGULATION": FormZarzadzenie,
		"REASONS": FormUzasadnienie, "REASON": FormUzasadnienie, "sentence": "", "": ""} {
		if got := FormOfType(ty); got != want {
			t.Errorf("FormOfType(%q) = %q, want %q", ty, got, want)
		}
	}
	for h, want := range map[string]string{"WYROK": FormWyrok, "Wyrok": FormWyrok, "W Y R O K": FormWyrok, "U C H W A Ł A": FormUchwala,
		"NAKAZ ZAPŁATY": FormNakaz, "Zarządzenie": FormZarzadzenie, "ORZECZENIE": "", "UZASADNIENIE": ""} {
		if got := FormOfHeader(h); got != want {
			t.Errorf("FormOfHeader(%q) = %q, want %q", h, got, want)
		}
	}
	// Every writing of formwords.tsv is of a form of forms.tsv, every
	// ruling form (CanonicalForm's) has a constant, and the constants are
	// the table's.
	for _, f := range []string{FormWyrok, FormPostanowienie, FormUchwala, FormZarzadzenie, FormOrzeczenie, FormNakaz, FormDecyzja, FormOpinia, FormUzasadnienie} {
		if _, ok := FormByName(f); !ok {
			t.Errorf("forms.tsv has no %s", f)
		}
	}
	for _, f := range Forms() {
		if f.Ruling() && CanonicalForm(f.Name) != f.Name {
			t.Errorf("CanonicalForm(%q) = %q", f.Name, CanonicalForm(f.Name))
		}
	}
}

func TestParseActKinds(t *testing.T) {
	t.Parallel()
	got, err := ParseActKinds("# c\nustawa\tUstawa\nkodeksu\tUstawa\n")
	if err != nil || len(got) != 2 || got["kodeksu"] != "Ustawa" {
		t.Fatalf("ParseActKinds = %v, %v", got, err)
	}
	for _, bad := range []struct{ tsv, want string }{
		{"Ustawa\tUstawa\n", "is not one lower-case word"},
		{"ustawa\tUstawa\nustawa\tDekret\n", "twice"},
		{"ustawa\n", "1 fields, want 2"},
	} {
		if _, err := ParseActKinds(bad.tsv); err == nil || !strings.Contains(err.Error(), bad.want) {
			t.Errorf("ParseActKinds(%q) = %v, want %q", bad.tsv, err, bad.want)
		}
	}
	for w, want := range map[string]string{"Rozporządzenia": "Rozporządzenie", "KODEKS": "Ustawa", "uchwała": "Uchwała"} {
		if k, ok := ActKind(w); !ok || k != want {
			t.Errorf("ActKind(%q) = %q, %v; want %q", w, k, ok, want)
		}
	}
	if _, ok := ActKind("wyrok"); ok {
		t.Error(`ActKind("wyrok") is an act`)
	}
}

// FuzzParseSmallTables: the small tables' parsers never panic, and what
// they accept holds their own rules — every act kind's word lower case and
// single, every one-court repertory without a space or slash.
func FuzzParseSmallTables(f *testing.F) {
	f.Add(actKindsTSV)
	f.Add(oneCourtTSV)
	f.Add("ustawa\tUstawa\nUstawa\tX\n\t\n#\n")
	f.Fuzz(func(t *testing.T, data string) {
		if kinds, err := ParseActKinds(data); err == nil {
			for w := range kinds {
				if w != strings.ToLower(w) || strings.Contains(w, " ") {
					t.Errorf("ParseActKinds accepted %q", w)
				}
			}
		}
		if reps, err := ParseOneCourtRepertories(data); err == nil {
			for r := range reps {
				if r == "" || strings.ContainsAny(r, " /") {
					t.Errorf("ParseOneCourtRepertories accepted %q", r)
				}
			}
		}
	})
}
