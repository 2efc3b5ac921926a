package cite

import (
	"encoding/json"
	"testing"
)

func TestAnchorReadsTaskParties(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ in, want string }{
		{`{"sygnatura":"II CSK 1/19","strony":"Kowalski przeciwko Nowak"}`, "Kowalski przeciwko Nowak"},
		{`{"strony":["Kowalski","Bank Millennium S.A."]}`, "Kowalski Bank Millennium S.A."},
		{`{"parties":"Nowak"}`, "Nowak"},
		{`{"strony":"Kowalski","parties":"Nowak"}`, "Kowalski"},
		{`{"strony":17}`, ""},
	} {
		var a Anchor
		if err := json.Unmarshal([]byte(tc.in), &a); err != nil {
			t.Fatalf("%s: %v", tc.in, err)
		}
		if a.Strony != tc.want {
			t.Errorf("%s: strony %q, want %q", tc.in, a.Strony, tc.want)
		}
	}
	var a Anchor
	if err := json.Unmarshal([]byte(`{"sygnatura":"II CSK 1/19","data":"2019-03-12","akt":"Kodeks cywilny"}`), &a); err != nil || a.Sygnatura != "II CSK 1/19" || a.Data != "2019-03-12" || a.Akt != "Kodeks cywilny" {
		t.Errorf("plain fields: %+v, %v", a, err)
	}
}

func TestAnchorJSONRoundTrip(t *testing.T) {
	t.Parallel()
	a := Anchor{Sygnatura: "III CZP 39/02", Data: "2002-07-05", Organ: "Sąd Najwyższy", Strony: "A przeciwko B", Przepis: "art. 415", Akt: "Kodeks cywilny"}
	b, err := json.Marshal(a)
	if err != nil {
		t.Fatal(err)
	}
	const want = `{"sygnatura":"III CZP 39/02","data":"2002-07-05","organ":"Sąd Najwyższy","strony":"A przeciwko B","akt":"Kodeks cywilny","przepis":"art. 415"}`
	if string(b) != want {
		t.Fatalf("json %s\nwant %s", b, want)
	}
	var back Anchor
	if err := json.Unmarshal(b, &back); err != nil || back != a {
		t.Fatalf("round trip: %+v, %v", back, err)
	}
}

func TestDecide(t *testing.T) {
	t.Parallel()
	sum := func(ss ...Status) Summary {
		var s Summary
		for _, st := range ss {
			s.Add(st)
		}
		return s
	}
	for _, tc := range []struct {
		s      Summary
		failed bool
		want   Decision
	}{
		{sum(), false, Wyslij},
		{sum(Zweryfikowany, Zweryfikowany), false, Wyslij},
		{sum(Zweryfikowany, Zmodyfikowany), false, Popraw},
		{sum(Kalibracja), false, Popraw},
		{sum(Zweryfikowany, BrakZrodla), false, PelnaWeryfikacja},
		{sum(Niezweryfikowany), false, PelnaWeryfikacja},
		{sum(Zweryfikowany), true, PelnaWeryfikacja},
	} {
		if got := Decide(tc.s, tc.failed); got != tc.want {
			t.Errorf("Decide(%+v, %v) = %s, want %s", tc.s, tc.failed, got, tc.want)
		}
	}
	if !Wyslij.Better(Popraw) || !Popraw.Better(PelnaWeryfikacja) || PelnaWeryfikacja.Better(Decision("?")) == false {
		t.Error("decision order")
	}
}

func TestStatusOrder(t *testing.T) {
	t.Parallel()
	order := []Status{Zweryfikowany, Zmodyfikowany, WymagaOsadu, Kalibracja, Niezweryfikowany, BrakZrodla}
	for i := 1; i < len(order); i++ {
		if !order[i-1].Better(order[i]) {
			t.Errorf("%s should be better than %s", order[i-1], order[i])
		}
	}
	for _, s := range order {
		if s.Blocks() != (s == Niezweryfikowany || s == BrakZrodla) {
			t.Errorf("%s.Blocks() = %v", s, s.Blocks())
		}
	}
	if lv, ok := CytatDoslowny.Required(); !ok || lv != Fragment {
		t.Error("cytat_doslowny requires FRAGMENT")
	}
	if lv, ok := ClaimType("quote").Required(); !ok || lv != Fragment {
		t.Error("the v1 alias quote requires FRAGMENT")
	}
	if _, ok := ClaimType("inne").Required(); ok {
		t.Error("an unknown claim type has no required level")
	}
	if lv, ok := ParseLevel("TREŚĆ"); !ok || lv != Tresc || lv.String() != "TRESC" {
		t.Error("TREŚĆ parses as TRESC")
	}
}
