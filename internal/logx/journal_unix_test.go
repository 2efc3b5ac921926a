//go:build unix

package logx

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
)

// TestJournalDetected runs this test binary with its standard error on a
// pipe whose device and inode are in JOURNAL_STREAM, as systemd starts a
// service: the child's lines carry priorities. With another stream named,
// they do not.
func TestJournalDetected(t *testing.T) {
	if os.Getenv("LOGX_CHILD") == "1" {
		log, _, err := New(Options{}, os.Stderr)
		if err != nil {
			os.Exit(3)
		}
		log.Warn("from the child")
		os.Exit(0)
	}
	t.Parallel()
	for _, match := range []bool{true, false} {
		r, w, err := os.Pipe()
		if err != nil {
			t.Fatal(err)
		}
		fi, _ := w.Stat()
		st := fi.Sys().(*syscall.Stat_t)
		stream := fmt.Sprintf("%d:%d", st.Dev, st.Ino)
		if !match {
			stream = fmt.Sprintf("%d:%d", st.Dev, st.Ino+1)
		}
		cmd := exec.Command(os.Args[0], "-test.run=^TestJournalDetected$")
		cmd.Env = append(os.Environ(), "LOGX_CHILD=1", "JOURNAL_STREAM="+stream)
		cmd.Stderr = w
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		w.Close()
		got, _ := bufio.NewReader(r).ReadString('\n')
		if err := cmd.Wait(); err != nil {
			t.Fatalf("child: %v", err)
		}
		if has := strings.HasPrefix(got, "<4>"); has != match {
			t.Errorf("JOURNAL_STREAM matching=%v: line %q", match, got)
		}
	}
}
