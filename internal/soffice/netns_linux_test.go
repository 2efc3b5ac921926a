package soffice

import (
	"os"
	"os/exec"
	"strings"
	"sync"
	"syscall"
	"testing"

	"citeguard/internal/soffice/sofficetest"
)

// realNetns is the namespace seam as the package has it (tests swap it).
var realNetns = netns

// useNamespace gives soffice a network namespace of its own (where the
// kernel allows it) or not, for the rest of test t.
func useNamespace(t testing.TB, on bool) {
	saved := netns
	t.Cleanup(func() { netns = saved })
	netns = nil
	if on {
		netns = realNetns
	}
}

// childNetns is the network namespace of a process startIsolated starts
// with the real seam, and what it logged.
func childNetns(t *testing.T) (ns, logged string) {
	t.Helper()
	saved := netns
	defer func() { netns = saved }()
	netns = realNetns
	var out, log strings.Builder
	cmd, err := startIsolated(func() *exec.Cmd {
		cmd := exec.Command("readlink", "/proc/self/ns/net")
		cmd.Stdout = &out
		cmd.SysProcAttr = &syscall.SysProcAttr{}
		return cmd
	}, logTo(&log))
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Wait(); err != nil {
		t.Fatal(err)
	}
	return strings.TrimSpace(out.String()), log.String()
}

// namespaceGiven reports whether the kernel gives soffice a network
// namespace of its own here.
func namespaceGiven(t *testing.T) bool {
	own, err := os.Readlink("/proc/self/ns/net")
	if err != nil {
		t.Fatal(err)
	}
	ns, _ := childNetns(t)
	return ns != "" && ns != own
}

// TestNamespaceSeparatesNetwork: where the kernel allows it, soffice runs
// in a network namespace other than the converter's.
func TestNamespaceSeparatesNetwork(t *testing.T) {
	own, err := os.Readlink("/proc/self/ns/net")
	if err != nil {
		t.Fatal(err)
	}
	refusedOnce = sync.Once{} // the refusal, if any, is logged here
	ns, logged := childNetns(t)
	if strings.Contains(logged, "network namespace") {
		t.Skipf("the kernel refuses a network namespace here: %s", logged)
	}
	if ns == own || !strings.HasPrefix(ns, "net:[") {
		t.Fatalf("soffice's network namespace %q, the converter's %q", ns, own)
	}
}

// TestNamespaceRefused: when the kernel refuses the namespace (here: a
// user mapping it rejects), the conversion still runs — in the caller's
// network, with the profile — and the log says so once, not per
// conversion.
func TestNamespaceRefused(t *testing.T) {
	saved := netns
	t.Cleanup(func() { netns, refusedOnce = saved, sync.Once{} })
	netns = func(attr *syscall.SysProcAttr) {
		attr.Cloneflags |= syscall.CLONE_NEWUSER | syscall.CLONE_NEWNET
		attr.UidMappings = []syscall.SysProcIDMap{{ContainerID: 0, HostID: os.Getuid(), Size: 0}} // "0 uid 0": EINVAL
	}
	refusedOnce = sync.Once{}
	dir := t.TempDir()
	t.Setenv("TMPDIR", dir)
	program, pids := sofficetest.FakeSoffice(t, dir, "ok")
	docx := dir + "/made.docx"
	os.WriteFile(docx, []byte("PK"), 0o600)
	t.Setenv("FAKE_DOCX", docx)
	var log strings.Builder
	conv := Converter{Program: program, Log: logTo(&log)}
	for range 2 {
		read := false
		if err := conv.ToDOCX(t.Context(), docx, ".doc", func(string) { read = true }); err != nil || !read {
			t.Fatalf("conversion without the namespace: %v (read %v)", err, read)
		}
	}
	if n := strings.Count(log.String(), "without a network namespace"); n != 1 {
		t.Errorf("%d log lines about the refused namespace, want 1:\n%s", n, log.String())
	}
	if left := sofficetest.Running(sofficetest.Pids(t, pids)); len(left) > 0 {
		t.Errorf("still running: %v", left)
	}
}
