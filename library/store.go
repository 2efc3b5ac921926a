package library

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"citeguard/internal/fsx"
)

// The state directory holds:
//
//	library/index.json   the catalog: every file, its hashes, metadata, history
//	                     and where each text version stands in the pack
//	library/uses.jsonl   which text hashes each report relied on: one JSON line
//	                     per RecordUse that added something (append-only;
//	                     a torn last line is skipped)
//	library/texts.pack   every text version seen, appended once (content-addressed
//	                     by SHA-256; previous versions stay, so they can be shown)
//
// The pack is append-only: a crash after an append and before the catalog is
// saved leaves unreferenced bytes, never a wrong reference. A catalog entry
// pointing past the end of the pack (a truncated pack) is dropped and its
// file read again.
const stateVersion = 2

// metaRules is the version of the rules that derive a document's metadata
// (signature, court, date, act, version, excerpt…) from its file: headers,
// sidecars, portal XML, SAOS. Bump it whenever they change what they find
// (TestCatalogGolden fails until you do): a state saved under other rules is
// re-read from the folders once, so an upgraded citeguard never judges with
// metadata its own rules would not give. Bump it too when the readers give
// a file another text (3: a PDF's, DOCX's or ODT's pages as form feeds; 4: the
// form and date a judgment's head states before the portal's and SAOS's, the
// portal's court from its id, no guesses from the reasons; 5: signatures,
// ECLI and CELEX numbers by the claim extractor's grammar, pl's; 6: a
// date line after an anonymised seat, „W., dnia 16 października 2014 r.”,
// and a court's seat broken over two lines of the head; 7: a court's own
// signature written without its department numeral, „Sygn. akt AUa 927/13”,
// completed from the file name, another „Sygn. akt” line or the head's
// „III Wydział”).
const metaRules = 7

type packEntry struct {
	Off int64 `json:"o"`
	Len int64 `json:"n"`
}

type manifest struct {
	Version int                   `json:"version"`
	Rules   int                   `json:"meta_rules,omitempty"` // metaRules of the code that saved it
	Files   map[string]*Rendering `json:"files"`
	Removed []*Rendering          `json:"removed,omitempty"`
	Texts   map[string]packEntry  `json:"texts"`
}

func (l *Library) dir() string { return filepath.Join(l.opts.StateDir, "library") }

func (l *Library) packPath() string { return filepath.Join(l.dir(), "texts.pack") }

// load reads the persisted catalog. A missing state is an empty library; a
// corrupt one is logged and rebuilt (the texts are re-read from the folders).
func (l *Library) load() error {
	l.verified, l.damaged = map[string]bool{}, map[string]bool{}
	flag := os.O_RDWR | os.O_CREATE
	if l.opts.ReadOnly {
		flag = os.O_RDONLY
	} else if err := os.MkdirAll(l.dir(), 0o755); err != nil {
		return fmt.Errorf("library state: %w", err)
	}
	pack, err := os.OpenFile(l.packPath(), flag, 0o644)
	if l.opts.ReadOnly && errors.Is(err, os.ErrNotExist) {
		l.packIdx = map[string]packEntry{} // no index yet: an empty library
		l.files = map[string]*Rendering{}
		return nil
	}
	if err != nil {
		return fmt.Errorf("library state: %w", err)
	}
	fi, err := pack.Stat()
	if err != nil {
		pack.Close()
		return fmt.Errorf("library state: %w", err)
	}
	l.pack, l.packSize = pack, fi.Size()
	l.packIdx = map[string]packEntry{}
	data, err := os.ReadFile(filepath.Join(l.dir(), "index.json"))
	switch {
	case errors.Is(err, os.ErrNotExist):
	case err != nil:
		return fmt.Errorf("library state: %w", err)
	default:
		var m manifest
		if err := json.Unmarshal(data, &m); err != nil || m.Version != stateVersion {
			l.log.Warn("library: index unreadable, rebuilding", "path", filepath.Join(l.dir(), "index.json"), "err", err)
		} else {
			for h, e := range m.Texts {
				if e.Off >= 0 && e.Len >= 0 && e.Off+e.Len <= l.packSize {
					l.packIdx[h] = e
				}
			}
			stale := m.Rules != metaRules
			if stale && len(m.Files) > 0 {
				l.log.Info("library: metadata rules changed since the index was saved; re-reading every file once",
					"saved", m.Rules, "now", metaRules)
			}
			for p, r := range m.Files {
				r.Path = p
				if _, ok := l.packIdx[r.TextHash]; stale || r.TextHash != "" && !ok {
					r.ModTime = 0 // its text is lost, or its metadata stale: read the file again
					r.FileHash = ""
				}
			}
			l.files = m.Files
			l.removed = m.Removed
		}
	}
	l.loadUses()
	if l.files == nil {
		l.files = map[string]*Rendering{}
	}
	return nil
}

