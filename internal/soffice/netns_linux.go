package soffice

import (
	"log/slog"
	"os"
	"os/exec"
	"sync"
	"syscall"
)

// netns gives soffice a network namespace of its own: a new user namespace
// (the user mapped to itself, so files keep their owner) in which the new
// network namespace is created. A seam: the tests replace it.
var netns = func(attr *syscall.SysProcAttr) {
	attr.Cloneflags |= syscall.CLONE_NEWUSER | syscall.CLONE_NEWNET
	attr.UidMappings = []syscall.SysProcIDMap{{ContainerID: os.Getuid(), HostID: os.Getuid(), Size: 1}}
	attr.GidMappings = []syscall.SysProcIDMap{{ContainerID: os.Getgid(), HostID: os.Getgid(), Size: 1}}
	attr.GidMappingsEnableSetgroups = false
}

// refusedOnce logs, once per process, that the kernel gives soffice no
// network namespace.
var refusedOnce sync.Once

// startIsolated starts the command mk makes in a network namespace of its
// own; when the kernel refuses one (unprivileged user namespaces off, a
// seccomp or AppArmor policy, RestrictNamespaces=), it starts a fresh one
// without, and the profile alone keeps LibreOffice off the network.
func startIsolated(mk func() *exec.Cmd, log *slog.Logger) (*exec.Cmd, error) {
	cmd := mk()
	if netns != nil {
		netns(cmd.SysProcAttr)
		nsErr := cmd.Start()
		if nsErr == nil {
			return cmd, nil
		}
		cmd = mk()
		if err := cmd.Start(); err != nil {
			return nil, err
		}
		refusedOnce.Do(func() {
			log.Warn("LibreOffice runs without a network namespace of its own (the kernel refuses one); its profile alone keeps conversions off the network", "err", nsErr)
		})
		return cmd, nil
	}
	return cmd, cmd.Start()
}
