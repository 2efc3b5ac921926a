package reports

import (
	"go/ast"
	"go/parser"
	"go/token"
	"strconv"
	"strings"
	"testing"

	"citeguard/cite"
	"citeguard/internal/golden"
)

// citeCodes are the codes cite declares (cite/codes.go), read from its
// source so that a new code cannot be forgotten here.
func citeCodes(t *testing.T) []cite.Code {
	t.Helper()
	f, err := parser.ParseFile(token.NewFileSet(), "../cite/codes.go", nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	var out []cite.Code
	for _, d := range f.Decls {
		g, ok := d.(*ast.GenDecl)
		if !ok || g.Tok != token.CONST {
			continue
		}
		for _, s := range g.Specs {
			v := s.(*ast.ValueSpec)
			if id, ok := v.Type.(*ast.Ident); !ok || id.Name != "Code" {
				continue
			}
			for _, val := range v.Values {
				lit, _ := strconv.Unquote(val.(*ast.BasicLit).Value)
				out = append(out, cite.Code(lit))
			}
		}
	}
	if len(out) < 60 {
		t.Fatalf("read only %d codes from cite/codes.go", len(out))
	}
	return out
}

// TestEveryCodeHasWords: every code the engine and check may use is worded.
func TestEveryCodeHasWords(t *testing.T) {
	t.Parallel()
	for _, c := range citeCodes(t) {
		if _, ok := findingWords[c]; !ok {
			t.Errorf("code %q has no words in reports", c)
		}
	}
}

// sampleFindings are notes of every code, with arguments as the engine and
// check give them.
var sampleFindings = []cite.Note{
	{{Code: cite.AnchorDiverges, Of: cite.Note{{Code: cite.FieldDiffers, Args: []string{"sygnatura", "ii csk 1/19", "ii csk 2/19"}}, {Code: cite.FieldDiffers, Args: []string{"data", "2019-03-12", "2019-03-14"}}}}},
	{{Code: cite.AnchorDiverges, Of: cite.Note{{Code: cite.FieldDiffers, Args: []string{"sygnatura", "ii csk 1/19", "ii csk 2/19"}}, {Code: cite.FieldDiffers, Args: []string{"strony", "kowalski nowak", "bank"}}}}},
	{{Code: cite.AnchorDiverges, Of: cite.Note{{Code: cite.FieldDiffers, Args: []string{"data", "2019-03-12", "2019-03-14"}}}}},
	{{Code: cite.AnchorDiverges, Of: cite.Note{{Code: cite.FieldDiffers, Args: []string{"strony", "kowalski nowak", "bank"}}}}},
	cite.Found(cite.AnchorConfirmed),
	cite.Found(cite.AnchorConfirmedBut, "organ", "strony"),
	append(cite.Found(cite.MinorDifferences), cite.Found(cite.IsItThisRuling, "organ")...),
	cite.Found(cite.IsItThisRuling, "strony"),
	cite.Found(cite.ExistencePresumed),
	cite.Found(cite.AnchorUnresolved),
	cite.Found(cite.CourtSoftMismatch),
	cite.Found(cite.PartiesOtherCase),
	cite.Found(cite.PartiesPartial),
	cite.Found(cite.OutcomeContradicts, "oddala apelację", "uwzględnił apelację"),
	cite.Found(cite.NoSourceText),
	{{Code: cite.QuoteChangesSource, Of: cite.Note{
		{Code: cite.ChangeOmitted, Args: []string{cite.KindNegation, "nie"}},
		{Code: cite.ChangeAdded, Args: []string{cite.KindModal, "jedynie"}},
		{Code: cite.ChangeSwapped, Args: []string{cite.KindNumber, "30", "14"}},
		{Code: cite.ChangeSwapped, Args: []string{cite.KindConjunction, "lub", "i"}},
		{Code: cite.GapSkipsNegation, Args: []string{"nie"}},
	}}},
	{{Code: cite.QuoteNearChangesSource, Of: cite.Note{
		{Code: cite.ChangeAdded, Args: []string{cite.KindNegation, "nie jest"}},
		{Code: cite.ChangeSwapped, Args: []string{cite.KindTime, "później", "wcześniej"}},
		{Code: cite.ChangeSwapped, Args: []string{cite.KindRole, "wierzycielu", "dłużniku"}},
	}}},
	cite.Found(cite.FoundIgnoringSpaces),
	cite.Found(cite.QuoteAbsentTopicCovered),
	cite.Found(cite.QuoteAbsentBoilerplate, "45", "80"),
	cite.Found(cite.QuoteAbsentNoTerms),
	cite.Found(cite.NoSourceOrQuote),
	{{Code: cite.QuoteAbsentContradicts, Of: cite.Note{{Code: cite.ContraNegated, Args: []string{"moze", "uwolnic"}}}}},
	cite.Found(cite.QuoteAbsentPartialTopic, "72", "40"),
	cite.Found(cite.NoClaimOrSource),
	append(cite.Found(cite.TermsPresent, "86"), cite.Found(cite.TermsScatteredWarning, "12")...),
	cite.Found(cite.TermsMostlyBoilerplate, "55", "90"),
	cite.Found(cite.NoContentTerms, "20"),
	{{Code: cite.ClaimContradictsSource, Of: cite.Note{
		{Code: cite.ContraExclusive, Args: []string{"wylacznie"}},
		{Code: cite.ContraPossibility, Args: []string{"moze"}},
		{Code: cite.ContraNecessity, Args: []string{"musi"}},
		{Code: cite.ContraNumber, Args: []string{"30", "dni", "14"}},
		{Code: cite.ContraUnnegated, Args: []string{"zasluguje", "uwzglednienie"}},
		{Code: cite.ContraRole, Args: []string{"wierzycielu", "dluzniku"}},
		{Code: cite.ContraTime, Args: []string{"pozniej", "wczesniej"}},
	}}},
	cite.Found(cite.TermsScattered, "30", "75"),
	cite.Found(cite.TermsInCompactPassage, "88"),
	cite.Found(cite.ShortFormUnresolved, "wyżej powołany wyrok"),
	cite.Found(cite.NeedsIdentification, "Sąd Najwyższy", "2019-03-12"),
	cite.Found(cite.FoundByCourtAndDate, "I CSK 9901/99 (wyrok, Sąd Najwyższy, 2019-03-14)"),
	cite.Found(cite.AmbiguousSignature, "2", "Sąd Okręgowy w Warszawie 2019-01-10", "Sąd Okręgowy w Krakowie 2019-02-11"),
	cite.Found(cite.ResolveFailed, "sygn. I CSK 1/19", "index closed"),
	append(cite.Found(cite.NotInLibrary, "sygn. II CSK 999/19"), cite.Found(cite.QuoteStandsIn, "III CZP 39/02 (uchwała, Sąd Najwyższy, 2002-07-05)", "library/III_CZP_39-02.txt")...),
	cite.Found(cite.UnreadableInLibrary, ".doc", "library/II_CSK_9902_20.doc", "sygn. II CSK 9902/20"),
	cite.Found(cite.UnreadableInLibrary, ".pdf", "library/skan.pdf", "sygn. II CSK 9903/20"),
	cite.Found(cite.SourceUnreadable, "II CSK 1/19"),
	cite.Found(cite.OutcomeDiffers, "apelacja okazała się zasadna", "oddala apelację"),
	cite.Found(cite.InFile, "II CSK 1/19", ""),
	cite.Found(cite.InArticle, "416", "Kodeks cywilny"),
	append(cite.Found(cite.Misattributed, "I CSK 1/19 (wyrok)", "II CSK 2/19 (wyrok)", "library/b.txt"), cite.Found(cite.AlsoIn, "3", "", "V CSK 1/10", "V CSK 2/10")...),
	cite.Wrap(cite.Note{{Code: cite.QuoteChangesSource, Of: cite.Note{{Code: cite.ChangeSwapped, Args: []string{cite.KindNumber, "30", "14"}}}}}, cite.ChangedQuoteOfOther, "I CSK 1/19 (wyrok)", "II CSK 2/19 (wyrok)", "library/b.txt"),
	cite.Found(cite.AlsoIn, "1", "", "V CSK 1/10"),
	cite.Found(cite.AlsoIn, "0", "", "V CSK 1/10"),
	cite.Found(cite.AlsoIn, "5", "1"),
	cite.Found(cite.AlsoIn, "22", ""),
	cite.Found(cite.LocatedBySearch, "II CSK 2/19 (wyrok)", "library/b.txt"),
	cite.Found(cite.QuoteFoundNoCitation, "II CSK 2/19 (wyrok)", "library/b.txt"),
	cite.Wrap(cite.Found(cite.MinorDifferences), cite.NoCitationForPassage, "II CSK 2/19 (wyrok)", "library/b.txt"),
	cite.Wrap(nil, cite.SourceNotNamed, "II CSK 2/19 (wyrok)", "library/b.txt"),
	cite.Wrap(cite.Found(cite.MinorDifferences), cite.SourceNotNamed, "II CSK 2/19 (wyrok)", "library/b.txt"),
	cite.Found(cite.QuoteWithoutSource),
	cite.Found(cite.ContextAnchor, "I CSK 1/19", "II CSK 2/19"),
	cite.Wrap(cite.Found(cite.QuoteAbsentNoTerms), cite.NoneOfSeveral, "I CSK 1/19", "II CSK 2/19"),
	cite.Wrap(cite.Found(cite.NoContentTerms, "20"), cite.NoneOfSeveral, "I CSK 1/19", "II CSK 2/19"),
	cite.Found(cite.OneOfSeveral, "I CSK 1/19; II CSK 2/19", "II CSK 2/19"),
	cite.Found(cite.ProvisionExists, "art. 415"),
	append(cite.Found(cite.NoUnit, "art. 1000", cite.UnitArticle, "Kodeks cywilny", "2019-01-01", "2023-07-01"), cite.Found(cite.QuoteFromArticle, "416")...),
	cite.Found(cite.NoUnit, "art. 5 ust. 9", cite.UnitUst, "Kodeks pracy", "2015-09-11"),
	cite.Found(cite.NoUnitBeforeVersions, "art. 5 § 9", cite.UnitParagraph, "Kodeks cywilny", "2019-01-01", "2010-05-05"),
	cite.Found(cite.NoUnitAfterVersions, "art. 187 § 1 pkt 3", cite.UnitPoint, "Kodeks postępowania cywilnego", "2015-03-27", "2026-12-02"),
	cite.Found(cite.NoUnit, "art. 5 pkt 9", cite.UnitPoint, "Kodeks pracy", "2015-09-11"),
	cite.Found(cite.NoUnit, "art. 5 lit. z", cite.UnitLetter, "Kodeks pracy", "2015-09-11"),
	cite.Found(cite.NoUnit, "motyw 99", cite.UnitRecital, "RODO", "2016-05-04"),
	cite.Found(cite.QuoteFromOtherArticle, "416", "art. 415"),
	cite.Found(cite.QuoteFromOtherArticleExcerpt, "416", "art. 1000"),
	cite.Found(cite.SuperscriptRead, "art. 3981", "art. 398^1"),
	cite.Found(cite.SuperscriptFits, "art. 3981", "art. 398^1"),
	cite.Found(cite.OtherVersionFits, "art. 484 § 1", "2015-09-11", "2019-01-01", "2019-05-05"),
	cite.Found(cite.VersionDamaged, "Dz.U.2025.1071", "2015-08-17"),
	cite.Wrap(nil, cite.VersionFitsUndated, "art. 484 § 1", "2015-09-11", "Dz.U.2025.1071", "2026-12-03"),
	cite.Wrap(cite.Found(cite.MinorDifferences), cite.VersionFitsUndated, "art. 484 § 1", "2015-09-11", "Dz.U.2025.1071", "2026-12-03"),
	cite.Wrap(nil, cite.VersionFitsDated, "art. 484 § 1", "2015-09-11", "Dz.U.2025.1071", "2026-12-03", "nagłówek"),
	cite.Wrap(cite.Found(cite.MinorDifferences), cite.VersionFitsDated, "art. 484 § 1", "2015-09-11", "Dz.U.2025.1071", "2026-12-03", ""),
	cite.Wrap(cite.Found(cite.NoContentTerms, "20"), cite.CheckedLaterVersion, "2010-05-05"),
	cite.Wrap(cite.Note{{Code: cite.ClaimContradictsSource, Of: cite.Note{{Code: cite.ContraNegated, Args: []string{"moze", "uwolnic"}}}}}, cite.NotRestating),
	cite.Wrap(cite.Note{{Code: cite.ClaimContradictsSource, Of: cite.Note{{Code: cite.ContraExclusive, Args: []string{"wylacznie"}}}}}, cite.CaseLawFraming),
	cite.Wrap(cite.Found(cite.NoContentTerms, "56"), cite.MemoArgument),
	cite.Wrap(cite.Note{{Code: cite.QuoteChangesSource, Of: cite.Note{{Code: cite.ChangeSwapped, Args: []string{cite.KindNumber, "24", "12"}}}}}, cite.OutsideButRuling, "V C 1/14 (wyrok, Sąd Rejonowy w X, 2014-09-19)", "library/x.txt"),
	cite.Found(cite.ActUnrecognised),
	cite.Found(cite.ActUnrecognisedWhich),
	cite.Found(cite.ActOutsideLibrary),
	cite.Found(cite.NoIdentifier),
	cite.Found(cite.ExcerptLacksProvision),
	cite.Found(cite.RulingTitle, "wyrok", "Sąd Najwyższy", "2019-03-14", "I CSK 9901/99"),
	cite.Found(cite.RulingTitle, "", "", "", "I CSK 9901/99"),
	cite.Wrap(cite.Found(cite.VersionAsOf, "2015-08-17"), cite.InForceOnMemoDate, "2019-05-05"),
	cite.Wrap(cite.Found(cite.VersionConsolidated, "Dz.U. 2014 poz. 121"), cite.EarliestInLibrary, "2010-05-05"),
}

// TestFindingWords: the words of every code, with its arguments, against
// the golden file (the reference script's words where it has them: a
// change here changes what `citeguard task` prints).
func TestFindingWords(t *testing.T) {
	t.Parallel()
	seen := map[cite.Code]bool{}
	var mark func(n cite.Note)
	mark = func(n cite.Note) {
		for _, f := range n {
			seen[f.Code] = true
			mark(f.Of)
		}
	}
	var b strings.Builder
	for _, n := range sampleFindings {
		mark(n)
		b.WriteString(Say(n) + "\n")
	}
	for _, c := range citeCodes(t) {
		if !seen[c] {
			t.Errorf("no sample of code %q", c)
		}
	}
	golden.Check(t, "testdata/golden/findings.txt", []byte(b.String()))
}

// TestSayEmpty: nothing found says nothing, and an unknown code shows as
// itself rather than vanishing.
func TestSayEmpty(t *testing.T) {
	t.Parallel()
	if got := Say(nil); got != "" {
		t.Errorf("Say(nil) = %q", got)
	}
	if got := Say(cite.Found("no-such-code", "x")); got != "no-such-code x" {
		t.Errorf("unknown code: %q", got)
	}
}

// TestFinishWords: Finish words a claim's coded note, re-anchoring, real
// source and source place, and a not-checked reference's reason; a field
// with nothing coded keeps its words.
func TestFinishWords(t *testing.T) {
	t.Parallel()
	m := &Memo{Results: []Claim{
		{ID: "C1", Status: cite.Zweryfikowany, Found: Found{Note: cite.Found(cite.AnchorConfirmed), Reanchored: cite.Found(cite.ContextAnchor, "A", "B"), RealSource: cite.Found(cite.InFile, "B", "lib/b.txt")},
			SourcePlace: &Place{Article: "art. 415", VersionFound: cite.Found(cite.VersionAsOf, "2015-08-17")}},
		{ID: "C2", Status: cite.WymagaOsadu, Note: "as read back"},
	}, NotChecked: []NotChecked{{Text: "art. 5 k.x.", Found: cite.Found(cite.ActUnrecognised)}}}
	m.Finish()
	c := m.Results[0]
	if c.Note != "kotwica (sygnatura i data) potwierdzona w rozwiązanym źródle" || !strings.HasPrefix(c.Reanchored, "kotwica ustalona z kontekstu: twierdzenie nie stoi w A, stoi w B") ||
		c.RealSource != "B, plik lib/b.txt" || c.SourcePlace.Version != "tekst według stanu na 17 sierpnia 2015 r." {
		t.Errorf("claim: %+v %+v", c, c.SourcePlace)
	}
	if m.Results[1].Note != "as read back" || m.NotChecked[0].Why != "akt nierozpoznany — nie sprawdzono" {
		t.Errorf("%q, %q", m.Results[1].Note, m.NotChecked[0].Why)
	}
}
