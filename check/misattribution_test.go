package check

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"citeguard/cite"
)

// TestMisattributionNamesTheCitedTwin: a quotation attributed to the wrong
// ruling stands in two rulings of one court and one day (joined cases,
// near-identical reasons). The search cannot tell which is the original; the
// one the memo itself cites („Zob. też …” in a note) is named, the other is
// listed beside it. Without such a citation the search's first is named.
func TestMisattributionNamesTheCitedTwin(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	lib := t.TempDir()
	passage := "Szczególnie uzasadniony wypadek nie zachodzi, gdy strona przegrała proces z własnej winy i mogła przewidzieć jego wynik."
	judgment := func(sig, date, body string) {
		text := fmt.Sprintf("Sygn. akt %s\n\nPOSTANOWIENIE\n\nDnia %s\nSąd Okręgowy w Toruniu w składzie:\nSSO Anna Przykładowa\n\npo rozpoznaniu sprawy postanawia oddalić zażalenie.\n\nUZASADNIENIE\n\n%s\n", sig, date, body)
		name := strings.NewReplacer(" ", "_", "/", "-").Replace(sig) + ".txt"
		if err := os.WriteFile(filepath.Join(lib, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	judgment("V Pz 11/20", "12 maja 2020 r.", "Zażalenie nie zasługuje na uwzględnienie. "+passage)
	judgment("V Pz 12/20", "12 maja 2020 r.", "Zażalenie jest bezzasadne. "+passage)
	judgment("V Pz 30/19", "3 lutego 2020 r.", "Zażalenie podlegało oddaleniu, ponieważ strona nie wykazała kosztów.")
	c, err := Open(ctx, Config{Library: []string{lib}, State: t.TempDir(), Logger: quietLog()})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	for _, tc := range []struct {
		name, note, want, listed string
	}{
		{"the memo cites the second twin", " Zob. też postanowienie Sądu Okręgowego w Toruniu z dnia 12 maja 2020 r., V Pz 12/20.", "V Pz 12/20", "V Pz 11/20"},
		{"the memo cites neither", "", "V Pz 11/20", "V Pz 12/20"},
	} {
		memo := filepath.Join(t.TempDir(), "memo.md")
		text := "**MEMORANDUM**\n\nSąd Okręgowy w Toruniu w postanowieniu z dnia 3 lutego 2020 r., V Pz 30/19, wskazał, że „" + passage + "”" + tc.note + "\n"
		if err := os.WriteFile(memo, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		m, err := c.Check(ctx, memo)
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for _, r := range m.Results {
			if r.Quote == "" {
				continue
			}
			found = true
			if r.Status != cite.Niezweryfikowany || !strings.HasPrefix(r.RealSource, tc.want) || !strings.Contains(r.Note, "jest też w: "+tc.listed) {
				t.Errorf("%s: %s, real source %q, note %q; want %s named and %s listed", tc.name, r.Status, r.RealSource, r.Note, tc.want, tc.listed)
			}
		}
		if !found {
			t.Errorf("%s: no quotation among %+v", tc.name, m.Results)
		}
	}
}
