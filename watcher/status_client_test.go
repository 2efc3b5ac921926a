package watcher

import (
	"context"
	"errors"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// TestFetchStatus: what citeguard status says of each answer — a status
// it reads, nothing listening (ErrNotRunning), an older daemon without the
// page, a status of another version.
func TestFetchStatus(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Write([]byte(`{"v":1,"health":"ok","waiting":[{"name":"a.pdf","state":"incomplete"}]}`))
	}))
	defer srv.Close()
	addr := strings.TrimPrefix(srv.URL, "http://")
	st, err := FetchStatus(context.Background(), addr)
	if err != nil || st.Health != "ok" || len(st.Waiting) != 1 || st.Waiting[0].State != "incomplete" {
		t.Fatalf("%+v, %v", st, err)
	}

	ln, _ := net.Listen("tcp", "127.0.0.1:0")
	free := ln.Addr().String()
	ln.Close()
	if _, err := FetchStatus(context.Background(), free); !errors.Is(err, ErrNotRunning) || !strings.Contains(err.Error(), "nothing answers at http://"+free+"/") {
		t.Errorf("nothing listening: %v", err)
	}

	for _, tc := range []struct {
		body string
		code int
		want string
	}{
		{"404 page not found", 404, "an older citeguard without the status page"},
		{`{"v":99}`, 200, "version 99"},
		{`{"v":`, 200, "/status.json"},
	} {
		s := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			w.WriteHeader(tc.code)
			w.Write([]byte(tc.body))
		}))
		_, err := FetchStatus(context.Background(), strings.TrimPrefix(s.URL, "http://"))
		s.Close()
		if err == nil || errors.Is(err, ErrNotRunning) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v, want %q", tc.body, err, tc.want)
		}
	}
}
