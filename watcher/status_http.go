package watcher

import (
	"bytes"
	"net"
	"net/http"
	"strings"

	"citeguard/reports/statuspage"
)

// statusRoutes adds the status page to the health listener: GET / (the
// page, for a browser on this machine), GET /status.json (the same as
// JSON: `citeguard status` reads it) and GET /reports/N/FILE (the N-th
// reports folder's files, read-only). They answer only requests addressed
// to a loopback address or localhost: a web page elsewhere that has a
// name of its own resolve to 127.0.0.1 (DNS rebinding) gets nothing.
func (h *healthServer) statusRoutes(mux *http.ServeMux) {
	mux.HandleFunc("GET /{$}", local(func(w http.ResponseWriter, r *http.Request) { h.cur.Load().statusPage(w, r) }))
	mux.HandleFunc("GET /status.json", local(func(w http.ResponseWriter, r *http.Request) { h.cur.Load().statusJSON(w, r) }))
	mux.HandleFunc("GET /reports/{n}/{file...}", local(func(w http.ResponseWriter, r *http.Request) { h.cur.Load().reportFile(w, r) }))
}

// local refuses a request whose Host is not a loopback address or
// localhost.
func local(next http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if !loopbackHost(r.Host) {
			http.Error(w, "the status page answers only on this machine's loopback address", http.StatusMisdirectedRequest)
			return
		}
		w.Header().Set("X-Content-Type-Options", "nosniff")
		w.Header().Set("X-Frame-Options", "DENY")
		w.Header().Set("Referrer-Policy", "no-referrer")
		w.Header().Set("Cache-Control", "no-store")
		next(w, r)
	}
}

// loopbackHost reports whether a Host header names this machine's
// loopback interface.
func loopbackHost(host string) bool {
	if h, _, err := net.SplitHostPort(host); err == nil {
		host = h
	}
	host = strings.TrimSuffix(strings.TrimPrefix(host, "["), "]")
	if strings.EqualFold(host, "localhost") {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// statusPage answers GET /: the status page in Polish.
func (d *Daemon) statusPage(w http.ResponseWriter, r *http.Request) {
	var b bytes.Buffer
	if err := statuspage.HTML(&b, d.status()); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
	w.Write(b.Bytes())
}

// statusJSON answers GET /status.json (statuspage.Status).
func (d *Daemon) statusJSON(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "application/json")
	statuspage.JSON(w, d.status())
}
