package main

import (
	"context"
	"net"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/rogpeppe/go-internal/testscript"

	"citeguard/reports"
	"citeguard/watcher"
)

// TestStatusScripts runs the scripts of `citeguard status` in
// testdata/status, with a daemon running in the background: healthconfig
// gives its configuration a free loopback port, waitstatus waits until
// the daemon answers (and, given a state and a memo, until the memo waits
// in that state).
func TestStatusScripts(t *testing.T) {
	end, bounded := waitEnd(t)
	testscript.Run(t, testscript.Params{Dir: "testdata/status", Cmds: map[string]func(*testscript.TestScript, bool, []string){
		"healthconfig": healthConfig, "waitstatus": func(ts *testscript.TestScript, neg bool, args []string) {
			waitStatus(ts, neg, args, end, bounded)
		}}})
}

// healthConfig appends "health: 127.0.0.1:PORT" with a free port to FILE.
func healthConfig(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 1 {
		ts.Fatalf("usage: healthconfig FILE")
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	ts.Check(err)
	addr := ln.Addr().String()
	ln.Close()
	f, err := os.OpenFile(ts.MkAbs(args[0]), os.O_APPEND|os.O_WRONLY, 0)
	ts.Check(err)
	defer f.Close()
	_, err = f.WriteString("health: " + addr + "\n")
	ts.Check(err)
}

// waitStatus waits until the daemon of CONFIG answers and, with STATE and
// NAME, until the memo NAME waits in STATE; it gives up at end (waitEnd of
// the test) when bounded.
func waitStatus(ts *testscript.TestScript, neg bool, args []string, end time.Time, bounded bool) {
	if neg || (len(args) != 1 && len(args) != 3) {
		ts.Fatalf("usage: waitstatus CONFIG [STATE NAME]")
	}
	cfg, err := watcher.Load(ts.MkAbs(args[0]))
	ts.Check(err)
	last := ""
	for !waited(end, bounded) {
		st, err := watcher.FetchStatus(context.Background(), cfg.Health)
		if err == nil {
			if len(args) == 1 {
				return
			}
			var seen []string
			for _, w := range st.Waiting {
				if w.Name == args[2] && w.State == reports.WaitState(args[1]) {
					return
				}
				seen = append(seen, w.Name+":"+string(w.State))
			}
			last = strings.Join(seen, ", ")
		} else {
			last = err.Error()
		}
		time.Sleep(100 * time.Millisecond)
	}
	ts.Fatalf("waitstatus %s: not so when the test's deadline came near (last: %s)", strings.Join(args, " "), last)
}
