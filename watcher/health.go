package watcher

import (
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// healthServer is the health endpoint: its listener, bound when a daemon
// is made (a port in use stops a start, and a reload, before anything
// runs), and the daemon it answers for. A reload onto the same address
// hands it to the next daemon, so /healthz never goes away.
type healthServer struct {
	addr string
	srv  *http.Server
	cur  atomic.Pointer[Daemon]
}

// listenHealth binds the health endpoint at addr for d and serves it:
// GET /healthz (JSON) and GET /metrics (Prometheus text).
func listenHealth(addr string, d *Daemon) (*healthServer, error) {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, fmt.Errorf("health endpoint: %w", err)
	}
	h := &healthServer{addr: ln.Addr().String()}
	h.cur.Store(d)
	mux := http.NewServeMux()
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) { h.cur.Load().healthz(w, r) })
	mux.HandleFunc("GET /metrics", func(w http.ResponseWriter, r *http.Request) { h.cur.Load().metrics(w, r) })
	h.statusRoutes(mux)
	h.srv = &http.Server{Handler: mux, ReadHeaderTimeout: 5 * time.Second}
	go h.srv.Serve(ln)
	d.log.Info("health endpoint", "addr", "http://"+h.addr+"/healthz", "status_page", "http://"+h.addr+"/")
	return h, nil
}

// answerFor makes the endpoint answer for d from now on.
func (h *healthServer) answerFor(d *Daemon) { h.cur.Store(d) }

func (h *healthServer) close() { h.srv.Close() }

// reloadState is what the last reload (SIGHUP) could not do.
type reloadState struct {
	mu     sync.Mutex
	failed string
}

// folderHealth is one watched folder on /healthz.
type folderHealth struct {
	Path      string `json:"path"`
	Profile   string `json:"profile"`
	Available bool   `json:"available"`
	Polling   bool   `json:"polling"`
	NetFS     string `json:"netfs,omitempty"`
	Refused   string `json:"refused,omitempty"` // why the folder is not watched now (its path leads elsewhere)
}

// healthStatus is the body of /healthz.
type healthStatus struct {
	Status    string           `json:"status"`
	Daemon    string           `json:"daemon"`
	Uptime    string           `json:"uptime"`
	Queued    int              `json:"queued"`            // memos waiting for a check: in the folders (settling, incomplete, held) and queued
	Waiting   map[string]int   `json:"waiting,omitempty"` // the same by state (reports.WaitState)
	InFlight  int64            `json:"in_flight"`
	Processed map[string]int64 `json:"processed"`
	Folders   []folderHealth   `json:"folders"`
	Audit     string           `json:"audit,omitempty"`
	Library   *LibraryState    `json:"library,omitempty"`
	Held      string           `json:"held,omitempty"`   // why memos wait unchecked
	Reload    string           `json:"reload,omitempty"` // why the configuration on disk is not the one running
}

// healthz answers GET /healthz: 200 and "ok", or 503 and "degraded" with
// what is wrong (a damaged audit log, the library, held memos, a folder).
func (d *Daemon) healthz(w http.ResponseWriter, r *http.Request) {
	queued, waiting := d.waitingCounts()
	out := healthStatus{Library: d.hold.libraryState(), Status: "ok", Daemon: d.state.id, Uptime: time.Since(d.stats.started).Round(time.Second).String(),
		Queued: queued, Waiting: waiting, InFlight: d.stats.inFlight.Load(), Processed: d.stats.outcomes()}
	if d.audit.damaged != "" {
		out.Status, out.Audit = "degraded", "damaged: "+d.audit.damaged
	}
	if p := d.audit.problem(); p != "" { // auditfail.go
		out.Status, out.Audit = "degraded", strings.TrimPrefix(out.Audit+"; ", "; ")+p
	}
	if out.Library != nil && !out.Library.Available {
		out.Status = "degraded"
	}
	if held, why := d.hold.holding(); held {
		out.Status, out.Held = "degraded", why
	}
	if why := d.reloadFailure(); why != "" {
		out.Status, out.Reload = "degraded", why
	}
	for _, f := range d.folders.list {
		up, refused := !f.down.Load(), f.refusedWhy()
		if !up || refused != "" {
			out.Status = "degraded"
		}
		out.Folders = append(out.Folders, folderHealth{f.Path, f.Profile, up, f.polling, f.netfs, refused})
	}
	w.Header().Set("Content-Type", "application/json")
	if out.Status != "ok" {
		w.WriteHeader(http.StatusServiceUnavailable)
	}
	json.NewEncoder(w).Encode(out)
}

