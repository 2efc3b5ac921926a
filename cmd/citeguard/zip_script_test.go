package main

import (
	"archive/zip"
	"os"
	"path/filepath"

	"github.com/rogpeppe/go-internal/testscript"
)

// mkzip writes the ZIP ZIP of FILE… (each under its base name, or under
// -name NAME — a path a hostile ZIP may hold): `mkzip [-name NAME] ZIP FILE…`.
func mkzip(ts *testscript.TestScript, neg bool, args []string) {
	if neg {
		ts.Fatalf("unsupported: ! mkzip")
	}
	name := ""
	if len(args) > 2 && args[0] == "-name" {
		name, args = args[1], args[2:]
	}
	if len(args) < 2 {
		ts.Fatalf("usage: mkzip [-name NAME] ZIP FILE…")
	}
	f, err := os.Create(ts.MkAbs(args[0]))
	ts.Check(err)
	zw := zip.NewWriter(f)
	for _, src := range args[1:] {
		n := filepath.Base(src)
		if name != "" {
			n = name
		}
		w, err := zw.Create(n)
		ts.Check(err)
		_, err = w.Write([]byte(ts.ReadFile(src)))
		ts.Check(err)
	}
	ts.Check(zw.Close())
	ts.Check(f.Close())
}
