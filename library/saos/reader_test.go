package saos

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"citeguard/internal/golden"
	"citeguard/internal/sharedtest"
)

// readAll reads every judgment of a file; mapping errors are collected.
func readAll(t *testing.T, path string) ([]*Judgment, []*RecordError) {
	t.Helper()
	var js []*Judgment
	var bad []*RecordError
	err := ReadFile(path, Options{Name: filepath.Base(path)}, func(j *Judgment) error {
		js = append(js, j)
		return nil
	}, func(e *RecordError) { bad = append(bad, e) })
	if err != nil {
		t.Fatal(err)
	}
	return js, bad
}

func goldenJSON(t *testing.T, path string, v any) {
	t.Helper()
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		t.Fatal(err)
	}
	golden.Check(t, path, buf.Bytes())
}

// TestSamplesGolden maps every real SAOS sample (all four court types, dump
// pages and single responses) and compares the mapped records with golden
// JSON.
func TestSamplesGolden(t *testing.T) {
	dir := sharedtest.Path(t, "testdata/saos")
	files, _ := filepath.Glob(filepath.Join(dir, "*.json"))
	n := 0
	for _, f := range files {
		if strings.Contains(f, ".search.") {
			continue
		}
		n++
		t.Run(filepath.Base(f), func(t *testing.T) {
			js, bad := readAll(t, f)
			if len(bad) > 0 {
				t.Errorf("records not mapped: %v", bad)
			}
			goldenJSON(t, filepath.Join("testdata", "golden", "samples", strings.TrimSuffix(filepath.Base(f), ".json")+".golden.json"), js)
		})
	}
	if n < 6 {
		t.Fatalf("only %d SAOS samples in %s", n, dir)
	}
}

