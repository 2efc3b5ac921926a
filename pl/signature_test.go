package pl

import "testing"

func TestCanonicalSignature(t *testing.T) {
	t.Parallel()
	cases := []struct{ in, want string }{
		{"II CSK 123/19", "II CSK 123/19"},
		{"IICSK 123/19", "II CSK 123/19"},
		{"II CSK 123/2019", "II CSK 123/19"},
		{"II\u00a0CSK\u00a0123/19", "II CSK 123/19"},
		{"II CSK\n123/19", "II CSK 123/19"},
		{"II UZP\n\n\f15/93", "II UZP 15/93"},
		{"sygn. akt II CSK 123/19", "II CSK 123/19"},
		{"Sygn. akt: KIO 123/14", "KIO 123/14"},
		{"I A Ca 1148/12", "I ACa 1148/12"},
		{"I ACa 1148/12", "I ACa 1148/12"},
		{"I C 1392/11/N", "I C 1392/11/N"},
		{"III SA/Wa 123/20", "III SA/Wa 123/20"},
		{"III SA/Wa 123 / 2020", "III SA/Wa 123/20"},
		{"KIO/UZP/1/07", "KIO/UZP 1/07"},
		{"I.Ca 179/13", "I Ca 179/13"},
		{"II.CSK 123/19", "II CSK 123/19"},
		{"III.AUa 12/13", "III AUa 12/13"},
		{"KIO/1486/10", "KIO 1486/10"},
		{"KIO/UZP 494/09", "KIO/UZP 494/09"},
		{"UZP/ZO/0-1234/05", "UZP/ZO/0-1234/05"},
		{"C-311/18", "C-311/18"},
		{"C\u2011311/18", "C-311/18"},
		{"C – 311/18", "C-311/18"},
		{"C\u00ad311/18", "C311/18"}, // a soft hyphen is not a dash: it goes
		{"C-123/20 P", "C-123/20 P"},
		{"T-456/19", "T-456/19"},
		{"K 27/03", "K 27/03"},
		{"K. 2/93", "K 2/93"},
		{"SK 05/07", "SK 5/07"},
		{"Ts 45/20", "Ts 45/20"},
		{"  P 7/19 ", "P 7/19"},
		{"IIPK 12/10", "II PK 12/10"},
		{"II‑UZP 25/94", "II UZP 25/94"}, // a non-breaking hyphen inside
		{"I-CSK 9901/1999", "I CSK 9901/99"},
		{"V A Ca 77/18", "V ACa 77/18"},
		{"IV-C 12/20", "IV C 12/20"},
		{"X-GC 5/21", "X GC 5/21"},
	}
	for _, c := range cases {
		if got := CanonicalSignature(c.in); got != c.want {
			t.Errorf("CanonicalSignature(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestSameSignature(t *testing.T) {
	t.Parallel()
	same := [][2]string{
		{"II CSK 123/19", "IICSK 123/19"},
		{"II CSK 123/19", "II CSK 123/2019"},
		{"II CSK 123/19", "II\u00a0CSK\u2009123/19"},
		{"W 10/94", "W. 10/94"},
		{"TS 45/20", "Ts 45/20"},
		{"C-311/18", "C‑311/18"},
		{"KIO/2239/10", "KIO 2239/10"},
		{"KIO/1486/10", "KIO 1486/10"},
		{"V A Ca 77/18", "V ACa 77/18"},
		{"II‑UZP 25/94", "II UZP 25/94"},
		{"III CZP 20/2013", "III CZP 20/13"},
	}
	for _, p := range same {
		if !SameSignature(p[0], p[1]) || SignatureKey(p[0]) != SignatureKey(p[1]) {
			t.Errorf("%q and %q should be the same signature", p[0], p[1])
		}
	}
	differ := [][2]string{
		{"II CSK 123/19", "I CSK 123/19"},
		{"II CSK 123/19", "II CSK 123/18"},
		{"II CSK 123/19", "II CZP 123/19"},
		{"K 27/03", "SK 27/03"},
		{"III SA/Wa 123/20", "III SA/Kr 123/20"},
		{"C-311/18", "T-311/18"},
		{"C-123/20", "C-123/20 P"},
		{"KIO/UZP/1/07", "KIO/UZP/1/08"},
	}
	for _, p := range differ {
		if SameSignature(p[0], p[1]) {
			t.Errorf("%q and %q should differ", p[0], p[1])
		}
	}
}

func TestMultiDecisionCase(t *testing.T) {
	t.Parallel()
	for sig, want := range map[string]bool{"Ts 9/98": true, "Tw 49/05": true, "TS 60/05": true, "K 27/03": false, "SK 61/12": false, "II CSK 1/19": false} {
		if got := MultiDecisionCase(sig); got != want {
			t.Errorf("MultiDecisionCase(%q) = %v", sig, got)
		}
	}
}

func TestDepartmentLeftOut(t *testing.T) {
	t.Parallel()
	cases := []struct {
		short, full string
		want        bool
	}{
		{"AUa 927/13", "III AUa 927/13", true},
		{"ACa 12/20", "I ACa 12/2020", true},
		{"Pa 5/19", "VII Pa 5/19", true},
		{"GC 100/12", "XXVI‑GC 100/12", true},
		{"aua 927/13", "III AUa 927/13", true},
		{"AUa 927/13", "III AUa 928/13", false}, // another number
		{"AUa 927/13", "III AUz 927/13", false}, // another repertory
		{"III AUa 927/13", "III AUa 927/13", false},
		{"AUa 927/13", "AUa 927/13", false},
		{"K 27/03", "KIO 27/03", false},
		{"U 929/11", "IV U 929/11", true},
	}
	for _, c := range cases {
		if got := DepartmentLeftOut(c.short, c.full); got != c.want {
			t.Errorf("DepartmentLeftOut(%q, %q) = %v, want %v", c.short, c.full, got, c.want)
		}
	}
	for sig, want := range map[string]string{"III AUa 927/13": "III", "IIUKN 372/99": "II", "K 27/03": "", "AUa 927/13": "", "KIO 1/07": ""} {
		if got := SignatureDepartment(sig); got != want {
			t.Errorf("SignatureDepartment(%q) = %q, want %q", sig, got, want)
		}
	}
	for sig, want := range map[string]bool{"AUa 927/13": true, "Ca 12/20": true, "GC 5/19": true, "K 27/03": false, "K. 2/93": false, "Ts 45/20": false, "SNO 1/11": false, "KIO 1/07": false, "III AUa 927/13": false, "C-311/18": false} {
		if got := TakesDepartment(sig); got != want {
			t.Errorf("TakesDepartment(%q) = %v, want %v", sig, got, want)
		}
	}
}
