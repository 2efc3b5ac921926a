package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"strings"

	"citeguard/library"
	"citeguard/library/online"
	"citeguard/library/saosimport"
	"citeguard/watcher"
)

// Exit codes of `library fetch` beyond the library command's own.
const exitLookupFailed = 3 // the register could not be asked or its answer read

// onlineFlags are the flags of `library fetch` and `library sync`.
type onlineFlags struct {
	config, since, court, date string
	workers                    int
}

// runOnline runs `citeguard library fetch ID` and `citeguard library sync`
// with the configuration's online_sources.
func runOnline(ctx context.Context, sub string, f onlineFlags, args []string, stdout, stderr io.Writer, logger *slog.Logger) int {
	cfg, err := onlineConfig(f.config)
	if err != nil {
		fmt.Fprintf(stderr, "citeguard library %s: %v\n", sub, err)
		return exitUsage
	}
	oc := cfg.Online()
	client, err := online.New(oc, online.Options{Audit: requestAudit(cfg.State, logger), Logger: logger, UserAgent: "citeguard/" + readVersion().Module, Marker: cfg.Marker})
	if err != nil {
		fmt.Fprintf(stderr, "citeguard library %s: %v\n", sub, err)
		return exitUsage
	}
	if sub == "sync" {
		return libSync(ctx, client, cfg, f, stdout, stderr, logger)
	}
	return libFetch(ctx, client, strings.Join(args, " "), f, stdout, stderr)
}

// onlineConfig loads the daemon's configuration (or the defaults rooted in
// the working folder, where every source is off).
func onlineConfig(path string) (*watcher.Config, error) {
	if path != "" {
		return watcher.Load(path)
	}
	wd, err := os.Getwd()
	if err != nil {
		return nil, err
	}
	return watcher.Default(wd)
}

// queryOf reads what `library fetch` is given: a CELEX number, a Dz.U.
// address, a signature or an act's title.
func queryOf(arg string, f onlineFlags) (online.Query, error) {
	var date online.Date
	if f.date != "" {
		d, err := online.ParseDate(f.date)
		if err != nil {
			return online.Query{}, err
		}
		date = d
	}
	if c, err := online.ParseCELEX(arg); err == nil {
		return online.EUActQuery(c), nil
	}
	if d, err := online.ParseDzU(arg); err == nil {
		return online.ActQuery(d, date), nil
	}
	if s, err := online.ParseSignature(arg); err == nil {
		return online.JudgmentQuery(s, f.court, date), nil
	}
	if t, err := online.ParseActTitle(arg); err == nil {
		return online.ActTitleQuery(t, date), nil
	}
	return online.Query{}, fmt.Errorf("%q is not a signature, a Dz.U. address, an act's title or a CELEX number", arg)
}

// libFetch runs `citeguard library fetch ID`: one lookup, its answer on
// stdout; exit 0 found, 1 not there (absent, not covered, ambiguous), 2
// usage or the source off, 3 the lookup failed.
func libFetch(ctx context.Context, c *online.Client, arg string, f onlineFlags, stdout, stderr io.Writer) int {
	q, err := queryOf(arg, f)
	if err != nil {
		fmt.Fprintf(stderr, "citeguard library fetch: %v\n", err)
		return exitUsage
	}
	if !c.Enabled(q.Kind()) {
		fmt.Fprintf(stderr, "citeguard library fetch: online_sources.%s is off in the configuration: nothing was asked\n", onlineSource(q.Kind()))
		return exitUsage
	}
	ctx, cancel := c.WithBudget(ctx)
	defer cancel()
	a := c.Lookup(ctx, q)
	printAnswer(stdout, a)
	switch a.Status {
	case online.Found:
		fmt.Fprintln(stdout, "the library reads the download at its next update (the daemon's rescan, or `citeguard library index` with the folder)")
		return exitOK
	case online.Failed:
		return exitLookupFailed
	}
	return exitBlock
}

func onlineSource(k online.Kind) string {
	switch k {
	case online.KindJudgment:
		return online.SourceSAOS
	case online.KindAct:
		return online.SourceELI
	}
	return online.SourceEURLex
}