// TestSampleFields checks, per court type, the fields the library relies
// on, record by record.
func TestSampleFields(t *testing.T) {
	dir := sharedtest.Path(t, "testdata/saos")
	byID := map[int64]*Judgment{}
	files, _ := filepath.Glob(filepath.Join(dir, "*.json"))
	for _, f := range files {
		if strings.Contains(f, ".search.") {
			continue
		}
		js, _ := readAll(t, f)
		for _, j := range js {
			byID[j.ID] = j
		}
	}
	tests := []struct {
		id                        int64
		courtType, sigs, docType  string
		date, court, courtType2   string
		from, textFormat, textHas string
		page, judges, dissents    int
		anonFirst                 string
		regs                      int
	}{
		{69331, Common, "VIII C 2427/13", "wyrok", "2014-07-18", "Sąd Rejonowy dla Wrocławia-Śródmieścia we Wrocławiu", "DISTRICT", "judgmentId", "html", "Sygn. akt VIII C 2427/13\n\nWYROK", 1338, 1, 0, "", 2},
		{56715, Common, "III RC 1142/13", "uzasadnienie", "2014-07-21", "Sąd Rejonowy w Olsztynie", "DISTRICT", "judgmentId", "html", "Powód R. J. wniósł", 1338, 0, 0, "R. J.", 2},
		{136983, Common, "II AKa 6/05", "wyrok", "2005-02-03", "Sąd Apelacyjny w Katowicach", "APPEAL", "judgmentId", "html", "", 99, -1, 0, "", -1},
		{52845, Common, "V Ka 536/14", "wyrok", "2014-06-16", "Sąd Okręgowy w Łodzi", "REGIONAL", "judgmentId", "html", "", 1287, -1, 0, "", -1},
		{2, Common, "I ACa 1105/12", "postanowienie", "2012-10-16", "Sąd Apelacyjny w Krakowie", "APPEAL", "division.court", "html", "", -1, 3, 0, "", -1},
		{166335, Supreme, "IV CSK 666/13", "wyrok", "2014-07-18", "Sąd Najwyższy", Supreme, "courtType", "text", "Sąd Najwyższy w składzie", 1338, 3, 0, "", -1},
		{83184, Supreme, "III CZP 78/04", "uchwała", "2005-01-27", "Sąd Najwyższy", Supreme, "courtType", "text", "", 99, -1, 0, "", -1},
		{76256, Supreme, "SNO 10/10", "wyrok", "2010-03-15", "Sąd Najwyższy", Supreme, "courtType", "text", "", -1, -1, 0, "", -1},
		{107259, Constitution, "SK 27/03", "wyrok", "2005-01-31", "Trybunał Konstytucyjny", Constitution, "courtType", "text", "", 99, -1, 1, "", -1},
		{160353, Constitution, "Ts 235/13", "postanowienie", "2014-07-18", "Trybunał Konstytucyjny", Constitution, "courtType", "text", "Sygn. akt Ts 235/13", 1338, 3, 0, "", -1},
		{161026, AppealChamber, "KIO 1440/14|KIO 1447/14", "postanowienie", "2014-07-18", "Krajowa Izba Odwoławcza", AppealChamber, "courtType", "text", "", 1338, 1, 0, "", -1},
		{161685, AppealChamber, "KIO 1329/14", "wyrok", "2014-07-18", "Krajowa Izba Odwoławcza", AppealChamber, "courtType", "text", "", 1338, 1, 0, "", -1},
		{354710, AppealChamber, "KIO 730/18|KIO 739/18", "postanowienie", "2018-08-20", "Krajowa Izba Odwoławcza", AppealChamber, "courtType", "text", "", -1, -1, 0, "", -1},
	}
	for _, tc := range tests {
		t.Run(fmt.Sprint(tc.id), func(t *testing.T) {
			j := byID[tc.id]
			if j == nil {
				t.Fatalf("SAOS %d not read", tc.id)
			}
			got := []string{j.CourtType, strings.Join(j.Signatures, "|"), j.DocType, j.Date, j.Court.Name, j.Court.Type, j.Court.From, j.TextFormat}
			want := []string{tc.courtType, tc.sigs, tc.docType, tc.date, tc.court, tc.courtType2, tc.from, tc.textFormat}
			for i := range got {
				if got[i] != want[i] {
					t.Errorf("field %d = %q, want %q", i, got[i], want[i])
				}
			}
			if tc.textHas != "" && !strings.Contains(j.Text, tc.textHas) {
				t.Errorf("text lacks %q: %.300q", tc.textHas, j.Text)
			}
			if j.TextFormat == "html" && strings.ContainsAny(j.Text, "<>") && strings.Contains(j.Text, "</") {
				t.Errorf("markup left in the text: %.300q", j.Text)
			}
			if j.Provenance.Page != tc.page {
				t.Errorf("page = %d, want %d", j.Provenance.Page, tc.page)
			}
			if want := fmt.Sprintf("https://www.saos.org.pl/api/judgments/%d", tc.id); j.Provenance.Href != want {
				t.Errorf("href = %q, want %q", j.Provenance.Href, want)
			}
			if tc.judges >= 0 && len(j.Judges) != tc.judges {
				t.Errorf("%d judges, want %d", len(j.Judges), tc.judges)
			}
			if len(j.Dissents) != tc.dissents {
				t.Errorf("%d dissenting opinions, want %d", len(j.Dissents), tc.dissents)
			}
			if tc.regs >= 0 && len(j.Regulations) != tc.regs {
				t.Errorf("%d regulations, want %d", len(j.Regulations), tc.regs)
			}
			if tc.anonFirst != "" {
				if len(j.Anonymised) == 0 {
					t.Fatal("no anonymised spans")
				}
				if s := j.Anonymised[0]; j.Text[s.Start:s.End] != tc.anonFirst {
					t.Errorf("first anonymised span = %q, want %q", j.Text[s.Start:s.End], tc.anonFirst)
				}
			}
			for _, d := range j.Dissents {
				if strings.Contains(j.Text, strings.TrimSpace(d.Text)[:min(80, len(strings.TrimSpace(d.Text)))]) {
					t.Error("a dissenting opinion is in the judgment's text")
				}
			}
		})
	}
}

