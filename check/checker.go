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
	"citeguard/library/online"
	"citeguard/reports"
)

// Checker checks memos against one library: extract → claims → resolve →
// engine → reports.Memo. It keeps what every memo shares (the library
// index, the PDF engine) and is safe for concurrent use. A checker opened
// with Config.Workers is the front of worker processes (workers.go): each
// memo is checked in one of them, by a Checker of its own in that process.
type Checker struct {
	lib    *library.Library // nil with Config.Resolver or Config.Workers
	res    Resolver
	roots  []string
	limits extract.Limits
	// maxClaims: a memo with more claims is not checked (Config.MaxClaims
	// resolved; 0: no limit).
	maxClaims int
	pdf       *PDFEngine
	ownPDF    bool
	log       *slog.Logger
	version   atomic.Pointer[string] // the library state the checks use

	convert        string // Config.Convert
	soffice        string // LibreOffice's soffice, when converting
	convertTimeout time.Duration
	info           atomic.Pointer[reports.LibraryInfo]
	readOnly       bool

	bgMu   sync.Mutex
	bg     *Indexer // the daemon's background indexing (Config.Background)
	stopBG func()

	libPDF *PDFEngine // the library's own engine beside a daemon's pool (closed here)

	procs *procs // the worker processes of Config.Workers; nil: checks run here

	online   *online.Client // Config.Online
	late     *lateLookups   // the lookups going on after their memo's budget (online_late.go)
	handedIn bool           // Config.HandedIn
	copyKey  []byte         // the key of the commented copies' markers (copykey.go)

	mu        sync.Mutex      // guards refreshing the library and announced
	checked   time.Time       // when the library folders were last looked at
	announced map[string]bool // stale reports already logged (report + old version)
}

// Open opens the pipeline of cfg: the library (brought up to date), the
// PDF engine and, with cfg.Workers, the worker processes the memos are
// checked in; with cfg.Background it keeps the library up to date from
// then on. It is the one entry of `citeguard check`, the daemon and the
// worker process (check/checkworker). Close releases it all.
func Open(ctx context.Context, cfg Config) (*Checker, error) {
	if cfg.Logger == nil {
		cfg.Logger = slog.Default()
	}
	if cfg.Workers > 0 {
		return openWorkers(ctx, cfg)
	}
	c, err := openHere(ctx, cfg)
	if err != nil {
		return nil, err
	}
	c.copyKey = copyKey(cfg)
	if cfg.Background != nil {
		c.stopBG = c.background(context.Background(), *cfg.Background)
	}
	return c, nil
}

// openHere opens a checker that checks in this process.
func openHere(ctx context.Context, cfg Config) (*Checker, error) {
	c := &Checker{res: cfg.Resolver, roots: cfg.Library, limits: cfg.Limits, maxClaims: max(maxClaims(cfg.MaxClaims), 0), pdf: cfg.PDF, log: cfg.Logger, checked: time.Now(), readOnly: cfg.ReadOnly,
		online: cfg.Online, handedIn: cfg.HandedIn}
	if cfg.Online != nil {
		c.late = newLateLookups()
	}
	if err := c.setConverter(cfg); err != nil {
		return nil, err
	}
	if c.pdf == nil {
		c.pdf, c.ownPDF = NewPDFEngine(cfg.PDFWorkers), true
		if cfg.Background != nil {
			// A daemon starts PDFium now: its first PDF memo does not pay
			// the start inside its time limit.
			if _, err := c.pdf.Pool(); err != nil {
				return nil, fmt.Errorf("starting the PDF engine: %w", err)
			}
		}
	}
	v := ""
	if c.res == nil {
		// Beside a daemon's pool (a pool given, or one indexing in the
		// background) the library reads its PDFs through an engine of its
		// own (one instance, started on the first library PDF): indexing
		// then never holds an instance a memo waits for.
		libPDF := c.pdf
		if !c.ownPDF || cfg.Background != nil {
			c.libPDF = NewPDFEngine(1)
			libPDF = c.libPDF
		}
		lib, err := library.Open(ctx, library.Options{Roots: cfg.Library, StateDir: cfg.State, Read: libPDF.LibraryReader(), Logger: c.log, Marker: cfg.Marker, ShrinkHold: cfg.ShrinkHold,
			ReadOnly: cfg.ReadOnly, Reread: cfg.Reread,
			Collection: cfg.Collection, CollectionReadOnly: cfg.CollectionReadOnly, CacheBytes: cfg.CacheBytes, Progress: cfg.Progress})
		if err != nil {
			c.closePDF()
			return nil, fmt.Errorf("opening the library %s: %w", strings.Join(cfg.Library, ", "), err)
		}
		c.lib, c.res = lib, lib
		v = libraryVersion(lib)
		c.info.Store(libraryInfo(lib))
	}
	c.version.Store(&v)
	return c, nil
}

