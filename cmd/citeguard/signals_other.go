//go:build !unix

package main

import "os"

// notifyHangup: there is no SIGHUP here; the channel never delivers.
func notifyHangup() (<-chan os.Signal, func()) { return nil, func() {} }
