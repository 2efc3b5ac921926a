package check

import (
	"context"

	"citeguard/library"
	"citeguard/norm"
)

// Resolver is what the checker asks of the library. *library.Library is
// one; a test passes a fake (Config.Resolver) to reach every branch of a
// check without a library on disk.
type Resolver interface {
	// Resolve resolves an anchor; a *library.NotFound error means no
	// source (BRAK ŹRÓDŁA).
	Resolve(q library.Query) (*library.Resolution, error)
	// Search finds where a passage stands in the whole library, at most
	// perDoc places per text (misattribution, wrong article).
	Search(ctx context.Context, passage string, perDoc int) ([]library.Hit, error)
	// EngineText is one version of a source's text (by its hash), ready
	// for engine.VerifyAgainst.
	EngineText(hash string) (*norm.Source, error)
}

var _ Resolver = (*library.Library)(nil)
