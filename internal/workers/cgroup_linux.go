//go:build linux

package workers

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"

	"golang.org/x/sys/unix"
)

// cgroupLimiter puts each worker into a cgroup v2 of its own, below the
// parent's, with memory.max = the cap and no swap: the kernel bounds it and
// its OOM killer ends only that worker. It needs a cgroup the parent may
// write (systemd: Delegate=yes). When the memory controller is not yet
// enabled for the parent's children, the parent moves itself into a child
// "daemon" group first (a cgroup with processes cannot enable controllers
// for its children).
type cgroupLimiter struct {
	own string // the parent's cgroup folder
	max int64
	log *slog.Logger
}

func osLimiter(max int64, log *slog.Logger) (limiter, error) {
	own, err := ownCgroup()
	if err != nil {
		return nil, err
	}
	ctl, err := os.ReadFile(filepath.Join(own, "cgroup.controllers"))
	if err != nil || !hasWord(ctl, "memory") {
		return nil, fmt.Errorf("cgroup %s: no memory controller available (%v)", own, err)
	}
	if sub, _ := os.ReadFile(filepath.Join(own, "cgroup.subtree_control")); !hasWord(sub, "memory") {
		if err := enableMemory(own); err != nil {
			return nil, fmt.Errorf("cgroup %s: cannot enable the memory controller for workers: %w", own, err)
		}
	}
	// Probe: a worker cgroup must be creatable.
	probe := filepath.Join(own, fmt.Sprintf("citeguard-probe-%d", os.Getpid()))
	if err := os.Mkdir(probe, 0o755); err != nil {
		return nil, fmt.Errorf("cgroup %s: %w", own, err)
	}
	os.Remove(probe)
	log.Info("workers: each worker runs in a cgroup of its own with memory.max", "cgroup", own, "memory_max", max)
	return &cgroupLimiter{own: own, max: max, log: log}, nil
}

// ownCgroup is the folder of this process's cgroup v2.
func ownCgroup() (string, error) {
	mnt, err := cgroup2Mount()
	if err != nil {
		return "", err
	}
	b, err := os.ReadFile("/proc/self/cgroup")
	if err != nil {
		return "", err
	}
	for _, line := range strings.Split(string(b), "\n") {
		if rel, ok := strings.CutPrefix(line, "0::"); ok {
			return filepath.Join(mnt, rel), nil
		}
	}
	return "", errors.New("no cgroup v2 (unified hierarchy) for this process")
}

// cgroup2Mount finds where the cgroup2 file system is mounted.
func cgroup2Mount() (string, error) {
	f, err := os.Open("/proc/self/mountinfo")
	if err != nil {
		return "", err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		// id parent major:minor root mountpoint options … - fstype source superoptions
		fields := strings.Fields(sc.Text())
		for i, fl := range fields {
			if fl == "-" && i+1 < len(fields) && fields[i+1] == "cgroup2" && len(fields) > 4 {
				return fields[4], nil
			}
		}
	}
	return "", errors.New("no cgroup2 file system mounted")
}

func hasWord(b []byte, w string) bool {
	for _, f := range bytes.Fields(b) {
		if string(f) == w {
			return true
		}
	}
	return false
}

// enableMemory enables the memory controller for own's children, moving
// this process into own/daemon first when own holds processes.
func enableMemory(own string) error {
	ctl := filepath.Join(own, "cgroup.subtree_control")
	err := os.WriteFile(ctl, []byte("+memory"), 0)
	if err == nil || !errors.Is(err, unix.EBUSY) {
		return err
	}
	daemon := filepath.Join(own, "daemon")
	if err := os.Mkdir(daemon, 0o755); err != nil && !errors.Is(err, os.ErrExist) {
		return err
	}
	if err := os.WriteFile(filepath.Join(daemon, "cgroup.procs"), []byte(strconv.Itoa(os.Getpid())), 0); err != nil {
		return fmt.Errorf("moving the daemon into %s: %w", daemon, err)
	}
	return os.WriteFile(ctl, []byte("+memory"), 0)
}

func (l *cgroupLimiter) kind() string  { return "cgroup" }
func (l *cgroupLimiter) env() []string { return goMemLimit(l.max) }
func (l *cgroupLimiter) close()        {}
func (l *cgroupLimiter) fallback() memSlot {
	return &watchdog{max: l.max}
}

func (l *cgroupLimiter) slot(id int, cmd *exec.Cmd) (memSlot, error) {
	dir := filepath.Join(l.own, fmt.Sprintf("citeguard-worker-%d-%d", os.Getpid(), id))
	if err := os.Mkdir(dir, 0o755); err != nil {
		return nil, err
	}
	s := &cgroupSlot{dir: dir, fd: -1}
	if err := os.WriteFile(filepath.Join(dir, "memory.max"), []byte(strconv.FormatInt(l.max, 10)), 0); err != nil {
		s.release()
		return nil, err
	}
	os.WriteFile(filepath.Join(dir, "memory.swap.max"), []byte("0"), 0) // absent without swap accounting
	fd, err := unix.Open(dir, unix.O_RDONLY|unix.O_DIRECTORY|unix.O_CLOEXEC, 0)
	if err != nil {
		s.release()
		return nil, err
	}
	s.fd = fd
	if cmd.SysProcAttr == nil {
		cmd.SysProcAttr = &syscall.SysProcAttr{}
	}
	cmd.SysProcAttr.UseCgroupFD, cmd.SysProcAttr.CgroupFD = true, fd
	return s, nil
}

type cgroupSlot struct {
	dir string
	fd  int
}

func (s *cgroupSlot) attach(int) error          { return nil } // started in it (clone3)
func (s *cgroupSlot) watch(int) <-chan struct{} { return nil }
func (s *cgroupSlot) unwatch()                  {}
func (s *cgroupSlot) oomKilled() bool {
	b, _ := os.ReadFile(filepath.Join(s.dir, "memory.events"))
	for _, line := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(line, "oom_kill "); ok {
			n, _ := strconv.Atoi(strings.TrimSpace(v))
			return n > 0
		}
	}
	return false
}

func (s *cgroupSlot) release() {
	if s.fd >= 0 {
		unix.Close(s.fd)
		s.fd = -1
	}
	os.Remove(s.dir) // empty once its process is reaped
}
