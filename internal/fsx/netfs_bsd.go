//go:build unix && !linux && !darwin

package fsx

// NetworkFS is not detected on this system: set mode: poll for a network
// share.
func NetworkFS(dir string) string { return "" }
