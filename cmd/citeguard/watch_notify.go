package main

import (
	"context"
	"log/slog"

	"citeguard/notify"
	"citeguard/watcher"
)

// startNotifier starts the notifications of the configuration's notify:
// section — with online_sources, the only network connections citeguard makes — and says so in
// the start-up log with their targets. It returns the daemon's OnDone hook
// (nil when notifications are off) and a stop that waits up to the
// configuration's shutdown_grace for queued notifications.
func startNotifier(cfg *watcher.Config, log *slog.Logger) (onDone func(watcher.Done), stop func(), err error) {
	if !cfg.Notify.Enabled() {
		return nil, func() {}, nil
	}
	n, err := notify.Start(context.Background(), cfg.Notify, log)
	if err != nil {
		return nil, nil, err
	}
	log.Info("notifications on: network connections to these hosts only (and the public registers, when online_sources is on)", cfg.Notify.Targets()...)
	onDone = func(d watcher.Done) {
		n.Notify(notify.Event{Memo: d.Memo, Outcome: d.Outcome, Dest: d.Dest, Report: d.Report})
	}
	return onDone, func() { n.Shutdown(cfg.ShutdownGrace.D()) }, nil
}
