package watcher

import (
	"bytes"
	_ "embed"
	"fmt"
	"os"
	"path/filepath"

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
	ReadAttempts       int           `yaml:"read_attempts"` // failed reads of a taken memo before it fails (attempts.go)
	MaxClaims          int           `yaml:"max_claims"`    // claims a memo may hold to be checked (check.Config.MaxClaims)
	Isolation          string        `yaml:"isolation"`
	MemoryPerCheck     Size          `yaml:"memory_per_check"`
	ShutdownGrace      Duration      `yaml:"shutdown_grace"`
	Ignore             []string      `yaml:"ignore"`
	Extensions         []string      `yaml:"extensions"`
	IndexWindow        Duration      `yaml:"index_window"`
	Logging            Logging       `yaml:"logging"`
	Health             string        `yaml:"health"`
	Notify             notify.Config `yaml:"notify"`
	OnlineSources      OnlineSources `yaml:"online_sources"`
	ReportMode         string        `yaml:"report_mode"`   // umask, or an octal mode such as 0640
	DocxComments       bool          `yaml:"docx_comments"` // a commented copy of each DOCX memo beside its report
	Convert            string        `yaml:"convert"`       // "" or soffice: .doc/.rtf memos through LibreOffice
	Recursive          bool          `yaml:"recursive"`     // memos in folders inside watched folders too (mirrored)

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
// DefaultConfigYAML; an unknown key, a value of the wrong kind and a
// setting that cannot work are problems, and every problem of the file is
// returned at once, each at its line and column (a *ConfigError).
func Parse(data []byte, dir, name string) (*Config, error) {
	var c Config
	// Start from the embedded defaults, so a short file only says what differs.
	def := &problems{keys: map[string]position{}}
	if decodeFile(DefaultConfigYAML, &c, def); len(def.list) > 0 {
		return nil, fmt.Errorf("embedded default configuration: %v", def.err("config.example.yaml"))
	}
	p := &problems{keys: map[string]position{}}
	if name != "default configuration" {
		// A key the file sets replaces the default (a list replaces the whole list).
		decodeFile(data, &c, p)
		c.nameFolders(p)
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, err
	}
	c.Dir = abs
	c.resolve(p)
	if err := p.err(name); err != nil {
		return nil, err
	}
	return &c, nil
}

// Changed reports whether the configuration c was read from reads
// differently now: its file, or, without one, the defaults rooted in its
// folder. One that no longer loads counts as changed (the reload then says
// why).
func (c *Config) Changed() bool {
	n, err := c.reread()
	return err != nil || c.Differs(n)
}

// Differs reports whether the daemon would run differently on n than on
// c: their effective configurations differ.
func (c *Config) Differs(n *Config) bool {
	var a, b bytes.Buffer
	c.WriteEffective(&a, "")
	n.WriteEffective(&b, "")
	return a.String() != b.String()
}

// reread loads the configuration again from where c came from.
func (c *Config) reread() (*Config, error) {
	if c.File != "" {
		return Load(c.File)
	}
	return Default(c.Dir)
}
