//go:build !linux && !windows

package workers

import (
	"errors"
	"log/slog"
)

func osLimiter(max int64, log *slog.Logger) (limiter, error) {
	return nil, errors.New("no cgroup or job object on this system")
}
