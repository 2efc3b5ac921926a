package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"time"

	"citeguard/internal/logx"
	"citeguard/internal/winsvc"
	"citeguard/watcher"
)

// runService runs the daemon under the Windows Service Control Manager:
// Stop and Shutdown end it as SIGTERM does (memos in flight finish within
// shutdown_grace or return to the inbox). Its log goes to logging.file —
// <state>\citeguard.log when the configuration names none, since a service
// has no console — and its warnings and errors also to the Event Log.
func runService(name, configPath string, cfg *watcher.Config, stderr io.Writer) int {
	events, err := winsvc.EventLog(name)
	if err != nil {
		fmt.Fprintf(stderr, "citeguard watch: -service %s: %v\n", name, err)
		return exitUsage
	}
	defer events.Close()
	file := cfg.Logging.File
	if file == "" {
		file = filepath.Join(cfg.State, "citeguard.log")
		if err := os.MkdirAll(cfg.State, 0o755); err != nil {
			events.Error(logx.EventError, fmt.Sprintf("citeguard: state folder %s: %v", cfg.State, err))
			return exitUsage
		}
	}
	base, out, err := logx.New(logx.Options{Level: cfg.Logging.Level, Format: cfg.Logging.Format, File: file}, io.Discard)
	if err != nil {
		events.Error(logx.EventError, "citeguard: "+err.Error())
		return exitUsage
	}
	defer out.Close()
	log := slog.New(logx.Tee(base.Handler(), logx.NewEventHandler(events, slog.LevelWarn)))
	events.Info(logx.EventInfo, fmt.Sprintf("citeguard %s starting: configuration %s, log %s", readVersion().Module, configPath, file))
	code := exitOK
	err = winsvc.Run(name, cfg.ShutdownGrace.D()+30*time.Second, func(ctx context.Context) error {
		var err error
		code, err = runDaemon(ctx, cfg, log, false, io.Discard)
		return err
	})
	if errors.Is(err, winsvc.ErrNotFromSCM) {
		fmt.Fprintf(stderr, "citeguard watch: -service %s: only the Service Control Manager starts a service (citeguard service start)\n", name)
		return exitUsage
	}
	if err != nil {
		log.Error("citeguard service stopped on an error", "err", err)
		if code == exitOK {
			code = exitBlock
		}
		return code
	}
	events.Info(logx.EventInfo, "citeguard stopped")
	return exitOK
}
