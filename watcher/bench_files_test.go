package watcher

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

// BenchmarkMemoFiles is the daemon's own file work per memo — claim,
// private copy, re-read, report, journal, placement, audit, clean-up —
// with a checker that does nothing but read its copy (fakeCheck), in an
// inbox and a gate, one batch run (Once) of 50 memos per iteration: the
// cost of opening every file by handle, as a ratio against the code
// before (issue 25):
//
//	go test ./watcher -run XXX -bench MemoFiles -count 6 | tee new.txt
//	benchstat old.txt new.txt
func BenchmarkMemoFiles(b *testing.B) {
	for _, profile := range []string{"inbox", "gate"} {
		b.Run(profile, func(b *testing.B) {
			yaml := "settle: 1ms\nrescan: 1h\nmode: poll\npoll_interval: 10ms\nconcurrency: 2\nfolders:\n  - path: inbox\n"
			if profile == "gate" {
				yaml = "settle: 1ms\nrescan: 1h\nmode: poll\npoll_interval: 10ms\nconcurrency: 2\nfolders:\n  - path: inbox\n    profile: gate\n    send: send\n"
			}
			const memos = 50
			b.ReportAllocs()
			for b.Loop() {
				b.StopTimer()
				dir := b.TempDir()
				c := testConfig(b, dir, yaml)
				d, err := New(c, fakeCheck, Options{Logger: quietLogger(b), Once: true})
				if err != nil {
					b.Fatal(err)
				}
				for i := range memos {
					n := fmt.Sprintf("m%03d.txt", i)
					if err := os.WriteFile(filepath.Join(dir, "inbox", n), []byte(memoText(n, "", 20)), 0o644); err != nil {
						b.Fatal(err)
					}
				}
				b.StartTimer()
				if err := d.Run(context.Background()); err != nil {
					b.Fatal(err)
				}
				b.StopTimer()
				dest := "checked"
				if profile == "gate" {
					dest = "send"
				}
				if got := len(files(filepath.Join(dir, dest))); got != memos {
					b.Fatalf("%s holds %d memos, want %d", dest, got, memos)
				}
				b.StartTimer()
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*memos), "ns/memo")
		})
	}
}
