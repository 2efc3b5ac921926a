// Package sofficetest holds what the tests of LibreOffice conversions share
// (internal/soffice, check): a listening socket that records every
// connection, the linked-image fixtures pointed at it, and a fake soffice
// whose processes a test can watch.
package sofficetest

import (
	"bytes"
	"embed"
	"net"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
	"unicode/utf16"
)

//go:embed testdata/linked-image.doc testdata/linked-image.rtf
var fixtures embed.FS

// Fixtures are the linked-image memos (testdata/make-fixtures.sh).
var Fixtures = []string{"linked-image.doc", "linked-image.rtf"}

// placeholder is the port every link of a fixture names.
const placeholder = ":59999/"

// Egress listens on 127.0.0.1 and [::1] (where the machine has IPv6) on
// one port and records every connection made to it.
type Egress struct {
	Port string

	mu    sync.Mutex
	conns []string
	lns   []*net.TCPListener
	wg    sync.WaitGroup
}

// Listen starts an Egress on a five-digit port (a fixture's links are
// rewritten byte for byte); it stops with the test.
func Listen(t testing.TB) *Egress {
	t.Helper()
	for range 50 {
		ln4, err := net.ListenTCP("tcp4", &net.TCPAddr{IP: net.IPv4(127, 0, 0, 1)})
		if err != nil {
			t.Fatal(err)
		}
		port := ln4.Addr().(*net.TCPAddr).Port
		if port < 10000 {
			ln4.Close()
			continue
		}
		e := &Egress{Port: strconv.Itoa(port), lns: []*net.TCPListener{ln4}}
		if ln6, err := net.ListenTCP("tcp6", &net.TCPAddr{IP: net.IPv6loopback, Port: port}); err == nil {
			e.lns = append(e.lns, ln6)
		} else {
			t.Logf("no listener on [::1]:%d (%v): the IPv6 link is not watched", port, err)
		}
		for _, ln := range e.lns {
			e.wg.Add(1)
			go e.accept(ln)
		}
		t.Cleanup(func() { e.Connections() })
		return e
	}
	t.Fatal("no five-digit port on 127.0.0.1")
	return nil
}

func (e *Egress) accept(ln *net.TCPListener) {
	defer e.wg.Done()
	for {
		c, err := ln.Accept()
		if err != nil {
			return
		}
		c.SetReadDeadline(time.Now().Add(200 * time.Millisecond))
		buf := make([]byte, 120)
		n, _ := c.Read(buf)
		c.Close()
		e.mu.Lock()
		e.conns = append(e.conns, c.RemoteAddr().String()+" → "+ln.Addr().String()+": "+strconv.Quote(string(buf[:n])))
		e.mu.Unlock()
	}
}

// Connections stops listening, after accepting what was already queued,
// and returns every connection made.
func (e *Egress) Connections() []string {
	for _, ln := range e.lns {
		ln.SetDeadline(time.Now().Add(100 * time.Millisecond))
	}
	e.wg.Wait()
	for _, ln := range e.lns {
		ln.Close()
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	return append([]string(nil), e.conns...)
}

// Fixture writes the fixture name into dir with its links pointed at port
// (in the 8-bit and the UTF-16 strings a .doc holds) and returns its path.
func Fixture(t testing.TB, dir, name, port string) string {
	t.Helper()
	data, err := fixtures.ReadFile("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	to := ":" + port + "/"
	n := bytes.Count(data, []byte(placeholder))
	data = bytes.ReplaceAll(data, []byte(placeholder), []byte(to))
	n += bytes.Count(data, utf16le(placeholder))
	data = bytes.ReplaceAll(data, utf16le(placeholder), utf16le(to))
	if n == 0 {
		t.Fatalf("%s: no link to %s", name, placeholder)
	}
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, data, 0o600); err != nil {
		t.Fatal(err)
	}
	return p
}

func utf16le(s string) []byte {
	var b []byte
	for _, u := range utf16.Encode([]rune(s)) {
		b = append(b, byte(u), byte(u>>8))
	}
	return b
}

// Leftovers lists the conversion folders (citeguard-convert-*) in dir,
// after waiting up to 15 s for them to go (the cleaner of a killed
// converter removes its folder a moment after the tree has ended).
func Leftovers(t testing.TB, dir string) []string {
	t.Helper()
	for deadline := time.Now().Add(15 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		entries, err := os.ReadDir(dir)
		if err != nil {
			t.Fatal(err)
		}
		var left []string
		for _, e := range entries {
			if strings.HasPrefix(e.Name(), "citeguard-convert-") {
				left = append(left, e.Name())
			}
		}
		if len(left) == 0 || time.Now().After(deadline) {
			return left
		}
	}
}
