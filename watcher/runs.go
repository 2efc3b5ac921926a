package watcher

import (
	"bufio"
	"bytes"
	"encoding/json"
	"log/slog"
	"os"
	"sort"
	"sync"
	"time"

	"citeguard/reports"
)

// runsFile is the log of batch runs in the state folder, one JSON line per
// `watch -once` run, for INDEX's nightly summaries.
const runsFile = "runs.jsonl"

// runsShown is how many batch runs INDEX lists (the last two weeks of
// nightly runs), and runsKept how many lines the log keeps.
const runsShown, runsKept = 14, 400

// batch is what a run tells about itself: the memos a batch run (Once)
// leaves in their folders, and the log of batch runs in the state folder.
type batch struct {
	runs  string // <state>/runs.jsonl
	stats *stats
	log   *slog.Logger

	mu   sync.Mutex
	left map[string]string // Once: memos left in their folder → why
}

// leave records a memo a batch run leaves in its folder, and why.
func (b *batch) leave(path, why string) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.left == nil {
		b.left = map[string]string{}
	}
	b.left[path] = why
}

// Summary is what the run did so far: the memos by outcome, and those
// left in their folders with why (Once mode).
func (d *Daemon) Summary() reports.RunSummary { return d.batch.summary() }

func (b *batch) summary() reports.RunSummary {
	oc := b.stats.outcomes()
	s := reports.RunSummary{Start: b.stats.started, End: time.Now(), Checked: int(oc[OutcomeChecked]), Fix: int(oc[OutcomeFix]),
		Sent: int(oc[OutcomeSent]), Blocked: int(oc[OutcomeBlocked]), Failed: int(oc[OutcomeFailed])}
	b.mu.Lock()
	defer b.mu.Unlock()
	for p, why := range b.left {
		if _, err := os.Lstat(p); err != nil {
			continue // taken since (another daemon, or a later look)
		}
		if s.LeftWhy == nil {
			s.LeftWhy = map[string]int{}
		}
		s.Left++
		s.LeftWhy[why]++
	}
	return s
}

// record appends this batch run's summary to the state's runs log
// (trimmed to runsKept lines) and logs it.
func (b *batch) record() {
	s := b.summary()
	b.log.Info(s.Line(), "checked", s.Checked+s.Fix+s.Sent, "blocked", s.Blocked, "failed", s.Failed, "left", s.Left)
	line, err := json.Marshal(s)
	if err != nil {
		return
	}
	old, _ := os.ReadFile(b.runs)
	lines := bytes.Split(bytes.TrimSpace(old), []byte("\n"))
	if len(lines) >= runsKept {
		lines = lines[len(lines)-runsKept+1:]
	}
	var buf bytes.Buffer
	for _, l := range lines {
		if len(l) > 0 {
			buf.Write(l)
			buf.WriteByte('\n')
		}
	}
	buf.Write(line)
	buf.WriteByte('\n')
	if err := WriteAtomic(b.runs, buf.Bytes()); err != nil {
		b.log.Warn("cannot record the run's summary", "err", err)
	}
}

// recent reads the last runsShown batch runs, newest first.
func (b *batch) recent() []reports.RunSummary {
	f, err := os.Open(b.runs)
	if err != nil {
		return nil
	}
	defer f.Close()
	var out []reports.RunSummary
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var r reports.RunSummary
		if json.Unmarshal(sc.Bytes(), &r) == nil && !r.Start.IsZero() {
			out = append(out, r)
		}
	}
	sort.Slice(out, func(i, k int) bool { return out[i].Start.After(out[k].Start) })
	if len(out) > runsShown {
		out = out[:runsShown]
	}
	return out
}
