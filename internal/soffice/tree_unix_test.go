//go:build unix

package soffice

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"citeguard/internal/soffice/sofficetest"
)

// TestTreeEnds: whatever the outcome — success, failure, the time limit,
// cancellation, a panic of the reader — no process of the conversion's
// tree remains when ToDOCX returns (a fake soffice that leaves a child
// behind, as soffice leaves soffice.bin) and its temp folder is gone.
func TestTreeEnds(t *testing.T) {
	for _, tc := range []struct {
		name, mode string
		timeout    time.Duration
		cancel     bool
		panics     bool
		want       func(error) bool
	}{
		{name: "success", mode: "ok", want: func(err error) bool { return err == nil }},
		{name: "failure", mode: "fail", want: func(err error) bool {
			return err != nil && strings.Contains(err.Error(), "source file could not be loaded")
		}},
		{name: "time limit", mode: "hang", timeout: 300 * time.Millisecond, want: func(err error) bool {
			return errors.Is(err, context.DeadlineExceeded) && strings.Contains(err.Error(), "no result within 300ms")
		}},
		{name: "cancellation", mode: "hang", cancel: true, want: func(err error) bool { return errors.Is(err, context.Canceled) }},
		{name: "panic of the reader", mode: "ok", panics: true, want: func(err error) bool { return err == nil }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			tmp := filepath.Join(dir, "tmp")
			os.Mkdir(tmp, 0o700)
			t.Setenv("TMPDIR", tmp)
			program, pidFile := sofficetest.FakeSoffice(t, dir, tc.mode)
			memo := filepath.Join(dir, "memo.doc")
			os.WriteFile(memo, []byte("\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"), 0o600)
			t.Setenv("FAKE_DOCX", memo)
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			if tc.cancel {
				time.AfterFunc(300*time.Millisecond, cancel)
			}
			conv := Converter{Program: program, Timeout: tc.timeout, Log: quiet()}
			if tc.timeout == 0 {
				conv.Timeout = time.Minute
			}
			var err error
			panicked := func() (p any) {
				defer func() { p = recover() }()
				err = conv.ToDOCX(ctx, memo, ".doc", func(docx string) {
					if tc.panics {
						panic("the reader failed")
					}
				})
				return nil
			}()
			if tc.panics != (panicked != nil) {
				t.Fatalf("panicked: %v", panicked)
			}
			if !tc.want(err) {
				t.Errorf("err = %v", err)
			}
			pids := sofficetest.Pids(t, pidFile)
			if len(pids) != 2 {
				t.Fatalf("the fake soffice wrote pids %v", pids)
			}
			if left := sofficetest.Running(pids); len(left) > 0 {
				t.Errorf("processes of the conversion still running: %v", left)
			}
			if left := sofficetest.Leftovers(t, tmp); len(left) > 0 {
				t.Errorf("temp folders left: %v", left)
			}
		})
	}
}
