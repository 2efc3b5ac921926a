package check

import (
	"archive/zip"
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// zipOf writes a ZIP of the entries (name → body; a body "LINK:x" is a
// symbolic link to x) and returns its path.
func zipOf(t *testing.T, entries [][2]string) string {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, e := range entries {
		h := &zip.FileHeader{Name: e[0], Method: zip.Deflate}
		body := e[1]
		if target, ok := strings.CutPrefix(body, "LINK:"); ok {
			h.SetMode(fs.ModeSymlink | 0o777)
			body = target
		}
		w, err := zw.CreateHeader(h)
		if err != nil {
			t.Fatal(err)
		}
		w.Write([]byte(body))
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(t.TempDir(), "Opinia.zrodla.zip")
	if err := os.WriteFile(p, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestUnzipBounded: a ZIP of sources is unpacked only within its bounds and
// its folder; what is refused says why.
func TestUnzipBounded(t *testing.T) {
	many := make([][2]string, MaxHandedInFiles+1)
	for i := range many {
		many[i] = [2]string{fmt.Sprintf("w%d.txt", i), "x"}
	}
	defer func(n int64) { maxUnpacked = n }(maxUnpacked)
	maxUnpacked = 1 << 20
	bomb := strings.Repeat("0", 1<<19+1) // compresses to little; two unpack past the bound
	cases := []struct {
		name    string
		entries [][2]string
		files   int
		why     string
	}{
		{"two rulings in a folder", [][2]string{{"sn/wyrok.txt", "a"}, {"wyrok2.txt", "b"}}, 2, ""},
		{"a symbolic link is not unpacked", [][2]string{{"wyrok.txt", "a"}, {"link", "LINK:/etc/passwd"}}, 1, ""},
		{"climbing out", [][2]string{{"../wyrok.txt", "a"}}, 0, HandedInTraversal},
		{"an absolute path", [][2]string{{"/tmp/wyrok.txt", "a"}}, 0, HandedInTraversal},
		{"a backslash path", [][2]string{{`..\wyrok.txt`, "a"}}, 0, HandedInTraversal},
		{"one name twice", [][2]string{{"wyrok.txt", "a"}, {"wyrok.txt", "b"}}, 0, HandedInTraversal},
		{"too many entries", many, 0, HandedInTooMany},
		{"unpacks past the bound", [][2]string{{"a.txt", bomb}, {"b.txt", bomb}}, 0, HandedInTooLarge},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			n, err := unzipBounded(zipOf(t, c.entries), dir)
			var he *HandedInError
			switch {
			case c.why == "" && err != nil:
				t.Fatalf("refused: %v", err)
			case c.why != "" && (!errors.As(err, &he) || he.Why != c.why):
				t.Fatalf("err %v, want %s", err, c.why)
			case c.why == "" && n != c.files:
				t.Errorf("%d files, want %d", n, c.files)
			}
			if _, err := os.Lstat(filepath.Join(filepath.Dir(dir), "wyrok.txt")); err == nil {
				t.Errorf("a file was written outside the folder")
			}
		})
	}
	if _, err := unzipBounded(filepath.Join(t.TempDir(), "none.zip"), t.TempDir()); err == nil {
		t.Error("a missing ZIP was read")
	}
	bad := filepath.Join(t.TempDir(), "bad.zip")
	os.WriteFile(bad, []byte("PK\x03\x04 not a zip"), 0o644)
	if _, err := unzipBounded(bad, t.TempDir()); err == nil || !strings.Contains(err.Error(), HandedInBadZip) {
		t.Errorf("a damaged ZIP: %v", err)
	}
}

// FuzzUnzipBounded: whatever the ZIP, unpacking it never panics, never
// writes outside its folder and never more than its bounds.
func FuzzUnzipBounded(f *testing.F) {
	for _, entries := range [][][2]string{{{"wyrok.txt", "a"}}, {{"../x", "a"}}, {{"a/b/c.txt", "abc"}, {"d.txt", "d"}}} {
		var buf bytes.Buffer
		zw := zip.NewWriter(&buf)
		for _, e := range entries {
			w, _ := zw.Create(e[0])
			w.Write([]byte(e[1]))
		}
		zw.Close()
		f.Add(buf.Bytes())
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		defer func(n int64) { maxUnpacked = n }(maxUnpacked)
		maxUnpacked = 1 << 20
		root := t.TempDir()
		src := filepath.Join(root, "in.zip")
		if err := os.WriteFile(src, data, 0o644); err != nil {
			t.Fatal(err)
		}
		dir := filepath.Join(root, "out")
		os.Mkdir(dir, 0o700)
		unzipBounded(src, dir)
		total := int64(0)
		filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || p == src {
				return nil
			}
			if rel, _ := filepath.Rel(dir, p); !filepath.IsLocal(rel) {
				t.Errorf("written outside the folder: %s", p)
			}
			if fi, err := d.Info(); err == nil {
				total += fi.Size()
			}
			return nil
		})
		if total > maxUnpacked {
			t.Errorf("unpacked %d bytes, over %d", total, maxUnpacked)
		}
	})
}
