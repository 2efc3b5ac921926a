package watcher

// The watched folders at run time and, with recursive: true, the folders
// inside them: which folder a path is in, where its memos go, whether it
// is usable (its marker).

import (
	"log/slog"
	"os"
	"path"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"

	"citeguard/internal/fsx"
)

// maxDepth bounds how deep a recursive watched folder is looked into.
const maxDepth = 8

// folder is a watched folder at run time.
type folder struct {
	Folder
	work    string // <path>/.citeguard-work/<daemon id>
	polling bool
	netfs   string
	down    atomic.Bool // marker missing: the share looks unmounted
	root    *folder     // recursive: the watched folder this one is inside (nil: it is one)
	rel     string      // recursive: its path inside root, slash-separated

	// A watched folder's handles (dirs.go): the folder's and its work
	// folder's, and why it is refused (nil: it is not).
	dirMu   sync.Mutex
	dir     *fsx.Dir
	workDir *fsx.Dir
	refused atomic.Pointer[string]
}

// rootOf is the watched folder a (sub)folder belongs to.
func (f *folder) rootOf() *folder {
	if f.root != nil {
		return f.root
	}
	return f
}

// dest is the folder a memo with the outcome goes to ("" when the folder's
// profile has none: a gate has no checked folder).
func (f *folder) dest(outcome string) string {
	switch outcome {
	case OutcomeChecked:
		if f.Profile == ProfileGate {
			return ""
		}
		return f.Checked
	case OutcomeBlocked:
		return f.Blocked
	case OutcomeSent:
		return f.Send
	case OutcomeFix:
		return f.Fix
	default:
		return f.Failed
	}
}

// heldDir reports whether dir is the folder's blocked or failed folder.
func (f *folder) heldDir(dir string) bool { return dir == f.Blocked || dir == f.Failed }

// folderSet is the daemon's watched folders and the folders found inside
// them. It owns the folders' run-time state (polling, down).
type folderSet struct {
	cfg   *Config
	log   *slog.Logger
	list  []*folder
	subMu sync.Mutex
	subs  map[string]*folder // recursive: folders inside watched folders
	dirMu sync.Mutex
	dirs  map[string]*fsx.Dir // the reports and destination folders' handles (dirs.go)
}

func newFolderSet(cfg *Config, id string, log *slog.Logger) *folderSet {
	s := &folderSet{cfg: cfg, log: log}
	for _, f := range cfg.Folders {
		s.list = append(s.list, &folder{Folder: f, work: filepath.Join(f.Path, WorkDirName, id)})
	}
	return s
}

// create makes the configured folders (create_folders), except on a share
// guarded by a marker: never on the bare mount point.
func (s *folderSet) create() error {
	if !s.cfg.CreateFolders || s.cfg.Marker != "" {
		return nil
	}
	for _, dir := range s.allDirs() {
		// Folders for people: the umask decides (the unit's 0007 lets
		// the lawyers' group drop memos into the inbox).
		if err := os.MkdirAll(dir, 0o777); err != nil {
			return err
		}
	}
	for _, l := range s.cfg.Library {
		_ = os.MkdirAll(l, 0o777)
	}
	return nil
}

// watchModes decides, per watched folder, between events and polling and
// logs it.
func (s *folderSet) watchModes(log *slog.Logger) {
	for _, f := range s.list {
		switch s.cfg.Mode {
		case ModePoll:
			f.polling = true
		case ModeAuto:
			if f.netfs = fsx.NetworkFS(f.Path); f.netfs != "" {
				f.polling = true
			}
		}
		log.Info("watching", "folder", f.Path, "profile", f.Profile, "polling", f.polling, "netfs", f.netfs)
	}
}

// allDirs is every configured folder: watched, reports, destinations.
func (s *folderSet) allDirs() []string {
	seen := map[string]bool{}
	var out []string
	for _, f := range s.cfg.Folders {
		for _, dir := range []string{f.Path, f.Reports, f.Checked, f.Fix, f.Blocked, f.Failed, f.Send} {
			if dir != "" && !seen[dir] {
				seen[dir] = true
				out = append(out, dir)
			}
		}
	}
	return out
}

