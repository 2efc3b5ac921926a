package main

// The documentation held to the code: every citeguard command and flag the
// README, docs/, BENCHMARKS.md and ACCURACY.md show exists, every relative link resolves, the README
// stays short, the unit files' comments name real flags, and every
// CITEGUARD_ variable a test reads is documented in docs/testing.md.

import (
	"bytes"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode"
)

// readmeMax is the README's size limit (issue 23: ≤ 12 KB).
const readmeMax = 12 * 1024

// repoRoot is the module's root, two folders up from cmd/citeguard.
const repoRoot = "../.."

// docFiles are the README, the pages of docs/, BENCHMARKS.md and
// ACCURACY.md.
func docFiles(t *testing.T) []string {
	t.Helper()
	var files []string
	for _, f := range []string{"README.md", "BENCHMARKS.md", "ACCURACY.md"} {
		files = append(files, filepath.Join(repoRoot, f))
	}
	more, err := filepath.Glob(filepath.Join(repoRoot, "docs", "*.md"))
	if err != nil || len(more) == 0 {
		t.Fatalf("no docs/*.md: %v", err)
	}
	return append(files, more...)
}

// docLine is one place of a document that shows a command.
type docLine struct {
	file string
	line int
	text string
}

var (
	reFence    = regexp.MustCompile("^\\s*```")
	reCodeSpan = regexp.MustCompile("`([^`]+)`")
	// reInvocation is citeguard (a path to it, .exe, go run ./cmd/citeguard)
	// and its subcommand.
	reInvocation = regexp.MustCompile(`(?:^|[\s(/])citeguard(?:\.exe)?[ \t]+([a-z][a-z-]*)(.*)$`)
	reSpanStart  = regexp.MustCompile(`^(?:go run \./cmd/citeguard|(?:[\w.~-]*/)*citeguard(?:\.exe)?)\s`)
	reFlagToken  = regexp.MustCompile(`(?:^|[\s\[|])(--?[a-z][a-z0-9.-]*)`)
	reHelpFlag   = regexp.MustCompile(`(?m)^  -([a-z][a-z0-9.-]*)`)
)

// commandLines are the places of a markdown file that run citeguard: the
// lines of fenced code blocks (their comments cut off) and the code spans
// of the prose that start with the command.
func commandLines(t *testing.T, file string) []docLine {
	t.Helper()
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var out []docLine
	fenced := false
	for i, line := range strings.Split(string(b), "\n") {
		if reFence.MatchString(line) {
			fenced = !fenced
			continue
		}
		if fenced {
			if c := strings.Index(line, " #"); c >= 0 {
				line = line[:c]
			}
			out = append(out, docLine{file, i + 1, line})
			continue
		}
		line = strings.ReplaceAll(line, `\|`, "|")
		for _, m := range reCodeSpan.FindAllStringSubmatch(line, -1) {
			if reSpanStart.MatchString(m[1]) {
				out = append(out, docLine{file, i + 1, m[1]})
			}
		}
	}
	return out
}

// flagsOf is the flags `citeguard SUB -h` lists.
func flagsOf(t *testing.T, sub string) map[string]bool {
	t.Helper()
	var stdout, stderr bytes.Buffer
	run([]string{sub, "-h"}, &stdout, &stderr) // audit -h exits 2: the usage is what counts
	if !strings.Contains(stdout.String()+stderr.String(), "usage: citeguard "+sub) {
		t.Fatalf("citeguard %s -h printed no usage: %s%s", sub, stdout.String(), stderr.String())
	}
	flags := map[string]bool{"h": true, "help": true}
	for _, m := range reHelpFlag.FindAllStringSubmatch(stdout.String()+stderr.String(), -1) {
		flags[m[1]] = true
	}
	return flags
}

// invocationProblems checks one line: each citeguard SUB in it is a
// subcommand, and each flag after it (up to a shell separator) one of its
// flags.
func invocationProblems(t *testing.T, l docLine, flags func(string) map[string]bool) []string {
	var problems []string
	rest := l.text
	for {
		m := reInvocation.FindStringSubmatchIndex(rest)
		if m == nil {
			return problems
		}
		sub := rest[m[2]:m[3]]
		args := rest[m[4]:m[5]]
		head := rest[:strings.LastIndex(rest[:m[2]], "citeguard")]
		next := args
		if strings.HasSuffix(head, "cmd/") && !strings.HasSuffix(head, "go run ./cmd/") {
			rest = next // the package's path (cmd/citeguard), not a command
			continue
		}
		for _, sep := range []string{" | ", ";", "&&", ">", ")", "`"} {
			if i := strings.Index(args, sep); i >= 0 {
				args = args[:i]
			}
		}
		rest = next
		if !slices.ContainsFunc(commands, func(c command) bool { return c.name == sub }) {
			problems = append(problems, fmt.Sprintf("%s:%d: citeguard %s: no such subcommand (in %q)", l.file, l.line, sub, l.text))
			continue
		}
		known := flags(sub)
		for _, f := range reFlagToken.FindAllStringSubmatch(args, -1) {
			name, _, _ := strings.Cut(strings.TrimLeft(f[1], "-"), "=")
			if !known[name] {
				problems = append(problems, fmt.Sprintf("%s:%d: citeguard %s has no flag -%s (in %q)", l.file, l.line, sub, name, l.text))
			}
		}
	}
}