// Library is the library the checker opened (nil with Config.Resolver or
// Config.Workers).
func (c *Checker) Library() *library.Library { return c.lib }

// Close stops the background indexing and the worker processes and
// releases the library and a PDF engine the checker started.
func (c *Checker) Close() error {
	c.late.close()
	if c.stopBG != nil {
		c.stopBG()
	}
	if c.procs != nil {
		c.procs.close()
		return nil
	}
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
	if c.withSources() {
		m, err := c.checkWithSources(ctx, path) // sources.go
		c.keyCopy(m)
		return m, err
	}
	if c.procs != nil {
		m, err := c.procs.check(ctx, path)
		c.keyCopy(m)
		return m, err
	}
	m, used, err := c.CheckUses(ctx, path)
	c.keyCopy(m)
	if len(used) > 0 && c.lib != nil && !c.readOnly {
		if err := c.lib.RecordUse(m.Memo, used...); err != nil {
			c.log.Warn("recording the sources a report used", "memo", m.Memo, "err", err)
		}
	}
	return m, err
}

// keyCopy gives the commented copy of m the key of its markers.
func (c *Checker) keyCopy(m *reports.Memo) {
	if m == nil {
		return
	}
	if s, ok := m.CopySource.(*commentSource); ok {
		s.key = c.copyKey
	}
}

// CheckUses is Check that returns the versions of the library texts the
// report relied on instead of recording them: a read-only checker's caller
// records them (library.UsesLog). With worker processes this process is
// the one that records them, and CheckUses is Check.
func (c *Checker) CheckUses(ctx context.Context, path string) (*reports.Memo, []string, error) {
	if c.procs != nil {
		m, err := c.procs.check(ctx, path)
		return m, nil, err
	}
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
	if err == nil {
		err = unreadContent(memo.Doc)
	}
	if err != nil {
		m.Fail(Failure(err, path))
		return m, nil, err
	}
	m.Author = memoAuthor(memo.Doc.Properties)
	m.Carried = carried(memo.Doc)
	m.Lineage = reports.Lineage(memo.Input.Text) // which memo this is: the revision rule
	if memo.copy != nil {
		m.CopySource = memo.copy // its commented copy, made from this reading
	}
	found := claims.Extract(memo.Input)
	inComments := commentClaims(memo.Doc, c.ownComment) // they count towards the limit too
	if err := c.overClaims(len(found.Claims) + commentCount(inComments)); err != nil {
		m.Fail(Failure(err, path))
		return m, nil, err
	}
	m.MemoDate, m.MemoDateFrom = memoDate(path, memo.Doc)
	var used []string
	var starts []int // the memo offset of each result
	cited := citedSignatures(found.Claims)
	stated := statedSignatures(found.Claims)
	for _, cl := range found.Claims {
		if err := stopped(ctx); err != nil {
			m.Fail(Failure(err, path))
			return m, nil, err
		}
		env := memoEnv(m, cited)
		env.stated = stated
		if d := asOfDate(around(memo.Input.Text, cl.Start, cl.End)); d != "" {
			env.date, env.undated, env.wording = d, false, true // „w brzmieniu obowiązującym w dniu …”
		}
		rc, hashes, skip := c.verify(ctx, cl, env)
		placeInMemo(&rc, memo, cl)
		if skip != nil {
			skip.Page, skip.Paragraph, skip.Footnote = rc.Page, rc.Paragraph, rc.Footnote
			m.NotChecked = append(m.NotChecked, *skip)
			continue
		}
		if rc.MemoPassage == "" {
			rc.MemoPassage = memo.bodyPassage(cl)
		}
		m.Results = append(m.Results, rc)
		starts = append(starts, cl.Start)
		used = append(used, hashes...)
	}
	results, ignored, libUsed := c.withLibraryQuotes(ctx, memo, m.Results, starts, found.Ignored)
	m.Results, used = results, append(used, libUsed...)
	commented, skipped, commentUsed := c.commentResults(ctx, inComments, memoEnv(m, cited))
	m.Results, m.NotChecked, used = append(m.Results, commented...), append(m.NotChecked, skipped...), append(used, commentUsed...)
	for _, ig := range ignored {
		m.Ignored = append(m.Ignored, reports.Ignored{Text: ig.Text, Why: ig.Why})
	}
	m.Finish()
	return m, used, nil
}

// Damaged lists the library texts found damaged in the text pack since the
// checker opened (library.Library.Damaged): an updating checker opened
// with Reread reads their files again.
func (c *Checker) Damaged() []string {
	if c.lib == nil { // a test's resolver, or worker processes (they report their own)
		return nil
	}
	return c.lib.Damaged()
}

// Version is the library state the checks use (a short hash of every text
// it serves; with worker processes, as their last refresh found it).
func (c *Checker) Version() string {
	if c.procs != nil {
		return c.procs.libVersion()
	}
	return *c.version.Load()
}

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
