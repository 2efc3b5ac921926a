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
)

// DefaultMaxRecord bounds the JSON of one record (the largest judgments of
// the Constitutional Tribunal with their dissenting opinions are a few MB).
const DefaultMaxRecord = 64 << 20

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
}

// RecordError is a record that could not be mapped (no id, no case number,
// no text). The reader goes on with the next record.
type RecordError struct {
	Name string
	Item int
	Err  error
}

func (e *RecordError) Error() string {
	return fmt.Sprintf("%s: record %d: %v", e.Name, e.Item, e.Err)
}

func (e *RecordError) Unwrap() error { return e.Err }

// Reader decodes SAOS judgments one at a time from a dump page
// ({"links", "items": […], "queryTemplate", "info"}), a single-judgment
// response ({"links", "data": {…}}), a bare judgment object, an array of
// judgments or a stream of any of these (JSON lines, concatenated pages).
type Reader struct {
	opts  Options
	src   *countReader
	dec   *json.Decoder
	state int
	item  int  // records met so far
	found bool // any judgment in the current top-level value
	api   string
	page  int
	self  string
	bare  map[string]json.RawMessage // the fields of a bare judgment object
}

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
	rd := &Reader{opts: opts, page: -1}
	rd.src = &countReader{r: bufio.NewReaderSize(r, 256<<10), limit: opts.MaxRecord}
	rd.dec = json.NewDecoder(rd.src)
	rd.dec.UseNumber()
	rd.src.consumed = rd.dec.InputOffset
	return rd
}

// Next returns the next judgment, io.EOF after the last one. A record that
// cannot be mapped returns a *RecordError; Next may be called again to go
// on. Any other error ends the stream.
func (r *Reader) Next() (*Judgment, error) {
	for {
		switch r.state {
		case stTop:
			tok, err := r.dec.Token()
			if err == io.EOF {
				if r.item == 0 && !r.found {
					return nil, fmt.Errorf("%s: no SAOS judgments in the input", r.opts.Name)
				}
				return nil, io.EOF
			}
			if err != nil {
				return nil, r.fail(err)
			}
			switch tok {
			case json.Delim('{'):
				r.state, r.api, r.page, r.self, r.bare, r.found = stObject, "", -1, "", nil, false
			case json.Delim('['):
				r.state, r.api, r.page, r.self = stArray, "array", -1, ""
			default:
				return nil, fmt.Errorf("%s: not SAOS JSON (starts with %v, want an object or an array)", r.opts.Name, tok)
			}
		case stItems, stArray:
			if !r.dec.More() {
				if _, err := r.dec.Token(); err != nil { // ']'
					return nil, r.fail(err)
				}
				if r.state == stItems {
					r.state = stObject
				} else {
					r.state = stTop
				}
				continue
			}
			return r.record(r.api)
		case stObject:
			if !r.dec.More() {
				if _, err := r.dec.Token(); err != nil { // '}'
					return nil, r.fail(err)
				}
				r.state = stTop
				if r.bare != nil {
					return r.bareRecord()
				}
				if !r.found {
					return nil, fmt.Errorf("%s: a JSON object with neither \"items\" (a dump page) nor \"data\" (a single judgment) nor judgment fields", r.opts.Name)
				}
				continue
			}
			tok, err := r.dec.Token()
			if err != nil {
				return nil, r.fail(err)
			}
			key, _ := tok.(string)
			if j, err, done := r.field(key); done {
				return j, err
			}
		}
	}
}

// field handles one key of a top-level object; done says Next returns.
func (r *Reader) field(key string) (*Judgment, error, bool) {
	switch key {
	case "links":
		var links []struct{ Rel, Href string }
		if err := r.dec.Decode(&links); err != nil {
			return nil, r.fail(err), true
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
	case "items":
		tok, err := r.dec.Token()
		if err != nil {
			return nil, r.fail(err), true
		}
		if tok != json.Delim('[') {
			return nil, fmt.Errorf("%s: \"items\" is not an array", r.opts.Name), true
		}
		r.state, r.api, r.found = stItems, "dump", true
	case "data":
		r.found = true
		j, err := r.record("single")
		return j, err, true
	case "info":
		var info struct {
			TotalResults *int64 `json:"totalResults"`
		}
		if err := r.dec.Decode(&info); err != nil {
			return nil, r.fail(err), true
		}
		if info.TotalResults != nil {
			return nil, fmt.Errorf("%s: %w", r.opts.Name, ErrSearchResponse), true
		}
	default:
		var raw json.RawMessage
		if err := r.dec.Decode(&raw); err != nil {
			return nil, r.fail(err), true
		}
		if key != "queryTemplate" {
			if r.bare == nil {
				r.bare = map[string]json.RawMessage{}
			}
			r.bare[key] = raw
		}
	}
	return nil, nil, false
}

// record decodes and maps the next value as a judgment.
func (r *Reader) record(api string) (*Judgment, error) {
	var rec record
	item := r.item
	r.item++
	r.found = true
	if err := r.dec.Decode(&rec); err != nil {
		var te *json.UnmarshalTypeError
		if errors.As(err, &te) { // the value was consumed: go on with the next
			return nil, &RecordError{r.opts.Name, item, err}
		}
		return nil, r.fail(err)
	}
	return r.mapped(&rec, api, item)
}

// bareRecord maps the fields of a top-level object that is a judgment.
func (r *Reader) bareRecord() (*Judgment, error) {
	fields := r.bare
	r.bare = nil
	item := r.item
	r.item++
	r.found = true
	if _, ok := fields["courtType"]; !ok {
		return nil, fmt.Errorf("%s: a JSON object that is neither a SAOS page, a single response nor a judgment (no courtType)", r.opts.Name)
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
	dec := json.NewDecoder(&buf)
	dec.UseNumber()
	if err := dec.Decode(&rec); err != nil {
		return nil, &RecordError{r.opts.Name, item, err}
	}
	return r.mapped(&rec, "record", item)
}

func (r *Reader) mapped(rec *record, api string, item int) (*Judgment, error) {
	prov := Provenance{File: r.opts.Name, API: api, PageHref: r.self, Page: r.page, Item: item}
	j, err := mapRecord(rec, prov, r.opts.Courts)
	if err != nil {
		return nil, &RecordError{r.opts.Name, item, err}
	}
	return j, nil
}

// fail wraps a decoding error with the stream's name and position.
func (r *Reader) fail(err error) error {
	if errors.Is(err, ErrRecordTooLarge) {
		return fmt.Errorf("%s: record %d: %w (limit %d bytes)", r.opts.Name, r.item, ErrRecordTooLarge, r.opts.MaxRecord)
	}
	if err == io.EOF {
		err = io.ErrUnexpectedEOF
	}
	return fmt.Errorf("%s: SAOS JSON at byte %d: %w", r.opts.Name, r.dec.InputOffset(), err)
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

// countReader fails when the decoder holds more than limit bytes of one
// value unconsumed: the JSON of one record is bounded.
type countReader struct {
	r        io.Reader
	n        int64
	limit    int64
	consumed func() int64
}

func (c *countReader) Read(p []byte) (int, error) {
	if c.consumed != nil && c.n-c.consumed() > c.limit {
		return 0, ErrRecordTooLarge
	}
	n, err := c.r.Read(p)
	c.n += int64(n)
	return n, err
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
	if strings.HasSuffix(strings.ToLower(path), ".gz") {
		zr, err := gzip.NewReader(f)
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