// TestDocsCommands: every citeguard command and flag the README and
// docs/ show is one the binary has.
func TestDocsCommands(t *testing.T) {
	cache := map[string]map[string]bool{}
	flags := func(sub string) map[string]bool {
		if cache[sub] == nil {
			cache[sub] = flagsOf(t, sub)
		}
		return cache[sub]
	}
	n := 0
	for _, f := range docFiles(t) {
		for _, l := range commandLines(t, f) {
			if reInvocation.MatchString(l.text) {
				n++
			}
			for _, p := range invocationProblems(t, l, flags) {
				t.Error(p)
			}
		}
	}
	if n < 20 {
		t.Errorf("only %d citeguard commands found in the README and docs/: the parser is broken", n)
	}
}

// TestDocsCommandParser: the parser finds what a doc line runs, and the
// check catches a flag or a subcommand that does not exist.
func TestDocsCommandParser(t *testing.T) {
	flags := func(sub string) map[string]bool { return flagsOf(t, sub) }
	for _, c := range []struct {
		text string
		bad  int
	}{
		{"(cd demo && ../citeguard watch -once)", 0},
		{"citeguard check -library DIR [-json|-html] [-o DIR] MEMO…", 0},
		{"citeguard.exe service install -config C:\\x.yaml", 0},
		{"citeguard check -docx-comments=false memo.docx | head", 0},
		{"citeguard watch -print-configs", 1},
		{"citeguard chek memo.docx", 1},
		{"citeguard library -library DIR show X && citeguard check -nope x", 1},
		{"runuser -u citeguard -- citeguard watch -config /etc/c.yaml -check-config", 0},
		{"go run ./cmd/citeguard check -nope x", 1},
		{" 5  cmd/citeguard     flags, exit codes", 0},
	} {
		if got := invocationProblems(t, docLine{"test", 1, c.text}, flags); len(got) != c.bad {
			t.Errorf("%q: %d problems %q, want %d", c.text, len(got), got, c.bad)
		}
	}
}

var reLink = regexp.MustCompile(`\]\(([^)\s]+)\)`)

// headingSlug is GitHub's anchor of a markdown heading.
func headingSlug(h string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(h) {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r) || r == '-' || r == '_':
			b.WriteRune(r)
		case r == ' ':
			b.WriteByte('-')
		}
	}
	return b.String()
}

// anchorsOf are the anchors of a markdown file's headings.
func anchorsOf(t *testing.T, file string) map[string]bool {
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]bool{}
	fenced := false
	for _, line := range strings.Split(string(b), "\n") {
		if reFence.MatchString(line) {
			fenced = !fenced
		}
		if !fenced && strings.HasPrefix(line, "#") {
			out[headingSlug(strings.TrimSpace(strings.TrimLeft(line, "#")))] = true
		}
	}
	return out
}

// TestDocsLinks: every relative link of the README and docs/ leads to a
// file of the repository, and a #fragment to a heading of that page.
func TestDocsLinks(t *testing.T) {
	for _, f := range docFiles(t) {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range reLink.FindAllStringSubmatch(string(b), -1) {
			target := m[1]
			if strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:") {
				continue
			}
			path, frag, _ := strings.Cut(target, "#")
			dest := f
			if path != "" {
				dest = filepath.Join(filepath.Dir(f), filepath.FromSlash(path))
				if _, err := os.Stat(dest); err != nil {
					t.Errorf("%s: link %s: %v", f, target, err)
					continue
				}
			}
			if frag != "" && strings.HasSuffix(dest, ".md") && !anchorsOf(t, dest)[frag] {
				t.Errorf("%s: link %s: %s has no heading #%s", f, target, dest, frag)
			}
		}
	}
}

