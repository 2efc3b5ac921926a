package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
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
	}, Cmds: map[string]func(*testscript.TestScript, bool, []string){"saos-bad-page": saosBadPage, "mkzip": mkzip}})
}

// saosBadPage writes FILE: a SAOS dump page too big to keep in a script —
// records 0 and 5 good (SAOS ids 41000001, 41000006), record 1 with the id
// "abc", record 2 an array nested a million deep, record 3 an object of 3
// million fields (30 MB), record 4 a record of 17 MB (over the 16 MiB limit).
func saosBadPage(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 1 {
		ts.Fatalf("usage: saos-bad-page FILE")
	}
	f, err := os.Create(ts.MkAbs(args[0]))
	ts.Check(err)
	defer f.Close()
	good := func(id int) string {
		return fmt.Sprintf(`{"id":%d,"courtType":"SUPREME","courtCases":[{"caseNumber":"I Ysyn %d/22"}],"judgmentType":"SENTENCE","judgmentDate":"2022-01-0%d","textContent":"WYROK\nSąd Najwyższy oddala skargę kasacyjną nr %d."}`, 41000000+id, id, id, id)
	}
	fmt.Fprint(f, `{"links":[{"rel":"self","href":"https://www.saos.org.pl/api/dump/judgments?pageSize=100&pageNumber=2"}],"items":[`, good(1), ",")
	fmt.Fprint(f, `{"id":"abc","courtType":"SUPREME","courtCases":[{"caseNumber":"I Ysyn 2/22"}],"textContent":"x"},`)
	fmt.Fprint(f, `{"id":41000003,"courtType":"SUPREME","deep":`, strings.Repeat("[", 1_000_000), strings.Repeat("]", 1_000_000), "},")
	fmt.Fprint(f, `{"id":41000004,"courtType":"SUPREME"`)
	for i := range 3_000_000 {
		fmt.Fprintf(f, `,"f%d":0`, i)
	}
	fmt.Fprint(f, "},")
	fmt.Fprint(f, `{"id":41000005,"courtType":"SUPREME","courtCases":[{"caseNumber":"I Ysyn 5/22"}],"textContent":"`, strings.Repeat("x", 17<<20), `"},`)
	fmt.Fprint(f, good(6), `],"info":null}`)
}
