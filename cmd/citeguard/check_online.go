package main

import (
	"fmt"
	"log/slog"
	"os"
	"path/filepath"

	"citeguard/library/online"
	"citeguard/watcher"
)

// checkOnline is the online client of a configuration's online_sources for
// the checks (nil when every source is off: nothing is ever dialled). Its
// download folder is created — with the library's marker, since it is a
// library folder — and every request goes to STATE/online/requests.jsonl
// (the file `library fetch` appends to) and to the log.
func checkOnline(cfg *watcher.Config, logger *slog.Logger) (*online.Client, error) {
	oc := cfg.Online()
	if !oc.Enabled() {
		return nil, nil
	}
	if err := os.MkdirAll(oc.Folder, 0o777); err != nil {
		return nil, fmt.Errorf("online_sources.folder: %w", err)
	}
	if cfg.Marker != "" {
		m := filepath.Join(oc.Folder, cfg.Marker)
		if _, err := os.Stat(m); os.IsNotExist(err) {
			if err := os.WriteFile(m, nil, 0o666); err != nil {
				return nil, fmt.Errorf("online_sources.folder: %w", err)
			}
		}
	}
	c, err := online.New(oc, online.Options{Audit: requestAudit(cfg.State, logger), Logger: logger, UserAgent: "citeguard/" + readVersion().Module, Marker: cfg.Marker})
	if err != nil {
		return nil, fmt.Errorf("online_sources: %w", err)
	}
	logger.Info("online sources on: citations the library lacks are looked up", oc.Targets()...)
	return c, nil
}

// requestAudit logs every online request and appends it to
// STATE/online/requests.jsonl: the checks' and `library fetch|sync`'s.
func requestAudit(state string, logger *slog.Logger) func(online.Event) {
	dir := filepath.Join(state, "online")
	return func(e online.Event) {
		logger.Info("online request", "source", e.Source, "url", e.URL, "status", e.Status, "bytes", e.Bytes, "outcome", e.Outcome, "detail", e.Detail)
		if err := appendRequest(dir, e); err != nil {
			logger.Error("requests log", "err", err)
		}
	}
}

// appendRequest appends one request to dir/requests.jsonl (opened for each:
// requests are few, and a reloaded daemon keeps no handle).
func appendRequest(dir string, e online.Event) error {
	if err := os.MkdirAll(dir, 0o777); err != nil {
		return err
	}
	f, err := os.OpenFile(filepath.Join(dir, "requests.jsonl"), os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o666)
	if err != nil {
		return err
	}
	online.JSONLines(f)(e)
	return f.Close()
}
