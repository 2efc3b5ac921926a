package watcher

import (
	"fmt"
	"io"
	"strings"

	"gopkg.in/yaml.v3"
)

// WriteEffective writes the configuration the daemon would run on: the
// defaults with what the file sets, every path absolute (from names where it
// came from). Header values that are not taken from the environment are
// masked.
func (cfg *Config) WriteEffective(w io.Writer, from string) error {
	c := *cfg
	if len(c.Notify.Webhook.Headers) > 0 {
		h := map[string]string{}
		for k, v := range c.Notify.Webhook.Headers {
			if !strings.HasPrefix(v, "env:") {
				v = "(set; not shown)"
			}
			h[k] = v
		}
		c.Notify.Webhook.Headers = h
	}
	b, err := yaml.Marshal(&c)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "# citeguard watch: the effective configuration of %s\n# (defaults filled in, relative paths resolved against %s)\n", from, cfg.Dir)
	_, err = w.Write(b)
	return err
}
