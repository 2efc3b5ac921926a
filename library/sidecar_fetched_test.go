package library

import (
	"strings"
	"testing"
)

// TestSidecarFetched: the fetched block of a download's sidecar is read
// into Meta.Fetched; one without an https URL, a SHA-256 or a time is an
// error, not a silently dropped origin.
func TestSidecarFetched(t *testing.T) {
	const ok = "kind: judgment\nsignatures: [I ACa 1105/12]\nfetched:\n  source: saos\n  url: https://www.saos.org.pl/api/judgments/2\n" +
		"  at: \"2026-12-02T10:00:00Z\"\n  sha256: 87950eb92058089a6c4c6122fcb3f350fb50378705898a83e07383c0b47cb5ee\n"
	m, err := ParseSidecar([]byte(ok))
	if err != nil {
		t.Fatal(err)
	}
	if m.Fetched == nil || m.Fetched.Source != "saos" || m.Fetched.URL != "https://www.saos.org.pl/api/judgments/2" || m.Fetched.At != "2026-12-02T10:00:00Z" {
		t.Fatalf("fetched %+v", m.Fetched)
	}
	var merged Meta
	merged.merge(m)
	if merged.Fetched != m.Fetched {
		t.Errorf("merge dropped the origin")
	}
	for _, bad := range []string{
		strings.Replace(ok, "https://", "http://", 1),
		strings.Replace(ok, "87950eb9", "zz950eb9", 1),
		strings.Replace(ok, "2026-12-02T10:00:00Z", "yesterday", 1),
		strings.Replace(ok, "  sha256:", "  sha:", 1),
	} {
		if _, err := ParseSidecar([]byte(bad)); err == nil {
			t.Errorf("accepted:\n%s", bad)
		}
	}
}
