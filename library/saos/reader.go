package saos

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/url"
	"os"
	"strconv"
	"strings"
	"sync/atomic"
)

// DefaultMaxRecord bounds the JSON of one record. The largest judgments of
// the Constitutional Tribunal with their dissenting opinions are a few MB; a
// record over the bound is skipped (a RecordError) without being held.
const DefaultMaxRecord = 16 << 20

// ErrSearchResponse: a response of SAOS's search API holds highlighted
// snippets, not the judgments' texts; importing it would store fragments
// as if they were whole judgments.
var ErrSearchResponse = errors.New("a SAOS search response holds snippets, not judgment texts: use the dump API (/api/dump/judgments) or /api/judgments/ID")

// ErrRecordTooLarge: one record's JSON exceeds the limit.
var ErrRecordTooLarge = errors.New("SAOS record too large")

// Options configure a Reader.
type Options struct {
	Name      string      // the file or stream name, for Provenance.File and errors
	Courts    *CourtTable // common courts by code; nil = the built-in table
	MaxRecord int64       // largest JSON of one record (default DefaultMaxRecord)
	// Consumed, when set, counts the bytes ReadFile has read of the file
	// (before decompression): how far into it the reading is.
	Consumed *atomic.Int64
}

// RecordError is a record that could not be read or mapped (too large, not
// valid JSON, a field of the wrong type, no id, no case number, no text).
// The reader goes on with the next record.
type RecordError struct {
	Name   string
	Item   int   // the record's position in its file, from 0
	Offset int64 // the byte where it starts
	Err    error
}

func (e *RecordError) Error() string {
	return fmt.Sprintf("%s: record %d (byte %d): %v", e.Name, e.Item, e.Offset, e.Err)
}

func (e *RecordError) Unwrap() error { return e.Err }

// Reader decodes SAOS judgments one at a time from a dump page
// ({"links", "items": […], "queryTemplate", "info"}), a single-judgment
// response ({"links", "data": {…}}), a bare judgment object, an array of
// judgments or a stream of any of these (JSON lines, concatenated pages).
// It holds one record's JSON at a time, at most Options.MaxRecord bytes of
// it.
type Reader struct {
	opts  Options
	sc    *scanner
	buf   []byte // the current record's JSON
	state int
	item  int  // records met so far
	found bool // any judgment in the current top-level value
	api   string
	page  int
	self  string
	bare  map[string]json.RawMessage // the fields of a bare judgment object
	bareN int64                      // their bytes
}

// maxBareFields bounds the fields of a bare judgment object.
const maxBareFields = 1000

const (
	stTop    = iota // before a top-level value
	stObject        // inside a top-level object
	stItems         // inside "items"
	stArray         // inside a top-level array
)

// NewReader returns a Reader of r.
func NewReader(r io.Reader, opts Options) *Reader {
	if opts.Courts == nil {
		opts.Courts = Courts()
	}
	if opts.MaxRecord <= 0 {
		opts.MaxRecord = DefaultMaxRecord
	}
	return &Reader{opts: opts, page: -1, sc: &scanner{r: bufio.NewReaderSize(r, 256<<10)}}
}

// Next returns the next judgment, io.EOF after the last one. A record that
// cannot be read or mapped returns a *RecordError; Next may be called again
// to go on. Any other error ends the stream: the input is not SAOS JSON, or
// its structure breaks off.
func (r *Reader) Next() (*Judgment, error) {
	for {
		switch r.state {
		case stTop:
			c, err := r.sc.peek()
			if err == io.EOF {
				if r.item == 0 && !r.found {
					return nil, fmt.Errorf("%s: no SAOS judgments in the input", r.opts.Name)
				}
				return nil, io.EOF
			}
			if err != nil {
				return nil, r.fail(err)
			}
			switch c {
			case '{':
				r.state, r.api, r.page, r.self, r.bare, r.bareN, r.found = stObject, "", -1, "", nil, 0, false
			case '[':
				r.state, r.api, r.page, r.self = stArray, "array", -1, ""
			default:
				return nil, fmt.Errorf("%s: not SAOS JSON (invalid character %q at byte %d, want an object or an array)", r.opts.Name, c, r.sc.off)
			}
			r.sc.take()
		case stItems, stArray:
			c, err := r.sc.peek()
			if err != nil {
				return nil, r.fail(r.sc.eof(err))
			}
			switch c {
			case ']':
				r.sc.take()
				r.state = map[bool]int{true: stObject, false: stTop}[r.state == stItems]
				continue
			case ',':
				r.sc.take()
				continue
			}
			return r.record(r.api)
		case stObject:
			j, err, done := r.objectStep()
			if done {
				return j, err
			}
		}
	}
}

