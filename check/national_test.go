package check

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"citeguard/cite"
)

// TestMisattributionAtScale: with judgments imported in bulk that quote the
// same provision, a quotation found in the cited judgment is verified
// whatever else holds it, and one attributed to a judgment that does not
// hold it names the most likely original (the statute) and how many
// others hold it.
func TestMisattributionAtScale(t *testing.T) {
	t.Parallel()
	const quoted = "Kto z winy swej wyrządził drugiemu szkodę, obowiązany jest do jej naprawienia"
	dir := t.TempDir()
	lib, dump := filepath.Join(dir, "library"), filepath.Join(dir, "dump")
	write := func(p, s string) {
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(filepath.Join(lib, "kc.txt"), "USTAWA\nz dnia 23 kwietnia 1964 r.\nKodeks cywilny\n\nArt. 415. "+quoted+".\n\nArt. 416. Osoba prawna jest obowiązana do naprawienia szkody wyrządzonej z winy jej organu.\n")
	var b strings.Builder
	for _, r := range []struct {
		id                    int
		court, sig, date, txt string
	}{
		{30000001, "COMMON", "I Ysyn 1/12", "2012-03-01", "<p>WYROK</p><p>Sąd Okręgowy przypomina: „" + quoted + "”. Apelacja jest bezzasadna.</p>"},
		{30000002, "SUPREME", "II Ysyn 2/08", "2008-06-06", "WYROK\nSąd Najwyższy\nPrzepis stanowi: „" + quoted + "”. Uchyla zaskarżony wyrok."},
		{30000003, "NATIONAL_APPEAL_CHAMBER", "III Ysyn 3/08", "2008-06-06", "WYROK\nIzba wskazuje: „" + quoted + "”. Odwołanie oddala."},
		{30000004, "SUPREME", "IV Ysyn 4/15", "2015-01-02", "POSTANOWIENIE\nSąd Najwyższy odmawia przyjęcia skargi kasacyjnej do rozpoznania."},
	} {
		line, _ := json.Marshal(map[string]any{"id": r.id, "courtType": r.court, "courtCases": []map[string]string{{"caseNumber": r.sig}},
			"judgmentType": "SENTENCE", "textContent": r.txt, "judgmentDate": r.date})
		b.Write(append(line, '\n'))
	}
	write(filepath.Join(dump, "page.jsonl"), b.String())
	memo := filepath.Join(dir, "memo.txt")
	write(memo, "Memorandum\n\n"+
		"Sąd Najwyższy w wyroku z dnia 6 czerwca 2008 r., II Ysyn 2/08, przypomniał, że „"+quoted+"”.\n\n"+
		"Sąd Najwyższy w postanowieniu z dnia 2 stycznia 2015 r., IV Ysyn 4/15, stwierdził, że „"+quoted+"”.\n")
	ctx := context.Background()
	c, err := Open(ctx, Config{Library: []string{lib}, State: filepath.Join(dir, "state"), Logger: quietLog()})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if st, err := c.Library().ImportSAOS(ctx, 1, nil, dump); err != nil || st.Added != 4 {
		t.Fatalf("import %+v %v", st, err)
	}
	m, err := c.Check(ctx, memo)
	if err != nil {
		t.Fatal(err)
	}
	var right, wrong bool
	for _, cl := range m.Results {
		if cl.Quote == "" {
			continue
		}
		switch cl.Anchor.Sygnatura {
		case "II Ysyn 2/08":
			right = true
			if cl.Status != cite.Zweryfikowany {
				t.Errorf("the quotation of the judgment that holds it: %s (%s)", cl.Status, cl.Note)
			}
		case "IV Ysyn 4/15":
			wrong = true
			if cl.Status != cite.Niezweryfikowany || !strings.Contains(cl.RealSource, "Kodeks cywilny") || !strings.Contains(cl.Note, "ten sam fragment jest też w: II Ysyn 2/08, III Ysyn 3/08, I Ysyn 1/12") {
				t.Errorf("the misattributed quotation: %s, real source %q, note %q", cl.Status, cl.RealSource, cl.Note)
			}
		}
	}
	if !right || !wrong {
		t.Fatalf("claims not found: %+v", m.Results)
	}
}
