package deploy

import (
	"bytes"
	"debug/pe"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"sync"
	"testing"
)

// buildBinary builds cmd/citeguard for this machine into out (it shares
// go test's build cache: a second build is a link only). The Windows
// release binary is cross-built by .ci/run, not here.
func buildBinary(t *testing.T, out string) {
	t.Helper()
	gobin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command to build the release binary")
	}
	// -buildvcs=auto: the commit is stamped even where GOFLAGS turns it off
	// (a release must name its commit).
	cmd := exec.Command(gobin, "build", "-buildvcs=auto", "-o", out, "../cmd/citeguard")
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0")
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build ./cmd/citeguard: %v\n%s", err, b)
	}
}

var (
	linuxOnce sync.Once
	linuxBin  string
)

// linuxBinary is the native binary, built once for the tests of this package.
func linuxBinary(t *testing.T) string {
	t.Helper()
	linuxOnce.Do(func() {
		dir, err := os.MkdirTemp("", "citeguard-deploy-")
		if err != nil {
			t.Fatal(err)
		}
		buildBinary(t, filepath.Join(dir, "citeguard"))
		linuxBin = filepath.Join(dir, "citeguard")
	})
	if linuxBin == "" {
		t.Skip("the binary could not be built (see the first test's failure)")
	}
	return linuxBin
}

func TestMain(m *testing.M) {
	code := m.Run()
	if linuxBin != "" {
		os.RemoveAll(filepath.Dir(linuxBin))
	}
	os.Exit(code)
}

// unitSetting returns the values of a key in the unit file.
func unitSetting(unit []byte, key string) []string {
	var out []string
	for _, ln := range strings.Split(string(unit), "\n") {
		if v, ok := strings.CutPrefix(ln, key+"="); ok {
			out = append(out, strings.TrimSpace(v))
		}
	}
	return out
}

