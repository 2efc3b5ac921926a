package cite

// The codes of what the engine and check find, each with its arguments.
// Percentages are whole percent ("85"); a list is the last arguments, one
// item each, unless a code says otherwise.

// The anchor (ISTNIENIE).
const (
	// AnchorDiverges: the memo's anchor contradicts the resolved source;
	// Of lists a FieldDiffers for each field that does.
	AnchorDiverges Code = "anchor-diverges"
	// FieldDiffers: field (the reference's "pole": sygnatura, data,
	// strony), declared, found.
	FieldDiffers Code = "field-differs"
	// AnchorConfirmed: signature and date match the resolved source.
	AnchorConfirmed Code = "anchor-confirmed"
	// AnchorConfirmedBut: identity confirmed with soft differences; args:
	// the fields that differ softly ("organ", "strony").
	AnchorConfirmedBut Code = "anchor-confirmed-but"
	// IsItThisRuling: the text matches, but the soft differences ask
	// whether it is this ruling; args: the fields ("organ", "strony").
	IsItThisRuling Code = "is-it-this-ruling"
	// ExistencePresumed: a source text, but no resolved anchor.
	ExistencePresumed Code = "existence-presumed"
	// AnchorUnresolved: no resolved anchor and no source text.
	AnchorUnresolved Code = "anchor-unresolved"
	// CourtSoftMismatch: the remark on a court that does not match.
	CourtSoftMismatch Code = "court-soft-mismatch"
	// PartiesOtherCase: the remark on parties of another case.
	PartiesOtherCase Code = "parties-other-case"
	// PartiesPartial: the remark on parties that match only in part.
	PartiesPartial Code = "parties-partial"
	// OutcomeContradicts: a procedural fact states an outcome the ruling's
	// operative part contradicts; args: the operative part's words, the
	// memo's words.
	OutcomeContradicts Code = "outcome-contradicts"
)

// The quotation (FRAGMENT).
const (
	// NoSourceText: TREŚĆ or FRAGMENT required, no source text given.
	NoSourceText Code = "no-source-text"
	// QuoteChangesSource: the quotation changes the source's meaning; Of
	// lists the changes (ChangeOmitted, ChangeAdded, ChangeSwapped,
	// GapSkipsNegation).
	QuoteChangesSource Code = "quote-changes-source"
	// ChangeOmitted: kind (a ChangeKind), the source's words the quotation
	// omits.
	ChangeOmitted Code = "change-omitted"
	// ChangeAdded: kind, the words the quotation adds.
	ChangeAdded Code = "change-added"
	// ChangeSwapped: kind, the quotation's words, the source's words.
	ChangeSwapped Code = "change-swapped"
	// GapSkipsNegation: a gap […] of the quotation skips the source's
	// negation; arg: the negation.
	GapSkipsNegation Code = "gap-skips-negation"
	// FoundIgnoringSpaces: verbatim once the spaces between words are
	// ignored.
	FoundIgnoringSpaces Code = "found-ignoring-spaces"
	// MinorDifferences: found with cosmetic differences.
	MinorDifferences Code = "minor-differences"
	// QuoteAbsentTopicCovered: not verbatim, but the source covers the
	// topic (KALIBRACJA).
	QuoteAbsentTopicCovered Code = "quote-absent-topic-covered"
	// QuoteAbsentBoilerplate: not found; the terms present are mostly
	// boilerplate; args: weighted %, raw %.
	QuoteAbsentBoilerplate Code = "quote-absent-boilerplate"
	// QuoteAbsentNoTerms: neither the quotation nor its terms are there.
	QuoteAbsentNoTerms Code = "quote-absent-no-terms"
	// NoSourceOrQuote: the reason of a detail without segments.
	NoSourceOrQuote Code = "no-source-or-quote"
	// QuoteAbsentContradicts (memo rules): not found, and its content
	// contradicts the source; Of lists the contradictions.
	QuoteAbsentContradicts Code = "quote-absent-contradicts"
	// QuoteAbsentPartialTopic (memo rules): not found, the topic covered
	// only in part; args: coverage %, share of terms in the best window %.
	QuoteAbsentPartialTopic Code = "quote-absent-partial-topic"
	// QuoteNearChangesSource (memo rules): not found verbatim nor within
	// the approximate tolerance, but the nearest passage of the source
	// says the same with a change of meaning; Of lists the changes
	// (ChangeOmitted, ChangeAdded, ChangeSwapped).
	QuoteNearChangesSource Code = "quote-near-changes-source"
)

