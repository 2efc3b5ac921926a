package reports

import (
	"regexp"
	"strings"
)

// Say words the engine's findings with the wording of the reference script
// (the `task` command must print them as ground-citations.mjs does):
// „kotwica”, „terminy nośne”, „(BLOKADA)”, „Złagodź do parafrazy LUB …”.
// A lawyer reads them through noteWords, which says the same in plain
// Polish. The JSON keeps the note in the reference's words.

var noteRewrites = []struct {
	re   *regexp.Regexp
	with string
}{
	{regexp.MustCompile(`dosłowny cytat nieznaleziony, ale źródło dotyczy tematu \(poziom TREŚĆ\)\. Złagodź do parafrazy LUB oznacz pinpoint jako prowizoryczny\.?`),
		"takich słów nie ma w źródle, choć źródło dotyczy tematu — zamień cytat na omówienie albo zaznacz, że wskazane miejsce jest przybliżone"},
	{regexp.MustCompile(`terminy nośne obecne \((\d+)%\) — substancję potwierdza człowiek`),
		"w źródle są kluczowe słowa tej tezy ($1% z nich) — czy źródło mówi to samo, ocenia prawnik"},
	{regexp.MustCompile(`terminy nośne obecne w zwartym fragmencie źródła \((\d+)%\) — substancję potwierdza człowiek`),
		"w jednym miejscu źródła stoją razem kluczowe słowa tej tezy ($1% z nich) — czy źródło mówi to samo, ocenia prawnik"},
	{regexp.MustCompile(`terminy obecne, ale pokrycie w przeważającej mierze językiem szablonowym \([^)]*\) — podwyższona ostrożność, substancję potwierdza człowiek`),
		"ze źródłem łączą tę tezę głównie typowe zwroty prawnicze — czy źródło mówi to samo, ocenia prawnik (ostrożnie)"},
	{regexp.MustCompile(`źródło nie zawiera terminów nośnych twierdzenia \(pokrycie \d+%\)`),
		"źródło nie zawiera kluczowych słów tej tezy"},
	{regexp.MustCompile(`brak cytatu; terminy obecne w źródle to głównie język szablonowy \([^)]*\)`),
		"tego cytatu nie ma w źródle; wspólne są tylko typowe zwroty prawnicze"},
	{regexp.MustCompile(`brak cytatu i brak pokrycia terminów`),
		"tego cytatu nie ma w źródle, nie ma w nim nawet jego kluczowych słów"},
	{regexp.MustCompile(`znaleziony dosłownie po pominięciu odstępów między wyrazami \(ekstrakcja skleja lub rozdziela wyrazy\); poza odstępami bez różnic`),
		"cytat jest w źródle dosłownie; różnią się tylko odstępy między wyrazami"},
	{regexp.MustCompile(`rozbieżność kotwicy \((.*)\) — możliwe fałszerstwo źródła`),
		"dane orzeczenia nie zgadzają się ze źródłem ($1) — możliwe błędne lub zmyślone powołanie"},
	{regexp.MustCompile(`kotwica \(sygnatura i data\) potwierdzona w rozwiązanym źródle`),
		"sygnatura i data zgadzają się ze źródłem w bibliotece"},
	{regexp.MustCompile(`tożsamość potwierdzona, ale`), "orzeczenie się zgadza, ale"},
	{regexp.MustCompile(`drobne różnice \(interpunkcja, diakrytyki, literówka\) — patrz diff`),
		"drobne różnice (interpunkcja, polskie litery, literówka) — zaznaczone niżej"},
	{regexp.MustCompile(`potencjalna halucynacja`), "możliwe zmyślenie"},
	{regexp.MustCompile(`\(błędne przypisanie, BLOKADA\)`), "(błędne przypisanie)"},
	{regexp.MustCompile(`\s*\(BLOKADA\)|,\s*BLOKADA\b`), ""},
}

// noteWords is an engine note in plain Polish.
func noteWords(note string) string {
	for _, r := range noteRewrites {
		note = r.re.ReplaceAllString(note, r.with)
	}
	return strings.TrimSpace(note)
}
