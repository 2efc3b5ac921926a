package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"citeguard/check"
	"citeguard/internal/fsx"
	"citeguard/library"
	"citeguard/watcher"
)

// checkConfig looks at what the configuration names without starting
// anything: every folder is there (or will be created), a share carries
// its marker, the state folder can be written, LibreOffice is installed
// when convert asks for it. It prints one line per finding and returns the
// number of problems.
func checkConfig(w io.Writer, cfg *watcher.Config) int {
	problems := 0
	say := func(ok bool, what, path, note string) {
		mark := "ok     "
		if !ok {
			mark = "PROBLEM"
			problems++
		}
		line := fmt.Sprintf("%s %-8s %s", mark, what, path)
		if note != "" {
			line += " — " + note
		}
		fmt.Fprintln(w, line)
	}
	folder := func(what, dir string) {
		if dir == "" {
			return
		}
		fi, err := os.Stat(dir)
		switch {
		case err == nil && !fi.IsDir():
			say(false, what, dir, "not a folder")
			return
		case err != nil && cfg.Marker != "":
			say(false, what, dir, "missing, and a folder guarded by marker is never created (an unmounted share)")
			return
		case err != nil && !cfg.CreateFolders:
			say(false, what, dir, "missing (create_folders: false)")
			return
		case err != nil:
			ok, _, _, note := writable(dir)
			if !ok {
				say(false, what, dir, "missing, and "+note)
				return
			}
			say(true, what, dir, "missing: created at start")
			return
		}
		if what == watcher.ProfileInbox || what == watcher.ProfileGate {
			// The daemon takes memos out of it and puts them back.
			if ok, _, _, note := writable(dir); !ok {
				say(false, what, dir, note)
				return
			}
		}
		if cfg.Marker != "" {
			if _, err := os.Stat(filepath.Join(dir, cfg.Marker)); err != nil {
				say(false, what, dir, "no marker file "+cfg.Marker+": the share looks unmounted")
				return
			}
		}
		note := ""
		if nfs := fsx.NetworkFS(dir); nfs != "" {
			note = "network share (" + nfs + "): polled"
		}
		say(true, what, dir, note)
	}
	for _, f := range cfg.Folders {
		folder(f.Profile, f.Path)
		for _, d := range []struct{ what, dir string }{{"reports", f.Reports}, {"checked", f.Checked}, {"fix", f.Fix}, {"blocked", f.Blocked}, {"failed", f.Failed}, {"send", f.Send}} {
			if d.dir != "" && (f.Profile != watcher.ProfileGate || d.what != "checked") {
				folder(d.what, d.dir)
			}
		}
	}
	for _, l := range cfg.Library {
		folder("library", l)
	}
	n, err := library.Survey(context.Background(), library.Options{Roots: cfg.Library, StateDir: cfg.State, Marker: cfg.Marker})
	var u *library.UnavailableError
	switch {
	case errors.As(err, &u) && u.Health.Kind != library.RootMissing:
		// said above, folder by folder
	case err == nil && n > 0:
		say(true, "library", fmt.Sprintf("%d document files", n), "")
	default:
		say(false, "library", strings.Join(cfg.Library, ", "), "no documents: memos wait unchecked until sources are there")
	}
	say(writable(cfg.State))
	if cfg.Logging.File != "" {
		if _, err := os.Stat(filepath.Dir(cfg.Logging.File)); err != nil {
			say(false, "log", cfg.Logging.File, "its folder is missing")
		} else {
			say(true, "log", cfg.Logging.File, "")
		}
	}
	if cfg.Convert == watcher.ConvertSoffice {
		if p := check.FindSoffice(); p == "" {
			say(false, "convert", "soffice", "LibreOffice is not installed: .doc and .rtf memos will be refused")
		} else {
			say(true, "convert", p, "")
		}
	}
	fmt.Fprintf(w, "report_mode %s; isolation %s; %d problem(s)\n", cfg.FileMode, cfg.Isolation, problems)
	return problems
}

// writable tells whether the state folder can be written (or, missing,
// created), without leaving anything behind.
func writable(state string) (ok bool, what, path, note string) {
	dir := state
	for {
		if _, err := os.Stat(dir); err == nil {
			break
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return false, "state", state, "no folder above it exists"
		}
		dir = parent
	}
	f, err := os.CreateTemp(dir, ".check-config-*")
	if err != nil {
		return false, "state", state, "cannot be written (" + dir + "): " + err.Error()
	}
	f.Close()
	os.Remove(f.Name())
	if dir != state {
		return true, "state", state, "missing: created at start"
	}
	return true, "state", state, ""
}
