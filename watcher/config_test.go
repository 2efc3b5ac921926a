package watcher

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestExampleConfigInSync(t *testing.T) {
	root, err := os.ReadFile("../config.example.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(root, DefaultConfigYAML) {
		t.Fatal("config.example.yaml differs from watcher/config.example.yaml (the embedded default): copy one onto the other")
	}
}

func TestDefaultConfig(t *testing.T) {
	dir := t.TempDir()
	c, err := Default(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Folders) != 1 || c.Folders[0].Path != filepath.Join(dir, "inbox") || c.Folders[0].Profile != ProfileInbox {
		t.Fatalf("folders = %+v", c.Folders)
	}
	if c.Settle.D() != 2*time.Second || c.Rescan.D() != 5*time.Minute || c.MaxSize != 100<<20 || c.Mode != ModeAuto || c.Health != "" {
		t.Fatalf("defaults: %+v", c)
	}
	d, err := New(c, fakeCheck, Options{Logger: quietLogger(t)})
	if err != nil {
		t.Fatal(err)
	}
	d.audit.close()
	for _, sub := range []string{"inbox", "library", "reports", "checked", "blocked", "failed", ".citeguard"} {
		if fi, err := os.Stat(filepath.Join(dir, sub)); err != nil || !fi.IsDir() {
			t.Errorf("folder %s not created: %v", sub, err)
		}
	}
}

func TestConfigRelativeToFile(t *testing.T) {
	dir := t.TempDir()
	sub := filepath.Join(dir, "etc")
	os.MkdirAll(sub, 0o755)
	p := filepath.Join(sub, "citeguard.yaml")
	os.WriteFile(p, []byte("folders:\n  - path: ../share/outbox\n    profile: gate\n    send: /srv/send\nreports: out/reports\nsettle: 500ms\nmax_size: 5MB\n"), 0o644)
	c, err := Load(p)
	if err != nil {
		t.Fatal(err)
	}
	f := c.Folders[0]
	if f.Path != filepath.Join(dir, "share", "outbox") || f.Send != "/srv/send" || f.Reports != filepath.Join(sub, "out", "reports") || f.Failed != filepath.Join(sub, "failed") {
		t.Fatalf("paths not resolved against the config's folder: %+v", f)
	}
	if c.Settle.D() != 500*time.Millisecond || c.MaxSize != 5<<20 {
		t.Fatalf("settle %v max_size %d", c.Settle.D(), c.MaxSize)
	}
	if len(c.Ignore) == 0 || len(c.Extensions) != 5 {
		t.Fatal("unset keys must keep their defaults")
	}
}

func TestConfigStrict(t *testing.T) {
	cases := []struct{ yaml, want string }{
		{"settle: 2s\nsetle: 3s\n", `c.yaml:2:1: unknown key "setle": did you mean "settle"?`},
		{"folders:\n  - path: inbox\n    profil: gate\n", `c.yaml:3:5: unknown key "profil": did you mean "profile"?`},
		{"logging:\n  level: info\n  colour: true\n", `c.yaml:3:3: unknown key "colour" (the keys here: level, format, file)`},
		{"settle: soon\n", `c.yaml:1:9: settle: "soon" is not a duration`},
		{"max_size: lots\n", `c.yaml:1:11: max_size: "lots" is not a size`},
		{"folders:\n  - path: out\n    profile: gate\n", "a gate needs send"},
		{"folders:\n  - path: in\n    profile: outbox\n", `profile "outbox"`},
		{"folders:\n  - path: in\n    send: x\n", "send is for a gate"},
		{"folders:\n  - path: in\n    profile: gate\n    send: checked\n", ""},
		{"folders:\n  - path: checked\n", "both watched and a destination"},
		{"folders: []\n", "at least one watched folder"},
		{"mode: inotify\n", `mode "inotify"`},
		{"logging:\n  level: loud\n", `logging.level "loud"`},
		{"ignore: ['[']\n", "bad pattern"},
		{"settle: 0s\n", "settle must be positive"},
		{"", ""},
		{"# only a comment\n", ""},
	}
	for _, c := range cases {
		_, err := Parse([]byte(c.yaml), t.TempDir(), "c.yaml")
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%q: unexpected error %v", c.yaml, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("%q: error %v, want it to contain %q", c.yaml, err, c.want)
		}
	}
}

func TestIgnoreAndAllow(t *testing.T) {
	c, _ := Default(t.TempDir())
	for _, n := range []string{"~$memo.docx", "~WRL0001.tmp", "x.tmp", "x.part", "x.crdownload", ".~lock.memo.odt#", "._memo.pdf", ".DS_Store", "Thumbs.db", "thumbs.db", "desktop.ini", ".hidden.pdf"} {
		if !c.ignored(n) {
			t.Errorf("%s should be ignored", n)
		}
	}
	for _, n := range []string{"memo.pdf", "Memo Łódź.DOCX", "a.odt", "a.txt", "a.md"} {
		if c.ignored(n) || !c.allowed(n) {
			t.Errorf("%s should be a memo", n)
		}
	}
	for _, n := range []string{"a.doc", "a.rtf", "noext"} {
		if c.ignored(n) || c.allowed(n) {
			t.Errorf("%s should be neither ignored nor allowed (→ failed/)", n)
		}
	}
}

// TestNewFailsCleanlyOnABadStateFolder: a state folder New cannot use
// after taking its lock (here the journal key is a folder) is an error
// naming it, and the lock is released — not a crash. (Found under Wine,
// where the state's private-copy folder could not be removed.)
func TestNewFailsCleanlyOnABadStateFolder(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	c := testConfig(t, dir, "folders:\n  - path: inbox\n")
	os.MkdirAll(filepath.Join(c.State, "journal.key", "x"), 0o755)
	if _, err := New(c, fakeCheck, Options{Logger: quietLogger(t)}); err == nil || !strings.Contains(err.Error(), "state folder") {
		t.Fatalf("New on a bad state folder: %v", err)
	}
	os.RemoveAll(filepath.Join(c.State, "journal.key"))
	d, err := New(c, fakeCheck, Options{Logger: quietLogger(t)})
	if err != nil {
		t.Fatalf("the lock was not released after the failure: %v", err)
	}
	d.Close()
}
