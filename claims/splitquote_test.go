package claims

import (
	"reflect"
	"strings"
	"testing"
)

// TestSplitQuotation: a quotation the extraction's blocks cut in two — a
// PDF block quotation whose first line was read as a heading, a quotation
// of two paragraphs — is one quotation; an unclosed mark before a block
// with a quotation of its own is not joined to it.
func TestSplitQuotation(t *testing.T) {
	t.Parallel()
	lead := "W wyroku z dnia 28 września 2012 r., I ACa 711/12, sąd wyjaśnił:"
	cases := []struct {
		name   string
		blocks [][2]string // kind, text; blocks are joined by "\n"
		want   []string    // the quotations of the claims
	}{
		{"first line of a block quotation read as a heading", [][2]string{
			{BlockParagraph, lead},
			{BlockHeading, "„Jeżeli zamawiający nie zwraca sumy umownej w terminie"},
			{BlockQuote, "wyznaczonym w wezwaniu, wykonawca nie może korzystać ze środków, które mu się należą.”"},
			{BlockParagraph, "Odsetki należą się zatem od dnia wezwania."},
		}, []string{"Jeżeli zamawiający nie zwraca sumy umownej w terminie\nwyznaczonym w wezwaniu, wykonawca nie może korzystać ze środków, które mu się należą."}},
		{"a quotation of two paragraphs", [][2]string{
			{BlockParagraph, lead},
			{BlockQuote, "„Jeżeli zamawiający nie zwraca sumy umownej w terminie, wykonawca może żądać odsetek."},
			{BlockQuote, "Odsetki należą się od dnia następującego po upływie terminu.”"},
		}, []string{"Jeżeli zamawiający nie zwraca sumy umownej w terminie, wykonawca może żądać odsetek.\nOdsetki należą się od dnia następującego po upływie terminu."}},
		{"an unclosed mark stays stray", [][2]string{
			{BlockParagraph, "Spółka „Alfa zawarła umowę w 2019 r."},
			{BlockParagraph, lead + " „Odsetki należą się od dnia wezwania.”"},
		}, []string{"Odsetki należą się od dnia wezwania."}},
	}
	for _, c := range cases {
		var in Input
		for _, b := range c.blocks {
			if in.Text != "" {
				in.Text += "\n"
			}
			in.Blocks = append(in.Blocks, Block{Kind: b[0], Start: len(in.Text), End: len(in.Text) + len(b[1])})
			in.Text += b[1]
		}
		var got []string
		for _, cl := range Extract(in).Claims {
			if cl.Quote != "" {
				got = append(got, cl.Quote)
				if !strings.Contains(cl.SourceID, "I ACa 711/12") {
					t.Errorf("%s: quotation anchored to %q, want I ACa 711/12", c.name, cl.SourceID)
				}
			}
		}
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: quotations %q, want %q", c.name, got, c.want)
		}
	}
}
