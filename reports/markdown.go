package reports

import (
	"cmp"
	"fmt"
	"io"
	"strings"

	"citeguard/cite"
)

// Markdown writes the Polish report of a checked memo for a lawyer: the
// decision in one sentence with the next step, a table of every claim with
// its place in the memo and in the source, one section for each claim that
// needs attention (memo passage, source passage, the differences, why the
// claim is tied to that source), the references not checked, a legend, and
// the technical details (the layer-1 card of ocena-outputu-pl, levels, span
// ids, versions) at the end. Every text that comes from the memo or the
// library is escaped: it cannot add markup, links or lines of its own.
func Markdown(w io.Writer, m *Memo) error {
	var b strings.Builder
	// Each block starts with a blank line and ends with a line break.
	fmt.Fprintf(&b, "# Sprawdzenie cytatów: %s\n", md(m.Memo))
	fmt.Fprintf(&b, "\n**%s**\n", md(Headline(m)))
	if m.Revision != nil {
		fmt.Fprintf(&b, "\n**%s**\n", md(revisionWords(m)))
	}
	fmt.Fprintf(&b, "\nCo dalej: %s\n", md(NextStep(m)))
	if m.CommentedCopy != "" {
		fmt.Fprintf(&b, "\nMemo z uwagami w Wordzie: [%s](%s) — komentarz przy każdym miejscu do poprawy\n", md(m.CommentedCopy), fileLink(m.CommentedCopy))
	}
	if m.Error != "" {
		fmt.Fprintf(&b, "\nPrzyczyna: %s\n", md(m.Error))
	}
	if about := aboutLines(m); len(about) > 0 {
		b.WriteString("\n")
		for i, l := range about {
			if i > 0 {
				b.WriteString("  \n") // a markdown line break
			}
			b.WriteString(md(l))
		}
		b.WriteString("\n")
	}
	if len(m.Results) > 0 {
		b.WriteString("\n| Nr | W memo | Miejsce w memo | Źródło | Wynik | Co zrobić |\n")
		b.WriteString("|----|--------|----------------|--------|-------|-----------|\n")
		for i := range m.Results {
			c := &m.Results[i]
			fmt.Fprintf(&b, "| %s | %s | %s | %s | %s | %s |\n", c.ID, md(claimSummary(c)), orDash(md(claimPlace(c))),
				md(sourceCell(c)), statusLabel(c.Status), orDash(md(claimAdvice(c))))
		}
	}
	for i := range m.Results {
		if c := &m.Results[i]; c.Status != cite.Zweryfikowany {
			writeSection(&b, c)
		}
	}
	if len(m.NotChecked) > 0 {
		b.WriteString("\n## Nie sprawdzono (nie wstrzymują memo)\n\n")
		for _, n := range m.NotChecked {
			fmt.Fprintf(&b, "- %s\n", md(notCheckedLine(n)))
		}
	}
	if len(m.Ignored) > 0 {
		b.WriteString("\n## Pominięte — to nie są cytaty\n\n")
		for _, ig := range m.Ignored {
			fmt.Fprintf(&b, "- „%s” — %s\n", md(ig.Text), md(ig.Why))
		}
	}
	b.WriteString("\n## Legenda\n\n")
	for _, l := range legend {
		fmt.Fprintf(&b, "- %s — %s\n", statusLabel(l.Status), l.Meaning)
	}
	b.WriteString("- s. — strona; akapit — kolejny akapit tekstu memo (licząc tytuł i nagłówki) albo pliku źródła (od jego początku); pkt — punkt uzasadnienia orzeczenia.\n")
	b.WriteString("\n## Szczegóły techniczne\n\n```\n")
	for _, l := range technicalLines(m) {
		b.WriteString(strings.ReplaceAll(plain(l), "`", "'") + "\n")
	}
	b.WriteString("```\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// aboutLines are the lines under the decision: when the memo was checked,
// against which library, and the memo's date (the revision is in the
// header, revisionWords).
func aboutLines(m *Memo) []string {
	out := sourcesLines(m.Sources) // first: citations no register holds
	if m.Error == "" && m.Summary.Total > 0 {
		out = append(out, fmt.Sprintf("Zgodnych ze źródłem: %d z %d.", m.Summary.Zweryfikowane, m.Summary.Total))
	}
	if !m.CheckedAt.IsZero() {
		out = append(out, "Sprawdzono: "+TimeWords(m.CheckedAt)+".")
	}
	if lib := libraryWords(m.Library); lib != "" {
		out = append(out, "Biblioteka: "+strings.TrimSuffix(lib, ".")+".")
	}
	if m.MemoDate != "" {
		out = append(out, memoDateWords(m.MemoDate, m.MemoDateFrom))
	}
	if w := carriedWords(m.Carried); w != "" {
		out = append(out, w)
	}
	return out
}

// memoDateWords says the memo's date by which statute versions were
// chosen, and where it was read.
func memoDateWords(date, from string) string {
	s := "Data memo: " + DateWords(date)
	if from != "" {
		s += " (" + dateFromWords(from) + ")"
	}
	return s + "; według niej wybrano wersje ustaw."
}

// dateFromWords says where a memo's date was read (Memo.MemoDateFrom):
// „z nagłówka memo”.
func dateFromWords(from string) string {
	switch from {
	case DateFromHeader:
		return "z nagłówka memo"
	case DateFromDOCX:
		return "z właściwości pliku DOCX"
	case DateFromODT:
		return "z właściwości pliku ODT"
	case DateFromFile:
		return "z czasu zapisu pliku"
	}
	return from
}

// claimSummary is the table's "W memo" cell: what kind of claim, and its
// first words.
func claimSummary(c *Claim) string {
	text := cmp.Or(c.Quote, c.ClaimText)
	if text == "" {
		text = c.MemoPassage
	}
	if text == "" {
		return claimTypeWord(c.ClaimType)
	}
	return claimTypeWord(c.ClaimType) + ": „" + clipWords(plain(text), 60) + "”"
}

// sourceCell is the table's "Źródło" cell: the source as cited, and where
// the passage stands in it.
func sourceCell(c *Claim) string {
	s := sourceLabel(*c)
	if p := sourcePlace(c.SourcePlace); p != "" && !strings.Contains(s, p) {
		s += " (" + p + ")"
	}
	if c.SourcePlace != nil && c.SourcePlace.Version != "" {
		// Checked against the version the memo's words fit, not the one
		// in force on its date: which wording it is shows in the table too.
		switch {
		case hasCode(c.Found.Note, cite.VersionFitsUndated):
			s += " — " + c.SourcePlace.Version + " (memo bez daty)"
		case hasCode(c.Found.Note, cite.VersionFitsDated):
			s += " — " + c.SourcePlace.Version + " (nieobowiązujące w dniu memo)"
		}
	}
	return s
}

// sourceLabel names a claim's source as a lawyer cites it: „art. 483 § 1
// k.c.”, „I ACa 1029/13”.
func sourceLabel(c Claim) string { return lawyerText(rawSourceLabel(c)) }

func rawSourceLabel(c Claim) string {
	if c.AnchorFrom == string(cite.FromLibrary) {
		// The memo names no source: the one the quotation was found in.
		if c.SourceID == "" {
			return "memo nie wskazuje źródła"
		}
		return c.SourceID + " (znalezione w bibliotece)"
	}
	if c.SourceID != "" {
		return c.SourceID
	}
	for _, s := range []string{c.Anchor.Sygnatura, c.Anchor.ECLI, c.Anchor.CELEX, strings.TrimSpace(c.Anchor.Przepis + " " + c.Anchor.Akt)} {
		if s != "" {
			return s
		}
	}
	return "—"
}

// groups lists the ids of the claims that need attention: hard blocks
// (🔴/⛔), modified quotations, calibrations and claims for a human's judgment.
func groups(m *Memo) (blocks, mod, kal, judge []string) {
	for _, c := range m.Results {
		switch c.Status {
		case cite.Niezweryfikowany, cite.BrakZrodla:
			blocks = append(blocks, c.ID)
		case cite.Zmodyfikowany:
			mod = append(mod, c.ID)
		case cite.Kalibracja:
			kal = append(kal, c.ID)
		case cite.WymagaOsadu:
			judge = append(judge, c.ID)
		}
	}
	return blocks, mod, kal, judge
}

// Layer1 is the objective layer of the ocena-outputu-pl card: for quotes,
// provisions and signatures, OK when every claim of the kind is 🟢, else X
// with the claims that fail. The revision rule compares it between checks.
func Layer1(m *Memo) string { return layer1(m, false) }

// Evidence is the layer-1 line with the status of each claim it lists
// („cytaty X (C1 ZMODYFIKOWANY, C3 NIEZWERYFIKOWANY)”): what the revision
// rule compares, so that a claim fixed from 🔴 to 🟡 counts as new evidence.
func Evidence(m *Memo) string { return layer1(m, true) }

func layer1(m *Memo, statuses bool) string {
	if m.Error != "" {
		return "WARSTWA 1 (obiektywna): cytaty X | przepisy X | sygnatury X (memo nieodczytane)"
	}
	part := func(name, cat string) string {
		var bad []string
		for _, c := range m.Results {
			if c.Category == cat && c.Status != cite.Zweryfikowany {
				id := c.ID
				if statuses {
					id += " " + string(c.Status)
				}
				bad = append(bad, id)
			}
		}
		if len(bad) == 0 {
			return name + " OK"
		}
		return fmt.Sprintf("%s X (%s)", name, strings.Join(bad, ", "))
	}
	return "WARSTWA 1 (obiektywna): " + part("cytaty", CategoryQuote) + " | " +
		part("przepisy", CategoryProvision) + " | " + part("sygnatury", CategorySignature)
}

func decisionLine(m *Memo) string {
	switch m.Decision {
	case cite.Wyslij:
		return "DECYZJA: Wyślij (warstwa 1 czysta)"
	case cite.Popraw:
		return "DECYZJA: Popraw (są pozycje 🟡/🟠 do decyzji człowieka)"
	}
	if m.Error != "" {
		return "DECYZJA: Pełna weryfikacja (memo nie zostało sprawdzone)"
	}
	return "DECYZJA: Pełna weryfikacja (warstwa 1 ma niezgodność 🔴/⛔)"
}

func revisionLine(r *Revision) string {
	line := fmt.Sprintf("REWIZJA #%d: decyzja %s -> %s.", r.N, r.Before, r.After)
	if r.Rejected != "" {
		line += fmt.Sprintf(" Odrzucone podniesienie do %s: brak nowego dowodu (warstwa 1 bez zmian).", r.Rejected)
	}
	return line
}

// technicalLines are the details for whoever audits the check: the
// layer-1 card and decision, the revision, the library version, and per
// claim its type, levels, span id, source file and version.
func technicalLines(m *Memo) []string {
	out := []string{Layer1(m), decisionLine(m)}
	if m.Revision != nil {
		out = append(out, revisionLine(m.Revision))
	}
	if m.LibraryVersion != "" {
		out = append(out, "Wersja biblioteki: "+m.LibraryVersion)
	}
	for i := range m.Results {
		c := &m.Results[i]
		line := fmt.Sprintf("%s: %s, %s, %s→%s", c.ID, statusCode(c.Status), c.ClaimType, levelLabel(c.WymaganyPoziom), levelLabel(c.OsiagnietyPoziom))
		if c.SourceFile != "" {
			line += ", plik " + c.SourceFile
		}
		if c.Zakres != nil {
			line += fmt.Sprintf(", znaki %d–%d", c.Zakres.Start, c.Zakres.End)
		}
		if c.SpanID != "" {
			line += ", span " + c.SpanID
		}
		if c.SourceVersion != "" {
			line += ", wersja źródła " + c.SourceVersion
		}
		out = append(out, line)
	}
	return out
}

// levelLabel writes a level with its Polish letters.
func levelLabel(l string) string {
	if l == "TRESC" {
		return "TREŚĆ"
	}
	return l
}

// writeSection explains one claim that needs attention.
func writeSection(b *strings.Builder, c *Claim) {
	fmt.Fprintf(b, "\n## %s — %s — %s\n\n", c.ID, statusLabel(c.Status), md(sourceLabel(*c)))
	if passage := memoPassage(c); passage != "" {
		where := "W memo"
		if p := claimPlace(c); p != "" {
			where += " (" + p + ")"
		}
		fmt.Fprintf(b, "- **%s:** „%s”\n", md(where), md(passage))
	}
	if c.SourcePassage != "" {
		fmt.Fprintf(b, "- **%s:** „%s”\n", md(sourceHeading(c)), md(c.SourcePassage))
	}
	for _, f := range claimFacts(c) {
		fmt.Fprintf(b, "- **%s:** %s\n", f.Label, md(f.Text))
	}
}

// memoPassage is the claim as the memo writes it.
func memoPassage(c *Claim) string {
	if c.MemoPassage != "" {
		return c.MemoPassage
	}
	return cmp.Or(c.Quote, c.ClaimText)
}

// sourceHeading names the source passage by the source's name and
// signature (its file is in the technical details): "W źródle (wyrok …,
// pkt 3 uzasadnienia)", "Najbliższe miejsce w źródle" when
// the passage was not found as quoted, or where a misattributed quotation
// really stands.
func sourceHeading(c *Claim) string {
	label := "W źródle"
	switch {
	case c.RealSource != "":
		label = "Tam, skąd cytat naprawdę pochodzi"
	case c.Status != cite.Zweryfikowany && c.Status != cite.Zmodyfikowany:
		label = "Najbliższe miejsce w źródle"
	}
	var about []string
	if t := sourceTitle(c.SourcePlace); t != "" {
		about = append(about, t)
	}
	if p := sourcePlace(c.SourcePlace); p != "" {
		about = append(about, p)
	}
	if c.SourcePlace != nil && c.SourcePlace.Version != "" {
		about = append(about, c.SourcePlace.Version)
	}
	if len(about) > 0 {
		label += " (" + strings.Join(about, "; ") + ")"
	}
	return label
}

// whyLines say why the claim is tied to its source: the source as the memo
// identifies it, where the memo gives it, the other candidates, a
// re-anchoring.
func whyLines(c *Claim) []string {
	var out []string
	a := anchorText(c.Anchor)
	from := anchorFromWord(c)
	switch {
	case a != "" && from != "":
		out = append(out, a+" — "+from)
	case a != "":
		out = append(out, a)
	case from != "":
		out = append(out, from)
	}
	if len(c.Candidates) > 0 {
		out = append(out, "inne możliwe źródła: "+strings.Join(c.Candidates, ", "))
	}
	if r := lawyerField(c.Reanchored, c.Found.Reanchored); r != "" {
		out = append(out, r)
	}
	for i := range out {
		out[i] = lawyerText(out[i])
	}
	return out
}

// notCheckedLine says one reference that was not checked.
func notCheckedLine(n NotChecked) string {
	s := "„" + n.Text + "”"
	if p := memoPlace(n.Page, n.Paragraph, n.Footnote); p != "" {
		s += " (" + p + ")"
	}
	if why := lawyerField(n.Why, n.Found); why != "" {
		s += " — " + why
	}
	return s
}

func orDash(s string) string {
	if s == "" {
		return "—"
	}
	return s
}
