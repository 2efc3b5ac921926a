package reports

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strings"

	"citeguard/cite"
)

// What a revision changed: the earlier report's claims are kept (Basis)
// so that the new report's header says, in the lawyer's words, which
// claims were corrected and which are new („Wersja 2 — poprzednio: Nie
// wysyłaj, teraz: Można wysłać po przejrzeniu: poprawiono C3, C5; nowe:
// C7”).

// Basis is what a revision is compared with: the earlier report's action
// in words and each of its claims. The daemon keeps it in the job's
// journal between the check and the report.
type Basis struct {
	Was    string       `json:"was"` // the earlier report's action in words (ActionOf)
	Claims []BasisClaim `json:"claims,omitempty"`
	// Omitted: the earlier report had more than MaxBasisClaims claims, so
	// none is kept (the journal that holds the basis is bounded) and the
	// header says only what the report was and is.
	Omitted bool `json:"omitted,omitempty"`
}

// MaxBasisClaims bounds the claims a basis keeps: about 100 bytes each,
// well within the 1 MiB a job's journal may take.
const MaxBasisClaims = 2000

// BasisClaim is one claim of an earlier report.
type BasisClaim struct {
	ID     string      `json:"id"`
	Key    string      `json:"key"` // its text and source (claimKey)
	Source string      `json:"source,omitempty"`
	Status cite.Status `json:"status"`
}

// BasisOf is the basis a revision of prev is compared with; nil for none.
func BasisOf(prev *Memo) *Basis {
	if prev == nil {
		return nil
	}
	b := &Basis{Was: ActionOf(prev).Word()}
	if len(prev.Results) > MaxBasisClaims {
		b.Omitted = true
		return b
	}
	for i := range prev.Results {
		c := &prev.Results[i]
		b.Claims = append(b.Claims, BasisClaim{ID: c.ID, Key: claimKey(c), Source: c.SourceID, Status: c.Status})
	}
	return b
}

// claimKey identifies a claim across versions of a memo: a hash of its
// text (white space and case folded) and its source, short enough for the
// journal.
func claimKey(c *Claim) string {
	text := strings.ToLower(strings.Join(strings.Fields(memoPassage(c)), " ")) + "|" + c.SourceID
	sum := sha256.Sum256([]byte(text))
	return hex.EncodeToString(sum[:8])
}

// Compare fills the revision's changes against the earlier report b: the
// claims that needed attention there and are 🟢 now (Fixed), those that
// need attention and were not there or were 🟢 (New), and those that
// still need it (Still). A claim is the same claim when its text and source
// are (a claim corrected in place keeps its number and source). No-op
// without a revision or a basis.
func (m *Memo) Compare(b *Basis) {
	r := m.Revision
	if r == nil || b == nil {
		return
	}
	r.Was, r.Fixed, r.New, r.Still, r.Removed = "", nil, nil, nil, 0
	if b.Omitted {
		return // what changed is not known: the header says the decisions only
	}
	r.Was = b.Was
	used := make([]bool, len(b.Claims))
	match := func(c *Claim) *BasisClaim {
		key := claimKey(c)
		for i := range b.Claims {
			if !used[i] && b.Claims[i].Key == key {
				used[i] = true
				return &b.Claims[i]
			}
		}
		for i := range b.Claims { // corrected in place: same number, same source
			if !used[i] && b.Claims[i].ID == c.ID && b.Claims[i].Source == c.SourceID {
				used[i] = true
				return &b.Claims[i]
			}
		}
		return nil
	}
	for i := range m.Results {
		c := &m.Results[i]
		prev := match(c)
		attention := c.Status != cite.Zweryfikowany
		switch {
		case prev != nil && prev.Status != cite.Zweryfikowany && !attention:
			r.Fixed = append(r.Fixed, c.ID)
		case attention && (prev == nil || prev.Status == cite.Zweryfikowany):
			r.New = append(r.New, c.ID)
		case attention:
			r.Still = append(r.Still, c.ID)
		}
	}
	for i, bc := range b.Claims {
		if !used[i] && bc.Status != cite.Zweryfikowany {
			r.Removed++
		}
	}
}

// revisionWords says a revision in the report's header: „Wersja 2 —
// poprzednio: Nie wysyłaj, teraz: Można wysłać po przejrzeniu: poprawiono
// C3, C5; nowe: C7.”
func revisionWords(m *Memo) string {
	r := m.Revision
	was := r.Was
	if was == "" {
		was = DecisionWord(r.Before)
	}
	s := fmt.Sprintf("Wersja %d — poprzednio: %s, teraz: %s", r.N, was, ActionOf(m).Word())
	var changes []string
	if len(r.Fixed) > 0 {
		changes = append(changes, "poprawiono "+andList(r.Fixed))
	}
	if r.Removed > 0 {
		changes = append(changes, fmt.Sprintf("usunięto %s", placesToFix.n(r.Removed)))
	}
	if len(r.New) > 0 {
		changes = append(changes, "nowe: "+andList(r.New))
	}
	if len(r.Still) > 0 {
		changes = append(changes, "bez zmian: "+andList(r.Still))
	}
	if len(changes) > 0 {
		s += ": " + strings.Join(changes, "; ")
	} else if r.Was != "" {
		s += ": wyniki sprawdzenia bez zmian"
	}
	s += "."
	if r.Rejected != "" {
		s += fmt.Sprintf(" Lepszej oceny („%s”) nie przyznano, bo wyniki sprawdzenia się nie zmieniły.", DecisionWord(r.Rejected))
	}
	return s
}
