package engine

// The modality of a modal word as its clause states it: a negation turns
// a possibility into a prohibition („nie można”, „nie wolno”) and a
// necessity into a permission not to („nie musi”).

import "citeguard/cite"

// modality is what a modal word, with the negation that governs it, says:
// binding — an obligation or a prohibition („musi”, „należy”, „nie
// można”); permissive — a possibility or a permission not to („może”,
// „nie musi”). negated tells a negation made it so.
type modality struct{ binding, negated bool }

// modalityAt is the modality of the modal word ws[i]: a necessity word
// binds, a possibility word permits, a negation governing it turns it.
func modalityAt(ws []word, i int) modality {
	neg := negatedAt(ws, i)
	return modality{binding: necessityWords[ws[i].Key] != neg, negated: neg}
}

// windowModalities is what the modal words of a source window say: whether
// one binds, one permits, and whether a negation made one of them so.
type windowModalities struct{ binding, permissive, negBinding, negPermissive bool }

// modalitiesOf reads the modal words of ws[from:to].
func modalitiesOf(ws []word, from, to int) windowModalities {
	var m windowModalities
	for j := max(from, 0); j < min(to, len(ws)); j++ {
		if !possibilityWords[ws[j].Key] && !necessityWords[ws[j].Key] {
			continue
		}
		mo := modalityAt(ws, j)
		if mo.binding {
			m.binding, m.negBinding = true, m.negBinding || mo.negated
		} else {
			m.permissive, m.negPermissive = true, m.negPermissive || mo.negated
		}
	}
	return m
}

// modalTurned reports whether the claim's modal word cws[i] states the
// other modality than every modal word of the window: a possibility
// („może”) where the window only binds, a necessity („musi”) where it only
// permits. A prohibition („nie można pominąć”) agrees with an obligation
// („należy uwzględnić”), a permission not to („nie musi”) with a
// possibility. A mismatch a negation takes part in — on either side — asks
// what is prohibited against what is obliged, which is for a human (at
// most 🟡), not a contradiction; a turned negation of the same phrase is
// found as one (phraseTurned).
func modalTurned(cws []word, i int, wm windowModalities) (cite.Code, bool) {
	mo := modalityAt(cws, i)
	if mo.negated {
		return "", false
	}
	if mo.binding && !wm.binding && wm.permissive && !wm.negPermissive {
		return cite.ContraNecessity, true
	}
	if !mo.binding && !wm.permissive && wm.binding && !wm.negBinding {
		return cite.ContraPossibility, true
	}
	return "", false
}
