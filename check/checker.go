package check

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"log/slog"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"citeguard/claims"
	"citeguard/extract"
	"citeguard/library"
	"citeguard/reports"
)

// Options configure a Checker.
type Options struct {
	Roots []string // library folders, read recursively
	State string   // state folder holding the library index ("" keeps it in memory)
	// Collection, CollectionReadOnly, CacheBytes: library.Options'
	// (the collection of bulk-imported judgments; the text cache bound).
	Collection         string
	CollectionReadOnly bool
	CacheBytes         int64
	// Limits bound the extraction of a memo (zero fields: extract's
	// defaults).
	Limits extract.Limits
	// PDF reads the PDFs of memos and library; nil: the checker starts its
	// own pool of PDFWorkers instances on the first PDF and stops it on
	// Close.
	PDF        *PDFEngine
	PDFWorkers int
	Logger     *slog.Logger // default slog.Default()
	// Resolver replaces the library (no folder is opened): a test's fake.
	Resolver Resolver
	// Marker, when set, is a file every library folder must hold (an
	// unmounted share is never taken for an empty library).
	Marker string
	// ShrinkHold is library.Options.ShrinkHold: how long the daemon holds
	// back a sudden shrink of the library (negative: never, for a person's
	// command).
	ShrinkHold time.Duration
	// Convert is how legacy Word and RTF memos are read: ConvertNone
	// refuses them with a hint, ConvertSoffice converts them with
	// LibreOffice (when installed) within ConvertTimeout
	// (DefaultConvertTimeout).
	Convert        string
	ConvertTimeout time.Duration
	// ReadOnly opens the library's persisted index as it is and writes
	// nothing (library.Options.ReadOnly): a worker process of the daemon,
	// beside the one process that keeps the index up to date. Check then
	// records no use; CheckUses returns them to the caller.
	ReadOnly bool
	// Reread names library texts a reader found damaged: their files are
	// read again when the library opens (library.Options.Reread).
	Reread []string
}

// Checker checks memos against one library: extract → claims → resolve →
// engine → reports.Memo. It keeps what every memo shares (the library
// index, the PDF engine) and is safe for concurrent use.
type Checker struct {
	lib     *library.Library // nil with Options.Resolver
	res     Resolver
	roots   []string
	limits  extract.Limits
	pdf     *PDFEngine
	ownPDF  bool
	log     *slog.Logger
	version atomic.Pointer[string] // the library state the checks use

	convert        string // Options.Convert
	soffice        string // LibreOffice's soffice, when converting
	convertTimeout time.Duration
	info           atomic.Pointer[reports.LibraryInfo]
	readOnly       bool

	bgMu sync.Mutex
	bg   *Indexer // the daemon's background indexing (Background)

	libPDF *PDFEngine // the library's own engine beside a daemon's pool (closed here)

	mu        sync.Mutex      // guards refreshing the library and announced
	checked   time.Time       // when the library folders were last looked at
	announced map[string]bool // stale reports already logged (report + old version)
}

// New opens (and brings up to date) the library of opts and returns a
// checker for it.
func New(ctx context.Context, opts Options) (*Checker, error) {
	c := &Checker{res: opts.Resolver, roots: opts.Roots, limits: opts.Limits, pdf: opts.PDF, log: opts.Logger, checked: time.Now(), readOnly: opts.ReadOnly}
	if c.log == nil {
		c.log = slog.Default()
	}
	if err := c.setConverter(opts); err != nil {
		return nil, err
	}
	if c.pdf == nil {
		c.pdf, c.ownPDF = NewPDFEngine(opts.PDFWorkers), true
	}
	v := ""
	if c.res == nil {
		// Beside a daemon's pool the library reads its PDFs through an
		// engine of its own (one instance, started on the first library
		// PDF): indexing then never holds an instance a memo waits for.
		libPDF := c.pdf
		if !c.ownPDF {
			c.libPDF = NewPDFEngine(1)
			libPDF = c.libPDF
		}
		lib, err := library.Open(ctx, library.Options{Roots: opts.Roots, StateDir: opts.State, Read: libPDF.LibraryReader(), Logger: c.log, Marker: opts.Marker, ShrinkHold: opts.ShrinkHold,
			ReadOnly: opts.ReadOnly, Reread: opts.Reread,
			Collection: opts.Collection, CollectionReadOnly: opts.CollectionReadOnly, CacheBytes: opts.CacheBytes})
		if err != nil {
			c.closePDF()
			return nil, fmt.Errorf("opening the library %s: %w", strings.Join(opts.Roots, ", "), err)
		}
		c.lib, c.res = lib, lib
		v = libraryVersion(lib)
		c.info.Store(libraryInfo(lib))
	}
	c.version.Store(&v)
	return c, nil
}

// Library is the library the checker opened (nil with Options.Resolver).
func (c *Checker) Library() *library.Library { return c.lib }

