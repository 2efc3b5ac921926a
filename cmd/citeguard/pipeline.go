package main

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"citeguard/cite"
	"citeguard/claims"
	"citeguard/engine"
	"citeguard/extract"
	"citeguard/library"
	"citeguard/pl"
	"citeguard/reports"
)

// memoChecker is the whole check of one memo — extract → claims → library →
// engine → reports.Memo — with the state every memo shares: the library
// index and the extraction settings. citeguard check and citeguard watch run
// the same Check. It is safe for concurrent use.
type memoChecker struct {
	lib     *library.Library
	roots   []string
	version atomic.Pointer[string] // the library state the checks use
	extract extract.Options
	log     *slog.Logger

	mu        sync.Mutex      // guards refreshing the library and announced
	checked   time.Time       // when the library folders were last looked at
	announced map[string]bool // stale reports already logged (report + old version)
}

// refreshEvery is how often a long-running checker (the daemon) looks for
// sources added, changed or removed in the library folders; a look that
// finds nothing changed costs a walk and a stat per file.
const refreshEvery = 30 * time.Second

// refresh brings the library up to date when it was last looked at more
// than refreshEvery ago. A failure is logged; the index as it was serves.
func (c *memoChecker) refresh(ctx context.Context) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if time.Since(c.checked) < refreshEvery {
		return
	}
	c.checked = time.Now()
	ch, err := c.lib.Update(ctx)
	if err != nil {
		c.log.Error("updating the library", "err", err)
		return
	}
	if ch.Added+ch.Changed+ch.Removed > 0 {
		v := libraryVersion(c.lib)
		c.version.Store(&v)
		c.log.Info("library updated", "version", v, "added", ch.Added, "changed", ch.Changed, "removed", ch.Removed)
	}
	if ch.Changed+ch.Removed > 0 {
		c.announceStale()
	}
}

// announceStale logs, once each, the reports that relied on a source
// version which has changed, been removed or become unreadable since: their
// verdicts may no longer hold and the memo should be checked again (seed
// 004). Called with c.mu held.
func (c *memoChecker) announceStale() {
	if c.announced == nil {
		c.announced = map[string]bool{}
	}
	for _, st := range c.lib.Stale() {
		key := st.Report + "\x00" + st.OldHash
		if c.announced[key] {
			continue
		}
		c.announced[key] = true
		c.log.Warn("a report relied on a source that is "+staleReason(st.Reason)+" since; check that memo again",
			"report", st.Report, "source", c.displayPath(st.Path), "old_version", st.OldHash[:min(12, len(st.OldHash))])
	}
}

// newMemoChecker opens (and brings up to date) the library.
func newMemoChecker(ctx context.Context, roots []string, stateDir string, log *slog.Logger) (*memoChecker, error) {
	if log == nil {
		log = slog.Default()
	}
	lib, err := library.Open(ctx, library.Options{Roots: roots, StateDir: stateDir, Read: extractReader, Logger: log})
	if err != nil {
		return nil, fmt.Errorf("opening the library %s: %w", strings.Join(roots, ", "), err)
	}
	c := &memoChecker{lib: lib, roots: roots, log: log, checked: time.Now()}
	v := libraryVersion(lib)
	c.version.Store(&v)
	return c, nil
}

// Close releases the library.
func (c *memoChecker) Close() error { return c.lib.Close() }

// Check checks one memo. A memo that cannot be read is returned with Error
// set and counts as blocked: it fails closed, and the error says why.
func (c *memoChecker) Check(ctx context.Context, path string) (*reports.Memo, error) {
	m := &reports.Memo{Memo: filepath.Base(path), LibraryVersion: *c.version.Load()}
	doc, err := extract.File(ctx, path, c.extract)
	if err != nil {
		m.Error = readError(err)
		m.Finish()
		return m, err
	}
	in, bodyLen := claimsInput(doc)
	found := claims.Extract(in)
	var used []string
	for _, cl := range found.Claims {
		rc, hashes := c.verify(ctx, cl)
		if cl.Start < bodyLen && rc.MemoPassage == "" {
			rc.MemoPassage = strings.Trim(in.Text[cl.Start:min(cl.End, bodyLen)], "„”“\"»«‚’‘ ")
		}
		m.Results = append(m.Results, rc)
		used = append(used, hashes...)
	}
	for _, ig := range found.Ignored {
		m.Ignored = append(m.Ignored, reports.Ignored{Text: ig.Text, Why: ig.Why})
	}
	m.Finish()
	if len(used) > 0 {
		if err := c.lib.RecordUse(m.Memo, used...); err != nil {
			c.log.Warn("recording the sources a report used", "memo", m.Memo, "err", err)
		}
	}
	return m, nil
}

// readError says in Polish why a memo could not be read.
func readError(err error) string {
	switch {
	case errors.Is(err, extract.ErrNoTextLayer):
		return "dokument nie ma warstwy tekstowej (skan?) — nie da się sprawdzić cytatów: " + err.Error()
	case errors.Is(err, extract.ErrEncrypted):
		return "dokument jest zaszyfrowany hasłem — nie da się go odczytać: " + err.Error()
	case errors.Is(err, context.DeadlineExceeded):
		return "przekroczony limit czasu sprawdzania dokumentu: " + err.Error()
	}
	var le *extract.LimitError
	if errors.As(err, &le) {
		return "dokument przekracza limit (" + le.Error() + ")"
	}
	return "nie udało się odczytać dokumentu: " + err.Error()
}

// category puts a claim in its layer-1 group.
func category(cl claims.Claim) string {
	switch {
	case cl.ClaimType.Quotes():
		return reports.CategoryQuote
	case cl.Anchor.Przepis != "" || (cl.Anchor.Akt != "" && cl.Anchor.Sygnatura == ""):
		return reports.CategoryProvision
	}
	return reports.CategorySignature
}

