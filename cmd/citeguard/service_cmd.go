package main

import (
	"flag"
	"fmt"
	"io"
	"time"

	"citeguard/internal/winsvc"
)

// runServiceCmd is `citeguard service install|uninstall|start|stop|status`:
// the Windows service around `citeguard watch` (an administrator's
// command prompt). Outside Windows it says to use the systemd unit.
func runServiceCmd(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("citeguard service", flag.ContinueOnError)
	fs.SetOutput(stderr)
	name := fs.String("name", winsvc.DefaultName, "the service's `NAME`")
	config := fs.String("config", "", "install: the daemon's configuration `FILE` (made absolute)")
	wait := fs.Duration("wait", 2*time.Minute, "stop: how long to wait for memos in flight to finish")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: citeguard service install -config FILE [-name NAME]")
		fmt.Fprintln(stderr, "       citeguard service uninstall|start|stop|status [-name NAME]")
		fmt.Fprintln(stderr, "\nThe Windows service running `citeguard watch -config FILE` (run as administrator):")
		fmt.Fprintln(stderr, "automatic start, restart on failure, warnings and errors in the Event Log (Application).")
		fs.PrintDefaults()
	}
	if len(args) == 0 || args[0] == "-h" || args[0] == "-help" || args[0] == "--help" {
		fs.Usage()
		if len(args) == 0 {
			return exitUsage
		}
		return exitOK
	}
	verb := args[0]
	if code, ok := parseFlags(fs, args[1:]); !ok {
		return code
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "citeguard service: unexpected argument %q\n", fs.Arg(0))
		return exitUsage
	}
	var err error
	switch verb {
	case "install":
		c := winsvc.Config{Name: *name, ConfigFile: *config}
		if err = c.Check(); err == nil {
			var notes []string
			if notes, err = winsvc.Install(c); err == nil {
				fmt.Fprintf(stdout, "service %s installed: %q %q\n", c.Name, c.Exe, c.Args())
				for _, n := range notes {
					fmt.Fprintf(stdout, "note: %s\n", n)
				}
				fmt.Fprintln(stdout, "start it: citeguard service start")
			}
		}
	case "uninstall":
		if err = winsvc.Uninstall(*name); err == nil {
			fmt.Fprintf(stdout, "service %s removed\n", *name)
		}
	case "start":
		if err = winsvc.Start(*name); err == nil {
			fmt.Fprintf(stdout, "service %s starting\n", *name)
		}
	case "stop":
		if err = winsvc.Stop(*name, *wait); err == nil {
			fmt.Fprintf(stdout, "service %s stopped\n", *name)
		}
	case "status":
		var state string
		if state, err = winsvc.Query(*name); err == nil {
			fmt.Fprintf(stdout, "service %s: %s\n", *name, state)
		}
	default:
		fmt.Fprintf(stderr, "citeguard service: unknown action %q (install, uninstall, start, stop, status)\n", verb)
		return exitUsage
	}
	if err != nil {
		fmt.Fprintf(stderr, "citeguard service %s: %v\n", verb, err)
		return exitBlock
	}
	return exitOK
}
