package pl

import (
	"reflect"
	"testing"
)

func TestCanonicalCourt(t *testing.T) {
	t.Parallel()
	cases := []struct{ in, want string }{
		{"SN", CourtSN},
		{"Sąd Najwyższy", CourtSN},
		{"wyrok Sądu Najwyższego z dnia", CourtSN},
		{"przedstawił Sądowi Najwyższemu", CourtSN},
		{"NSA", CourtNSA},
		{"Naczelnego Sądu Administracyjnego", CourtNSA},
		{"WSA w Warszawie", CourtWSA + " w Warszawie"},
		{"Wojewódzkiego Sądu Administracyjnego w Krakowie", CourtWSA + " w Krakowie"},
		{"WSA", CourtWSA},
		{"SA w Krakowie", CourtSA + " w Krakowie"},
		{"Sądu Apelacyjnego w Katowicach", CourtSA + " w Katowicach"},
		{"Sąd Apelacyjny", CourtSA},
		{"SO w Poznaniu", CourtSO + " w Poznaniu"},
		{"Sądu Okręgowego w Piotrkowie Trybunalskim", CourtSO + " w Piotrkowie Trybunalskim"},
		{"SR we Wrocławiu", CourtSR + " we Wrocławiu"},
		{"Sąd Rejonowy dla Warszawy", CourtSR},
		// The district of a court in a city with several, in any case.
		{"Sąd Rejonowy dla Warszawy-Mokotowa w Warszawie", CourtSR + " dla Warszawy-Mokotowa w Warszawie"},
		{"Sądu Rejonowego dla Krakowa-Nowej Huty w Krakowie", CourtSR + " dla Krakowa-Nowej Huty w Krakowie"},
		{"Sądzie Rejonowym dla Łodzi-Śródmieścia w Łodzi", CourtSR + " dla Łodzi-Śródmieścia w Łodzi"},
		{"Sąd Rejonowy dla Wrocławia-Fabrycznej we Wrocławiu", CourtSR + " dla Wrocławia-Fabrycznej we Wrocławiu"},
		{"Sądu Okręgowego Warszawa-Praga w Warszawie", CourtSO + " Warszawa-Praga w Warszawie"},
		{"Sąd Rejonowy Poznań-Stare Miasto w Poznaniu", CourtSR + " Poznań-Stare Miasto w Poznaniu"},
		{"Sąd Rejonowy Gdańsk-Północ w Gdańsku", CourtSR + " Gdańsk-Północ w Gdańsku"},
		{"Sąd Rejonowy dla m. st. Warszawy w Warszawie", CourtSR}, // not a district form it reads: no seat rather than a wrong one
		// Typed without Polish letters (an e-mail): the court's words
		// folded, the seat as written.
		{"Sad Okregowy w Kielcach przypomnial", CourtSO + " w Kielcach"},
		{"wyrok Sadu Okregowego w Gdansku", CourtSO + " w Gdansku"},
		{"Sad Najwyzszy wskazal", CourtSN},
		{"Sadu Najwyzszego", CourtSN},
		{"Sad Apelacyjny w Lodzi", CourtSA + " w Lodzi"},
		{"Sad Rejonowy w Kutnie", CourtSR + " w Kutnie"},
		{"Sąd Okregowy w Kielcach", CourtSO + " w Kielcach"},
		{"sad najwyzszy", ""},
		{"TK", CourtTK},
		{"Trybunału Konstytucyjnego", CourtTK},
		// Two-word seats, a line break inside the name, an anonymised seat,
		// an abbreviation glued to its "w".
		{"Sądu Okręgowego w Nowym Sączu", CourtSO + " w Nowym Sączu"},
		{"Sąd Rejonowy w Zielonej Górze", CourtSR + " w Zielonej Górze"},
		{"Sądu Okręgowego w\nGdańsku", CourtSO + " w Gdańsku"},
		{"Sądu Apelacyjnego\nw Łodzi", CourtSA + " w Łodzi"},
		// A PDF's line broken right after the head word.
		{"Sąd\nOkręgowy w Szczecinie oddalił", CourtSO + " w Szczecinie"},
		{"wyrok Sądu\nNajwyższego z dnia", CourtSN},
		{"Sądu\nApelacyjnego w Krakowie", CourtSA + " w Krakowie"},
		{"SA w L. z dnia", CourtSA + " w L."},
		{"SAw L. z dnia", CourtSA + " w L."},
		{"Sąd Okręgowy wskazał", CourtSO},
		{"TSUE", CourtTSUE},
		{"Trybunału Sprawiedliwości Unii Europejskiej", CourtTSUE},
		{"ETS", CourtTSUE},
		{"ETPC", CourtETPC},
		{"Krajowej Izby Odwoławczej", CourtKIO},
		{"KIO", CourtKIO},
		{"Alfa S.A.", ""},
		{"III SA/Wa 123/20", ""},
		{"sądu", ""},
		{"SNAP", ""},
	}
	for _, c := range cases {
		if got := CanonicalCourt(c.in); got != c.want {
			t.Errorf("CanonicalCourt(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestFindCourtsRanges(t *testing.T) {
	t.Parallel()
	s := "SN oraz Sąd Apelacyjny w Krakowie, a także TK."
	got := FindCourts(s)
	var names []string
	for _, c := range got {
		names = append(names, c.Name)
		if s[c.Start:c.End] == "" {
			t.Errorf("empty range for %q", c.Name)
		}
	}
	want := []string{CourtSN, CourtSA + " w Krakowie", CourtTK}
	if !reflect.DeepEqual(names, want) {
		t.Fatalf("FindCourts = %q, want %q", names, want)
	}
	if s[got[1].Start:got[1].End] != "Sąd Apelacyjny w Krakowie" {
		t.Errorf("range of SA = %q", s[got[1].Start:got[1].End])
	}
}

func TestCanonicalForm(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{"wyrokiem": FormWyrok, "Wyrok": FormWyrok, "SENTENCE": FormWyrok, "postanowieniu": FormPostanowienie,
		"DECISION": FormPostanowienie, "uchwała SN": FormUchwala, "uchwale": FormUchwala, "zarządzenie": FormZarzadzenie, "orzeczenie SN": FormOrzeczenie, "opinia": ""} {
		if got := CanonicalForm(in); got != want {
			t.Errorf("CanonicalForm(%q) = %q, want %q", in, got, want)
		}
	}
	if SameForm("wyrok", "postanowienie") || !SameForm("wyroku", "SENTENCE") || !SameForm("orzeczenie", "uchwała") || !SameForm("", "wyrok") {
		t.Error("SameForm")
	}
}

func TestSameCourt(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		a, b string
		same bool
	}{
		{"SA w L.", "Sąd Apelacyjny w Lublinie", true},
		{"SA w L.", "Sąd Apelacyjny w Katowicach, I Wydział Cywilny", false},
		{"Sądu Apelacyjnego w Krakowie", "SA w Krakowie", true},
		{"Sąd Okręgowy w Krakowie", "Sąd Apelacyjny w Krakowie", false},
		{"", "Sąd Najwyższy", true},
		{"SA w Gdańsku", "Sąd Apelacyjny", true},
		{"Sąd Okręgowy", "Sąd Apelacyjny w Gdańsku", false},
	} {
		if got := SameCourt(c.a, c.b); got != c.same {
			t.Errorf("SameCourt(%q, %q) = %v", c.a, c.b, got)
		}
	}
}

// TestFindCourtsWrapped (issue 22): a court's name whose line a PDF wraps
// between its words („Sąd\nOkręgowy w Szczecinie”) is the same court; a
// blank line between the words (a paragraph's end) is no court's name.
func TestFindCourtsWrapped(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"pojazdu. Sąd\nOkręgowy w Szczecinie oddalił apelację", "Sąd Okręgowy w Szczecinie"},
		{"jak przyjął Sąd\nNajwyższy w wyroku", "Sąd Najwyższy"},
		{"zdaniem Sądu \nApelacyjnego w Krakowie", "Sąd Apelacyjny w Krakowie"},
		{"wyrok Sądu\nRejonowego dla Warszawy-Mokotowa w Warszawie", "Sąd Rejonowy dla Warszawy-Mokotowa w Warszawie"},
		{"orzekł Trybunał\nKonstytucyjny", "Trybunał Konstytucyjny"},
		{"skargę oddalił Wojewódzki Sąd\nAdministracyjny w Gliwicach", "Wojewódzki Sąd Administracyjny w Gliwicach"},
		{"Krajowa Izba\nOdwoławcza uwzględniła", "Krajowa Izba Odwoławcza"},
		{"Rozdział o tym, co orzekł Sąd\n\nOkręgowy styl pisma", ""},
	} {
		got := ""
		if m := FindCourts(c.text); len(m) > 0 {
			got = m[0].Name
		}
		if got != c.want {
			t.Errorf("FindCourts(%q) = %q, want %q", c.text, got, c.want)
		}
	}
}

