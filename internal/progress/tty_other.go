//go:build !linux && !windows

package progress

import "os"

// IsTerminal is false here: the progress goes to the log, as for a pipe.
func IsTerminal(*os.File) bool { return false }
