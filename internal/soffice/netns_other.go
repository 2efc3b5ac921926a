//go:build unix && !linux

package soffice

import (
	"log/slog"
	"os/exec"
)

// startIsolated starts the command mk makes: no network namespace here,
// the profile alone keeps LibreOffice off the network.
func startIsolated(mk func() *exec.Cmd, log *slog.Logger) (*exec.Cmd, error) {
	cmd := mk()
	return cmd, cmd.Start()
}