// available reports whether dir is usable: without a marker always; with
// one, while <dir>/<marker> exists.
func (s *folderSet) available(dir string) bool {
	if s.cfg.Marker == "" {
		return true
	}
	_, err := os.Stat(filepath.Join(s.configDirOf(dir), s.cfg.Marker))
	return err == nil
}

// configDirOf is the configured folder (watched, reports, a destination)
// that holds dir: where its marker is looked for.
func (s *folderSet) configDirOf(dir string) string {
	best := ""
	for _, c := range s.allDirs() {
		if (dir == c || strings.HasPrefix(dir, c+string(filepath.Separator))) && len(c) > len(best) {
			best = c
		}
	}
	if best == "" {
		return dir
	}
	return best
}

// subfolder is the folder of the memos found in rel, a folder inside the
// watched folder f (recursive: true): its reports and destinations mirror
// rel under the watched folder's — inbox/klient-A/memo.docx is reported in
// reports/klient-A/ and goes to checked/klient-A/ or blocked/klient-A/. Its
// memos are claimed into the watched folder's work folder. rel "" is the
// watched folder itself.
func (s *folderSet) subfolder(f *folder, rel string) *folder {
	root := f.rootOf()
	rel = filepath.ToSlash(filepath.Clean(filepath.FromSlash(rel)))
	if rel == "" || rel == "." {
		return root
	}
	s.subMu.Lock()
	defer s.subMu.Unlock()
	key := root.Path + "\x00" + rel
	if sf := s.subs[key]; sf != nil {
		return sf
	}
	in := func(dir string) string {
		if dir == "" {
			return ""
		}
		return filepath.Join(dir, filepath.FromSlash(rel))
	}
	sf := &folder{Folder: root.Folder, work: root.work, polling: root.polling, netfs: root.netfs, root: root, rel: rel}
	sf.Path, sf.Reports, sf.Checked, sf.Fix, sf.Blocked, sf.Failed, sf.Send = in(root.Path), in(root.Reports), in(root.Checked), in(root.Fix), in(root.Blocked), in(root.Failed), in(root.Send)
	if s.subs == nil {
		s.subs = map[string]*folder{}
	}
	s.subs[key] = sf
	return sf
}

// skipDir reports whether a folder inside a watched folder is never looked
// into: hidden ones (the work folder, .git), ignored names, the archive of
// superseded versions.
func (s *folderSet) skipDir(name string) bool {
	return strings.HasPrefix(name, ".") || strings.HasPrefix(name, "~") || name == PreviousDir || s.cfg.ignored(name)
}

// subdirs lists the folders beneath the folder under of d ("." d
// itself) to look into (recursive: true), relative to under and
// slash-separated, depth-first, by handle: a link is never a folder here.
func (s *folderSet) subdirs(d *fsx.Dir, under string) []string {
	var out []string
	var walk func(rel string)
	walk = func(rel string) {
		entries, err := d.ReadDir(path.Join(under, rel))
		if err != nil {
			return
		}
		for _, e := range entries {
			if !e.IsDir() || s.skipDir(e.Name()) {
				continue
			}
			sub := path.Join(rel, e.Name())
			if strings.Count(sub, "/") >= maxDepth {
				continue
			}
			out = append(out, sub)
			walk(sub)
		}
	}
	walk(".")
	return out
}

// folderOf is the (sub)folder a file path is in: a watched folder, or with
// recursive: true a folder inside one; nil for anything else.
func (s *folderSet) folderOf(path string) *folder {
	dir := filepath.Dir(path)
	for _, f := range s.list {
		if f.Path == dir {
			return f
		}
		if !s.cfg.Recursive {
			continue
		}
		rel, err := filepath.Rel(f.Path, dir)
		if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
			continue
		}
		for _, el := range strings.Split(rel, string(filepath.Separator)) {
			if s.skipDir(el) {
				return nil
			}
		}
		return s.subfolder(f, rel)
	}
	return nil
}
