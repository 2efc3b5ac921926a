package watcher

import (
	"errors"
	"strings"
	"testing"
)

// TestConfigDidYouMean: real slips of the keyboard, at every level of the
// file, are each an unknown key at its line and column with the key that
// was meant; a key written in the wrong section names the right one; a
// word that is near nothing gets no guess.
func TestConfigDidYouMean(t *testing.T) {
	cases := []struct{ yaml, want string }{
		{"setle: 3s\n", `c.yaml:1:1: unknown key "setle": did you mean "settle"?`},
		{"concurency: 2\n", `did you mean "concurrency"?`},
		{"timout: 1m\n", `did you mean "timeout"?`},
		{"igonre: []\n", `did you mean "ignore"?`},                 // two letters swapped
		{"helath: 127.0.0.1:9464\n", `did you mean "health"?`},     // two letters swapped
		{"poll-interval: 1s\n", `did you mean "poll_interval"?`},   // - for _
		{"Shutdown_Grace: 3s\n", `did you mean "shutdown_grace"?`}, // case
		{"extentions: [.pdf]\n", `did you mean "extensions"?`},
		{"libary: [lib]\n", `did you mean "library"?`},
		{"folder:\n  - path: in\n", `did you mean "folders"?`},
		{"report: r\n", `did you mean "reports"?`},
		{"memory_per_chek: 1GB\n", `did you mean "memory_per_check"?`},
		{"docx_coments: false\n", `did you mean "docx_comments"?`},
		{"incomplete_timout: 1m\n", `did you mean "incomplete_timeout"?`},
		{"folders:\n  - path: in\n    profil: gate\n", `c.yaml:3:5: unknown key "profil": did you mean "profile"?`},
		{"folders:\n  - path: in\n  - path: out\n    profile: gate\n    send: s\n    fxi: f\n", `c.yaml:6:5: unknown key "fxi": did you mean "fix"?`},
		{"folders:\n  - path: in\n    reprots: r\n", `c.yaml:3:5: unknown key "reprots": did you mean "reports"?`},
		{"logging:\n  levle: debug\n", `c.yaml:2:3: unknown key "levle": did you mean "level"?`},
		{"logging:\n  fromat: json\n", `did you mean "format"?`},
		{"notify:\n  webhok:\n    url: http://10.0.0.1/x\n", `c.yaml:2:3: unknown key "webhok": did you mean "webhook"?`},
		{"notify:\n  email:\n    smpt: mail:25\n", `c.yaml:3:5: unknown key "smpt": did you mean "smtp"?`},
		{"notify:\n  retires: 3\n", `did you mean "retries"?`},
		{"level: debug\n", `c.yaml:1:1: unknown key "level": did you mean "logging.level"? (a key of another section`},
		{"send: out\n", `did you mean "folders[].send"?`},
		{"colour: true\n", `c.yaml:1:1: unknown key "colour" (citeguard watch -example-config prints every key`},
		{"logging:\n  colour: true\n", `unknown key "colour" (the keys here: level, format, file)`},
	}
	for _, c := range cases {
		_, err := Parse([]byte(c.yaml), t.TempDir(), "c.yaml")
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: error %v, want it to contain %q", c.yaml, err, c.want)
		}
		if ce := (*ConfigError)(nil); !errors.As(err, &ce) || len(ce.Problems) != 1 {
			t.Errorf("%q: want one problem, got %v", c.yaml, err)
		}
	}
}

