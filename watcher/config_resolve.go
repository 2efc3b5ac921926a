package watcher

// Completing a parsed configuration: folder names, absolute paths, defaults
// and the checks that reject a configuration that cannot work.

import (
	"fmt"
	"net"
	"path/filepath"
	"strconv"
	"strings"

	"citeguard/internal/fsx"
)

// polishNames are the folder names of folder_names: polish.
var polishNames = map[string]string{"inbox": "skrzynka", "library": "biblioteka", "reports": "raporty",
	"checked": "sprawdzone", "blocked": "zablokowane", "failed": "niesprawdzone"}

// nameFolders gives every folder the file does not name its Polish name
// when folder_names is polish (skrzynka/, biblioteka/, raporty/,
// sprawdzone/, zablokowane/, niesprawdzone/).
func (c *Config) nameFolders(p *problems) {
	switch c.FolderNames {
	case "english":
		return
	case "polish":
	default:
		p.add("folder_names", "folder_names %q: use english or polish", c.FolderNames)
		return
	}
	unset := func(key string) bool { _, ok := p.keys[key]; return !ok }
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
}

func (c *Config) abs(p string) string {
	if p == "" || filepath.IsAbs(p) {
		return p
	}
	return filepath.Join(c.Dir, p)
}

// resolve completes a parsed configuration (absolute paths, each folder's
// destinations, defaults) and records in p every reason it cannot work.
func (c *Config) resolve(p *problems) {
	c.resolvePaths(p)
	before := len(p.list)
	c.resolveFolders(p)
	if len(p.list) == before {
		c.checkCircles(p) // needs every folder complete
		c.checkState(p)
	}
	for _, step := range []func(*problems){c.checkTiming, c.checkChecks, c.resolveFormats, c.resolveOutput} {
		step(p)
	}
	if err := c.resolveOnline(); err != nil {
		p.addErr("online_sources", err)
	}
	c.checkHealth(p)
}

// resolvePaths makes the global folders absolute; every one is needed.
func (c *Config) resolvePaths(p *problems) {
	if len(c.Folders) == 0 {
		p.add("folders", "folders: at least one watched folder is needed")
	}
	c.Reports, c.Checked, c.Blocked, c.Failed, c.State = c.abs(c.Reports), c.abs(c.Checked), c.abs(c.Blocked), c.abs(c.Failed), c.abs(c.State)
	c.Fix = c.abs(c.Fix)
	for name, v := range map[string]string{"reports": c.Reports, "checked": c.Checked, "blocked": c.Blocked, "failed": c.Failed, "state": c.State} {
		if v == "" {
			p.add(name, "%s: a folder is needed", name)
		}
	}
	for i := range c.Library {
		c.Library[i] = c.abs(c.Library[i])
	}
	c.Collection = c.abs(c.Collection)
	if c.CollectionReadOnly && c.Collection == "" {
		p.add("collection_read_only", "collection_read_only: set collection to the published collection's folder")
	}
}

// resolveFolders completes every watched folder: its profile, its own
// destinations or the global ones, absolute.
func (c *Config) resolveFolders(p *problems) {
	seen := map[string]bool{}
	for i := range c.Folders {
		f := &c.Folders[i]
		key := fmt.Sprintf("folders[%d]", i)
		if f.Path == "" {
			p.add(key, "%s: path is needed", key)
			continue
		}
		f.Path = c.abs(f.Path)
		if seen[f.Path] {
			p.add(key+".path", "%s: %s is watched twice", key, f.Path)
		}
		seen[f.Path] = true
		c.resolveFolder(p, key, f)
	}
}

// resolveFolder completes the watched folder f, at key.
func (c *Config) resolveFolder(p *problems, key string, f *Folder) {
	switch f.Profile {
	case "":
		f.Profile = ProfileInbox
	case ProfileInbox, ProfileGate:
	default:
		p.add(key+".profile", "%s: profile %q: use inbox or gate", key, f.Profile)
	}
	if f.Profile == ProfileGate && f.Send == "" {
		p.add(key, "%s: a gate needs send: the folder clean memos move on to", key)
	}
	if f.Profile == ProfileInbox && f.Send != "" {
		p.add(key+".send", "%s: send is for a gate; an inbox moves clean memos to checked", key)
	}
	if f.Profile == ProfileGate && f.Fix != "" {
		p.add(key+".fix", "%s: fix is for an inbox; a gate holds every memo but Wyślij in blocked", key)
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
			p.add(key+".path", "%s: %s is both watched and a destination", key, d)
			break
		}
	}
}

// checkCircles refuses a destination or reports folder that is watched
// (or, recursive, inside a watched folder): memos would go round.
func (c *Config) checkCircles(p *problems) {
	watched := map[string]bool{}
	for _, f := range c.Folders {
		watched[f.Path] = true
	}
	for i, f := range c.Folders {
		key := fmt.Sprintf("folders[%d]", i)
		for _, d := range []string{f.Checked, f.Fix, f.Blocked, f.Failed, f.Send, f.Reports} {
			if d != "" && watched[d] {
				p.add(key, "%s is both watched and a destination: memos would go round in circles", d)
				continue
			}
			if !c.Recursive || d == "" {
				continue
			}
			for _, w := range c.Folders {
				if strings.HasPrefix(d, w.Path+string(filepath.Separator)) {
					p.add("recursive", "recursive: %s is inside the watched folder %s: memos would go round in circles", d, w.Path)
				}
			}
		}
	}
}

