package watcher

import (
	"bytes"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"citeguard/library/online"
)

// TestOnlineSourcesDefault: off by default, every source; the download
// folder STATE/pobrane; not a library folder while off.
func TestOnlineSourcesDefault(t *testing.T) {
	dir := t.TempDir()
	c, err := Default(dir)
	if err != nil {
		t.Fatal(err)
	}
	oc := c.Online()
	if oc.Enabled() || oc.SAOS.Host != online.DefaultSAOSHost || oc.ELI.Host != online.DefaultELIHost || oc.Budget != 20*time.Second {
		t.Errorf("defaults %+v", oc)
	}
	if oc.Folder != filepath.Join(c.State, "pobrane") {
		t.Errorf("folder %s", oc.Folder)
	}
	if slices.Contains(c.LibraryRoots(), oc.Folder) {
		t.Errorf("the download folder is a library folder with every source off")
	}
	var b bytes.Buffer
	c.WriteEffective(&b, "test")
	if !strings.Contains(b.String(), "online_sources:") {
		t.Errorf("the effective configuration leaves online_sources out")
	}
}

// TestOnlineSourcesParse: a source turned on, a mirror, the limits; the
// download folder relative to the config's folder and a library folder.
func TestOnlineSourcesParse(t *testing.T) {
	dir := t.TempDir()
	c, err := Parse([]byte("online_sources:\n  folder: pobrane\n  budget: 5s\n  proxy: http://proxy.kancelaria.local:3128\n"+
		"  saos:\n    enabled: true\n    host: saos.mirror.local:8443\n    max_response: 8MB\n    rate: 1\n    sync_since: 2026-11-01\n"+
		"  eurlex:\n    enabled: true\n    api: cellar\n"), dir, "test.yaml")
	if err != nil {
		t.Fatal(err)
	}
	oc := c.Online()
	if !oc.SAOS.Enabled || oc.SAOS.Host != "saos.mirror.local:8443" || oc.SAOS.MaxResponse != 8<<20 || oc.SAOS.Rate != 1 || oc.Budget != 5*time.Second ||
		oc.SyncSince != "2026-11-01" || oc.Proxy != "http://proxy.kancelaria.local:3128" || oc.ELI.Enabled {
		t.Errorf("parsed %+v", oc)
	}
	if oc.Folder != filepath.Join(dir, "pobrane") || !slices.Contains(c.LibraryRoots(), oc.Folder) {
		t.Errorf("folder %s, roots %v", oc.Folder, c.LibraryRoots())
	}
	if d := oc.WithDefaults(); d.EURLex.Host != online.DefaultCellarHost || d.EURLex.API != online.APICellar {
		t.Errorf("cellar defaults %+v", d.EURLex)
	}
}

// TestOnlineSourcesInvalid: what cannot work is refused, naming the key.
func TestOnlineSourcesInvalid(t *testing.T) {
	for _, tc := range []struct{ yaml, want string }{
		{"online_sources:\n  saos:\n    host: https://www.saos.org.pl/\n", "online_sources.saos.host"},
		{"online_sources:\n  eli:\n    host: user@api.sejm.gov.pl\n", "online_sources.eli.host"},
		{"online_sources:\n  saos:\n    api: cellar\n", "eurlex only"},
		{"online_sources:\n  eurlex:\n    api: sparql\n", "online_sources.eurlex.api"},
		{"online_sources:\n  eli:\n    sync_since: 2026-01-01\n", "saos only"},
		{"online_sources:\n  saos:\n    sync_since: yesterday\n", "sync_since"},
		{"online_sources:\n  proxy: proxy:3128\n", "online_sources.proxy"},
		{"online_sources:\n  saos:\n    max_response: 1KB\n", "max_response"},
		{"online_sources:\n  saos:\n    rate: 1000\n", "rate"},
		{"online_sources:\n  sources: [saos]\n", "unknown key"},
		{"online_sources:\n  folder: inbox\n", "watched"},
	} {
		_, err := Parse([]byte(tc.yaml), t.TempDir(), "test.yaml")
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v, want an error naming %q", tc.yaml, err, tc.want)
		}
	}
}
