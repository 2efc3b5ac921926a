package watcher

// The value types of the configuration file: durations and sizes.

import (
	_ "embed"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"
	"unicode"

	"gopkg.in/yaml.v3"
)

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
		return errors.New("expected a duration such as 2s or 5m")
	}
	v, err := time.ParseDuration(strings.TrimSpace(n.Value))
	if err != nil || v < 0 {
		return fmt.Errorf("%q is not a duration (use e.g. 500ms, 2s, 5m, 1h)", n.Value)
	}
	*d = Duration(v)
	return nil
}

// Size is a byte count written as "100MB".
type Size int64

func (s *Size) UnmarshalYAML(n *yaml.Node) error {
	v, err := parseSize(n.Value)
	if n.Kind != yaml.ScalarNode || err != nil {
		return fmt.Errorf("%q is not a size (use e.g. 500KB, 100MB, 1GB)", n.Value)
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
