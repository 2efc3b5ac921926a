package watcher

// What `citeguard watch -check-config` looks at: the folders, files and
// programs a configuration names, without starting anything.

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"citeguard/internal/fsx"
	"citeguard/library"
)

// Finding is one thing a configuration names and whether it can be used.
type Finding struct {
	OK   bool
	What string // inbox, gate, reports, checked, fix, blocked, failed, send, library, state, log, convert
	Path string // the folder or file (for the library's document count: "N document files")
	Note string // why not, or what to know ("missing: created at start")
}

// Problems counts the findings that are not OK.
func Problems(findings []Finding) int {
	n := 0
	for _, f := range findings {
		if !f.OK {
			n++
		}
	}
	return n
}

// Inspect looks at what the configuration names without starting
// anything: every folder is there (or will be created), a share carries
// its marker, the state folder can be written, the library holds
// documents, LibreOffice is installed when convert asks for it.
// findSoffice is the converter's own lookup of LibreOffice (it belongs to
// the checker, which the watcher does not link).
func (c *Config) Inspect(ctx context.Context, findSoffice func() string) []Finding {
	var out []Finding
	for _, f := range c.Folders {
		out = append(out, c.inspectFolder(f.Profile, f.Path))
		for _, d := range []struct{ what, dir string }{{"reports", f.Reports}, {"checked", f.Checked}, {"fix", f.Fix}, {"blocked", f.Blocked}, {"failed", f.Failed}, {"send", f.Send}} {
			if d.dir != "" && (f.Profile != ProfileGate || d.what != "checked") {
				out = append(out, c.inspectFolder(d.what, d.dir))
			}
		}
	}
	for _, l := range c.Library {
		out = append(out, c.inspectFolder("library", l))
	}
	if lib, ok := c.inspectLibrary(ctx); ok {
		out = append(out, lib)
	}
	out = append(out, writable("state", c.State))
	if c.Logging.File != "" {
		if _, err := os.Stat(filepath.Dir(c.Logging.File)); err != nil {
			out = append(out, Finding{What: "log", Path: c.Logging.File, Note: "its folder is missing"})
		} else {
			out = append(out, Finding{OK: true, What: "log", Path: c.Logging.File})
		}
	}
	if c.Convert == ConvertSoffice {
		if p := findSoffice(); p == "" {
			out = append(out, Finding{What: "convert", Path: "soffice", Note: "LibreOffice is not installed: .doc and .rtf memos will be refused"})
		} else {
			out = append(out, Finding{OK: true, What: "convert", Path: p})
		}
	}
	return out
}

// inspectFolder looks at one configured folder.
func (c *Config) inspectFolder(what, dir string) Finding {
	bad := func(note string) Finding { return Finding{What: what, Path: dir, Note: note} }
	fi, err := os.Stat(dir)
	switch {
	case err == nil && !fi.IsDir():
		return bad("not a folder")
	case err != nil && c.Marker != "":
		return bad("missing, and a folder guarded by marker is never created (an unmounted share)")
	case err != nil && !c.CreateFolders:
		return bad("missing (create_folders: false)")
	case err != nil:
		if w := writable(what, dir); !w.OK {
			return bad("missing, and " + w.Note)
		}
		return Finding{OK: true, What: what, Path: dir, Note: "missing: created at start"}
	}
	if what == ProfileInbox || what == ProfileGate {
		// The daemon takes memos out of it and puts them back.
		if w := writable(what, dir); !w.OK {
			return bad(w.Note)
		}
	}
	if c.Marker != "" {
		if _, err := os.Stat(filepath.Join(dir, c.Marker)); err != nil {
			return bad("no marker file " + c.Marker + ": the share looks unmounted")
		}
	}
	ok := Finding{OK: true, What: what, Path: dir}
	if nfs := fsx.NetworkFS(dir); nfs != "" {
		ok.Note = "network share (" + nfs + "): polled"
	}
	return ok
}

// inspectLibrary counts the library's documents; false when a library
// folder's own finding has said what is wrong.
func (c *Config) inspectLibrary(ctx context.Context) (Finding, bool) {
	n, err := library.Survey(ctx, library.Options{Roots: c.Library, StateDir: c.State, Marker: c.Marker})
	var u *library.UnavailableError
	switch {
	case errors.As(err, &u) && u.Health.Kind != library.RootMissing:
		return Finding{}, false // said above, folder by folder
	case err == nil && n > 0:
		return Finding{OK: true, What: "library", Path: fmt.Sprintf("%d document files", n)}, true
	}
	return Finding{What: "library", Path: strings.Join(c.Library, ", "), Note: "no documents: memos wait unchecked until sources are there"}, true
}

// writable tells whether the folder dir can be written (or, missing,
// created), without leaving anything behind.
func writable(what, dir string) Finding {
	at := dir
	for {
		if _, err := os.Stat(at); err == nil {
			break
		}
		parent := filepath.Dir(at)
		if parent == at {
			return Finding{What: what, Path: dir, Note: "no folder above it exists"}
		}
		at = parent
	}
	f, err := os.CreateTemp(at, ".check-config-*")
	if err != nil {
		return Finding{What: what, Path: dir, Note: "cannot be written (" + at + "): " + err.Error()}
	}
	f.Close()
	os.Remove(f.Name())
	if at != dir {
		return Finding{OK: true, What: what, Path: dir, Note: "missing: created at start"}
	}
	return Finding{OK: true, What: what, Path: dir}
}
