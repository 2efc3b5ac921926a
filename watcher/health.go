package watcher

import (
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"sort"
	"sync/atomic"
	"time"
)

// serveHealth serves GET /healthz (JSON) and GET /metrics (Prometheus text)
// on the configured loopback address.
func (d *Daemon) serveHealth() (io.Closer, error) {
	ln, err := net.Listen("tcp", d.cfg.Health)
	if err != nil {
		return nil, fmt.Errorf("health endpoint: %w", err)
	}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) {
		type fs struct {
			Path      string `json:"path"`
			Profile   string `json:"profile"`
			Available bool   `json:"available"`
			Polling   bool   `json:"polling"`
			NetFS     string `json:"netfs,omitempty"`
		}
		queued, _ := d.q.counts()
		out := struct {
			Status    string           `json:"status"`
			Daemon    string           `json:"daemon"`
			Uptime    string           `json:"uptime"`
			Queued    int              `json:"queued"`
			InFlight  int64            `json:"in_flight"`
			Processed map[string]int64 `json:"processed"`
			Folders   []fs             `json:"folders"`
			Audit     string           `json:"audit,omitempty"`
			Library   *LibraryState    `json:"library,omitempty"`
			Held      string           `json:"held,omitempty"` // why memos wait unchecked
		}{Library: d.libraryState(), Status: "ok", Daemon: d.id, Uptime: time.Since(d.started).Round(time.Second).String(), Queued: queued, InFlight: d.inFlight.Load(), Processed: d.outcomes()}
		if d.audit.damaged != "" {
			out.Status, out.Audit = "degraded", "damaged: "+d.audit.damaged
		}
		if out.Library != nil && !out.Library.Available {
			out.Status = "degraded"
		}
		if held, why := d.holding(); held {
			out.Status, out.Held = "degraded", why
		}
		for _, f := range d.folders {
			up := !f.down.Load()
			if !up {
				out.Status = "degraded"
			}
			out.Folders = append(out.Folders, fs{f.Path, f.Profile, up, f.polling, f.netfs})
		}
		w.Header().Set("Content-Type", "application/json")
		if out.Status != "ok" {
			w.WriteHeader(http.StatusServiceUnavailable)
		}
		json.NewEncoder(w).Encode(out)
	})
	mux.HandleFunc("GET /metrics", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain; version=0.0.4")
		queued, _ := d.q.counts()
		fmt.Fprintln(w, "# TYPE citeguard_memos_total counter")
		oc := d.outcomes()
		keys := make([]string, 0, len(oc))
		for k := range oc {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			fmt.Fprintf(w, "citeguard_memos_total{outcome=%q} %d\n", k, oc[k])
		}
		fmt.Fprintf(w, "# TYPE citeguard_queue_length gauge\nciteguard_queue_length %d\n", queued)
		fmt.Fprintf(w, "# TYPE citeguard_in_flight gauge\nciteguard_in_flight %d\n", d.inFlight.Load())
		fmt.Fprintf(w, "# TYPE citeguard_check_seconds summary\nciteguard_check_seconds_sum %g\nciteguard_check_seconds_count %d\n",
			time.Duration(d.checkNs.Load()).Seconds(), d.checks.Load())
		down := 0
		for _, f := range d.folders {
			if f.down.Load() {
				down++
			}
		}
		fmt.Fprintf(w, "# TYPE citeguard_folders_unavailable gauge\nciteguard_folders_unavailable %d\n", down)
		damaged := 0
		if d.audit.damaged != "" {
			damaged = 1
		}
		fmt.Fprintf(w, "# TYPE citeguard_audit_damaged gauge\nciteguard_audit_damaged %d\n", damaged)
		if l := d.libraryState(); l != nil {
			up := 0
			if l.Available {
				up = 1
			}
			fmt.Fprintf(w, "# TYPE citeguard_library_available gauge\nciteguard_library_available %d\n", up)
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
		held := 0
		if h, _ := d.holding(); h {
			held = 1
		}
		fmt.Fprintf(w, "# TYPE citeguard_memos_held gauge\nciteguard_memos_held %d\n", held)
	})
	srv := &http.Server{Handler: mux, ReadHeaderTimeout: 5 * time.Second}
	go srv.Serve(ln)
	d.healthMu.Lock()
	d.healthAddr = ln.Addr().String()
	d.healthMu.Unlock()
	d.log.Info("health endpoint", "addr", "http://"+ln.Addr().String()+"/healthz")
	return srv, nil
}

func (d *Daemon) outcomes() map[string]int64 {
	out := map[string]int64{}
	d.processed.Range(func(k, v any) bool {
		out[k.(string)] = v.(*atomic.Int64).Load()
		return true
	})
	return out
}
