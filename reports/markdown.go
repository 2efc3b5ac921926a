package reports

import (
	"fmt"
	"io"
	"strings"

	"citeguard/cite"
)

// Markdown writes the Polish report of a checked memo: the grounding table
// of citation-grounding-pl v2.5, the result line, the layer-1 card with the
// decision, and one section for every claim that needs attention.
func Markdown(w io.Writer, m *Memo) error {
	var b strings.Builder
	fmt.Fprintf(&b, "## Raport grounding (gradient) - %s\n\n", m.Memo)
	if m.Error != "" {
		fmt.Fprintf(&b, "⛔ Memo nie zostało sprawdzone: %s\n\n", m.Error)
		b.WriteString("NIE publikuj: dokumentu nie udało się odczytać, więc żaden cytat nie został zweryfikowany.\n\n")
	}
	if len(m.Results) > 0 {
		b.WriteString("| ID | Źródło | Typ | Wym.→Osiąg. | Status | Uwaga |\n")
		b.WriteString("|----|--------|-----|-------------|--------|-------|\n")
		for _, c := range m.Results {
			fmt.Fprintf(&b, "| %s | %s | %s | %s→%s | %s | %s |\n", c.ID, cell(sourceLabel(c)), c.ClaimType,
				levelLabel(c.WymaganyPoziom), levelLabel(c.OsiagnietyPoziom), statusLabel(c.Status), cell(shortNote(c)))
		}
		b.WriteString("\n")
	} else if m.Error == "" {
		b.WriteString("W memo nie znaleziono cytatów, sygnatur ani powołań przepisów do sprawdzenia.\n\n")
	}
	b.WriteString(resultLine(m))
	b.WriteString("\n")
	if adv := advice(m); adv != "" {
		b.WriteString(adv + "\n")
	}
	b.WriteString("\n```\n")
	b.WriteString(Layer1(m) + "\n")
	b.WriteString(decisionLine(m) + "\n")
	if m.Revision != nil {
		b.WriteString(revisionLine(m.Revision) + "\n")
	}
	b.WriteString("```\n")
	for _, c := range m.Results {
		if c.Status != cite.Zweryfikowany {
			writeSection(&b, &c)
		}
	}
	if len(m.Ignored) > 0 {
		b.WriteString("\n### Pominięte (nie są cytatami)\n\n")
		for _, ig := range m.Ignored {
			fmt.Fprintf(&b, "- „%s” — %s\n", ig.Text, ig.Why)
		}
	}
	if m.LibraryVersion != "" {
		fmt.Fprintf(&b, "\nWersja biblioteki: `%s`\n", m.LibraryVersion)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// cell keeps a table cell on one line and its pipes escaped.
func cell(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	return strings.ReplaceAll(s, "|", "\\|")
}

func sourceLabel(c Claim) string {
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

// shortNote is the table's remark: where a verified quote stands, or the
// first clause of the note.
func shortNote(c Claim) string {
	if c.Status == cite.Zweryfikowany && c.Zakres != nil && c.Note == "" {
		return fmt.Sprintf("znak %d", c.Zakres.Start)
	}
	note := c.Note
	if c.RealSource != "" {
		note = "cytat pochodzi z: " + c.RealSource
	}
	if r := []rune(note); len(r) > 90 {
		note = string(r[:89]) + "…"
	}
	return note
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

// resultLine is "Wynik: 1/5 zweryfikowane. 2 blokady (C3, C5), …".
func resultLine(m *Memo) string {
	blocks, mod, kal, judge := groups(m)
	line := fmt.Sprintf("Wynik: %d/%d zweryfikowane.", m.Summary.Zweryfikowane, m.Summary.Total)
	var parts []string
	if len(blocks) > 0 {
		parts = append(parts, count(len(blocks), "blokada", "blokady", "blokad", blocks))
	}
	if len(mod) > 0 {
		parts = append(parts, count(len(mod), "zmodyfikowany", "zmodyfikowane", "zmodyfikowanych", mod))
	}
	if len(kal) > 0 {
		parts = append(parts, count(len(kal), "kalibracja", "kalibracje", "kalibracji", kal))
	}
	if len(judge) > 0 {
		parts = append(parts, fmt.Sprintf("%d do osądu (%s)", len(judge), strings.Join(judge, ", ")))
	}
	if len(parts) > 0 {
		line += " " + strings.Join(parts, ", ") + "."
	}
	return line
}

// advice tells what to do before sending: the "NIE publikuj" line first.
func advice(m *Memo) string {
	blocks, mod, kal, judge := groups(m)
	var out []string
	switch len(blocks) {
	case 0:
	case 1:
		out = append(out, fmt.Sprintf("NIE publikuj dopóki %s nie zostanie poprawione lub usunięte.", blocks[0]))
	default:
		out = append(out, fmt.Sprintf("NIE publikuj dopóki %s nie zostaną poprawione lub usunięte.", andList(blocks)))
	}
	if len(kal) > 0 {
		out = append(out, fmt.Sprintf("%s %s złagodzenia tezy.", andList(kal), plural(len(kal), "wymaga", "wymagają", "wymagają")))
	}
	if len(mod) > 0 {
		out = append(out, fmt.Sprintf("%s: popraw cytat według źródła (różnice niżej).", andList(mod)))
	}
	if len(judge) > 0 {
		out = append(out, fmt.Sprintf("%s: substancję potwierdza człowiek.", andList(judge)))
	}
	return strings.Join(out, " ")
}

// Layer1 is the objective layer of the ocena-outputu-pl card: for quotes,
// provisions and signatures, OK when every claim of the kind is 🟢, else X
// with the claims that fail.
func Layer1(m *Memo) string {
	if m.Error != "" {
		return "WARSTWA 1 (obiektywna): cytaty X | przepisy X | sygnatury X (memo nieodczytane)"
	}
	part := func(name, cat string) string {
		var bad []string
		for _, c := range m.Results {
			if c.Category == cat && c.Status != cite.Zweryfikowany {
				bad = append(bad, c.ID)
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

// writeSection explains one claim that needs attention.
func writeSection(b *strings.Builder, c *Claim) {
	fmt.Fprintf(b, "\n### %s — %s — %s\n\n", c.ID, statusLabel(c.Status), sourceLabel(*c))
	if c.Note != "" {
		fmt.Fprintf(b, "- **Uwaga:** %s\n", c.Note)
	}
	passage := c.MemoPassage
	if passage == "" {
		passage = firstNonEmpty(c.Quote, c.ClaimText)
	}
	if passage != "" {
		where := "W memo"
		if c.Page > 0 {
			where = fmt.Sprintf("W memo (s. %d)", c.Page)
		}
		fmt.Fprintf(b, "- **%s:** „%s”\n", where, oneLine(passage))
	}
	if c.SourcePassage != "" {
		label := "W źródle"
		if c.Status != cite.Zweryfikowany && c.Status != cite.Zmodyfikowany {
			label = "Najbliższe miejsce w źródle"
		}
		if c.SourceFile != "" {
			label += " (" + c.SourceFile + ")"
		}
		fmt.Fprintf(b, "- **%s:** „%s”\n", label, oneLine(c.SourcePassage))
	}
	if len(c.Diff) > 0 {
		b.WriteString("- **Różnice (cytat ↔ źródło):**\n")
		for _, d := range c.Diff {
			switch d.Rodzaj {
			case "dodane":
				fmt.Fprintf(b, "  - dodano w cytacie: „%s”\n", d.Cytat)
			case "pominiete":
				fmt.Fprintf(b, "  - pominięto ze źródła: „%s”\n", d.Zrodlo)
			default:
				fmt.Fprintf(b, "  - zmieniono: „%s” zamiast „%s”\n", d.Cytat, d.Zrodlo)
			}
		}
	}
	if c.RealSource != "" {
		fmt.Fprintf(b, "- **Cytat pochodzi z:** %s\n", c.RealSource)
	}
	if c.SpanID != "" {
		fmt.Fprintf(b, "- Span: `%s`\n", c.SpanID)
	}
	if c.SourceVersion != "" {
		fmt.Fprintf(b, "- Wersja źródła: `%s`\n", c.SourceVersion)
	}
}

func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

func firstNonEmpty(a, b string) string {
	if a != "" {
		return a
	}
	return b
}
