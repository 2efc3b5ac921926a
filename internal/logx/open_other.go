//go:build !windows

package logx

import "os"

// openLog opens a log file for appending.
func openLog(path string) (*os.File, error) {
	return os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o640)
}
