package winsvc

import (
	"io"

	"citeguard/internal/logx"
)

// EventSink is the service's Event Log source (*eventlog.Log on Windows).
type EventSink interface {
	logx.EventSink
	io.Closer
}
