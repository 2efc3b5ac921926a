package cite

// ClaimType is the kind of a claim (the claim_type of seed 000); it sets the
// level the verification must reach.
type ClaimType string

// The claim types of seed 000.
const (
	CytatDoslowny    ClaimType = "cytat_doslowny"    // a quotation attributed to a source: FRAGMENT
	TezaPinpoint     ClaimType = "teza_pinpoint"     // "pkt 15 uzasadnienia", "s. 12": FRAGMENT
	StanowiskoSadu   ClaimType = "stanowisko_sadu"   // "SN przyjął, że …": TREŚĆ
	Parafraza        ClaimType = "parafraza"         // a holding or provision restated with a citation: TREŚĆ
	FaktProceduralny ClaimType = "fakt_proceduralny" // "wyrokiem z … Sąd oddalił …": ISTNIENIE
	Powolanie        ClaimType = "powolanie"         // "por. II CSK 123/19": ISTNIENIE
)

// Required is the level a claim of this type must reach; false for a type
// seed 000 does not name ("quote", the v1 alias of cytat_doslowny, counts).
func (t ClaimType) Required() (Level, bool) {
	switch t {
	case CytatDoslowny, TezaPinpoint, "quote":
		return Fragment, true
	case StanowiskoSadu, Parafraza:
		return Tresc, true
	case FaktProceduralny, Powolanie:
		return Istnienie, true
	}
	return None, false
}

// Quotes reports whether the claim type is a quotation (FRAGMENT: the
// quoted passage must stand in the source).
func (t ClaimType) Quotes() bool { return t == CytatDoslowny || t == TezaPinpoint }
