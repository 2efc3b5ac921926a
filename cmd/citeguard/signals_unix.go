//go:build unix

package main

import (
	"os"
	"os/signal"
	"syscall"
)

// notifyHangup delivers SIGHUP on the returned channel until stop.
func notifyHangup() (<-chan os.Signal, func()) {
	c := make(chan os.Signal, 1)
	signal.Notify(c, syscall.SIGHUP)
	return c, func() { signal.Stop(c) }
}
