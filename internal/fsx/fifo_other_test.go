//go:build !unix

package fsx

import "testing"

func makeFIFO(t *testing.T, dir string) string { return "" }
