package check

import (
	"testing"

	"citeguard/library"
)

// A memo citing a source by one of its aliases (a header's short writing of
// the court's own signature, a sidecar's alias) names that source: the
// resolved anchor carries the alias, so the signatures agree.
func TestResolvedAnchorAlias(t *testing.T) {
	t.Parallel()
	src := &library.Source{Meta: library.Meta{Kind: library.Judgment, Signatures: []string{"III AUa 927/13"}, Aliases: []string{"AUa 927/13", "III AUa 927/2013"}, Date: "2014-02-13"}}
	for asked, want := range map[string]string{
		"III AUa 927/13": "III AUa 927/13",
		"III Aua 927/13": "III AUa 927/13",
		"AUa 927/13":     "AUa 927/13",
		"aua 927/13":     "AUa 927/13",
		"II AUa 5/14":    "III AUa 927/13", // not a name of it: its own signature
	} {
		if got := resolvedAnchor(src, asked).Sygnatura; got != want {
			t.Errorf("resolvedAnchor(%q) = %q, want %q", asked, got, want)
		}
	}
}
