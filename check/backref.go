package check

import (
	"citeguard/cite"
	"citeguard/claims"
	"citeguard/engine"
	"citeguard/pl"
)

// A back-reference („W tym samym wyroku …”, „Sąd ten wskazał też …”, a
// footnote „Tamże”, „op. cit.”) carries the anchor of the citation it
// points to, date and court included. When that citation is itself a
// claim of the memo, a wrong date or court written there is reported
// there: the back-reference names the ruling only (by its signature) and
// is checked against it, not blocked a second time for the same mistake.

// backRef reports whether a claim's anchor was carried from an earlier
// citation rather than written at the claim.
func backRef(from cite.AnchorFrom) bool {
	switch from {
	case cite.FromContext, cite.FromIbidem, cite.FromShortForm:
		return true
	}
	return false
}

// statedSignatures is pl.SignatureKey of every signature a claim of the
// memo names at the claim itself (no back-reference), with the date and
// court written there.
func statedSignatures(cls []claims.Claim) map[string]cite.Anchor {
	out := map[string]cite.Anchor{}
	for _, cl := range cls {
		if cl.Anchor.Sygnatura == "" || backRef(cl.AnchorFrom) {
			continue
		}
		k := pl.SignatureKey(cl.Anchor.Sygnatura)
		if _, ok := out[k]; !ok {
			out[k] = cl.Anchor
		}
	}
	return out
}

// ownIdentity drops from a back-referenced claim's engine item the date
// and court its antecedent — a claim of the memo with the same signature,
// date and court — already stands for.
func ownIdentity(cl claims.Claim, it *engine.Item, stated map[string]cite.Anchor) {
	if it.Anchor == nil || !backRef(cl.AnchorFrom) || it.Anchor.Sygnatura == "" {
		return
	}
	a, ok := stated[pl.SignatureKey(it.Anchor.Sygnatura)]
	if !ok || a.Data != it.Anchor.Data || a.Organ != it.Anchor.Organ {
		return
	}
	own := *it.Anchor
	own.Data, own.Organ = "", ""
	it.Anchor = &own
}
