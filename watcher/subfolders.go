package watcher

import (
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"
)

// maxDepth bounds how deep a recursive watched folder is looked into.
const maxDepth = 8

// rootOf is the watched folder a (sub)folder belongs to.
func (f *folder) rootOf() *folder {
	if f.root != nil {
		return f.root
	}
	return f
}

// subfolder is the folder of the memos found in rel, a folder inside the
// watched folder f (recursive: true): its reports and destinations mirror
// rel under the watched folder's — inbox/klient-A/memo.docx is reported in
// reports/klient-A/ and goes to checked/klient-A/ or blocked/klient-A/. Its
// memos are claimed into the watched folder's work folder. rel "" is the
// watched folder itself.
func (d *Daemon) subfolder(f *folder, rel string) *folder {
	root := f.rootOf()
	rel = filepath.ToSlash(filepath.Clean(filepath.FromSlash(rel)))
	if rel == "" || rel == "." {
		return root
	}
	d.subMu.Lock()
	defer d.subMu.Unlock()
	key := root.Path + "\x00" + rel
	if s := d.subs[key]; s != nil {
		return s
	}
	in := func(dir string) string {
		if dir == "" {
			return ""
		}
		return filepath.Join(dir, filepath.FromSlash(rel))
	}
	s := &folder{Folder: root.Folder, work: root.work, polling: root.polling, netfs: root.netfs, root: root, rel: rel}
	s.Path, s.Reports, s.Checked, s.Fix, s.Blocked, s.Failed, s.Send = in(root.Path), in(root.Reports), in(root.Checked), in(root.Fix), in(root.Blocked), in(root.Failed), in(root.Send)
	if d.subs == nil {
		d.subs = map[string]*folder{}
	}
	d.subs[key] = s
	return s
}

// skipDir reports whether a folder inside a watched folder is never looked
// into: hidden ones (the work folder, .git), ignored names, the archive of
// superseded versions.
func (d *Daemon) skipDir(name string) bool {
	return strings.HasPrefix(name, ".") || strings.HasPrefix(name, "~") || name == PreviousDir || d.cfg.ignored(name)
}

// subdirs lists the folders inside root to look into (recursive: true),
// relative, depth-first, without following links.
func (d *Daemon) subdirs(root string) []string {
	var out []string
	filepath.WalkDir(root, func(p string, e fs.DirEntry, err error) error {
		if err != nil || !e.IsDir() || p == root {
			return nil
		}
		rel, _ := filepath.Rel(root, p)
		if d.skipDir(e.Name()) || strings.Count(rel, string(filepath.Separator)) >= maxDepth {
			return fs.SkipDir
		}
		out = append(out, filepath.ToSlash(rel))
		return nil
	})
	return out
}

// folderOf is the (sub)folder a file path is in: a watched folder, or with
// recursive: true a folder inside one; nil for anything else.
func (d *Daemon) folderOf(path string) *folder {
	dir := filepath.Dir(path)
	for _, f := range d.folders {
		if f.Path == dir {
			return f
		}
		if !d.cfg.Recursive {
			continue
		}
		rel, err := filepath.Rel(f.Path, dir)
		if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
			continue
		}
		for _, el := range strings.Split(rel, string(filepath.Separator)) {
			if d.skipDir(el) {
				return nil
			}
		}
		return d.subfolder(f, rel)
	}
	return nil
}

// configDirOf is the configured folder (watched, reports, a destination)
// that holds dir: where its marker is looked for.
func (d *Daemon) configDirOf(dir string) string {
	best := ""
	for _, c := range d.allDirs() {
		if (dir == c || strings.HasPrefix(dir, c+string(filepath.Separator))) && len(c) > len(best) {
			best = c
		}
	}
	if best == "" {
		return dir
	}
	return best
}

// scanTree looks at the files of a folder inside a watched folder and of
// every folder beneath it (recursive: true).
func (d *Daemon) scanTree(f *folder, pending map[string]*look, reported map[string]bool) {
	if f == nil {
		return
	}
	dirs := []string{""}
	for _, rel := range d.subdirs(f.Path) {
		dirs = append(dirs, rel)
	}
	for _, rel := range dirs {
		sf := f
		if rel != "" {
			sf = d.subfolder(f, path.Join(f.rel, rel))
		}
		entries, err := os.ReadDir(sf.Path)
		if err != nil {
			continue
		}
		for _, e := range entries {
			if !e.IsDir() {
				d.lookAt(sf, filepath.Join(sf.Path, e.Name()), pending, reported)
			}
		}
	}
}

// relEntry is a directory entry named by its path relative to a reports
// folder ("klient-A/memo.docx.json").
type relEntry struct {
	fs.DirEntry
	rel string
}

func (e relEntry) Name() string { return e.rel }

// reportFiles lists a reports folder's entries; with recursive: true also
// those of the mirrored folders inside it, named by their relative path
// (INDEX links to them).
func (x *indexer) reportFiles(dir string) ([]fs.DirEntry, error) {
	entries, err := os.ReadDir(dir)
	if err != nil || !x.d.cfg.Recursive {
		return entries, err
	}
	for _, rel := range x.d.subdirs(dir) {
		sub, err := os.ReadDir(filepath.Join(dir, filepath.FromSlash(rel)))
		if err != nil {
			continue
		}
		for _, e := range sub {
			entries = append(entries, relEntry{e, path.Join(rel, e.Name())})
		}
	}
	return entries, nil
}
