package library

import (
	"bufio"
	"encoding/json"
	"encoding/xml"
	"fmt"
	"hash/crc32"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"citeguard/internal/golden"
	"citeguard/internal/sharedtest"
	"citeguard/pl"
)

// The conformance suite of the library's metadata readers: the same real
// judgment, given to the library in each of its formats — its text alone
// (the header reader), its portal HTML alone, the portal pair (HTML +
// .meta.xml), a single SAOS JSON, a page of the SAOS dump (the collection),
// a text with a sidecar YAML — must come out of the library with the same
// signatures, court, date, form of ruling and ECLI. A format whose inputs
// do not state a court, date or form (a text that begins with its reasons)
// may leave it unknown, never name another; testdata/conformance/cases.tsv
// records what each judgment's own text states, so a reader that stops
// finding it fails too. The formats that exist only as made-up files here
// (a SAOS record or a sidecar of a portal judgment, a portal .meta.xml of a
// SAOS judgment) are built from the real record by fixtureFiles and kept in
// testdata/conformance (go test ./library -run TestMetaConformance -update
// writes them again).

// confCase is one real judgment and what the library must say of it.
type confCase struct {
	name   string   // the case's name: its origin's file stem or SAOS id
	origin string   // "portal:STEM" (shared saos-import) or "saos:FILE#ID" (shared testdata/saos)
	sigs   []string // its signatures
	court  string   // its court (pl.CanonicalCourt compares)
	date   string   // ISO
	form   string   // pl.CanonicalForm of its ruling's form
	states string   // the fields its own text states: sig, court, date, form (comma separated)

	text string          // the plain text (the .txt rendering)
	html string          // the HTML ("" for a plain-text judgment)
	meta []byte          // the portal .meta.xml
	saos json.RawMessage // the SAOS record
}

// metaFormat is a format the library reads a judgment's metadata from.
type metaFormat struct {
	name string
	// external: the format carries metadata beside the text, so it must
	// give every field; a text alone gives what the text states.
	external bool
	// applies tells whether the judgment can be given in the format.
	applies func(c *confCase) bool
	// write lays the judgment out in dir in this format.
	write func(t *testing.T, dir string, c *confCase)
}

var metaFormats = []metaFormat{
	{name: "header", applies: statesSignature, write: func(t *testing.T, dir string, c *confCase) {
		writeFile(t, filepath.Join(dir, "orzeczenie.txt"), c.text)
	}},
	{name: "html", applies: func(c *confCase) bool { return hasHTML(c) && statesSignature(c) }, write: func(t *testing.T, dir string, c *confCase) {
		writeFile(t, filepath.Join(dir, "orzeczenie.html"), c.html)
	}},
	{name: "portal", external: true, applies: hasHTML, write: func(t *testing.T, dir string, c *confCase) {
		writeFile(t, filepath.Join(dir, "orzeczenie.html"), c.html)
		writeFile(t, filepath.Join(dir, "orzeczenie.meta.xml"), string(c.meta))
	}},
	{name: "saos-json", external: true, applies: func(*confCase) bool { return true }, write: func(t *testing.T, dir string, c *confCase) {
		writeFile(t, filepath.Join(dir, "orzeczenie.json"), `{"links":[],"data":`+string(c.saos)+`}`)
	}},
	{name: "saos-dump", external: true, applies: func(*confCase) bool { return true }, write: func(t *testing.T, dir string, c *confCase) {
		writeFile(t, filepath.Join(dir, "judgments-0.json"), `{"links":[{"rel":"self","href":"https://www.saos.org.pl/api/dump/judgments?pageSize=100&pageNumber=0"}],"items":[`+string(c.saos)+`],"queryTemplate":{},"info":null}`)
	}},
	{name: "sidecar", external: true, applies: func(*confCase) bool { return true }, write: func(t *testing.T, dir string, c *confCase) {
		writeFile(t, filepath.Join(dir, "orzeczenie.txt"), c.text)
		writeFile(t, filepath.Join(dir, "orzeczenie.yaml"), sidecarOf(c))
	}},
}

func hasHTML(c *confCase) bool { return c.html != "" }

// statesSignature: the judgment's text states its signature (a text
// alone is found by it).
func statesSignature(c *confCase) bool { return strings.Contains(","+c.states+",", ",sig,") }

// runWithMetaFormat runs fn for the judgment in every format it can be
// given in, each a subtest named after the format.
func runWithMetaFormat(t *testing.T, c *confCase, fn func(t *testing.T, f metaFormat)) {
	t.Run(c.name, func(t *testing.T) {
		for _, f := range metaFormats {
			if f.applies(c) {
				t.Run(f.name, func(t *testing.T) { fn(t, f) })
			}
		}
	})
}

