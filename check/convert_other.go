//go:build !unix

package check

import (
	"os/exec"
)

// killGroup: the context kills soffice itself (LibreOffice on Windows runs
// as one process tree that ends with it).
func killGroup(cmd *exec.Cmd) {}
