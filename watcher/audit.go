package watcher

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"sync"
	"time"

	"citeguard/internal/fsx"
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
	mu     sync.Mutex
	f      *os.File
	daemon string
	seq    int64
	last   string
	jobs   map[string]bool // jobs already logged: a resumed job is logged once
	syncs  fsx.GroupSync
}

// openAudit opens the log for appending; a torn last line (a crash in the
// middle of a write) is cut off, as it was never complete.
func openAudit(path, daemon string) (*auditLog, error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, fmt.Errorf("audit log: %w", err)
	}
	a := &auditLog{f: f, daemon: daemon, jobs: map[string]bool{}}
	r := bufio.NewReader(f)
	var good int64
	for {
		line, err := r.ReadBytes('\n')
		if len(line) > 0 && line[len(line)-1] == '\n' {
			var e AuditEntry
			if json.Unmarshal(bytes.TrimSpace(line), &e) != nil {
				break
			}
			good += int64(len(line))
			a.seq, a.last = e.Seq, e.Hash
			a.jobs[e.Job] = true
		}
		if err != nil {
			break
		}
	}
	if fi, err := f.Stat(); err == nil && fi.Size() > good {
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
// entries; the error names the first line that does not chain.
func VerifyAudit(path string) ([]AuditEntry, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []AuditEntry
	prev := ""
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for n := 1; sc.Scan(); n++ {
		var e AuditEntry
		if err := json.Unmarshal(sc.Bytes(), &e); err != nil {
			return out, fmt.Errorf("audit log line %d: %v", n, err)
		}
		if e.Prev != prev || e.digest() != e.Hash || e.Seq != int64(n) {
			return out, fmt.Errorf("audit log line %d: the hash chain is broken", n)
		}
		prev = e.Hash
		out = append(out, e)
	}
	if err := sc.Err(); err != nil {
		return out, err
	}
	if len(out) == 0 && prev != "" {
		return nil, errors.New("empty")
	}
	return out, nil
}