// Close releases the library and a PDF engine the checker started.
func (c *Checker) Close() error {
	var err error
	if c.lib != nil {
		err = c.lib.Close()
	}
	c.closePDF()
	return err
}

func (c *Checker) closePDF() {
	if c.ownPDF {
		c.pdf.Close()
	}
	if c.libPDF != nil {
		c.libPDF.Close()
	}
}

// Check checks one memo. A memo that cannot be read is returned with Error
// set, and the error: it counts as blocked (fails closed) and says why.
// The library texts the report relied on are recorded (RecordUse).
func (c *Checker) Check(ctx context.Context, path string) (*reports.Memo, error) {
	m, used, err := c.CheckUses(ctx, path)
	if len(used) > 0 && c.lib != nil && !c.readOnly {
		if err := c.lib.RecordUse(m.Memo, used...); err != nil {
			c.log.Warn("recording the sources a report used", "memo", m.Memo, "err", err)
		}
	}
	return m, err
}

// CheckUses is Check that returns the versions of the library texts the
// report relied on instead of recording them: a read-only checker's caller
// records them (library.UsesLog).
func (c *Checker) CheckUses(ctx context.Context, path string) (*reports.Memo, []string, error) {
	current := c.awaitIndex(ctx) // a pending library update first, bounded
	m := &reports.Memo{Memo: filepath.Base(path), LibraryVersion: *c.version.Load(), CheckedAt: time.Now().Truncate(time.Second)}
	if info := c.info.Load(); info != nil {
		copied := *info
		m.Library = &copied
		if !current {
			m.Library.Pending, m.Library.Indexed = true, c.Health().Indexed
		}
	}
	err := c.ready()
	var memo *MemoInput
	if err == nil {
		memo, err = c.readMemo(ctx, path)
	}
	if err != nil {
		m.Fail(Failure(err, path))
		return m, nil, err
	}
	m.Author = memoAuthor(path, memo.Doc.Format)
	m.Lineage = reports.Lineage(memo.Input.Text) // which memo this is: the revision rule
	found := claims.Extract(memo.Input)
	m.MemoDate, m.MemoDateFrom = memoDate(path, memo.Input.Text[:memo.BodyLen])
	var used []string
	cited := citedSignatures(found.Claims)
	for _, cl := range found.Claims {
		env := claimEnv{date: m.MemoDate, cited: cited}
		if d := asOfDate(around(memo.Input.Text, cl.Start, cl.End)); d != "" {
			env.date = d // „w brzmieniu obowiązującym w dniu …”
		}
		rc, hashes, skip := c.verify(ctx, cl, env)
		placeInMemo(&rc, memo, cl)
		if skip != nil {
			skip.Page, skip.Paragraph, skip.Footnote = rc.Page, rc.Paragraph, rc.Footnote
			m.NotChecked = append(m.NotChecked, *skip)
			continue
		}
		if cl.Start < memo.BodyLen && rc.MemoPassage == "" {
			rc.MemoPassage = strings.Trim(memo.Input.Text[cl.Start:min(cl.End, memo.BodyLen)], "„”“\"»«‚’‘ ")
		}
		m.Results = append(m.Results, rc)
		used = append(used, hashes...)
	}
	for _, ig := range found.Ignored {
		m.Ignored = append(m.Ignored, reports.Ignored{Text: ig.Text, Why: ig.Why})
	}
	m.Finish()
	return m, used, nil
}

// Damaged lists the library texts found damaged in the text pack since the
// checker opened (library.Library.Damaged): an updating checker opened
// with Reread reads their files again.
func (c *Checker) Damaged() []string {
	if c.lib == nil {
		return nil
	}
	return c.lib.Damaged()
}

// Version is the library state the checks use (a short hash of every text
// it serves).
func (c *Checker) Version() string { return *c.version.Load() }

// around is the text of a claim with up to 200 bytes on each side (the
// sentence that may name the date of the law it applies).
func around(text string, start, end int) string {
	a, b := max(0, start-200), min(len(text), end+200)
	for a > 0 && text[a]&0xC0 == 0x80 {
		a--
	}
	for b < len(text) && text[b]&0xC0 == 0x80 {
		b++
	}
	return text[a:b]
}

// libraryVersion is a short hash of every text the library serves: two
// reports with the same version were checked against the same library.
func libraryVersion(lib *library.Library) string {
	var hashes []string
	for _, s := range lib.Sources() {
		hashes = append(hashes, s.Hashes()...)
	}
	sort.Strings(hashes)
	if v := lib.CollectionVersion(); v != "" {
		hashes = append(hashes, v) // the bulk-imported judgments, by generation
	}
	sum := sha256.Sum256([]byte(strings.Join(hashes, "\n")))
	return hex.EncodeToString(sum[:8])
}