// The kinds of a change of meaning (the first argument of ChangeOmitted,
// ChangeAdded and ChangeSwapped).
const (
	KindNegation    = "negation"
	KindNumber      = "number"
	KindModal       = "modal"
	KindConjunction = "conjunction"
	KindTime        = "time"     // a time word or limit: „przed” ↔ „po”, „wcześniej” ↔ „później”
	KindRole        = "role"     // a party role swapped: dłużnik ↔ wierzyciel, powód ↔ pozwany
	KindDegree      = "degree"   // a degree turned: „wyższe” ↔ „niższe”, „co najmniej” ↔ „co najwyżej”
	KindOpposite    = "opposite" // a legal term for its opposite: „umowne” ↔ „ustawowe”, „zawyżona” ↔ „zaniżona”
)

// The content (TREŚĆ).
const (
	// NoClaimOrSource: no claim text (claim_text/quote) or no source text.
	NoClaimOrSource Code = "no-claim-or-source"
	// TermsPresent: the claim's content terms are in the source; arg: %.
	TermsPresent Code = "terms-present"
	// TermsScatteredWarning: the terms are scattered (a warning after
	// TermsPresent); arg: the locality %.
	TermsScatteredWarning Code = "terms-scattered-warning"
	// TermsMostlyBoilerplate: present mostly through boilerplate; args:
	// weighted %, raw %.
	TermsMostlyBoilerplate Code = "terms-mostly-boilerplate"
	// NoContentTerms: the source lacks the claim's content terms; arg:
	// coverage %.
	NoContentTerms Code = "no-content-terms"
	// ClaimContradictsSource (memo rules): Of lists the contradictions.
	ClaimContradictsSource Code = "claim-contradicts-source"
	// TermsScattered (memo rules): no compact passage holds the terms;
	// args: share of terms in the best window %, coverage %.
	TermsScattered Code = "terms-scattered"
	// TermsInCompactPassage (memo rules): arg: coverage %.
	TermsInCompactPassage Code = "terms-in-compact-passage"
)

// What a claim says that its source's best passage contradicts (memo
// rules).
const (
	// ContraExclusive: an exclusivity word the source lacks; arg: it.
	ContraExclusive Code = "contra-exclusive"
	// ContraPossibility: a word of possibility where the source speaks of
	// necessity; arg: it.
	ContraPossibility Code = "contra-possibility"
	// ContraNecessity: a word of necessity where the source speaks of
	// possibility; arg: it.
	ContraNecessity Code = "contra-necessity"
	// ContraNumber: args: the claim's number, the unit, the source's
	// number.
	ContraNumber Code = "contra-number"
	// ContraNegated: the claim negates a phrase the source states without
	// a negation; args: its two words.
	ContraNegated Code = "contra-negated"
	// ContraUnnegated: the claim states a phrase the source negates; args:
	// its two words.
	ContraUnnegated Code = "contra-unnegated"
	// ContraRole: the claim names a party role where the source's passage
	// names only the opposite one; args: the claim's word, the source's.
	ContraRole Code = "contra-role"
	// ContraTime: the claim's time word is the opposite of the source's
	// („później” where the passage says „wcześniej”); args: the claim's
	// word, the source's.
	ContraTime Code = "contra-time"
)

