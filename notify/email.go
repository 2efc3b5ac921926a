package notify

import (
	"bytes"
	"context"
	"crypto/rand"
	"crypto/tls"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"mime"
	"mime/quotedprintable"
	"net"
	"net/mail"
	"net/smtp"
	"os"
	"sort"
	"strings"
	"time"

	"citeguard/reports"
)

// mailer sends e-mail through the firm's SMTP server.
type mailer struct {
	cfg      Email
	base     string
	host     string
	password string
}

func newMailer(cfg Config) (*mailer, error) {
	host, _, _ := net.SplitHostPort(cfg.Email.SMTP)
	m := &mailer{cfg: cfg.Email, base: cfg.ReportURL, host: host}
	if cfg.Email.Username != "" {
		m.password = os.Getenv("CITEGUARD_SMTP_PASSWORD")
		if cfg.Email.PasswordFile != "" {
			b, err := os.ReadFile(cfg.Email.PasswordFile)
			if err != nil {
				return nil, fmt.Errorf("notify.email.password_file: %w", err)
			}
			m.password = strings.TrimSpace(string(b))
		}
	}
	return m, nil
}

func (m *mailer) name() string { return "e-mail" }

// recipients are the configured addresses and, with to_author, the
// addresses the authors table gives the memo's creator and last editor.
// A name that is not in the table selects nobody.
func (m *mailer) recipients(d *delivery) []string {
	seen := map[string]bool{}
	var out []string
	add := func(a string) {
		if a = strings.TrimSpace(a); a != "" && !seen[strings.ToLower(a)] {
			seen[strings.ToLower(a)] = true
			out = append(out, a)
		}
	}
	for _, a := range m.cfg.To {
		add(a)
	}
	if m.cfg.ToAuthor && d.memo.Author != nil {
		for _, name := range []string{d.memo.Author.Creator, d.memo.Author.LastModifiedBy} {
			add(lookupAuthor(m.cfg.Authors, name))
		}
	}
	return out
}

// lookupAuthor finds a name in the authors table, ignoring case and
// surrounding space.
func lookupAuthor(table map[string]string, name string) string {
	name = strings.TrimSpace(name)
	if name == "" {
		return ""
	}
	for k, v := range table {
		if strings.EqualFold(strings.TrimSpace(k), name) {
			return v
		}
	}
	return ""
}

func (m *mailer) send(ctx context.Context, d *delivery) error {
	to := m.recipients(d)
	if len(to) == 0 {
		return nil // to_author only, and the memo's author is not in the table
	}
	msg, err := m.message(d, to)
	if err != nil {
		return err
	}
	return m.deliver(ctx, to, msg)
}

// message builds the e-mail: a plain-text body with the decision, the next
// step and the link, and the HTML report attached.
func (m *mailer) message(d *delivery, to []string) ([]byte, error) {
	from, _ := mail.ParseAddress(m.cfg.From)
	var b bytes.Buffer
	boundary := randomHex(12)
	memo := reports.Plain(d.Memo)
	head := map[string]string{
		"From":         from.String(),
		"To":           headerAddresses(to),
		"Subject":      mime.QEncoding.Encode("utf-8", "[citeguard] "+reports.ActionOf(d.memo).Word()+": "+memo),
		"Date":         d.Time.Format(time.RFC1123Z),
		"Message-ID":   "<" + randomHex(16) + "@citeguard>",
		"MIME-Version": "1.0",
		"Content-Type": `multipart/mixed; boundary="` + boundary + `"`,
		"X-Citeguard":  string(d.memo.Decision),
	}
	keys := make([]string, 0, len(head))
	for k := range head {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		fmt.Fprintf(&b, "%s: %s\r\n", k, head[k])
	}
	fmt.Fprintf(&b, "\r\n--%s\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n", boundary)
	qp := quotedprintable.NewWriter(&b)
	qp.Write([]byte(strings.ReplaceAll(m.body(d, memo), "\n", "\r\n")))
	qp.Close()
	if len(d.html) > 0 {
		name := memo + ".html"
		fmt.Fprintf(&b, "\r\n--%s\r\nContent-Type: %s\r\nContent-Transfer-Encoding: base64\r\nContent-Disposition: %s\r\n\r\n", boundary,
			mime.FormatMediaType("text/html", map[string]string{"charset": "utf-8", "name": name}),
			mime.FormatMediaType("attachment", map[string]string{"filename": name}))
		enc := base64.StdEncoding.EncodeToString(d.html)
		for len(enc) > 76 {
			b.WriteString(enc[:76] + "\r\n")
			enc = enc[76:]
		}
		b.WriteString(enc + "\r\n")
	}
	fmt.Fprintf(&b, "\r\n--%s--\r\n", boundary)
	return b.Bytes(), nil
}

