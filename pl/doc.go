// Package pl is citeguard's Polish legal vocabulary, as data with parsers,
// one copy for every stage. It is a leaf package: it imports nothing of
// citeguard, so the claim extractor, the library, the engine, the reports
// and the readers all use it.
//
// The data files (data/, embedded; each says its format in its header, and
// each has one parser and a table test):
//   - forms.tsv — the forms of a ruling and of the other documents a memo
//     cites by their form (kind, stem, English names, SAOS/portal types,
//     how a header writes it, whether it is appealed, the stem of a short
//     form's pointer): ParseForms, Forms, FormByName, CanonicalForm,
//     SameForm, FormOfType, FormOfHeader; the constants FormWyrok …;
//   - formwords.tsv — the writings a memo names a form by, with their
//     grammatical cases ("wyroku": gen loc): ParseFormWords, FormWord,
//     FormAt, FormWritings, MemoFormStems;
//   - months.tsv — the months (genitive, nominative, other writings):
//     ParseMonths, MonthGenitive (dates in words: "5 lipca 2002 r."),
//     MonthNominative, MonthOf; ParseDate reads every writing;
//   - superscripts.tsv — the superscript digits ("art. 417¹"):
//     SuperscriptDigit, IsSuperscriptDigit, SuperscriptDigits,
//     SuperscriptClass (for a regular expression);
//   - courts.tsv — the abbreviations of courts and bodies: FindCourts,
//     ExpandCourtAbbrev, IsCourtAbbrev, CourtAbbrevsAlone; the canonical
//     names are the constants CourtSN … (court.go);
//   - words.txt — the word sets of the claim extractor (cues, particles,
//     verbs, title breaks …): ParseWordSets, the WordSet variables of
//     wordsets.go (Particles, Connectives, …). A concept is one set,
//     included by the sets that use it ("@also"); a new word is one line;
//   - cues.tsv — the back-references a memo points to a source by ("w tym
//     samym wyroku", "Sąd ten"): ParseCues, Cues; a new cue is one line;
//   - repertories.txt — the repertories the signature grammar names (bare,
//     glued to a department numeral, several decisions per case);
//   - material.tsv — the words whose change in a quotation changes what it
//     says beyond matchwords.txt's negations, modals and numerals: party
//     roles, time words, order words, time limits (ParseMaterialWords,
//     MaterialPairs, WordForms.Has); the engine's material changes and
//     contradictions read them;
//   - onecourt.tsv — the repertories one court alone uses (I CSK: the
//     Supreme Court's): ParseOneCourtRepertories, CourtOfSignature;
//   - actkinds.tsv — the first words of an act's title and the ELI
//     register's type of the act: ParseActKinds, ActKind, IsCodeTitle.
//   - verdicts.tsv — the outcome verbs of a ruling's operative part
//     („oddala”) and of a memo's procedural fact („oddalił”), their objects,
//     the parties, and the words of an outcome in part, of several appeals,
//     of the costs: ParseVerdictWords, VerdictKey, IsVerdictWord.
//   - matchwords.txt — the words the engine matches on (stopwords,
//     boilerplate, negations, modal words, numerals, abbreviations): Words,
//     Phrases, Pairs of a WordList.
//
// The grammars, in Go:
//   - identifiers.go: the one grammar of a case signature, an ECLI and a
//     CELEX number, for a memo's running text and a source's header alike —
//     SignatureAt, SignatureField, FindECLIs, FindECLI, FindCELEXs,
//     FindCELEX, EUActCELEX (an EU act's number as a CELEX), SortIdentifiers;
//   - signature.go: the canonical form of a signature (CanonicalSignature,
//     SameSignature, SignatureKey, MultiDecisionCase);
//   - acts.go: the one table of acts (names, short names, stems, Dz.U.,
//     CELEX) — MatchAct (actmatch.go, actscan.go) finds an act in running
//     text, LookupAct identifies the act a reference or a statute's title
//     names, CanonicalAct names it in a claim's anchor; dzu.go reads Dz.U.
//     references;
//   - court.go: the grammar of court names (FindCourts, CanonicalCourt,
//     SameCourt);
//   - provision.go: the one provision parser (ParseProvision,
//     MatchProvision);
//   - date.go: dates in digits or Polish words (ParseDate);
//   - classes.go: the white-space and dash classes of every grammar
//     (SpaceClass, DashClass).
package pl
