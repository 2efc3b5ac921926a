package library

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"
	"unicode/utf8"

	"citeguard/norm"

	"golang.org/x/text/encoding/charmap"
)

// readOne reads one file: bytes (bounded), hash, text, metadata. A file that
// cannot be read gets Err and no text; the previous version is kept. The
// file's bytes go into *scratch (grown as needed and reused by the caller),
// so nothing derived from them may alias it.
func (l *Library) readOne(ctx context.Context, j *job, scratch *[]byte) (r *Rendering, nbytes, ntext int64) {
	r = &Rendering{Path: j.path, Format: j.format, Size: j.info.Size(), ModTime: j.info.ModTime().UnixNano(), SideSig: sideSig(j.sidecars), Sidecars: j.sidecars}
	if j.prev != nil {
		r.History = append(r.History, j.prev.History...)
	}
	fail := func(format string, a ...any) (*Rendering, int64, int64) {
		r.Err = fmt.Sprintf(format, a...)
		l.log.Warn("library: file skipped", "path", j.path, "reason", r.Err)
		l.keepPrevious(r, j.prev)
		return r, nbytes, 0
	}
	defer func() {
		if p := recover(); p != nil {
			r.Err = fmt.Sprintf("reader panic: %v", p)
			r.TextHash = ""
			l.log.Error("library: reader panic", "path", j.path, "panic", p)
			l.keepPrevious(r, j.prev)
		}
	}()
	if j.format == "doc" || j.format == "rtf" {
		return fail("legacy .%s is not read; a text rendering beside it (same name, .txt) serves", j.format)
	}
	if r.Size > l.opts.MaxFileSize {
		return fail("file too large: %d bytes (limit %d)", r.Size, l.opts.MaxFileSize)
	}
	data, err := readInto(*scratch, j.path, l.opts.MaxFileSize)
	if err != nil {
		return fail("read: %v", err)
	}
	if cap(data) <= 16<<20 { // a rare large file's buffer is not kept for the rest
		*scratch = data[:0]
	}
	nbytes = int64(len(data))
	sum := sha256.Sum256(data)
	r.FileHash = hex.EncodeToString(sum[:])
	if p := j.prev; p != nil && p.FileHash == r.FileHash && p.Err == "" && p.SideSig == r.SideSig && (p.Format == r.Format || r.Format == "sniff") && !l.isDamaged(p.TextHash) {
		// Touched, not changed.
		r.TextHash, r.TextLen, r.Meta, r.History = p.TextHash, p.TextLen, p.Meta, p.History
		return r, nbytes, 0
	}
	var text string
	var own Meta
	format := j.format
	if format == "sniff" {
		format = sniff(data)
		if format == "" {
			return fail("not a document (binary or CSV data)")
		}
		r.Format = format
	}
	switch format {
	case "txt", "md":
		if isCSV(data) {
			return fail("not a document (CSV data)")
		}
		text, err = decodeText(data)
	case "html":
		if !utf8.Valid(data) {
			data = []byte(strings.ToValidUTF8(string(data), "\uFFFD"))
		}
		text = HTMLText(string(data))
	case "saos-json":
		if isSAOSDump(data) {
			// A page of the dump (or JSON lines): its judgments go into
			// the collection (Update, syncDumps), the file is no source.
			r.Format = "saos-dump"
			return r, nbytes, 0
		}
		own, text, err = ParseSAOS(data)
	default:
		if !l.handles("." + format) {
			return fail("no reader for .%s here (its text rendering, if any, serves)", format)
		}
		text, err = l.opts.Read(ctx, j.path)
	}
	if err != nil {
		return fail("%s: %v", format, err)
	}
	if strings.TrimSpace(text) == "" {
		return fail("no text in the file (a scan without a text layer, or empty)")
	}
	// The text hash is norm.Source.Hash of the text (SHA-256 of its bytes).
	if len(text) == len(data) && text == string(data) {
		r.TextHash = r.FileHash
	} else {
		ts := sha256.Sum256([]byte(text))
		r.TextHash = hex.EncodeToString(ts[:])
	}
	r.TextLen = len(text)
	ntext = int64(len(text))
	if err := l.putText(r.TextHash, text); err != nil {
		return fail("store text: %v", err)
	}
	// Normalized here, in the reading goroutine, for the passage index.
	norm := norm.Normalize(text)
	l.freshMu.Lock()
	if l.fresh == nil {
		l.fresh = map[string]string{}
	}
	l.fresh[r.TextHash] = norm
	l.freshMu.Unlock()
	r.Meta = l.fileMeta(j, text, own)
	if p := j.prev; p != nil && p.TextHash != "" && p.TextHash != r.TextHash {
		r.History = append(r.History, Version{TextHash: p.TextHash, FileHash: p.FileHash, Until: time.Now().UTC()})
		l.log.Info("library: source changed, previous version kept", "path", j.path, "old", short(p.TextHash), "new", short(r.TextHash))
	}
	return r, nbytes, ntext
}

