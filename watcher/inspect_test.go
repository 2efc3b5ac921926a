package watcher

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// Inspect names each folder, file and program of a configuration with
// whether it can be used, and why not.
func TestInspect(t *testing.T) {
	noSoffice := func() string { return "" }
	type want struct {
		ok   bool
		what string
		note string // a part of the note ("" matches any)
	}
	cases := []struct {
		name     string
		yaml     string
		setup    func(dir string)
		want     []want
		problems int // -1: not counted
	}{
		{"missing folders are created at start; an empty library is a problem",
			"folders:\n  - path: inbox\n",
			nil,
			[]want{{true, "inbox", "missing: created at start"}, {true, "reports", "missing: created at start"},
				{false, "library", "no documents"}, {true, "state", "missing: created at start"}},
			1},
		{"a library with a document, folders there",
			"folders:\n  - path: inbox\n",
			func(dir string) {
				for _, d := range []string{"inbox", "reports", "checked", "blocked", "failed", "state", "library"} {
					os.MkdirAll(filepath.Join(dir, d), 0o755)
				}
				os.WriteFile(filepath.Join(dir, "library", "I_CSK_1-19.txt"), []byte("Sygn. akt I CSK 1/19\nWyrok\n"), 0o644)
			},
			[]want{{true, "inbox", ""}, {true, "library", ""}, {true, "state", ""}},
			0},
		{"a share without its marker is never created and looks unmounted",
			"folders:\n  - path: share/inbox\nmarker: .citeguard-share\n",
			func(dir string) { os.MkdirAll(filepath.Join(dir, "share", "inbox"), 0o755) },
			[]want{{false, "inbox", "no marker file .citeguard-share"}, {false, "reports", "a folder guarded by marker is never created"}},
			-1},
		{"a file where a folder should be; create_folders off",
			"folders:\n  - path: inbox\ncreate_folders: false\n",
			func(dir string) { os.WriteFile(filepath.Join(dir, "inbox"), nil, 0o644) },
			[]want{{false, "inbox", "not a folder"}, {false, "reports", "missing (create_folders: false)"}},
			-1},
		{"convert without LibreOffice; a log file whose folder is missing",
			"folders:\n  - path: inbox\nconvert: soffice\nlogging:\n  file: logs/x/watch.log\n",
			nil,
			[]want{{false, "convert", "LibreOffice is not installed"}, {false, "log", "its folder is missing"}},
			-1},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			if tc.setup != nil {
				tc.setup(dir)
			}
			c := testConfig(t, dir, tc.yaml)
			got := c.Inspect(context.Background(), noSoffice)
			for _, w := range tc.want {
				if !slices.ContainsFunc(got, func(f Finding) bool {
					return f.OK == w.ok && f.What == w.what && strings.Contains(f.Note, w.note)
				}) {
					t.Errorf("no finding %+v in %+v", w, got)
				}
			}
			if n := Problems(got); tc.problems >= 0 && n != tc.problems {
				t.Errorf("%d problems, want %d: %+v", n, tc.problems, got)
			}
			if tc.setup == nil {
				if _, err := os.Stat(c.State); err == nil {
					t.Errorf("Inspect created the state folder %s", c.State)
				}
			}
		})
	}
}

// Changed tells a reload whether the configuration on disk is not the one
// running; one that no longer loads counts as changed.
func TestConfigChanged(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "cg.yaml")
	os.WriteFile(p, []byte("folders:\n  - path: inbox\nsettle: 1s\n"), 0o644)
	c, err := Load(p)
	if err != nil {
		t.Fatal(err)
	}
	if c.Changed() {
		t.Error("the file as loaded counts as changed")
	}
	os.WriteFile(p, []byte("# a comment only\nfolders:\n  - path: inbox\nsettle: 1s\n"), 0o644)
	if c.Changed() {
		t.Error("a comment counts as a change")
	}
	os.WriteFile(p, []byte("folders:\n  - path: inbox\nsettle: 3s\n"), 0o644)
	if !c.Changed() {
		t.Error("a new settle does not count as changed")
	}
	os.WriteFile(p, []byte("folders:\n  - path: inbox\nsetle: 3s\n"), 0o644)
	if !c.Changed() {
		t.Error("a file that no longer loads does not count as changed")
	}
	d, err := Default(dir)
	if err != nil {
		t.Fatal(err)
	}
	if d.Changed() {
		t.Error("the defaults count as changed")
	}
}
