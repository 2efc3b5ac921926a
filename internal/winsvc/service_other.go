//go:build !windows

package winsvc

import (
	"context"
	"time"
)

// Install: see ErrNotWindows.
func Install(c Config) (notes []string, err error) { return nil, ErrNotWindows }

// Uninstall: see ErrNotWindows.
func Uninstall(name string) error { return ErrNotWindows }

// Start: see ErrNotWindows.
func Start(name string) error { return ErrNotWindows }

// Stop: see ErrNotWindows.
func Stop(name string, wait time.Duration) error { return ErrNotWindows }

// Query: see ErrNotWindows.
func Query(name string) (string, error) { return "", ErrNotWindows }

// Run: see ErrNotWindows.
func Run(name string, stopWait time.Duration, run func(ctx context.Context) error) error {
	return ErrNotWindows
}

// EventLog: see ErrNotWindows.
func EventLog(name string) (EventSink, error) { return nil, ErrNotWindows }

// InSystemFolder is false outside Windows.
func InSystemFolder(dir string) bool { return false }