// TestFixtures reads the package's own fixtures: every API shape, the
// ADMINISTRATIVE court type, records that cannot be mapped.
func TestFixtures(t *testing.T) {
	for _, tc := range []struct {
		file    string
		ids     []int64
		bad     int
		api     string
		badWhat string
	}{
		{"dump-page.json", []int64{900001, 900002, 900004}, 1, "dump", "no case number"},
		{"single.json", []int64{900010}, 0, "single", ""},
		{"records.jsonl", []int64{900020, 900021}, 0, "record", ""},
		{"array.json", []int64{900030}, 1, "array", "no text"},
	} {
		t.Run(tc.file, func(t *testing.T) {
			js, bad := readAll(t, filepath.Join("testdata", tc.file))
			var ids []int64
			for _, j := range js {
				ids = append(ids, j.ID)
				if j.Provenance.API != tc.api {
					t.Errorf("%d: api %q, want %q", j.ID, j.Provenance.API, tc.api)
				}
			}
			if fmt.Sprint(ids) != fmt.Sprint(tc.ids) {
				t.Errorf("ids %v, want %v", ids, tc.ids)
			}
			if len(bad) != tc.bad {
				t.Fatalf("%d bad records, want %d: %v", len(bad), tc.bad, bad)
			}
			if tc.bad > 0 && !strings.Contains(bad[0].Error(), tc.badWhat) {
				t.Errorf("bad record error %q lacks %q", bad[0], tc.badWhat)
			}
			goldenJSON(t, filepath.Join("testdata", "golden", strings.TrimSuffix(tc.file, filepath.Ext(tc.file))+".golden.json"), js)
		})
	}
}

func TestFixtureDetails(t *testing.T) {
	js, _ := readAll(t, filepath.Join("testdata", "dump-page.json"))
	c := js[0]
	if want := "Sygn. akt I Ysyn 1/19\n\nWYROK\n\nW IMIENIU RZECZYPOSPOLITEJ POLSKIEJ\n\nDnia 12 marca 2019 r.\n\nz powództwa J. K. przeciwko Skarbowi Państwa o zapłatę\n\nna podstawie art. 479⁴ §\u00a02 k.p.c.\u00a0oddala powództwo."; c.Text != want {
		t.Errorf("text = %q\nwant   %q", c.Text, want)
	}
	var anon []string
	for _, s := range c.Anonymised {
		anon = append(anon, c.Text[s.Start:s.End])
	}
	if fmt.Sprint(anon) != "[J. K. Skarbowi Państwa]" {
		t.Errorf("anonymised = %q", anon)
	}
	if c.Court.Name != "Sąd Apelacyjny w Krakowie" || c.Court.Division != "I Wydział Cywilny" || c.Court.DivisionID != 816 || c.Summary != "" {
		t.Errorf("court %+v, summary %q", c.Court, c.Summary)
	}
	if c.Provenance.Page != 7 || c.Provenance.Item != 0 || js[2].Provenance.Item != 3 {
		t.Errorf("provenance %+v / %+v", c.Provenance, js[2].Provenance)
	}
	adm := js[1]
	if adm.CourtType != Admin || adm.Court.Name != "" || adm.Court.Type != Admin || len(adm.Signatures) != 2 {
		t.Errorf("administrative: %+v", adm)
	}
	ct := js[2]
	if len(ct.Dissents) != 1 || ct.Dissents[0].Authors[0] != "Jan Odrębny" || strings.Contains(ct.Text, "Zdanie odrębne") {
		t.Errorf("dissents %+v in %q", ct.Dissents, ct.Text)
	}
}

func TestSearchResponseRejected(t *testing.T) {
	err := ReadFile(filepath.Join("testdata", "search.json"), Options{}, func(*Judgment) error {
		t.Error("a search hit was returned as a judgment")
		return nil
	}, nil)
	if !errors.Is(err, ErrSearchResponse) {
		t.Fatalf("err = %v, want ErrSearchResponse", err)
	}
}

