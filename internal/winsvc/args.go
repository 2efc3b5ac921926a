package winsvc

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
)

// Config is what install registers.
type Config struct {
	Name       string // service name (DefaultName)
	Exe        string // absolute path of citeguard.exe
	ConfigFile string // absolute path of the daemon's configuration
}

// DisplayName and Description are what services.msc shows.
const (
	DisplayName = "citeguard (citation checks of memos)"
	Description = "Checks every memo dropped in the shared inbox against the firm's library of sources and holds back memos with unfounded citations. Configuration: the file after -config."
)

// Args are the arguments the SCM starts the binary with: the daemon on the
// given configuration, told which service it is.
func (c Config) Args() []string {
	return []string{"watch", "-config", c.ConfigFile, "-service", c.Name}
}

// Check validates c before anything is registered: absolute paths (the
// SCM starts services in C:\Windows\System32), a configuration that exists.
func (c *Config) Check() error {
	if c.Name == "" {
		c.Name = DefaultName
	}
	if c.ConfigFile == "" {
		return errors.New("a service needs -config FILE: write one with `citeguard watch -print-config > C:\\ProgramData\\citeguard\\citeguard.yaml`, edit it, then install with -config C:\\ProgramData\\citeguard\\citeguard.yaml")
	}
	abs, err := filepath.Abs(c.ConfigFile)
	if err != nil {
		return err
	}
	c.ConfigFile = abs
	if fi, err := os.Stat(abs); err != nil || fi.IsDir() {
		return fmt.Errorf("configuration %s: not a file (%v)", abs, err)
	}
	if c.Exe == "" {
		if c.Exe, err = os.Executable(); err != nil {
			return fmt.Errorf("finding citeguard.exe: %w", err)
		}
	}
	if c.Exe, err = filepath.Abs(c.Exe); err != nil {
		return err
	}
	return nil
}