// objectStep reads the next member of a top-level object, or its end;
// done says Next returns.
func (r *Reader) objectStep() (*Judgment, error, bool) {
	c, err := r.sc.peek()
	if err != nil {
		return nil, r.fail(r.sc.eof(err)), true
	}
	switch c {
	case '}':
		r.sc.take()
		r.state = stTop
		if r.bare != nil {
			j, err := r.bareRecord()
			return j, err, true
		}
		if !r.found {
			return nil, fmt.Errorf("%s: a JSON object with neither \"items\" (a dump page) nor \"data\" (a single judgment) nor judgment fields", r.opts.Name), true
		}
		return nil, nil, false
	case ',':
		r.sc.take()
		return nil, nil, false
	case '"':
	default:
		return nil, r.fail(&errSyntax{r.sc.off, fmt.Sprintf("invalid character %q looking for a key", c)}), true
	}
	var key string
	raw, n, err := r.sc.value(nil, 4096)
	if err == nil && n > 4096 {
		err = &errSyntax{r.sc.off, "a key over 4096 bytes"}
	}
	if err == nil {
		err = json.Unmarshal(raw, &key)
	}
	if err == nil {
		err = r.sc.expect(':')
	}
	if err != nil {
		return nil, r.fail(err), true
	}
	return r.field(key)
}

// field handles the value of one key of a top-level object; done says
// Next returns.
func (r *Reader) field(key string) (*Judgment, error, bool) {
	switch key {
	case "items":
		c, err := r.sc.peek()
		if err != nil {
			return nil, r.fail(r.sc.eof(err)), true
		}
		if c != '[' {
			return nil, fmt.Errorf("%s: \"items\" is not an array", r.opts.Name), true
		}
		r.sc.take()
		r.state, r.api, r.found = stItems, "dump", true
		return nil, nil, false
	case "data":
		r.found = true
		j, err := r.record("single")
		return j, err, true
	}
	at := r.sc.off
	raw, n, err := r.sc.value(nil, r.opts.MaxRecord)
	if err != nil {
		return nil, r.fail(err), true
	}
	switch key {
	case "links":
		var links []struct{ Rel, Href string }
		if n > r.opts.MaxRecord || json.Unmarshal(raw, &links) != nil {
			return nil, fmt.Errorf("%s: \"links\" at byte %d is not a list of links", r.opts.Name, at), true
		}
		for _, l := range links {
			if l.Rel == "self" {
				r.self = l.Href
			}
		}
		if strings.Contains(r.self, "/api/search/") {
			return nil, fmt.Errorf("%s: %w", r.opts.Name, ErrSearchResponse), true
		}
		if strings.Contains(r.self, "/api/dump/") {
			r.page = pageNumber(r.self)
		}
	case "info":
		var info struct {
			TotalResults *int64 `json:"totalResults"`
		}
		if n <= r.opts.MaxRecord && json.Unmarshal(raw, &info) == nil && info.TotalResults != nil {
			return nil, fmt.Errorf("%s: %w", r.opts.Name, ErrSearchResponse), true
		}
	case "queryTemplate":
	default:
		if r.bare == nil {
			r.bare = map[string]json.RawMessage{}
		}
		// A judgment has some 30 fields: past maxBareFields the object is
		// no record, and nothing more of it is kept.
		if r.bareN += n; r.bareN <= r.opts.MaxRecord && len(r.bare) < maxBareFields {
			r.bare[key] = raw
		} else {
			r.bareN = max(r.bareN, r.opts.MaxRecord+1)
		}
	}
	return nil, nil, false
}

// record reads and maps the next value as a judgment.
func (r *Reader) record(api string) (*Judgment, error) {
	item, at := r.item, r.sc.off
	r.item++
	r.found = true
	var n int64
	var err error
	r.buf, n, err = r.sc.value(r.buf[:0], r.opts.MaxRecord)
	if err != nil {
		return nil, r.fail(err)
	}
	if n > r.opts.MaxRecord {
		r.buf = nil // a large buffer is not kept for the records after it
		return nil, &RecordError{r.opts.Name, item, at, fmt.Errorf("%w: %d bytes (limit %d)", ErrRecordTooLarge, n, r.opts.MaxRecord)}
	}
	if cap(r.buf) > 4<<20 {
		defer func() { r.buf = nil }()
	}
	var rec record
	if err := decodeRecord(r.buf, &rec); err != nil {
		return nil, &RecordError{r.opts.Name, item, at, err}
	}
	return r.mapped(&rec, api, item, at)
}

