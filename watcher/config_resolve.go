package watcher

// Completing a parsed configuration: folder names, absolute paths, defaults
// and the checks that reject a configuration that cannot work.

import (
	_ "embed"
	"errors"
	"fmt"
	"net"
	"path/filepath"
	"strings"

	"gopkg.in/yaml.v3"

	"citeguard/internal/fsx"
)

// polishNames are the folder names of folder_names: polish.
var polishNames = map[string]string{"inbox": "skrzynka", "library": "biblioteka", "reports": "raporty",
	"checked": "sprawdzone", "blocked": "zablokowane", "failed": "niesprawdzone"}

// nameFolders gives every folder the file does not name its Polish name
// when folder_names is polish (skrzynka/, biblioteka/, raporty/,
// sprawdzone/, zablokowane/, niesprawdzone/).
func (c *Config) nameFolders(data []byte) error {
	switch c.FolderNames {
	case "english":
		return nil
	case "polish":
	default:
		return fmt.Errorf("folder_names %q: use english or polish", c.FolderNames)
	}
	var set map[string]any
	if err := yaml.Unmarshal(data, &set); err != nil {
		return cleanYAMLError(err)
	}
	unset := func(key string) bool { _, ok := set[key]; return !ok }
	if unset("folders") {
		for i := range c.Folders {
			if c.Folders[i].Path == "inbox" {
				c.Folders[i].Path = polishNames["inbox"]
			}
		}
	}
	if unset("library") {
		c.Library = []string{polishNames["library"]}
	}
	for key, field := range map[string]*string{"reports": &c.Reports, "checked": &c.Checked, "blocked": &c.Blocked, "failed": &c.Failed} {
		if unset(key) {
			*field = polishNames[key]
		}
	}
	return nil
}

func (c *Config) abs(p string) string {
	if p == "" || filepath.IsAbs(p) {
		return p
	}
	return filepath.Join(c.Dir, p)
}

// resolve completes a parsed configuration (absolute paths, each folder's
// destinations, defaults) and rejects one that cannot work.
func (c *Config) resolve() error {
	for _, step := range []func() error{c.resolvePaths, c.resolveFolders, c.checkCircles, c.checkState, c.checkTiming, c.checkChecks, c.resolveFormats, c.resolveOutput, c.resolveOnline, c.checkHealth} {
		if err := step(); err != nil {
			return err
		}
	}
	return nil
}

// resolvePaths makes the global folders absolute; every one is needed.
func (c *Config) resolvePaths() error {
	if len(c.Folders) == 0 {
		return errors.New("folders: at least one watched folder is needed")
	}
	c.Reports, c.Checked, c.Blocked, c.Failed, c.State = c.abs(c.Reports), c.abs(c.Checked), c.abs(c.Blocked), c.abs(c.Failed), c.abs(c.State)
	c.Fix = c.abs(c.Fix)
	for name, v := range map[string]string{"reports": c.Reports, "checked": c.Checked, "blocked": c.Blocked, "failed": c.Failed, "state": c.State} {
		if v == "" {
			return fmt.Errorf("%s: a folder is needed", name)
		}
	}
	for i := range c.Library {
		c.Library[i] = c.abs(c.Library[i])
	}
	c.Collection = c.abs(c.Collection)
	if c.CollectionReadOnly && c.Collection == "" {
		return errors.New("collection_read_only: set collection to the published collection's folder")
	}
	return nil
}

// resolveFolders completes every watched folder: its profile, its own
// destinations or the global ones, absolute.
func (c *Config) resolveFolders() error {
	seen := map[string]bool{}
	for i := range c.Folders {
		f := &c.Folders[i]
		if f.Path == "" {
			return fmt.Errorf("folders[%d]: path is needed", i)
		}
		f.Path = c.abs(f.Path)
		if seen[f.Path] {
			return fmt.Errorf("folders[%d]: %s is watched twice", i, f.Path)
		}
		seen[f.Path] = true
		if err := c.resolveFolder(i, f); err != nil {
			return err
		}
	}
	return nil
}

// resolveFolder completes folders[i].
func (c *Config) resolveFolder(i int, f *Folder) error {
	switch f.Profile {
	case "":
		f.Profile = ProfileInbox
	case ProfileInbox, ProfileGate:
	default:
		return fmt.Errorf("folders[%d]: profile %q: use inbox or gate", i, f.Profile)
	}
	if f.Profile == ProfileGate && f.Send == "" {
		return fmt.Errorf("folders[%d]: a gate needs send: the folder clean memos move on to", i)
	}
	if f.Profile == ProfileInbox && f.Send != "" {
		return fmt.Errorf("folders[%d]: send is for a gate; an inbox moves clean memos to checked", i)
	}
	if f.Profile == ProfileGate && f.Fix != "" {
		return fmt.Errorf("folders[%d]: fix is for an inbox; a gate holds every memo but Wyślij in blocked", i)
	}
	f.Send = c.abs(f.Send)
	pick := func(own, global string) string {
		if own == "" {
			return global
		}
		return c.abs(own)
	}
	f.Reports, f.Checked, f.Blocked, f.Failed = pick(f.Reports, c.Reports), pick(f.Checked, c.Checked), pick(f.Blocked, c.Blocked), pick(f.Failed, c.Failed)
	if f.Profile == ProfileInbox {
		f.Fix = pick(f.Fix, c.Fix)
	}
	for _, d := range []string{f.Checked, f.Fix, f.Blocked, f.Failed, f.Send} {
		if d == f.Path {
			return fmt.Errorf("folders[%d]: %s is both watched and a destination", i, d)
		}
	}
	return nil
}

