package check

// A quotation a por./zob. reference introduces („(por. postanowienie …,
// II Cz 1/14): „…””) is left unanchored by the claim extractor, which
// hands the reference on (claims.Claim.Por): a por. ruling is as often one
// the library does not hold, and such a quotation must not block as ⛔ for
// that. When the library does hold it and the quotation stands there, the
// memo has said whose words they are, and the quotation is checked
// against that ruling as cited: a wrong date or court written in the
// reference is the quotation's finding too (🔴 for a date, as for any
// quotation's own citation), and a right one is 🟢 with the reference as
// its anchor instead of „memo nie wskazuje źródła”.

import (
	"context"

	"citeguard/cite"
	"citeguard/claims"
	"citeguard/reports"
)

// porQuote checks claim cl against its por./zob. reference (cl.Por). It
// reports false — and the fail-safe search of the whole library decides —
// when there is no reference, the library does not hold its ruling, or
// the quotation does not stand in it (verbatim or with minor differences).
func (c *Checker) porQuote(ctx context.Context, cl claims.Claim, env claimEnv) (reports.Claim, []string, bool) {
	if cl.Por == nil || !cl.ClaimType.Quotes() {
		return reports.Claim{}, nil, false
	}
	alt := cl
	alt.Anchor, alt.SourceID, alt.AnchorFrom, alt.AnchorCue, alt.Por = cl.Por.Anchor, cl.Por.SourceID, cite.FromCitation, "por.", nil
	rc, used, skip := c.verifyAnchor(ctx, alt, env)
	if skip != nil || rc.SourceFile == "" || !(holds(rc) || rc.OsiagnietyPoziom == cite.Fragment.String()) {
		return reports.Claim{}, nil, false
	}
	return rc, used, true
}
