//go:build !linux

package soffice

import "testing"

// namespaceGiven: no network namespaces here.
func namespaceGiven(t *testing.T) bool { return false }

// useNamespace: no network namespaces here, on or off.
func useNamespace(t testing.TB, on bool) {}
