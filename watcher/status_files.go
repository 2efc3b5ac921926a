package watcher

import (
	"errors"
	"io/fs"
	"net/http"
	"net/url"
	"path"
	"strconv"
	"strings"

	"citeguard/internal/fsx"
)

// reportTypes are the files of a reports folder the status listener
// serves, by how their names end, with their content type: the reports,
// INDEX and the commented copies. Nothing else is served (no journal, no
// work file, no hidden file).
var reportTypes = []struct{ ext, ctype string }{
	{".html", "text/html; charset=utf-8"},
	{".md", "text/markdown; charset=utf-8"},
	{".json", "application/json"},
	{".docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"},
}

// reportFile answers GET /reports/N/FILE: FILE of the N-th reports folder,
// read-only, opened by the folder's handle so no element of its path may
// be a symlink (fsx.Dir.OpenFile: never a link, FIFO or device). A name
// that is not local ("..", absolute, empty), hidden or of another type is
// not found.
func (d *Daemon) reportFile(w http.ResponseWriter, r *http.Request) {
	dirs := d.folders.reportDirs()
	n, err := strconv.Atoi(r.PathValue("n"))
	name := r.PathValue("file")
	ctype := reportType(name)
	if err != nil || n < 0 || n >= len(dirs) || ctype == "" || !servable(name) {
		http.NotFound(w, r)
		return
	}
	dir, base, err := d.folders.at(dirs[n])
	if err != nil {
		http.Error(w, "the reports folder is not available", http.StatusServiceUnavailable)
		return
	}
	f, _, err := dir.OpenFile(path.Join(base, name))
	switch {
	case errors.Is(err, fs.ErrNotExist), errors.Is(err, fsx.ErrNotRegular), errors.Is(err, fsx.ErrSymlink):
		http.NotFound(w, r)
		return
	case err != nil:
		http.Error(w, "cannot read the file", http.StatusInternalServerError)
		return
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		http.Error(w, "cannot read the file", http.StatusInternalServerError)
		return
	}
	h := w.Header()
	h.Set("Content-Type", ctype)
	// A report page is shown as it is written to disk, under the same
	// rules as opened from the folder: no script, nothing fetched.
	h.Set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
	if strings.HasSuffix(name, ".docx") {
		h.Set("Content-Disposition", `attachment; filename*=UTF-8''`+strings.ReplaceAll(url.PathEscape(path.Base(name)), "'", "%27"))
	}
	http.ServeContent(w, r, "", fi.ModTime(), f)
}

// reportType is the content type of a file the listener serves ("": not
// served).
func reportType(name string) string {
	for _, t := range reportTypes {
		if strings.HasSuffix(strings.ToLower(name), t.ext) {
			return t.ctype
		}
	}
	return ""
}

// servable reports whether name is a slash-separated local path with no
// empty, dot or hidden element.
func servable(name string) bool {
	if name == "" || strings.ContainsAny(name, "\\\x00") || path.Clean(name) != name || path.IsAbs(name) {
		return false
	}
	for _, el := range strings.Split(name, "/") {
		if el == "" || strings.HasPrefix(el, ".") {
			return false
		}
	}
	return true
}
