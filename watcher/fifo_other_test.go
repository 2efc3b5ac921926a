//go:build !unix

package watcher

import "testing"

func makeFIFO(t *testing.T, dir, name string) string { return "" }
