// Package progress reports how far long work is (indexing a library,
// importing SAOS): on a terminal, one line rewritten in place with the
// counts, the rate and the time left; elsewhere (a log file, a pipe, a
// service's journal), a log record at a steady interval.
package progress

import (
	"fmt"
	"io"
	"log/slog"
	"sync"
	"time"
)

// Intervals between reports.
const (
	LineEvery = 200 * time.Millisecond // the terminal line
	LogEvery  = 30 * time.Second       // the log records
)

// Reporter reports the progress of one piece of work.
type Reporter struct {
	mu       sync.Mutex
	w        io.Writer
	tty      bool
	log      *slog.Logger
	what     string // "library index"
	start    time.Time
	last     time.Time
	lineLen  int
	now      func() time.Time
	lineWait time.Duration
	logWait  time.Duration
}

// New returns a Reporter of the work called what, writing a line to w when
// tty is true, else records to log.
func New(what string, w io.Writer, tty bool, log *slog.Logger) *Reporter {
	r := &Reporter{w: w, tty: tty, log: log, what: what, now: time.Now, lineWait: LineEvery, logWait: LogEvery}
	r.start = r.now()
	r.last = r.start
	return r
}

// Status is how far the work is.
type Status struct {
	Done, Total int64  // units done of the total (Total 0: unknown)
	Unit        string // "files", "records"
	// Part, PartTotal: when the time left is better told by another measure
	// (bytes of the input), that measure; else Done and Total serve.
	Part, PartTotal int64
	Extra           string // more counts, shown after the rate: "1234 added"
}

// Update reports st unless the last report is too recent.
func (r *Reporter) Update(st Status) {
	r.mu.Lock()
	defer r.mu.Unlock()
	now := r.now()
	wait := r.logWait
	if r.tty {
		wait = r.lineWait
	}
	if now.Sub(r.last) < wait {
		return
	}
	r.last = now
	r.report(st, now)
}

// Finish reports st one last time and ends the line.
func (r *Reporter) Finish(st Status) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.report(st, r.now())
	if r.tty {
		fmt.Fprintln(r.w)
		r.lineLen = 0
	}
}

func (r *Reporter) report(st Status, now time.Time) {
	elapsed := now.Sub(r.start)
	rate := 0.0
	if s := elapsed.Seconds(); s > 0 {
		rate = float64(st.Done) / s
	}
	left, known := timeLeft(st, elapsed)
	if !r.tty {
		args := []any{"done", st.Done, "unit", st.Unit, "per_second", round1(rate), "elapsed", elapsed.Round(time.Second).String()}
		if st.Total > 0 {
			args = append(args, "total", st.Total)
		}
		if known {
			args = append(args, "left", left.String())
		}
		if st.Extra != "" {
			args = append(args, "detail", st.Extra)
		}
		r.log.Info(r.what+": progress", args...)
		return
	}
	line := fmt.Sprintf("%s: %d", r.what, st.Done)
	if st.Total > 0 {
		line += fmt.Sprintf("/%d %s (%.0f%%)", st.Total, st.Unit, 100*float64(st.Done)/float64(st.Total))
	} else {
		line += " " + st.Unit
	}
	line += fmt.Sprintf(", %.1f/s", rate)
	if st.Extra != "" {
		line += ", " + st.Extra
	}
	if known {
		line += ", " + left.String() + " left"
	} else {
		line += ", time left unknown"
	}
	pad := max(r.lineLen-len(line), 0)
	fmt.Fprintf(r.w, "\r%s%*s", line, pad, "")
	r.lineLen = len(line)
}

// timeLeft estimates the time left from the measure of st that has a total.
func timeLeft(st Status, elapsed time.Duration) (time.Duration, bool) {
	done, total := st.Part, st.PartTotal
	if total <= 0 {
		done, total = st.Done, st.Total
	}
	if total <= 0 || done <= 0 || elapsed <= 0 {
		return 0, false
	}
	if done >= total {
		return 0, true
	}
	left := time.Duration(float64(elapsed) * float64(total-done) / float64(done))
	return left.Round(time.Second), true
}

func round1(f float64) float64 { return float64(int64(f*10+0.5)) / 10 }

// Every sets the interval between reports (the line's and the log's),
// for a caller that wants another than LineEvery and LogEvery.
func (r *Reporter) Every(d time.Duration) *Reporter {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.lineWait, r.logWait = d, d
	return r
}

// Restart begins another piece of the same work: the time, the rate and
// the time left count from now.
func (r *Reporter) Restart() {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.start = r.now()
	r.last = r.start
	r.lineLen = 0
}
