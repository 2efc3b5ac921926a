//go:build windows

package workers

import (
	"log/slog"
	"os/exec"
	"unsafe"

	"golang.org/x/sys/windows"
)

// jobLimiter puts each worker into a Job Object of its own with a process
// memory limit (an allocation past it fails, and the Go runtime ends the
// worker) that kills the worker when the job's handle is closed.
type jobLimiter struct{ max int64 }

func osLimiter(max int64, log *slog.Logger) (limiter, error) { return &jobLimiter{max: max}, nil }

func (l *jobLimiter) kind() string  { return "job object" }
func (l *jobLimiter) env() []string { return goMemLimit(l.max) }
func (l *jobLimiter) close()        {}
func (l *jobLimiter) fallback() memSlot {
	return &watchdog{max: l.max}
}

func (l *jobLimiter) slot(id int, cmd *exec.Cmd) (memSlot, error) {
	job, err := windows.CreateJobObject(nil, nil)
	if err != nil {
		return nil, err
	}
	var info windows.JOBOBJECT_EXTENDED_LIMIT_INFORMATION
	info.BasicLimitInformation.LimitFlags = windows.JOB_OBJECT_LIMIT_PROCESS_MEMORY | windows.JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE
	info.ProcessMemoryLimit = uintptr(l.max)
	if _, err := windows.SetInformationJobObject(job, windows.JobObjectExtendedLimitInformation, uintptr(unsafe.Pointer(&info)), uint32(unsafe.Sizeof(info))); err != nil {
		windows.CloseHandle(job)
		return nil, err
	}
	return &jobSlot{job: job}, nil
}

type jobSlot struct{ job windows.Handle }

func (s *jobSlot) attach(pid int) error {
	h, err := windows.OpenProcess(windows.PROCESS_SET_QUOTA|windows.PROCESS_TERMINATE, false, uint32(pid))
	if err != nil {
		return err
	}
	defer windows.CloseHandle(h)
	return windows.AssignProcessToJobObject(s.job, h)
}

func (s *jobSlot) watch(int) <-chan struct{} { return nil }
func (s *jobSlot) unwatch()                  {}
func (s *jobSlot) oomKilled() bool           { return false }
func (s *jobSlot) release() {
	if s.job != 0 {
		windows.CloseHandle(s.job)
		s.job = 0
	}
}