func TestMetaConformance(t *testing.T) {
	cases := confCases(t)
	for _, c := range cases {
		runWithMetaFormat(t, c, func(t *testing.T, f metaFormat) {
			t.Parallel()
			dir, state := t.TempDir(), t.TempDir()
			f.write(t, dir, c)
			l := open(t, Options{Roots: []string{dir}, StateDir: state})
			r, err := l.Resolve(Query{Signature: c.sigs[0]})
			if err != nil {
				t.Fatalf("%s: %v", c.sigs[0], err)
			}
			if len(r.Sources) != 1 {
				t.Fatalf("%s: %d sources, want 1", c.sigs[0], len(r.Sources))
			}
			checkConformance(t, f, c, r.Sources[0].Meta)
		})
	}
}

// checkConformance compares what the library read with what the judgment
// is.
func checkConformance(t *testing.T, f metaFormat, c *confCase, m Meta) {
	t.Helper()
	var got, want []string
	for _, s := range m.Signatures {
		got = append(got, pl.SignatureKey(s))
	}
	for _, s := range c.sigs {
		want = append(want, pl.SignatureKey(s))
	}
	if strings.Join(got, ";") != strings.Join(want, ";") {
		t.Errorf("signatures %q, want %q", m.Signatures, c.sigs)
	}
	stated := map[string]bool{}
	for _, s := range strings.Split(c.states, ",") {
		stated[s] = true
	}
	for _, fld := range []struct{ name, key, got, want string }{
		{"court", "court", pl.CanonicalCourt(m.Court), pl.CanonicalCourt(c.court)},
		{"date", "date", m.Date, c.date},
		{"form", "doc_type", pl.CanonicalForm(m.DocType), c.form},
	} {
		switch {
		case fld.got == fld.want:
		case !f.external && fld.got == "" && !stated[fld.name]:
			// The text alone does not state it.
		case !f.external && fld.name == "court" && fld.got != "" && (pl.SameCourt(fld.got, fld.want) || strings.HasPrefix(fld.want, fld.got+" ")):
			// The text names it less fully: its seat anonymised („w W.”),
			// or without it (pl reads „Sąd Rejonowy dla Wrocławia -
			// Śródmieścia” as „Sąd Rejonowy”).
		default:
			t.Errorf("%s %q (from %s), want %q", fld.name, fld.got, m.From[fld.key], fld.want)
		}
	}
	if m.ECLI != "" {
		t.Errorf("ECLI %q: none of these judgments has one", m.ECLI)
	}
}

