//go:build linux

package workers

import (
	"bytes"
	"os"
	"strconv"
)

// residentBytes is a process's resident memory (pid 0: this process's
// check that it can be read at all), from /proc/<pid>/statm.
func residentBytes(pid int) (int64, bool) {
	p := "/proc/self/statm"
	if pid > 0 {
		p = "/proc/" + strconv.Itoa(pid) + "/statm"
	}
	b, err := os.ReadFile(p)
	if err != nil {
		return 0, false
	}
	f := bytes.Fields(b)
	if len(f) < 2 {
		return 0, false
	}
	pages, err := strconv.ParseInt(string(f[1]), 10, 64)
	if err != nil {
		return 0, false
	}
	return pages * int64(os.Getpagesize()), true
}

// Memory is a process's memory: resident (RSS) and proportional (PSS: its
// own pages plus its share of pages it shares with others), from
// /proc/<pid>/smaps_rollup. Summed over processes, PSS counts shared pages
// once.
func Memory(pid int) (rss, pss int64, ok bool) {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/smaps_rollup")
	if err != nil {
		return 0, 0, false
	}
	for _, line := range bytes.Split(b, []byte("\n")) {
		f := bytes.Fields(line)
		if len(f) < 2 {
			continue
		}
		v, _ := strconv.ParseInt(string(f[1]), 10, 64)
		switch string(f[0]) {
		case "Rss:":
			rss = v << 10
		case "Pss:":
			pss = v << 10
		}
	}
	return rss, pss, true
}
