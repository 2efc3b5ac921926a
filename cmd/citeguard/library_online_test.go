package main

import (
	"encoding/pem"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"runtime"
	"sync/atomic"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"
)

// TestOnlineScripts runs the scripts of testdata/online: `library fetch`
// and `library sync` against a local HTTPS server replaying the recorded
// responses of library/online/testdata (its SOURCES says where each comes
// from). $REPLAY is the server's host:port, trusted through SSL_CERT_FILE;
// `replayconns N` checks how many connections it has accepted, `expandenv
// FILE` writes the variables out in a file of the script.
func TestOnlineScripts(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("SSL_CERT_FILE (the replay's certificate) is read on Unix only")
	}
	fixtures, err := filepath.Abs(filepath.Join("..", "..", "library", "online", "testdata"))
	if err != nil {
		t.Fatal(err)
	}
	serve := func(rel, ctype string) http.HandlerFunc {
		return func(w http.ResponseWriter, _ *http.Request) {
			b, err := os.ReadFile(filepath.Join(fixtures, filepath.FromSlash(rel)))
			if err != nil {
				http.Error(w, err.Error(), 500)
				return
			}
			w.Header().Set("Content-Type", ctype)
			w.Write(b)
		}
	}
	saosDump, err := filepath.Abs(filepath.Join("..", "..", "library", "saos", "testdata", "dump-page.json"))
	if err != nil {
		t.Fatal(err)
	}
	mux := http.NewServeMux()
	mux.HandleFunc("/api/search/judgments", func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Query().Get("caseNumber") == "I ACa 1105/12" {
			serve("saos/search-ochrona-danych.json", "application/json")(w, r)
			return
		}
		serve("saos/search-empty.synthetic.json", "application/json")(w, r)
	})
	mux.HandleFunc("/api/judgments/2", serve("saos/judgment-2.json", "application/json"))
	mux.HandleFunc("/api/dump/judgments", func(w http.ResponseWriter, r *http.Request) {
		b, _ := os.ReadFile(saosDump)
		w.Write(b)
	})
	mux.HandleFunc("/api/dump/judgments/deleted", serve("saos/deleted.synthetic.json", "application/json"))
	mux.HandleFunc("/eli/acts/DU/2014/827", serve("eli/DU-2014-827.json", "application/json"))
	mux.HandleFunc("/eli/acts/DU/2026/1244", serve("eli/DU-2026-1244.json", "application/json"))
	mux.HandleFunc("/eli/acts/DU/2024/1796", serve("eli/DU-2024-1796.synthetic.json", "application/json"))
	mux.HandleFunc("/eli/acts/DU/2024/1796/text.html", serve("eli/text-DU-2024-1796.synthetic.html", "text/html"))
	mux.HandleFunc("/legal-content/PL/TXT/HTML/", serve("eurlex/CELEX-32011L0083-excerpt.xhtml", "text/html"))
	testscript.Run(t, testscript.Params{Dir: "testdata/online", Setup: func(env *testscript.Env) error {
		// A server of its own per script: the connection count is the script's.
		conns := new(atomic.Int64)
		srv := httptest.NewUnstartedServer(mux)
		srv.Config.ConnState = func(_ net.Conn, s http.ConnState) {
			if s == http.StateNew {
				conns.Add(1)
			}
		}
		srv.StartTLS()
		env.Defer(srv.Close)
		certFile := filepath.Join(env.WorkDir, ".replay.pem")
		if err := os.WriteFile(certFile, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: srv.Certificate().Raw}), 0o644); err != nil {
			return err
		}
		env.Setenv("REPLAY", srv.Listener.Addr().String())
		env.Setenv("SSL_CERT_FILE", certFile)
		env.Values["conns"] = conns
		return nil
	}, Cmds: map[string]func(ts *testscript.TestScript, neg bool, args []string){
		// expandenv FILE: $REPLAY and the other variables written out in FILE.
		"expandenv": func(ts *testscript.TestScript, neg bool, args []string) {
			for _, f := range args {
				ts.Check(os.WriteFile(ts.MkAbs(f), []byte(os.Expand(ts.ReadFile(f), ts.Getenv)), 0o644))
			}
		},
		"replayconns": func(ts *testscript.TestScript, neg bool, args []string) {
			if len(args) != 1 {
				ts.Fatalf("usage: replayconns N")
			}
			got := fmt.Sprint(ts.Value("conns").(*atomic.Int64).Load())
			if (got == args[0]) == neg {
				ts.Fatalf("the replay accepted %s connections, want %s%s", got, map[bool]string{true: "not "}[neg], args[0])
			}
		},
	}})
}
