package watcher

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"time"

	"citeguard/reports"
)

// runsFile is the log of batch runs in the state folder, one JSON line per
// `watch -once` run, for INDEX's nightly summaries.
const runsFile = "runs.jsonl"

// runsShown is how many batch runs INDEX lists (the last two weeks of
// nightly runs), and runsKept how many lines the log keeps.
const runsShown, runsKept = 14, 400

// leave records a memo a batch run leaves in its folder, and why.
func (d *Daemon) leave(path, why string) {
	d.leftMu.Lock()
	defer d.leftMu.Unlock()
	if d.left == nil {
		d.left = map[string]string{}
	}
	d.left[path] = why
}

// Summary is what the run did so far: the memos by outcome, and those
// left in their folders with why (Once mode).
func (d *Daemon) Summary() reports.RunSummary {
	oc := d.outcomes()
	s := reports.RunSummary{Start: d.started, End: time.Now(), Checked: int(oc[OutcomeChecked]), Fix: int(oc[OutcomeFix]),
		Sent: int(oc[OutcomeSent]), Blocked: int(oc[OutcomeBlocked]), Failed: int(oc[OutcomeFailed])}
	d.leftMu.Lock()
	defer d.leftMu.Unlock()
	for p, why := range d.left {
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

// recordRun appends this batch run's summary to the state's runs log
// (trimmed to runsKept lines) and logs it.
func (d *Daemon) recordRun() {
	s := d.Summary()
	d.log.Info(s.Line(), "checked", s.Checked+s.Fix+s.Sent, "blocked", s.Blocked, "failed", s.Failed, "left", s.Left)
	line, err := json.Marshal(s)
	if err != nil {
		return
	}
	p := filepath.Join(d.cfg.State, runsFile)
	old, _ := os.ReadFile(p)
	lines := bytes.Split(bytes.TrimSpace(old), []byte("\n"))
	if len(lines) >= runsKept {
		lines = lines[len(lines)-runsKept+1:]
	}
	var b bytes.Buffer
	for _, l := range lines {
		if len(l) > 0 {
			b.Write(l)
			b.WriteByte('\n')
		}
	}
	b.Write(line)
	b.WriteByte('\n')
	if err := WriteAtomic(p, b.Bytes()); err != nil {
		d.log.Warn("cannot record the run's summary", "err", err)
	}
}

// recentRuns reads the last runsShown batch runs, newest first.
func (d *Daemon) recentRuns() []reports.RunSummary {
	f, err := os.Open(filepath.Join(d.cfg.State, runsFile))
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