// TestDocsReadmeSize: the README stays a page a newcomer reads.
func TestDocsReadmeSize(t *testing.T) {
	fi, err := os.Stat(filepath.Join(repoRoot, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	if fi.Size() > readmeMax {
		t.Errorf("README.md is %d bytes, over %d: move the detail into docs/", fi.Size(), readmeMax)
	}
}

// TestDocsUnitFiles: the citeguard commands in the unit files' comments
// and ExecStart= lines exist, and the example configuration is written
// with -example-config (the documented example), not -print-config.
func TestDocsUnitFiles(t *testing.T) {
	units, _ := filepath.Glob(filepath.Join(repoRoot, "deploy", "*.service"))
	timers, _ := filepath.Glob(filepath.Join(repoRoot, "deploy", "*.timer"))
	units = append(units, timers...)
	if len(units) == 0 {
		t.Fatal("no unit files in deploy/")
	}
	flags := func(sub string) map[string]bool { return flagsOf(t, sub) }
	sawExample := false
	for _, u := range units {
		b, err := os.ReadFile(u)
		if err != nil {
			t.Fatal(err)
		}
		for i, line := range strings.Split(string(b), "\n") {
			text := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(line), "#"))
			text = strings.TrimPrefix(text, "ExecStart=")
			if c := strings.Index(text, " #"); c >= 0 {
				text = text[:c]
			}
			if !reSpanStart.MatchString(text) {
				continue // prose of a comment
			}
			for _, p := range invocationProblems(t, docLine{u, i + 1, text}, flags) {
				t.Error(p)
			}
			if strings.Contains(text, "-print-config") && strings.Contains(text, ">") {
				t.Errorf("%s:%d: the example configuration comes from -example-config, not -print-config: %s", u, i+1, text)
			}
			sawExample = sawExample || strings.Contains(text, "citeguard watch -example-config >")
		}
	}
	if !sawExample {
		t.Error("no unit file comment shows `citeguard watch -example-config > …` (the start of a config file)")
	}
}

var reTestEnv = regexp.MustCompile(`os\.(?:Getenv|LookupEnv)\("(CITEGUARD_[A-Z0-9_]+)"\)`)

// TestDocsTestEnv: every CITEGUARD_ variable a test reads has its row in
// docs/testing.md.
func TestDocsTestEnv(t *testing.T) {
	doc, err := os.ReadFile(filepath.Join(repoRoot, "docs", "testing.md"))
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]string{}
	err = filepath.WalkDir(repoRoot, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && p != repoRoot && (strings.HasPrefix(d.Name(), ".") || d.Name() == "testdata") {
			return filepath.SkipDir
		}
		if !strings.HasSuffix(p, "_test.go") {
			return nil
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		for _, m := range reTestEnv.FindAllStringSubmatch(string(b), -1) {
			seen[m[1]] = p
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(seen) == 0 {
		t.Fatal("no CITEGUARD_ variable found in the tests: the walk is broken")
	}
	for v, p := range seen {
		if !bytes.Contains(doc, []byte("| `"+v+"` |")) {
			t.Errorf("%s reads %s, which docs/testing.md does not list (add a row: | `%s` | test | what it does |)", p, v, v)
		}
	}
}

var reReadmeRun = regexp.MustCompile(`^\s*(?:go run \./cmd/citeguard|\./citeguard|\(cd \w+ && \.\./citeguard) (.*?)\)?$`)

// TestDocsReadmeScript: every citeguard command of the README's code
// blocks is run by testdata/script/readme.txtar, so the two commands and
// the tour are proved to work as written (the daemon with -once there,
// where the README leaves it running).
func TestDocsReadmeScript(t *testing.T) {
	script, err := os.ReadFile(filepath.Join("testdata", "script", "readme.txtar"))
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, l := range commandLines(t, filepath.Join(repoRoot, "README.md")) {
		m := reReadmeRun.FindStringSubmatch(strings.TrimSpace(l.text))
		if m == nil {
			continue
		}
		n++
		args := strings.ReplaceAll(strings.TrimSpace(m[1]), `"`, "'")
		if args == "watch" {
			args = "watch -once"
		}
		if !bytes.Contains(script, []byte("exec citeguard "+args+"\n")) {
			t.Errorf("README.md:%d: `citeguard %s` is not run by testdata/script/readme.txtar", l.line, args)
		}
	}
	if n < 5 {
		t.Errorf("only %d commands of the README found: the parser is broken", n)
	}
}

// TestDocsEverySubcommand: the README's table names every subcommand of
// the binary.
func TestDocsEverySubcommand(t *testing.T) {
	b, err := os.ReadFile(filepath.Join(repoRoot, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range commands {
		if !bytes.Contains(b, []byte("`citeguard "+c.name)) {
			t.Errorf("README.md does not show `citeguard %s` (%s)", c.name, c.summary)
		}
	}
}
