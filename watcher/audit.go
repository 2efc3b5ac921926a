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

// auditLog is the daemon's audit log, open for appending. An entry is
// written at the end of the whole, synced entries (size) and synced before
// append returns; a write or sync that fails is cut off again, the entry
// counts as not written, and the failure is kept (auditfail.go): a gate
// sends no memo whose entry was not written.
type auditLog struct {
	mu      sync.Mutex
	f       *os.File
	daemon  string
	seq     int64
	last    string
	size    int64             // bytes of whole, synced entries: where the next one is written
	jobs    map[string]string // jobs already logged (their outcome and destination): a resumed job is logged once
	damaged string            // set when the log found at start was damaged (health: degraded)
	fail    auditFailures     // failed appends (auditfail.go)
	// writeFault, when set, fails the write of every entry with its error
	// (the tests' full state disk).
	writeFault func() error
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
	a := &auditLog{f: f, daemon: daemon, jobs: map[string]string{}}
	a.fail.path = AuditFailuresFile(path)
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
				a.jobs[e.Job] = e.Outcome + "\x00" + e.Dest
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
		a.f, a.seq, a.last, a.size = f, 0, "", 0
		return a, nil
	}
	if fi, err := f.Stat(); err == nil && fi.Size() > good {
		log.Warn("audit log: cutting a torn last line (a write cut short by a crash)", "log", path, "bytes", fi.Size()-good)
		if err := f.Truncate(good); err != nil {
			f.Close()
			return nil, fmt.Errorf("audit log: cutting a torn last line: %w", err)
		}
	}
	a.size = good
	return a, nil
}

// append writes the entry of a job's memo and syncs it; an error means the
// entry is not in the log (what was written of it is cut off again). A job
// already logged is logged again only with another outcome or destination
// (a gate's memo logged before it was sent, then checked again after a
// crash and blocked).
func (a *auditLog) append(j *journal) error {
	a.mu.Lock()
	defer a.mu.Unlock()
	key := j.Outcome + "\x00" + j.Dest
	if prev, ok := a.jobs[j.ID]; ok && (prev == key || j.Outcome == "") || a.f == nil {
		return nil
	}
	e := AuditEntry{Seq: a.seq + 1, Time: time.Now().UTC(), Daemon: a.daemon, Job: j.ID, Memo: j.Name, Folder: j.Folder,
		SHA256: j.SHA256, Decision: string(j.Decision), Outcome: j.Outcome, Error: j.Error, Dest: j.Dest, Report: j.Report, Runs: j.Runs, Prev: a.last}
	e.Hash = e.digest()
	b, _ := json.Marshal(e)
	b = append(b, '\n')
	if err := a.write(b); err != nil {
		a.fail.failed(e, err)
		return fmt.Errorf("audit log: %w", err)
	}
	a.size += int64(len(b))
	a.seq, a.last = e.Seq, e.Hash
	a.jobs[j.ID] = key
	a.fail.worked()
	return nil
}

// write writes b at the end of the whole entries and syncs it; on an error
// the file is cut back to them.
func (a *auditLog) write(b []byte) error {
	var err error
	if a.writeFault != nil {
		err = a.writeFault()
	}
	if err == nil {
		_, err = a.f.WriteAt(b, a.size)
	}
	if err == nil {
		err = a.f.Sync()
	}
	if err != nil {
		a.f.Truncate(a.size) // a torn entry would break the chain; nothing to do if this fails too
	}
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