// query turns a claim's anchor into a library query.
func query(a cite.Anchor) (library.Query, bool) {
	switch {
	case a.Sygnatura != "":
		return library.Query{Signature: a.Sygnatura, Court: a.Organ, Date: a.Data}, true
	case a.ECLI != "":
		return library.Query{ECLI: a.ECLI}, true
	case a.Przepis != "" && (a.Akt != "" || a.Publikator != "" || a.CELEX != ""):
		q := library.ParseAnchor(strings.TrimSpace(a.Przepis + " " + firstOf(a.Akt, a.Publikator, a.CELEX)))
		return q, true
	case a.CELEX != "":
		return library.Query{CELEX: a.CELEX}, true
	}
	return library.Query{}, false
}

func firstOf(ss ...string) string {
	for _, s := range ss {
		if s != "" {
			return s
		}
	}
	return ""
}

// baseClaim fills what a reports.Claim shows of the memo's claim.
func baseClaim(cl claims.Claim) reports.Claim {
	return reports.Claim{
		ID: cl.ID, ClaimType: cl.ClaimType, Category: category(cl),
		Quote: cl.Quote, ClaimText: cl.ClaimText, SourceID: cl.SourceID, Page: cl.Page,
		Anchor: cl.Anchor.Identity(),
	}
}

// item is the engine's view of a claim.
func item(cl claims.Claim) engine.Item {
	it := engine.Item{ID: cl.ID, SourceID: cl.SourceID, ClaimType: cl.ClaimType, Quote: cl.Quote, ClaimText: cl.ClaimText}
	if it.Quote == "" && it.ClaimText == "" && (cl.ClaimType == cite.StanowiskoSadu || cl.ClaimType == cite.Parafraza) {
		it.ClaimText = cl.SourceID
	}
	a := cl.Anchor
	if a.Sygnatura != "" || a.Data != "" || a.Organ != "" || a.Strony != "" {
		it.Anchor = &cite.Anchor{Sygnatura: a.Sygnatura, Data: a.Data, Organ: a.Organ, Strony: a.Strony}
	}
	return it
}

// libraryVersion is a short hash of every text the library serves: two
// reports with the same version were checked against the same library.
func libraryVersion(lib *library.Library) string {
	var hashes []string
	for _, s := range lib.Sources() {
		hashes = append(hashes, s.Hashes()...)
	}
	sort.Strings(hashes)
	sum := sha256.Sum256([]byte(strings.Join(hashes, "\n")))
	return hex.EncodeToString(sum[:8])
}

// resolvedAnchor is the anchor the library found for a source, with the
// signature that matches the one asked for.
func resolvedAnchor(s *library.Source, asked string) *cite.Anchor {
	if s.Meta.Kind != library.Judgment || len(s.Meta.Signatures) == 0 {
		return nil
	}
	a := &cite.Anchor{Sygnatura: s.Meta.Signatures[0], Data: s.Meta.Date, Organ: s.Meta.Court, Strony: s.Meta.Parties}
	for _, sig := range s.Meta.Signatures {
		if pl.SameSignature(sig, asked) {
			a.Sygnatura = sig
		}
	}
	return a
}

// verify resolves a claim's source in the library and verifies the claim
// against it. It returns the report's claim and the source versions used.
func (c *memoChecker) verify(ctx context.Context, cl claims.Claim) (reports.Claim, []string) {
	rc := baseClaim(cl)
	it := item(cl)
	fail := func(note string) (reports.Claim, []string) {
		r := engine.VerifyAgainst(it, nil)
		rc.Status, rc.WymaganyPoziom, rc.OsiagnietyPoziom = cite.BrakZrodla, r.WymaganyPoziom, "BRAK"
		rc.Note = note
		return rc, nil
	}
	if cl.Unresolved {
		return fail(fmt.Sprintf("skrót „%s” nie wskazuje jednoznacznie źródła — uzupełnij powołanie", cl.ShortForm))
	}
	q, ok := query(cl.Anchor)
	if !ok {
		return fail("brak kotwicy (sygnatury, ECLI, CELEX ani przepisu) — nie wiadomo, z czym porównać")
	}
	res, err := c.lib.Resolve(q)
	if err != nil {
		note := "nie ma w bibliotece: " + q.String()
		var nf *library.NotFound
		if !errors.As(err, &nf) {
			note = "nie udało się rozwiązać kotwicy " + q.String() + ": " + err.Error()
		}
		rc, used := fail(note)
		if cl.Quote != "" {
			if hit, ok := c.findElsewhere(ctx, cl.Quote, nil); ok {
				rc.RealSource = c.describe(hit)
				rc.Note += "; cytat występuje w: " + rc.RealSource
			}
		}
		return rc, used
	}
	if res.Ambiguous {
		r := engine.VerifyAgainst(it, nil)
		rc.Status, rc.WymaganyPoziom, rc.OsiagnietyPoziom = cite.WymagaOsadu, r.WymaganyPoziom, "BRAK"
		var which []string
		for _, s := range res.Sources {
			which = append(which, strings.TrimSpace(s.Meta.Court+" "+s.Meta.Date))
		}
		rc.Note = fmt.Sprintf("sygnatura niejednoznaczna: %d sprawy o tej sygnaturze (%s) — wskaż sąd lub datę orzeczenia",
			len(res.Sources), strings.Join(which, "; "))
		return rc, nil
	}
	if len(res.Spans) > 0 {
		return c.verifyProvision(ctx, cl, it, rc, res)
	}
	return c.verifySource(ctx, cl, it, rc, res.Sources[0])
}
