//go:build unix

package soffice

import (
	"context"
	"fmt"
	"log/slog"
	"os"
	"os/exec"
	"strconv"
	"syscall"
)

// The guard and the cleaner wait for the end of their stdin, a pipe whose
// other end only the converting process holds: it ends when that process
// dies without ending the conversion itself (a worker killed at a memo's
// time limit, a daemon stopped). The guard leads the conversion's process
// group and then kills it: itself, soffice and what soffice started (a
// member of the group, it keeps the group's id from being reused until
// then). The cleaner, outside the group, then waits (at most 10 s) until
// no process of the group ($1) is left and removes the conversion's
// folder ($2): nothing of the tree can write into it any more.
const (
	guardScript   = `read _; kill -s KILL 0`
	cleanerScript = `read _; i=0; while kill -0 -"$1" 2>/dev/null && [ "$i" -lt 100 ]; do sleep 0.1; i=$((i+1)); done; rm -rf -- "$2"`
)

// runTree runs the soffice that mk makes until it exits or ctx ends, in the
// process group of a guard; when runTree returns, the group is killed and
// its direct children reaped, so no process of the tree remains.
func runTree(ctx context.Context, mk func() *exec.Cmd, dir string, log *slog.Logger) error {
	pr, pw, err := os.Pipe()
	if err != nil {
		return err
	}
	defer pw.Close()
	guard := watcher(pr, guardScript, "citeguard-soffice-guard")
	if err := guard.Start(); err != nil {
		pr.Close()
		return fmt.Errorf("starting the conversion's guard: %w", err)
	}
	pgid := guard.Process.Pid
	cleaner := watcher(pr, cleanerScript, "citeguard-soffice-cleaner", strconv.Itoa(pgid), dir)
	cerr := cleaner.Start()
	pr.Close()
	defer func() { // the group first: should this process die in between, the cleaner still removes dir
		syscall.Kill(-pgid, syscall.SIGKILL)
		guard.Wait()
		if cerr == nil {
			cleaner.Process.Kill()
			cleaner.Wait()
		}
	}()
	if cerr != nil {
		return fmt.Errorf("starting the conversion's cleaner: %w", cerr)
	}
	cmd, err := startIsolated(func() *exec.Cmd {
		cmd := mk()
		cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Pgid: pgid}
		return cmd
	}, log)
	if err != nil {
		return err
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err = <-done:
	case <-ctx.Done():
		syscall.Kill(-pgid, syscall.SIGKILL)
		err = <-done
	}
	return err
}

// watcher is a /bin/sh running script with args, reading stdin, in a
// process group of its own.
func watcher(stdin *os.File, script string, args ...string) *exec.Cmd {
	cmd := exec.Command("/bin/sh", append([]string{"-c", script}, args...)...)
	cmd.Stdin = stdin
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	return cmd
}
