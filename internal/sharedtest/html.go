package sharedtest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// HTML is one HTML input of the test data: a file, or the textContent of a
// SAOS JSON record.
type HTML struct {
	Name string // "shared/testdata/…/x.html", "repo/testdata/…/y.json#2"
	Text string
}

// HTMLInputs lists every HTML input the workplace has: the .html/.htm files
// of ../shared and of the repository's reader fixtures (testdata/ and
// library/saos/testdata; golden reports aside), the
// files without an extension that the library reads as HTML (its sniff: a
// <p, <div, <html, <!doctype html, <h2, <table or <body in the first 2 KB,
// no NUL), and every textContent of their SAOS JSON files (the HTML of
// common courts, the plain text of the others), in name order. It skips the
// test when ../shared is absent.
func HTMLInputs(t testing.TB) []HTML {
	t.Helper()
	shared, err := filepath.EvalSymlinks(Path(t, "."))
	if err != nil {
		t.Fatal(err)
	}
	root, err := moduleRoot()
	if err != nil {
		t.Skipf("module root: %v", err)
	}
	var out []HTML
	// The repository's part is the readers' own fixtures (the library's
	// sources and the SAOS reader's records), not every package's test data:
	// a new fixture elsewhere (a recorded API response) is no input of theirs.
	for _, r := range []struct{ dir, name string }{{shared, "shared"},
		{filepath.Join(root, "testdata"), "repo/testdata"}, {filepath.Join(root, "library", "saos", "testdata"), "repo/library/saos/testdata"}} {
		err := filepath.WalkDir(r.dir, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() {
				if n := d.Name(); p != r.dir && (strings.HasPrefix(n, ".") || n == "golden") {
					return fs.SkipDir
				}
				return nil
			}
			rel, _ := filepath.Rel(r.dir, p)
			name := r.name + "/" + filepath.ToSlash(rel)
			switch strings.ToLower(filepath.Ext(p)) {
			case ".html", ".htm", ".xhtml":
				data, err := os.ReadFile(p)
				if err != nil {
					return err
				}
				out = append(out, HTML{name, string(data)})
			case "":
				data, err := os.ReadFile(p)
				if err != nil {
					return err
				}
				if sniffsHTML(data) {
					out = append(out, HTML{name, string(data)})
				}
			case ".json", ".jsonl":
				data, err := os.ReadFile(p)
				if err != nil {
					return err
				}
				out = append(out, textContents(name, data)...)
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// sniffsHTML is the library's test for HTML in a file without an
// extension (library/read.go, sniff).
func sniffsHTML(data []byte) bool {
	head := data[:min(len(data), 2048)]
	if bytes.IndexByte(head, 0) >= 0 {
		return false
	}
	lh := bytes.ToLower(head)
	for _, t := range []string{"<p", "<div", "<html", "<!doctype html", "<h2", "<table", "<body"} {
		if bytes.Contains(lh, []byte(t)) {
			return true
		}
	}
	return false
}

// textContents returns the textContent strings of the JSON values in data,
// in document order with object keys sorted, named name#0, name#1…
func textContents(name string, data []byte) []HTML {
	var out []HTML
	var walk func(v any)
	walk = func(v any) {
		switch x := v.(type) {
		case map[string]any:
			keys := make([]string, 0, len(x))
			for k := range x {
				keys = append(keys, k)
			}
			sort.Strings(keys)
			for _, k := range keys {
				if s, ok := x[k].(string); ok && k == "textContent" {
					out = append(out, HTML{fmt.Sprintf("%s#%d", name, len(out)), s})
					continue
				}
				walk(x[k])
			}
		case []any:
			for _, e := range x {
				walk(e)
			}
		}
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	for {
		var v any
		if dec.Decode(&v) != nil {
			return out
		}
		walk(v)
	}
}