// keepPrevious records, for a file that became unreadable, its last good
// text as a previous version.
func (l *Library) keepPrevious(r, prev *Rendering) {
	if prev != nil && prev.TextHash != "" {
		r.History = append(r.History, Version{TextHash: prev.TextHash, FileHash: prev.FileHash, Until: time.Now().UTC()})
	}
}

func short(h string) string {
	if len(h) > 12 {
		return h[:12]
	}
	return h
}

// readInto reads a file of at most limit bytes into buf (reallocated when
// too small): one read sized by the file's stat, no growing copies.
func readInto(buf []byte, p string, limit int64) ([]byte, error) {
	f, err := os.Open(p)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, err
	}
	size := fi.Size()
	if size > limit {
		return nil, fmt.Errorf("file grew beyond the limit of %d bytes", limit)
	}
	if int64(cap(buf)) < size+1 {
		buf = make([]byte, 0, size+size/8+512)
	}
	buf = buf[:0]
	for {
		if len(buf) == cap(buf) {
			if int64(len(buf)) > limit {
				return nil, fmt.Errorf("file grew beyond the limit of %d bytes", limit)
			}
			buf = append(buf, 0)[:len(buf)] // the file grew since the stat
		}
		n, err := f.Read(buf[len(buf):cap(buf)])
		buf = buf[:len(buf)+n]
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, err
		}
	}
	if int64(len(buf)) > limit {
		return nil, fmt.Errorf("file grew beyond the limit of %d bytes", limit)
	}
	return buf, nil
}

// readBounded reads a whole file of at most limit bytes.
func readBounded(p string, limit int64) ([]byte, error) { return readInto(nil, p, limit) }

// sniff tells what a file without an extension holds.
func sniff(data []byte) string {
	head := data
	if len(head) > 2048 {
		head = head[:2048]
	}
	if bytes.IndexByte(head, 0) >= 0 {
		return ""
	}
	lh := bytes.ToLower(head)
	for _, t := range []string{"<p", "<div", "<html", "<!doctype html", "<h2", "<table", "<body"} {
		if bytes.Contains(lh, []byte(t)) {
			return "html"
		}
	}
	if isCSV(head) {
		return ""
	}
	return "txt"
}

// isCSV tells quoted CSV data (gold answers, tables) from a document: most
// of the first lines start with a quote and hold `","`.
func isCSV(data []byte) bool {
	if len(data) > 2048 {
		data = data[:2048]
	}
	lines := bytes.Split(bytes.TrimSpace(data), []byte("\n"))
	csv := 0
	for _, ln := range lines {
		if len(ln) > 0 && ln[0] == '"' && (bytes.Contains(ln, []byte(`","`)) || bytes.Count(ln, []byte(`"`)) == 2) {
			csv++
		}
	}
	return len(lines) > 1 && csv*2 > len(lines) || len(lines) == 1 && csv == 1 && bytes.Contains(data, []byte(`","`))
}

// decodeText reads a text file: UTF-8 (a BOM is dropped), else Windows-1250.
func decodeText(data []byte) (string, error) {
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	if utf8.Valid(data) {
		return string(data), nil
	}
	if bytes.IndexByte(data, 0) >= 0 {
		return "", errors.New("binary data, not text")
	}
	out, err := charmap.Windows1250.NewDecoder().Bytes(data)
	if err != nil {
		return "", fmt.Errorf("neither UTF-8 nor Windows-1250: %w", err)
	}
	return string(out), nil
}

// fileMeta merges a file's metadata in order of authority: its sidecar
// YAML (the firm's word), the form and date the document states at its
// head, the portal .meta.xml, the source's own metadata (SAOS), the rest of
// the header. The head's form and date come before the portal's and SAOS's
// filing: the portal dates some reasons by the day they were written and
// files some rulings under another type than their own head names.
func (l *Library) fileMeta(j *job, text string, own Meta) Meta {
	var m, portal Meta
	for _, sc := range j.sidecars {
		data, err := readBounded(sc, 1<<20)
		if err != nil {
			l.log.Warn("library: sidecar unreadable", "path", sc, "err", err)
			continue
		}
		var sm Meta
		isPortal := strings.HasSuffix(strings.ToLower(sc), ".meta.xml")
		if isPortal {
			sm, err = ParsePortalMeta(data)
		} else {
			sm, err = ParseSidecar(data)
		}
		if err != nil {
			l.log.Warn("library: sidecar ignored", "path", sc, "err", err)
			continue
		}
		for k := range sm.From {
			sm.From[k] += " " + filepath.Base(sc)
		}
		if isPortal {
			portal.merge(sm)
		} else {
			m.merge(sm)
		}
	}
	hdr := parseHeader(text, j.path)
	if m.Kind == Judgment || m.Kind == "" && (portal.Kind == Judgment || own.Kind == Judgment || hdr.Kind == Judgment) {
		form, date := headFormDate(text)
		m.set("doc_type", &m.DocType, form, FromHeader)
		m.set("date", &m.Date, date, FromHeader)
	}
	m.merge(portal)
	m.merge(own)
	m.merge(hdr)
	if m.Kind == "" {
		m.Kind = Document
	}
	return m
}
