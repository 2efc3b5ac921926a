// Package winsvc runs `citeguard watch` as a Windows service: `citeguard
// service install|uninstall|start|stop` register it with the Service
// Control Manager (automatic, delayed start; restart on failure; an Event
// Log source of its name), and Run serves the SCM's requests around the
// daemon — Stop and Shutdown cancel its context, so it finishes or returns
// the memos in flight exactly as SIGTERM does on Linux.
//
// The control loop and the command line are plain Go (loop.go, args.go)
// and tested on every system; the Windows calls are a thin layer over
// golang.org/x/sys/windows/svc (service_windows.go). Elsewhere every call
// returns ErrNotWindows.
package winsvc

import "errors"

// DefaultName is the service's name when install is not given another.
const DefaultName = "citeguard"

// ErrNotWindows is returned by the service calls outside Windows.
var ErrNotWindows = errors.New("the Windows service exists only on Windows (on Linux, install deploy/citeguard.service)")

// ErrNotFromSCM is Run's error in a process the Service Control Manager did
// not start (someone ran `watch -service` by hand).
var ErrNotFromSCM = errors.New("not started by the Service Control Manager")
