package main

import (
	"context"
	"log/slog"

	"citeguard/internal/logx"
)

// onHangup makes SIGHUP (systemctl reload, logrotate's postrotate) reopen
// the log file instead of ending the daemon; the returned func stops
// listening. Nothing happens on a platform without SIGHUP.
func onHangup(ctx context.Context, log *slog.Logger, out *logx.Output) (stop func()) {
	hup, stopNotify := notifyHangup()
	done, quit := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(done)
		for {
			select {
			case <-ctx.Done():
				return
			case <-quit:
				return
			case <-hup:
				if err := out.Reopen(); err != nil {
					log.Error("SIGHUP: reopening the log file failed; logging on to the old one", "err", err)
					continue
				}
				log.Info("SIGHUP: log file reopened; a changed configuration takes effect at the next restart")
			}
		}
	}()
	return func() {
		stopNotify()
		close(quit)
		<-done
	}
}
