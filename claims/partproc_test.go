package claims

import (
	"testing"

	"citeguard/cite"
)

// participleProcedureCases: after a quotation and the court's reporting
// verb, a participle of a procedural act („…, oddalając kasację powoda, …”)
// tells what the cited ruling's court did: a procedural fact anchored to
// that ruling.
var participleProcedureCases = []tcase{
	{name: "„– przypomniał SN w wyroku …, oddalając kasację …, który …”",
		text: "„Kasacja nie służy ponownej ocenie dowodów” – przypomniał Sąd Najwyższy w wyroku z dnia 12 marca 2001 r. (II UKN 258/00), oddalając kasację ubezpieczonej, która domagała się renty rodzinnej po zmarłym mężu.",
		claims: []want{{typ: cite.CytatDoslowny, src: "II UKN 258/00"},
			{typ: cite.FaktProceduralny, src: "II UKN 258/00", text: "oddalając kasację ubezpieczonej, która domagała się renty rodzinnej"}}},
	{name: "the participle's clause ends at a comma before another clause",
		text: "„Kasacja nie służy ponownej ocenie dowodów” – przypomniał Sąd Najwyższy w wyroku z dnia 12 marca 2001 r. (II UKN 258/00), uchylając zaskarżony wyrok, a sprawa wróciła do sądu apelacyjnego.",
		claims: []want{{typ: cite.CytatDoslowny, src: "II UKN 258/00"},
			{typ: cite.FaktProceduralny, src: "II UKN 258/00", text: "uchylając zaskarżony wyrok", noText: "wróciła"}}},
	{name: "control: „uwzględniając” (taking into account) is no procedural act",
		text:   "„Kasacja nie służy ponownej ocenie dowodów” – przypomniał Sąd Najwyższy w wyroku z dnia 12 marca 2001 r. (II UKN 258/00), uwzględniając charakter postępowania kasacyjnego.",
		claims: []want{{typ: cite.CytatDoslowny, src: "II UKN 258/00"}}},
}

func TestParticipleProcedure(t *testing.T) {
	t.Parallel()
	for _, tc := range participleProcedureCases {
		t.Run(tc.name, func(t *testing.T) { runCase(t, tc) })
	}
}
