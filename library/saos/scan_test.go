package saos

import (
	"bufio"
	"strings"
	"testing"
)

// TestScanValue: the scanner finds where each value ends — strings with
// escaped quotes and backslashes, split across the buffer's refills — and
// keeps no more than the limit of it.
func TestScanValue(t *testing.T) {
	t.Parallel()
	values := []string{
		`"plain"`, `"a\"b"`, `"a\\"`, `"a\\\"b\\\\"`, `"` + strings.Repeat(`\\`, 21) + `\""`,
		`{"x":"}]","y":[1,{"z":"\"{"}]}`, `[[[[]]]]`, `12.5e3`, `true`, `null`,
		`"` + strings.Repeat("ż", 40) + `\"` + strings.Repeat("x", 37) + `"`,
	}
	for _, size := range []int{16, 4096} {
		for _, v := range values {
			sc := &scanner{r: bufio.NewReaderSize(strings.NewReader(" "+v+" ,rest"), size)}
			got, n, err := sc.value(nil, 1<<20)
			if err != nil || string(got) != v || n != int64(len(v)) {
				t.Errorf("buffer %d, %s: got %s (%d bytes), %v", size, v, got, n, err)
			}
			if c, _ := sc.peek(); c != ',' {
				t.Errorf("buffer %d, %s: next byte %q, want ','", size, v, c)
			}
			sc = &scanner{r: bufio.NewReaderSize(strings.NewReader(v+","), size)}
			got, n, _ = sc.value(nil, 3)
			if len(got) > 3 || n != int64(len(v)) {
				t.Errorf("limit 3, %s: kept %d bytes, size %d", v, len(got), n)
			}
		}
	}
	for _, bad := range []string{`"open`, `{"a":[1,2`, `]`} {
		sc := &scanner{r: bufio.NewReaderSize(strings.NewReader(bad), 16)}
		if _, _, err := sc.value(nil, 1<<20); err == nil {
			t.Errorf("%s: no error", bad)
		}
	}
}