func TestBadInput(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{``, "no SAOS judgments"},
		{`"x"`, "not SAOS JSON"},
		{`{}`, "neither"},
		{`{"foo": 1}`, "no courtType"},
		{`{"items": 5}`, "not an array"},
		{`{"items": [{"id": 1,`, "unexpected EOF"},
		{`[{"id":1,"courtType":"SUPREME","courtCases":[{"caseNumber":"I C 1/11"}],"textContent":"x"}] trailing`, "invalid character"},
	} {
		rd := NewReader(strings.NewReader(tc.in), Options{Name: "in"})
		var err error
		for range 10 {
			if _, err = rd.Next(); err != nil {
				var re *RecordError
				if !errors.As(err, &re) {
					break
				}
			}
		}
		if err == nil || err == io.EOF || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: err = %v, want %q", tc.in, err, tc.want)
		}
	}
}

func TestGzip(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "dump-page.json"))
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	zw.Write(data)
	zw.Close()
	p := filepath.Join(t.TempDir(), "judgments-7.json.gz")
	if err := os.WriteFile(p, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	js, _ := readAll(t, p)
	if len(js) != 3 || js[0].Provenance.File != "judgments-7.json.gz" {
		t.Fatalf("%d judgments from the gzip file", len(js))
	}
}

// pageSource produces a dump page of n records of size bytes each on the
// fly, and counts how much of it was read.
type pageSource struct {
	n, size, next int
	buf           []byte
	read          int64
	done          bool
}

func (p *pageSource) Read(b []byte) (int, error) {
	for len(p.buf) == 0 {
		switch {
		case p.done:
			return 0, io.EOF
		case p.next == 0:
			p.buf = []byte(`{"links":[{"rel":"self","href":"https://www.saos.org.pl/api/dump/judgments?pageSize=100&pageNumber=3"}],"items":[`)
		case p.next > p.n:
			p.buf, p.done = []byte(`],"info":null}`), true
		default:
			sep := ","
			if p.next == 1 {
				sep = ""
			}
			p.buf = fmt.Appendf(nil, `%s{"id":%d,"courtType":"SUPREME","courtCases":[{"caseNumber":"I Ysyn %d/19"}],"judgmentType":"SENTENCE","textContent":"%s","judgmentDate":"2019-01-01"}`,
				sep, p.next, p.next, strings.Repeat("x", p.size))
		}
		p.next++
	}
	n := copy(b, p.buf)
	p.buf = p.buf[n:]
	p.read += int64(n)
	return n, nil
}

// TestStreams: a page is read one record at a time: when a record is
// returned, the reader has pulled at most its buffer beyond it.
func TestStreams(t *testing.T) {
	src := &pageSource{n: 300, size: 100 << 10}
	rd := NewReader(src, Options{Name: "page"})
	count := 0
	for {
		j, err := rd.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		count++
		upTo := int64(count+1) * int64(src.size+200)
		if src.read > upTo+512<<10 {
			t.Fatalf("after record %d the reader had read %d bytes (records end at ~%d): it reads ahead", j.ID, src.read, upTo)
		}
	}
	if count != 300 {
		t.Fatalf("%d records, want 300", count)
	}
}

func TestMaxRecord(t *testing.T) {
	rd := NewReader(&pageSource{n: 3, size: 2 << 20}, Options{Name: "big", MaxRecord: 1 << 20})
	_, err := rd.Next()
	if !errors.Is(err, ErrRecordTooLarge) {
		t.Fatalf("err = %v, want ErrRecordTooLarge", err)
	}
}

