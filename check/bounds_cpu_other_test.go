//go:build !unix

package check

// cpuTime is not measured here (the benchmarks' cpu-ns/citation is 0).
func cpuTime() int64 { return 0 }