// checkCircles refuses a destination or reports folder that is watched
// (or, recursive, inside a watched folder): memos would go round.
func (c *Config) checkCircles() error {
	watched := map[string]bool{}
	for _, f := range c.Folders {
		watched[f.Path] = true
	}
	for _, f := range c.Folders {
		for _, d := range []string{f.Checked, f.Fix, f.Blocked, f.Failed, f.Send, f.Reports} {
			if d != "" && watched[d] {
				return fmt.Errorf("%s is both watched and a destination: memos would go round in circles", d)
			}
			if !c.Recursive || d == "" {
				continue
			}
			for w := range watched {
				if strings.HasPrefix(d, w+string(filepath.Separator)) {
					return fmt.Errorf("recursive: %s is inside the watched folder %s: memos would go round in circles", d, w)
				}
			}
		}
	}
	return nil
}

// checkState refuses a state folder that is, or is inside, a folder of
// the share — a watched folder (and so its work folder), the reports
// folder or a destination: its journal key would be readable there by
// every share user, who could then sign a job the daemon adopts.
func (c *Config) checkState() error {
	for _, f := range c.Folders {
		for _, d := range []string{f.Path, f.Reports, f.Checked, f.Fix, f.Blocked, f.Failed, f.Send} {
			if d != "" && within(c.State, d) {
				return fmt.Errorf("state: %s is inside the shared folder %s: the journal key would be readable there; put the state folder where only the daemon's user can read it", c.State, d)
			}
		}
	}
	return nil
}

// within reports whether p is dir or inside it, as the paths are written
// and, where both exist, as their links resolve.
func within(p, dir string) bool {
	in := func(p, dir string) bool {
		rel, err := filepath.Rel(dir, p)
		return err == nil && (rel == "." || filepath.IsLocal(rel))
	}
	if in(filepath.Clean(p), filepath.Clean(dir)) {
		return true
	}
	rp, err1 := filepath.EvalSymlinks(p)
	rd, err2 := filepath.EvalSymlinks(dir)
	return err1 == nil && err2 == nil && in(rp, rd)
}

// checkTiming checks the mode of finding files and the durations.
func (c *Config) checkTiming() error {
	switch c.Mode {
	case ModeAuto, ModeEvents, ModePoll:
	default:
		return fmt.Errorf("mode %q: use auto, events or poll", c.Mode)
	}
	if c.Settle.D() <= 0 {
		return errors.New("settle must be positive")
	}
	if c.PollInterval.D() <= 0 || c.Rescan.D() <= 0 || c.Timeout.D() <= 0 {
		return errors.New("poll_interval, rescan and timeout must be positive")
	}
	if c.Takeover.D() < 0 {
		return errors.New("takeover must be 0 (off) or positive")
	}
	return nil
}

// checkChecks checks how checks run: isolation, memory, concurrency.
func (c *Config) checkChecks() error {
	switch c.Isolation {
	case IsolationProcess, IsolationNone:
	default:
		return fmt.Errorf("isolation %q: use process or none", c.Isolation)
	}
	if c.Isolation == IsolationProcess && c.MemoryPerCheck > 0 && c.MemoryPerCheck < 128<<20 {
		return fmt.Errorf("memory_per_check %d B: at least 128MB (a worker holds the library index and a PDF engine)", int64(c.MemoryPerCheck))
	}
	if c.Concurrency < 0 {
		return errors.New("concurrency must be 0 (the number of CPUs) or more")
	}
	return nil
}

// resolveFormats checks the ignore patterns and normalizes the memo
// extensions (".docx", lower case).
func (c *Config) resolveFormats() error {
	for i, p := range c.Ignore {
		if _, err := filepath.Match(p, "x"); err != nil {
			return fmt.Errorf("ignore[%d]: bad pattern %q", i, p)
		}
	}
	if len(c.Extensions) == 0 {
		return errors.New("extensions: at least one memo format is needed")
	}
	for i, e := range c.Extensions {
		e = strings.ToLower(e)
		if !strings.HasPrefix(e, ".") {
			e = "." + e
		}
		c.Extensions[i] = e
	}
	return nil
}

// resolveOutput checks logging, report_mode, convert and notify.
func (c *Config) resolveOutput() error {
	switch c.Logging.Level {
	case "debug", "info", "warn", "error":
	default:
		return fmt.Errorf("logging.level %q: use debug, info, warn or error", c.Logging.Level)
	}
	switch c.Logging.Format {
	case "text", "json":
	default:
		return fmt.Errorf("logging.format %q: use text or json", c.Logging.Format)
	}
	c.Logging.File = c.abs(c.Logging.File)
	mode, err := fsx.ParseMode(c.ReportMode)
	if err != nil {
		return fmt.Errorf("report_mode: %v", err)
	}
	c.FileMode = mode
	switch c.Convert {
	case "", ConvertSoffice:
	default:
		return fmt.Errorf("convert %q: use soffice (LibreOffice) or leave it empty", c.Convert)
	}
	if err := c.Notify.Validate(); err != nil {
		return err
	}
	if c.Notify.Email.PasswordFile != "" {
		c.Notify.Email.PasswordFile = c.abs(c.Notify.Email.PasswordFile)
	}
	return nil
}

// checkHealth accepts a loopback address for the health endpoint.
func (c *Config) checkHealth() error {
	if c.Health == "" {
		return nil
	}
	host, _, err := net.SplitHostPort(c.Health)
	if err != nil {
		return fmt.Errorf("health %q: %v", c.Health, err)
	}
	ip := net.ParseIP(host)
	if host != "localhost" && (ip == nil || !ip.IsLoopback()) {
		return fmt.Errorf("health %q: only a loopback address (127.0.0.1, ::1) is allowed", c.Health)
	}
	return nil
}