// TestCourtAcrossLineBreak: a court whose seat or district a narrow table
// cell of a PDF breaks over two lines is read whole (issue 22, class 4: a
// seat cut to its first word is another court, and a wrong date of the
// row's ruling then looked like a case absent from the library).
func TestCourtAcrossLineBreak(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"SR w Ostrowi\nMazowieckiej, 3.02.2015 r.":             "Sąd Rejonowy w Ostrowi Mazowieckiej",
		"Sąd Okręgowy w Piotrkowie\nTrybunalskim":              "Sąd Okręgowy w Piotrkowie Trybunalskim",
		"SA w Zielonej\nGórze":                                 "Sąd Apelacyjny w Zielonej Górze",
		"SR dla Krakowa-\nNowej Huty w Krakowie, 1.04.2016 r.": "Sąd Rejonowy dla Krakowa-Nowej Huty w Krakowie",
		"SR dla\nWarszawy-Mokotowa w Warszawie":                "Sąd Rejonowy dla Warszawy-Mokotowa w Warszawie",
		"SR dla Łodzi-Widzewa w Łodzi":                         "Sąd Rejonowy dla Łodzi-Widzewa w Łodzi",
		"Sąd Okręgowy w Lublinie\noddalił apelację":            "Sąd Okręgowy w Lublinie",
	} {
		if got := CanonicalCourt(in); got != want {
			t.Errorf("CanonicalCourt(%q) = %q, want %q", in, got, want)
		}
	}
}
