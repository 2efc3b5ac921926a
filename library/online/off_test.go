package online

import (
	"context"
	"errors"
	"net"
	"sync/atomic"
	"testing"
)

// TestOffConnectsNowhere: with the sources off (the default), every lookup
// answers Off and nothing dials — not the replay (its listener counts the
// connections), not anything else (the dialer counts every dial).
func TestOffConnectsNowhere(t *testing.T) {
	r := newReplay(t)
	var dials atomic.Int64
	dial := func(ctx context.Context, network, addr string) (net.Conn, error) {
		dials.Add(1)
		return nil, errors.New("no dial may happen")
	}
	queries := []Query{
		JudgmentQuery(mustSig(t, "I ACa 1105/12"), "SA w Krakowie", mustDate(t, "2012-10-16")),
		ActQuery(mustDzU(t, "Dz.U. 2014 poz. 827"), Date{}),
		EUActQuery(mustCELEX(t, "32016R0679")),
	}
	off := Config{} // as config.example.yaml: every source off
	half := r.config(t, SourceSAOS)
	half.SAOS.Enabled = false
	half.ELI.Host = r.host() // a host configured is not a source turned on
	for _, cfg := range []Config{off, half} {
		c, err := New(cfg, Options{DialContext: dial, RootCAs: r.pool(), Proxy: noProxy})
		if err != nil {
			t.Fatal(err)
		}
		for _, q := range queries {
			if a := c.Lookup(context.Background(), q); a.Status != Off || len(a.Files) != 0 {
				t.Errorf("%s: %+v, want off", q, a)
			}
			if c.Enabled(q.Kind()) {
				t.Errorf("%s: enabled", q)
			}
		}
		if _, err := c.SyncSAOS(context.Background(), SyncOptions{Dir: t.TempDir(), Since: "2026-01-01", Import: func(context.Context, string) error { return nil }}); err == nil {
			t.Errorf("sync with SAOS off: no error")
		}
	}
	// One source on: only its kind asks (through the counting dialer).
	on := r.config(t, SourceELI)
	c, err := New(on, Options{DialContext: dial, RootCAs: r.pool(), Proxy: noProxy})
	if err != nil {
		t.Fatal(err)
	}
	for _, q := range []Query{queries[0], queries[2]} {
		if a := c.Lookup(context.Background(), q); a.Status != Off {
			t.Errorf("%s with only ELI on: %+v", q, a)
		}
	}
	if n, m := dials.Load(), r.conns.Load(); n != 0 || m != 0 {
		t.Fatalf("%d dials, %d connections with the sources off", n, m)
	}
	// The counter counts: the source that is on dials.
	c.Lookup(context.Background(), queries[1])
	if dials.Load() == 0 {
		t.Fatalf("the counting dialer saw no dial of an enabled source: the test above proves nothing")
	}
}
