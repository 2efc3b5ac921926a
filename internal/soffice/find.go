package soffice

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
)

// Find returns LibreOffice's soffice program: on the PATH, or where its
// installer puts it on Windows and macOS; "" when not installed.
func Find() string {
	if p, err := exec.LookPath("soffice"); err == nil {
		return p
	}
	var known []string
	switch runtime.GOOS {
	case "windows":
		for _, env := range []string{"ProgramFiles", "ProgramFiles(x86)"} {
			if d := os.Getenv(env); d != "" {
				known = append(known, filepath.Join(d, "LibreOffice", "program", "soffice.exe"))
			}
		}
	case "darwin":
		known = append(known, "/Applications/LibreOffice.app/Contents/MacOS/soffice")
	}
	for _, p := range known {
		if _, err := os.Stat(p); err == nil {
			return p
		}
	}
	return ""
}
