package engine

import (
	"encoding/json"
	"os"
	"strings"
	"testing"

	"citeguard/cite"
	"citeguard/internal/sharedtest"
	"citeguard/norm"
)

// groundingCase is one behaviour case of the reference script.
type groundingCase struct {
	Name   string `json:"name"`
	Item   Item   `json:"item"`
	Expect struct {
		Status             cite.Status `json:"status"`
		NoteHas            string      `json:"note_has"`
		NoteLacks          string      `json:"note_lacks"`
		FragmentZrodla     string      `json:"fragment_zrodla"`
		OffsetTextStarts   string      `json:"offset_text_starts"`
		Segments           int         `json:"segments"`
		LastSegmentText    string      `json:"last_segment_text"`
		RangeText          string      `json:"range_text"`
		NearestFragmentHas string      `json:"nearest_fragment_has"`
	} `json:"expect"`
}

func loadGroundingCases(t *testing.T, path string) []groundingCase {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var f struct {
		Cases []groundingCase `json:"cases"`
	}
	if err := json.Unmarshal(data, &f); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return f.Cases
}

// checkGroundingCase asserts everything a case expects of its result.
func checkGroundingCase(t *testing.T, c groundingCase) {
	t.Helper()
	r := Verify(c.Item)
	e := c.Expect
	src := ""
	if c.Item.SourceText != nil {
		src = *c.Item.SourceText
	}
	slice := func(z *norm.Range) string {
		if z == nil {
			t.Fatalf("%s: no range in result %+v", c.Name, r)
		}
		return src[z.Start:z.End]
	}
	if r.Status != e.Status {
		t.Errorf("%s: status %s, want %s (note: %s)", c.Name, r.Status, e.Status, noteOf(r))
	}
	if e.NoteHas != "" && !strings.Contains(noteOf(r), e.NoteHas) {
		t.Errorf("%s: note %q lacks %q", c.Name, noteOf(r), e.NoteHas)
	}
	if e.NoteLacks != "" && strings.Contains(noteOf(r), e.NoteLacks) {
		t.Errorf("%s: note %q has %q", c.Name, noteOf(r), e.NoteLacks)
	}
	if e.FragmentZrodla != "" && r.FragmentZrodla != e.FragmentZrodla {
		t.Errorf("%s: fragment_zrodla %q, want %q", c.Name, r.FragmentZrodla, e.FragmentZrodla)
	}
	if e.OffsetTextStarts != "" {
		if r.Offset == nil || !strings.HasPrefix(src[*r.Offset:], e.OffsetTextStarts) {
			t.Errorf("%s: offset %v does not point at %q", c.Name, r.Offset, e.OffsetTextStarts)
		}
	}
	if e.Segments > 0 && len(r.Segmenty) != e.Segments {
		t.Errorf("%s: %d segments, want %d", c.Name, len(r.Segmenty), e.Segments)
	}
	if e.LastSegmentText != "" {
		if len(r.Segmenty) == 0 {
			t.Errorf("%s: no segments", c.Name)
		} else if got := slice(&r.Segmenty[len(r.Segmenty)-1]); got != e.LastSegmentText {
			t.Errorf("%s: last segment %q, want %q", c.Name, got, e.LastSegmentText)
		}
	}
	if e.RangeText != "" && slice(r.Zakres) != e.RangeText {
		t.Errorf("%s: range text %q, want %q", c.Name, slice(r.Zakres), e.RangeText)
	}
	if e.NearestFragmentHas != "" && (len(r.FragmentyZrodla) == 0 || !strings.Contains(norm.Normalize(r.FragmentyZrodla[0]), e.NearestFragmentHas)) {
		t.Errorf("%s: fragmenty_zrodla %q lack %q", c.Name, r.FragmentyZrodla, e.NearestFragmentHas)
	}
	// Every range of a result points into the original source.
	for _, z := range append([]norm.Range{}, r.Segmenty...) {
		if z.Start < 0 || z.End > len(src) || z.Start >= z.End {
			t.Errorf("%s: segment range %v outside the source", c.Name, z)
		}
	}
	if r.Zakres != nil && r.SpanID == "" {
		t.Errorf("%s: a verified range without span_id", c.Name)
	}
}

// TestGroundingPeerConformance runs the 16 behaviour cases of the reference.
func TestGroundingPeerConformance(t *testing.T) {
	t.Parallel()
	cases := loadGroundingCases(t, sharedtest.Path(t, "peer/grounding.cases.json"))
	if len(cases) != 16 {
		t.Errorf("peer file has %d cases, want 16", len(cases))
	}
	for _, c := range cases {
		checkGroundingCase(t, c)
	}
}

// TestGroundingOwnCases runs the project's own behaviour cases, which cover
// the same rules without ../shared.
func TestGroundingOwnCases(t *testing.T) {
	t.Parallel()
	cases := loadGroundingCases(t, "../testdata/engine/grounding.json")
	if len(cases) < 16 {
		t.Errorf("only %d own cases", len(cases))
	}
	for _, c := range cases {
		checkGroundingCase(t, c)
	}
}
