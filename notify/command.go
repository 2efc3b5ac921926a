package notify

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"citeguard/reports/reportdir"
)

// command runs a program after each memo (no shell), with the report's
// JSON on standard input and the memo's facts in the environment:
// CITEGUARD_MEMO, CITEGUARD_DECISION, CITEGUARD_OUTCOME, CITEGUARD_BLOCKED,
// CITEGUARD_MEMO_PATH, CITEGUARD_REPORT_HTML, CITEGUARD_REPORT_MD,
// CITEGUARD_REPORT_JSON. A non-zero exit is a failure (retried).
type command struct{ argv []string }

func (c *command) name() string { return "command " + filepath.Base(c.argv[0]) }

// maxOutput bounds what is kept of the program's output for the log.
const maxOutput = 2048

func (c *command) send(ctx context.Context, d *delivery) error {
	cmd := exec.CommandContext(ctx, c.argv[0], c.argv[1:]...)
	cmd.Stdin = bytes.NewReader(d.json)
	cmd.WaitDelay = 5 * time.Second // a child that keeps the pipes open cannot hold the worker
	cmd.Env = append(os.Environ(),
		"CITEGUARD_MEMO="+d.Memo,
		"CITEGUARD_DECISION="+string(d.memo.Decision),
		"CITEGUARD_OUTCOME="+d.Outcome,
		fmt.Sprintf("CITEGUARD_BLOCKED=%v", d.memo.Blocked),
		"CITEGUARD_MEMO_PATH="+d.Dest,
		"CITEGUARD_REPORT_HTML="+reportdir.HTMLPath(d.Report),
		"CITEGUARD_REPORT_MD="+d.Report,
		"CITEGUARD_REPORT_JSON="+reportdir.JSONPath(d.Report),
	)
	var out capped
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Run(); err != nil {
		if ctx.Err() != nil {
			err = fmt.Errorf("%w (%v)", err, ctx.Err())
		}
		return fmt.Errorf("%s: %w; output: %q", c.argv[0], err, strings.TrimSpace(out.String()))
	}
	return nil
}

// capped keeps the first maxOutput bytes written to it.
type capped struct{ bytes.Buffer }

func (c *capped) Write(p []byte) (int, error) {
	if room := maxOutput - c.Len(); room > 0 {
		c.Buffer.Write(p[:min(len(p), room)])
	}
	return len(p), nil
}
