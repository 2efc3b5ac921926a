package watcher

import (
	"os"
	"reflect"
	"regexp"
	"slices"
	"testing"
)

// configKeyPaths is every key a configuration file may set, as the key
// reader walks them (watcher/config_keys.go): a section's keys joined with
// ".", a list of sections as "folders[].path"; a value the reader decodes
// whole (a scalar, a list of scalars, a map, a type with its own YAML
// decoding) is one key.
func configKeyPaths(t reflect.Type, prefix string) []string {
	var out []string
	for _, key := range keysOf(t) {
		f, _ := fieldOf(t, key)
		path := join(prefix, key)
		out = append(out, path)
		ft := f.Type
		switch {
		case reflect.PointerTo(ft).Implements(unmarshalerType):
		case ft.Kind() == reflect.Struct:
			out = append(out, configKeyPaths(ft, path)...)
		case ft.Kind() == reflect.Slice && ft.Elem().Kind() == reflect.Struct:
			out = append(out, configKeyPaths(ft.Elem(), path+"[]")...)
		}
	}
	return out
}

// TestConfigKeysDocumented: every key of the configuration has its row in
// docs/configuration.md (a table row starting with | `key` |), and every
// key that page documents is one the configuration reads.
func TestConfigKeysDocumented(t *testing.T) {
	b, err := os.ReadFile("../docs/configuration.md")
	if err != nil {
		t.Fatal(err)
	}
	documented := map[string]bool{}
	for _, m := range regexp.MustCompile("(?m)^\\| `([^`]+)` \\|").FindAllStringSubmatch(string(b), -1) {
		documented[m[1]] = true
	}
	keys := configKeyPaths(reflect.TypeFor[Config](), "")
	for _, k := range keys {
		if !documented[k] {
			t.Errorf("configuration key %s is not documented in docs/configuration.md (add a row: | `%s` | default | what it does |)", k, k)
		}
	}
	for k := range documented {
		if !slices.Contains(keys, k) {
			t.Errorf("docs/configuration.md documents %s, which is no configuration key", k)
		}
	}
	if testing.Verbose() {
		for _, k := range keys {
			t.Log(k)
		}
	}
}
