package main

import (
	"flag"
	"fmt"
	"io"
	"runtime"
	"runtime/debug"
	"strings"
)

// buildVersion is what `citeguard version` prints: the module version, the
// commit it was built from and the Go toolchain, all from the build
// information the Go linker embeds (no -ldflags needed).
type buildVersion struct {
	Module   string // "v1.2.3", a pseudo-version, or "(devel)"
	Revision string // VCS commit, "" when the build had no VCS information
	Time     string // commit time, RFC 3339
	Modified bool   // built from a work tree with uncommitted changes
	Go       string // toolchain, "go1.26.0"
	Platform string // GOOS/GOARCH
}

// readVersion reads the build information of the running binary.
func readVersion() buildVersion {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return buildVersion{Module: "(unknown)", Go: runtime.Version(), Platform: runtime.GOOS + "/" + runtime.GOARCH}
	}
	return versionOf(bi)
}

// versionOf extracts the fields of a build's information.
func versionOf(bi *debug.BuildInfo) buildVersion {
	v := buildVersion{Module: bi.Main.Version, Go: bi.GoVersion, Platform: runtime.GOOS + "/" + runtime.GOARCH}
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			v.Revision = s.Value
		case "vcs.time":
			v.Time = s.Value
		case "vcs.modified":
			v.Modified = s.Value == "true"
		case "GOOS":
			v.Platform = s.Value + v.Platform[strings.Index(v.Platform, "/"):]
		case "GOARCH":
			v.Platform = v.Platform[:strings.Index(v.Platform, "/")+1] + s.Value
		}
	}
	if v.Module == "" {
		v.Module = "(devel)"
	}
	return v
}

// String is the one line a support request quotes.
func (v buildVersion) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "citeguard %s", v.Module)
	if v.Revision != "" {
		rev := v.Revision
		if v.Modified {
			rev += " (modified)"
		}
		fmt.Fprintf(&b, " commit %s", rev)
		if v.Time != "" {
			fmt.Fprintf(&b, " %s", v.Time)
		}
	} else {
		b.WriteString(" commit unknown (built without VCS information, e.g. go run)")
	}
	fmt.Fprintf(&b, " %s %s", v.Go, v.Platform)
	return b.String()
}

// runVersion is `citeguard version`: one line with the module version, the
// commit and the Go version.
func runVersion(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("citeguard version", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: citeguard version")
		fmt.Fprintln(stderr, "Prints the module version, the commit the binary was built from and the Go version.")
	}
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	if fs.NArg() > 0 {
		fs.Usage()
		return exitUsage
	}
	fmt.Fprintln(stdout, readVersion())
	return exitOK
}