// Resolving a claim's source in the library (check).
const (
	// ShortFormUnresolved: arg: the short form.
	ShortFormUnresolved Code = "short-form-unresolved"
	// NeedsIdentification: no signature, and no ruling of that court and
	// date in the library; args: court, date.
	NeedsIdentification Code = "needs-identification"
	// FoundByCourtAndDate: the ruling was found by its court and date;
	// arg: the source's label.
	FoundByCourtAndDate Code = "found-by-court-and-date"
	// AmbiguousSignature: args: how many cases, then each one's court and
	// date.
	AmbiguousSignature Code = "ambiguous-signature"
	// ResolveFailed: args: the query, the error.
	ResolveFailed Code = "resolve-failed"
	// NotInLibrary: arg: the query.
	NotInLibrary Code = "not-in-library"
	// UnreadableInLibrary: the source is only in a file the library cannot
	// read; args: its extension, its file, the query.
	UnreadableInLibrary Code = "unreadable-in-library"
	// SourceUnreadable: the source is in the library, none of its files
	// readable; arg: its label.
	SourceUnreadable Code = "source-unreadable"
	// OutcomeDiffers: a procedural fact states an outcome of the case (the
	// remedy granted or dismissed) that the ruling's operative part does
	// not give; args: the memo's words of the outcome, the operative
	// part's („oddala apelację”).
	OutcomeDiffers Code = "outcome-differs"
)

// Where a quotation really stands (check). A place is two arguments: the
// source's label and its file ("" when none).
const (
	// InFile: a place in the library; args: label, file.
	InFile Code = "in-file"
	// InArticle: an article of an act; args: the article, the act's label.
	InArticle Code = "in-article"
	// QuoteStandsIn: the quotation stands elsewhere; args: the place.
	QuoteStandsIn Code = "quote-stands-in"
	// AlsoIn: other sources hold it too; args: how many more, "1" when at
	// least that many, then the names.
	AlsoIn Code = "also-in"
	// Misattributed: not in the cited source; args: its label, the place
	// the quotation stands.
	Misattributed Code = "misattributed"
	// ChangedQuoteOfOther qualifies a note of the material change found:
	// not in the cited source, the quotation is another source's passage
	// changed in meaning; args: the cited source's label, the place.
	ChangedQuoteOfOther Code = "changed-quote-of-other"
	// LocatedBySearch: the source was found by searching the quotation;
	// args: the place.
	LocatedBySearch Code = "located-by-search"
	// QuoteFoundNoCitation: found, but the memo gives no source; args:
	// the place.
	QuoteFoundNoCitation Code = "quote-found-no-citation"
	// NoCitationForPassage qualifies a note: the memo gives no source for
	// a quotation that matches a passage of the place (args).
	NoCitationForPassage Code = "no-citation-for-passage"
	// SourceNotNamed qualifies a note (empty when the quotation is
	// verbatim): the memo names no source for a quotation found in the
	// library by its words; args: the place.
	SourceNotNamed Code = "source-not-named"
	// QuoteWithoutSource: a quotation of sentence length with no source
	// named and none found in the library.
	QuoteWithoutSource Code = "quote-without-source"
	// ContextAnchor: the claim stands in another candidate of its
	// sentence or footnote; args: the memo's source, the one that holds it.
	ContextAnchor Code = "context-anchor"
	// NoneOfSeveral qualifies a note: the memo names several sources, none
	// holds the claim; args: their names.
	NoneOfSeveral Code = "none-of-several"
	// OneOfSeveral: the memo names several sources; args: their names and
	// those that hold it, each list one argument joined with "; ".
	OneOfSeveral Code = "one-of-several"
)