// Close releases the state files (syncing the uses log). A closed library
// must not be used.
func (l *Library) Close() error {
	l.mu.Lock()
	if l.usesLog != nil {
		l.usesLog.Sync()
		l.usesLog.Close()
		l.usesLog = nil
	}
	l.mu.Unlock()
	var err error
	if l.coll != nil {
		err = l.coll.Close()
	}
	l.packMu.Lock()
	defer l.packMu.Unlock()
	if l.pack == nil {
		return err
	}
	if perr := l.pack.Close(); err == nil {
		err = perr
	}
	l.pack = nil
	return err
}

// save writes the catalog atomically (temp file + rename), after the pack
// is synced, so the catalog never points at text that is not on disk.
func (l *Library) save() error {
	l.syncUses()
	l.packMu.Lock()
	if l.pack != nil {
		if err := l.pack.Sync(); err != nil {
			l.packMu.Unlock()
			return fmt.Errorf("library state: %w", err)
		}
	}
	texts := make(map[string]packEntry, len(l.packIdx))
	for h, e := range l.packIdx {
		texts[h] = e
	}
	l.packMu.Unlock()
	l.mu.RLock()
	m := manifest{Version: stateVersion, Rules: metaRules, Files: l.files, Removed: l.removed, Texts: texts}
	data, err := json.Marshal(m)
	l.mu.RUnlock()
	if err != nil {
		return fmt.Errorf("library state: %w", err)
	}
	return writeState(filepath.Join(l.dir(), "index.json"), func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	})
}

// writeState writes a state file atomically (fsx.WriteCacheFunc: the
// state is rebuilt when a crash damages it, so it is not fsynced): a
// reader sees the old file or the whole new one.
func writeState(p string, write func(io.Writer) error) error {
	if err := fsx.WriteCacheFunc(p, write); err != nil {
		return fmt.Errorf("library state %s: %w", p, err)
	}
	return nil
}

// putText stores a text version under its hash (once).
func (l *Library) putText(hash, text string) error {
	if l.opts.StateDir == "" {
		l.mu.Lock()
		l.texts[hash] = text
		l.mu.Unlock()
		return nil
	}
	l.packMu.Lock()
	defer l.packMu.Unlock()
	if _, ok := l.packIdx[hash]; ok {
		return nil
	}
	if l.pack == nil {
		return errors.New("library closed")
	}
	// Appends are serialized by packMu and reads use ReadAt, so the file
	// offset is ours: WriteString writes the string without copying it.
	if _, err := l.pack.Seek(l.packSize, io.SeekStart); err != nil {
		return fmt.Errorf("library text pack: %w", err)
	}
	n, err := l.pack.WriteString(text)
	if err != nil {
		return fmt.Errorf("library text pack: %w", err)
	}
	l.packIdx[hash] = packEntry{Off: l.packSize, Len: int64(n)}
	l.packSize += int64(n)
	delete(l.damaged, hash) // read again from its file: whole
	l.verified[hash] = true
	return nil
}

// ErrTextDamaged: a text in the pack is not the text its hash names (the
// pack was changed on disk). It is not served; Update reads its file again.
var ErrTextDamaged = errors.New("library text damaged in the text pack")

// packText reads a text version from the pack. The pack is
// content-addressed, so the first read of each text checks its SHA-256: a
// text changed on disk (three bytes can turn a dropped „nie” into a match)
// is refused, logged, and read again from its file by the next Update.
func (l *Library) packText(hash string) (string, error) {
	l.packMu.Lock()
	e, ok := l.packIdx[hash]
	f := l.pack
	verified := l.verified[hash]
	l.packMu.Unlock()
	if !ok {
		return "", fmt.Errorf("text %s not in the library", short(hash))
	}
	if f == nil {
		return "", errors.New("library closed")
	}
	buf := make([]byte, e.Len)
	if _, err := f.ReadAt(buf, e.Off); err != nil {
		return "", fmt.Errorf("library text %s: %w", short(hash), err)
	}
	if !verified {
		sum := sha256.Sum256(buf)
		if hex.EncodeToString(sum[:]) != hash {
			l.log.Error("LIBRARY TEXT DAMAGED: a text in the pack does not match its hash; it is not used and its file is read again at the next update",
				"text", short(hash), "pack", l.packPath(), "offset", e.Off)
			l.MarkDamaged(hash)
			return "", fmt.Errorf("%w: %s", ErrTextDamaged, short(hash))
		}
		l.packMu.Lock()
		l.verified[hash] = true
		l.packMu.Unlock()
	}
	return string(buf), nil
}

// MarkDamaged takes texts out of the pack's index (a reader found them
// damaged); the next Update reads the files that held them again.
func (l *Library) MarkDamaged(hashes ...string) {
	l.packMu.Lock()
	defer l.packMu.Unlock()
	for _, h := range hashes {
		delete(l.packIdx, h)
		delete(l.verified, h)
		if l.damaged != nil {
			l.damaged[h] = true
		}
	}
}

// Damaged lists the texts found damaged since the library was opened.
func (l *Library) Damaged() []string {
	l.packMu.Lock()
	defer l.packMu.Unlock()
	var out []string
	for h := range l.damaged {
		out = append(out, h)
	}
	return out
}

func (l *Library) isDamaged(hash string) bool {
	l.packMu.Lock()
	defer l.packMu.Unlock()
	return l.damaged[hash]
}
