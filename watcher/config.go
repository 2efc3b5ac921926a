package watcher

import (
	"bytes"
	_ "embed"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
	"unicode"

	"gopkg.in/yaml.v3"

	"citeguard/internal/fsx"
	"citeguard/notify"
)

// DefaultConfigYAML is the default configuration: the repository's
// config.example.yaml, copied here because go:embed cannot reach a parent
// folder (edit the root file, then `go generate ./watcher`;
// TestExampleConfigInSync fails while the two differ). The documented
// defaults and the real ones are one text.
//
//go:generate cp ../config.example.yaml config.example.yaml
//go:embed config.example.yaml
var DefaultConfigYAML []byte

// Profiles of a watched folder.
const (
	ProfileInbox = "inbox"
	ProfileGate  = "gate"
)

// Isolation of checks.
const (
	IsolationProcess = "process" // each check in a worker process
	IsolationNone    = "none"    // checks inside the daemon
)

// ConvertSoffice converts .doc and .rtf memos to .docx with LibreOffice.
const ConvertSoffice = "soffice"

// Modes of finding files.
const (
	ModeAuto   = "auto"
	ModeEvents = "events"
	ModePoll   = "poll"
)

// Config is the daemon's configuration. Paths are absolute after Load.
type Config struct {
	Folders []Folder `yaml:"folders"`
	Library []string `yaml:"library"`
	// Collection, CollectionReadOnly, LibraryCache: the collection of
	// bulk-imported judgments (see config.example.yaml).
	Collection         string        `yaml:"collection"`
	CollectionReadOnly bool          `yaml:"collection_read_only"`
	LibraryCache       Size          `yaml:"library_cache"`
	Reports            string        `yaml:"reports"`
	Checked            string        `yaml:"checked"`
	Fix                string        `yaml:"fix"` // inbox: memos whose decision is Popraw ("" = checked)
	Blocked            string        `yaml:"blocked"`
	Failed             string        `yaml:"failed"`
	FolderNames        string        `yaml:"folder_names"` // english | polish: the names of folders the file does not name
	State              string        `yaml:"state"`
	CreateFolders      bool          `yaml:"create_folders"`
	Settle             Duration      `yaml:"settle"`
	IncompleteTimeout  Duration      `yaml:"incomplete_timeout"`
	Mode               string        `yaml:"mode"`
	PollInterval       Duration      `yaml:"poll_interval"`
	Rescan             Duration      `yaml:"rescan"`
	Marker             string        `yaml:"marker"`
	Takeover           Duration      `yaml:"takeover"`
	Concurrency        int           `yaml:"concurrency"`
	Timeout            Duration      `yaml:"timeout"`
	MaxSize            Size          `yaml:"max_size"`
	Isolation          string        `yaml:"isolation"`
	MemoryPerCheck     Size          `yaml:"memory_per_check"`
	ShutdownGrace      Duration      `yaml:"shutdown_grace"`
	Ignore             []string      `yaml:"ignore"`
	Extensions         []string      `yaml:"extensions"`
	IndexWindow        Duration      `yaml:"index_window"`
	Logging            Logging       `yaml:"logging"`
	Health             string        `yaml:"health"`
	Notify             notify.Config `yaml:"notify"`
	ReportMode         string        `yaml:"report_mode"` // umask, or an octal mode such as 0640
	Convert            string        `yaml:"convert"`     // "" or soffice: .doc/.rtf memos through LibreOffice
	Recursive          bool          `yaml:"recursive"`   // memos in folders inside watched folders too (mirrored)

	// Dir is the directory relative paths were resolved against; File the
	// configuration file ("" for the defaults).
	Dir  string `yaml:"-"`
	File string `yaml:"-"`
	// FileMode is report_mode resolved: the mode of reports, INDEX and every
	// file for people.
	FileMode fsx.FileMode `yaml:"-"`
}

// Folder is one watched folder and what happens to the memos dropped in it.
type Folder struct {
	Path    string `yaml:"path"`
	Profile string `yaml:"profile"`
	Send    string `yaml:"send"` // gate only: where clean memos go
	Reports string `yaml:"reports"`
	Checked string `yaml:"checked"`
	Fix     string `yaml:"fix"`
	Blocked string `yaml:"blocked"`
	Failed  string `yaml:"failed"`
}

// Logging configures log/slog.
type Logging struct {
	Level  string `yaml:"level"`
	Format string `yaml:"format"`
	File   string `yaml:"file"`
}

// Duration is a time.Duration written as "2s", "5m".
type Duration time.Duration

// D returns the time.Duration.
func (d Duration) D() time.Duration { return time.Duration(d) }

// MarshalYAML writes a duration as a config file does ("2s", "10m0s").
func (d Duration) MarshalYAML() (any, error) { return time.Duration(d).String(), nil }

// MarshalYAML writes a size as a config file does ("100MB"), in the
// largest unit that divides it.
func (s Size) MarshalYAML() (any, error) {
	for _, u := range []struct {
		name string
		n    int64
	}{{"GB", 1 << 30}, {"MB", 1 << 20}, {"KB", 1 << 10}} {
		if s != 0 && int64(s)%u.n == 0 {
			return fmt.Sprintf("%d%s", int64(s)/u.n, u.name), nil
		}
	}
	return fmt.Sprintf("%dB", int64(s)), nil
}

