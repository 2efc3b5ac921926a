package main

import "context"

// onHangup makes SIGHUP (systemctl reload) reopen the log file and ask for
// a reload of the configuration (reload is called, without blocking)
// instead of ending the daemon; the returned func stops listening. Nothing
// happens on a platform without SIGHUP.
func onHangup(ctx context.Context, lg *logs, reload func()) (stop func()) {
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
				log := lg.logger()
				if err := lg.reopen(); err != nil {
					log.Error("SIGHUP: reopening the log file failed; logging on to the old one", "err", err)
				} else {
					log.Info("SIGHUP: log file reopened")
				}
				reload()
			}
		}
	}()
	return func() {
		stopNotify()
		close(quit)
		<-done
	}
}