// TestSystemdUnitVerifies runs `systemd-analyze verify` on the units of
// deploy/ (citeguard.service, the nightly service and its timer, the
// nightly SAOS sync and its timer),
// unchanged, in a root that holds the system's units and the freshly built
// binary where ExecStart expects it: the check docs/deploy-linux.md's
// deployment relies on. Any warning fails it. .ci/run installs systemd when
// the machine lacks systemd-analyze.
func TestSystemdUnitVerifies(t *testing.T) {
	analyze, err := exec.LookPath("systemd-analyze")
	if err != nil {
		t.Skip("systemd-analyze not installed (apt-get install systemd; .ci/run installs it)")
	}
	units := ""
	for _, d := range []string{"/usr/lib/systemd/system", "/lib/systemd/system"} {
		if _, err := os.Stat(filepath.Join(d, "sysinit.target")); err == nil {
			units = d
			break
		}
	}
	if units == "" {
		t.Skip("systemd's own units (sysinit.target) are not installed")
	}
	root := t.TempDir()
	copyTree(t, units, filepath.Join(root, "usr/lib/systemd/system"))
	names := []string{"citeguard.service", "citeguard-nightly.service", "citeguard-nightly.timer", "citeguard-sync.service", "citeguard-sync.timer"}
	var args []string
	for _, name := range names {
		unit, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		// Every command the unit runs must exist in the root: the built
		// binary where ExecStart expects it, the system's own tools (kill)
		// as they are.
		for _, key := range []string{"ExecStart", "ExecStartPre", "ExecReload", "ExecStop"} {
			for _, v := range unitSetting(unit, key) {
				cmdPath := strings.TrimLeft(strings.Fields(v)[0], "-@+!:")
				src := cmdPath
				if filepath.Base(cmdPath) == "citeguard" {
					src = linuxBinary(t)
				} else if src, err = filepath.EvalSymlinks(cmdPath); err != nil {
					t.Fatalf("%s: %s=%s: this machine has no %s: %v", name, key, v, cmdPath, err)
				}
				installFile(t, src, filepath.Join(root, cmdPath), 0o755)
			}
		}
		installFile(t, name, filepath.Join(root, "etc/systemd/system", name), 0o644)
		args = append(args, "/etc/systemd/system/"+name)
	}
	cmd := osexec(analyze, append([]string{"verify", "--root=" + root}, args...)...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil || stderr.Len() > 0 || len(bytes.TrimSpace(out)) > 0 {
		t.Fatalf("systemd-analyze verify %s: %v\n%s%s", strings.Join(names, " "), err, out, stderr.Bytes())
	}
}

// TestSystemdUnitSettings checks what the verifier cannot: the unit reloads
// with SIGHUP, keeps its state in StateDirectory=, delegates its cgroup
// subtree (per-worker memory limits), documents only what exists (its
// commands' flags too), and stops with SIGTERM within the daemon's grace.
func TestSystemdUnitSettings(t *testing.T) {
	unit, err := os.ReadFile("citeguard.service")
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		"ExecReload":     `/bin/kill -HUP $MAINPID`,
		"StateDirectory": "citeguard",
		"KillSignal":     "SIGTERM",
		"Type":           "exec",
	}
	for k, v := range want {
		if got := unitSetting(unit, k); len(got) != 1 || got[0] != v {
			t.Errorf("%s=%q, want %q", k, got, v)
		}
	}
	for _, doc := range unitSetting(unit, "Documentation") {
		if strings.Contains(doc, "man:") || strings.Contains(doc, "example.invalid") {
			t.Errorf("Documentation=%s names a page that does not exist", doc)
		}
	}
	// docs/deploy-linux.md's per-worker memory limits need the cgroup subtree
	// delegated to the daemon, and writable: ProtectControlGroups= would
	// make it read-only.
	if got := unitSetting(unit, "Delegate"); len(got) != 1 || got[0] != "yes" {
		t.Errorf("Delegate=%q, want yes: the workers' memory.max cgroups are made below the daemon's", got)
	}
	if got := unitSetting(unit, "ProtectControlGroups"); len(got) > 0 {
		t.Errorf("ProtectControlGroups=%q: /sys/fs/cgroup read-only takes the delegated subtree away", got)
	}
	// The commands the comment gives exist as written.
	for _, flag := range regexp.MustCompile(`citeguard watch (-[a-z-]+)`).FindAllSubmatch(unit, -1) {
		out, _ := osexec(linuxBinary(t), "watch", "-h").CombinedOutput()
		if !bytes.Contains(out, []byte("  "+string(flag[1])+"\n")) && !bytes.Contains(out, []byte("  "+string(flag[1])+" ")) {
			t.Errorf("the unit's comment names `citeguard watch %s`, which `citeguard watch -h` does not list:\n%s", flag[1], out)
		}
	}
	// soffice gets a network namespace of its own where the kernel allows
	// it; the daemon keeps the network its lookups and notifications need.
	for _, k := range []string{"PrivateNetwork", "RestrictNamespaces"} {
		if got := unitSetting(unit, k); len(got) > 0 {
			t.Errorf("%s=%q: the daemon needs the network, and LibreOffice its own namespace", k, got)
		}
	}
	exec := unitSetting(unit, "ExecStart")
	if len(exec) != 1 || !strings.Contains(exec[0], "-config /etc/citeguard/citeguard.yaml") {
		t.Errorf("ExecStart=%q: docs/deploy-linux.md installs the config as /etc/citeguard/citeguard.yaml", exec)
	}
}

// TestSyncUnit: the nightly SAOS update runs `library sync` with the
// daemon's config, and keeps the network closed but for what a drop-in
// allows (the docs name the proxy).
func TestSyncUnit(t *testing.T) {
	t.Parallel()
	unit, err := os.ReadFile("citeguard-sync.service")
	if err != nil {
		t.Fatal(err)
	}
	exec := unitSetting(unit, "ExecStart")
	if len(exec) != 1 || exec[0] != "/usr/local/bin/citeguard library -config /etc/citeguard/citeguard.yaml sync" {
		t.Errorf("ExecStart=%q", exec)
	}
	if d := unitSetting(unit, "IPAddressDeny"); len(d) != 1 || d[0] != "any" {
		t.Errorf("IPAddressDeny=%q, want any (the proxy allowed in a drop-in)", d)
	}
	timer, err := os.ReadFile("citeguard-sync.timer")
	if err != nil {
		t.Fatal(err)
	}
	if len(unitSetting(timer, "OnCalendar")) != 1 || len(unitSetting(timer, "Persistent")) != 1 {
		t.Errorf("the timer runs nightly and catches up after a night off")
	}
	for _, f := range []string{"citeguard-sync.service", "citeguard.service"} {
		b, _ := os.ReadFile(f)
		if !bytes.Contains(b, []byte("IPAddressAllow=PROXY")) && !bytes.Contains(b, []byte("IPAddressAllow=10.0.0.8")) {
			t.Errorf("%s does not say the proxy must be allowed for the online sources", f)
		}
	}
}

