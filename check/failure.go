package check

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"citeguard/cite"
	"citeguard/extract"
	"citeguard/internal/filetype"
	"citeguard/library"
	"citeguard/reports"
)

// LibraryError is Check's error when the library cannot answer (a folder
// missing or unmounted, nothing readable, a sudden shrink): no claim is
// judged, since a ⛔ from such a library would accuse a correct memo. The
// daemon holds the memo until the library is back.
type LibraryError struct{ Health library.Health }

func (e *LibraryError) Error() string { return "library unavailable: " + e.Health.Reason }

// Health is the state of the library the checker uses (always available
// with a test's Resolver; with worker processes, as their last refresh
// found it).
func (c *Checker) Health() library.Health {
	if c.procs != nil {
		return c.procs.health()
	}
	if c.lib == nil {
		return library.Health{Available: true}
	}
	return c.lib.Health()
}

// ready returns a *LibraryError when the library cannot answer.
func (c *Checker) ready() error {
	if h := c.Health(); !h.Available {
		return &LibraryError{Health: h}
	}
	return nil
}

// Failure says why a memo could not be checked, from the error Check or
// ReadMemo returned: what a lawyer is told (reports.Failure.Polish), with
// no path. path is the memo, looked at again where the error alone does
// not say (a legacy Word file, a truncated PDF).
func Failure(err error, path string) reports.Failure {
	var le *LibraryError
	var lim *extract.LimitError
	var ce *ConvertError
	var ue *UnreadContentError
	var cl *ClaimLimitError
	ext := strings.ToLower(filepath.Ext(path))
	switch {
	case errors.As(err, &le):
		return libraryFailure(le.Health)
	case errors.As(err, &ue):
		return ue.failure()
	case errors.As(err, &ce):
		if ce.Missing {
			return legacyFailure(ce.Kind, ext)
		}
		return reports.Failure{Kind: reports.FailConvert, Format: ext}
	case errors.Is(err, extract.ErrEncrypted):
		return reports.Failure{Kind: reports.FailEncrypted}
	case errors.Is(err, extract.ErrNoTextLayer):
		return reports.Failure{Kind: reports.FailNoText}
	case errors.As(err, &lim):
		return limitFailure(lim, path)
	case errors.As(err, &cl):
		return claimLimitFailure(cl)
	case errors.Is(err, context.DeadlineExceeded):
		return reports.Failure{Kind: reports.FailTimeout}
	case errors.Is(err, extract.ErrPanic):
		return reports.Failure{Kind: reports.FailCrash}
	}
	kind, _ := filetype.SniffFile(path)
	switch {
	case kind.Legacy():
		return legacyFailure(kind, ext)
	case errors.Is(err, extract.ErrCorrupt) && kind == filetype.PDF && !endsWithEOF(path):
		return reports.Failure{Kind: reports.FailIncomplete}
	case errors.Is(err, extract.ErrCorrupt):
		return reports.Failure{Kind: reports.FailCorrupt, Format: ext}
	case errors.Is(err, extract.ErrUnsupported):
		return reports.Failure{Kind: reports.FailUnsupported, Format: ext}
	}
	return reports.Failure{Kind: reports.FailUnreadable}
}

// legacyFailure is a Word 97–2003 or RTF document met without a converter.
func legacyFailure(kind filetype.Kind, ext string) reports.Failure {
	if kind == filetype.RTF {
		return reports.Failure{Kind: reports.FailRTF, Format: ext}
	}
	return reports.Failure{Kind: reports.FailLegacyWord, Format: ext}
}

// limitFailure words a limit: the file's size, its pages, the text it
// unpacks to.
func limitFailure(lim *extract.LimitError, path string) reports.Failure {
	f := reports.Failure{Kind: reports.FailTooLarge, Limit: lim.Max}
	switch lim.Limit {
	case "MaxFileSize":
		f.What = reports.PartFile
		if fi, err := os.Stat(path); err == nil {
			f.Size = fi.Size()
		}
	case "MaxPages":
		f.What = reports.PartPages
		fmt.Sscanf(lim.What, "%d pages", &f.Pages)
	case "MaxTextBytes":
		f.What = reports.PartText
	default:
		f.What = reports.PartUnpacked
	}
	return f
}

// endsWithEOF reports whether a PDF's last kilobyte holds %%EOF: one that
// does not was cut short.
func endsWithEOF(path string) bool {
	f, err := os.Open(path)
	if err != nil {
		return false
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return false
	}
	off := max(fi.Size()-1024, 0)
	tail := make([]byte, fi.Size()-off)
	if _, err := f.ReadAt(tail, off); err != nil && err != io.EOF {
		return false
	}
	return strings.Contains(string(tail), "%%EOF")
}

// libraryFailure is why the library is unavailable, for the report.
func libraryFailure(h library.Health) reports.Failure {
	f := reports.Failure{Kind: reports.FailLibrary}
	switch h.Kind {
	case library.MarkerMissing:
		f.Library = reports.LibraryUnmounted
	case library.RootMissing:
		f.Library = reports.LibraryMissing
	case library.RootUnreadable:
		f.Library = reports.LibraryUnreadable
	case library.Empty:
		f.Library, f.Count = reports.LibraryEmpty, h.Files
	case library.Shrunk:
		f.Library, f.Was, f.Now = reports.LibraryShrunk, h.Was, h.Now
	}
	return f
}

// unreadableNote tells a source the library has in a file it cannot read
// (a legacy .doc named after the signature) from one it does not have:
// „plik w bibliotece nieczytelny (.doc)” instead of „nie ma w bibliotece”.
func (c *Checker) unreadableNote(q library.Query) cite.Note {
	if c.lib == nil {
		return nil
	}
	ps := c.lib.UnreadableFor(q)
	if len(ps) == 0 {
		return nil
	}
	p := ps[0]
	return cite.Found(cite.UnreadableInLibrary, strings.ToLower(filepath.Ext(p.Path)), c.displayPath(p.Path), q.String())
}
