package main

import (
	"bytes"
	"fmt"
	"log/slog"
	"strings"
	"testing"

	"citeguard/library"
)

// TestLogUnreadable: the start-up log names the library's unreadable
// files (at most namedInLog) and says how many more, not only their count.
func TestLogUnreadable(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		n, named int
		want     string
	}{
		{0, 0, ""},
		{2, 2, `files="/lib/f00.doc, /lib/f01.doc" more=0`},
		{25, library.NamedUnreadable, `/lib/f09.doc" more=15`},
	} {
		h := library.Health{Available: true, Unreadable: tc.n}
		for i := range tc.named {
			h.UnreadableFiles = append(h.UnreadableFiles, fmt.Sprintf("/lib/f%02d.doc", i))
		}
		var out bytes.Buffer
		logUnreadable(slog.New(slog.NewTextHandler(&out, nil)), h)
		got := out.String()
		if tc.want == "" {
			if got != "" {
				t.Errorf("%d unreadable: %q", tc.n, got)
			}
			continue
		}
		if !strings.Contains(got, "level=WARN") || !strings.Contains(got, tc.want) || strings.Contains(got, "f10.doc") {
			t.Errorf("%d unreadable: %q, want %s", tc.n, got, tc.want)
		}
	}
}