func (d *Duration) UnmarshalYAML(n *yaml.Node) error {
	if n.Kind != yaml.ScalarNode {
		return fmt.Errorf("line %d: expected a duration such as 2s or 5m", n.Line)
	}
	v, err := time.ParseDuration(strings.TrimSpace(n.Value))
	if err != nil || v < 0 {
		return fmt.Errorf("line %d: %q is not a duration (use e.g. 500ms, 2s, 5m, 1h)", n.Line, n.Value)
	}
	*d = Duration(v)
	return nil
}

// Size is a byte count written as "100MB".
type Size int64

func (s *Size) UnmarshalYAML(n *yaml.Node) error {
	v, err := parseSize(n.Value)
	if n.Kind != yaml.ScalarNode || err != nil {
		return fmt.Errorf("line %d: %q is not a size (use e.g. 500KB, 100MB, 1GB)", n.Line, n.Value)
	}
	*s = Size(v)
	return nil
}

func parseSize(s string) (int64, error) {
	s = strings.ToUpper(strings.TrimSpace(s))
	i := strings.IndexFunc(s, func(r rune) bool { return !unicode.IsDigit(r) })
	num, unit := s, ""
	if i >= 0 {
		num, unit = s[:i], strings.TrimSpace(s[i:])
	}
	n, err := strconv.ParseInt(num, 10, 64)
	if err != nil || n < 0 {
		return 0, errors.New("bad size")
	}
	mult := map[string]int64{"": 1, "B": 1, "KB": 1 << 10, "K": 1 << 10, "MB": 1 << 20, "M": 1 << 20, "GB": 1 << 30, "G": 1 << 30}[unit]
	if mult == 0 {
		return 0, errors.New("bad unit")
	}
	return n * mult, nil
}

// Default returns the default configuration rooted in dir.
func Default(dir string) (*Config, error) {
	return Parse(DefaultConfigYAML, dir, "default configuration")
}

// Load reads a configuration file; relative paths are relative to its folder.
func Load(path string) (*Config, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("config: %w", err)
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, fmt.Errorf("config: %w", err)
	}
	c, err := Parse(data, filepath.Dir(abs), path)
	if err == nil {
		c.File = abs
	}
	return c, err
}

// Parse decodes a configuration strictly: the defaults are those of
// DefaultConfigYAML, unknown keys are an error naming the key and its line.
func Parse(data []byte, dir, name string) (*Config, error) {
	var c Config
	// Start from the embedded defaults, so a short file only says what differs.
	if err := decodeStrict(DefaultConfigYAML, &c); err != nil {
		return nil, fmt.Errorf("embedded default configuration: %v", err)
	}
	if name != "default configuration" {
		// A key the file sets replaces the default (a list replaces the whole list).
		if err := decodeStrict(data, &c); err != nil {
			return nil, fmt.Errorf("%s: %v", name, err)
		}
		if err := c.nameFolders(data); err != nil {
			return nil, fmt.Errorf("%s: %v", name, err)
		}
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, err
	}
	c.Dir = abs
	if err := c.resolve(); err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	return &c, nil
}

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

func decodeStrict(data []byte, v any) error {
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	if err := dec.Decode(v); err != nil && err != io.EOF {
		return cleanYAMLError(err)
	}
	return nil
}

// cleanYAMLError turns "yaml: unmarshal errors:\n  line 3: field foo not
// found in type watcher.Config" into "line 3: unknown key \"foo\"".
func cleanYAMLError(err error) error {
	var te *yaml.TypeError
	if errors.As(err, &te) {
		var msgs []string
		for _, e := range te.Errors {
			if i := strings.Index(e, ": field "); i >= 0 && strings.Contains(e, " not found in type") {
				key := e[i+len(": field "):]
				key = key[:strings.Index(key, " not found in type")]
				msgs = append(msgs, fmt.Sprintf("%s: unknown key %q", e[:i], key))
				continue
			}
			msgs = append(msgs, e)
		}
		return errors.New(strings.Join(msgs, "; "))
	}
	return errors.New(strings.TrimPrefix(err.Error(), "yaml: "))
}

func (c *Config) abs(p string) string {
	if p == "" || filepath.IsAbs(p) {
		return p
	}
	return filepath.Join(c.Dir, p)
}

func (c *Config) resolve() error {
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
	}
	for _, f := range c.Folders {
		for _, d := range []string{f.Checked, f.Fix, f.Blocked, f.Failed, f.Send, f.Reports} {
			if d != "" && seen[d] {
				return fmt.Errorf("%s is both watched and a destination: memos would go round in circles", d)
			}
			if !c.Recursive || d == "" {
				continue
			}
			for w := range seen {
				if strings.HasPrefix(d, w+string(filepath.Separator)) {
					return fmt.Errorf("recursive: %s is inside the watched folder %s: memos would go round in circles", d, w)
				}
			}
		}
	}
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
	if c.Health != "" {
		host, _, err := net.SplitHostPort(c.Health)
		if err != nil {
			return fmt.Errorf("health %q: %v", c.Health, err)
		}
		ip := net.ParseIP(host)
		if host != "localhost" && (ip == nil || !ip.IsLoopback()) {
			return fmt.Errorf("health %q: only a loopback address (127.0.0.1, ::1) is allowed", c.Health)
		}
	}
	return nil
}