// TestConfigAllProblemsAtOnce: one reading reports every problem of a
// file — unknown keys at every level, values of the wrong kind, settings
// that cannot work — each at its line (and column), in the order of the
// file; the good settings around them do not count.
func TestConfigAllProblemsAtOnce(t *testing.T) {
	yaml := `folders:
  - path: inbox
    profil: gate
  - path: outbox
    profile: gate
setle: 3s
settle: soon
concurrency: many
mode: inotify
logging:
  level: loud
  colour: true
health: localhost:9464
max_size: 5MB
notify:
  email:
    smtp: mail.firm.local:25
    to: [nobody]
`
	want := []string{
		`c.yaml:3:5: unknown key "profil": did you mean "profile"?`,
		`c.yaml:4:5: folders[1]: a gate needs send`,
		`c.yaml:6:1: unknown key "setle": did you mean "settle"?`,
		`c.yaml:7:9: settle: "soon" is not a duration`,
		`c.yaml:8:14: concurrency: "many" is not a whole number`,
		`c.yaml:9:1: mode "inotify": use auto, events or poll`,
		`c.yaml:11:3: logging.level "loud"`,
		`c.yaml:12:3: unknown key "colour"`,
		`c.yaml:13:1: health "localhost:9464": "localhost" is a name, not an address; write the loopback address itself: 127.0.0.1:9464`,
		`c.yaml:16:3: notify.email.from ""`,
		`c.yaml:18:5: notify.email.to "nobody"`,
	}
	_, err := Parse([]byte(yaml), t.TempDir(), "c.yaml")
	var ce *ConfigError
	if !errors.As(err, &ce) {
		t.Fatalf("Parse: %v, want a *ConfigError", err)
	}
	if len(ce.Problems) != len(want) {
		t.Fatalf("%d problems, want %d:\n%v", len(ce.Problems), len(want), err)
	}
	lines := strings.Split(err.Error(), "\n")
	if lines[0] != "c.yaml: 11 problems:" {
		t.Errorf("first line %q", lines[0])
	}
	for i, w := range want {
		if got := strings.TrimSpace(lines[i+1]); !strings.HasPrefix(got, w) {
			t.Errorf("problem %d: %q, want it to start with %q", i+1, got, w)
		}
	}
}

// TestConfigValueShapes: a value of the wrong kind is a problem at the
// value (line and column) saying what to write; the default stays, so the
// other problems are still found.
func TestConfigValueShapes(t *testing.T) {
	cases := []struct{ yaml, want string }{
		{"settle: [1, 2]\n", `c.yaml:1:9: settle: expected a duration such as 2s or 5m`},
		{"create_folders: perhaps\n", `c.yaml:1:17: create_folders: "perhaps" is not true or false`},
		{"logging: debug\n", `c.yaml:1:10: logging: keys are expected under it (level, format, file), not "debug"`},
		{"folders: inbox\n", `c.yaml:1:10: folders: a list is expected`},
		{"extensions: .pdf\n", `c.yaml:1:13: extensions: ".pdf" is not a list`},
		{"settle: 1s\nsettle: 2s\n", `c.yaml:2:1: settle is set twice (first on line 1): keep one`},
		{"just text\n", `c.yaml:1:1: the file must hold settings as key: value lines`},
		{"settle: 1s\nfolders: [x\n", `c.yaml:1: not valid YAML: did not find expected ',' or ']'`}, // the line is yaml.v3's
	}
	for _, c := range cases {
		_, err := Parse([]byte(c.yaml), t.TempDir(), "c.yaml")
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: error %v, want it to contain %q", c.yaml, err, c.want)
		}
	}
}

// TestConfigHealthLoopbackOnly: the health endpoint listens on a loopback
// IP literal only; a name (localhost too) is refused with the address to
// write instead.
func TestConfigHealthLoopbackOnly(t *testing.T) {
	cases := []struct{ health, want string }{
		{"127.0.0.1:9464", ""},
		{"127.1.2.3:9464", ""},
		{"'[::1]:9464'", ""},
		{"127.0.0.1:0", ""},
		{"localhost:9464", `health "localhost:9464": "localhost" is a name, not an address; write the loopback address itself: 127.0.0.1:9464`},
		{"citeguard.local:9464", `is a name, not an address`},
		{"0.0.0.0:9464", "only a loopback address"},
		{"192.168.1.5:9464", "only a loopback address"},
		{"'[::]:9464'", "only a loopback address"},
		{"':9464'", `"" is a name`},
		{"127.0.0.1", "write a loopback address and a port"},
		{"127.0.0.1:http", `the port "http" is not a number`},
		{"127.0.0.1:70000", `the port "70000" is not a number`},
	}
	for _, c := range cases {
		_, err := Parse([]byte("health: "+c.health+"\n"), t.TempDir(), "c.yaml")
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%s: unexpected error %v", c.health, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("%s: error %v, want it to contain %q", c.health, err, c.want)
		}
	}
}

// TestEditDistance: insertions, deletions, substitutions and a swap of two
// neighbours cost one each.
func TestEditDistance(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want int
	}{{"setle", "settle", 1}, {"igonre", "ignore", 1}, {"", "abc", 3}, {"abc", "", 3}, {"mode", "mode", 0},
		{"helath", "health", 1}, {"ca", "abc", 3}, {"łódź", "lodz", 3}, {"kitten", "sitting", 3}} {
		if got := editDistance(c.a, c.b); got != c.want {
			t.Errorf("editDistance(%q, %q) = %d, want %d", c.a, c.b, got, c.want)
		}
	}
}
