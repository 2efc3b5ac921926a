package check

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"citeguard/cite"
)

// recitalAct is an EU regulation of the test library with three recitals
// before its first article.
const recitalAct = `ROZPORZĄDZENIE PARLAMENTU EUROPEJSKIEGO I RADY (UE) 2023/9911
z dnia 5 kwietnia 2023 r.
w sprawie przejrzystości usług pośrednictwa internetowego

PARLAMENT EUROPEJSKI I RADA UNII EUROPEJSKIEJ,

(1) Usługi pośrednictwa internetowego odgrywają coraz większą rolę w handlu transgranicznym na rynku wewnętrznym.

(2) Dostawcy tych usług powinni w przejrzysty sposób informować użytkowników biznesowych o głównych parametrach decydujących o pozycjonowaniu ofert.

(3) Zawieszenie świadczenia usług na rzecz użytkownika biznesowego powinno być poprzedzone przekazaniem mu uzasadnienia na trwałym nośniku.

PRZYJMUJĄ NINIEJSZE ROZPORZĄDZENIE:

Artykuł 1
Przedmiot i zakres
Niniejsze rozporządzenie ustanawia przepisy zapewniające przejrzystość usług pośrednictwa internetowego.
`

// TestRecitalWithoutAct: a recital cited with no act („Motyw 3 stanowi:
// „…””) is checked in the EU act its quotation is located in, like a
// provision the memo named: verbatim in that recital 🟢; the words of
// another recital are no match for it.
func TestRecitalWithoutAct(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	lib := filepath.Join(dir, "library")
	if err := os.MkdirAll(lib, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(lib, "rozporzadzenie-2023-9911.txt"), []byte(recitalAct), 0o644); err != nil {
		t.Fatal(err)
	}
	c, err := Open(context.Background(), Config{Library: []string{lib}, State: filepath.Join(dir, "state"), Logger: quietLog()})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	const quoted = "Zawieszenie świadczenia usług na rzecz użytkownika biznesowego powinno być poprzedzone przekazaniem mu uzasadnienia na trwałym nośniku."
	for _, tc := range []struct {
		name   string
		memo   string
		wantOK bool
	}{
		{"the recital that holds the words", "Notatka z dnia 2 maja 2024 r.\n\nUzasadnienie blokady trzeba przekazać na piśmie. Motyw 3 stanowi: „" + quoted + "”\n", true},
		{"another recital", "Notatka z dnia 2 maja 2024 r.\n\nUzasadnienie blokady trzeba przekazać na piśmie. Motyw 2 stanowi: „" + quoted + "”\n", false},
	} {
		m := checkMemo(t, c, tc.memo)
		cl, ok := findClaim(m, "Zawieszenie świadczenia")
		if !ok {
			t.Errorf("%s: no claim", tc.name)
			continue
		}
		if got := cl.Status == cite.Zweryfikowany; got != tc.wantOK {
			t.Errorf("%s: %s (%s; %s)", tc.name, cl.Status, cl.Note, cl.Reanchored)
		}
		if !tc.wantOK && cl.Status == cite.WymagaOsadu {
			t.Errorf("%s: %s, want the mismatch of a wrong provision (%s)", tc.name, cl.Status, cl.Note)
		}
	}
}
