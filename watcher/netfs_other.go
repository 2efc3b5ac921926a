//go:build !linux

package watcher

// networkFS is not detected outside Linux: set mode: poll for a network
// share there (see config.example.yaml).
func networkFS(dir string) string { return "" }
