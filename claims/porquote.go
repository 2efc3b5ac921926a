package claims

// A quotation a por./zob. reference introduces: „Konsekwencję ujęto w tej
// samej sprawie wprost (por. postanowienie SO w Szczecinie z 25 marca
// 2014 r., II Cz 517/14): „…””. The reference anchors nothing (attribute:
// a por. ruling quoted in a judgment is as often one the library does not
// hold, and a quotation the memo does not vouch for must not block as ⛔);
// the quotation is searched in the whole library. The reference still says
// whose words they are, with a date and a court: the claim carries it
// (Claim.Por), and check compares the quotation with that ruling when the
// library holds it and the quotation stands there — so a wrong date
// written in the quotation's own citation is the quotation's 🔴 too, not
// only its powołanie's.

import "citeguard/cite"

// porReference gives claim cl, left unanchored because a por./zob.
// reference introduces it (a.porIntro), that reference as Por, when it
// names a ruling by signature or ECLI.
func porReference(cl *Claim, a attribution) {
	c := a.por
	if !a.porIntro || c == nil || c.Kind != JudgmentCitation || c.Anchor.Sygnatura == "" && c.Anchor.ECLI == "" {
		return
	}
	cl.Por = &cite.Candidate{SourceID: sourceID(c.Anchor), Anchor: c.Anchor, From: cite.FromCitation, Why: "odesłanie por./zob. wprowadza cytat"}
}
