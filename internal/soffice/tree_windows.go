package soffice

import (
	"context"
	"fmt"
	"log/slog"
	"os/exec"
	"syscall"
	"time"
	"unsafe"

	"golang.org/x/sys/windows"
)

// runTree runs the soffice that mk makes until it exits or ctx ends, in a
// job object of its own: soffice.exe is started suspended, put in the job
// before it runs (so soffice.bin, which it starts, is in the job too), and
// the job is terminated when runTree returns. The job is also killed when
// its handle closes: when the converting process dies without ending it
// (a worker killed at a memo's time limit). Untested on Windows (built
// here by cross-compiling).
func runTree(ctx context.Context, mk func() *exec.Cmd, dir string, log *slog.Logger) error {
	job, err := windows.CreateJobObject(nil, nil)
	if err != nil {
		return fmt.Errorf("a job object for the conversion: %w", err)
	}
	defer windows.CloseHandle(job)
	var info windows.JOBOBJECT_EXTENDED_LIMIT_INFORMATION
	info.BasicLimitInformation.LimitFlags = windows.JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE
	if _, err := windows.SetInformationJobObject(job, windows.JobObjectExtendedLimitInformation,
		uintptr(unsafe.Pointer(&info)), uint32(unsafe.Sizeof(info))); err != nil {
		return fmt.Errorf("a job object for the conversion: %w", err)
	}
	defer endJob(job)
	cmd := mk()
	cmd.SysProcAttr = &syscall.SysProcAttr{CreationFlags: windows.CREATE_SUSPENDED}
	if err := cmd.Start(); err != nil {
		return err
	}
	if err := enterJob(job, cmd.Process.Pid); err != nil {
		cmd.Process.Kill()
		cmd.Wait()
		return fmt.Errorf("putting LibreOffice in the conversion's job object: %w", err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err = <-done:
	case <-ctx.Done():
		windows.TerminateJobObject(job, 1)
		err = <-done
	}
	return err
}

// enterJob puts the suspended process pid in job, then lets it run.
func enterJob(job windows.Handle, pid int) error {
	h, err := windows.OpenProcess(windows.PROCESS_SET_QUOTA|windows.PROCESS_TERMINATE, false, uint32(pid))
	if err != nil {
		return err
	}
	defer windows.CloseHandle(h)
	if err := windows.AssignProcessToJobObject(job, h); err != nil {
		return err
	}
	return resumeThreads(pid)
}

// resumeThreads resumes the threads of process pid (a process created
// suspended has one).
func resumeThreads(pid int) error {
	snap, err := windows.CreateToolhelp32Snapshot(windows.TH32CS_SNAPTHREAD, 0)
	if err != nil {
		return err
	}
	defer windows.CloseHandle(snap)
	entry := windows.ThreadEntry32{Size: uint32(unsafe.Sizeof(windows.ThreadEntry32{}))}
	resumed := 0
	for err = windows.Thread32First(snap, &entry); err == nil; err = windows.Thread32Next(snap, &entry) {
		if entry.OwnerProcessID != uint32(pid) {
			continue
		}
		th, err := windows.OpenThread(windows.THREAD_SUSPEND_RESUME, false, entry.ThreadID)
		if err != nil {
			return err
		}
		_, err = windows.ResumeThread(th)
		windows.CloseHandle(th)
		if err != nil {
			return err
		}
		resumed++
	}
	if resumed == 0 {
		return fmt.Errorf("no thread of process %d to resume", pid)
	}
	return nil
}

// endJob terminates every process of job and waits (up to 5 s) until none
// is left, so that the conversion's folder can be removed.
func endJob(job windows.Handle) {
	windows.TerminateJobObject(job, 1)
	var acct struct { // JOBOBJECT_BASIC_ACCOUNTING_INFORMATION
		TotalUserTime, TotalKernelTime, ThisPeriodUserTime, ThisPeriodKernelTime   int64
		TotalPageFaults, TotalProcesses, ActiveProcesses, TotalTerminatedProcesses uint32
	}
	for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		err := windows.QueryInformationJobObject(job, windows.JobObjectBasicAccountingInformation,
			uintptr(unsafe.Pointer(&acct)), uint32(unsafe.Sizeof(acct)), nil)
		if err != nil || acct.ActiveProcesses == 0 {
			return
		}
	}
}
