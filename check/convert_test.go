package check

import (
	"context"
	"strings"
	"testing"

	"citeguard/internal/soffice/sofficetest"
)

// TestConvertNoNetwork: checking a .doc (and an .rtf) memo whose images
// are only linked — one link per remote scheme, to a socket listening on
// 127.0.0.1 and [::1], by address and by the name localhost — connects
// nowhere, and the memo is checked from its text.
func TestConvertNoNetwork(t *testing.T) {
	if FindSoffice() == "" {
		t.Skip("LibreOffice (soffice) is not installed: the egress test needs it (CI installs libreoffice-writer-nogui)")
	}
	c := newExampleChecker(t, Config{Convert: ConvertSoffice})
	for _, name := range sofficetest.Fixtures {
		e := sofficetest.Listen(t)
		memo := sofficetest.Fixture(t, t.TempDir(), name, e.Port)
		m, err := c.Check(context.Background(), memo)
		if err != nil {
			t.Fatalf("%s: %v (%s)", name, err, m.Error)
		}
		if conns := e.Connections(); len(conns) > 0 {
			t.Errorf("%s: LibreOffice connected %d times:\n%s", name, len(conns), strings.Join(conns, "\n"))
		}
		var anchors []string
		for _, r := range m.Results {
			anchors = append(anchors, r.Anchor.Sygnatura)
		}
		if !strings.Contains(strings.Join(anchors, "|"), "II CSK 9902/20") {
			t.Errorf("%s: claims %q, want II CSK 9902/20 from the memo's text", name, anchors)
		}
	}
}
