package pl

import "testing"

// TestSeatOfAdjective: a court named by the adjective of its seat, in any
// case and gender, typed with or without Polish letters (seats.tsv).
func TestSeatOfAdjective(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		w, seat string
	}{
		{"łódzki", "Łodzi"}, {"lodzki", "Łodzi"}, {"łódzkiego", "Łodzi"}, {"Łódzką", "Łodzi"},
		{"krakowskiej", "Krakowie"}, {"warszawskim", "Warszawie"}, {"poznański", "Poznaniu"},
		{"swidnicki", "Świdnicy"}, {"lubelski", "Lublinie"}, {"nowosądecki", "Nowym Sączu"}, {"sadeckiego", "Nowym Sączu"},
		{"polski", ""}, {"sądowy", ""}, {"łódź", ""}, {"krakowski-", ""},
	} {
		got, ok := SeatOfAdjective(tc.w)
		if got != tc.seat || ok != (tc.seat != "") {
			t.Errorf("SeatOfAdjective(%q) = %q, %v; want %q", tc.w, got, ok, tc.seat)
		}
	}
	for _, tc := range []struct {
		organ, seat string
		want        bool
	}{
		{"Sąd Okręgowy w Łodzi", "Łodzi", true},
		{"Sąd Rejonowy w Nowym Saczu", "Nowym Sączu", true},
		{"Sąd Rejonowy w Nowym Targu", "Nowym Sączu", false},
		{"Sąd Okręgowy w Gorzowie Wielkopolskim", "Zielonej Górze", false},
		{"Sąd Rejonowy w Bielsku Podlaskim", "Bielsku", true},
		{"Sąd Najwyższy", "Łodzi", false},
	} {
		if got := SeatFits(tc.organ, tc.seat); got != tc.want {
			t.Errorf("SeatFits(%q, %q) = %v", tc.organ, tc.seat, got)
		}
	}
}