// printAnswer writes an answer for a person.
func printAnswer(w io.Writer, a online.Answer) {
	fmt.Fprintf(w, "%s (%s): %s — %s\n", a.Source, a.Register, a.Status, a.Query)
	switch {
	case a.Scope != "":
		fmt.Fprintf(w, "  the register has none in: %s (asked %s)\n", a.Scope, a.Asked.Format("2006-01-02 15:04"))
	case a.Reason != "":
		fmt.Fprintf(w, "  %s\n", a.Reason)
	case a.Failure != nil:
		fmt.Fprintf(w, "  %s: %s\n", a.Failure.Kind, a.Failure.Detail)
	}
	if v := a.Version; v != nil {
		fmt.Fprintf(w, "  version: %s", v.Act)
		if v.Consolidated != "" {
			fmt.Fprintf(w, ", consolidated text %s (stan na %s)", v.Consolidated, v.InForce)
		}
		fmt.Fprintf(w, ", %s\n", v.Format)
		if len(v.AmendedSince) > 0 {
			fmt.Fprintf(w, "  amended since (the text may not hold it): %s\n", strings.Join(v.AmendedSince, ", "))
		}
	}
	for _, c := range a.Candidates {
		fmt.Fprintf(w, "  candidate %s: %s %s %s %s %s\n", c.ID, strings.Join(c.Signatures, "+"), c.CourtType, c.Court, c.Date, c.Title)
	}
	if len(a.Candidates) > 0 && a.Status == online.Found && !a.DateMatched {
		fmt.Fprintln(w, "  none of them is of the date asked")
	}
	for _, f := range a.Files {
		fmt.Fprintf(w, "  %s (%d bytes, sha256 %s)\n    from %s\n", f.Path, f.Bytes, f.SHA256, f.URL)
	}
}

// libSync runs `citeguard library sync`: the SAOS dump since the last sync
// into the collection (the configuration's, else STATE/library/collection).
// It keeps its own state (STATE/online/saos-sync, with its own lock), so it
// runs beside a daemon on the same state folder; the daemon picks the new
// judgments up at its next library refresh.
func libSync(ctx context.Context, c *online.Client, cfg *watcher.Config, f onlineFlags, stdout, stderr io.Writer, logger *slog.Logger) int {
	dir := filepath.Join(cfg.State, "online", "saos-sync")
	unlock, err := lockState(dir)
	if err != nil {
		fmt.Fprintf(stderr, "citeguard library sync: %v\n", err)
		return exitUsage
	}
	defer unlock()
	coll := cfg.Collection
	if coll == "" {
		coll = filepath.Join(cfg.State, "library", "collection")
	}
	if cfg.CollectionReadOnly {
		fmt.Fprintln(stderr, "citeguard library sync: the configuration's collection is read-only (collection_read_only): sync on the machine that publishes it")
		return exitUsage
	}
	lib, err := library.Open(ctx, library.Options{StateDir: filepath.Join(dir, "index"), Collection: coll, Logger: logger, ShrinkHold: -1})
	if err != nil {
		fmt.Fprintf(stderr, "citeguard library sync: %v\n", err)
		return exitUsage
	}
	defer lib.Close()
	var skips []saosimport.Skip
	bad := 0
	st, err := c.SyncSAOS(ctx, online.SyncOptions{
		Dir: dir, Since: f.since,
		Import: func(ctx context.Context, page string) error {
			is, err := lib.ImportSAOS(ctx, f.workers, nil, page)
			skips, bad = append(skips, is.Skips...), bad+is.Bad+is.FilesBad
			return err
		},
		Remove: func(ids []int64) (int, error) { n, _, err := lib.RemoveSAOS(ids); return n, err },
		Progress: func(s online.SyncStats) {
			logger.Info("sync: page imported", "pages", s.Pages, "records", s.Records, "next", s.Next)
		},
	})
	if errors.Is(err, online.ErrNoSince) {
		fmt.Fprintf(stderr, "citeguard library sync: %v\n", err)
		return exitUsage
	}
	fmt.Fprintf(stdout, "sync since %s: %d pages, %d judgments", st.Since, st.Pages, st.Records)
	if st.Done {
		fmt.Fprintf(stdout, "; the pass is complete, %d withdrawn judgments removed\n", st.Removed)
	} else {
		fmt.Fprintf(stdout, "; the next run goes on at page %d\n", st.Next)
	}
	if err != nil {
		fmt.Fprintf(stderr, "citeguard library sync: %v (what was imported stays; the next run goes on from there)\n", err)
		return exitLookupFailed
	}
	if bad > 0 {
		// The same skip-and-continue as library import saos, and its exit status.
		for _, s := range skips {
			fmt.Fprintf(stderr, "skipped: %s record %d (byte %d): %s\n", s.File, s.Record, s.Offset, s.Reason)
		}
		fmt.Fprintf(stderr, "citeguard library sync: %d records or pages skipped (listed above); the rest is imported\n", bad)
		return exitSkipped
	}
	return exitOK
}
