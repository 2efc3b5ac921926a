package watcher

import "sync"

// item is one unit of work: a ready file to claim, or a claimed job (in the
// work folder) to run or finish.
type item struct {
	path   string  // the file in the watched folder, or the job folder
	folder *folder // where it was found
	reason string  // set when the file is not a memo we can check: fail it with this
	job    string  // set for a claimed job to resume: its folder's name in the folder's work folder
}

// queue is the hand-over between the scanner and the workers: an
// unbounded FIFO of items that remembers which paths are queued or in
// progress, so a file is never taken twice by one daemon, and the files
// handed back to the scanner to look at again (relook).
type queue struct {
	mu     sync.Mutex
	items  []item
	busy   map[string]bool
	notify chan struct{}
	relook chan item // files to look at again (a claim that failed)
}

func newQueue() *queue {
	return &queue{busy: map[string]bool{}, notify: make(chan struct{}, 1), relook: make(chan item, 1024)}
}

func (q *queue) push(it item, front bool) bool {
	q.mu.Lock()
	if q.busy[it.path] {
		q.mu.Unlock()
		return false
	}
	q.busy[it.path] = true
	if front {
		q.items = append([]item{it}, q.items...)
	} else {
		q.items = append(q.items, it)
	}
	q.mu.Unlock()
	select {
	case q.notify <- struct{}{}:
	default:
	}
	return true
}

func (q *queue) pop() (item, bool) {
	q.mu.Lock()
	defer q.mu.Unlock()
	if len(q.items) == 0 {
		return item{}, false
	}
	it := q.items[0]
	q.items = q.items[1:]
	if len(q.items) > 0 {
		select {
		case q.notify <- struct{}{}:
		default:
		}
	}
	return it, true
}

func (q *queue) has(path string) bool {
	q.mu.Lock()
	defer q.mu.Unlock()
	return q.busy[path]
}

func (q *queue) done(path string) {
	q.mu.Lock()
	delete(q.busy, path)
	q.mu.Unlock()
}

// counts returns the number queued and the number queued or in progress.
func (q *queue) counts() (queued, busy int) {
	q.mu.Lock()
	defer q.mu.Unlock()
	return len(q.items), len(q.busy)
}
