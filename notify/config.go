package notify

import (
	"errors"
	"fmt"
	"net"
	"net/mail"
	"net/url"
	"sort"
	"strings"
	"time"
)

// Config is the notify: section of the daemon's configuration. The zero
// value sends nothing.
type Config struct {
	// Command is a program and its arguments (no shell), run after each
	// memo with the report's JSON on standard input.
	Command []string `yaml:"command"`
	Webhook Webhook  `yaml:"webhook"`
	Email   Email    `yaml:"email"`
	// On lists the outcomes that notify (checked, fix, blocked, failed,
	// sent); empty: every memo.
	On []string `yaml:"on"`
	// ReportURL is the base the links to reports are made from (a share's
	// URL such as file://///server/citeguard/reports/ or an intranet
	// address); empty: file:// URLs of the reports folder on this machine.
	ReportURL string `yaml:"report_url"`
	// Retries is how many times a failed notification is tried again;
	// Backoff the first wait (doubled each time, at most 10 min); Timeout
	// bounds one attempt; Queue bounds the notifications waiting per
	// channel.
	Retries int           `yaml:"retries"`
	Backoff time.Duration `yaml:"backoff"`
	Timeout time.Duration `yaml:"timeout"`
	Queue   int           `yaml:"queue"`
}

// Webhook is a JSON POST to a URL on the firm's network.
type Webhook struct {
	URL string `yaml:"url"`
	// Headers are sent with the POST (an Authorization token); a value
	// "env:NAME" is read from the environment variable NAME.
	Headers map[string]string `yaml:"headers"`
	// IncludeReport adds the whole report JSON — the memo's quotations and
	// passages — to the payload. Off: decision, counts and links only.
	IncludeReport bool `yaml:"include_report"`
}

// Email is SMTP e-mail with the HTML report attached.
type Email struct {
	SMTP string   `yaml:"smtp"` // host:port of the firm's mail server
	From string   `yaml:"from"`
	To   []string `yaml:"to"`
	// ToAuthor also writes to the memo's author and last editor (the DOCX
	// or ODT properties) when Authors maps their names to addresses.
	ToAuthor bool              `yaml:"to_author"`
	Authors  map[string]string `yaml:"authors"` // name as the document records it → address
	// TLS: "starttls" (when the server offers it; the default),
	// "required" (STARTTLS or fail), "implicit" (SMTPS, port 465), "none".
	TLS      string `yaml:"tls"`
	Username string `yaml:"username"`
	// PasswordFile holds the SMTP password (the environment variable
	// CITEGUARD_SMTP_PASSWORD serves when it is empty).
	PasswordFile string `yaml:"password_file"`
}

// The outcomes a notification can be limited to (the daemon's words).
var outcomes = map[string]bool{"checked": true, "fix": true, "blocked": true, "failed": true, "sent": true}

// Enabled reports whether any channel is configured.
func (c *Config) Enabled() bool {
	return len(c.Command) > 0 || c.Webhook.URL != "" || c.Email.SMTP != ""
}

// withDefaults fills the zero fields.
func (c Config) withDefaults() Config {
	if c.Retries == 0 {
		c.Retries = 5
	}
	if c.Backoff <= 0 {
		c.Backoff = 10 * time.Second
	}
	if c.Timeout <= 0 {
		c.Timeout = 30 * time.Second
	}
	if c.Queue <= 0 {
		c.Queue = 1000
	}
	if c.Email.TLS == "" {
		c.Email.TLS = "starttls"
	}
	return c
}

// Validate reports every setting that cannot work, each naming its key
// (errors.Join: one error per setting).
func (c *Config) Validate() error {
	var errs []error
	bad := func(format string, args ...any) { errs = append(errs, fmt.Errorf(format, args...)) }
	if len(c.Command) > 0 && strings.TrimSpace(c.Command[0]) == "" {
		bad("notify.command: the first item is the program to run")
	}
	for _, o := range c.On {
		if !outcomes[o] {
			bad("notify.on: %q: use checked, fix, blocked, failed or sent", o)
		}
	}
	if c.Retries < 0 {
		bad("notify.retries must be 0 or more")
	}
	if u := c.Webhook.URL; u != "" {
		p, err := url.Parse(u)
		if err != nil || (p.Scheme != "http" && p.Scheme != "https") || p.Host == "" {
			bad("notify.webhook.url %q: an http:// or https:// URL is needed", u)
		}
	}
	if c.ReportURL != "" {
		if _, err := url.Parse(c.ReportURL); err != nil {
			bad("notify.report_url %q: %v", c.ReportURL, err)
		}
	}
	c.Email.validate(bad)
	return errors.Join(errs...)
}

func (e *Email) validate(bad func(string, ...any)) {
	if e.SMTP == "" {
		if len(e.To) > 0 || e.ToAuthor {
			bad("notify.email: smtp (host:port of the mail server) is needed")
		}
		return
	}
	if _, _, err := net.SplitHostPort(e.SMTP); err != nil {
		bad("notify.email.smtp %q: host:port is needed (%v)", e.SMTP, err)
	}
	if _, err := mail.ParseAddress(e.From); err != nil {
		bad("notify.email.from %q: %v", e.From, err)
	}
	for _, a := range e.To {
		if _, err := mail.ParseAddress(a); err != nil {
			bad("notify.email.to %q: %v", a, err)
		}
	}
	names := make([]string, 0, len(e.Authors))
	for name := range e.Authors {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		if _, err := mail.ParseAddress(e.Authors[name]); err != nil {
			bad("notify.email.authors[%q] %q: %v", name, e.Authors[name], err)
		}
	}
	if len(e.To) == 0 && !e.ToAuthor {
		bad("notify.email: no recipient (set to, or to_author with authors)")
	}
	switch e.TLS {
	case "", "starttls", "required", "implicit", "none":
	default:
		bad("notify.email.tls %q: use starttls, required, implicit or none", e.TLS)
	}
}

// Targets describes what is configured, for the start-up log: the program,
// the webhook's host, the mail server and how many fixed recipients.
func (c *Config) Targets() []any {
	var out []any
	if len(c.Command) > 0 {
		out = append(out, "command", c.Command[0])
	}
	if c.Webhook.URL != "" {
		host := c.Webhook.URL
		if u, err := url.Parse(c.Webhook.URL); err == nil {
			host = u.Host
		}
		out = append(out, "webhook", host)
	}
	if c.Email.SMTP != "" {
		out = append(out, "smtp", c.Email.SMTP, "recipients", len(c.Email.To), "to_author", c.Email.ToAuthor)
	}
	return out
}