// checkState refuses a state folder that is, or is inside, a folder of
// the share — a watched folder (and so its work folder), the reports
// folder or a destination: its journal key would be readable there by
// every share user, who could then sign a job the daemon adopts.
func (c *Config) checkState(p *problems) {
	for _, f := range c.Folders {
		for _, d := range []string{f.Path, f.Reports, f.Checked, f.Fix, f.Blocked, f.Failed, f.Send} {
			if d != "" && within(c.State, d) {
				p.add("state", "state: %s is inside the shared folder %s: the journal key would be readable there; put the state folder where only the daemon's user can read it", c.State, d)
				return
			}
		}
	}
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
func (c *Config) checkTiming(p *problems) {
	switch c.Mode {
	case ModeAuto, ModeEvents, ModePoll:
	default:
		p.add("mode", "mode %q: use auto, events or poll", c.Mode)
	}
	for _, d := range []struct {
		key string
		v   Duration
	}{{"settle", c.Settle}, {"poll_interval", c.PollInterval}, {"rescan", c.Rescan}, {"timeout", c.Timeout}} {
		if d.v.D() <= 0 {
			p.add(d.key, "%s must be positive", d.key)
		}
	}
	if c.Takeover.D() < 0 {
		p.add("takeover", "takeover must be 0 (off) or positive")
	}
}

// checkChecks checks how checks run: isolation, memory, concurrency.
func (c *Config) checkChecks(p *problems) {
	switch c.Isolation {
	case IsolationProcess, IsolationNone:
	default:
		p.add("isolation", "isolation %q: use process or none", c.Isolation)
	}
	if c.Isolation == IsolationProcess && c.MemoryPerCheck > 0 && c.MemoryPerCheck < 128<<20 {
		p.add("memory_per_check", "memory_per_check %d B: at least 128MB (a worker holds the library index and a PDF engine)", int64(c.MemoryPerCheck))
	}
	if c.Concurrency < 0 {
		p.add("concurrency", "concurrency must be 0 (the number of CPUs) or more")
	}
	if c.MaxClaims < 1 {
		p.add("max_claims", "max_claims must be 1 or more (the citations and quotations a memo may hold to be checked)")
	}
	if c.ReadAttempts < 1 {
		p.add("read_attempts", "read_attempts must be 1 or more (failed reads of a memo before it fails)")
	}
}

// resolveFormats checks the ignore patterns and normalizes the memo
// extensions (".docx", lower case).
func (c *Config) resolveFormats(p *problems) {
	for i, pat := range c.Ignore {
		if _, err := filepath.Match(pat, "x"); err != nil {
			p.add("ignore", "ignore[%d]: bad pattern %q", i, pat)
		}
	}
	if len(c.Extensions) == 0 {
		p.add("extensions", "extensions: at least one memo format is needed")
	}
	for i, e := range c.Extensions {
		e = strings.ToLower(e)
		if !strings.HasPrefix(e, ".") {
			e = "." + e
		}
		c.Extensions[i] = e
	}
}

// resolveOutput checks logging, report_mode, convert and notify.
func (c *Config) resolveOutput(p *problems) {
	switch c.Logging.Level {
	case "debug", "info", "warn", "error":
	default:
		p.add("logging.level", "logging.level %q: use debug, info, warn or error", c.Logging.Level)
	}
	switch c.Logging.Format {
	case "text", "json":
	default:
		p.add("logging.format", "logging.format %q: use text or json", c.Logging.Format)
	}
	c.Logging.File = c.abs(c.Logging.File)
	if mode, err := fsx.ParseMode(c.ReportMode); err != nil {
		p.add("report_mode", "report_mode: %v", err)
	} else {
		c.FileMode = mode
	}
	switch c.Convert {
	case "", ConvertSoffice:
	default:
		p.add("convert", "convert %q: use soffice (LibreOffice) or leave it empty", c.Convert)
	}
	if err := c.Notify.Validate(); err != nil {
		p.addErr("notify", err)
	}
	if c.Notify.Email.PasswordFile != "" {
		c.Notify.Email.PasswordFile = c.abs(c.Notify.Email.PasswordFile)
	}
}

// checkHealth accepts a loopback IP address and a port for the health
// endpoint: 127.0.0.0/8 or ::1, written as the address itself. A name —
// localhost too — is refused: what it resolves to is up to /etc/hosts or
// the resolver, and the endpoint must never listen beyond this machine.
func (c *Config) checkHealth(p *problems) {
	if c.Health == "" {
		return
	}
	host, port, err := net.SplitHostPort(c.Health)
	if err != nil {
		p.add("health", "health %q: write a loopback address and a port, such as 127.0.0.1:9464 or [::1]:9464", c.Health)
		return
	}
	if n, err := strconv.Atoi(port); err != nil || n < 0 || n > 65535 {
		p.add("health", "health %q: the port %q is not a number from 0 to 65535", c.Health, port)
	}
	ip := net.ParseIP(host)
	switch {
	case ip == nil:
		p.add("health", "health %q: %q is a name, not an address; write the loopback address itself: %s",
			c.Health, host, net.JoinHostPort("127.0.0.1", port))
	case !ip.IsLoopback():
		p.add("health", "health %q: only a loopback address (127.0.0.1 … 127.255.255.254, ::1) is allowed, such as %s",
			c.Health, net.JoinHostPort("127.0.0.1", port))
	}
}
