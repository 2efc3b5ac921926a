package pl

import (
	"fmt"
	"strings"

	"citeguard/norm"
)

// data/seats.tsv: the adjectives of court seats („łódzki sąd” is a court
// in Łódź).

// Seat is one row of seats.tsv: an adjective's stem and the seat it names.
type Seat struct {
	Stem string // "łódzk"
	Name string // the seat as a court's name writes it: "Łodzi"
}

// ParseSeats reads the format of data/seats.tsv.
func ParseSeats(data string) ([]Seat, error) {
	rows, err := tsvRows("seats.tsv", data, 2)
	if err != nil {
		return nil, err
	}
	var out []Seat
	for n, f := range rows {
		if f[0] != strings.ToLower(f[0]) || strings.ContainsAny(f[0], " -") {
			return nil, fmt.Errorf("seats.tsv row %d: %q is not a lower-case stem", n+1, f[0])
		}
		out = append(out, Seat{Stem: f[0], Name: f[1]})
	}
	return out, nil
}

var seats = mustParse(ParseSeats(seatsTSV))

// seatByStem maps a folded stem ("lodzk") to its seat.
var seatByStem = func() map[string]string {
	m := map[string]string{}
	for _, s := range seats {
		m[norm.FoldDiacritics(s.Stem)] = s.Name
	}
	return m
}()

// adjectiveEndings are the endings of an adjective in -ski, -cki, -dzki in
// every case and gender, folded („łódzką” is „lodzka”), longest first.
var adjectiveEndings = []string{"iemu", "iego", "imi", "iej", "ich", "ie", "im", "i", "a"}

// SeatOfAdjective returns the seat a court's adjective names, as a court's
// name writes it ("łódzki", "lodzkiego", "Krakowskiej" → "Łodzi",
// "Krakowie"), or false when w is no seat's adjective (seats.tsv). Typed
// without Polish letters it is found all the same ("lodzki", "sadecki").
func SeatOfAdjective(w string) (string, bool) {
	f := norm.FoldDiacritics(strings.ToLower(w))
	for _, e := range adjectiveEndings {
		if stem, ok := strings.CutSuffix(f, e); ok {
			if s, ok := seatByStem[stem]; ok {
				return s, true
			}
		}
	}
	return "", false
}

// SeatFits reports whether a court's name ("Sąd Okręgowy w Łodzi", "Sąd
// Rejonowy w Nowym Saczu") has the seat seat (as SeatOfAdjective returns
// it), diacritics folded.
func SeatFits(organ, seat string) bool {
	_, at, ok := strings.Cut(organ, " w ")
	if !ok {
		if _, at, ok = strings.Cut(organ, " we "); !ok {
			return false
		}
	}
	a := strings.ToLower(norm.FoldDiacritics(at))
	b := strings.ToLower(norm.FoldDiacritics(seat))
	return a == b || strings.HasPrefix(a, b+" ") || strings.HasPrefix(a, b+"-")
}
