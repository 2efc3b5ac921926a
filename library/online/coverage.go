package online

import (
	"strings"

	"citeguard/pl"
)

// CourtType is a kind of court as the registers tell them apart (SAOS's
// courtType). SAOS holds rulings of common courts, the Supreme Court, the
// Constitutional Tribunal and the National Appeal Chamber (KIO); it holds
// none of the administrative courts (NSA, WSA) and, of course, none of the
// European courts.
type CourtType string

// The court types.
const (
	CourtUnknown        CourtType = ""
	CourtCommon         CourtType = "COMMON"
	CourtSupreme        CourtType = "SUPREME"
	CourtConstitutional CourtType = "CONSTITUTIONAL_TRIBUNAL"
	CourtAppealChamber  CourtType = "NATIONAL_APPEAL_CHAMBER"
	CourtAdministrative CourtType = "ADMINISTRATIVE"
	CourtEuropean       CourtType = "EUROPEAN" // TSUE, ETPC: no Polish register
)

// InSAOS reports whether SAOS holds rulings of courts of this type.
func (t CourtType) InSAOS() bool {
	switch t {
	case CourtCommon, CourtSupreme, CourtConstitutional, CourtAppealChamber:
		return true
	}
	return false
}

// Known reports a court type that was recognized.
func (t CourtType) Known() bool { return t != CourtUnknown }

// courtTypes maps pl's canonical court names (without the seat) to types.
var courtTypes = map[string]CourtType{
	pl.CourtSN: CourtSupreme, pl.CourtNSA: CourtAdministrative, pl.CourtWSA: CourtAdministrative,
	pl.CourtSA: CourtCommon, pl.CourtSO: CourtCommon, pl.CourtSR: CourtCommon,
	pl.CourtTK: CourtConstitutional, pl.CourtKIO: CourtAppealChamber,
	pl.CourtTSUE: CourtEuropean, pl.CourtETPC: CourtEuropean,
}

// The repertories (the letters of a signature) that tell the court when a
// memo names none. A signature with a department numeral ("II CSK 1/19")
// is of the Supreme Court or a common court by its repertory; one without
// ("K 27/03", "KIO 730/18") of the Constitutional Tribunal or KIO; "SA/"
// and the NSA repertories are administrative.
var (
	repSupreme = set("CSK", "CZP", "CNP", "CNPP", "CKN", "CK", "CKU", "CO", "CZ", "CN", "CKS", "CSKP", "UK", "UZP", "UZ", "UKN", "USK", "UNP",
		"KK", "KZP", "KO", "KS", "KRS", "KRN", "KN", "KZ", "KSP", "PK", "PZ", "PZP", "NSK", "NZP", "NSNc", "NSNZP", "NO", "NSP", "IZP", "ZP")
	repSupremeBare = set("SNO", "SDI", "SD", "SNP", "SZP")
	repCommon      = set("C", "Ca", "ACa", "ACz", "Cz", "Ns", "Nc", "Nsm", "Nmo", "Nkd", "Co", "Cps", "RC", "RCa", "RNs", "GC", "Ga", "GNc", "GNs", "Gz", "GU", "GUp",
		"K", "Ka", "AKa", "AKz", "Kz", "Kp", "Ko", "Kow", "W", "Wz", "Wo", "Ks", "P", "Pa", "APa", "Pz", "U", "Ua", "AUa", "Uz", "AGa", "AGz")
	repConstitutional = set("K", "P", "SK", "U", "Kp", "Ts", "Tw", "Tp", "Kpt", "Pp")
	repAdministrative = set("OSK", "FSK", "GSK", "OPS", "FPS", "GPS", "OZ", "FZ", "GZ", "OW", "FW", "GW", "OPP", "FPP", "GPP")
)

func set(xs ...string) map[string]bool {
	m := map[string]bool{}
	for _, x := range xs {
		m[strings.ToUpper(x)] = true
	}
	return m
}

// CourtTypeOf tells the type of the court that gave a ruling: from the
// court as a memo names it, else from the signature's repertory; Unknown
// when neither says.
func CourtTypeOf(court string, sig Signature) CourtType {
	if c := pl.CanonicalCourt(court); c != "" {
		kind, _, _ := strings.Cut(c, " w ")
		if t, ok := courtTypes[kind]; ok {
			return t
		}
	}
	return courtTypeOfSignature(sig.String())
}

func courtTypeOfSignature(sig string) CourtType {
	if sig == "" {
		return CourtUnknown
	}
	if strings.Contains(sig, "SA/") || strings.Contains(sig, "SAB/") {
		return CourtAdministrative
	}
	if strings.HasPrefix(sig, "KIO") {
		return CourtAppealChamber
	}
	if len(sig) > 2 && (sig[0] == 'C' || sig[0] == 'T') && sig[1] == '-' {
		return CourtEuropean // C-311/18, T-123/20
	}
	// "II CSK 1/19": a department numeral, the repertory, the number; "K
	// 27/03": the repertory and the number.
	toks := strings.Fields(sig)
	switch len(toks) {
	case 3:
		rep := strings.ToUpper(toks[1])
		switch {
		case repAdministrative[rep]:
			return CourtAdministrative
		case repSupreme[rep]:
			return CourtSupreme
		case repCommon[rep]:
			return CourtCommon
		}
	case 2:
		rep := strings.ToUpper(toks[0])
		switch {
		case repSupremeBare[rep]:
			return CourtSupreme
		case repConstitutional[rep]:
			return CourtConstitutional
		}
	}
	return CourtUnknown
}
