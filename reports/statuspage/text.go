package statuspage

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
)

// JSON writes the status as /status.json serves it and `citeguard status
// -json` prints it: indented, one writer for both.
func JSON(w io.Writer, s *Status) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(s)
}

// Text writes the status for a shell (`citeguard status`): the same as
// the page, one line per memo.
func Text(w io.Writer, s *Status) error {
	v := newView(s)
	var b strings.Builder
	fmt.Fprintf(&b, "%s (stan na %s; %s)\n", v.Health, v.Generated, v.Processed)
	if v.Offline != "" {
		fmt.Fprintf(&b, "  %s\n", v.Offline)
	}
	for _, p := range v.Problems {
		fmt.Fprintf(&b, "  ! %s\n", p)
	}
	for _, p := range s.Problems {
		fmt.Fprintf(&b, "    %s: %s\n", p.Kind, oneLine(p.Detail))
	}
	fmt.Fprintf(&b, "\nCzekają na sprawdzenie: %d\n", len(v.Waiting))
	for _, r := range v.Waiting {
		fmt.Fprintf(&b, "  %-14s %s — %s", r.State, oneLine(r.Memo), r.Why)
		if r.Since != "" {
			fmt.Fprintf(&b, " (%s)", r.Since)
		}
		b.WriteString("\n")
		if r.Detail != "" {
			fmt.Fprintf(&b, "  %-14s %s\n", "", oneLine(r.Detail))
		}
	}
	fmt.Fprintf(&b, "\nSprawdzone w ostatnich 24 h: %d\n", len(v.Recent))
	for i, r := range v.Recent {
		fmt.Fprintf(&b, "  %s  %-27s %s — %s\n", r.Time, r.Decision, oneLine(r.Memo), oneLine(r.Headline))
		fmt.Fprintf(&b, "         raport: %s\n", reportPath(s.Recent[i]))
	}
	fmt.Fprintf(&b, "\nBiblioteka: %s\n", v.Library)
	if v.LibraryReason != "" {
		fmt.Fprintf(&b, "  %s\n", oneLine(v.LibraryReason))
	}
	if v.Unreadable != "" {
		fmt.Fprintf(&b, "  %s\n", v.Unreadable)
		for _, f := range v.UnreadableFiles {
			fmt.Fprintf(&b, "    %s\n", oneLine(f))
		}
	}
	b.WriteString("\nFoldery:\n")
	for _, f := range v.Folders {
		fmt.Fprintf(&b, "  %s (%s): %s\n", oneLine(f.Path), f.Profile, f.State)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// reportPath is where a shell user opens the report: its file in the
// reports folder.
func reportPath(r Recent) string {
	if r.Reports == "" {
		return r.Memo + ".html"
	}
	sep := "/"
	if strings.Contains(r.Reports, `\`) && !strings.Contains(r.Reports, "/") {
		sep = `\`
	}
	return strings.TrimRight(r.Reports, sep) + sep + r.Memo + ".html"
}

// oneLine keeps a name from breaking the listing: control characters
// (a newline, an escape sequence) become spaces.
func oneLine(s string) string {
	return strings.Map(func(r rune) rune {
		if r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0) {
			return ' '
		}
		return r
	}, s)
}