func TestCourtTable(t *testing.T) {
	ct := Courts()
	if ct.Len() != 374 {
		t.Errorf("%d courts, want 374 (SAOS commonCourts.xml)", ct.Len())
	}
	if n, ok := ct.Court("15200000"); !ok || n != "Sąd Apelacyjny w Krakowie" {
		t.Errorf("15200000 = %q", n)
	}
	if n, ok := ct.Division("15502550", "0004003"); !ok || n != "VIII Wydział Cywilny" {
		t.Errorf("division = %q", n)
	}
	for code, want := range map[string]string{"15200000": "APPEAL", "15251000": "REGIONAL", "15502550": "DISTRICT", "1520": ""} {
		if got := CommonCourtType(code); got != want {
			t.Errorf("CommonCourtType(%s) = %q, want %q", code, got, want)
		}
	}
	for _, bad := range []string{"123\tX\n", "15200000\n", "15200000\tX\tnoequals\n"} {
		if _, err := ParseCourtTable(bad); err == nil {
			t.Errorf("ParseCourtTable(%q) accepted", bad)
		}
	}
}

// badPage is a dump page whose records 1–4 are bad in the ways a real dump
// or a damaged file can be: an id that is no number, an array nested
// deeper than any decoder goes, an object of 3 million fields, a record
// over the limit; records 0 and 5 are good.
func badPage(limit int) string {
	good := func(id int) string {
		return fmt.Sprintf(`{"id":%d,"courtType":"SUPREME","courtCases":[{"caseNumber":"I CSK %d/19"}],"judgmentType":"SENTENCE","judgmentDate":"2019-01-01","textContent":"Wyrok %d"}`, id, id, id)
	}
	var fields strings.Builder
	fields.WriteString(`{"id":3,"courtType":"SUPREME"`)
	for i := range 3_000_000 {
		fmt.Fprintf(&fields, `,"f%d":0`, i)
	}
	fields.WriteString("}")
	return `{"links":[{"rel":"self","href":"https://www.saos.org.pl/api/dump/judgments?pageSize=100&pageNumber=9"}],"items":[` +
		good(1) + "," +
		`{"id":"abc","courtType":"SUPREME","courtCases":[{"caseNumber":"I CSK 2/19"}],"textContent":"x"}` + "," +
		`{"id":4,"courtType":"SUPREME","deep":` + strings.Repeat("[", 1_000_000) + strings.Repeat("]", 1_000_000) + `}` + "," +
		fields.String() + "," +
		`{"id":5,"courtType":"SUPREME","courtCases":[{"caseNumber":"I CSK 5/19"}],"textContent":"` + strings.Repeat("x", limit+1) + `"}` + "," +
		good(6) + `],"info":null}`
}

// TestBadRecordsSkipped: each bad record is a RecordError with its position
// and reason, and the reader goes on to the good record after it.
func TestBadRecordsSkipped(t *testing.T) {
	t.Parallel()
	const limit = 4 << 20
	page := badPage(limit)
	rd := NewReader(strings.NewReader(page), Options{Name: "bad.json", MaxRecord: limit})
	var ids []int64
	var bad []string
	for {
		j, err := rd.Next()
		if err == io.EOF {
			break
		}
		var re *RecordError
		if errors.As(err, &re) {
			if re.Offset <= 0 || re.Offset >= int64(len(page)) || page[re.Offset] != '{' {
				t.Errorf("record %d: offset %d is not where it starts", re.Item, re.Offset)
			}
			bad = append(bad, fmt.Sprintf("%d:%v", re.Item, re.Err))
			continue
		}
		if err != nil {
			t.Fatalf("after %v: %v", ids, err)
		}
		ids = append(ids, j.ID)
	}
	if fmt.Sprint(ids) != "[1 6]" {
		t.Errorf("judgments %v, want [1 6]", ids)
	}
	want := []string{"1:", "2:", "3:" + ErrRecordTooLarge.Error(), "4:" + ErrRecordTooLarge.Error()}
	if len(bad) != len(want) {
		t.Fatalf("bad records %q, want %d", bad, len(want))
	}
	for i, w := range want {
		if !strings.HasPrefix(bad[i], w) {
			t.Errorf("bad record %q, want %q…", bad[i], w)
		}
	}
	for i, sub := range []string{"Number", "depth"} {
		if !strings.Contains(bad[i], sub) {
			t.Errorf("bad record %q does not say %q", bad[i], sub)
		}
	}
}
