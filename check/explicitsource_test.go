package check

import (
	"strings"
	"testing"

	"citeguard/cite"
)

// TestExplicitSourceOfQuote: issue 22 class 6 on the forms blind10 and
// blind11 found, own sentences, with a real ruling (Sąd Okręgowy w
// Bydgoszczy, II Ca 72/13, 12 września 2013 r.) and the Civil Code:
//   - a quotation of a provision followed by its citation in parentheses
//     after its own full stop („… wykonania.” (art. 455 k.c.), a …”) is
//     checked in the provision, not in the ruling its paragraph is about
//     (was 🔴 misattributed);
//   - a paragraph written bare after the article named before („Uwaga na §
//     2:”) is that article's (was a document outside the library, with
//     „memo przypisuje cytat dokumentowi spoza biblioteki”);
//   - a quotation a por. reference introduces is checked against that
//     ruling when the library holds it: a wrong date in the reference is the
//     quotation's 🔴 (was 🟢 „memo nie wskazuje źródła”), a right one 🟢 with
//     the reference as anchor; a por. ruling the library lacks leaves the
//     fail-safe search as it was (never ⛔ for the quotation).
func TestExplicitSourceOfQuote(t *testing.T) {
	t.Parallel()
	c := courtReliesChecker(t)
	const intro = "MEMORANDUM\nData: 5 maja 2026 r.\n\nOdsetki od zadośćuczynienia\n\nSąd Okręgowy w Bydgoszczy w wyroku z dnia 12 września 2013 r., II Ca 72/13, rozpoznał apelację ubezpieczyciela od wyroku zasądzającego zadośćuczynienie z odsetkami. "
	const ruling = "roszczenie o zadośćuczynienie staje się wymagalne nie z chwilą wydania orzeczenia, którym zostało ono przyznane przez sąd"
	cases := []struct {
		name, text, needle string
		status             cite.Status
		against, noteHas   string
		noteNot            string
		blocked            bool
	}{
		{"provision in parentheses after the full stop",
			intro + "Termin nie był oznaczony, a przepis stanowi: „Jeżeli termin spełnienia świadczenia nie jest oznaczony ani nie wynika z właściwości zobowiązania, świadczenie powinno być spełnione niezwłocznie po wezwaniu dłużnika do wykonania.” (art. 455 k.c.), więc pozwany popadł w opóźnienie.\n",
			"niezwłocznie po wezwaniu", cite.Zweryfikowany, "art. 455", "", "", false},
		{"bare paragraph after the article, faithful",
			intro + "\n\nZgodnie z art. 817 § 1 k.c. „Ubezpieczyciel obowiązany jest spełnić świadczenie w terminie trzydziestu dni, licząc od daty otrzymania zawiadomienia o wypadku.” Uwaga na § 2: świadczenie „powinno być spełnione w ciągu 14 dni od dnia, w którym przy zachowaniu należytej staranności wyjaśnienie tych okoliczności było możliwe”.\n",
			"w ciągu 14 dni", cite.Zweryfikowany, "art. 817 § 2", "", "spoza biblioteki", false},
		{"bare paragraph after the article, time limit changed",
			intro + "\n\nZgodnie z art. 817 § 1 k.c. „Ubezpieczyciel obowiązany jest spełnić świadczenie w terminie trzydziestu dni, licząc od daty otrzymania zawiadomienia o wypadku.” Uwaga na § 2: świadczenie „powinno być spełnione w ciągu 7 dni od dnia, w którym przy zachowaniu należytej staranności wyjaśnienie tych okoliczności było możliwe”.\n",
			"w ciągu 7 dni", cite.Niezweryfikowany, "art. 817 § 2", "", "spoza biblioteki", true},
		{"por. reference with a wrong date",
			intro + "Wymagalność ujęto w tej samej sprawie wprost (por. wyrok SO w Bydgoszczy z 12 października 2013 r., II Ca 72/13): „" + ruling + "”.\n",
			"staje się wymagalne", cite.Niezweryfikowany, "II Ca 72/13", "data", "", true},
		{"control: a date in a parenthesis after the signature is the quotation's already",
			intro + "Wymagalność ujęto tam wprost: „" + ruling + "” (II Ca 72/13 (z 12 października 2013 r.)).\n",
			"staje się wymagalne", cite.Niezweryfikowany, "II Ca 72/13", "data", "", true},
		{"por. reference with the right date",
			intro + "Wymagalność ujęto w tej samej sprawie wprost (por. wyrok SO w Bydgoszczy z 12 września 2013 r., II Ca 72/13): „" + ruling + "”.\n",
			"staje się wymagalne", cite.Zweryfikowany, "II Ca 72/13", "", "nie wskazuje źródła", false},
	}
	for _, k := range cases {
		m := checkMemo(t, c, k.text)
		r, ok := findClaim(m, k.needle)
		got := r.Anchor.Sygnatura + r.Anchor.Przepis
		if !ok || r.Status != k.status || !strings.Contains(got, k.against) || m.Blocked != k.blocked ||
			k.noteHas != "" && !strings.Contains(r.Note, k.noteHas) || k.noteNot != "" && strings.Contains(r.Note, k.noteNot) {
			t.Errorf("%s: %s %s against %q (%s), note %q, blocked %v; want %s against %s, blocked %v", k.name, r.ID, r.Status, got, r.AnchorFrom, r.Note, m.Blocked, k.status, k.against, k.blocked)
		}
	}
	// Control: a por. ruling the library does not hold leaves the quotation
	// to the fail-safe search (found in II Ca 72/13, never ⛔ itself).
	m := checkMemo(t, c, intro+"Tak też w innej sprawie (por. wyrok SN z 3 marca 2011 r., I CSK 999/10): „"+ruling+"”.\n")
	if r, ok := findClaim(m, "staje się wymagalne"); !ok || r.Status == cite.BrakZrodla || r.AnchorFrom != string(cite.FromLibrary) {
		t.Errorf("por. ruling outside the library: %s %s %s (%s), want the library search's result", r.ID, r.Status, r.Note, r.AnchorFrom)
	}
}
