package check_test

import (
	"context"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"

	"citeguard/check"
	"citeguard/extract"
)

// A checker opens a library once and checks memos against it; each claim
// of the memo gets a status, and the memo a decision.
func ExampleChecker_Check() {
	state, _ := os.MkdirTemp("", "citeguard-example-")
	defer os.RemoveAll(state)
	ctx := context.Background()
	ex := filepath.Join("..", "testdata", "example")
	c, err := check.Open(ctx, check.Config{
		Library: []string{filepath.Join(ex, "library")},
		State:   state,
		Logger:  slog.New(slog.DiscardHandler),
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	defer c.Close()
	m, err := c.Check(ctx, filepath.Join(ex, "memos", "memo-czyste.txt"))
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, r := range m.Results {
		fmt.Println(r.ID, r.SourceID, r.Status)
	}
	fmt.Println(m.Decision)
	// Output:
	// C1 art. 484 § 1 Kodeks cywilny ZWERYFIKOWANY
	// C2 I CSK 9901/99 ZWERYFIKOWANY
	// C3 I CSK 9901/99 ZWERYFIKOWANY
	// Wyślij
}

// ReadMemo reads a memo the way every check does: here a Markdown memo,
// whose [^N] definitions are its footnotes.
func ExampleReadMemo() {
	dir, _ := os.MkdirTemp("", "citeguard-example-")
	defer os.RemoveAll(dir)
	path := filepath.Join(dir, "memo.md")
	os.WriteFile(path, []byte("SN przyjął, że kara umowna jest należna.[^1]\n\n[^1]: Wyrok SN z 14 lutego 2019 r., IV CSK 1/18.\n"), 0o644)
	memo, err := check.ReadMemo(context.Background(), path, extract.Options{}, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	f := memo.Input.Footnotes[0]
	fmt.Printf("footnote %d: %s\n", f.Number, memo.Input.Text[f.Text.Start:f.Text.End])
	// Output:
	// footnote 1: Wyrok SN z 14 lutego 2019 r., IV CSK 1/18.
}
