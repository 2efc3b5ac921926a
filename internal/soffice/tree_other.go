//go:build !unix && !windows

package soffice

import (
	"context"
	"log/slog"
	"os/exec"
)

// runTree runs the soffice that mk makes until it exits or ctx ends (then
// it is killed): no process groups or job objects here.
func runTree(ctx context.Context, mk func() *exec.Cmd, dir string, log *slog.Logger) error {
	cmd := mk()
	if err := cmd.Start(); err != nil {
		return err
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
		cmd.Process.Kill()
		return <-done
	}
}