// body is the e-mail's text: what a lawyer needs without opening anything.
func (m *mailer) body(d *delivery, memo string) string {
	l := reportLinks(m.base, d.Report)
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n\n", reports.Headline(d.memo))
	fmt.Fprintf(&b, "Memo: %s\n", memo)
	if where := placeWords(d.Outcome); where != "" {
		fmt.Fprintf(&b, "Memo %s: %s\n", where, d.Dest)
	}
	fmt.Fprintf(&b, "\nCo dalej: %s\n", reports.NextStep(d.memo))
	if d.memo.Error != "" {
		fmt.Fprintf(&b, "Przyczyna: %s\n", reports.Plain(d.memo.Error))
	}
	fmt.Fprintf(&b, "\nRaport: %s\n", l.HTML)
	if len(d.html) > 0 {
		b.WriteString("(raport jest też w załączniku)\n")
	}
	b.WriteString("\n-- \nciteguard: sprawdzanie cytatów i powołań\n")
	return b.String()
}

// placeWords says where the memo went, for the e-mail.
func placeWords(outcome string) string {
	switch outcome {
	case "blocked":
		return "wstrzymane w folderze"
	case "failed":
		return "niesprawdzone, w folderze"
	case "sent":
		return "przekazane do wysyłki"
	case "fix":
		return "do poprawy, w folderze"
	case "checked":
		return "sprawdzone, w folderze"
	}
	return ""
}

// deliver speaks SMTP: TLS as configured, AUTH when a username is set,
// one message to every recipient. ctx's deadline bounds the whole talk.
func (m *mailer) deliver(ctx context.Context, to []string, msg []byte) error {
	dialer := &net.Dialer{}
	var conn net.Conn
	var err error
	tlsConf := &tls.Config{ServerName: m.host, MinVersion: tls.VersionTLS12}
	if m.cfg.TLS == "implicit" {
		conn, err = (&tls.Dialer{NetDialer: dialer, Config: tlsConf}).DialContext(ctx, "tcp", m.cfg.SMTP)
	} else {
		conn, err = dialer.DialContext(ctx, "tcp", m.cfg.SMTP)
	}
	if err != nil {
		return err
	}
	defer conn.Close()
	if dl, ok := ctx.Deadline(); ok {
		conn.SetDeadline(dl)
	}
	stop := context.AfterFunc(ctx, func() { conn.Close() })
	defer stop()
	c, err := smtp.NewClient(conn, m.host)
	if err != nil {
		return err
	}
	defer c.Close()
	if err := c.Hello("citeguard"); err != nil {
		return err
	}
	if m.cfg.TLS == "starttls" || m.cfg.TLS == "required" {
		if ok, _ := c.Extension("STARTTLS"); ok {
			if err := c.StartTLS(tlsConf); err != nil {
				return fmt.Errorf("STARTTLS: %w", err)
			}
		} else if m.cfg.TLS == "required" {
			return errors.New("the mail server does not offer STARTTLS (tls: required)")
		}
	}
	if m.cfg.Username != "" {
		if err := c.Auth(smtp.PlainAuth("", m.cfg.Username, m.password, m.host)); err != nil {
			return fmt.Errorf("AUTH: %w", err)
		}
	}
	from, _ := mail.ParseAddress(m.cfg.From)
	if err := c.Mail(from.Address); err != nil {
		return fmt.Errorf("MAIL FROM: %w", err)
	}
	for _, a := range to {
		addr, err := mail.ParseAddress(a)
		if err != nil {
			return fmt.Errorf("recipient %q: %w", a, err)
		}
		if err := c.Rcpt(addr.Address); err != nil {
			return fmt.Errorf("RCPT TO %s: %w", addr.Address, err)
		}
	}
	w, err := c.Data()
	if err != nil {
		return fmt.Errorf("DATA: %w", err)
	}
	if _, err := w.Write(msg); err != nil {
		return err
	}
	if err := w.Close(); err != nil {
		return fmt.Errorf("DATA: %w", err)
	}
	return c.Quit()
}

// headerAddresses writes addresses for a header, names encoded.
func headerAddresses(list []string) string {
	var out []string
	for _, a := range list {
		if addr, err := mail.ParseAddress(a); err == nil {
			out = append(out, addr.String())
		}
	}
	return strings.Join(out, ", ")
}

func randomHex(n int) string {
	b := make([]byte, n)
	rand.Read(b)
	return hex.EncodeToString(b)
}
