package check

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"citeguard/cite"
)

// TestExcerptOfAnAct: the example library holds only an excerpt of the Civil
// Code („wyciąg: art. 415–417, 471, 483–484” under its title). An article
// outside the excerpt is listed as not checked, never 🔴 „nie ma takiego
// artykułu”; a quotation that stands in another article of the excerpt is
// still 🔴 naming that article.
func TestExcerptOfAnAct(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	c, err := Open(ctx, Config{Library: []string{filepath.Join("..", "testdata", "example", "library")}, State: t.TempDir(), Logger: quietLog()})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	memo := filepath.Join(t.TempDir(), "memo.md")
	text := "**MEMORANDUM**\n\nZgodnie z art. 568 § 1 k.c. kupujący może żądać obniżenia ceny. " +
		"Podstawą jest art. 415 k.c.: „Kto z winy swej wyrządził drugiemu szkodę, obowiązany jest do jej naprawienia.” " +
		"Natomiast art. 1000 k.c. stanowi, że „Osoba prawna jest obowiązana do naprawienia szkody wyrządzonej z winy jej organu.”\n"
	if err := os.WriteFile(memo, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	m, err := c.Check(ctx, memo)
	if err != nil {
		t.Fatal(err)
	}
	var notChecked []string
	for _, n := range m.NotChecked {
		notChecked = append(notChecked, n.Przepis+": "+n.Why)
	}
	if len(notChecked) != 1 || !strings.HasPrefix(notChecked[0], "art. 568 § 1: biblioteka ma tylko wyciąg") {
		t.Errorf("not checked: %q, want art. 568 § 1 (an excerpt's gap)", notChecked)
	}
	got := map[string]cite.Status{}
	for _, r := range m.Results {
		got[r.Anchor.Przepis] = r.Status
		if r.Anchor.Przepis == "art. 1000" && !strings.Contains(r.Note, "art. 416") {
			t.Errorf("art. 1000: %q, want it to name art. 416", r.Note)
		}
	}
	if got["art. 415"] != cite.Zweryfikowany || got["art. 1000"] != cite.Niezweryfikowany {
		t.Errorf("statuses %v, want art. 415 🟢 and art. 1000 🔴 (the quotation is art. 416's)", got)
	}
	if _, ok := got["art. 568 § 1"]; ok {
		t.Errorf("art. 568 § 1 is a claim with a status; an excerpt cannot say it is missing")
	}
}