// decodeRecord decodes a record's JSON (its numbers are json.Number
// fields: no float rounds an id).
func decodeRecord(data []byte, rec *record) error { return json.Unmarshal(data, rec) }

// bareRecord maps the fields of a top-level object that is a judgment.
func (r *Reader) bareRecord() (*Judgment, error) {
	fields, size := r.bare, r.bareN
	r.bare, r.bareN = nil, 0
	item := r.item
	r.item++
	r.found = true
	if _, ok := fields["courtType"]; !ok && size <= r.opts.MaxRecord {
		return nil, fmt.Errorf("%s: a JSON object that is neither a SAOS page, a single response nor a judgment (no courtType)", r.opts.Name)
	}
	if size > r.opts.MaxRecord {
		return nil, &RecordError{r.opts.Name, item, 0, fmt.Errorf("%w: %d bytes (limit %d)", ErrRecordTooLarge, size, r.opts.MaxRecord)}
	}
	var buf bytes.Buffer
	buf.WriteByte('{')
	first := true
	for k, v := range fields {
		if !first {
			buf.WriteByte(',')
		}
		first = false
		kb, _ := json.Marshal(k)
		buf.Write(kb)
		buf.WriteByte(':')
		buf.Write(v)
	}
	buf.WriteByte('}')
	var rec record
	if err := decodeRecord(buf.Bytes(), &rec); err != nil {
		return nil, &RecordError{r.opts.Name, item, 0, err}
	}
	return r.mapped(&rec, "record", item, 0)
}

func (r *Reader) mapped(rec *record, api string, item int, at int64) (*Judgment, error) {
	prov := Provenance{File: r.opts.Name, API: api, PageHref: r.self, Page: r.page, Item: item}
	j, err := mapRecord(rec, prov, r.opts.Courts)
	if err != nil {
		return nil, &RecordError{r.opts.Name, item, at, err}
	}
	return j, nil
}

// fail wraps an error that ends the stream with its name and position.
func (r *Reader) fail(err error) error {
	var se *errSyntax
	if errors.As(err, &se) {
		return fmt.Errorf("%s: SAOS JSON: %w", r.opts.Name, err)
	}
	if err == io.EOF {
		err = io.ErrUnexpectedEOF
	}
	return fmt.Errorf("%s: SAOS JSON at byte %d: %w", r.opts.Name, r.sc.off, err)
}

// pageNumber reads pageNumber from a dump link.
func pageNumber(href string) int {
	u, err := url.Parse(href)
	if err != nil {
		return -1
	}
	n, err := strconv.Atoi(u.Query().Get("pageNumber"))
	if err != nil {
		return -1
	}
	return n
}

// ReadFile calls fn for every judgment of a SAOS JSON file (gzip-compressed
// when its name ends in .gz). Records that cannot be mapped are passed to
// bad (when not nil) and skipped; fn's error stops the reading.
func ReadFile(path string, opts Options, fn func(*Judgment) error, bad func(*RecordError)) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	var in io.Reader = f
	if opts.Consumed != nil {
		in = &countingReader{f, opts.Consumed}
	}
	if strings.HasSuffix(strings.ToLower(path), ".gz") {
		zr, err := gzip.NewReader(in)
		if err != nil {
			return fmt.Errorf("%s: %w", path, err)
		}
		defer zr.Close()
		in = zr
	}
	if opts.Name == "" {
		opts.Name = path
	}
	rd := NewReader(in, opts)
	for {
		j, err := rd.Next()
		if err == io.EOF {
			return nil
		}
		var re *RecordError
		if errors.As(err, &re) {
			if bad != nil {
				bad(re)
			}
			continue
		}
		if err != nil {
			return err
		}
		if err := fn(j); err != nil {
			return err
		}
	}
}

// countingReader adds what it reads to n.
type countingReader struct {
	r io.Reader
	n *atomic.Int64
}

func (c *countingReader) Read(p []byte) (int, error) {
	k, err := c.r.Read(p)
	c.n.Add(int64(k))
	return k, err
}