// Provisions of acts (check).
const (
	// ProvisionExists: arg: the provision.
	ProvisionExists Code = "provision-exists"
	// NoUnit: the act has no such unit; args: the provision, the unit (a
	// Unit*), the act, its versions in the library.
	NoUnit Code = "no-unit"
	// NoUnitBeforeVersions: no such unit in any version, and the memo is
	// older than all of them; args: the provision, the unit, the act, the
	// earliest version, the memo's date.
	NoUnitBeforeVersions Code = "no-unit-before-versions"
	// NoUnitAfterVersions: no such unit in any version, and every version
	// is more than a year older than the memo (the unit may have been
	// added since); args: the provision, the unit, the act, the latest
	// version, the memo's date.
	NoUnitAfterVersions Code = "no-unit-after-versions"
	// QuoteFromArticle: arg: the article the quotation stands in.
	QuoteFromArticle Code = "quote-from-article"
	// QuoteFromOtherArticle: args: the article, the provision cited.
	QuoteFromOtherArticle Code = "quote-from-other-article"
	// QuoteFromOtherArticleExcerpt: the same, the library holding an
	// excerpt of the act; args: the article, the provision cited.
	QuoteFromOtherArticleExcerpt Code = "quote-from-other-article-excerpt"
	// SuperscriptRead: args: the article as written, as read.
	SuperscriptRead Code = "superscript-read"
	// SuperscriptFits: args: the article as written, as read.
	SuperscriptFits Code = "superscript-fits"
	// OtherVersionFits: args: the provision, the version it fits, the
	// version in force on the memo's date, that date.
	OtherVersionFits Code = "other-version-fits"
	// VersionFitsUndated qualifies a note (empty when the quotation is
	// verbatim): the memo gives no date of its own (its date is the time
	// its file was saved — the file's time or its DOCX/ODT properties —,
	// no evidence of the wording it means) and the claim
	// fits a version of the act other than the one in force on that day,
	// so it has its status against that version; args: the provision, the
	// version it fits, the version in force on the file's date, that date.
	VersionFitsUndated Code = "version-fits-undated"
	// VersionFitsDated qualifies a note (empty when the quotation is
	// verbatim): the memo gives its date, and the claim fits (word for
	// word or within the ZMODYFIKOWANY tolerance) a version of the act
	// other than the one in force on that day; the fragment is verified
	// against that version, and the lawyer is warned that the memo quotes
	// a wording not in force on its date; args: the provision, the version
	// it fits, the version in force on the memo's date, that date, where
	// the date was read (reports.DateFromHeader, …).
	VersionFitsDated Code = "version-fits-dated"
	// VersionDamaged: the text of the version in force on the memo's date
	// is damaged in the library (a footnote inside the provision, its
	// number split), yet holds the quotation; it was checked in a readable
	// version that says the same; args: the damaged version, the one used.
	VersionDamaged Code = "version-damaged"
	// CheckedLaterVersion qualifies a note: checked against a version
	// later than the memo; arg: the memo's date.
	CheckedLaterVersion Code = "checked-later-version"
	// NotRestating qualifies a note: the claim does not restate the
	// provision.
	NotRestating Code = "not-restating"
	// CaseLawFraming qualifies a note: the claim is the memo's statement
	// of case law in general beside a ruling's quotation, not that
	// ruling's words.
	CaseLawFraming Code = "case-law-framing"
	// MemoArgument qualifies a note: the claim is the memo's own argument
	// with a ruling cited in support, not a holding it attributes to the
	// court.
	MemoArgument Code = "memo-argument"
	// OutsideButRuling qualifies a note: the memo gives the quotation as
	// a document's outside the library (a contract, general terms), but it
	// is, changed in meaning, a passage of a ruling of the library; args:
	// the place.
	OutsideButRuling Code = "outside-but-ruling"
)

// The units of an act (the second argument of NoUnit and
// NoUnitBeforeVersions).
const (
	UnitArticle   = "article"
	UnitParagraph = "paragraph" // §
	UnitUst       = "ust"
	UnitPoint     = "point"
	UnitLetter    = "letter"
	UnitRecital   = "recital"
)

// Why a reference is not checked (check's not-checked entries).
const (
	ActUnrecognised       Code = "act-unrecognised"
	ActUnrecognisedWhich  Code = "act-unrecognised-which" // a provision without an act
	ActOutsideLibrary     Code = "act-outside-library"
	NoIdentifier          Code = "no-identifier"
	ExcerptLacksProvision Code = "excerpt-lacks-provision"
)

// Where a source passage stands (check's report places).
const (
	// RulingTitle: args: form, court, date (ISO), signature.
	RulingTitle Code = "ruling-title"
	// VersionAsOf: a statute text as of a date; arg: the date (ISO).
	VersionAsOf Code = "version-as-of"
	// VersionConsolidated: a consolidated text; arg: its reference.
	VersionConsolidated Code = "version-consolidated"
	// InForceOnMemoDate: the version in force on the memo's date; arg: it.
	InForceOnMemoDate Code = "in-force-on-memo-date"
	// EarliestInLibrary: the earliest version, the memo being older; arg:
	// the memo's date.
	EarliestInLibrary Code = "earliest-in-library"
)
