package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"citeguard/check"

	"github.com/rogpeppe/go-internal/testscript"
)

// The workers of the check pool run this test binary under the name
// citeguard, which testscript.Main dispatches to run; the copy of that name
// is in the PATH it sets up.
func init() { check.WorkerExecutable = func() (string, error) { return exec.LookPath("citeguard") } }

func TestMain(m *testing.M) {
	if os.Getenv("CITEGUARD_TEST_RUN_MAIN") == "1" {
		// A Go test runs the binary as a child process (signal tests).
		os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
	}
	testscript.Main(m, map[string]func(){
		"citeguard": func() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) },
	})
}

// TestScripts runs the CLI scripts in testdata/script: each .txtar file is one
// scenario with its input files and the expected output and exit code.
// $EXAMPLE is the repository's example library and memos.
func TestScripts(t *testing.T) {
	example, err := filepath.Abs(filepath.Join("..", "..", "testdata", "example"))
	if err != nil {
		t.Fatal(err)
	}
	testscript.Run(t, testscript.Params{Dir: "testdata/script", Setup: func(env *testscript.Env) error {
		env.Setenv("EXAMPLE", example)
		return nil
	}})
}