// TestReleaseBinaryVersion runs the built binary's `version` and checks it
// names the commit of the work tree it was built from.
func TestReleaseBinaryVersion(t *testing.T) {
	bin := linuxBinary(t)
	out, err := osexec(bin, "version").Output()
	if err != nil {
		t.Fatalf("citeguard version: %v", err)
	}
	line := strings.TrimSpace(string(out))
	if !regexp.MustCompile(`^citeguard \S+ commit .* go1\.\d+.* ` + runtime.GOOS + `/`).MatchString(line) {
		t.Fatalf("version line %q", line)
	}
	// Go stamps the commit only in a checkout whose .git is a folder (not
	// in a `git worktree`, whose .git is a file).
	fi, err := os.Stat("../.git")
	if err != nil || !fi.IsDir() {
		t.Logf("no .git folder at the module root (a worktree or an export): the commit is not compared")
		return
	}
	head, err := osexec("git", "rev-parse", "HEAD").Output()
	if err != nil {
		t.Logf("git rev-parse HEAD: %v: the commit is not compared", err)
		return
	}
	if rev := strings.TrimSpace(string(head)); !strings.Contains(line, "commit "+rev) {
		t.Fatalf("version line %q does not name HEAD %s", line, rev)
	}
}

// TestWindowsReleaseBinary checks the Windows release binary that .ci/run
// cross-builds (dist/citeguard-windows-amd64.exe, named by
// CITEGUARD_WINDOWS_EXE): a Windows console program for amd64. The
// cross-build is .ci/run's, which runs this test after it: from a cold
// cache it compiles every dependency again for Windows (295 s inside go
// test on a loaded 2-core machine). Without the variable it skips.
func TestWindowsReleaseBinary(t *testing.T) {
	exe := os.Getenv("CITEGUARD_WINDOWS_EXE")
	if exe == "" {
		t.Skip("CITEGUARD_WINDOWS_EXE not set: .ci/run checks dist/citeguard-windows-amd64.exe after building it")
	}
	f, err := pe.Open(exe)
	if err != nil {
		t.Fatalf("%s: not a PE file: %v", exe, err)
	}
	defer f.Close()
	if f.Machine != pe.IMAGE_FILE_MACHINE_AMD64 {
		t.Errorf("machine %#x, want amd64", f.Machine)
	}
	oh, ok := f.OptionalHeader.(*pe.OptionalHeader64)
	if !ok || oh.Subsystem != pe.IMAGE_SUBSYSTEM_WINDOWS_CUI {
		t.Errorf("not a console program (the service and `citeguard check` both need one)")
	}
}

func osexec(name string, args ...string) *exec.Cmd { return exec.Command(name, args...) }

func installFile(t *testing.T, src, dst string, mode os.FileMode) {
	t.Helper()
	data, err := os.ReadFile(src)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(dst, data, mode); err != nil {
		t.Fatal(err)
	}
}

// copyTree copies the regular files and symlinks of a folder tree.
func copyTree(t *testing.T, src, dst string) {
	t.Helper()
	err := filepath.Walk(src, func(p string, fi os.FileInfo, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		target := filepath.Join(dst, rel)
		switch {
		case fi.IsDir():
			return os.MkdirAll(target, 0o755)
		case fi.Mode()&os.ModeSymlink != 0:
			link, err := os.Readlink(p)
			if err != nil {
				return err
			}
			return os.Symlink(link, target)
		case fi.Mode().IsRegular():
			data, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			return os.WriteFile(target, data, 0o644)
		}
		return nil
	})
	if err != nil {
		t.Fatalf("copying %s: %v", src, err)
	}
}