// metrics answers GET /metrics in the Prometheus text format.
func (d *Daemon) metrics(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/plain; version=0.0.4")
	queued, waiting := d.waitingCounts()
	fmt.Fprintln(w, "# TYPE citeguard_memos_total counter")
	oc := d.stats.outcomes()
	keys := make([]string, 0, len(oc))
	for k := range oc {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		fmt.Fprintf(w, "citeguard_memos_total{outcome=%q} %d\n", k, oc[k])
	}
	fmt.Fprintf(w, "# TYPE citeguard_queue_length gauge\nciteguard_queue_length %d\n", queued)
	fmt.Fprintln(w, "# TYPE citeguard_memos_waiting gauge")
	for _, st := range waitStates {
		fmt.Fprintf(w, "citeguard_memos_waiting{state=%q} %d\n", st, waiting[string(st)])
	}
	fmt.Fprintf(w, "# TYPE citeguard_in_flight gauge\nciteguard_in_flight %d\n", d.stats.inFlight.Load())
	fmt.Fprintf(w, "# TYPE citeguard_check_seconds summary\nciteguard_check_seconds_sum %g\nciteguard_check_seconds_count %d\n",
		time.Duration(d.stats.checkNs.Load()).Seconds(), d.stats.checks.Load())
	down := 0
	for _, f := range d.folders.list {
		if f.down.Load() || f.refusedWhy() != "" {
			down++
		}
	}
	fmt.Fprintf(w, "# TYPE citeguard_folders_unavailable gauge\nciteguard_folders_unavailable %d\n", down)
	fmt.Fprintf(w, "# TYPE citeguard_audit_damaged gauge\nciteguard_audit_damaged %d\n", gauge(d.audit.damaged != ""))
	fmt.Fprintf(w, "# TYPE citeguard_audit_append_failures_total counter\nciteguard_audit_append_failures_total %d\n", d.audit.failures())
	if l := d.hold.libraryState(); l != nil {
		libraryMetrics(w, l)
	}
	held, _ := d.hold.holding()
	fmt.Fprintf(w, "# TYPE citeguard_memos_held gauge\nciteguard_memos_held %d\n", gauge(held))
	fmt.Fprintf(w, "# TYPE citeguard_reload_failed gauge\nciteguard_reload_failed %d\n", gauge(d.reloadFailure() != ""))
}

// libraryMetrics writes the library's gauges.
func libraryMetrics(w io.Writer, l *LibraryState) {
	fmt.Fprintf(w, "# TYPE citeguard_library_available gauge\nciteguard_library_available %d\n", gauge(l.Available))
	fmt.Fprintf(w, "# TYPE citeguard_library_sources gauge\nciteguard_library_sources %d\n", l.Sources)
	fmt.Fprintf(w, "# TYPE citeguard_library_files gauge\nciteguard_library_files %d\n", l.Files)
	fmt.Fprintf(w, "# TYPE citeguard_library_unreadable_files gauge\nciteguard_library_unreadable_files %d\n", l.Unreadable)
	if !l.Updated.IsZero() {
		fmt.Fprintf(w, "# TYPE citeguard_library_age_seconds gauge\nciteguard_library_age_seconds %g\n", time.Since(l.Updated).Seconds())
	}
	if !l.Indexed.IsZero() {
		fmt.Fprintf(w, "# TYPE citeguard_library_index_age_seconds gauge\nciteguard_library_index_age_seconds %g\n", time.Since(l.Indexed).Seconds())
	}
}

// gauge is a gauge's 0 or 1.
func gauge(b bool) int {
	if b {
		return 1
	}
	return 0
}

// healthAddrGet is where the health endpoint listens ("" without one).
func (d *Daemon) healthAddrGet() string {
	if d.health == nil {
		return ""
	}
	return d.health.addr
}
