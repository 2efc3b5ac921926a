package watcher

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"syscall"
	"time"

	"citeguard/reports/statuspage"
)

// ErrNotRunning is FetchStatus's error when nothing listens at the health
// address: the daemon is not running (or runs with another configuration).
var ErrNotRunning = errors.New("the daemon is not running")

// maxStatusJSON bounds the /status.json FetchStatus reads.
const maxStatusJSON = 64 << 20

// FetchStatus asks the daemon listening at the health address addr for
// its status (GET /status.json), directly: never through a proxy.
func FetchStatus(ctx context.Context, addr string) (*statuspage.Status, error) {
	client := &http.Client{Timeout: 30 * time.Second, Transport: &http.Transport{Proxy: nil}}
	req, err := http.NewRequestWithContext(ctx, "GET", "http://"+addr+"/status.json", nil)
	if err != nil {
		return nil, err
	}
	resp, err := client.Do(req)
	if err != nil {
		var op *net.OpError
		if errors.Is(err, syscall.ECONNREFUSED) || errors.As(err, &op) && op.Op == "dial" {
			return nil, fmt.Errorf("%w: nothing answers at http://%s/", ErrNotRunning, addr)
		}
		return nil, fmt.Errorf("asking the daemon at http://%s/: %w", addr, err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("the daemon at http://%s/ answered %s (an older citeguard without the status page?)", addr, resp.Status)
	}
	var st statuspage.Status
	if err := json.NewDecoder(io.LimitReader(resp.Body, maxStatusJSON)).Decode(&st); err != nil {
		return nil, fmt.Errorf("the daemon's /status.json: %w", err)
	}
	if st.V != statuspage.Version {
		return nil, fmt.Errorf("the daemon's /status.json is of version %d, this citeguard reads version %d", st.V, statuspage.Version)
	}
	return &st, nil
}
