package check

import (
	"strings"
	"testing"

	"citeguard/cite"
	"citeguard/claims"
)

// TestOutsideQuoteInRuling: issue 22 — the safety net of a quotation the
// claim extractor gives to a document outside the library (a contract's
// clause, general terms): when it is a ruling's sentence of the library
// changed in meaning, it is 🔴 against that ruling and blocks; the same
// sentence unchanged (a contract may copy a ruling's words) and a clause
// that departs from a statute (general terms may) stay the document's,
// unreported.
func TestOutsideQuoteInRuling(t *testing.T) {
	t.Parallel()
	c := speakerChecker(t)
	const ruling = "przyznana suma pieniężna ma stanowić przybliżony ekwiwalent poniesionej przez poszkodowanego szkody niemajątkowej"
	changed := strings.Replace(ruling, "ma stanowić", "nie ma stanowić", 1)
	m := checkMemo(t, c, "Paragraf 7 umowy ugody stanowi: „"+changed+"”.\n")
	r, ok := findClaim(m, "nie ma stanowić")
	if !ok || r.Status != cite.Niezweryfikowany || !m.Blocked || !strings.Contains(r.Note, "spoza biblioteki") {
		t.Errorf("a ruling's sentence changed, given as a contract's: %s %s %q (blocked %v)", r.ID, r.Status, r.Note, m.Blocked)
	}
	for _, tc := range []struct{ name, memo string }{
		{"the ruling's sentence unchanged", "Paragraf 7 umowy ugody stanowi: „" + ruling + "”.\n"},
		{"general terms departing from the statute", "Paragraf 12 OWU stanowi: „Jeżeli dłużnik opóźnia się ze spełnieniem świadczenia pieniężnego, wierzyciel może żądać odsetek za czas opóźnienia, chociażby nie poniósł żadnej szkody i chociażby opóźnienie było następstwem okoliczności, za które dłużnik odpowiedzialność ponosi.”\n"},
	} {
		m := checkMemo(t, c, tc.memo)
		if len(m.Results) != 0 || m.Blocked {
			t.Errorf("%s: reported %d results (blocked %v)", tc.name, len(m.Results), m.Blocked)
		}
		outside := false
		for _, ig := range m.Ignored {
			outside = outside || ig.Why == claims.WhyOutside
		}
		if !outside {
			t.Errorf("%s: not left as an outside document's quotation: %+v", tc.name, m.Ignored)
		}
	}
}
