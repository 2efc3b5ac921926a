package watcher

import (
	"errors"
	"fmt"
	"path/filepath"

	"citeguard/library/online"
)

// OnlineSources is the online_sources: section: the public-source lookups
// (SAOS, the Sejm's ELI API, EUR-Lex), each off until turned on. See
// config.example.yaml and docs/online-sources.md.
type OnlineSources struct {
	// Folder is the library folder the downloads go into; "" =
	// STATE/pobrane. It is read as a library folder whenever a source is on.
	Folder string       `yaml:"folder"`
	Budget Duration     `yaml:"budget"` // how long one memo waits for its lookups
	Proxy  string       `yaml:"proxy"`  // "" = the system's proxy settings (HTTPS_PROXY, NO_PROXY)
	SAOS   OnlineSource `yaml:"saos"`
	ELI    OnlineSource `yaml:"eli"`
	EURLex OnlineSource `yaml:"eurlex"`
}

// OnlineSource is one public source.
type OnlineSource struct {
	Enabled        bool     `yaml:"enabled"`
	Host           string   `yaml:"host"` // host[:port] of the service or a mirror; always HTTPS
	API            string   `yaml:"api"`  // eurlex only: eurlex or cellar
	RequestTimeout Duration `yaml:"request_timeout"`
	MaxResponse    Size     `yaml:"max_response"`
	Rate           float64  `yaml:"rate"` // requests a second to the host
	// saos only: the modification date the first `citeguard library sync`
	// starts from, and the dump pages one sync fetches at most.
	SyncSince    string `yaml:"sync_since"`
	SyncMaxPages int    `yaml:"sync_max_pages"`
}

// resolveOnline completes online_sources (the download folder, absolute)
// and rejects settings that cannot work.
func (c *Config) resolveOnline() error {
	o := &c.OnlineSources
	if o.SAOS.API != "" || o.ELI.API != "" {
		return errors.New("online_sources: api is a setting of eurlex only")
	}
	if o.ELI.SyncSince != "" || o.EURLex.SyncSince != "" || o.ELI.SyncMaxPages != 0 || o.EURLex.SyncMaxPages != 0 {
		return errors.New("online_sources: sync_since and sync_max_pages are settings of saos only")
	}
	if o.Folder == "" {
		o.Folder = filepath.Join(c.State, "pobrane")
	}
	o.Folder = c.abs(o.Folder)
	for _, f := range c.Folders {
		if o.Folder == f.Path || o.Folder == f.Reports {
			return fmt.Errorf("online_sources.folder %s is also a watched or reports folder", o.Folder)
		}
	}
	oc := c.Online()
	if err := oc.Validate(); err != nil {
		return err
	}
	return nil
}

// Online returns online_sources as the online package takes it.
func (c *Config) Online() online.Config {
	o := c.OnlineSources
	src := func(s OnlineSource) online.Source {
		return online.Source{Enabled: s.Enabled, Host: s.Host, API: s.API, RequestTimeout: s.RequestTimeout.D(), MaxResponse: int64(s.MaxResponse), Rate: s.Rate}
	}
	return online.Config{SAOS: src(o.SAOS), ELI: src(o.ELI), EURLex: src(o.EURLex), Folder: o.Folder, Budget: o.Budget.D(), Proxy: o.Proxy,
		SyncMaxPages: o.SAOS.SyncMaxPages, SyncSince: o.SAOS.SyncSince}
}

// LibraryRoots are the library folders: library:, and the download folder
// of online_sources when a source is on (its downloads are sources like
// any other).
func (c *Config) LibraryRoots() []string {
	roots := append([]string(nil), c.Library...)
	if oc := c.Online(); oc.Enabled() {
		roots = append(roots, oc.Folder)
	}
	return roots
}
