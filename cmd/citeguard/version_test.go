package main

import (
	"runtime/debug"
	"strings"
	"testing"
)

func TestVersionOf(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name string
		bi   debug.BuildInfo
		want []string // substrings of the line, in order
		not  string
	}{
		{"release build", debug.BuildInfo{GoVersion: "go1.26.0", Main: debug.Module{Version: "v1.4.0"}, Settings: []debug.BuildSetting{
			{Key: "GOOS", Value: "windows"}, {Key: "GOARCH", Value: "amd64"},
			{Key: "vcs.revision", Value: "6e2fa8d0c1"}, {Key: "vcs.time", Value: "2025-03-01T10:00:00Z"}, {Key: "vcs.modified", Value: "false"}}},
			[]string{"citeguard v1.4.0", "commit 6e2fa8d0c1 2025-03-01T10:00:00Z", "go1.26.0", "windows/amd64"}, "modified"},
		{"dirty work tree", debug.BuildInfo{GoVersion: "go1.26.0", Main: debug.Module{Version: "(devel)"}, Settings: []debug.BuildSetting{
			{Key: "vcs.revision", Value: "abc"}, {Key: "vcs.modified", Value: "true"}}},
			[]string{"citeguard (devel)", "commit abc (modified)", "go1.26.0"}, ""},
		{"go run: no VCS stamp", debug.BuildInfo{GoVersion: "go1.26.0"},
			[]string{"citeguard (devel)", "commit unknown", "go1.26.0"}, ""},
	} {
		got := versionOf(&tc.bi).String()
		rest := got
		for _, w := range tc.want {
			i := strings.Index(rest, w)
			if i < 0 {
				t.Errorf("%s: %q lacks %q (in order)", tc.name, got, w)
				break
			}
			rest = rest[i+len(w):]
		}
		if tc.not != "" && strings.Contains(got, tc.not) {
			t.Errorf("%s: %q says %q", tc.name, got, tc.not)
		}
	}
}
