package pl

import "testing"

func TestParseDate(t *testing.T) {
	t.Parallel()
	cases := []struct {
		in   string
		want string // "" = no date
	}{
		{"2002-07-05", "2002-07-05"},
		{"5.07.2002", "2002-07-05"},
		{"05.07.2002 r.", "2002-07-05"},
		{"5 07 2002", "2002-07-05"},
		{"5-7-2002", "2002-07-05"},
		{"z dnia 5 lipca 2002 r.", "2002-07-05"},
		{"5 Lipca 2002", "2002-07-05"},
		{"12 marca 2019 r.", "2019-03-12"},
		{"1 października 2020", "2020-10-01"},
		{"1 pazdziernika 2020", "2020-10-01"},
		{"3 września 1999", "1999-09-03"},
		{"31 grudnia 2014 r.", "2014-12-31"},
		{"5 lip. 2002", "2002-07-05"},
		{"5 VII 2002", "2002-07-05"},
		{"wyrok z 12 marca 2019 r. oraz 1.01.2020", "2019-03-12"},
		{"29 lutego 2019", ""}, // not a leap year
		{"29 lutego 2020", "2020-02-29"},
		{"31.04.2020", ""},
		{"5 kotów 2002", ""},
		{"II CSK 123/19", ""},
		{"", ""},
	}
	for _, c := range cases {
		d, ok := ParseDate(c.in)
		got := ""
		if ok {
			got = d.ISO()
		}
		if got != c.want {
			t.Errorf("ParseDate(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
