package docxcomments

import (
	"encoding/xml"
	"fmt"
	"strings"
	"testing"
)

// TestEachToken: each token's depth and offsets as eachToken reports
// them, the depth it ends at, and its nesting bound.
func TestEachToken(t *testing.T) {
	tests := []struct {
		in, want string
		depth    int
		err      string
	}{
		{in: `<a><b/>x</a>`, want: `<a>1[0,3) <b>2[3,7) </b>2[7,7) x1[7,8) </a>1[8,12)`},
		{in: `<a></a></c>`, want: `<a>1[0,3) </a>1[3,7) </c>0[7,11)`, depth: -1},
		{in: `<a><b>`, want: `<a>1[0,3) <b>2[3,6)`, depth: 2},
		{in: `<a><b><c/></b></a>`, want: `<a>1[0,3) <b>2[3,6)`, depth: 3, err: "nested deeper than 2"},
	}
	for _, tt := range tests {
		var got []string
		depth, err := eachToken([]byte(tt.in), 2, func(tok xml.Token, at, end, depth int) error {
			s := ""
			switch tk := tok.(type) {
			case xml.StartElement:
				s = "<" + tk.Name.Local + ">"
			case xml.EndElement:
				s = "</" + tk.Name.Local + ">"
			case xml.CharData:
				s = string(tk)
			}
			got = append(got, fmt.Sprintf("%s%d[%d,%d)", s, depth, at, end))
			return nil
		})
		if g := strings.Join(got, " "); g != tt.want || depth != tt.depth {
			t.Errorf("%s: got %s ending at %d, want %s ending at %d", tt.in, g, depth, tt.want, tt.depth)
		}
		if (err == nil) != (tt.err == "") || err != nil && !strings.Contains(err.Error(), tt.err) {
			t.Errorf("%s: error %v, want %q", tt.in, err, tt.err)
		}
	}
}
