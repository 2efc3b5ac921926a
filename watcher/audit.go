package watcher

import (
	"bufio"
	"bytes"
	"citeguard/internal/fsx"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"
)

// AuditEntry is one line of the audit log (<state>/audit.jsonl): one memo
// handled. Hash = SHA-256 of Prev + "\n" + the entry's JSON with Hash empty,
// so editing, removing or reordering any line breaks the chain after it.
type AuditEntry struct {
	Seq      int64     `json:"seq"`
	Time     time.Time `json:"time"`
	Daemon   string    `json:"daemon"`
	Job      string    `json:"job"`
	Memo     string    `json:"memo"`
	Folder   string    `json:"folder"`
	SHA256   string    `json:"sha256"`
	Decision string    `json:"decision"`
	Outcome  string    `json:"outcome"`
	Error    string    `json:"error,omitempty"`
	Dest     string    `json:"dest"`
	Report   string    `json:"report"`
	Runs     int       `json:"runs"`
	Prev     string    `json:"prev"`
	Hash     string    `json:"hash"`
}

func (e AuditEntry) digest() string {
	e.Hash = ""
	b, _ := json.Marshal(e)
	h := sha256.New()
	h.Write([]byte(e.Prev))
	h.Write([]byte("\n"))
	h.Write(b)
	return hex.EncodeToString(h.Sum(nil))
}

type auditLog struct {
	mu      sync.Mutex
	f       *os.File
	daemon  string
	seq     int64
	last    string
	jobs    map[string]bool // jobs already logged: a resumed job is logged once
	syncs   fsx.GroupSync
	damaged string // set when the log found at start was damaged (health: degraded)
}

// openAudit opens the log for appending. The whole chain is verified: a
// torn last line (a crash in the middle of a write: no newline at the end)
// is cut off, as it was never complete — and nothing else ever is. A
// damaged line anywhere (it does not parse or does not chain) is evidence:
// the file is kept whole, renamed aside to audit.damaged-<time>.jsonl, the
// error is logged loudly, the daemon's health says degraded, and a new log
// begins.
func openAudit(path, daemon string, log *slog.Logger) (*auditLog, error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE|fsx.ONoFollow, 0o644)
	if err != nil {
		return nil, fmt.Errorf("audit log: %w", err)
	}
	a := &auditLog{f: f, daemon: daemon, jobs: map[string]bool{}}
	r := bufio.NewReader(f)
	var good int64
	damage := ""
	for n := 1; ; n++ {
		line, err := r.ReadBytes('\n')
		if len(line) > 0 && line[len(line)-1] == '\n' {
			var e AuditEntry
			if jerr := json.Unmarshal(bytes.TrimSpace(line), &e); jerr != nil {
				if damage == "" {
					damage = fmt.Sprintf("line %d does not parse (%v)", n, jerr)
				}
			} else {
				a.jobs[e.Job] = true
				if damage == "" && (e.Prev != a.last || e.digest() != e.Hash || e.Seq != int64(n)) {
					damage = fmt.Sprintf("line %d does not chain", n)
				}
				if damage == "" {
					a.seq, a.last = e.Seq, e.Hash
				}
			}
			good += int64(len(line))
		}
		if err != nil {
			break
		}
	}
	if damage != "" {
		f.Close()
		aside := strings.TrimSuffix(path, ".jsonl") + ".damaged-" + time.Now().UTC().Format("20060102T150405Z") + ".jsonl"
		if err := os.Rename(path, aside); err != nil {
			return nil, fmt.Errorf("audit log: %s is damaged (%s) and cannot be renamed aside: %w", path, damage, err)
		}
		fsx.SyncDir(filepath.Dir(path))
		a.damaged = fmt.Sprintf("%s: %s; kept unchanged as %s, a new log was started", filepath.Base(path), damage, filepath.Base(aside))
		log.Error("AUDIT LOG DAMAGED: it is kept unchanged beside the new one; find out who or what changed it", "log", path, "damage", damage, "kept_as", aside)
		if f, err = os.OpenFile(path, os.O_RDWR|os.O_CREATE|os.O_EXCL|fsx.ONoFollow, 0o644); err != nil {
			return nil, fmt.Errorf("audit log: %w", err)
		}
		a.f, a.seq, a.last = f, 0, ""
		return a, nil
	}
	if fi, err := f.Stat(); err == nil && fi.Size() > good {
		log.Warn("audit log: cutting a torn last line (a write cut short by a crash)", "log", path, "bytes", fi.Size()-good)
		if err := f.Truncate(good); err != nil {
			f.Close()
			return nil, fmt.Errorf("audit log: cutting a torn last line: %w", err)
		}
	}
	if _, err := f.Seek(0, io.SeekEnd); err != nil {
		f.Close()
		return nil, err
	}
	return a, nil
}

func (a *auditLog) append(j *journal) error {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.jobs[j.ID] || a.f == nil {
		return nil
	}
	e := AuditEntry{Seq: a.seq + 1, Time: time.Now().UTC(), Daemon: a.daemon, Job: j.ID, Memo: j.Name, Folder: j.Folder,
		SHA256: j.SHA256, Decision: string(j.Decision), Outcome: j.Outcome, Error: j.Error, Dest: j.Dest, Report: j.Report, Runs: j.Runs, Prev: a.last}
	e.Hash = e.digest()
	b, _ := json.Marshal(e)
	b = append(b, '\n')
	if _, err := a.f.Write(b); err != nil {
		return err
	}
	a.seq, a.last = e.Seq, e.Hash
	a.jobs[j.ID] = true
	f := a.f
	a.mu.Unlock()
	// The line is durable before the job's folder is removed; concurrent
	// jobs share one fsync.
	err := a.syncs.Sync(f.Sync)
	a.mu.Lock()
	return err
}

func (a *auditLog) close() {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.f != nil {
		a.f.Close()
		a.f = nil
	}
}

// VerifyAudit reads an audit log and checks its hash chain. It returns the
// entries; the error names the first line that does not parse or chain. A
// last line without its newline (a write cut short by a crash; the daemon
// cuts it at its next start) is not an entry and not an error.
func VerifyAudit(path string) ([]AuditEntry, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []AuditEntry
	prev := ""
	r := bufio.NewReader(f)
	for n := 1; ; n++ {
		line, err := r.ReadBytes('\n')
		if len(line) > 0 && line[len(line)-1] == '\n' {
			var e AuditEntry
			if err := json.Unmarshal(bytes.TrimSpace(line), &e); err != nil {
				return out, fmt.Errorf("audit log line %d: %v", n, err)
			}
			if e.Prev != prev || e.digest() != e.Hash || e.Seq != int64(n) {
				return out, fmt.Errorf("audit log line %d: the hash chain is broken", n)
			}
			prev = e.Hash
			out = append(out, e)
		}
		if err == io.EOF {
			return out, nil
		}
		if err != nil {
			return out, err
		}
	}
}

// DamagedAuditLogs lists the damaged audit logs a daemon renamed aside in
// its state folder (audit.damaged-<time>.jsonl).
func DamagedAuditLogs(state string) []string {
	out, _ := filepath.Glob(filepath.Join(state, "audit.damaged-*.jsonl"))
	return out
}
