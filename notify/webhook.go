package notify

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"strings"
)

// webhook posts a JSON payload to the configured URL. Redirects are not
// followed and no proxy is used: the notification goes to the host the
// firm named, or nowhere. Any 2xx answer is success.
type webhook struct {
	url     string
	headers map[string]string
	full    bool
	base    string
	client  *http.Client
}

func newWebhook(cfg Config) *webhook {
	return &webhook{url: cfg.Webhook.URL, headers: cfg.Webhook.Headers, full: cfg.Webhook.IncludeReport, base: cfg.ReportURL,
		client: &http.Client{
			Transport:     &http.Transport{Proxy: nil, MaxIdleConns: 2, IdleConnTimeout: cfg.Timeout},
			CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
		}}
}

func (w *webhook) name() string { return "webhook" }

func (w *webhook) send(ctx context.Context, d *delivery) error {
	body, err := json.Marshal(newPayload(d, w.base, w.full))
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, w.url, bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json; charset=utf-8")
	req.Header.Set("User-Agent", "citeguard")
	for k, v := range w.headers {
		if name, ok := strings.CutPrefix(v, "env:"); ok {
			v = os.Getenv(name)
		}
		req.Header.Set(k, v)
	}
	resp, err := w.client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	answer, _ := io.ReadAll(io.LimitReader(resp.Body, 512))
	if resp.StatusCode < 200 || resp.StatusCode > 299 {
		return fmt.Errorf("webhook answered %s: %q", resp.Status, strings.TrimSpace(string(answer)))
	}
	return nil
}
