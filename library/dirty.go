package library

import "context"

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
