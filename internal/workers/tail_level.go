package workers

import (
	"bytes"
	"log/slog"
)

// lineLevel is the level a line of a worker's stderr is logged at in the
// parent: the level of a log/slog text record ("time=… level=INFO …": a
// worker's progress while it indexes the library, its warnings), else
// Debug (anything else a worker prints).
func lineLevel(line []byte) slog.Level {
	rest := line
	if bytes.HasPrefix(rest, []byte("time=")) {
		j := bytes.IndexByte(rest, ' ')
		if j < 0 {
			return slog.LevelDebug
		}
		rest = rest[j+1:]
	}
	rest, ok := bytes.CutPrefix(rest, []byte("level="))
	if !ok {
		return slog.LevelDebug
	}
	if j := bytes.IndexByte(rest, ' '); j >= 0 {
		rest = rest[:j]
	}
	var l slog.Level
	if l.UnmarshalText(rest) != nil {
		return slog.LevelDebug
	}
	return l
}