// confCases reads testdata/conformance/cases.tsv and the judgments' files:
// the real ones from ../shared, the made-up ones from testdata/conformance.
func confCases(t *testing.T) []*confCase {
	t.Helper()
	shared := sharedtest.Path(t, "testdata")
	f, err := os.Open(filepath.Join("testdata", "conformance", "cases.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []*confCase
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || line[0] == '#' {
			continue
		}
		p := strings.Split(line, "\t")
		if len(p) != 7 {
			t.Fatalf("cases.tsv: %d fields in %q, want 7", len(p), line)
		}
		c := &confCase{name: p[0], origin: p[1], sigs: strings.Split(p[2], ";"), court: p[3], date: p[4], form: p[5], states: p[6]}
		loadCase(t, shared, c)
		out = append(out, c)
	}
	if len(out) == 0 {
		t.Fatal("cases.tsv: no cases")
	}
	return out
}

// loadCase reads a case's real files and builds (or, with -update,
// rebuilds) its made-up ones.
func loadCase(t *testing.T, shared string, c *confCase) {
	t.Helper()
	kind, ref, _ := strings.Cut(c.origin, ":")
	fix := filepath.Join("testdata", "conformance", c.name)
	switch kind {
	case "portal":
		stem := filepath.Join(shared, "library", "judgments", "common", "saos-import", ref)
		c.text, c.html, c.meta = readString(t, stem+".txt"), readString(t, stem+".html"), []byte(readString(t, stem+".meta.xml"))
		rec := portalRecord(t, c)
		golden.Check(t, fix+".saos.json", rec)
		c.saos = withText(t, readString(t, fix+".saos.json"), c.html)
	case "saos":
		file, id, _ := strings.Cut(ref, "#")
		c.saos = saosItem(t, filepath.Join(shared, "saos", file), id)
		var r struct {
			TextContent string `json:"textContent"`
		}
		if err := json.Unmarshal(c.saos, &r); err != nil {
			t.Fatal(err)
		}
		c.text = r.TextContent
		if looksLikeHTML(r.TextContent) {
			c.html, c.text = r.TextContent, HTMLText(r.TextContent)
			golden.Check(t, fix+".meta.xml", portalMetaOf(t, c.saos))
			c.meta = []byte(readString(t, fix+".meta.xml"))
		}
	default:
		t.Fatalf("case %s: unknown origin %q", c.name, c.origin)
	}
	golden.Check(t, fix+".yaml", []byte(sidecarOf(c)))
}

func looksLikeHTML(s string) bool { return strings.HasPrefix(strings.TrimSpace(s), "<") }

// portalRecord is the SAOS record of a portal judgment as SAOS's import of
// the portal makes it (id made up: 900000 + the portal id's number), with
// no textContent (withText adds the real HTML).
func portalRecord(t *testing.T, c *confCase) []byte {
	t.Helper()
	var pm portalMeta
	if err := xml.Unmarshal(c.meta, &pm); err != nil {
		t.Fatal(err)
	}
	types := map[string]string{"SENTENCE": "SENTENCE", "DECISION": "DECISION", "RESOLUTION": "RESOLUTION", "REASON": "REASONS", "REGULATION": "REGULATION"}
	typ, _, _ := strings.Cut(pm.Type, ",")
	var judges []map[string]any
	for _, j := range pm.Judges {
		judges = append(judges, map[string]any{"name": j, "function": nil, "specialRoles": []string{}})
	}
	rec := map[string]any{
		"id": 900000 + int(crc32.ChecksumIEEE([]byte(pm.ID))%100000), "courtType": "COMMON", "courtCases": []map[string]string{{"caseNumber": pm.Signature}},
		"judgmentType": types[strings.TrimSpace(typ)], "judgmentDate": pm.Date[:10], "judges": judges,
		"source": map[string]any{"code": "COMMON_COURT", "judgmentId": pm.ID,
			"judgmentUrl": "http://orzeczenia.ms.gov.pl/ncourt-api/judgement/details?id=" + pm.ID},
		"division": map[string]any{"id": 1},
	}
	data, err := json.MarshalIndent(rec, "", " ")
	if err != nil {
		t.Fatal(err)
	}
	return append(data, '\n')
}

// withText adds a textContent to a record.
func withText(t *testing.T, rec, text string) json.RawMessage {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal([]byte(rec), &m); err != nil {
		t.Fatal(err)
	}
	m["textContent"] = text
	data, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// saosItem is the record with the id in a shared SAOS file (a dump page or
// a single-judgment response).
func saosItem(t *testing.T, path, id string) json.RawMessage {
	t.Helper()
	var f struct {
		Items []json.RawMessage `json:"items"`
		Data  json.RawMessage   `json:"data"`
	}
	if err := json.Unmarshal([]byte(readString(t, path)), &f); err != nil {
		t.Fatal(err)
	}
	if f.Data != nil {
		f.Items = append(f.Items, f.Data)
	}
	for _, it := range f.Items {
		var r struct {
			ID json.Number `json:"id"`
		}
		if json.Unmarshal(it, &r) == nil && r.ID.String() == id {
			return it
		}
	}
	t.Fatalf("%s: no record %s", path, id)
	return nil
}

// portalMetaOf is the portal .meta.xml of a SAOS record of a common court.
func portalMetaOf(t *testing.T, rec json.RawMessage) []byte {
	t.Helper()
	var r struct {
		CourtCases []struct {
			CaseNumber string `json:"caseNumber"`
		} `json:"courtCases"`
		JudgmentType string `json:"judgmentType"`
		JudgmentDate string `json:"judgmentDate"`
		Judges       []struct {
			Name string `json:"name"`
		} `json:"judges"`
		Source struct {
			JudgmentID string `json:"judgmentId"`
		} `json:"source"`
	}
	if err := json.Unmarshal(rec, &r); err != nil {
		t.Fatal(err)
	}
	id := r.Source.JudgmentID
	types := map[string]string{"SENTENCE": "SENTENCE", "DECISION": "DECISION", "RESOLUTION": "RESOLUTION", "REASONS": "REASON", "REGULATION": "REGULATION"}
	var b strings.Builder
	fmt.Fprintf(&b, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<judgement id=%q>\n   <signature>%s</signature>\n   <date>%s 00:00:00.0 CET</date>\n",
		id, xmlText(r.CourtCases[0].CaseNumber), r.JudgmentDate)
	if len(id) > 15 {
		fmt.Fprintf(&b, "   <courtId>%s</courtId>\n   <departmentId>%s</departmentId>\n", id[:8], strings.TrimLeft(id[8:15], "0"))
	}
	fmt.Fprintf(&b, "   <type>%s</type>\n   <judges>\n", types[r.JudgmentType])
	for _, j := range r.Judges {
		fmt.Fprintf(&b, "      <judge>%s</judge>\n", xmlText(j.Name))
	}
	b.WriteString("   </judges>\n</judgement>\n")
	return []byte(b.String())
}

func xmlText(s string) string {
	var b strings.Builder
	xml.EscapeText(&b, []byte(s))
	return b.String()
}

// sidecarOf is the sidecar YAML a firm would write for the judgment.
func sidecarOf(c *confCase) string {
	forms := map[string]string{pl.FormWyrok: "wyrok", pl.FormPostanowienie: "postanowienie", pl.FormUchwala: "uchwała", pl.FormZarzadzenie: "zarządzenie"}
	var b strings.Builder
	b.WriteString("kind: judgment\nsignatures:\n")
	for _, s := range c.sigs {
		fmt.Fprintf(&b, "  - %q\n", s)
	}
	fmt.Fprintf(&b, "court: %q\ndate: %s\n", c.court, c.date)
	if c.form != "" {
		fmt.Fprintf(&b, "doc_type: %s\n", forms[c.form])
	}
	return b.String()
}

func readString(t *testing.T, p string) string {
	t.Helper()
	data, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}
