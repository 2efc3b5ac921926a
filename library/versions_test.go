package library

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"citeguard/internal/sharedtest"
)

func versionsLib(t *testing.T, files map[string]string) *Library {
	t.Helper()
	dir := t.TempDir()
	for name, text := range files {
		writeFile(t, filepath.Join(dir, name), text)
	}
	lib, err := Open(context.Background(), Options{Roots: []string{dir}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { lib.Close() })
	return lib
}

func describeVersions(vs []StatuteVersion) string {
	var out []string
	for _, v := range vs {
		out = append(out, fmt.Sprintf("%s|%s|%s", v.InForce, v.Consolidated, v.Basis))
	}
	return fmt.Sprint(out)
}

// TestVersionsOfRealStatutes: the Civil Code as the test library has it, a
// 2015 consolidated text (LEX-style table of amendments) and ISAP's 2025
// text (read from its PDF by docling): two versions, each with its date and
// Dz.U., and the one in force on a memo's date chosen by it.
func TestVersionsOfRealStatutes(t *testing.T) {
	shared := sharedtest.Path(t, "testdata/library/statutes/kc")
	files := map[string]string{}
	for _, name := range []string{"kodeks-cywilny_tj-Dz.U.2014.121_stan-2015-08-17.txt", "kodeks-cywilny_tj-Dz.U.2025.1071_docling.md"} {
		data, err := os.ReadFile(filepath.Join(shared, name))
		if err != nil {
			t.Fatal(err)
		}
		files[name] = string(data)
	}
	lib := versionsLib(t, files)
	vs, err := lib.Versions("k.c.")
	if err != nil {
		t.Fatal(err)
	}
	want := "[2025-01-01|Dz.U. 2025 poz. 1071|Dz.U. year (approximate) 2015-08-17|Dz.U. 2014 poz. 121|header]"
	if got := describeVersions(vs); got != want {
		t.Errorf("versions %s\nwant     %s", got, want)
	}
	for date, want := range map[string]string{"2019-03-01": "2015-08-17", "12 czerwca 2025 r.": "2025-01-01", "2015-08-17": "2015-08-17"} {
		v, err := lib.VersionAt("Kodeks cywilny", date)
		if err != nil || v.InForce != want {
			t.Errorf("in force on %s: %+v %v, want %s", date, v, err, want)
		}
	}
	var nf *NotFound
	if _, err := lib.VersionAt("KC", "2001-01-01"); !errors.As(err, &nf) {
		t.Errorf("before every version: %v", err)
	}
	// Resolve gives the cited article in every version, newest first.
	res, err := lib.Resolve(ParseAnchor("art. 415 k.c."))
	if err != nil || len(res.Spans) != 2 || res.Spans[0].Source != vs[0].Source {
		t.Fatalf("resolve: %+v %v", res, err)
	}
}

// TestVersionSources: every way a version states its date and Dz.U.
func TestVersionSources(t *testing.T) {
	lib := versionsLib(t, map[string]string{
		"a/kp.txt":  "DZIENNIK USTAW RZECZYPOSPOLITEJ POLSKIEJ\nWarszawa, dnia 5 marca 2018 r.\nPoz. 108\n\nOBWIESZCZENIE MARSZAŁKA SEJMU RZECZYPOSPOLITEJ POLSKIEJ\nz dnia 19 stycznia 2018 r.\nw sprawie ogłoszenia jednolitego tekstu ustawy – Kodeks pracy\n\nUSTAWA\nz dnia 26 czerwca 1974 r.\nKodeks pracy\n\nArt. 1. Kodeks pracy określa prawa i obowiązki pracowników i pracodawców.\n",
		"b/kp.txt":  "USTAWA\nz dnia 26 czerwca 1974 r.\nKodeks pracy\n(stan prawny na dzień 1 stycznia 2020 r.)\n\nArt. 1. Kodeks pracy określa prawa i obowiązki pracowników i pracodawców.\n",
		"c/kp.txt":  "USTAWA\nz dnia 26 czerwca 1974 r.\nKodeks pracy\n\nArt. 1. Kodeks pracy określa prawa i obowiązki pracowników i pracodawców.\n",
		"c/kp.yaml": "in_force: 2022-09-01\nconsolidated: Dz. U. z 2022 r. poz. 1510\n",
		"d/kp.txt":  "USTAWA\nz dnia 26 czerwca 1974 r.\nKodeks pracy\n\nArt. 1. Kodeks pracy określa prawa i obowiązki pracowników i pracodawców.\n",
	})
	vs, err := lib.Versions("KP")
	if err != nil {
		t.Fatal(err)
	}
	want := "[2022-09-01|Dz.U. 2022 poz. 1510|sidecar 2020-01-01||header 2018-01-19|Dz.U. 2018 poz. 108|header ||]"
	if got := describeVersions(vs); got != want {
		t.Errorf("versions %s\nwant     %s", got, want)
	}
	if v, err := lib.VersionAt("Kodeks pracy", "2021-06-30"); err != nil || v.InForce != "2020-01-01" {
		t.Errorf("in force on 2021-06-30: %+v %v", v, err)
	}
	if _, err := lib.Versions("Kodeks wykroczeń"); err == nil {
		t.Error("an act the library does not hold has versions")
	}
	if _, err := ParseSidecar([]byte("in_force: kiedyś\n")); err == nil {
		t.Error("a sidecar in_force that is no date was accepted")
	}
}

// TestVersionNames: a statute whose file names no version gets the one its
// date or Dz.U. says, in the forms VersionDate reads (the checker chooses
// the version in force on a memo's date by it).
func TestVersionNames(t *testing.T) {
	for _, tc := range []struct {
		in   Meta
		want string
	}{
		{Meta{Kind: Statute, InForce: "2020-01-01", Consolidated: "Dz.U. 2019 poz. 1040"}, "2020-01-01"},
		{Meta{Kind: Statute, Consolidated: "Dz.U. 2025 poz. 1071"}, "Dz.U.2025.1071"},
		{Meta{Kind: Statute, Consolidated: "Dz.U. 1997 Nr 78 poz. 483"}, "Dz.U.1997.78.483"},
		{Meta{Kind: Statute, Version: "2015-08-17", InForce: "2015-08-18"}, "2015-08-17"},
		{Meta{Kind: Judgment, InForce: "2020-01-01"}, ""},
	} {
		m := tc.in
		nameVersion(&m)
		if m.Version != tc.want {
			t.Errorf("%+v: version %q, want %q", tc.in, m.Version, tc.want)
		}
		if tc.want != "" && VersionDate(m.Version) == "" {
			t.Errorf("VersionDate cannot read %q", m.Version)
		}
	}
}
