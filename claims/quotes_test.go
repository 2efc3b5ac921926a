package claims

import (
	"reflect"
	"strings"
	"testing"
)

func TestFindQuotes(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name, text string
		want       []string // inner texts of the top-level quotations
	}{
		{"polish", "a „b c” d", []string{"b c"}},
		{"german closing mark", "a „b c“ d", []string{"b c"}},
		{"english", "a “b c” d", []string{"b c"}},
		{"ascii", `a "b c" d "e"`, []string{"b c", "e"}},
		{"guillemets both ways", "»a« i «b»", []string{"a", "b"}},
		{"single low-high", "‚a’", []string{"a"}},
		{"nested single in double", "„a ‚b’ c”", []string{"a ‚b’ c"}},
		{"nested double in guillemets", "»a „b” c«", []string{"a „b” c"}},
		{"apostrophe is not a quote", "Alfa’s „b”", []string{"b"}},
		{"across a line break", "„a\nb”", []string{"a\nb"}},
		{"across a page break", "„a\n\n\f\nb”", []string{"a\n\n\f\nb"}},
		{"a paragraph break ends a stray opener", "„a\n\nb „c”", []string{"c"}},
		{"unclosed", "„a b c", nil},
		{"stray closer", "a” „b”", []string{"b"}},
	}
	for _, c := range cases {
		var got []string
		for _, q := range findQuotes(c.text, 0, len(c.text)) {
			if q.Start < 0 || q.End > len(c.text) || q.InStart < q.Start || q.InEnd > q.End {
				t.Fatalf("%s: bad ranges %+v", c.name, q)
			}
			got = append(got, c.text[q.InStart:q.InEnd])
		}
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: got %q, want %q", c.name, got, c.want)
		}
	}
}

func TestQuoteSegments(t *testing.T) {
	t.Parallel()
	cases := []struct {
		in   string
		want []string
	}{
		{"bez luk", nil},
		{"a […] b", []string{"a", "b"}},
		{"a [...] b (…) c ... d", []string{"a", "b", "c", "d"}},
		{"[…] a", []string{"a"}},
		{"a…", []string{"a"}},
	}
	for _, c := range cases {
		if got := quoteSegments(c.in); !reflect.DeepEqual(got, c.want) {
			t.Errorf("quoteSegments(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// TestFindQuotesStrayOpenersLinear: a text of unclosed openers must not make
// the scanner rescan (it once restarted after each stray opener).
func TestFindQuotesStrayOpenersLinear(t *testing.T) {
	t.Parallel()
	text := strings.Repeat("„", 200000) + " „a”"
	qs := findQuotes(text, 0, len(text))
	if len(qs) == 0 || text[qs[len(qs)-1].InStart:qs[len(qs)-1].InEnd] != "a" {
		t.Fatalf("the closed quotation after the stray openers was lost: %d found", len(qs))
	}
}
