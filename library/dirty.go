package library

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"log/slog"
)

// Dirty reports whether an Update would find anything to do: a file added,
// changed (size, time, sidecars) or removed, or a library folder that came
// back or went away. It only walks the folders and stats the files — no
// file is read — so a daemon can ask before every memo.
func (l *Library) Dirty(ctx context.Context) (bool, error) {
	if u := l.checkRoots(); u != nil {
		return l.Health().Available, nil // it went away: an Update says so
	}
	if !l.Health().Available {
		return true, nil // it may be back
	}
	jobs, _, err := l.scan(ctx)
	if err != nil {
		return false, err
	}
	l.mu.RLock()
	old := l.files
	l.mu.RUnlock()
	if len(jobs) != len(old) {
		return true, nil
	}
	for _, j := range jobs {
		j.prev = old[j.path]
		if !j.unchanged() {
			return true, nil
		}
	}
	return false, nil
}

// Fingerprint is a digest of what an Update would look at — every document
// file of the folders of opts with its size, modification time and
// sidecars, or why the folders cannot be looked at — without a catalog and
// without reading a file: a process that does not hold the library (the
// daemon, whose workers do) compares two to know whether an update has
// anything to do.
func Fingerprint(ctx context.Context, opts Options) (string, error) {
	if opts.Logger == nil {
		opts.Logger = slog.New(slog.DiscardHandler)
	}
	l := &Library{opts: opts, log: opts.Logger}
	h := sha256.New()
	if u := l.checkRoots(); u != nil {
		fmt.Fprintf(h, "unavailable\x00%s\x00%s\n", u.Health.Kind, u.Health.Reason)
		return hex.EncodeToString(h.Sum(nil)), nil
	}
	jobs, _, err := l.scan(ctx)
	if err != nil {
		return "", err
	}
	for _, j := range jobs {
		fmt.Fprintf(h, "%s\x00%d\x00%d\x00%s\n", j.path, j.info.Size(), j.info.ModTime().UnixNano(), sideSig(j.sidecars))
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// Survey counts the document files a library's folders hold, without
// reading them (a configuration check): 0 means a library that cannot
// answer.
func Survey(ctx context.Context, opts Options) (int, error) {
	if opts.Logger == nil {
		opts.Logger = slog.New(slog.DiscardHandler)
	}
	l := &Library{opts: opts, log: opts.Logger}
	if u := l.checkRoots(); u != nil {
		return 0, u
	}
	jobs, _, err := l.scan(ctx)
	return len(jobs), err
}
