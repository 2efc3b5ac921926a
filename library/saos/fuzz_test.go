package saos

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// FuzzReader: any input ends in judgments, record errors and one final
// error or io.EOF, never a panic or a loop; every judgment returned has an
// id, a case number and a text, and its anonymised spans lie inside the
// text in order.
func FuzzReader(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join("testdata", "*.json*"))
	for _, p := range files {
		data, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Add([]byte(`{"data":{"id":1,"courtType":"COMMON","courtCases":[{"caseNumber":"I C 1/11"}],"textContent":"<p>a <span class=\"anon-block\">X</span></p>"}}`))
	f.Add([]byte(`[{"id":1,"courtType":"X","courtCases":[{"caseNumber":"a"}],"textContent":"<span class=anon-block><p>"}]`))
	f.Fuzz(func(t *testing.T, data []byte) {
		rd := NewReader(strings.NewReader(string(data)), Options{Name: "fuzz", MaxRecord: 1 << 20})
		for i := 0; ; i++ {
			if i > len(data)+2 {
				t.Fatalf("more results than input bytes: the reader loops")
			}
			j, err := rd.Next()
			var re *RecordError
			if errors.As(err, &re) {
				continue
			}
			if err != nil {
				if err != io.EOF && err.Error() == "" {
					t.Fatal("an error without a message")
				}
				return
			}
			if j.ID <= 0 || len(j.Signatures) == 0 || strings.TrimSpace(j.Text) == "" {
				t.Fatalf("judgment without id, case number or text: %+v", j)
			}
			last := 0
			for _, s := range j.Anonymised {
				if s.Start < last || s.End < s.Start || s.End > len(j.Text) {
					t.Fatalf("bad anonymised span %+v in a text of %d bytes (after %d)", s, len(j.Text), last)
				}
				last = s.End
			}
		}
	})
}
