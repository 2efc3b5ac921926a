package main

import (
	"io"
	"log/slog"
	"sync"
	"time"

	"citeguard/internal/progress"
	"citeguard/library"
)

// daemonProgressEvery is how often the daemon logs while it indexes the
// library: a library of 600 files takes some 20 s, which the terminal's
// progress.LogEvery would leave silent.
const daemonProgressEvery = 5 * time.Second

// indexProgress is the daemon's (and a worker process's) check.Config.Progress:
// while the library is indexed, a log record every `every` (daemonProgressEvery) with
// the files read of those to read, the rate and the time left. Each update
// counts from its own start (its first file); an update shorter than
// LogEvery logs nothing.
func indexProgress(log *slog.Logger, every time.Duration) func(library.Progress) {
	var mu sync.Mutex
	rep := progress.New("library index", io.Discard, false, log).Every(every)
	return func(p library.Progress) {
		mu.Lock()
		defer mu.Unlock()
		if p.Files <= 1 {
			rep.Restart()
		}
		rep.Update(indexStatus(p))
	}
}
